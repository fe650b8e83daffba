//===- LaneRangesTest.cpp - A compare told for a whole warp ---------------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
//
// compareAtLanes must say what asking each lane says, or nothing: every
// warp of several block shapes, for conditions on the thread indices of the
// kinds real kernels test, against the lane-by-lane answer.
//
//===----------------------------------------------------------------------===//

#include "lhf/Passes/SCEVEvaluator.h"

#include "llvm/Analysis/AssumptionCache.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/SourceMgr.h"

#include "gtest/gtest.h"

using namespace llvm;
using namespace lhf;

namespace {

// Each compare %c<N> tests the thread indices as a kernel would; %n is an
// unbound size (the stand-in), %m bound to 100.
const char *Kernel = R"IR(
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.laneid()

define void @k(i32 %n, i32 %m) {
entry:
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %nx = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %bx = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %row = mul i32 %ty, %nx
  %t = add i32 %row, %tx
  %bxn = mul i32 %bx, %nx
  %idx = add i32 %bxn, %t
  %c0 = icmp slt i32 %idx, %n
  %c1 = icmp ult i32 %t, %m
  %warp = lshr i32 %t, 5
  %c2 = icmp eq i32 %warp, 0
  %l31 = and i32 %t, 31
  %c3 = icmp eq i32 %l31, 0
  %c4 = icmp eq i32 %lane, 0
  %c5 = icmp ugt i32 %ty, 1
  %d = sub i32 %tx, 8
  %c6 = icmp slt i32 %d, 0
  %w = zext i32 %t to i64
  %w4 = shl i64 %w, 2
  %c7 = icmp ult i64 %w4, 256
  %h = udiv i32 %t, 48
  %c8 = icmp ne i32 %h, 1
  %tr = trunc i32 %t to i8
  %c9 = icmp ult i8 %tr, 100
  %mx = call i32 @llvm.umax.i32(i32 %tx, i32 5)
  %c10 = icmp sgt i32 %mx, 5
  %big = mul i32 %t, 1000000000
  %c11 = icmp slt i32 %big, 0
  %sw = sdiv i32 %t, 32
  %c12 = icmp slt i32 %sw, 2
  %own = srem i32 %idx, %m
  %q = sdiv i32 %own, 4
  %c13 = icmp slt i32 %lane, %q
  %neg = sub i32 0, %t
  %sr = srem i32 %neg, 7
  %c14 = icmp sgt i32 %sr, -3
  %c15 = icmp slt i32 %q, 20
  %rw = srem i32 %t, 64
  %c16 = icmp ult i32 %rw, 32
  ret void
}
declare i32 @llvm.umax.i32(i32, i32)
)IR";

TEST(LaneRanges, AgreeWithEachLane) {
  LLVMContext Ctx;
  SMDiagnostic Err;
  std::unique_ptr<Module> M = parseAssemblyString(Kernel, Err, Ctx);
  ASSERT_TRUE(M) << Err.getMessage().str();
  Function &F = *M->getFunction("k");
  TargetLibraryInfoImpl TLII(M->getTargetTriple());
  TargetLibraryInfo TLI(TLII);
  AssumptionCache AC(F);
  DominatorTree DT(F);
  LoopInfo LI(DT);
  ScalarEvolution SE(F, TLI, AC, DT, LI);
  std::map<unsigned, int64_t> Args = {{1, 100}};
  unsigned Told = 0, Asked = 0;
  for (Dim3 Block : {Dim3{128, 1, 1}, Dim3{16, 16, 1}, Dim3{8, 4, 4},
                     Dim3{48, 3, 1}, Dim3{1024, 1, 1}}) {
    KernelLaunch L;
    L.Block = Block;
    for (Instruction &I : F.getEntryBlock()) {
      auto *Cmp = dyn_cast<ICmpInst>(&I);
      if (!Cmp)
        continue;
      const SCEV *X = SE.getSCEV(Cmp->getOperand(0));
      const SCEV *Y = SE.getSCEV(Cmp->getOperand(1));
      for (uint64_t W0 = 0; W0 < Block.total(); W0 += 32) {
        uint64_t Lanes = std::min<uint64_t>(32, Block.total() - W0);
        SCEVEvaluator Whole(SE, Args, L);
        SCEVEvaluator::LaneBox Box =
            SCEVEvaluator::LaneBox::of(W0, Lanes, Block);
        Whole.atThread(&Box.First, nullptr, {});
        std::optional<bool> AtOnce =
            Whole.compareAtLanes(Cmp->getPredicate(), X, Y, Box);
        SCEVEvaluator Each(SE, Args, L);
        std::optional<bool> First;
        bool Same = true;
        for (uint64_t T = W0; T < W0 + Lanes; ++T) {
          ThreadPoint P = ThreadPoint::ofThread(T, Block);
          Each.atThread(&P, nullptr, {});
          std::optional<bool> C = Each.compare(Cmp->getPredicate(), X, Y);
          ASSERT_TRUE(C) << Cmp->getName().str();
          if (T == W0)
            First = C;
          Same &= C == First;
        }
        ++Asked;
        if (!AtOnce)
          continue;
        ++Told;
        EXPECT_TRUE(Same) << Cmp->getName().str() << " warp at " << W0;
        EXPECT_EQ(*AtOnce, *First) << Cmp->getName().str() << " at " << W0;
        EXPECT_EQ(Whole.UsedStandIn, Each.UsedStandIn);
        EXPECT_EQ(Whole.StandInOverflow, Each.StandInOverflow);
        EXPECT_EQ(Whole.Wrapped, Each.Wrapped);
        EXPECT_EQ(Whole.UnboundArgs, Each.UnboundArgs);
      }
    }
  }
  // Most warps are told at once (558 of 901); the lane tests (%c3, %c4),
  // the product that overflows (%c11) and the remainder of a negative
  // number (%c14) never are.
  EXPECT_GT(Told, Asked / 2);
  EXPECT_LT(Told, Asked);
}

} // namespace
