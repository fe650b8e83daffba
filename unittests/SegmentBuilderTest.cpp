//===- SegmentBuilderTest.cpp - Segments across loops ---------------------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#include "lhf/Model/SegmentBuilder.h"

#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/SourceMgr.h"

#include "gtest/gtest.h"

using namespace llvm;
using namespace lhf;

namespace {

/// A chunk with \p N FP32 instructions.
void add(SegSeq &S, double N) { S.open().count(InstrClass::FP32) += N; }

TEST(SegSeq, StraightLine) {
  SegSeq S;
  add(S, 2);
  S.switchPoint(false);
  add(S, 3);
  std::vector<Segment> Out = std::move(S).finish();
  ASSERT_EQ(Out.size(), 2u);
  EXPECT_EQ(Out[0].count(InstrClass::FP32), 2);
  EXPECT_EQ(Out[1].count(InstrClass::FP32), 3);
  // The last segment wraps to the first (paper 2.5).
  ASSERT_EQ(Out[1].Succs.size(), 1u);
  EXPECT_EQ(Out[1].Succs[0].Index, 0u);
}

// The paper's naive multiply: prologue, a loop body "load A, load B | mad",
// epilogue. NBB = T + 1: prologue+loads, (mad+loads) x (T-1), mad+store.
TEST(SegSeq, PaperNaiveMultiplyLoop) {
  const double T = 64;
  SegSeq Pre;
  add(Pre, 5); // compute some values
  SegSeq Body;
  Body.open().count(InstrClass::GlobalIssue) += 2; // load A, load B
  Body.switchPoint(false);                          // first use
  add(Body, 1);                                     // mad
  SegSeq Post;
  Post.open().count(InstrClass::GlobalIssue) += 1; // store C
  Pre.append(SegSeq::loop(std::move(Body), T));
  Pre.append(std::move(Post));
  std::vector<Segment> Out = std::move(Pre).finish();
  ASSERT_EQ(Out.size(), 3u);
  double NBB = 0;
  for (const Segment &S : Out)
    NBB += S.Count;
  EXPECT_EQ(NBB, T + 1);
  // Middle segment: one mad and two loads, T-1 times, its own successor.
  EXPECT_EQ(Out[1].Count, T - 1);
  EXPECT_EQ(Out[1].count(InstrClass::FP32), 1);
  EXPECT_EQ(Out[1].count(InstrClass::GlobalIssue), 2);
  ASSERT_EQ(Out[1].Succs.size(), 2u);
  EXPECT_EQ(Out[1].Succs[0].Index, 1u);
  EXPECT_EQ(Out[1].Succs[0].Count, T - 2);
  EXPECT_EQ(Out[1].Succs[1].Index, 2u);
  EXPECT_EQ(Out[1].Succs[1].Count, 1);
  // First segment: prologue and the first iteration's loads.
  EXPECT_EQ(Out[0].count(InstrClass::FP32), 5);
  EXPECT_EQ(Out[0].count(InstrClass::GlobalIssue), 2);
  // Last: the last mad and the store.
  EXPECT_EQ(Out[2].count(InstrClass::FP32), 1);
  EXPECT_EQ(Out[2].count(InstrClass::GlobalIssue), 1);
}

// ptxas unrolls a small loop with a constant step and a run-time count by
// 4, its loads first (docs/model.md section 36): the naive multiply's body
// runs T / 4 times with 4 iterations' loads and mads, the same totals, a
// quarter of the waits.
TEST(SegSeq, PtxasUnrollQuartersTheWaits) {
  const double T = 64;
  auto Body = [] {
    SegSeq B;
    B.open().count(InstrClass::GlobalIssue) += 2;
    B.switchPoint(false);
    add(B, 1);
    return B;
  };
  std::vector<Segment> Out = SegSeq::loop(Body(), T, 4).finish();
  double NBB = 0, Loads = 0;
  for (const Segment &S : Out) {
    NBB += S.Count;
    Loads += S.Count * S.count(InstrClass::GlobalIssue);
  }
  EXPECT_EQ(NBB, T / 4 + 1);
  EXPECT_EQ(Loads, 2 * T);
  // A body with two switch points per iteration stays rolled.
  SegSeq Two = Body();
  Two.switchPoint(false);
  add(Two, 1);
  std::vector<Segment> Rolled = SegSeq::loop(std::move(Two), T, 4).finish();
  NBB = 0;
  for (const Segment &S : Rolled)
    NBB += S.Count;
  EXPECT_EQ(NBB, 2 * T + 1);

  LoopShape L;
  L.Innermost = L.ConstantStep = true;
  L.Instructions = 10;
  L.Trip = 256;
  EXPECT_EQ(ptxasUnroll(L), 4u);
  for (auto Off :
       {&LoopShape::ConstantTrip, &LoopShape::NoUnroll, &LoopShape::Calls}) {
    LoopShape M = L;
    M.*Off = true;
    EXPECT_EQ(ptxasUnroll(M), 1u);
  }
  LoopShape GridStride = L;
  GridStride.ConstantStep = false;
  EXPECT_EQ(ptxasUnroll(GridStride), 1u);
  LoopShape Big = L;
  Big.Instructions = 50; // a body LLVM unrolled 8 times
  EXPECT_EQ(ptxasUnroll(Big), 1u);
  LoopShape Short = L;
  Short.Trip = 3;
  EXPECT_EQ(ptxasUnroll(Short), 1u);
}

TEST(SegmentBuilder, PtxasPredicatesShortArms) {
  // CUDA C Programming Guide, 'Control Flow Instructions': 7 instructions
  // under a condition that may diverge, 4 otherwise.
  ArmShape A;
  A.Divergent = true;
  A.Instructions = 7;
  EXPECT_TRUE(ptxasPredicates(A));
  A.Instructions = 8;
  EXPECT_FALSE(ptxasPredicates(A));
  A.Divergent = false;
  A.Instructions = 4;
  EXPECT_TRUE(ptxasPredicates(A));
  A.Instructions = 5;
  EXPECT_FALSE(ptxasPredicates(A));
  A.Instructions = 1;
  A.Barrier = true;
  EXPECT_FALSE(ptxasPredicates(A));
  A.Barrier = false;
  A.Calls = true;
  EXPECT_FALSE(ptxasPredicates(A));
}

TEST(SegmentBuilder, TriangleArmOnlyWhereTheArmFallsThrough) {
  LLVMContext Ctx;
  SMDiagnostic Err;
  // entry: a triangle (then falls through to join); join: a diamond.
  std::unique_ptr<Module> M = parseAssemblyString(R"(
define void @f(i1 %c, i1 %d, ptr %p) {
entry:
  br i1 %c, label %then, label %join
then:
  store i32 1, ptr %p
  br label %join
join:
  br i1 %d, label %l, label %r
l:
  br label %end
r:
  br label %end
end:
  ret void
}
)",
                                                  Err, Ctx);
  ASSERT_TRUE(M) << Err.getMessage().str();
  Function &F = *M->getFunction("f");
  auto Block = [&](StringRef Name) -> const BasicBlock * {
    for (const BasicBlock &BB : F)
      if (BB.getName() == Name)
        return &BB;
    return nullptr;
  };
  EXPECT_EQ(triangleArm(Block("entry")), Block("then"));
  EXPECT_EQ(triangleArm(Block("join")), nullptr);
  EXPECT_EQ(triangleArm(Block("then")), nullptr);
}

TEST(SegSeq, LoopWithoutSwitchMultiplies) {
  SegSeq Body;
  add(Body, 3);
  SegSeq L = SegSeq::loop(std::move(Body), 10);
  std::vector<Segment> Out = std::move(L).finish();
  ASSERT_EQ(Out.size(), 1u);
  EXPECT_EQ(Out[0].count(InstrClass::FP32), 30);
}

TEST(SegSeq, NestedLoopsMultiply) {
  // Inner body: load | use. Inner trip 4, outer trip 8.
  SegSeq Inner;
  Inner.open().count(InstrClass::GlobalIssue) += 1;
  Inner.switchPoint(false);
  add(Inner, 1);
  SegSeq Outer = SegSeq::loop(std::move(Inner), 4);
  SegSeq All = SegSeq::loop(std::move(Outer), 8);
  std::vector<Segment> Out = std::move(All).finish();
  double NBB = 0, Loads = 0;
  for (const Segment &S : Out) {
    NBB += S.Count;
    Loads += S.Count * S.count(InstrClass::GlobalIssue);
  }
  // 32 loads in all, each followed by its use: 32 switch points, 33
  // segments.
  EXPECT_EQ(Loads, 32);
  EXPECT_EQ(NBB, 33);
}

TEST(SegSeq, ZeroTripLoopVanishes) {
  SegSeq Body;
  add(Body, 3);
  Body.switchPoint(false);
  SegSeq L = SegSeq::loop(std::move(Body), 0);
  EXPECT_FALSE(L.hasSwitch());
  EXPECT_EQ(std::move(L).finish()[0].count(InstrClass::FP32), 0);
}

TEST(SegSeq, BarrierMarksSyncSegment) {
  SegSeq S;
  S.open().count(InstrClass::Sync) += 1;
  S.switchPoint(true);
  add(S, 1);
  std::vector<Segment> Out = std::move(S).finish();
  EXPECT_TRUE(Out[0].EndsInBarrier);
  EXPECT_FALSE(Out[1].EndsInBarrier);
}

} // namespace
