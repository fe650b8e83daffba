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
