//===- Hints.cpp - What to change, and what it would gain -----------------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// docs/model.md section 6: each hint names a change a CUDA developer
/// makes (coalesce, pad, a register tile, float4, a smaller footprint, a
/// grid of whole waves) and its gain is the model re-run on the kernel so
/// changed, never more than the headroom to the roof of the units it
/// leaves busy (SpeedOfLight). Hints are sorted by gain; those under
/// ModelOptions::MinHintShare of the kernel's time are left out.
///
//===----------------------------------------------------------------------===//

#include "HintGain.h"
#include "lhf/Model/Format.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/FormatVariadic.h"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <map>
#include <tuple>

namespace lhf {

namespace {
/// A fix's words: the hint text's start, the JSON key, and what to change
/// in one short sentence.
struct FixWords {
  HintFix Fix;
  const char *Name, *Key, *Action;
};
} // namespace

static const FixWords Words[] = {
    {HintFix::None, "", "none", ""},
    {HintFix::Coalesce, "coalescing", "coalesce",
     "make neighbouring threads access neighbouring addresses"},
    {HintFix::PadOrSwizzle, "bank conflict", "pad_or_swizzle",
     "pad or swizzle the shared array so that a warp's accesses hit different "
     "banks"},
    {HintFix::RenumberBlocks, "partition camping", "renumber_blocks",
     "renumber the blocks so that those running at once use different DRAM "
     "partitions"},
    {HintFix::RegisterTile, "register tiling", "register_tiling",
     "compute several outputs per thread from values held in registers"},
    {HintFix::Vectorise, "vector access", "vectorise",
     "move 16 bytes per thread and instruction (float4)"},
    {HintFix::LargerWarpTile, "larger warp tile", "larger_warp_tile",
     "give each warp a larger tile of the output"},
    {HintFix::MoreStages, "pipeline stages", "more_stages",
     "load the next tile while this one is computed"},
    {HintFix::HideLatency, "memory latency", "independent_work",
     "give each thread more independent work before it waits"},
    {HintFix::FewerRegisters, "occupancy", "fewer_registers",
     "use fewer registers per thread so that more blocks fit on an SM"},
    {HintFix::LessSharedMemory, "occupancy", "less_shared_memory",
     "use less shared memory per block so that more blocks fit on an SM"},
    {HintFix::FewerBarriers, "barrier", "fewer_barriers",
     "synchronise the block less often"},
    {HintFix::FewerInstructions, "index arithmetic", "fewer_instructions",
     "compute addresses with fewer instructions"},
    {HintFix::FillLastWave, "tail effect", "fill_last_wave",
     "size the grid to fill the last wave"},
    {HintFix::FewerBlocks, "block launches", "fewer_blocks",
     "launch fewer blocks that each do more (more elements per thread, or a "
     "grid-stride loop)"},
    {HintFix::CombineAtomics, "atomics on one word", "combine_atomics",
     "sum within the warp (shuffles) or the block first, one atomic per "
     "block"},
    {HintFix::PrivatiseAtomics, "atomics on a few lines", "privatise_atomics",
     "count in shared memory per block, then add the block's counts to the "
     "global ones once"},
    {HintFix::MoreWorkPerThread, "more work per thread", "more_work_per_thread",
     "have each thread combine several elements before the block's shared "
     "work, in fewer blocks"},
    {HintFix::DecoupledLookBack, "blocks in turn", "decoupled_lookback",
     "publish each block's own sum before it waits, and let it look back "
     "past the blocks before it (a decoupled look-back)"},
};
static_assert(std::size(Words) == unsigned(HintFix::DecoupledLookBack) + 1,
              "every HintFix has its words");

static const FixWords &wordsOf(HintFix F) {
  for (const FixWords &W : Words)
    if (W.Fix == F)
      return W;
  return Words[0];
}

const char *hintFixName(HintFix F) { return wordsOf(F).Name; }
const char *hintFixKey(HintFix F) { return wordsOf(F).Key; }
const char *hintFixAction(HintFix F) { return wordsOf(F).Action; }

Hint hintAt(Bottleneck B, HintFix F, const Segment &S, const KeyInstr *Key) {
  Hint H;
  H.Kind = B;
  H.Fix = F;
  bool AtKey = Key && Key->Loc.valid();
  H.Loc = AtKey ? Key->Loc : S.Loc;
  H.Origin = AtKey ? Key->Origin : S.Origin;
  return H;
}

void setGain(Hint &H, const Prediction &P, double Gain, double Roof) {
  double Headroom = std::max(0.0, P.TimeTotal - Roof);
  Gain = std::max(0.0, Gain);
  H.Capped = Gain > Headroom;
  H.PredictedGain = std::min(Gain, Headroom);
  H.RoofAfter = Roof;
}

void setWhatIfGain(Hint &H, const Prediction &P, const KernelDesc &Changed,
                   const GPUDesc &G, const ModelOptions &Opts) {
  Prediction Q = predictWithBLP(Changed, G, Opts, P.Occ, P.BLP);
  setGain(H, P, P.TimeTotal - Q.TimeTotal, Q.SOL.RoofCycles);
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
  Hint H;
  H.Kind = Bottleneck::Occupancy;
  H.Loc = K.Loc;
  setGain(H, P, P.TimeTotal - More.TimeTotal, P.SOL.RoofCycles);
  if (H.PredictedGain <= 0)
    return;
  OccupancyInput In = occupancyInput(K, G, Opts);
  if (L == OccLimiter::Registers) {
    unsigned R = maxRegsForBlocks(G, In, P.BLP + 1);
    H.Fix = HintFix::FewerRegisters;
    H.Message = llvm::formatv(
        "registers limit occupancy to {0} blocks ({1} warps) per SM; at most "
        "{2} registers per thread (now {3}, {4}) would fit {5} blocks: "
        "__launch_bounds__({6}, {5}) or -maxrregcount={2}",
        P.BLP, P.BLP * P.TLP, R, K.RegsPerThread, K.RegsSource, P.BLP + 1,
        K.Block.total());
  } else {
    uint64_t S = maxSmemForBlocks(G, In, P.BLP + 1);
    H.Fix = HintFix::LessSharedMemory;
    H.Message = llvm::formatv(
        "shared memory limits occupancy to {0} blocks ({1} warps) per SM; at "
        "most {2} bytes per block (now {3}) would fit {4} blocks",
        P.BLP, P.BLP * P.TLP, S, In.SmemPerBlock, P.BLP + 1);
    // Most of a pipelined kernel's shared memory is its stages' buffers.
    double Stage = pipelineStageBytes(K, P.TLP);
    if (Stage > 0 && Stage <= double(In.SmemPerBlock)) {
      unsigned Stages = unsigned(double(In.SmemPerBlock) / Stage);
      unsigned Fewer = unsigned(std::ceil(double(In.SmemPerBlock - S) / Stage));
      // Only where the copies plausibly fill the buffers (at most 8
      // stages) and at least two stages stay.
      if (Fewer >= 1 && Stages <= 8 && Stages >= Fewer + 2)
        H.Message += llvm::formatv(
            "; each stage of the asynchronous-copy pipeline takes {0:f0} "
            "bytes: {1} stage(s) fewer would fit {2} blocks",
            num(Stage), Fewer, P.BLP + 1);
    }
  }
  // Exposed latency that one more block would mostly hide: occupancy is
  // what bounds the kernel.
  if (P.Main == Bottleneck::MemoryLatency)
    for (const Hint &Main : P.Hints)
      if (Main.Kind == P.Main && H.PredictedGain > Main.PredictedGain * 0.5)
        P.Main = Bottleneck::Occupancy;
  P.Hints.push_back(H);
}

/// What an access hint of \p Kind says about \p Key.
static std::string accessHintMessage(Bottleneck Kind, const KeyInstr &Key) {
  switch (Kind) {
  case Bottleneck::BankConflict:
    // 16-byte rows (ldmatrix, vector loads) are served 8 lanes at a time:
    // a one-word pad would break their alignment.
    return llvm::formatv(
        "{0}-way ({1}): {2} so that a warp's lanes hit different banks",
        Key.BankWays, Key.Text,
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
    return llvm::formatv("{0:f0} sectors per request, ideal "
                         "{1:f0} ({2}): make consecutive lanes access "
                         "consecutive addresses (stage the tile through "
                         "shared memory if the index must stay)",
                         num(Key.Transactions), num(Key.IdealTransactions),
                         Key.Text);
  }
}

static HintFix accessFix(Bottleneck Kind) {
  switch (Kind) {
  case Bottleneck::BankConflict:
    return HintFix::PadOrSwizzle;
  case Bottleneck::PartitionCamping:
    return HintFix::RenumberBlocks;
  default:
    return HintFix::Coalesce;
  }
}

/// Whether a what-if that only lowers the memory traffic of segments
/// \p Touched cannot gain MinHintShare of the kernel's time, so that its
/// hint would be left out anyway. Bytes change no segment's issue (ILP),
/// so the others' results stay, and a touched segment gains at most its
/// exposed latency: the gain is at most RepNum x the sum of Count x
/// ExposedLatency over \p Touched. Skipping those re-runs keeps a kernel
/// of many accesses from costing accesses x segments.
static bool cannotMatter(const Prediction &P,
                         const std::vector<size_t> &Touched,
                         const ModelOptions &Opts) {
  if (Opts.MinHintShare <= 0)
    return false;
  double Bound = 0;
  for (size_t I : Touched)
    if (I < P.Segments.size())
      Bound += P.Segments[I].Count * P.Segments[I].ExposedLatency;
  Bound *= std::max(1.0, P.RepNum);
  // A margin for the rounding of the re-run's difference of totals.
  return Bound * (1 + 1e-9) + 1e-9 < Opts.MinHintShare * P.TimeTotal;
}

/// Hints for accesses that move more than they would coalesced, replay on
/// bank conflicts, or camp on a few DRAM partitions. Accesses of one source
/// line (unrolled copies) form one hint of each kind; its gain is the model
/// re-run with all of them ideal. Returns the number of hints left out
/// without a re-run (cannotMatter).
static unsigned addAccessHints(Prediction &P, const KernelDesc &K,
                               const GPUDesc &G, const ModelOptions &Opts) {
  /// One access's part of a group's what-if.
  struct Change {
    size_t Segment;
    const KeyInstr *Key;
  };
  struct Group {
    Hint H;
    std::vector<Change> Changes;
    std::vector<size_t> Touched;
  };
  std::map<std::tuple<Bottleneck, std::string, unsigned, std::string>, Group>
      Groups;
  for (size_t I = 0; I < K.Segments.size(); ++I) {
    const Segment &S = K.Segments[I];
    if (S.Count <= 0)
      continue;
    for (const KeyInstr &Key : S.Keys) {
      // Lanes whose addresses are data (`hist[in[i]]`) keep the data's
      // order: no layout or padding of the code makes them neighbours.
      if (Key.DataIndexed && Key.CampedBytes <= 0)
        continue;
      bool Shared = Key.BankWays > 1 && !Key.DataIndexed;
      bool Wasteful = !Shared && !Key.DataIndexed &&
                      Key.Level != MemLevel::Shared &&
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
          // A machine access without a source position: its segment's.
          Gr.H = hintAt(Kind, accessFix(Kind), S, &Key);
          Gr.H.Message = accessHintMessage(Kind, Key);
        }
        Gr.Changes.push_back({I, &Key});
        if (Gr.Touched.empty() || Gr.Touched.back() != I)
          Gr.Touched.push_back(I);
      }
    }
  }
  unsigned Skipped = 0;
  for (auto &[GK, Gr] : Groups) {
    if (cannotMatter(P, Gr.Touched, Opts)) {
      ++Skipped;
      continue;
    }
    Bottleneck Kind = std::get<0>(GK);
    KernelDesc Ideal = whatIfCopy(K);
    for (const Change &C : Gr.Changes) {
      const KeyInstr &Key = *C.Key;
      MemTraffic &M = Ideal.Segments[C.Segment].mem(Key.Level);
      if (Kind == Bottleneck::PartitionCamping) {
        MemTraffic &D = Ideal.Segments[C.Segment].mem(MemLevel::Global);
        D.CampedBytes = std::max(0.0, D.CampedBytes - Key.CampedBytes);
        continue;
      }
      double Excess = std::max(0.0, Key.Bytes - Key.IdealBytes);
      double &Bytes = Key.K == KeyInstr::Load ? M.LoadBytes : M.StoreBytes;
      Bytes = std::max(0.0, Bytes - Excess);
      // Coalesced, the store writes whole sectors: off the L2's queue of
      // partial writes.
      if (Kind == Bottleneck::Uncoalesced) {
        M.StoreSectors = std::max(0.0, M.StoreSectors - Key.StoreSectors);
        M.StoreLines = std::max(0.0, M.StoreLines - Key.StoreLines);
        MemTraffic &L1 = Ideal.Segments[C.Segment].mem(MemLevel::L1);
        L1.LinePassBytes = std::max(0.0, L1.LinePassBytes - Key.LinePassBytes);
      }
    }
    setWhatIfGain(Gr.H, P, Ideal, G, Opts);
    P.Hints.push_back(std::move(Gr.H));
  }
  return Skipped;
}

/// Vector access: a thread's loads of consecutive global elements that no
/// compiler merged (KeyInstr::VectorWith, found by the region scheduler).
/// The what-if reads each group with one wide load.
static void addVectoriseHints(Prediction &P, const KernelDesc &K,
                              const GPUDesc &G, const ModelOptions &Opts) {
  struct Group {
    Hint H;
    KernelDesc Wide;
  };
  std::map<std::tuple<std::string, unsigned, std::string>, Group> Groups;
  for (size_t I = 0; I < K.Segments.size(); ++I) {
    const Segment &S = K.Segments[I];
    if (S.Count <= 0)
      continue;
    for (const KeyInstr &Key : S.Keys) {
      if (Key.K != KeyInstr::Load || !Key.VectorWith)
        continue;
      auto GKey = std::make_tuple(Key.Loc.File, Key.Loc.Line,
                                  Key.Loc.valid() ? "" : Key.Text);
      auto [It, New] = Groups.try_emplace(GKey);
      Group &Gr = It->second;
      unsigned Width = (Key.VectorWith + 1) * Key.LaneBytes;
      if (New) {
        Gr.Wide = whatIfCopy(K);
        Gr.H = hintAt(Bottleneck::Issue, HintFix::Vectorise, S, &Key);
        Gr.H.Message = llvm::formatv(
            "{0} and the {1} load(s) after it read a thread's consecutive "
            "elements: one {2}-byte load ({3} through reinterpret_cast, on "
            "{2}-byte-aligned addresses) reads them in one instruction",
            Key.Text, Key.VectorWith, Width,
            Width == 16 ? "float4 or int4" : "float2 or int2");
      }
      Segment &W = Gr.Wide.Segments[I];
      double &Issue = W.count(InstrClass::GlobalIssue);
      Issue = std::max(0.0, Issue - Key.VectorWith);
      double &Req = W.mem(Key.Level).LoadRequests;
      Req = std::max(0.0, Req - Key.VectorWith);
    }
  }
  for (auto &[GK, Gr] : Groups) {
    setWhatIfGain(Gr.H, P, Gr.Wide, G, Opts);
    P.Hints.push_back(std::move(Gr.H));
  }
}

/// Index arithmetic: where integer, branch and other bookkeeping
/// instructions take at least 30% of the issue of the kernel's busiest
/// segment. Unrolling and hoisting remove some of them; the what-if
/// assumes half, and says so.
static void addInstructionHint(Prediction &P, const KernelDesc &K,
                               const GPUDesc &G, const ModelOptions &Opts) {
  int Busiest = -1;
  double Most = 0;
  for (const SegmentResult &R : P.Segments)
    if (R.Count * R.SMComputeTime > Most)
      Most = R.Count * R.SMComputeTime, Busiest = int(R.Index);
  if (Busiest < 0)
    return;
  const InstrClass Bookkeeping[] = {InstrClass::Int, InstrClass::IntMul,
                                    InstrClass::Branch, InstrClass::Misc,
                                    InstrClass::Conversion};
  auto Cycles = [&](const Segment &S, InstrClass C) {
    return S.count(C) * G.Instrs[unsigned(C)].Throughput;
  };
  const Segment &S = K.Segments[Busiest];
  double All = 0, Book = 0;
  for (unsigned C = 0; C < NumInstrClasses; ++C)
    All += Cycles(S, InstrClass(C));
  for (InstrClass C : Bookkeeping)
    Book += Cycles(S, C);
  if (All <= 0 || Book < 0.3 * All)
    return;
  KernelDesc Half = whatIfCopy(K);
  for (Segment &T : Half.Segments)
    for (InstrClass C : Bookkeeping)
      T.count(C) *= 0.5;
  Hint H = hintAt(Bottleneck::Issue, HintFix::FewerInstructions, S, nullptr);
  setWhatIfGain(H, P, Half, G, Opts);
  // Outside a loop there is no loop to unroll: the work is addresses
  // computed afresh for each access, or a math routine's own (S3D's
  // straight-line kernels of exp() calls).
  H.Message = llvm::formatv(
      "{0:f0}% of the issue of segment {1} ({2:f0} of "
      "{3:f0} cycles per warp) is integer, branch and conversion work; {4}",
      num(100.0 * Book / All), Busiest, num(Book), num(All),
      S.Count > 1
          ? "unrolling the loop and computing addresses once outside it (a "
            "pointer advanced by a constant) removes part of it (the gain "
            "assumes half)"
          : "computing addresses once (a pointer advanced by a constant) "
            "removes the part that is address arithmetic (the gain assumes "
            "half; a math routine's own integer work, such as exp's or "
            "log's range reduction, stays)");
  P.Hints.push_back(H);
}

/// Tail effect: a grid of several waves whose last one is partly empty:
/// its few blocks per SM wait as long as a full wave's (docs/model.md
/// section 37); the same work in whole waves would not.
static void addTailHint(Prediction &P, const KernelDesc &K, const GPUDesc &G) {
  // A bandwidth-bound kernel's last wave has the whole bandwidth to
  // itself: no gain is promised there.
  double Waves = P.SOL.Waves;
  if (P.RepNum < 2 || Waves <= 0 || Waves >= P.RepNum ||
      P.Main == Bottleneck::MemoryBandwidth || P.TimeOneRep <= 0)
    return;
  // The time in waves now: whole ones and the last at its own W.
  double Now = P.workCycles() / P.TimeOneRep;
  if (Now <= Waves)
    return;
  Hint H;
  H.Kind = Bottleneck::Occupancy;
  H.Fix = HintFix::FillLastWave;
  H.Loc = K.Loc;
  setGain(H, P, P.TimeTotal * (1 - Waves / Now), P.SOL.RoofCycles);
  uint64_t Wave = uint64_t(P.BLP) * G.SMCount;
  H.Message = llvm::formatv(
      "the grid's {0} blocks are {1:f2} waves of {2} resident "
      "blocks, the last {3:f0}% full; a grid of whole waves (a multiple of "
      "{2} blocks, each doing its share of the work, or a grid-stride loop "
      "over {2} blocks) takes {1:f2} instead of {4:f2} waves' time",
      P.NB, num(Waves), Wave, num(100.0 * (Waves - std::floor(Waves))),
      num(Now));
  P.Hints.push_back(H);
}

void addHints(Prediction &P, const KernelDesc &K, const GPUDesc &G,
              const ModelOptions &Opts) {
  if (!P.CanLaunch || P.TimeTotal <= 0)
    return;
  if (P.Main == Bottleneck::MemoryLatency || P.Main == Bottleneck::Barrier)
    addOccupancyHint(P, K, G, Opts);
  unsigned Skipped = addAccessHints(P, K, G, Opts);
  addTileHints(P, K, G, Opts);
  addVectoriseHints(P, K, G, Opts);
  addInstructionHint(P, K, G, Opts);
  addTailHint(P, K, G);
  addPipelineHint(P, K, G, Opts);
  addCoarsenHint(P, K, G, Opts);
  double Least = Opts.MinHintShare * P.TimeTotal;
  size_t Before = P.Hints.size();
  llvm::erase_if(P.Hints, [&](const Hint &H) {
    return Opts.MinHintShare > 0 && H.PredictedGain < Least;
  });
  P.HintsLeftOut = unsigned(Before - P.Hints.size()) + Skipped;
  // An access whose lanes' addresses rest on a guess (an unbound size's
  // stand-in, a value loaded from memory) has sectors and banks only as
  // good as the guess: its hint says so where it is read (ggml's broadcast
  // strides, 32 sectors at the stand-in 65536, are 1 in most tensors).
  for (Hint &H : P.Hints) {
    if ((H.Fix != HintFix::Coalesce && H.Fix != HintFix::PadOrSwizzle) ||
        !H.Loc.valid())
      continue;
    if (llvm::any_of(P.Notes, [&](const Assumption &A) {
          return (A.Kind == AssumptionKind::Size ||
                  A.Kind == AssumptionKind::Data) &&
                 A.Loc.Line == H.Loc.Line && A.Loc.File == H.Loc.File;
        }))
      H.Message += llvm::formatv(" (the addresses rest on a guess: the "
                                 "note at line {0})",
                                 H.Loc.Line);
  }
  std::stable_sort(P.Hints.begin(), P.Hints.end(),
                   [](const Hint &A, const Hint &B) {
                     return A.PredictedGain > B.PredictedGain;
                   });
}

} // namespace lhf
