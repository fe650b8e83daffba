//===- SimulatorTest.cpp - The reference warp-scheduler simulation --------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#include "TestGPUs.h"
#include "lhf/Sim/Simulator.h"

#include "gtest/gtest.h"

using namespace lhf;

namespace {

KernelDesc oneSegment(double Loads, double FP32, unsigned Threads,
                      uint64_t Blocks) {
  KernelDesc K;
  K.Block = {Threads, 1, 1};
  K.Grid = {Blocks, 1, 1};
  K.RegsPerThread = 10;
  Segment S;
  S.count(InstrClass::GlobalIssue) = Loads;
  S.count(InstrClass::FP32) = FP32;
  S.mem(MemLevel::Global).LoadBytes = 128 * Loads;
  S.mem(MemLevel::Global).LoadRequests = Loads;
  K.Segments = {S};
  return K;
}

TEST(Simulator, OneWarpWaitsIssuePlusQueuePlusLatency) {
  GPUDesc G = c1060();
  // One warp: issue 4 cycles (one global access), the 128 bytes take
  // 128 / 2.6154 = 48.94 cycles of bandwidth, then 550 cycles of latency.
  // On 1.x the last segment synchronises the block; one warp is alone.
  SimResult R = simulateSM(oneSegment(1, 0, 32, 1), G, 8);
  EXPECT_NEAR(R.Cycles, 4 + 128 / (102e9 / 30 / 1.3e9) + 550, 1e-6);
  EXPECT_EQ(R.Blocks, 1u);
}

TEST(Simulator, IssueBoundIsWarpsTimesILP) {
  GPUDesc G = c1060();
  // No memory: 8 warps x 100 FP32 x 4 cycles, one block per SM.
  SimResult R = simulateSM(oneSegment(0, 100, 256, 30), G, 4);
  EXPECT_NEAR(R.Cycles, 8 * 100 * 4, 1e-6);
  EXPECT_NEAR(R.IssueBusy, 8 * 100 * 4, 1e-6);
}

TEST(Simulator, BlocksReplaceEachOther) {
  GPUDesc G = c1060();
  // 4 blocks per SM (120 on 30 SMs), 2 resident at a time: two rounds of
  // the issue-bound block.
  SimResult R = simulateSM(oneSegment(0, 10, 64, 120), G, 2);
  EXPECT_EQ(R.Blocks, 4u);
  EXPECT_NEAR(R.Cycles, 4 * 2 * 10 * 4, 1e-6);
}

TEST(Simulator, JitterIsSeededAndNeverShortens) {
  GPUDesc G = c1060();
  KernelDesc K = oneSegment(1, 4, 128, 240);
  SimOptions O;
  double Plain = simulateSM(K, G, 8, O).Cycles;
  O.JitterSigma = 0.3;
  O.Seed = 11;
  double A = simulateSM(K, G, 8, O).Cycles;
  double B = simulateSM(K, G, 8, O).Cycles;
  EXPECT_EQ(A, B);
  EXPECT_GE(A, Plain);
}

TEST(Simulator, AgreesWithMaxOnABandwidthBoundLoop) {
  GPUDesc G = c1060();
  KernelDesc K = oneSegment(2, 1, 256, 120);
  K.Segments[0].Count = 64;
  K.Segments[0].Succs = {{0, 64}};
  ModelOptions M;
  double Max = evaluate(K, G, M).TimeTotal;
  M.Agg = Aggregation::Sim;
  double Sim = evaluate(K, G, M).TimeTotal;
  EXPECT_NEAR(Max / Sim, 1.0, 0.2);
}

// Issue 15: a copy that wait_group N keeps in flight is one of the warp's
// commit groups; the wait takes all but the newest N. A short loop (two
// warps, 64 bytes a warp per iteration, 550 cycles of latency) runs faster
// with every stage, close to the model's stage floor (LHFModel.cpp).
TEST(Simulator, StagesKeepCopiesInFlight) {
  GPUDesc G = c1060();
  KernelDesc K = oneSegment(1, 4, 64, 30);
  MemTraffic &M = K.Segments[0].mem(MemLevel::Global);
  M.LoadBytes = M.PipelinedLoadBytes = 64;
  M.PipelinedLoadRequests = M.LoadRequests;
  K.Segments[0].Count = 256;
  K.Segments[0].Succs = {{0, 256}};
  ModelOptions Max, Sim;
  Sim.Agg = Aggregation::Sim;
  double Before = evaluate(K, G, Sim).TimeTotal;
  for (unsigned N : {1u, 2u, 4u}) {
    K.Segments[0].CopyGroupsKept = N;
    double T = evaluate(K, G, Sim).TimeTotal;
    EXPECT_LT(T, Before) << N;
    EXPECT_NEAR(evaluate(K, G, Max).TimeTotal / T, 1.0, 0.2) << N;
    Before = T;
  }
}

} // namespace
