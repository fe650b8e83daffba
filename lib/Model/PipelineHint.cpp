//===- PipelineHint.cpp - Another pipeline stage, and what it gains -------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// docs/model.md section 6: a tile loop that waits every iteration for the
/// global loads of its tile (and the barrier after them) hides that wait
/// only behind other blocks' warps; loading the next tile while this one is
/// computed (double buffering, or one more cp.async stage) hides it behind
/// the loop's own work. The what-if makes the loads of the waiting segment
/// a pipeline stage that one wait keeps in flight (Segment::CopyGroupsKept)
/// and re-runs the model with the occupancy the extra buffer leaves.
///
//===----------------------------------------------------------------------===//

#include "HintGain.h"
#include "lhf/Model/Format.h"

#include "llvm/Support/FormatVariadic.h"

#include <algorithm>
#include <optional>

namespace lhf {

double pipelineStageBytes(const KernelDesc &K, unsigned TLP) {
  double MaxCount = 0, Bytes = 0;
  for (const Segment &S : K.Segments) {
    double B = S.mem(MemLevel::Shared).AsyncStoreBytes;
    if (B <= 0 || S.Count < MaxCount)
      continue;
    if (S.Count > MaxCount)
      MaxCount = S.Count, Bytes = 0;
    Bytes += B;
  }
  return Bytes * TLP;
}

/// Blocks per SM with \p Stage more bytes of shared memory per block: the
/// launch's own without the block's shared memory (dynamic, not given).
static unsigned blocksWithStage(const Prediction &P, const KernelDesc &K,
                                const GPUDesc &G, const ModelOptions &Opts,
                                double Stage) {
  OccupancyInput In = occupancyInput(K, G, Opts);
  if (In.SmemPerBlock == 0 || Stage <= 0)
    return P.BLP;
  In.SmemPerBlock += uint64_t(Stage);
  return std::min(P.BLP, computeOccupancy(G, In).BlocksPerSM);
}

std::string oneMoreStage(const Prediction &P, const KernelDesc &K,
                         const GPUDesc &G, const ModelOptions &Opts,
                         double Stage) {
  if (Stage <= 0)
    return "";
  std::string Out =
      llvm::formatv(" of {0:f0} bytes per block", num(Stage)).str();
  if (occupancyInput(K, G, Opts).SmemPerBlock == 0)
    return Out;
  unsigned Blocks = blocksWithStage(P, K, G, Opts, Stage);
  if (Blocks >= P.BLP)
    return Out + llvm::formatv(", which still fits {0} block{1} per SM", P.BLP,
                               P.BLP == 1 ? "" : "s")
                     .str();
  if (Blocks == 0)
    return Out + ", which no longer fits on an SM";
  return Out + llvm::formatv(", which fits {0} blocks per SM instead of {1}",
                             Blocks, P.BLP)
                   .str();
}

/// Whether a level's loads are what a tile loop stages: from DRAM or the
/// L2 (an L1 hit, local memory included, is no wait worth a buffer).
static bool staged(MemLevel L) {
  return L == MemLevel::Global || L == MemLevel::L2;
}

void addPipelineHint(Prediction &P, const KernelDesc &K, const GPUDesc &G,
                     const ModelOptions &Opts) {
  for (const Hint &H : P.Hints)
    if (H.Fix == HintFix::MoreStages)
      return;
  // The loop segment that waits longest on global loads in a loop with a
  // barrier: without one, other warps of the block already overlap it.
  int Worst = -1;
  double WorstCost = 0;
  std::optional<LoopBodies> Bodies;
  for (const SegmentResult &R : P.Segments) {
    const Segment &S = K.Segments[R.Index];
    if (S.Count < 2 || !R.WaitsOnMemory || !staged(R.WaitLevel) ||
        R.Count * R.ExposedLatency <= WorstCost)
      continue;
    if (!Bodies)
      Bodies.emplace(K);
    std::vector<size_t> Body = Bodies->of(R.Index);
    bool Barrier = llvm::any_of(
        Body, [&](size_t J) { return K.Segments[J].EndsInBarrier; });
    if (Body.size() < 2 || !Barrier)
      continue;
    Worst = int(R.Index);
    WorstCost = R.Count * R.ExposedLatency;
  }
  if (Worst < 0)
    return;
  const SegmentResult &R = P.Segments[Worst];
  const Segment &S = K.Segments[Worst];

  // The stage: what the loop's copies land in shared memory (its shared
  // stores when it copies through registers), once more per block.
  std::vector<size_t> Body = Bodies->of(Worst);
  double Stage = pipelineStageBytes(K, P.TLP);
  if (Stage <= 0)
    for (size_t J : Body)
      Stage += K.Segments[J].mem(MemLevel::Shared).StoreBytes * P.TLP;
  unsigned Blocks = blocksWithStage(P, K, G, Opts, Stage);
  if (Blocks == 0)
    return;

  KernelDesc Piped = whatIfCopy(K);
  Segment &T = Piped.Segments[Worst];
  bool Kept = false;
  for (size_t J : Body)
    if (unsigned &N = Piped.Segments[J].CopyGroupsKept) {
      ++N;
      Kept = true;
    }
  if (!Kept)
    T.CopyGroupsKept = 1;
  for (unsigned L = 0; L < NumMemLevels; ++L)
    if (staged(MemLevel(L))) {
      MemTraffic &M = T.Mem[L];
      M.PipelinedLoadBytes = M.LoadBytes;
      M.PipelinedLoadRequests = M.LoadRequests;
    }
  Prediction Q = predictWithBLP(Piped, G, Opts, P.Occ, Blocks);

  const KeyInstr *Key = nullptr;
  for (const KeyInstr &K2 : S.Keys)
    if (K2.K == KeyInstr::Load && staged(K2.Level) &&
        (!Key || K2.Level == R.WaitLevel))
      Key = &K2;
  Hint H = hintAt(Bottleneck::MemoryLatency, HintFix::MoreStages, S, Key);
  setGain(H, P, P.TimeTotal - Q.TimeTotal, Q.SOL.RoofCycles);
  H.Message = llvm::formatv(
      "every iteration of this loop waits {0:f0} cycles per warp for its "
      "tile's loads{1} before the barrier; {2} warps per SM overlap only "
      "part of it: load the next tile while this one is computed (double "
      "buffering: cp.async into a second buffer, or the next tile's loads "
      "into registers before the compute and stored after it; one more "
      "buffer{3})",
      num(R.ExposedLatency), Key ? " (" + Key->Text + ")" : std::string(), P.W,
      oneMoreStage(P, K, G, Opts, Stage));
  P.Hints.push_back(H);
}

} // namespace lhf
