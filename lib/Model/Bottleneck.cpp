//===- Bottleneck.cpp - What bounds a kernel and what to change -----------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// docs/model.md section 6: the dominant term of TimeOneRep names the
/// bottleneck; each hint points at the instruction behind it and carries the
/// gain the model predicts if that term went away (or, for occupancy, if
/// one more block fitted on an SM).
///
//===----------------------------------------------------------------------===//

#include "lhf/Model/LHFModel.h"

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

/// A hint of kind \p B anchored at \p Key, or at its segment without one.
static Hint hintAt(Bottleneck B, const Segment &S, const KeyInstr *Key) {
  Hint H;
  H.Kind = B;
  H.Loc = Key && Key->Loc.valid() ? Key->Loc : S.Loc;
  H.Origin = Key ? Key->Origin : nullptr;
  return H;
}

/// The segment that contributes most to \p Cost, or -1.
template <typename Fn>
static int argmaxSegment(const Prediction &P, Fn Cost) {
  int Best = -1;
  double BestCost = 0;
  for (const SegmentResult &R : P.Segments)
    if (Cost(R) > BestCost) {
      BestCost = Cost(R);
      Best = R.Index;
    }
  return Best;
}

/// Shared memory per block that one stage of an asynchronous-copy pipeline
/// takes: what the copies of the kernel's most-executed copying segments
/// land (a pipelined loop issues one stage per iteration); 0 without copies.
static double pipelineStageBytes(const KernelDesc &K, unsigned TLP) {
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

/// What one more pipeline stage of \p Stage bytes per block costs in
/// occupancy, as the end of a hint (", which still fits 3 blocks per SM").
static std::string oneMoreStage(const Prediction &P, const KernelDesc &K,
                                const GPUDesc &G, const ModelOptions &Opts,
                                double Stage) {
  if (Stage <= 0)
    return "";
  std::string Out = llvm::formatv(" of {0:f0} bytes per block", Stage).str();
  OccupancyInput In = occupancyInput(K, G, Opts);
  // Without the block's shared memory (dynamic, not given) its cost in
  // occupancy is unknown.
  if (In.SmemPerBlock == 0)
    return Out;
  In.SmemPerBlock += uint64_t(Stage);
  unsigned Blocks = computeOccupancy(G, In).BlocksPerSM;
  if (Blocks >= P.BLP)
    return Out + llvm::formatv(", which still fits {0} blocks per SM", P.BLP)
                     .str();
  if (Blocks == 0)
    return Out + ", which no longer fits on an SM";
  return Out + llvm::formatv(", which fits {0} blocks per SM instead of {1}",
                             Blocks, P.BLP)
                   .str();
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

static void addOccupancyHint(Prediction &P, const KernelDesc &K,
                             const GPUDesc &G, const ModelOptions &Opts) {
  OccLimiter L = P.Occ.Limiter;
  if (L != OccLimiter::Registers && L != OccLimiter::SharedMemory)
    return;
  // More blocks per SM help only if the grid would fill them.
  uint64_t PerSM = (P.NB + G.SMCount - 1) / G.SMCount;
  if (PerSM <= P.BLP)
    return;
  Prediction More = predictWithBLP(K, G, Opts, P.Occ, P.BLP + 1);
  double Gain = P.TimeTotal - More.TimeTotal;
  if (Gain <= 0)
    return;
  OccupancyInput In = occupancyInput(K, G, Opts);
  Hint H;
  H.Kind = Bottleneck::Occupancy;
  H.Loc = K.Loc;
  H.PredictedGain = Gain;
  if (L == OccLimiter::Registers) {
    unsigned R = maxRegsForBlocks(G, In, P.BLP + 1);
    H.Message = llvm::formatv(
        "registers limit occupancy to {0} blocks ({1} warps) per SM; at most "
        "{2} registers per thread (now {3}, {4}) would fit {5} blocks",
        P.BLP, P.BLP * P.TLP, R, K.RegsPerThread, K.RegsSource, P.BLP + 1);
  } else {
    uint64_t S = maxSmemForBlocks(G, In, P.BLP + 1);
    H.Message = llvm::formatv(
        "shared memory limits occupancy to {0} blocks ({1} warps) per SM; at "
        "most {2} bytes per block (now {3}) would fit {4} blocks",
        P.BLP, P.BLP * P.TLP, S, In.SmemPerBlock, P.BLP + 1);
    // Most of a pipelined kernel's shared memory is its stages' buffers.
    double Stage = pipelineStageBytes(K, P.TLP);
    if (Stage > 0 && Stage <= double(In.SmemPerBlock)) {
      unsigned Stages = unsigned(double(In.SmemPerBlock) / Stage);
      unsigned Fewer =
          unsigned(std::ceil(double(In.SmemPerBlock - S) / Stage));
      // Only where the copies plausibly fill the buffers (at most 8
      // stages) and at least two stages stay.
      if (Fewer >= 1 && Stages <= 8 && Stages >= Fewer + 2)
        H.Message += llvm::formatv(
            "; each stage of the asynchronous-copy pipeline takes {0:f0} "
            "bytes: {1} stage(s) fewer would fit {2} blocks",
            Stage, Fewer, P.BLP + 1);
    }
  }
  P.Hints.push_back(H);
}

/// What an access hint of \p Kind says about \p Key.
static std::string accessHintMessage(Bottleneck Kind, const KeyInstr &Key) {
  switch (Kind) {
  case Bottleneck::BankConflict:
    // 16-byte rows (ldmatrix, vector loads) are served 8 lanes at a time:
    // a one-word pad would break their alignment.
    return llvm::formatv(
        "{0}-way bank conflict{1}: {2} so that a warp's lanes hit different "
        "banks",
        Key.BankWays,
        Key.Loc.valid() ? llvm::formatv(" at line {0}", Key.Loc.Line).str()
                        : std::string(),
        Key.LaneBytes >= 16
            ? "pad each row by 16 bytes or XOR its 16-byte chunk index with "
              "the row (a swizzle)"
            : "pad the row by one word (or change the index)");
  case Bottleneck::PartitionCamping:
    return llvm::formatv(
        "the blocks running at once reach {0} of the {1} DRAM partitions "
        "through this access ({2}): renumber the blocks "
        "(diagonally, for a transpose) or pad the row pitch by 256 bytes so "
        "that neighbouring blocks address different partitions",
        Key.Partitions, Key.PartitionsTotal, Key.Text);
  default:
    return llvm::formatv("{0:f0} sectors per request, ideal {1:f0} ({2}): "
                         "make consecutive lanes access consecutive addresses",
                         Key.Transactions, Key.IdealTransactions, Key.Text);
  }
}

/// Hints for accesses that move more than they would coalesced, replay on
/// bank conflicts, or camp on a few DRAM partitions. Accesses of one source
/// line (unrolled copies) form one hint of each kind; its gain is the model
/// re-run with all of them ideal.
static void addAccessHints(Prediction &P, const KernelDesc &K,
                           const GPUDesc &G, const ModelOptions &Opts) {
  struct Group {
    Hint H;
    KernelDesc Ideal;
  };
  std::map<std::tuple<Bottleneck, std::string, unsigned, std::string>, Group>
      Groups;
  for (size_t I = 0; I < K.Segments.size(); ++I) {
    const Segment &S = K.Segments[I];
    if (S.Count <= 0)
      continue;
    for (const KeyInstr &Key : S.Keys) {
      bool Shared = Key.BankWays > 1;
      bool Wasteful = !Shared && Key.Level != MemLevel::Shared &&
                      Key.Transactions > Key.IdealTransactions &&
                      Key.Bytes > Key.IdealBytes;
      llvm::SmallVector<Bottleneck, 2> Kinds;
      if (Shared)
        Kinds.push_back(Bottleneck::BankConflict);
      if (Wasteful)
        Kinds.push_back(Bottleneck::Uncoalesced);
      if (Key.CampedBytes > 0)
        Kinds.push_back(Bottleneck::PartitionCamping);
      for (Bottleneck Kind : Kinds) {
        auto GKey = std::make_tuple(Kind, Key.Loc.File, Key.Loc.Line,
                                    Key.Loc.valid() ? "" : Key.Text);
        auto [It, New] = Groups.try_emplace(GKey);
        Group &Gr = It->second;
        if (New) {
          Gr.Ideal = K;
          Gr.H.Kind = Kind;
          Gr.H.Loc = Key.Loc;
          Gr.H.Origin = Key.Origin;
          Gr.H.Message = accessHintMessage(Kind, Key);
        }
        MemTraffic &M = Gr.Ideal.Segments[I].mem(Key.Level);
        if (Kind == Bottleneck::PartitionCamping) {
          MemTraffic &D = Gr.Ideal.Segments[I].mem(MemLevel::Global);
          D.CampedBytes = std::max(0.0, D.CampedBytes - Key.CampedBytes);
          continue;
        }
        double Excess = std::max(0.0, Key.Bytes - Key.IdealBytes);
        double &Bytes = Key.K == KeyInstr::Load ? M.LoadBytes : M.StoreBytes;
        Bytes = std::max(0.0, Bytes - Excess);
      }
    }
  }
  std::vector<Hint> Found;
  for (auto &[GK, Gr] : Groups) {
    // Said even when hidden (gain 0): the access still wastes bandwidth
    // that a busier kernel would miss.
    Gr.H.PredictedGain = std::max(
        0.0,
        P.TimeTotal - predictWithBLP(Gr.Ideal, G, Opts, P.Occ, P.BLP).TimeTotal);
    if (Gr.H.PredictedGain == 0)
      Gr.H.Message += " (hidden behind other traffic in this launch)";
    Found.push_back(std::move(Gr.H));
  }
  std::sort(Found.begin(), Found.end(), [](const Hint &A, const Hint &B) {
    return A.PredictedGain > B.PredictedGain;
  });
  if (Found.size() > 3)
    Found.resize(3);
  for (Hint &H : Found)
    P.Hints.push_back(std::move(H));
}

void classifyBottleneck(Prediction &P, const KernelDesc &K, const GPUDesc &G,
                        const ModelOptions &Opts) {
  if (!P.CanLaunch) {
    P.Main = Bottleneck::CannotLaunch;
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
  P.Main = std::max_element(std::begin(Terms), std::end(Terms),
                            [](const auto &A, const auto &B) {
                              return A.second < B.second;
                            })
               ->first;

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
    unsigned Next = S.Succs.empty() ? (I + 1) % P.Segments.size()
                                    : S.Succs.front().Index;
    double Tensor = std::max(
        R.TensorTime,
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
    Hint H = hintAt(P.Main, S, Key);
    H.PredictedGain = R.Count * (R.ExposedLatency - R.BarrierExtra) * Rep;
    std::string What = Key ? Key->Text : std::string("its memory accesses");
    if (FeedsTensor) {
      H.Message = llvm::formatv(
          "shared-memory-bandwidth-bound: segment {0} moves {1:f0} bytes per "
          "warp through shared memory for {2:f1} cycles of matrix work per "
          "warp; {3} warps per SM queue {4:f0} cycles on its banks where the "
          "matrix pipe needs {5:f0}: the tensor pipe waits for its operands: "
          "reuse each fragment in more mma (a larger warp tile) or remove "
          "bank conflicts ({6})",
          I, S.mem(MemLevel::Shared).bandwidthBytes(), Tensor, P.W,
          std::floor(P.W * R.Timing.MemAccBw), P.W * Tensor, What);
    } else if (BW) {
      H.Message = llvm::formatv(
          "bandwidth-bound: segment {0} moves {1} bytes per warp ({2} "
          "memory); {3} warps per SM queue {4:f0} cycles on bandwidth: move "
          "fewer or better-coalesced bytes ({5})",
          I, R.DataSize, memLevelKey(R.WaitLevel), P.W,
          // Whole cycles; floor, not a cast: the queue may exceed 2^32.
          std::floor(P.W * R.Timing.MemAccBw), What);
      const MemTraffic &DRAM = S.mem(MemLevel::Global);
      if (DRAM.CampedBytes > 0)
        H.Message += llvm::formatv(
            "; few DRAM partitions serve them (partition camping): they take "
            "{0:f1}x as long as spread bytes would",
            DRAM.bandwidthBytes() / std::max(1.0, DRAM.bytes()));
    } else {
      unsigned Hidden = unsigned(std::clamp(
          100.0 * (1.0 - R.ExposedLatency /
                             std::max(1.0, R.Timing.MemAccLa +
                                               R.Timing.MemAccBw)),
          0.0, 100.0));
      if (R.StageLatency > 0) {
        // What hides a stage: the issue of the iterations its waits keep
        // it in flight through (the stage floor, LHFModel.cpp).
        unsigned Kept = stageLookahead(K, I);
        double Body = 0;
        for (size_t J : loopBody(K, I))
          Body += P.Segments[J].SMComputeTime;
        unsigned Covered = unsigned(
            std::clamp(100.0 * Kept * Body / R.StageLatency, 0.0, 100.0));
        H.Message = llvm::formatv(
            "latency-bound: segment {0}'s asynchronous copies ({1}) stay in "
            "flight through {2} wait(s) (wait_group {2}) before one takes "
            "them; the {3:f0} cycles of issue in between cover only {4}% of "
            "their {5:f0}-cycle latency: too few pipeline stages: issue each "
            "copy one stage further ahead of its wait (one more buffer{6})",
            I, What, Kept, Kept * Body, Covered, std::floor(R.StageLatency),
            oneMoreStage(P, K, G, Opts, pipelineStageBytes(K, P.TLP)));
      } else if (R.WaitsOnMemory && Key && Key->WaitedAtOnce)
        H.Message = llvm::formatv(
            "latency-bound: segment {0} waits {1:f0} cycles for its "
            "asynchronous copies ({2}, {3}); {4} warps per SM hide only {5}% "
            "of it: too few pipeline stages: issue each copy one stage "
            "further ahead of its wait (one more buffer{6})",
            I, std::floor(R.Timing.MemAccLa), What, memLevelKey(R.WaitLevel),
            P.W, Hidden,
            oneMoreStage(P, K, G, Opts, pipelineStageBytes(K, P.TLP)));
      else if (R.WaitsOnMemory)
        H.Message = llvm::formatv(
            "latency-bound: segment {0} waits {1:f0} cycles on {2} ({3}); {4} "
            "warps per SM hide only {5}% of it: add independent work between "
            "the load and its use, or more resident warps",
            I, std::floor(R.Timing.MemAccLa), What, memLevelKey(R.WaitLevel),
            P.W, Hidden);
      else
        H.Message = llvm::formatv(
            "latency-bound: segment {0}'s stores ({1}) take {2:f0} cycles to "
            "drain; {3} warps per SM overlap only {4}% of it: more resident "
            "warps, or more work per stored byte",
            I, What, std::floor(R.Timing.MemAccLa), P.W, Hidden);
    }
    P.Hints.push_back(H);
    break;
  }
  case Bottleneck::Barrier: {
    int I = argmaxSegment(P, [](const SegmentResult &R) {
      return R.Count * R.BarrierExtra;
    });
    if (I < 0)
      break;
    const SegmentResult &R = P.Segments[I];
    const Segment &S = K.Segments[I];
    Hint H = hintAt(Bottleneck::Barrier, S, findKey(S, KeyInstr::Barrier));
    H.PredictedGain = R.Count * R.BarrierExtra * Rep;
    H.Message = llvm::formatv(
        "barrier-bound: the barrier ending segment {0} keeps the {1} warps of "
        "a block from hiding each other's wait; fewer or cheaper "
        "synchronisations, or more blocks per SM",
        I, P.TLP);
    P.Hints.push_back(H);
    break;
  }
  case Bottleneck::Issue: {
    int I = argmaxSegment(
        P, [](const SegmentResult &R) { return R.Count * R.SMComputeTime; });
    if (I < 0)
      break;
    const SegmentResult &R = P.Segments[I];
    const Segment &S = K.Segments[I];
    Hint H = hintAt(Bottleneck::Issue, S, findKey(S, KeyInstr::Compute));
    double Instrs = S.totalInstrs();
    // Each warp instruction removed from this segment saves its share of
    // the segment's issue time.
    H.PredictedGain =
        Instrs > 0 ? R.Count * R.SMComputeTime / Instrs * Rep : 0;
    H.Message = llvm::formatv(
        "issue-bound: segment {0} issues {1} warp instructions ({2} cycles "
        "per warp, executed {3} times); each instruction removed there saves "
        "the predicted gain",
        I, Instrs, R.Timing.ILP, R.Count);
    P.Hints.push_back(H);
    break;
  }
  case Bottleneck::TensorPipe: {
    int I = argmaxSegment(P, [](const SegmentResult &R) {
      return R.TensorTime > 0 ? R.Count * R.SMComputeTime : 0.0;
    });
    if (I < 0)
      break;
    const SegmentResult &R = P.Segments[I];
    const Segment &S = K.Segments[I];
    Hint H = hintAt(Bottleneck::TensorPipe, S, findKey(S, KeyInstr::Compute));
    H.PredictedGain = 0;
    H.Message = llvm::formatv(
        "tensor-pipe-bound: segment {0} keeps the matrix pipe busy {1} "
        "cycles per warp (executed {2} times), longer than its other work; "
        "only fewer or lower-precision matrix operations (or a GPU with a "
        "faster tensor pipe) make it faster",
        I, llvm::formatv("{0:f1}", R.TensorTime), R.Count);
    // How close the operands' shared-memory traffic comes to bounding it.
    double ShBytes = S.mem(MemLevel::Shared).bandwidthBytes();
    double ShBW = G.mem(MemLevel::Shared).BytesPerClkPerSM;
    if (ShBytes > 0 && ShBW > 0 && R.TensorTime > 0) {
      double Busy = 100.0 * ShBytes / ShBW / R.TensorTime;
      H.Message += llvm::formatv(
          "; shared memory is busy {0:f0}% of that time ({1:f0} bytes per "
          "warp){2}",
          Busy, ShBytes,
          Busy >= 80 ? ": close to bound by shared-memory bandwidth too" : "");
    }
    P.Hints.push_back(H);
    break;
  }
  default:
    break;
  }

  // Exposed latency that more warps could hide: name the occupancy limiter.
  size_t Before = P.Hints.size();
  if (P.Main == Bottleneck::MemoryLatency || P.Main == Bottleneck::Barrier)
    addOccupancyHint(P, K, G, Opts);
  if (P.Hints.size() > Before && P.Main == Bottleneck::MemoryLatency &&
      P.Hints.back().PredictedGain > P.Hints.front().PredictedGain * 0.5)
    P.Main = Bottleneck::Occupancy;
  addAccessHints(P, K, G, Opts);
}

} // namespace lhf
