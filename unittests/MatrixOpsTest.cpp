//===- MatrixOpsTest.cpp - Tensor-core and async-copy classification ------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#include "lhf/Model/MatrixOps.h"
#include "lhf/Model/NVVMNames.h"

#include "gtest/gtest.h"

using namespace lhf;

namespace {

TEST(MatrixOps, MMAFlopsAndTypes) {
  // PTX: 2 x 16 x 8 x 16 = 4096 FLOP per warp, fp16 in, fp32 accumulate.
  auto Op = classifyMatrixPTX(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0,%1}, ...");
  ASSERT_TRUE(Op);
  EXPECT_EQ(Op->K, MatrixOp::MMA);
  EXPECT_EQ(Op->Type, TensorType::FP16F32);
  EXPECT_EQ(Op->FlopsPerWarp, 4096);
  EXPECT_EQ(classifyMatrixPTX("mma.sync.aligned.m16n8k16.row.col.f16.f16.f16."
                              "f16 {%0}")->Type,
            TensorType::FP16);
  // NVVM names: wmma 16x16x16 (8192 FLOP), D and C types.
  Op = classifyMatrixName("wmma.m16n16k16.mma.row.row.f32.f32");
  ASSERT_TRUE(Op);
  EXPECT_EQ(Op->FlopsPerWarp, 8192);
  EXPECT_EQ(Op->Type, TensorType::FP16F32);
  EXPECT_EQ(classifyMatrixName("mma.m16n8k8.row.col.tf32")->Type,
            TensorType::TF32);
  EXPECT_EQ(classifyMatrixName("mma.m16n8k32.row.col.s8")->Type,
            TensorType::INT8);
  EXPECT_EQ(classifyMatrixName("mma.m8n8k4.row.col.f64")->FlopsPerWarp, 512);
  EXPECT_EQ(classifyMatrixName("mma.m16n8k16.row.col.bf16")->Type,
            TensorType::FP16F32);
  // wgmma: a warpgroup's 64 x 128 x 16 shared by four warps.
  Op = classifyMatrixPTX("wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 "
                         "{...}, desc_a, desc_b, p;");
  ASSERT_TRUE(Op);
  EXPECT_EQ(Op->FlopsPerWarp, 2.0 * 64 * 128 * 16 / 4);
  // Its shared-memory operands and latency are not counted: said.
  EXPECT_FALSE(Op->notCounted().empty());
  EXPECT_TRUE(classifyMatrixName("mma.m16n8k16.row.col.bf16")
                  ->notCounted()
                  .empty());
}

TEST(MatrixOps, FragmentsAndCopies) {
  EXPECT_EQ(classifyMatrixPTX("ldmatrix.sync.aligned.m8n8.x4.shared.b16 "
                              "{%0, %1, %2, %3}, [%4]")->Bytes,
            512u);
  EXPECT_EQ(classifyMatrixName("ldmatrix.sync.aligned.m8n8.x2.trans.b16")
                ->Bytes,
            256u);
  auto A = classifyMatrixName("wmma.m16n16k16.load.a.row.stride.f16.p0");
  ASSERT_TRUE(A);
  EXPECT_EQ(A->K, MatrixOp::LoadMatrix);
  EXPECT_EQ(A->Bytes, 512u);
  auto D = classifyMatrixName("wmma.m16n16k16.store.d.row.stride.f32.p1");
  ASSERT_TRUE(D);
  EXPECT_EQ(D->K, MatrixOp::StoreMatrix);
  EXPECT_EQ(D->Bytes, 1024u);
  auto C = classifyMatrixPTX("cp.async.cg.shared.global [%0], [%1], 16;");
  ASSERT_TRUE(C);
  EXPECT_EQ(C->K, MatrixOp::AsyncCopy);
  EXPECT_EQ(C->Bytes, 16u);
  EXPECT_EQ(classifyMatrixName("cp.async.ca.shared.global.8")->Bytes, 8u);
  EXPECT_EQ(classifyMatrixPTX("cp.async.commit_group")->K,
            MatrixOp::AsyncCommit);
  auto W = classifyMatrixPTX("cp.async.wait_group 2");
  ASSERT_TRUE(W);
  EXPECT_EQ(W->K, MatrixOp::AsyncWait);
  EXPECT_EQ(W->PendingGroups, 2u);
  EXPECT_EQ(classifyMatrixPTX("cp.async.wait_all")->PendingGroups, 0u);
  EXPECT_FALSE(classifyMatrixPTX("add.f32 %0, %1, %2"));
}

TEST(MatrixOps, BulkCopiesAndBarriers) {
  // A bulk load of a constant size: bytes per instruction, waited for by
  // an mbarrier wait; without a constant size it is not modelled.
  auto L = classifyMatrixPTX("cp.async.bulk.shared::cluster.global.mbarrier::"
                             "complete_tx::bytes [$0], [$1], 16384, [$3]");
  ASSERT_TRUE(L);
  EXPECT_EQ(L->K, MatrixOp::AsyncCopy);
  EXPECT_TRUE(L->Bulk);
  EXPECT_EQ(L->Bytes, 16384u);
  EXPECT_EQ(classifyMatrixPTX("cp.async.bulk.shared::cluster.global [a], "
                              "[b], $2, [c]")
                ->K,
            MatrixOp::Unmodelled);
  // A bulk store: a global store of the size; NVVM spells src.to.dst.
  auto St = classifyMatrixPTX(
      "cp.async.bulk.global.shared::cta.bulk_group [$0], [$1], 4096");
  ASSERT_TRUE(St);
  EXPECT_EQ(St->K, MatrixOp::StoreMatrix);
  EXPECT_EQ(St->Bytes, 4096u);
  EXPECT_EQ(classifyMatrixPTX("cp.async.bulk.shared::cta.global [a], [b], 64, "
                              "[c]")
                ->K,
            MatrixOp::AsyncCopy);
  // Tensor copies move a box the tensor map describes: not known.
  EXPECT_EQ(classifyMatrixPTX("cp.async.bulk.tensor.2d.shared::cluster.global."
                              "mbarrier::complete_tx::bytes [a], [b, {c, d}], "
                              "[e]")
                ->K,
            MatrixOp::Unmodelled);
  auto W = classifyMatrixPTX("mbarrier.try_wait.parity.shared::cta.b64 p, "
                             "[$1], $2");
  ASSERT_TRUE(W);
  EXPECT_EQ(W->K, MatrixOp::AsyncWait);
  EXPECT_TRUE(W->Bulk);
  EXPECT_EQ(classifyMatrixPTX("mbarrier.arrive.expect_tx.shared::cta.b64 s, "
                              "[$0], $1")
                ->K,
            MatrixOp::Ordering);
  EXPECT_EQ(classifyMatrixPTX("wgmma.wait_group.sync.aligned 0")->K,
            MatrixOp::Ordering);
  EXPECT_EQ(classifyMatrixPTX("cp.async.bulk.wait_group.read 0")->K,
            MatrixOp::Ordering);
  // Programmatic dependent launch: issue slots that order memory.
  EXPECT_EQ(classifyMatrixPTX("griddepcontrol.launch_dependents")->K,
            MatrixOp::Ordering);
  EXPECT_EQ(classifyMatrixPTX("griddepcontrol.wait")->K, MatrixOp::Ordering);
}

TEST(MatrixOps, BindAsmOperands) {
  auto Size = [](unsigned N) -> std::optional<int64_t> {
    if (N == 2)
      return 16384;
    return std::nullopt;
  };
  EXPECT_EQ(bindAsmOperands("cp.async.bulk.x [$0], [$1], $2, [$3]", Size),
            "cp.async.bulk.x [$0], [$1], 16384, [$3]");
  EXPECT_EQ(bindAsmOperands("mov.u32 $12, $2;", Size), "mov.u32 $12, 16384;");
  EXPECT_EQ(bindAsmOperands("a $", Size), "a $");
}

} // namespace

namespace {

// cuda_fp16.h's inline PTX and other arithmetic statements of inline asm.
TEST(PTXArith, ClassesOfInlineStatements) {
  EXPECT_EQ(classifyPTXArith("add.f16 %0,%1,%2"), InstrClass::FP16);
  EXPECT_EQ(classifyPTXArith("fma.rn.bf16x2 %0,%1,%2,%3"), InstrClass::FP16);
  EXPECT_EQ(classifyPTXArith("@p mul.rn.f32 %0, %1, %2"), InstrClass::FP32);
  EXPECT_EQ(classifyPTXArith("add.f64 %0, %1, %2"), InstrClass::FP64);
  EXPECT_EQ(classifyPTXArith("ex2.approx.f16 %0, %1"), InstrClass::SFU);
  EXPECT_EQ(classifyPTXArith("cvt.rn.f16.f32 %0, %1"), InstrClass::Conversion);
  EXPECT_EQ(classifyPTXArith("mov.b32 %0, {%1,%2}"), InstrClass::Misc);
  EXPECT_EQ(classifyPTXArith("mul.lo.s32 %0, %1, %2"), InstrClass::IntMul);
  EXPECT_EQ(classifyPTXArith("and.b32 %0, %1, %2"), InstrClass::Int);
  // Memory and control are not arithmetic: the caller costs or says them.
  EXPECT_EQ(classifyPTXArith("ld.global.f32 %0, [%1]"), std::nullopt);
  EXPECT_EQ(classifyPTXArith("bra LBB0_1"), std::nullopt);
}

// An integer division by a run-time value is ptxas's reciprocal sequence:
// 18 instructions unsigned, 24 signed (sm_90 SASS), 64-bit assumed twice.
TEST(PTXArith, IntegerDivisionSequence) {
  Segment U32;
  EXPECT_FALSE(addIntegerDivision(U32, 32, false));
  EXPECT_EQ(U32.totalInstrs(), 18);
  EXPECT_EQ(U32.count(InstrClass::SFU), 1);
  EXPECT_EQ(U32.count(InstrClass::Conversion), 2);
  EXPECT_EQ(U32.count(InstrClass::IntMul), 4);
  Segment S32;
  EXPECT_FALSE(addIntegerDivision(S32, 32, true));
  EXPECT_EQ(S32.totalInstrs(), 24);
  Segment S64;
  EXPECT_TRUE(addIntegerDivision(S64, 64, true));
  EXPECT_EQ(S64.totalInstrs(), 48);
}

} // namespace

// Plain loads and stores written as PTX (clang's __ldcs, __stcs, ...): the
// space, the bytes per thread and the address operand.
TEST(MatrixOps, PlainPTXMemory) {
  std::optional<MatrixOp> L =
      classifyMatrixPTX("ld.global.cs.v4.f32 {$0, $1, $2, $3}, [$4]");
  ASSERT_TRUE(L);
  EXPECT_EQ(L->K, MatrixOp::Load);
  EXPECT_EQ(L->Bytes, 16u);
  EXPECT_EQ(L->AddrSpace, unsigned(ASGlobal));
  ASSERT_EQ(L->AddrRefs.size(), 1u);
  EXPECT_EQ(L->AddrRefs[0], 4u);
  EXPECT_FALSE(L->Ordered);
  std::optional<MatrixOp> S = classifyMatrixPTX("st.global.cs.f32 [$0], $1");
  ASSERT_TRUE(S);
  EXPECT_EQ(S->K, MatrixOp::Store);
  EXPECT_EQ(S->Bytes, 4u);
  EXPECT_EQ(S->AddrRefs[0], 0u);
  std::optional<MatrixOp> H = classifyMatrixPTX("ld.shared::cta.v2.f16x2 {$0, $1}, [$2]");
  ASSERT_TRUE(H);
  EXPECT_EQ(H->AddrSpace, unsigned(ASShared));
  EXPECT_EQ(H->Bytes, 8u);
  std::optional<MatrixOp> G = classifyMatrixPTX("@p ld.u64 $0, [$1+8]");
  ASSERT_TRUE(G);
  EXPECT_EQ(G->AddrSpace, unsigned(ASGeneric));
  EXPECT_EQ(G->Bytes, 8u);
  EXPECT_TRUE(classifyMatrixPTX("ld.acquire.gpu.global.u32 $0, [$1]")->Ordered);
  EXPECT_FALSE(classifyMatrixPTX("ld.param.u32 $0, [p]"));
  EXPECT_FALSE(classifyMatrixPTX("ldu.global.f32 $0, $1")); // no address
  // ldmatrix stays a matrix move.
  EXPECT_EQ(classifyMatrixPTX("ldmatrix.sync.aligned.m8n8.x4.shared.b16 "
                              "{$0, $1, $2, $3}, [$4]")
                ->K,
            MatrixOp::LoadMatrix);
}
