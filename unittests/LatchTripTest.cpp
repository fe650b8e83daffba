//===- LatchTripTest.cpp - Trip counts as code generation leaves them ----===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
//
// The machine level reads loops after loop strength reduction and
// CodeGenPrepare, whose exit tests scalar evolution often cannot count:
// tripFromLatch reads them from the latch test (docs/model.md sections 65
// and 66, consistency.md).
//
//===----------------------------------------------------------------------===//

#include "lhf/Passes/SCEVEvaluator.h"

#include "llvm/Analysis/AssumptionCache.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/SourceMgr.h"

#include "gtest/gtest.h"

using namespace llvm;
using namespace lhf;

namespace {

// @widened: `for (i = tid; i < C; i += blockDim.x)` whose step reuses the
// counter's 64-bit extension (trunc (sext i) + ntid, llm.c's
// layernorm_backward after CodeGenPrepare). @split: the thread's first
// index split from the counter, `base + next < n` (a grid-stride loop
// after strength reduction).
const char *Loops = R"IR(
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

define void @widened(i32 %C) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %nx = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %body
body:
  %i = phi i32 [ %tid, %entry ], [ %next, %body ]
  %w = sext i32 %i to i64
  %t = trunc i64 %w to i32
  %next = add i32 %t, %nx
  %c = icmp slt i32 %next, %C
  br i1 %c, label %body, label %exit
exit:
  ret void
}

define void @split(i32 %base, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %nx = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %body
body:
  %lsr = phi i32 [ %tid, %entry ], [ %nl, %body ]
  %nl = add i32 %lsr, %nx
  %x = add i32 %base, %nl
  %c = icmp ult i32 %x, %n
  br i1 %c, label %body, label %exit
exit:
  ret void
}
)IR";

std::optional<double> tripOf(Module &M, StringRef Fn,
                             const std::map<unsigned, int64_t> &Args) {
  Function &F = *M.getFunction(Fn);
  TargetLibraryInfoImpl TLII(M.getTargetTriple());
  TargetLibraryInfo TLI(TLII);
  AssumptionCache AC(F);
  DominatorTree DT(F);
  LoopInfo LI(DT);
  ScalarEvolution SE(F, TLI, AC, DT, LI);
  KernelLaunch L;
  L.Block = {128, 1, 1};
  SCEVEvaluator E(SE, Args, L);
  E.Loops = &LI;
  return tripFromLatch(**LI.begin(), E);
}

TEST(TripFromLatch, CodeGenPrepareShapes) {
  LLVMContext Ctx;
  SMDiagnostic Err;
  std::unique_ptr<Module> M = parseAssemblyString(Loops, Err, Ctx);
  ASSERT_TRUE(M) << Err.getMessage().str();
  // Thread 0: i = 0, 128, ..., 896 below 1000.
  EXPECT_EQ(tripOf(*M, "widened", {{0, 1000}}), 8.0);
  // 100 + next < 1000: next = 128 ... 896 go on, i = 0 ... 896 run.
  EXPECT_EQ(tripOf(*M, "split", {{0, 100}, {1, 1000}}), 8.0);
  EXPECT_EQ(tripOf(*M, "split", {{0, 0}, {1, 1000}}), 8.0);
  // A base past the bound: the first test leaves, one trip.
  EXPECT_EQ(tripOf(*M, "split", {{0, 4294967000}, {1, 1000}}), 1.0);
}

} // namespace
