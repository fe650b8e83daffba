//===- HintTest.cpp - The loop what-ifs: double buffering, larger tiles ---===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#include "TestGPUs.h"
#include "lhf/Model/LHFModel.h"

#include "llvm/ADT/STLExtras.h"
#include "gtest/gtest.h"

using namespace lhf;

namespace {

/// A tile loop of 64 iterations on the A100, 4 warps per block: segment 0
/// loads 512 bytes of global memory per warp (it waits for them), stores
/// them to shared memory and ends in a barrier; segment 1 runs 40 FP32
/// operations and 32 shared loads on the tile and ends in a barrier.
/// 40 KiB of shared memory per block (and 1 KiB reserved) fit 4 blocks in
/// the SM's 164 KiB; a second buffer (one tile, 4 x 512 bytes) fits 3.
KernelDesc tileLoop() {
  KernelDesc K;
  K.Name = "tiles";
  K.Block = {128, 1, 1};
  K.Grid = {108 * 2, 1, 1};
  K.RegsPerThread = 128;
  K.StaticSmemBytes = 40 * 1024;
  Segment Load;
  Load.Count = 64;
  Load.EndsInBarrier = true;
  Load.count(InstrClass::GlobalIssue) = 1;
  Load.count(InstrClass::SharedIssue) = 1;
  MemTraffic &Src = Load.mem(MemLevel::Global);
  Src.LoadBytes = Src.IdealBytes = 512;
  Src.LoadRequests = 1;
  MemTraffic &Dst = Load.mem(MemLevel::Shared);
  Dst.StoreBytes = 512;
  Dst.StoreRequests = 1;
  KeyInstr Key;
  Key.K = KeyInstr::Load;
  Key.Text = "load float (global)";
  Key.Loc = {"t.cu", 12, 5};
  Load.Keys.push_back(Key);
  Segment Use;
  Use.Count = 64;
  Use.EndsInBarrier = true;
  Use.count(InstrClass::FP32) = 40;
  Use.count(InstrClass::SharedIssue) = 32;
  Use.mem(MemLevel::Shared).LoadRequests = 32;
  Use.mem(MemLevel::Shared).LoadBytes = 32 * 128;
  K.Segments = {Load, Use};
  return K;
}

const Hint *findFix(const Prediction &P, HintFix F) {
  auto It = llvm::find_if(P.Hints, [&](const Hint &H) { return H.Fix == F; });
  return It == P.Hints.end() ? nullptr : &*It;
}

ModelOptions allHints() {
  ModelOptions O;
  O.MinHintShare = 0;
  return O;
}

} // namespace

// The loop waits for its tile every iteration: the double-buffering hint
// sits at the load, and its gain is the model re-run with the load a stage
// that one wait keeps in flight, with the 3 blocks per SM that the second
// buffer leaves, capped at the roof.
TEST(Hints, DoubleBufferingReRunsTheLoadAsAStage) {
  GPUDesc G = bundledGPU("a100-40gb");
  KernelDesc K = tileLoop();
  Prediction P = predict(K, G, allHints());
  ASSERT_TRUE(P.CanLaunch) << P.CannotLaunchReason;
  ASSERT_EQ(P.BLP, 4u);
  const Hint *H = findFix(P, HintFix::MoreStages);
  ASSERT_NE(H, nullptr);
  EXPECT_EQ(H->Loc.Line, 12u);
  EXPECT_NE(H->Message.find("double buffering"), std::string::npos);
  EXPECT_NE(
      H->Message.find(
          "2048 bytes per block, which fits 3 blocks per SM instead of 4"),
      std::string::npos)
      << H->Message;
  KernelDesc Piped = K;
  Piped.Segments[0].CopyGroupsKept = 1;
  MemTraffic &M = Piped.Segments[0].mem(MemLevel::Global);
  M.PipelinedLoadBytes = 512;
  M.PipelinedLoadRequests = 1;
  Prediction Q = predictWithBLP(Piped, G, allHints(), P.Occ, 3);
  double Gain =
      std::min(P.TimeTotal - Q.TimeTotal, P.TimeTotal - Q.SOL.RoofCycles);
  EXPECT_GT(Gain, 0);
  EXPECT_NEAR(H->PredictedGain, Gain, 1e-6 * P.TimeTotal);
}

// Without a barrier in the loop the block's other warps overlap the wait:
// no double-buffering hint.
TEST(Hints, NoDoubleBufferingWithoutABarrier) {
  GPUDesc G = bundledGPU("a100-40gb");
  KernelDesc K = tileLoop();
  for (Segment &S : K.Segments)
    S.EndsInBarrier = false;
  Prediction P = predict(K, G, allHints());
  EXPECT_EQ(findFix(P, HintFix::MoreStages), nullptr);
}

// A tensor-core loop: the larger-tile hint's gain is the re-run with half
// the loop's memory traffic and memory instructions, the matrix work kept.
TEST(Hints, LargerTileHalvesTheLoopsTraffic) {
  GPUDesc G = bundledGPU("a100-40gb");
  KernelDesc K = tileLoop();
  K.Segments[1].TensorFlops[unsigned(TensorType::FP16)] = 8 * 4096;
  Prediction P = predict(K, G, allHints());
  const Hint *H = findFix(P, HintFix::LargerWarpTile);
  ASSERT_NE(H, nullptr);
  KernelDesc Larger = K;
  for (Segment &S : Larger.Segments) {
    for (MemTraffic &M : S.Mem) {
      M.LoadBytes *= 0.5;
      M.StoreBytes *= 0.5;
      M.IdealBytes *= 0.5;
      M.LoadRequests *= 0.5;
      M.StoreRequests *= 0.5;
    }
    S.count(InstrClass::GlobalIssue) *= 0.5;
    S.count(InstrClass::SharedIssue) *= 0.5;
  }
  Prediction Q = predict(Larger, G, allHints());
  double Gain =
      std::min(P.TimeTotal - Q.TimeTotal, P.TimeTotal - Q.SOL.RoofCycles);
  EXPECT_GT(Gain, 0);
  EXPECT_NEAR(H->PredictedGain, Gain, 1e-6 * P.TimeTotal);
  // Without matrix work the FP32 loop gets the register tile instead.
  Prediction F = predict(tileLoop(), G, allHints());
  EXPECT_EQ(findFix(F, HintFix::LargerWarpTile), nullptr);
  EXPECT_NE(findFix(F, HintFix::RegisterTile), nullptr);
}

// A kernel with one instruction and no memory access (compiled out on the
// target) is said to do nothing, first among the notes, and gets no hint.
TEST(Hints, EmptyKernelIsSaidAndGetsNoHint) {
  GPUDesc G = bundledGPU("a100-40gb");
  KernelDesc K;
  K.Name = "empty";
  K.Block = {256, 1, 1};
  K.Grid = {1080, 1, 1};
  K.RegsPerThread = 4;
  Segment S;
  S.count(InstrClass::Misc) = 1;
  K.Segments = {S};
  Prediction P = predict(K, G, allHints());
  ASSERT_TRUE(P.CanLaunch);
  EXPECT_TRUE(P.Hints.empty());
  ASSERT_FALSE(P.Notes.empty());
  EXPECT_NE(P.Notes.front().Text.find("the kernel does nothing on sm_80"),
            std::string::npos)
      << P.Notes.front().Text;
}

namespace {

/// A block reduction on the A100, 4 warps per block, 64 waves of blocks:
/// segment 0 loads 128 bytes per warp; segment 1 stores them to shared
/// memory and ends in a barrier; segment 2 runs the tree (8 passes of 20
/// integer operations, 2 shared loads and a barrier); segment 3 writes
/// one word per block (a quarter of a warp's 4 bytes).
KernelDesc blockReduction() {
  KernelDesc K;
  K.Name = "reduce";
  K.Block = {128, 1, 1};
  K.Grid = {108 * 16 * 64, 1, 1};
  K.RegsPerThread = 16;
  K.StaticSmemBytes = 512;
  Segment Load;
  Load.count(InstrClass::GlobalIssue) = 1;
  Load.count(InstrClass::Int) = 6;
  MemTraffic &In = Load.mem(MemLevel::Global);
  In.LoadBytes = In.IdealBytes = 128;
  In.LoadRequests = 1;
  Load.Loc = {"r.cu", 5, 3};
  Segment Stage;
  Stage.EndsInBarrier = true;
  Stage.count(InstrClass::SharedIssue) = 1;
  Stage.count(InstrClass::Sync) = 1;
  Stage.mem(MemLevel::Shared).StoreBytes = 128;
  Stage.Loc = {"r.cu", 6, 3};
  Segment Tree;
  Tree.Count = 8;
  Tree.EndsInBarrier = true;
  Tree.count(InstrClass::Int) = 20;
  Tree.count(InstrClass::SharedIssue) = 2;
  Tree.count(InstrClass::Sync) = 1;
  Segment Out;
  Out.count(InstrClass::GlobalIssue) = 0.25;
  Out.mem(MemLevel::Global).StoreBytes = 1;
  Out.mem(MemLevel::Global).StoreRequests = 0.25;
  K.Segments = {Load, Stage, Tree, Out};
  return K;
}

} // namespace

// The tree is paid once per 128 elements: the hint re-runs the load phase
// k times in a grid k times smaller and keeps the best k (a power of two,
// at most 64, at least a full wave left).
TEST(Hints, MoreWorkPerThreadRepeatsTheLoadPhase) {
  GPUDesc G = bundledGPU("a100-40gb");
  KernelDesc K = blockReduction();
  Prediction P = predict(K, G, allHints());
  ASSERT_TRUE(P.CanLaunch) << P.CannotLaunchReason;
  const Hint *H = findFix(P, HintFix::MoreWorkPerThread);
  ASSERT_NE(H, nullptr);
  EXPECT_EQ(H->Loc.Line, 5u);
  double Best = P.TimeTotal;
  unsigned BestK = 0;
  uint64_t Wave = uint64_t(P.BLP) * G.SMCount;
  for (unsigned F = 2; F <= 64 && P.NB / F >= Wave; F *= 2) {
    KernelDesc C = whatIfCopy(K);
    C.Grid.X = (K.Grid.X + F - 1) / F;
    C.Segments[0].Count = F;
    C.Segments[0].Succs = {{0, F - 1.0}, {1, 1.0}};
    Prediction Q = predictWithBLP(C, G, allHints(), P.Occ, P.BLP);
    if (Q.TimeTotal < Best)
      Best = Q.TimeTotal, BestK = F;
  }
  ASSERT_GT(BestK, 0u);
  EXPECT_NEAR(H->PredictedGain, P.TimeTotal - Best, 1e-6 * P.TimeTotal);
  EXPECT_NE(H->Message.find("combining " + std::to_string(BestK) + " of its"),
            std::string::npos)
      << H->Message;
}

// A block that writes what it read (a tile's transpose) would not shrink:
// no such hint; nor for a load phase that already loops.
TEST(Hints, NoMoreWorkPerThreadWhereTheBlockWritesWhatItRead) {
  GPUDesc G = bundledGPU("a100-40gb");
  KernelDesc K = blockReduction();
  K.Segments[3].mem(MemLevel::Global).StoreBytes = 128;
  EXPECT_EQ(findFix(predict(K, G, allHints()), HintFix::MoreWorkPerThread),
            nullptr);
  K = blockReduction();
  K.Segments[0].Count = 4;
  EXPECT_EQ(findFix(predict(K, G, allHints()), HintFix::MoreWorkPerThread),
            nullptr);
}
