//===- ModelTest.cpp - TimeOneRep and TimeTotal, worked by hand -----------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#include "TestGPUs.h"
#include "lhf/Model/Divergence.h"
#include "lhf/Model/LHFModel.h"
#include "lhf/Views/Report.h"

#include "llvm/ADT/STLExtras.h"
#include "gtest/gtest.h"

#include <limits>

using namespace lhf;

namespace {

/// Two segments on the Tesla C1060:
///  0: two coalesced float loads (2 x 128 B) and one FP32 op,
///     ILP_0 = 3 x 4 = 12 cycles, waits on global memory;
///  1: one FP32 op and one 128 B store, ILP_1 = 2 x 4 = 8 cycles.
/// 64 threads per block (TLP = 2), 10 registers -> BLP = 8 (paper Table 3),
/// 240 blocks = one full wave over 30 SMs; W = 16.
KernelDesc twoSegments() {
  KernelDesc K;
  K.Name = "k";
  K.Block = {8, 8, 1};
  K.Grid = {240, 1, 1};
  K.RegsPerThread = 10;
  Segment S0;
  S0.count(InstrClass::GlobalIssue) = 2;
  S0.count(InstrClass::FP32) = 1;
  S0.mem(MemLevel::Global).LoadBytes = 256;
  S0.mem(MemLevel::Global).LoadRequests = 2;
  Segment S1;
  S1.count(InstrClass::GlobalIssue) = 1;
  S1.count(InstrClass::FP32) = 1;
  S1.mem(MemLevel::Global).StoreBytes = 128;
  S1.mem(MemLevel::Global).StoreRequests = 1;
  K.Segments = {S0, S1};
  return K;
}

// BandwidthPerSM = 102e9 / 30 / 1.3e9 = 2.61538 B/clk.
// Segment 0 (continuous): MemAccBw = 256 / 2.61538 = 97.882, MemAccLa = 550,
//   ILP_1 = 8. Warp j waits D = 647.882 + (j-1) x 85.882 and other warps
//   issue N = 12 x (16-j) + (j-1) x min(8, 97.882) = 12(16-j) + 8(j-1);
//   exposed D - N is largest at j = 16: 1936.118 - 120 = 1816.118;
//   summed over j it is 18272.
// Segment 1 is the last segment on 1.x, so it is a sync segment. It only
//   stores, but a store's latency bounds how fast the SM drains them
//   (Little's law): MemAccLa = 550, MemAccBw = 48.941, ILP_1 = 8,
//   ILP_next = 12, TLP = 2. At j = 16: j-1 = 15 rounds down to 14 and up to
//   16: N = 0 + 14 x 12 = 168, D = 550 + 48.941 + 16 x 40.941 = 1254,
//   exposed 1086 (the largest); sum 12519.529. Continuous: 1033.059.
//   The bandwidth floor, 16 x 48.941 - 16 x 8 = 655.059, is below.
// TimeOneRep (max) = 16 x 12 + 1816.118 + 16 x 8 + 1086 = 3222.118.
TEST(Model, HandWorkedTwoSegmentsMax) {
  GPUDesc G = c1060();
  Prediction P = predict(twoSegments(), G);
  ASSERT_TRUE(P.CanLaunch) << P.CannotLaunchReason;
  EXPECT_EQ(P.TLP, 2u);
  EXPECT_EQ(P.BLP, 8u);
  EXPECT_EQ(P.W, 16u);
  EXPECT_EQ(P.Occ.Limiter, OccLimiter::Blocks);
  ASSERT_EQ(P.Segments.size(), 2u);
  EXPECT_DOUBLE_EQ(P.Segments[0].Timing.ILP, 12);
  EXPECT_DOUBLE_EQ(P.Segments[1].Timing.ILP, 8);
  EXPECT_NEAR(P.Segments[0].Timing.MemAccBw, 97.88235294, 1e-6);
  EXPECT_FALSE(P.Segments[0].Sync);
  EXPECT_TRUE(P.Segments[1].Sync);
  EXPECT_NEAR(P.Segments[0].ExposedLatency, 1816.11764706, 1e-6);
  EXPECT_NEAR(P.Segments[1].Timing.MemAccLa, 550, 1e-12);
  EXPECT_NEAR(P.Segments[1].ExposedLatency, 1086, 1e-6);
  EXPECT_NEAR(P.Segments[1].FloorExtra, 0, 1e-12);
  EXPECT_NEAR(P.Segments[0].FloorExtra, 0, 1e-12);
  // Continuous would expose 1033.059 at segment 1: the barrier adds 52.941.
  EXPECT_NEAR(P.Segments[1].BarrierExtra, 1086 - 1033.05882353, 1e-6);
  EXPECT_NEAR(P.TimeOneRep, 3222.11764706, 1e-6);
  EXPECT_DOUBLE_EQ(P.RepNum, 1);
  EXPECT_NEAR(P.TimeTotal, 3222.11764706, 1e-6);
  EXPECT_NEAR(P.TimeUs, 3222.11764706 / 1300, 1e-9);
  EXPECT_DOUBLE_EQ(P.NBB, 2);
}

// A store is done once the L2 takes it (2.x on): the store-only segment
// waits the L2's latency, not DRAM's; its bytes still queue on DRAM
// bandwidth. Without an L2 (the C1060 above) it is DRAM's 550.
TEST(Model, StoresWaitForTheL2) {
  GPUDesc G = c1060();
  G.CCMajor = 7;
  G.Mem[unsigned(MemLevel::L2)].Latency = 200;
  Prediction P = predict(twoSegments(), G);
  ASSERT_TRUE(P.CanLaunch) << P.CannotLaunchReason;
  EXPECT_NEAR(P.Segments[1].Timing.MemAccLa, 200, 1e-12);
  EXPECT_NEAR(P.Segments[1].Timing.MemAccBw, 48.94117647, 1e-6);
  EXPECT_NEAR(P.Segments[0].Timing.MemAccLa, 550, 1e-12); // loads: DRAM
  // A file with no L2 latency keeps DRAM's.
  G.Mem[unsigned(MemLevel::L2)].Latency = 0;
  EXPECT_NEAR(predict(twoSegments(), G).Segments[1].Timing.MemAccLa, 550,
              1e-12);
}

// Issue 15: while one block's warps wait at a barrier for a copy's bytes
// to cross the bandwidth queue, the other blocks' warps (W - TLP) run the
// next segment (the sync case's Down x ILP_next in N, paper 2.4), so the
// bandwidth floor credits their issue too. Segment 0 loads 2048 B per warp
// and ends in a barrier; segment 1 has 100 FP32 ops and its store's issue
// (ILP_1 = 101 x 4 = 404). MemAccBw_0 = 2048 / 2.61538 =
// 783.059. The sync formula's largest exposure, j = 16 (up 16, down 14):
// D = 550 + 783.059 + 16 x 771.059 = 13670.0, N = 14 x min(404, 783.059)
// = 5656: 8014. The floor without the credit, 16 x 783.059 - 16 x 12 =
// 12336.941, would have replaced it; with it, 12336.941 - 14 x 404 =
// 6680.941 is below.
TEST(Model, SyncFloorCreditsOtherBlocks) {
  GPUDesc G = c1060();
  KernelDesc K = twoSegments();
  K.Segments[0].mem(MemLevel::Global).LoadBytes = 2048;
  K.Segments[0].EndsInBarrier = true;
  K.Segments[1].count(InstrClass::FP32) = 100;
  Prediction P = predict(K, G);
  ASSERT_TRUE(P.CanLaunch) << P.CannotLaunchReason;
  EXPECT_EQ(P.W, 16u);
  EXPECT_EQ(P.TLP, 2u);
  EXPECT_DOUBLE_EQ(P.Segments[1].Timing.ILP, 404);
  EXPECT_NEAR(P.Segments[0].ExposedLatency, 8014, 1e-6);
  EXPECT_NEAR(P.Segments[0].FloorExtra, 0, 1e-12);
}

// Issue 15: a cp.async copy no wait of its region waits for
// (PipelinedLoadBytes) is a pipeline stage only in a kernel whose waits
// keep groups in flight (CopyGroupsKept): then its segment does not wait
// for it, and its bytes (2048 B per warp, MemAccBw 783.059) cross while the
// whole loop body issues, ILP_0 + ILP_1 = 12 + 404: the floor is 16 x
// 783.059 - 16 x 416 = 5872.941, all of the segment's exposed time. In a
// kernel that always waits for all its copies the segment waits on DRAM as
// before.
TEST(Model, PipelinedCopiesQueueUnderTheLoopBody) {
  GPUDesc G = c1060();
  KernelDesc K = twoSegments();
  MemTraffic &M = K.Segments[0].mem(MemLevel::Global);
  M.LoadBytes = M.PipelinedLoadBytes = 2048;
  M.PipelinedLoadRequests = M.LoadRequests;
  K.Segments[1].count(InstrClass::FP32) = 100;
  Prediction P = predict(K, G);
  ASSERT_TRUE(P.CanLaunch) << P.CannotLaunchReason;
  EXPECT_TRUE(P.Segments[0].WaitsOnMemory);
  EXPECT_NEAR(P.Segments[0].Timing.MemAccLa, 550, 1e-12);
  K.Segments[1].CopyGroupsKept = 1;
  P = predict(K, G);
  ASSERT_TRUE(P.CanLaunch) << P.CannotLaunchReason;
  EXPECT_FALSE(P.Segments[0].WaitsOnMemory);
  EXPECT_NEAR(P.Segments[0].Timing.MemAccBw, 783.0588235, 1e-6);
  EXPECT_NEAR(P.Segments[0].ExposedLatency, 5872.941176, 1e-5);
  EXPECT_NEAR(P.Segments[0].FloorExtra, 5872.941176, 1e-5);
}

// A stage's latency is hidden by the iterations its waits keep it in
// flight through (docs/model.md section 8): with a short loop body (ILP_0
// + ILP_1 = 12 + 8) and one block per SM (W = TLP = 2), the loop's period
// is (550 + 2 x 20) / (N + 1) for wait_group N, of which the body's 40
// cycles of issue are counted: floors 255, 156.67 and 78 for N = 1, 2, 4.
// More stages never predict slower; the segment is latency-bound.
TEST(Model, PipelineStagesHideLatencyTogether) {
  EXPECT_NEAR(PipelineLatencyFloor(550, 32, 32, 1), 259, 1e-12);
  EXPECT_NEAR(PipelineLatencyFloor(550, 32, 600, 1), 0, 1e-12);
  GPUDesc G = c1060();
  KernelDesc K = twoSegments();
  K.Grid = {30, 1, 1};
  MemTraffic &M = K.Segments[0].mem(MemLevel::Global);
  M.LoadBytes = M.PipelinedLoadBytes = 64;
  M.PipelinedLoadRequests = M.LoadRequests;
  double Before = 0;
  for (unsigned N : {1u, 2u, 4u}) {
    K.Segments[1].CopyGroupsKept = N;
    EXPECT_EQ(stageLookahead(K, 0), N);
    Prediction P = predict(K, G);
    ASSERT_TRUE(P.CanLaunch) << P.CannotLaunchReason;
    ASSERT_EQ(P.W, 2u);
    const SegmentResult &R = P.Segments[0];
    EXPECT_NEAR(R.ExposedLatency, (550.0 + 40) / (N + 1) - 40, 1e-9) << N;
    EXPECT_DOUBLE_EQ(R.StageLatency, 550);
    EXPECT_FALSE(R.BandwidthBound);
    EXPECT_EQ(P.Main, Bottleneck::MemoryLatency);
    if (Before > 0) {
      EXPECT_LT(P.TimeTotal, Before);
    }
    Before = P.TimeTotal;
  }
}

TEST(Model, HandWorkedTwoSegmentsPaper) {
  GPUDesc G = c1060();
  ModelOptions O;
  O.Agg = Aggregation::Paper;
  Prediction P = predict(twoSegments(), G, O);
  // 192 + 18272 + 128 + 12519.529 = 31111.529 (the floors are below).
  EXPECT_NEAR(P.TimeOneRep, 31111.52941176, 1e-6);
}

TEST(Model, PartialAndExtraWaves) {
  GPUDesc G = c1060();
  KernelDesc K = twoSegments();
  K.Grid = {241, 1, 1};
  Prediction P = predict(K, G);
  EXPECT_DOUBLE_EQ(P.RepNum, 2);
  EXPECT_NEAR(P.RepNumPaper, 241.0 / 240, 1e-12);
  // The second wave is one block on one SM: its own W of 2 warps
  // (docs/model.md section 37), never longer than a full wave.
  EXPECT_NEAR(P.TimeTotal, P.TimeOneRep + P.TimeLastRep, 1e-9);
  EXPECT_LT(P.TimeLastRep, P.TimeOneRep);
  KernelDesc One = K;
  One.Grid = {1, 1, 1};
  EXPECT_NEAR(P.TimeLastRep, predict(One, G).TimeOneRep, 1e-9);

  // 30 blocks: one per SM, so only TLP = 2 warps hide latency.
  K.Grid = {30, 1, 1};
  P = predict(K, G);
  EXPECT_EQ(P.BLP, 8u);
  EXPECT_EQ(P.BLPUsed, 1u);
  EXPECT_EQ(P.W, 2u);
  EXPECT_FALSE(P.Notes.empty());
}

// docs/model.md section 39: a loop whose blocks meet at a barrier and whose
// DRAM bytes take longer than all its issue. Segment 0 loads 1024 B per
// warp (MemAccBw 391.53 on the C1060), segment 1 stores 128 B after 30 FP32
// operations (ILP 120) and ends at the barrier; both run 100 times. The
// queue of one trip is W x 1152 / 2.61538 = 7047.53 cycles, the issue
// 16 x (12 + 120) = 2112, one block's chain 550 + 2 x (391.53 + 12 +
// 48.94 + 120) = 1695: the blocks drift apart and a trip takes the queue.
TEST(Model, BlocksDriftInALoopBoundByDRAM) {
  GPUDesc G = c1060();
  KernelDesc K = twoSegments();
  K.Segments[0].mem(MemLevel::Global).LoadBytes = 1024;
  K.Segments[0].mem(MemLevel::Global).LoadRequests = 8;
  K.Segments[1].count(InstrClass::FP32) = 30;
  K.Segments[1].EndsInBarrier = true;
  K.Segments[0].Count = K.Segments[1].Count = 100;
  Prediction P = predict(K, G);
  ASSERT_TRUE(P.CanLaunch) << P.CannotLaunchReason;
  ASSERT_EQ(P.W, 16u);
  EXPECT_TRUE(P.Segments[0].BlocksDrift);
  EXPECT_TRUE(P.Segments[1].BlocksDrift);
  double Queue = 16 * 1152 / (102e9 / 30 / 1.3e9);
  EXPECT_NEAR(P.TimeOneRep, 100 * Queue, 1e-6 * Queue);
  EXPECT_NEAR(P.BandwidthCycles + P.IssueCycles + P.LatencyCycles +
                  P.BarrierCycles,
              P.TimeOneRep, 1e-6 * P.TimeOneRep);

  // Run once, there is nothing to drift over: the lock-step exposure.
  KernelDesc Once = K;
  Once.Segments[0].Count = Once.Segments[1].Count = 1;
  Prediction One = predict(Once, G);
  EXPECT_FALSE(One.Segments[0].BlocksDrift);
  EXPECT_GT(One.TimeOneRep, Queue * 1.01);
  // Without a barrier the warps were never held in step.
  KernelDesc Free = K;
  Free.Segments[1].EndsInBarrier = false;
  EXPECT_FALSE(predict(Free, G).Segments[0].BlocksDrift);
  // Where the exposure is more than the queue (the loads' latency, with
  // little issue to cover it), the blocks' drift does not hide it: 256 B
  // and one FP32 operation, queue 2349 cycles against 1816 + 1086 exposed.
  KernelDesc Latency = K;
  Latency.Segments[0].mem(MemLevel::Global).LoadBytes = 256;
  Latency.Segments[0].mem(MemLevel::Global).LoadRequests = 2;
  Latency.Segments[1].count(InstrClass::FP32) = 1;
  Prediction L = predict(Latency, G);
  EXPECT_FALSE(L.Segments[0].BlocksDrift);
}

// docs/model.md section 86: a grid of several waves of loop-free,
// barrier-free blocks drifts: a wave takes its bytes' queue, DRAM at the
// file's rate for reads and writes together, not the lock step's latencies
// on top of it. A file without that rate, a barrier, a loop or one wave
// keeps the lock step.
TEST(Model, WavesDriftWithoutBarriersOrLoops) {
  GPUDesc G = c1060();
  double Read = G.mem(MemLevel::Global).BytesPerClkPerSM;
  G.DRAMCopyBytesPerClkPerSM = 0.9 * Read;
  KernelDesc K = twoSegments();
  K.Grid = {2400, 1, 1}; // 10 waves of 8 blocks on 30 SMs
  K.Segments[0].mem(MemLevel::Global).LoadBytes = 1024;
  K.Segments[1].mem(MemLevel::Global).StoreBytes = 512;
  Prediction P = predict(K, G);
  ASSERT_TRUE(P.CanLaunch) << P.CannotLaunchReason;
  ASSERT_EQ(P.W, 16u);
  ASSERT_EQ(P.WavesDrift, Prediction::Drift::DRAM);
  // 1024 read and 512 written per warp: two thirds of the bytes in the
  // read-and-write mix, at the copy rate, the rest at the read rate.
  double Queue =
      16 * (1536.0 * (2.0 / 3) / (0.9 * Read) + 1536.0 * (1.0 / 3) / Read);
  EXPECT_NEAR(P.TimeOneRep, Queue, 1e-6 * Queue);
  EXPECT_GT(P.LockStepCycles, P.TimeOneRep);
  EXPECT_NEAR(P.BandwidthCycles + P.IssueCycles + P.LatencyCycles +
                  P.BarrierCycles,
              P.TimeOneRep, 1e-6 * P.TimeOneRep);

  Prediction NoRate = predict(K, c1060());
  EXPECT_EQ(NoRate.WavesDrift, Prediction::Drift::None);
  EXPECT_NEAR(NoRate.TimeOneRep, P.LockStepCycles, 1e-6 * P.LockStepCycles);
  KernelDesc Barrier = K;
  Barrier.Segments[1].EndsInBarrier = true;
  EXPECT_EQ(predict(Barrier, G).WavesDrift, Prediction::Drift::None);
  KernelDesc Loop = K;
  Loop.Segments[0].Count = Loop.Segments[1].Count = 4;
  EXPECT_EQ(predict(Loop, G).WavesDrift, Prediction::Drift::None);
  KernelDesc OneWave = K;
  OneWave.Grid = {240, 1, 1};
  EXPECT_EQ(predict(OneWave, G).WavesDrift, Prediction::Drift::None);
}

TEST(Model, LoopSegmentsCountPerIteration) {
  GPUDesc G = c1060();
  KernelDesc K = twoSegments();
  Prediction Once = predict(K, G);
  K.Segments[0].Count = 10;
  Prediction Ten = predict(K, G);
  EXPECT_DOUBLE_EQ(Ten.NBB, 11);
  // Segment 0 counts ten times; its successor is segment 1 every time.
  EXPECT_NEAR(Ten.TimeOneRep - Once.TimeOneRep, 9 * (16 * 12 + 1816.11764706),
              1e-6);
}

// A time past MaxPredictedCycles (or not finite) is no prediction: the
// reason says so and no number is left to print (issue 14). Segment 0 run
// 1e13 times costs at least 1e13 x 16 warps x 12 cycles > 1e15.
TEST(Model, NoPredictionPastTheCeiling) {
  GPUDesc G = c1060();
  KernelDesc K = twoSegments();
  K.Segments[0].Count = 1e13;
  Prediction P = predict(K, G);
  EXPECT_FALSE(P.CanLaunch);
  EXPECT_EQ(P.TimeTotal, 0);
  EXPECT_TRUE(P.Segments.empty());
  EXPECT_NE(P.CannotLaunchReason.find("no prediction"), std::string::npos)
      << P.CannotLaunchReason;
  K.Segments[0].Count = std::numeric_limits<double>::infinity();
  EXPECT_FALSE(predict(K, G).CanLaunch);
}

// Counts past 2^63 keep their value in remarks (llround gave 2^63 for all
// of them), NaN and negatives are 0, and past 2^64 they saturate.
TEST(Model, WholeCountsDoNotWrap) {
  EXPECT_EQ(wholeCount(2.4), 2ULL);
  EXPECT_EQ(wholeCount(2.5), 3ULL);
  EXPECT_EQ(wholeCount(0x1p63 * 1.5), 13835058055282163712ULL);
  EXPECT_EQ(wholeCount(1e30), ~0ULL);
  EXPECT_EQ(wholeCount(std::numeric_limits<double>::quiet_NaN()), 0ULL);
  EXPECT_EQ(wholeCount(-5), 0ULL);
}

// An estimated register count over the limit is capped and said; a given
// one makes the kernel unlaunchable (issue 13: never "cannot launch" on an
// estimate alone).
TEST(Model, RegisterEstimateNeverBlocksALaunch) {
  GPUDesc G = c1060();
  KernelDesc K = twoSegments();
  K.RegsPerThread = G.Limits.MaxRegistersPerThread + 100;
  K.RegsSource = "estimate: max live virtual registers";
  K.RegsEstimated = true;
  Prediction P = predict(K, G);
  EXPECT_TRUE(P.CanLaunch);
  EXPECT_EQ(P.RegsPerThread, G.Limits.MaxRegistersPerThread);
  bool Said = false;
  for (const Assumption &N : P.Notes)
    Said |= N.Text.find("register estimate") != std::string::npos &&
            N.Kind == AssumptionKind::Registers;
  EXPECT_TRUE(Said);
  K.RegsSource = "option";
  K.RegsEstimated = false;
  EXPECT_FALSE(predict(K, G).CanLaunch);
}

TEST(Model, CannotLaunch) {
  GPUDesc G = c1060();
  KernelDesc K = twoSegments();
  K.Block = {1024, 1, 1};
  Prediction P = predict(K, G);
  EXPECT_FALSE(P.CanLaunch);
  EXPECT_EQ(P.Main, Bottleneck::CannotLaunch);
  EXPECT_NE(P.CannotLaunchReason.find("exceeds"), std::string::npos)
      << P.CannotLaunchReason;
  K.Block = {0, 1, 1};
  EXPECT_FALSE(predict(K, G).CanLaunch);
  K = twoSegments();
  K.StaticSmemBytes = 20000;
  P = predict(K, G);
  EXPECT_FALSE(P.CanLaunch);
  EXPECT_NE(P.CannotLaunchReason.find("shared memory"), std::string::npos);
}

TEST(Model, MoreBytesNeverFewerCycles) {
  GPUDesc G = c1060();
  double Last = 0;
  for (double Bytes : {0.0, 128.0, 256.0, 1024.0, 4096.0, 65536.0}) {
    KernelDesc K = twoSegments();
    K.Segments[0].mem(MemLevel::Global).LoadBytes = Bytes;
    double T = predict(K, G).TimeTotal;
    EXPECT_GE(T, Last) << Bytes;
    Last = T;
  }
}

// The speed of light of twoSegments: 240 blocks x 2 warps over 30 SMs =
// 16 warps per SM, each moving 256 + 128 bytes at 2.61538 B/clk: DRAM
// busy 16 x 146.824 = 2349.18 cycles; issue 16 x (12 + 8) = 320.
// Occupancy 16 of the C1060's 32 warps; one wave.
TEST(Model, SpeedOfLightByHand) {
  GPUDesc G = c1060();
  Prediction P = predict(twoSegments(), G);
  EXPECT_NEAR(P.SOL.busy(Unit::DRAM), 2349.17647, 1e-4);
  EXPECT_NEAR(P.SOL.busy(Unit::Issue), 320, 1e-9);
  EXPECT_EQ(P.SOL.RoofUnit, Unit::DRAM);
  EXPECT_NEAR(P.SOL.RoofCycles, 2349.17647, 1e-4);
  EXPECT_NEAR(P.SOL.percentOfPeak(Unit::DRAM, P.TimeTotal),
              100 * 2349.17647 / 3222.11765, 1e-3);
  EXPECT_NEAR(P.SOL.OccupancyPct, 50, 1e-9);
  EXPECT_NEAR(P.SOL.Waves, 1, 1e-12);
}

// A grid of 3 blocks on the 30 SMs: DRAM serves the chip, so its busy
// cycles are the grid's bytes spread over all 30 SMs' share of it; the
// issue of the 3 SMs the blocks occupy is their own (2 warps x 20 cycles
// each, not a tenth of it), and the text says whose SMs those are.
TEST(Model, SpeedOfLightOfAGridShortOfTheSMs) {
  GPUDesc G = c1060();
  KernelDesc K = twoSegments();
  K.Grid = {3, 1, 1};
  Prediction P = predict(K, G);
  ASSERT_TRUE(P.CanLaunch) << P.CannotLaunchReason;
  double PerWarpBytes = 256 + 128, BytesPerClk = 102e9 / 30 / 1.3e9;
  EXPECT_NEAR(P.SOL.busy(Unit::DRAM), 3 * 2 * PerWarpBytes / 30 / BytesPerClk,
              1e-6);
  EXPECT_NEAR(P.SOL.busy(Unit::Issue), 2 * (12 + 8), 1e-9);
  EXPECT_EQ(P.SOL.ActiveSMs, 3u);
  EXPECT_EQ(P.SOL.RoofUnit, Unit::Issue);
  EXPECT_NE(speedOfLightText(P).find("of the 3 of 30 SMs the grid's blocks "
                                     "occupy"),
            std::string::npos)
      << speedOfLightText(P);
  // A full wave: every SM is the grid's, the text as before.
  Prediction Full = predict(twoSegments(), G);
  EXPECT_EQ(Full.SOL.ActiveSMs, 30u);
  EXPECT_EQ(speedOfLightText(Full).find("SMs the grid"), std::string::npos);
}

// The whole grid's work: 240 blocks x 2 warps = 480 warps; segment 0
// does 64 FLOP per warp (one FMA per lane), segment 1, run 3 times, 32;
// 256 + 3 x 128 bytes per warp reach DRAM.
TEST(Model, WorkOfTheGrid) {
  KernelDesc K = twoSegments();
  K.Segments[0].Flops = 64;
  K.Segments[1].Flops = 32;
  K.Segments[1].Count = 3;
  Prediction P = predict(K, c1060());
  ASSERT_TRUE(P.CanLaunch) << P.CannotLaunchReason;
  EXPECT_DOUBLE_EQ(P.Flops, 480 * (64 + 3 * 32));
  EXPECT_DOUBLE_EQ(P.DRAMBytes, 480 * (256 + 3 * 128));
  EXPECT_DOUBLE_EQ(P.TensorFlops, 0);
}

// Bandwidth-bound on bytes that are already ideal: no change of the
// access pattern helps, so no hint promises a gain.
TEST(Model, BandwidthBoundAtIdealBytesGetsNoHint) {
  GPUDesc G = c1060();
  Prediction P = predict(twoSegments(), G);
  EXPECT_EQ(P.Main, Bottleneck::MemoryBandwidth);
  for (const Hint &H : P.Hints)
    ADD_FAILURE() << hintFixKey(H.Fix) << ": " << H.Message;
}

/// A load at \p Line of 1024 bytes in 32 transactions where 128 in 4 would
/// do: \p S's bytes already count the ideal 128, this adds the excess.
static void addUncoalescedLoad(Segment &S, unsigned Line) {
  KeyInstr Key;
  Key.K = KeyInstr::Load;
  Key.Bytes = 1024;
  Key.IdealBytes = 128;
  Key.Transactions = 32;
  Key.IdealTransactions = 4;
  Key.Loc = {"k.cu", Line, 1};
  S.Keys.push_back(Key);
  S.mem(MemLevel::Global).LoadBytes += Key.Bytes - Key.IdealBytes;
}

// An uncoalesced load: the hint's gain is the model re-run with the load's
// ideal bytes, never more than the headroom to that kernel's roof.
TEST(Model, CoalescingGainIsTheReRunCappedAtTheRoof) {
  GPUDesc G = c1060();
  KernelDesc K = twoSegments();
  addUncoalescedLoad(K.Segments[0], 7);
  Prediction P = predict(K, G);
  ASSERT_FALSE(P.Hints.empty());
  const Hint &H = P.Hints.front();
  EXPECT_EQ(H.Fix, HintFix::Coalesce);
  EXPECT_EQ(H.Loc.Line, 7u);
  Prediction Ideal = predict(twoSegments(), G);
  double ReRun = P.TimeTotal - Ideal.TimeTotal;
  double Headroom = P.TimeTotal - Ideal.SOL.RoofCycles;
  EXPECT_NEAR(H.PredictedGain, std::min(ReRun, Headroom), 1e-6);
  EXPECT_EQ(H.Capped, ReRun > Headroom);
  EXPECT_GT(H.PredictedGain, 0);
}

// A machine load without a source position (no debug location): its hint
// points at the segment's line, not at "<unknown>".
TEST(Model, AccessHintWithoutPositionTakesItsSegments) {
  GPUDesc G = c1060();
  KernelDesc K = twoSegments();
  addUncoalescedLoad(K.Segments[0], 7);
  K.Segments[0].Keys.back().Loc = {};
  K.Segments[0].Loc = {"k.cu", 12, 3};
  Prediction P = predict(K, G);
  ASSERT_FALSE(P.Hints.empty());
  EXPECT_EQ(P.Hints.front().Fix, HintFix::Coalesce);
  EXPECT_EQ(P.Hints.front().Loc.Line, 12u);
}

// 200 segments, each with an uncoalesced load on its own line: each gains
// well under 2% of the kernel, so no hint is shown and all 200 are counted
// as left out, most without a re-run (their exposed latency bounds their
// gain); asked for every hint, all 200 come with gains under 2%.
TEST(Model, SmallAccessHintsAreCountedWithoutReRuns) {
  GPUDesc G = c1060();
  KernelDesc K = twoSegments();
  Segment Base = K.Segments[0];
  K.Segments.clear();
  for (unsigned I = 0; I < 200; ++I) {
    Segment S = Base;
    addUncoalescedLoad(S, 10 + I);
    K.Segments.push_back(S);
  }
  Prediction P = predict(K, G);
  ASSERT_TRUE(P.CanLaunch) << P.CannotLaunchReason;
  EXPECT_TRUE(P.Hints.empty());
  ModelOptions All;
  All.MinHintShare = 0;
  Prediction Q = predict(K, G, All);
  unsigned Coalesce = 0;
  for (const Hint &H : Q.Hints) {
    Coalesce += H.Fix == HintFix::Coalesce;
    EXPECT_LT(H.PredictedGain, 0.02 * Q.TimeTotal);
  }
  EXPECT_EQ(Coalesce, 200u);
  EXPECT_EQ(P.HintsLeftOut, Q.Hints.size());
  EXPECT_DOUBLE_EQ(P.TimeTotal, Q.TimeTotal);
}

// Issue-bound on FP32 work: no change the model knows removes it.
TEST(Model, IssueBoundOnArithmeticGetsNoHint) {
  GPUDesc G = c1060();
  KernelDesc K = twoSegments();
  K.Segments[0].count(InstrClass::FP32) = 1000;
  Prediction P = predict(K, G);
  EXPECT_EQ(P.Main, Bottleneck::Issue);
  EXPECT_GT(P.SOL.percentOfPeak(Unit::Issue, P.TimeTotal), 90);
  for (const Hint &H : P.Hints)
    ADD_FAILURE() << hintFixKey(H.Fix) << ": " << H.Message;
}

// A loop body that loads 20 values from shared memory for 17 FP32 ops (16
// in segment 0, 1 in segment 1): the register-tiling hint's gain is the
// re-run with 0.25 loads per FMA, 4.25 loads.
TEST(Model, RegisterTileHintReRunsWithFewerSharedLoads) {
  GPUDesc G = c1060();
  KernelDesc K = twoSegments();
  Segment &S = K.Segments[0];
  S = Segment();
  S.Count = 64;
  S.count(InstrClass::SharedIssue) = 20;
  S.count(InstrClass::FP32) = 16;
  S.mem(MemLevel::Shared).LoadRequests = 20;
  S.mem(MemLevel::Shared).LoadBytes = 20 * 128;
  KeyInstr Key;
  Key.K = KeyInstr::Load;
  Key.Level = MemLevel::Shared;
  Key.Loc = {"k.cu", 9, 1};
  S.Keys.push_back(Key);
  K.Segments[1].Count = 64;
  Prediction P = predict(K, G);
  auto It = llvm::find_if(
      P.Hints, [](const Hint &H) { return H.Fix == HintFix::RegisterTile; });
  ASSERT_NE(It, P.Hints.end());
  EXPECT_EQ(It->Loc.Line, 9u);
  KernelDesc Tiled = K;
  Segment &T = Tiled.Segments[0];
  T.count(InstrClass::SharedIssue) = 4.25;
  T.mem(MemLevel::Shared).LoadRequests = 4.25;
  T.mem(MemLevel::Shared).LoadBytes = 4.25 * 128;
  Prediction Q = predict(Tiled, G);
  double Gain =
      std::min(P.TimeTotal - Q.TimeTotal, P.TimeTotal - Q.SOL.RoofCycles);
  EXPECT_NEAR(It->PredictedGain, Gain, 1e-6 * P.TimeTotal);
}

// 600 blocks are 2.5 waves of 240 (docs/model.md section 37). An
// issue-bound kernel's half-full last wave issues half as much: 2.5 waves'
// time (within 1%: its exposed latency stays), no tail worth a hint. A
// latency-bound one waits as long in its last wave as in a full one: the
// same work in whole waves would take 2.5 waves, not the 2 + TimeLastRep /
// TimeOneRep it takes.
TEST(Model, TailEffect) {
  GPUDesc G = c1060();
  auto Tail = [](const Prediction &P) {
    return llvm::find_if(
        P.Hints, [](const Hint &H) { return H.Fix == HintFix::FillLastWave; });
  };
  KernelDesc K = twoSegments();
  K.Segments[0].count(InstrClass::FP32) = 1000;
  K.Grid = {600, 1, 1};
  Prediction P = predict(K, G);
  EXPECT_NEAR(P.SOL.Waves, 2.5, 1e-12);
  EXPECT_NEAR(P.TimeTotal, 2.5 * P.TimeOneRep, 1e-2 * P.TimeTotal);
  EXPECT_EQ(Tail(P), P.Hints.end());

  KernelDesc L = twoSegments();
  L.Grid = {600, 1, 1};
  ModelOptions All;
  All.MinHintShare = 0;
  P = predict(L, G, All);
  ASSERT_TRUE(P.partialLastWave());
  EXPECT_GT(P.TimeLastRep, 0.5 * P.TimeOneRep);
  EXPECT_NEAR(P.TimeTotal, 2 * P.TimeOneRep + P.TimeLastRep, 1e-9);
  if (P.Main != Bottleneck::MemoryBandwidth) {
    double Now = P.TimeTotal / P.TimeOneRep;
    ASSERT_NE(Tail(P), P.Hints.end());
    EXPECT_NEAR(Tail(P)->PredictedGain, P.TimeTotal * (1 - 2.5 / Now),
                1e-6 * P.TimeTotal);
  }
}

// Hints come sorted by gain, the largest first.
TEST(Model, HintsSortedByGain) {
  GPUDesc G = c1060();
  KernelDesc K = twoSegments();
  K.Segments[0].count(InstrClass::FP32) = 1000;
  K.Grid = {600, 1, 1};
  ModelOptions All;
  All.MinHintShare = 0;
  Prediction P = predict(K, G, All);
  for (size_t I = 1; I < P.Hints.size(); ++I)
    EXPECT_GE(P.Hints[I - 1].PredictedGain, P.Hints[I].PredictedGain);
}

// The matrix pipe: segment 0 gets 128 m16n8k16 fp16 MMAs per warp (4096
// FLOP each) on a GPU with 2048 FLOP/clk/SM for fp16: 256 cycles per warp,
// longer than its 12 issue cycles and than the 147 cycles its warp's 384
// bytes take at the SM's DRAM share, so ILP_0 = 256 and with W = 16 the
// SM spends 4096 cycles in it: tensor-pipe-bound (docs/model.md section
// 69: the busiest unit). On a GPU without the pipe the kernel is refused,
// naming the type.
TEST(Model, TensorPipe) {
  GPUDesc G = c1060();
  KernelDesc K = twoSegments();
  K.Segments[0].TensorFlops[unsigned(TensorType::FP16)] = 128 * 4096;
  Prediction None = predict(K, G);
  EXPECT_FALSE(None.CanLaunch);
  EXPECT_NE(None.CannotLaunchReason.find("fp16 tensor-core"), std::string::npos)
      << None.CannotLaunchReason;
  G.TensorFlopsPerClkSM[unsigned(TensorType::FP16)] = 2048;
  Prediction P = predict(K, G);
  ASSERT_TRUE(P.CanLaunch) << P.CannotLaunchReason;
  EXPECT_DOUBLE_EQ(P.Segments[0].TensorTime, 256);
  EXPECT_DOUBLE_EQ(P.Segments[0].Timing.ILP, 256);
  EXPECT_DOUBLE_EQ(P.TensorCycles, 16 * 256);
  EXPECT_EQ(P.Main, Bottleneck::TensorPipe);
  // Twice the rate: half the pipe time, never slower.
  G.TensorFlopsPerClkSM[unsigned(TensorType::FP16)] = 4096;
  Prediction Q = predict(K, G);
  EXPECT_DOUBLE_EQ(Q.Segments[0].TensorTime, 128);
  EXPECT_LE(Q.TimeTotal, P.TimeTotal);
}

// A one-stage cp.async loop on the A100 with DRAM bandwidth taken out: each
// of 4 warps per block copies 512 bytes (32 lanes x 16 B) into shared memory
// and waits for them at once, then issues one FP32 op. One stage is 4 x 512
// = 2048 bytes per block; the block holds 4 x 16384 = 65536 bytes of shared
// memory: 2 blocks per SM (164 KiB, 1 KiB reserved per block). The latency
// hint asks for one more stage (2048 bytes more: still 2 blocks); with
// 16384-byte stages the occupancy hint says what one stage fewer frees:
// 3 blocks fit at most 164 KiB / 3 - 1 KiB = 54954 bytes, 65536 - 54954 =
// 10582, one stage.
TEST(Model, PipelineStageHints) {
  GPUDesc G = bundledGPU("a100-40gb");
  G.Mem[unsigned(MemLevel::Global)].BytesPerClkPerSM = 1e6;
  KernelDesc K;
  K.Name = "stages";
  K.Block = {128, 1, 1};
  K.Grid = {108 * 16, 1, 1};
  K.RegsPerThread = 32;
  K.DynamicSmemBytes = 65536;
  Segment Copy;
  Copy.count(InstrClass::GlobalIssue) = 1;
  MemTraffic &Src = Copy.mem(MemLevel::Global);
  Src.LoadBytes = Src.IdealBytes = 512;
  Src.LoadRequests = 1;
  MemTraffic &Dst = Copy.mem(MemLevel::Shared);
  Dst.StoreBytes = Dst.AsyncStoreBytes = 512;
  KeyInstr Key;
  Key.K = KeyInstr::Load;
  Key.Text = "cp.async (16 B per thread)";
  Key.WaitedAtOnce = true;
  Copy.Keys.push_back(Key);
  Segment Use;
  Use.count(InstrClass::FP32) = 1;
  K.Segments = {Copy, Use};
  Prediction P = predict(K, G);
  ASSERT_EQ(P.BLP, 2u);
  EXPECT_EQ(P.Main, Bottleneck::MemoryLatency);
  ASSERT_FALSE(P.Hints.empty());
  EXPECT_NE(P.Hints[0].Message.find(
                "too few pipeline stages: issue each copy one stage further "
                "ahead of its wait (one more buffer of 2048 bytes per block, "
                "which still fits 2 blocks per SM)"),
            std::string::npos)
      << P.Hints[0].Message;
  // Stages of 16384 bytes: the shared memory is 4 of them.
  K.Segments[0].mem(MemLevel::Shared).AsyncStoreBytes = 4096;
  P = predict(K, G);
  bool Said = false;
  for (const Hint &H : P.Hints)
    Said |= H.Kind == Bottleneck::Occupancy &&
            H.Message.find("each stage of the asynchronous-copy pipeline "
                           "takes 16384 bytes: 1 stage(s) fewer would fit 3 "
                           "blocks") != std::string::npos;
  EXPECT_TRUE(Said);
  // A copy that a later iteration waits for is not "too few stages".
  K.Segments[0].Keys[0].WaitedAtOnce = false;
  P = predict(K, G);
  ASSERT_FALSE(P.Hints.empty());
  EXPECT_EQ(P.Hints[0].Message.find("pipeline stages"), std::string::npos);
}

} // namespace

// A warp runs a side when any lane goes there: tid < 40 in a block of 128
// (4 warps) has a lane true in warps 0 and 1 (2/4) and a lane false in
// warps 1, 2 and 3 (3/4). A condition it cannot tell for one thread: none.
TEST(Divergence, WarpShares) {
  auto Shares = warpShares(Dim3{128, 1, 1}, 32, [](const ThreadPoint &P) {
    return std::optional<bool>(P.Tid[0] < 40);
  });
  ASSERT_TRUE(Shares);
  EXPECT_DOUBLE_EQ(Shares->first, 0.5);
  EXPECT_DOUBLE_EQ(Shares->second, 0.75);
  // A 2-D block (32 x 4): rows are warps; ty < 1 is warp 0 only.
  Shares = warpShares(Dim3{32, 4, 1}, 32, [](const ThreadPoint &P) {
    return std::optional<bool>(P.Tid[1] < 1);
  });
  ASSERT_TRUE(Shares);
  EXPECT_DOUBLE_EQ(Shares->first, 0.25);
  EXPECT_DOUBLE_EQ(Shares->second, 0.75);
  EXPECT_FALSE(warpShares(Dim3{64, 1, 1}, 32, [](const ThreadPoint &P) {
    return P.Tid[0] == 40 ? std::nullopt : std::optional<bool>(true);
  }));
}

// A tree reduction's `tid < s` with s = 64 >> trip in a block of 128 (4
// warps): trip 0 keeps warps 0-1 on the first side (2/4) and 2-3 on the
// second, trip 1 warp 0 (1/4), trips 2-6 warp 0 with its other lanes on the
// second side. Averaged over 7 trips: (2 + 1 + 5) / 4 / 7 and
// (2 + 3 + 5 x 4) / 4 / 7. One thread's trips are asked together.
TEST(Divergence, WarpSharesOverTrips) {
  std::vector<std::pair<unsigned, unsigned>> Asked;
  auto Shares = warpSharesOverTrips(
      Dim3{128, 1, 1}, 32, 7, [&](const ThreadPoint &P, unsigned Trip) {
        Asked.push_back({unsigned(P.Tid[0]), Trip});
        return std::optional<bool>(P.Tid[0] < (64u >> Trip));
      });
  ASSERT_TRUE(Shares);
  EXPECT_DOUBLE_EQ(Shares->first, 8.0 / 4 / 7);
  EXPECT_DOUBLE_EQ(Shares->second, 25.0 / 4 / 7);
  ASSERT_EQ(Asked.size(), 128u * 7);
  EXPECT_EQ(Asked[6], std::make_pair(0u, 6u));
  EXPECT_EQ(Asked[7], std::make_pair(1u, 0u));
  // One trip is warpShares.
  auto One = warpSharesOverTrips(Dim3{128, 1, 1}, 32, 1,
                                 [](const ThreadPoint &P, unsigned) {
                                   return std::optional<bool>(P.Tid[0] < 40);
                                 });
  ASSERT_TRUE(One);
  EXPECT_DOUBLE_EQ(One->first, 0.5);
  EXPECT_DOUBLE_EQ(One->second, 0.75);
}

// The same reduction, with the warps whose lanes all agree told at once
// (as a lane-range evaluation would: the warp's range of tid against s):
// the shares are those of asking each lane, and only the warps whose lanes
// differ at a trip are asked lane by lane, at that trip only.
TEST(Divergence, WarpSharesOverTripsWholeWarps) {
  std::vector<std::pair<unsigned, unsigned>> Asked;
  auto Shares = warpSharesOverTrips(
      Dim3{128, 1, 1}, 32, 7,
      [&](const ThreadPoint &P, unsigned Trip) {
        Asked.push_back({unsigned(P.Tid[0]), Trip});
        return std::optional<bool>(P.Tid[0] < (64u >> Trip));
      },
      [](uint64_t First, uint64_t Lanes, unsigned Trip) -> std::optional<bool> {
        uint64_t S = 64u >> Trip;
        if (First + Lanes <= S)
          return true;
        if (First >= S)
          return false;
        return std::nullopt;
      });
  ASSERT_TRUE(Shares);
  EXPECT_DOUBLE_EQ(Shares->first, 8.0 / 4 / 7);
  EXPECT_DOUBLE_EQ(Shares->second, 25.0 / 4 / 7);
  // Warp 0 at trips 2-6 (s = 16 .. 1): 32 lanes x 5 trips.
  ASSERT_EQ(Asked.size(), 32u * 5);
  EXPECT_EQ(Asked[0], std::make_pair(0u, 2u));
  EXPECT_EQ(Asked[5], std::make_pair(1u, 2u));
}

// A sentinel test on data: equality with one exact non-zero constant, or a
// NaN test, is the rare outcome (its side run by no warp); zero, order
// compares and two constants are not.
TEST(Divergence, RareFloatOutcome) {
  using P = FloatPred;
  using O = FloatOperand;
  EXPECT_EQ(rareFloatOutcome(P::OEQ, O::Value, O::NonZeroConstant, false),
            std::optional<bool>(true));
  EXPECT_EQ(rareFloatOutcome(P::UNE, O::NonZeroConstant, O::Value, false),
            std::optional<bool>(false));
  EXPECT_EQ(rareFloatOutcome(P::UNO, O::Value, O::Zero, false),
            std::optional<bool>(true)); // isnan(x): clang's x != x
  EXPECT_EQ(rareFloatOutcome(P::UNE, O::Value, O::Value, true),
            std::optional<bool>(true));
  EXPECT_EQ(rareFloatOutcome(P::ORD, O::Value, O::Value, true),
            std::optional<bool>(false));
  EXPECT_FALSE(rareFloatOutcome(P::OEQ, O::Value, O::Zero, false));
  EXPECT_FALSE(rareFloatOutcome(P::OEQ, O::Value, O::Value, false));
  EXPECT_FALSE(rareFloatOutcome(P::Other, O::Value, O::NonZeroConstant, false));
  EXPECT_FALSE(
      rareFloatOutcome(P::OEQ, O::NonZeroConstant, O::NonZeroConstant, false));
  // |x| beyond 2^16: sinf's range-reduction guard (|x| < 105615).
  EXPECT_EQ(rareMagnitudeOutcome(P::Less, 105615), std::optional<bool>(false));
  EXPECT_EQ(rareMagnitudeOutcome(P::Greater, 1e6), std::optional<bool>(true));
  EXPECT_FALSE(rareMagnitudeOutcome(P::Greater, 9.0)); // tanhf's saturation
  EXPECT_FALSE(rareMagnitudeOutcome(P::OEQ, 1e6));
  // The same through a compare, the magnitude on either side; a magnitude
  // is otherwise a value.
  EXPECT_EQ(rareFloatOutcome(P::Less, O::Magnitude, O::NonZeroConstant, false,
                             105615),
            std::optional<bool>(false));
  EXPECT_EQ(rareFloatOutcome(P::Less, O::NonZeroConstant, O::Magnitude, false,
                             105615),
            std::optional<bool>(true));
  EXPECT_FALSE(
      rareFloatOutcome(P::Less, O::Magnitude, O::NonZeroConstant, false, 9));
  EXPECT_EQ(
      rareFloatOutcome(P::OEQ, O::Magnitude, O::NonZeroConstant, false, 2.5),
      std::optional<bool>(true));
  EXPECT_EQ(rareOutcomeShares(true), std::make_pair(0.0, 1.0));
  EXPECT_EQ(rareOutcomeShares(false), std::make_pair(1.0, 0.0));
}

// A uniform condition that moves with its loop: every trip up to 64, else
// the middle trip of each 64th. `t + 2 < n` holds on 62 of 64 trips, and on
// 63 of the 64 sampled of 200 (trips 1, 4, ..., 195, 198; exactly 198 of
// 200). A loop of one trip, or a trip the condition cannot tell: none.
TEST(Divergence, TripShare) {
  EXPECT_EQ(sampledTrips(64).size(), 64u);
  EXPECT_EQ(sampledTrips(64).back(), 63u);
  llvm::SmallVector<uint64_t, 64> Long = sampledTrips(200);
  ASSERT_EQ(Long.size(), 64u);
  EXPECT_EQ(Long[0], 1u);
  EXPECT_EQ(Long[62], 195u);
  EXPECT_EQ(Long[63], 198u);
  auto Ahead = [](uint64_t N) {
    return [N](uint64_t T) { return std::optional<bool>(T + 2 < N); };
  };
  EXPECT_DOUBLE_EQ(*tripShare(64, Ahead(64)), 62.0 / 64);
  EXPECT_DOUBLE_EQ(*tripShare(200, Ahead(200)), 63.0 / 64);
  EXPECT_TRUE(sampledTrips(1).empty());
  // A divergent branch's warp shares sample at most 16 trips.
  llvm::SmallVector<uint64_t, 64> Tree = sampledTrips(63, 16);
  ASSERT_EQ(Tree.size(), 16u);
  EXPECT_EQ(Tree[0], 1u);
  EXPECT_EQ(Tree[1], 5u);
  EXPECT_EQ(Tree[15], 61u);
  EXPECT_EQ(sampledTrips(16, 16).back(), 15u);
  EXPECT_FALSE(tripShare(1, Ahead(1)));
  EXPECT_FALSE(tripShare(8, [](uint64_t T) {
    return T == 5 ? std::nullopt : std::optional<bool>(true);
  }));
}

// A latency hint names the load the segment waits for: an ldmatrix from
// shared memory listed first is not what a global-memory wait is about
// (issue 30: "waits 574 cycles on ldmatrix ... (global)").
TEST(Model, LatencyHintNamesTheLoadOfItsLevel) {
  GPUDesc G = c1060();
  KernelDesc K = twoSegments();
  Segment &S = K.Segments[0];
  // Few bytes: the waits, not the bandwidth, bound it.
  S.mem(MemLevel::Global).LoadBytes = 32;
  S.mem(MemLevel::Shared).LoadBytes = 128;
  S.mem(MemLevel::Shared).LoadRequests = 1;
  K.Segments[1].mem(MemLevel::Global) = MemTraffic();
  K.Segments[1].count(InstrClass::GlobalIssue) = 0;
  KeyInstr Frag;
  Frag.K = KeyInstr::Load;
  Frag.Level = MemLevel::Shared;
  Frag.Text = "ldmatrix (512 B per warp)";
  KeyInstr Ld;
  Ld.K = KeyInstr::Load;
  Ld.Level = MemLevel::Global;
  Ld.Text = "load of float global at line 7";
  S.Keys = {Frag, Ld};
  Prediction P = predict(K, G);
  ASSERT_EQ(P.Main, Bottleneck::MemoryLatency);
  ASSERT_FALSE(P.Hints.empty());
  EXPECT_NE(P.Hints[0].Message.find("segment 0 waits 550 cycles on load of "
                                    "float global at line 7 (global)"),
            std::string::npos)
      << P.Hints[0].Message;
  EXPECT_EQ(P.Hints[0].Message.find("ldmatrix"), std::string::npos);
}

// Units side by side (GPUDesc::DispatchCycles): the measured H100 mix of 4
// LOP3 + 4 FFMA chains issues at 0.25 per instruction (h100-micro-extra.csv),
// where the classes' costs add up to 0.375.
TEST(Model, UnitsSideBySideWhenTheFileGivesDispatch) {
  GPUDesc G = bundledGPU("h100-sxm");
  G.Instrs[unsigned(InstrClass::Int)].Throughput = 0.5;
  G.Instrs[unsigned(InstrClass::FP32)].Throughput = 0.25;
  G.Instrs[unsigned(InstrClass::SFU)].Throughput = 2;
  Segment S;
  S.Instrs[unsigned(InstrClass::Int)] = 4;
  S.Instrs[unsigned(InstrClass::FP32)] = 4;
  G.DispatchCycles = 0;
  EXPECT_DOUBLE_EQ(segmentILP(S, G), 3.0); // the paper: costs add up
  G.DispatchCycles = 0.25;
  EXPECT_DOUBLE_EQ(segmentILP(S, G), 2.0); // issue 8 x 0.25 = ALU 4 x 0.5
  S.Instrs[unsigned(InstrClass::FP32)] = 12;
  EXPECT_DOUBLE_EQ(segmentILP(S, G), 4.0); // issue: 16 x 0.25
  S.Instrs[unsigned(InstrClass::SFU)] = 3;
  EXPECT_DOUBLE_EQ(segmentILP(S, G), 6.0); // the SFU: 3 x 2
  EXPECT_EQ(pipeOf(InstrClass::IntMul), Pipe::IMAD);
  EXPECT_EQ(pipeOf(InstrClass::Shuffle), Pipe::MIO);
}

// Scattered stores queue on the L2's rate of partial writes where the GPU
// file measured it (docs/model.md section 17). twoSegments' store is made
// one 4-byte element per line: 32 sectors and 32 lines per warp. At 0.5
// lines per clock per SM the lines take 64 cycles, above the 48.94 its
// 128 bytes take at DRAM bandwidth; a coalesced store (no sectors or lines
// counted) and a file without the rates keep the bytes' time.
TEST(Model, ScatteredStoresQueueOnTheL2Rate) {
  GPUDesc G = c1060();
  G.CCMajor = 7;
  KernelDesc K = twoSegments();
  K.Segments[1].mem(MemLevel::Global).StoreSectors = 32;
  K.Segments[1].mem(MemLevel::Global).StoreLines = 32;
  EXPECT_NEAR(predict(K, G).Segments[1].Timing.MemAccBw, 48.94117647, 1e-6);
  G.L2StoreSectorsPerClkSM = 1;
  G.L2StoreLinesPerClkSM = 0.5;
  EXPECT_NEAR(predict(K, G).Segments[1].Timing.MemAccBw, 64, 1e-12);
  G.L2StoreSectorsPerClkSM = 0.25; // now the sectors bind: 32 / 0.25
  EXPECT_NEAR(predict(K, G).Segments[1].Timing.MemAccBw, 128, 1e-12);
  EXPECT_NEAR(predict(twoSegments(), G).Segments[1].Timing.MemAccBw,
              48.94117647, 1e-6);
}

// The block scheduler's rate (docs/model.md section 27): a grid of several
// waves takes at least NB x block_launch cycles; below that the blocks'
// work is the time; one wave has no floor (its start-up is in its blocks'
// latency), nor has a file without the figure.
TEST(Model, BlocksStartNoFasterThanTheFilesRate) {
  GPUDesc G = c1060();
  KernelDesc K = twoSegments();
  K.Grid = {2400, 1, 1};
  Prediction Work = predict(K, G);
  ASSERT_GT(Work.RepNum, 1);
  EXPECT_FALSE(Work.launchBound());
  G.BlockLaunchCycles = 2 * Work.TimeTotal / 2400; // twice the work
  Prediction P = predict(K, G);
  EXPECT_DOUBLE_EQ(P.LaunchCycles, 2 * Work.TimeTotal);
  EXPECT_DOUBLE_EQ(P.TimeTotal, 2 * Work.TimeTotal);
  EXPECT_DOUBLE_EQ(P.TimeOneRep * P.RepNum, Work.TimeTotal);
  EXPECT_EQ(P.Main, Bottleneck::BlockLaunch);
  ASSERT_FALSE(P.Hints.empty());
  EXPECT_EQ(P.Hints.front().Fix, HintFix::FewerBlocks);
  EXPECT_DOUBLE_EQ(P.Hints.front().PredictedGain, Work.TimeTotal);
  G.BlockLaunchCycles = Work.TimeTotal / 2400 / 2; // half the work's time
  P = predict(K, G);
  EXPECT_DOUBLE_EQ(P.TimeTotal, Work.TimeTotal);
  EXPECT_EQ(P.Main, Work.Main);
  K.Grid = {30, 1, 1}; // one wave: no floor, however slow the scheduler
  G.BlockLaunchCycles = 1e6;
  P = predict(K, G);
  EXPECT_EQ(P.RepNum, 1);
  EXPECT_FALSE(P.launchBound());
  EXPECT_NE(P.Main, Bottleneck::BlockLaunch);
}

// A wave takes at least the SM's block start plus one block's time alone
// (docs/model.md section 58): added in full with one block per SM, where
// the block's own time is the wave's; with several, the floor is the start
// plus the time of one block alone, and it binds only where the wave's
// work does not already cover it.
TEST(Model, AWaveTakesAtLeastTheBlockStartAndOneBlockAlone) {
  GPUDesc G = c1060();
  KernelDesc K = twoSegments();
  K.Grid = {2400, 1, 1};
  G.BlockStartCycles = 200;
  G.BlockStartCyclesPerWarp = 5;
  double Start = 200 + 5 * 2; // two warps per block
  OccupancyInput In = occupancyInput(K, G, ModelOptions());
  Occupancy Occ = computeOccupancy(G, In);
  GPUDesc NoStart = c1060();
  Prediction One0 = predictWithBLP(K, NoStart, ModelOptions(), Occ, 1);
  Prediction One = predictWithBLP(K, G, ModelOptions(), Occ, 1);
  EXPECT_DOUBLE_EQ(One.StartCycles, Start);
  EXPECT_DOUBLE_EQ(One.TimeOneRep, One0.TimeOneRep + Start);
  EXPECT_DOUBLE_EQ(One.LatencyCycles, One0.LatencyCycles + Start);
  EXPECT_DOUBLE_EQ(One.TimeTotal, One.TimeOneRep * One.RepNum);
  // Two blocks per SM: the wave's time against the start plus one block's.
  Prediction Two0 = predictWithBLP(K, NoStart, ModelOptions(), Occ, 2);
  Prediction Two = predictWithBLP(K, G, ModelOptions(), Occ, 2);
  double Floor = Start + One0.TimeOneRep;
  EXPECT_DOUBLE_EQ(Two.TimeOneRep, std::max(Two0.TimeOneRep, Floor));
  EXPECT_DOUBLE_EQ(Two.StartCycles, std::max(0.0, Floor - Two0.TimeOneRep));
  // Eight blocks of this latency-bound kernel: their waits cover a start
  // of a few cycles, not one as long as the wave.
  Prediction Eight0 = predictWithBLP(K, NoStart, ModelOptions(), Occ, 8);
  G.BlockStartCycles = 2;
  G.BlockStartCyclesPerWarp = 0;
  EXPECT_DOUBLE_EQ(predictWithBLP(K, G, ModelOptions(), Occ, 8).TimeOneRep,
                   Eight0.TimeOneRep);
  G.BlockStartCycles = Eight0.TimeOneRep;
  EXPECT_GT(predictWithBLP(K, G, ModelOptions(), Occ, 8).TimeOneRep,
            Eight0.TimeOneRep);
}

// Atomics on one word for the whole grid (docs/model.md section 34): NB x
// warps per block x executions x the file's rate, integer and float apart;
// the time when that is longer than the work; the hint's fix leaves one
// atomic per block; without the figure, a note and no queue.
TEST(Model, OneWordAtomicsQueueAtTheFilesRate) {
  GPUDesc G = c1060();
  KernelDesc K = twoSegments();
  K.Grid = {2400, 1, 1};
  Prediction Work = predict(K, G);
  K.Segments[1].OneWordAtomics = 1;
  K.Segments[1].OneWordFloatAtomics = 0.5;
  double Warps = 2400.0 * Work.TLP * K.Segments[1].Count;
  Prediction NoFigure = predict(K, G);
  EXPECT_DOUBLE_EQ(NoFigure.OneWordAtomics, 1.5 * Warps);
  EXPECT_DOUBLE_EQ(NoFigure.atomicCycles(), 0);
  EXPECT_DOUBLE_EQ(NoFigure.TimeTotal, Work.TimeTotal);
  EXPECT_TRUE(llvm::any_of(NoFigure.Notes, [](const Assumption &A) {
    return A.Kind == AssumptionKind::GPUFigure &&
           A.Text.find("atomic_one_word_float figure") != std::string::npos;
  }));
  double Each = 4 * Work.TimeTotal / (1.5 * Warps);
  G.OneWordAtomicCycles = Each;
  G.OneWordFloatAtomicCycles = 2 * Each;
  Prediction P = predict(K, G);
  EXPECT_DOUBLE_EQ(P.atomicCycles(), Warps * (Each + 0.5 * 2 * Each));
  EXPECT_TRUE(P.atomicBound());
  EXPECT_DOUBLE_EQ(P.TimeTotal, P.atomicCycles());
  EXPECT_EQ(P.Main, Bottleneck::OneWordAtomics);
  ASSERT_FALSE(P.Hints.empty());
  EXPECT_EQ(P.Hints.front().Fix, HintFix::CombineAtomics);
  double PerBlock = 2400 * P.atomicCycles() / P.OneWordAtomics;
  EXPECT_DOUBLE_EQ(P.Hints.front().PredictedGain,
                   P.atomicCycles() - std::max(Work.TimeTotal, PerBlock));
  G.OneWordAtomicCycles = G.OneWordFloatAtomicCycles = 1e-9; // negligible
  P = predict(K, G);
  EXPECT_FALSE(P.atomicBound());
  EXPECT_DOUBLE_EQ(P.TimeTotal, Work.TimeTotal);
}

// Data-indexed atomics on a few lines (docs/model.md section 74): the
// busiest line's updates at the one-word rate, the time when longer than
// the work, the longer of the two queues, and the privatising hint's queue
// of one update per word of a line and block; what-ifs of other hints keep
// the queue.
TEST(Model, LineAtomicsQueueAtTheBusiestLine) {
  GPUDesc G = c1060();
  KernelDesc K = twoSegments();
  K.Grid = {2400, 1, 1};
  Prediction Work = predict(K, G);
  double Warps = 2400.0 * Work.TLP * K.Segments[1].Count;
  K.Segments[1].LineAtomics = 1;
  K.Segments[1].LineAtomicUpdates = 64; // e.g. 64 words on one line
  KeyInstr At;
  At.K = KeyInstr::Store;
  At.AtomicLines = 8;
  At.LaneBytes = 4;
  K.Segments[1].Keys.push_back(At);
  double Each = 4 * Work.TimeTotal / (64 * Warps);
  G.OneWordAtomicCycles = Each;
  G.OneWordFloatAtomicCycles = 2 * Each;
  Prediction P = predict(K, G);
  EXPECT_DOUBLE_EQ(P.LineAtomics, Warps);
  EXPECT_DOUBLE_EQ(P.LineAtomicCycles, 64 * Warps * Each);
  EXPECT_DOUBLE_EQ(P.OneWordAtomicCycles, 0);
  EXPECT_DOUBLE_EQ(P.TimeTotal, P.LineAtomicCycles);
  EXPECT_EQ(P.Main, Bottleneck::LineAtomics);
  EXPECT_TRUE(llvm::any_of(P.Notes, [](const Assumption &A) {
    return A.Text.find("a lower bound") != std::string::npos;
  }));
  const Hint *H = nullptr;
  for (const Hint &X : P.Hints)
    if (X.Fix == HintFix::PrivatiseAtomics)
      H = &X;
  ASSERT_NE(H, nullptr);
  double PerBlock = 2400 * 32 * Each; // 128-byte lines of 4-byte words
  EXPECT_DOUBLE_EQ(H->PredictedGain,
                   P.LineAtomicCycles - std::max(Work.TimeTotal, PerBlock));
  for (const Hint &X : P.Hints)
    EXPECT_LE(X.PredictedGain, P.TimeTotal - Work.TimeTotal + 1e-6);
  // A one-word queue beside it: the longer of the two.
  K.Segments[1].OneWordAtomics = 1;
  P = predict(K, G);
  EXPECT_DOUBLE_EQ(P.OneWordAtomicCycles, Warps * Each);
  EXPECT_DOUBLE_EQ(P.atomicCycles(), P.LineAtomicCycles);
}

// The bottleneck is the unit busiest at its peak where the time's terms
// name a throughput (docs/model.md section 69): with 64 MMAs (128 cycles
// per warp) segment 0's pipe outlasts its bytes, but the kernel's DRAM
// bytes (384 per warp, 147 cycles) keep DRAM busier than the pipe.
TEST(Model, BusiestUnitNamesTheBottleneck) {
  GPUDesc G = c1060();
  G.TensorFlopsPerClkSM[unsigned(TensorType::FP16)] = 2048;
  KernelDesc K = twoSegments();
  K.Segments[0].TensorFlops[unsigned(TensorType::FP16)] = 64 * 4096;
  Prediction P = predict(K, G);
  ASSERT_TRUE(P.CanLaunch) << P.CannotLaunchReason;
  EXPECT_GT(P.TensorCycles, P.BandwidthCycles);
  EXPECT_EQ(P.SOL.RoofUnit, Unit::DRAM);
  EXPECT_EQ(P.Main, Bottleneck::MemoryBandwidth);
}

// Blocks that wait in turn for the block before (docs/model.md section
// 80): NB - 1 hand-offs of the front end's round trips at the L2 latency,
// the time when longer than the rest (bottleneck "blocks in turn", one
// hint: breaking the chain, as no change of a block's own work shortens
// it), said as a lower bound; without the chain, the work's time.
TEST(Model, BlocksInTurnHandTheFlagOn) {
  GPUDesc G = c1060();
  KernelDesc K = twoSegments();
  K.Grid = {2400, 1, 1};
  Prediction Work = predict(K, G);
  K.ChainRoundTrips = 3;
  K.ChainLoc = {"scan.cu", 42, 7};
  Prediction P = predict(K, G);
  double L2 = G.mem(MemLevel::L2).Latency;
  ASSERT_GT(L2, 0);
  EXPECT_DOUBLE_EQ(P.ChainCycles, 2399.0 * 3 * L2);
  ASSERT_GT(P.ChainCycles, Work.TimeTotal);
  EXPECT_TRUE(P.chainBound());
  EXPECT_DOUBLE_EQ(P.TimeTotal, P.ChainCycles);
  EXPECT_EQ(P.Main, Bottleneck::BlockChain);
  // The one hint breaks the chain: its gain is the chain over the rest.
  ASSERT_EQ(P.Hints.size(), 1u);
  EXPECT_EQ(P.Hints[0].Fix, HintFix::DecoupledLookBack);
  EXPECT_EQ(P.Hints[0].Loc.Line, 42u);
  EXPECT_DOUBLE_EQ(P.Hints[0].RoofAfter, P.workCycles());
  EXPECT_DOUBLE_EQ(P.Hints[0].PredictedGain, P.ChainCycles - P.workCycles());
  const Assumption *N = nullptr;
  for (const Assumption &A : P.Notes)
    if (A.Text.find("the blocks wait in turn") != std::string::npos)
      N = &A;
  ASSERT_NE(N, nullptr);
  EXPECT_TRUE(N->LowerBound);
  EXPECT_EQ(N->Loc.Line, 42u);
  // One round trip per hand-off and a short grid: the work's time.
  K.ChainRoundTrips = 1;
  K.Grid = {2, 1, 1};
  P = predict(K, G);
  EXPECT_FALSE(P.chainBound());
  EXPECT_DOUBLE_EQ(P.ChainCycles, L2);
}
