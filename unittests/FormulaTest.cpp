//===- FormulaTest.cpp - The paper's latency-hidden formulas --------------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#include "lhf/Model/LHFModel.h"
#include "lhf/Model/LatencyHidden.h"

#include "gtest/gtest.h"

using namespace lhf;

namespace {

const double Values[] = {0, 1, 2.5, 4, 8, 12, 31, 64, 97.9, 200};
const double Latencies[] = {0, 36, 550};
const unsigned Warps[] = {1, 2, 7, 16, 48};

/// Calls F for every point of a grid over the formulas' inputs.
template <typename Fn> void sweep(Fn F) {
  for (double ILP : Values)
    for (double Next : Values)
      for (double Bw : Values)
        for (double La : Latencies)
          for (unsigned W : Warps)
            for (unsigned J = 1; J <= W; ++J)
              F(SegmentTiming{ILP, Next, La, Bw}, W, J);
}

// The merged formula of paper 2.3.5 equals each case formula inside that
// case's region.
TEST(LatencyHiddenCon, MergedEqualsCase1InItsRegion) {
  unsigned N = 0;
  sweep([&](const SegmentTiming &T, unsigned W, unsigned J) {
    if (T.ILP >= T.MemAccBw && T.ILPNext >= T.MemAccBw) {
      ++N;
      EXPECT_DOUBLE_EQ(LatencyHiddenCon(T, W, J), LatencyHiddenCon1(T, W, J));
    }
  });
  EXPECT_GT(N, 1000u);
}

TEST(LatencyHiddenCon, MergedEqualsCase2InItsRegion) {
  unsigned N = 0;
  sweep([&](const SegmentTiming &T, unsigned W, unsigned J) {
    if (T.ILPNext < T.MemAccBw && T.ILP >= T.MemAccBw) {
      ++N;
      EXPECT_DOUBLE_EQ(LatencyHiddenCon(T, W, J), LatencyHiddenCon2(T, W, J));
    }
  });
  EXPECT_GT(N, 1000u);
}

TEST(LatencyHiddenCon, MergedEqualsCase3InItsRegion) {
  unsigned N = 0;
  sweep([&](const SegmentTiming &T, unsigned W, unsigned J) {
    if (T.ILP < T.MemAccBw && T.ILPNext < T.MemAccBw) {
      ++N;
      EXPECT_DOUBLE_EQ(LatencyHiddenCon(T, W, J), LatencyHiddenCon3(T, W, J));
    }
  });
  EXPECT_GT(N, 1000u);
}

TEST(LatencyHiddenCon, MergedEqualsCase4InItsRegion) {
  unsigned N = 0;
  sweep([&](const SegmentTiming &T, unsigned W, unsigned J) {
    if (T.ILP < T.MemAccBw && T.ILPNext >= T.MemAccBw) {
      ++N;
      EXPECT_DOUBLE_EQ(LatencyHiddenCon(T, W, J), LatencyHiddenCon4(T, W, J));
    }
  });
  EXPECT_GT(N, 1000u);
}

TEST(LatencyHiddenCon, CaseFormulasDifferOutsideTheirRegion) {
  // Case 1's formula ignores the bandwidth queue, so it is wrong where the
  // bandwidth dominates: the merge is not vacuous.
  SegmentTiming T{2, 2, 100, 50};
  EXPECT_NE(LatencyHiddenCon(T, 8, 5), LatencyHiddenCon1(T, 8, 5));
}

TEST(LatencyHiddenSyn, EqualsConWhenTLPIsOne) {
  sweep([&](const SegmentTiming &T, unsigned W, unsigned J) {
    EXPECT_DOUBLE_EQ(LatencyHiddenSyn(T, W, J, 1), LatencyHiddenCon(T, W, J));
  });
}

TEST(LatencyHiddenSyn, NeverHidesMoreThanCon) {
  // Rounding the hiding term down and the queue term up can only expose
  // more latency.
  for (unsigned TLP : {2u, 4u, 8u})
    sweep([&](const SegmentTiming &T, unsigned W, unsigned J) {
      EXPECT_GE(LatencyHiddenSyn(T, W, J, TLP) + 1e-12,
                LatencyHiddenCon(T, W, J));
    });
}

TEST(LatencyHiddenCon, HandWorkedCase1) {
  // ILP_i = ILP_{i+1} = 8, MemAccBw = 2, MemAccLa = 550, W = 8.
  // j = 1: N = 8 x 7 + 0 = 56, D = 550 + 2 = 552, factor = 1 - 56/552.
  SegmentTiming T{8, 8, 550, 2};
  EXPECT_NEAR(LatencyHiddenCon(T, 8, 1), 1 - 56.0 / 552, 1e-12);
  // j = 8: N = 0 + 7 x min(8, max(8, 2)) = 56, same D.
  EXPECT_NEAR(LatencyHiddenCon(T, 8, 8), 1 - 56.0 / 552, 1e-12);
  // Enough warps hide it all: W = 100, j = 1: N = 8 x 99 = 792 > 552.
  EXPECT_EQ(LatencyHiddenCon(T, 100, 1), 0.0);
}

TEST(LatencyHiddenCon, HandWorkedCase3) {
  // ILP_i = 2, ILP_{i+1} = 3, MemAccBw = 10, MemAccLa = 100, W = 4, j = 3.
  // N = 2 x (4-3) + 2 x min(3, max(2, 10)) = 2 + 6 = 8.
  // D = 100 + 10 + 2 x (10 - 2) = 126. factor = 1 - 8/126.
  SegmentTiming T{2, 3, 100, 10};
  EXPECT_NEAR(LatencyHiddenCon(T, 4, 3), 1 - 8.0 / 126, 1e-12);
  EXPECT_NEAR(LatencyHiddenCon3(T, 4, 3), 1 - 8.0 / 126, 1e-12);
}

TEST(LatencyHiddenCon, HandWorkedCase4) {
  // ILP_i = 2, ILP_{i+1} = 20, MemAccBw = 10, MemAccLa = 100, W = 4, j = 3.
  // N = 2 x 1 + 2 x min(20, max(2, 10)) = 2 + 20 = 22.
  // D = 100 + 10 + 2 x 8 = 126.
  SegmentTiming T{2, 20, 100, 10};
  EXPECT_NEAR(LatencyHiddenCon4(T, 4, 3), 1 - 22.0 / 126, 1e-12);
}

TEST(LatencyHiddenSyn, HandWorked) {
  // TLP = 4, W = 8, j = 6: j-1 = 5, rounded down to 4, up to 8.
  // ILP = 2, ILPNext = 4, MemAccBw = 3, MemAccLa = 100.
  // N = 2 x (8-6) + 4 x min(4, max(2, 3)) = 4 + 12 = 16.
  // D = 100 + 3 + 8 x max(0, 3 - 2) = 111.
  SegmentTiming T{2, 4, 100, 3};
  HiddenTerms H = latencyHiddenSynTerms(T, 8, 6, 4);
  EXPECT_DOUBLE_EQ(H.N, 16);
  EXPECT_DOUBLE_EQ(H.D, 111);
  EXPECT_NEAR(LatencyHiddenSyn(T, 8, 6, 4), 1 - 16.0 / 111, 1e-12);
}

TEST(LatencyHidden, NothingToWaitFor) {
  SegmentTiming T{4, 4, 0, 0};
  EXPECT_EQ(LatencyHiddenCon(T, 8, 3), 0.0);
  EXPECT_EQ(LatencyHiddenSyn(T, 8, 3, 2), 0.0);
  EXPECT_EQ(ExposedLatency(T, 8, 2, true, Aggregation::Paper), 0.0);
}

TEST(ExposedLatency, PaperSumsMaxTakesLargest) {
  // W = 2, ILP = ILPNext = 10, MemAccBw = 0, MemAccLa = 100.
  // j = 1: N = 10, D = 100, exposed = 90.
  // j = 2: N = 0 + 1 x min(10, 10) = 10, D = 100, exposed = 90.
  SegmentTiming T{10, 10, 100, 0};
  EXPECT_DOUBLE_EQ(ExposedLatency(T, 2, 2, false, Aggregation::Paper), 180);
  EXPECT_DOUBLE_EQ(ExposedLatency(T, 2, 2, false, Aggregation::Max), 90);
}

TEST(Time, RepNumAndTotal) {
  // 1000 blocks, BLP 4, 30 SMs: 1000 / 120 = 8.333 waves, 9 whole.
  EXPECT_NEAR(RepNumPaper(1000, 4, 30), 1000.0 / 120, 1e-12);
  EXPECT_DOUBLE_EQ(RepNumWaves(1000, 4, 30), 9);
  EXPECT_DOUBLE_EQ(RepNumWaves(120, 4, 30), 1);
  EXPECT_DOUBLE_EQ(TimeTotal(250, 9), 2250);
  EXPECT_DOUBLE_EQ(SMComputeTime(16, 12), 192);
  EXPECT_DOUBLE_EQ(MemAccBw(256, 2), 128);
  // 32 warps x 10 cycles of bandwidth, 100 cycles of overlapping issue.
  EXPECT_DOUBLE_EQ(BandwidthFloor(32, 10, 100), 220);
  EXPECT_DOUBLE_EQ(BandwidthFloor(32, 10, 400), 0);
}

} // namespace
