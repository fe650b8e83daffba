//===- Bottleneck.cpp - What bounds a kernel and what to change -----------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// docs/model.md section 6: the dominant term of TimeOneRep names the
/// bottleneck. Where a change can take that term away (a latency that
/// independent work or more pipeline stages hide, a barrier, operands a
/// larger warp tile reuses) its hint points at the instruction behind it
/// with the term as its gain; Hints.cpp adds the hints of changes the model
/// re-runs and caps every gain at the roof.
///
//===----------------------------------------------------------------------===//

#include "HintGain.h"
#include "lhf/Model/Format.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/FormatVariadic.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <tuple>

namespace lhf {

/// The first key instruction of \p Kind in a segment, if any.
static const KeyInstr *findKey(const Segment &S, KeyInstr::Kind Kind) {
  for (const KeyInstr &K : S.Keys)
    if (K.K == Kind)
      return &K;
  return nullptr;
}

/// The segment that contributes most to \p Cost, or -1.
template <typename Fn> static int argmaxSegment(const Prediction &P, Fn Cost) {
  int Best = -1;
  double BestCost = 0;
  for (const SegmentResult &R : P.Segments)
    if (Cost(R) > BestCost) {
      BestCost = Cost(R);
      Best = R.Index;
    }
  return Best;
}

/// The level whose bandwidth queue is the longest in \p S: the one its
/// MemAccBw is.
static MemLevel busiestLevel(const Segment &S, const GPUDesc &G) {
  MemLevel Best = MemLevel::Global;
  double BestTime = -1;
  for (unsigned L = 0; L < NumMemLevels; ++L) {
    auto Lv = static_cast<MemLevel>(L);
    double BW = G.mem(Lv).BytesPerClkPerSM;
    double T = BW > 0 ? S.mem(Lv).bandwidthBytes() / BW : 0;
    if (T > BestTime)
      Best = Lv, BestTime = T;
  }
  return Best;
}

/// The bottleneck and hint at \p Loc of a kernel whose \p Queue cycles (the
/// grid's atomics queued, the blocks' hand-offs in turn) take longer than
/// the rest of it (\p Floor): a change that leaves \p Left of the queue
/// gains the rest. Its message is the caller's.
static Hint &queueHint(Prediction &P, Bottleneck Kind, HintFix Fix,
                       SourceLoc Loc, const void *Origin, double Queue,
                       double Left, double Floor) {
  P.Main = Kind;
  Hint H;
  H.Kind = Kind;
  H.Fix = Fix;
  H.Loc = std::move(Loc);
  H.Origin = Origin;
  H.PredictedGain = Queue - std::max(Floor, Left);
  H.RoofAfter = std::max(Floor, Left);
  P.Hints.push_back(H);
  return P.Hints.back();
}

/// queueHint at the atomic \p At (the kernel's line without one).
static Hint &atomicQueueHint(Prediction &P, const KernelDesc &K,
                             Bottleneck Kind, HintFix Fix, const KeyInstr *At,
                             double Queue, double Left, double Floor) {
  return queueHint(P, Kind, Fix, At ? At->Loc : K.Loc,
                   At ? At->Origin : nullptr, Queue, Left, Floor);
}

/// Atomics on one word: summed in the block first, the grid makes one
/// atomic per block; the queue shrinks to NB of them, not to nothing.
static void oneWordAtomicsHint(Prediction &P, const KernelDesc &K,
                               double Floor) {
  double Queue = P.OneWordAtomicCycles;
  double Each = P.OneWordAtomics > 0 ? Queue / P.OneWordAtomics : 0;
  double PerBlock = std::min(Queue, double(P.NB) * Each);
  Hint &H =
      atomicQueueHint(P, K, Bottleneck::OneWordAtomics, HintFix::CombineAtomics,
                      K.firstOneWordAtomic(), Queue, PerBlock, Floor);
  H.Message = llvm::formatv(
      "the grid's {0:f0} warp atomics on one word queue at one L2 slice: "
      "{1:f0} cycles, {2:f2} each (the GPU file's rate), against {3:f0} "
      "cycles of the rest of the kernel; one per block would queue {4:f0}",
      P.OneWordAtomics, Queue, Each, Floor, PerBlock);
}

/// Atomics on a few lines: counted in shared memory per block, each block
/// adds its counts once, one update per word of a line.
static void lineAtomicsHint(Prediction &P, const KernelDesc &K,
                            const GPUDesc &G, double Floor) {
  const KeyInstr *At = K.firstLineAtomic();
  unsigned Lines = At ? At->AtomicLines : 1;
  double Words = At && At->LaneBytes ? double(G.LineBytes) / At->LaneBytes : 1;
  double Each =
      P.LineAtomicUpdates > 0 ? P.LineAtomicCycles / P.LineAtomicUpdates : 0;
  double PerBlock = std::min(P.LineAtomicCycles, double(P.NB) * Words * Each);
  Hint &H =
      atomicQueueHint(P, K, Bottleneck::LineAtomics, HintFix::PrivatiseAtomics,
                      At, P.LineAtomicCycles, PerBlock, Floor);
  H.Message = llvm::formatv(
      "the grid's {0:f0} warp atomics on the {1} lines their index reaches "
      "queue at those lines' L2 slices: {2:f0} cycles at least, {3:f1} "
      "updates per warp atomic at the busiest line, {4:f2} cycles each (the "
      "GPU file's one-word rate), against {5:f0} cycles of the rest of the "
      "kernel; added once per block ({6:f0} words a line) they would queue "
      "{7:f0} (the shared-memory atomics that replace them not counted)",
      P.LineAtomics, Lines, P.LineAtomicCycles,
      P.LineAtomics > 0 ? P.LineAtomicUpdates / P.LineAtomics : 0, Each, Floor,
      Words, PerBlock);
}

void classifyBottleneck(Prediction &P, const KernelDesc &K, const GPUDesc &G,
                        const ModelOptions &Opts) {
  if (!P.CanLaunch) {
    P.Main = Bottleneck::CannotLaunch;
    if (P.refused()) // no launch to fix
      return;
    Hint H;
    H.Kind = Bottleneck::CannotLaunch;
    H.Loc = K.Loc;
    H.Message = "the kernel cannot launch: " + P.CannotLaunchReason;
    P.Hints.push_back(H);
    return;
  }
  if (P.TimeOneRep <= 0) {
    P.Main = Bottleneck::None;
    return;
  }
  const std::pair<Bottleneck, double> Terms[] = {
      {Bottleneck::Issue, P.IssueCycles - P.TensorCycles},
      {Bottleneck::TensorPipe, P.TensorCycles},
      {Bottleneck::MemoryLatency, P.LatencyCycles},
      {Bottleneck::MemoryBandwidth, P.BandwidthCycles},
      {Bottleneck::Barrier, P.BarrierCycles}};
  P.Main = std::max_element(
               std::begin(Terms), std::end(Terms),
               [](const auto &A, const auto &B) { return A.second < B.second; })
               ->first;
  // The terms split a bandwidth-bound segment's time into its issue and
  // the queue past it, so a segment whose bytes take a little longer than
  // its issue counts mostly as issue. Which throughput binds is the unit
  // busiest at its peak (docs/model.md section 69): S3D's
  // ratt_kernel<double> issues for 65% of its time and keeps DRAM 98%
  // busy, bandwidth-bound, not issue-bound. Between issue and the tensor
  // pipe the terms decide: the roof counts every instruction's slot, the
  // terms whether the pipe outlasts them.
  bool Throughput = P.Main == Bottleneck::Issue ||
                    P.Main == Bottleneck::TensorPipe ||
                    P.Main == Bottleneck::MemoryBandwidth;
  if (Throughput && P.SOL.busy(P.SOL.RoofUnit) > 0) {
    if (memoryUnit(P.SOL.RoofUnit))
      P.Main = Bottleneck::MemoryBandwidth;
    else if (P.Main == Bottleneck::MemoryBandwidth)
      P.Main = P.TensorCycles > P.IssueCycles - P.TensorCycles
                   ? Bottleneck::TensorPipe
                   : Bottleneck::Issue;
  }
  // The blocks start no faster than the block scheduler's rate: the time
  // is that, and only fewer blocks shorten it.
  double Work = P.workCycles();
  double Floor = std::max(Work, P.RepNum > 1 ? P.LaunchCycles : 0.0);
  // The chain's hand-offs are the time: no change of a block's own work
  // shortens it, only breaking the chain does (a block that publishes its
  // own sum before it waits needs no predecessor's wait to end: a
  // decoupled look-back). The gain is the chain's over the rest.
  if (P.chainBound()) {
    Hint &H = queueHint(P, Bottleneck::BlockChain, HintFix::DecoupledLookBack,
                        K.ChainLoc.valid() ? K.ChainLoc : K.Loc, nullptr,
                        P.ChainCycles, P.atomicCycles(), Floor);
    H.Message = llvm::formatv(
        "each block waits for the flag the block before sets after its own "
        "wait: {0} hand-offs one after another, at least {1:f0} cycles, "
        "against {2:f0} cycles of the blocks' own work",
        P.NB - 1, P.ChainCycles, H.RoofAfter);
    return;
  }
  if (P.atomicBound()) {
    if (P.LineAtomicCycles > P.OneWordAtomicCycles)
      lineAtomicsHint(P, K, G, Floor);
    else
      oneWordAtomicsHint(P, K, Floor);
    return;
  }
  if (P.launchBound()) {
    P.Main = Bottleneck::BlockLaunch;
    Hint H;
    H.Kind = Bottleneck::BlockLaunch;
    H.Fix = HintFix::FewerBlocks;
    H.Loc = K.Loc;
    H.PredictedGain = P.LaunchCycles - Work;
    H.RoofAfter = Work;
    double Per = P.NB ? P.LaunchCycles / double(P.NB) : 0;
    H.Message = llvm::formatv(
        "the GPU starts one block every {0:f2} cycles: the grid's {1} blocks "
        "of {2} threads take {3:f0} cycles to start, their work {4:f0}",
        Per, P.NB, K.Block.total(), P.LaunchCycles, Work);
    P.Hints.push_back(H);
    return;
  }

  // The hint for the dominant term, at its worst segment.
  double Rep = P.RepNum;
  switch (P.Main) {
  case Bottleneck::MemoryLatency:
  case Bottleneck::MemoryBandwidth: {
    bool BW = P.Main == Bottleneck::MemoryBandwidth;
    int I = argmaxSegment(P, [&](const SegmentResult &R) {
      return R.BandwidthBound == BW ? R.Count * R.ExposedLatency : 0.0;
    });
    if (I < 0)
      break;
    const SegmentResult &R = P.Segments[I];
    const Segment &S = K.Segments[I];
    // A bandwidth queue on shared memory with matrix work here or in the
    // segment that uses its loads: the tensor pipe waits for its operands.
    unsigned Next =
        S.Succs.empty() ? (I + 1) % P.Segments.size() : S.Succs.front().Index;
    double Tensor =
        std::max(R.TensorTime,
                 Next < P.Segments.size() ? P.Segments[Next].TensorTime : 0.0);
    bool FeedsTensor =
        BW && Tensor > 0 && busiestLevel(S, G) == MemLevel::Shared;
    // Latency: the load waited on (an asynchronous copy's wait first: it
    // is the switch point); bandwidth: the access moving most bytes (of
    // shared memory when it feeds the tensor pipe).
    const KeyInstr *Key = nullptr;
    for (const KeyInstr &K2 : S.Keys)
      if (!BW && K2.K == KeyInstr::Load && K2.WaitedAtOnce &&
          K2.Level == R.WaitLevel) {
        Key = &K2;
        break;
      }
    // Else the first load from the level the segment waits on (an
    // ldmatrix from shared memory is not what a global wait is about).
    for (const KeyInstr &K2 : S.Keys)
      if (!Key && K2.K == KeyInstr::Load && K2.Level == R.WaitLevel)
        Key = &K2;
    if (!Key)
      Key = findKey(S, KeyInstr::Load);
    if (FeedsTensor) {
      Key = nullptr;
      for (const KeyInstr &K2 : S.Keys)
        if (K2.Level == MemLevel::Shared &&
            (K2.K == KeyInstr::Load || K2.K == KeyInstr::Store) &&
            (!Key || K2.Bytes > Key->Bytes))
          Key = &K2;
    } else if (BW || !Key)
      for (const KeyInstr &K2 : S.Keys)
        if ((K2.K == KeyInstr::Load || K2.K == KeyInstr::Store) &&
            (!Key || K2.Bytes > Key->Bytes || (!BW && !Key)))
          Key = &K2;
    // A bandwidth queue on DRAM or a cache: the access hints (coalescing,
    // camping) are its fixes; at its roof, only fewer bytes help, which
    // the speed-of-light line says.
    if (BW && !FeedsTensor)
      break;
    Hint H = hintAt(P.Main, HintFix::None, S, Key);
    // Hidden latency leaves the units as busy as they are: at most the
    // headroom to today's roof.
    setGain(H, P, R.Count * (R.ExposedLatency - R.BarrierExtra) * Rep,
            P.SOL.RoofCycles);
    std::string What = Key ? Key->Text : std::string("its memory accesses");
    if (FeedsTensor) {
      // A warp tile twice as large reuses each fragment in twice the mma:
      // half the shared bytes per matrix operation.
      KernelDesc Larger = whatIfCopy(K);
      MemTraffic &M = Larger.Segments[I].mem(MemLevel::Shared);
      M.LoadBytes *= 0.5;
      M.LoadRequests *= 0.5;
      M.IdealBytes *= 0.5;
      H.Fix = HintFix::LargerWarpTile;
      setWhatIfGain(H, P, Larger, G, Opts);
      H.Message = llvm::formatv(
          "segment {0} moves {1:f0} bytes per warp through "
          "shared memory for {2:f1} cycles of matrix work per warp; {3} "
          "warps per SM queue {4:f0} cycles on its banks where the matrix "
          "pipe needs {5:f0}: the tensor pipe waits for its operands; a warp "
          "tile twice as large reuses each fragment in twice the mma ({6})",
          I, num(S.mem(MemLevel::Shared).bandwidthBytes()), num(Tensor), P.W,
          num(std::floor(P.W * R.Timing.MemAccBw)), num(P.W * Tensor), What);
    } else {
      unsigned Hidden = unsigned(std::clamp(
          100.0 *
              (1.0 - R.ExposedLatency /
                         std::max(1.0, R.Timing.MemAccLa + R.Timing.MemAccBw)),
          0.0, 100.0));
      H.Fix = HintFix::HideLatency;
      if (R.StageLatency > 0) {
        H.Fix = HintFix::MoreStages;
        // What hides a stage: the issue of the iterations its waits keep
        // it in flight through (the stage floor, LHFModel.cpp).
        unsigned Kept = stageLookahead(K, I);
        double Body = 0;
        for (size_t J : loopBody(K, I))
          Body += P.Segments[J].SMComputeTime;
        unsigned Covered = unsigned(
            std::clamp(100.0 * Kept * Body / R.StageLatency, 0.0, 100.0));
        H.Message = llvm::formatv(
            "segment {0}'s asynchronous copies ({1}) stay in "
            "flight through {2} wait(s) (wait_group {2}) before one takes "
            "them; the {3:f0} cycles of issue in between cover only {4}% of "
            "their {5:f0}-cycle latency: too few pipeline stages: issue each "
            "copy one stage further ahead of its wait (one more buffer{6})",
            I, What, Kept, num(Kept * Body), Covered,
            num(std::floor(R.StageLatency)),
            oneMoreStage(P, K, G, Opts, pipelineStageBytes(K, P.TLP)));
      } else if (R.WaitsOnMemory && Key && Key->WaitedAtOnce) {
        H.Fix = HintFix::MoreStages;
        H.Message = llvm::formatv(
            "segment {0} waits {1:f0} cycles for its "
            "asynchronous copies ({2}, {3}); {4} warps per SM hide only {5}% "
            "of it: too few pipeline stages: issue each copy one stage "
            "further ahead of its wait (one more buffer{6})",
            I, num(std::floor(R.Timing.MemAccLa)), What,
            memLevelKey(R.WaitLevel), P.W, Hidden,
            oneMoreStage(P, K, G, Opts, pipelineStageBytes(K, P.TLP)));
      } else if (R.WaitsOnMemory)
        H.Message = llvm::formatv(
            "segment {0} waits {1:f0} cycles on {2} ({3}); {4} "
            "warps per SM hide only {5}% of it: add independent work between "
            "the load and its use, or more resident warps",
            I, num(std::floor(R.Timing.MemAccLa)), What,
            memLevelKey(R.WaitLevel), P.W, Hidden);
      else
        H.Message = llvm::formatv(
            "segment {0}'s stores ({1}) take {2:f0} cycles to "
            "drain; {3} warps per SM overlap only {4}% of it: more resident "
            "warps, or more work per stored byte",
            I, What, num(std::floor(R.Timing.MemAccLa)), P.W, Hidden);
    }
    P.Hints.push_back(H);
    break;
  }
  case Bottleneck::Barrier: {
    int I = argmaxSegment(
        P, [](const SegmentResult &R) { return R.Count * R.BarrierExtra; });
    if (I < 0)
      break;
    const SegmentResult &R = P.Segments[I];
    const Segment &S = K.Segments[I];
    Hint H = hintAt(Bottleneck::Barrier, HintFix::FewerBarriers, S,
                    findKey(S, KeyInstr::Barrier));
    setGain(H, P, R.Count * R.BarrierExtra * Rep, P.SOL.RoofCycles);
    H.Message = llvm::formatv(
        "the barrier ending segment {0} keeps the {1} warps of "
        "a block from hiding each other's wait: fewer barriers (the last "
        "steps of a reduction within one warp, with __shfl_down_sync), or "
        "more blocks per SM",
        I, P.TLP);
    P.Hints.push_back(H);
    break;
  }
  default:
    // Issue and the tensor pipe: Hints.cpp's what-ifs say which
    // instructions a change removes; at the roof, the speed-of-light line
    // says it.
    break;
  }
}

} // namespace lhf
