//===- LHFModel.cpp - TimeOneRep, RepNum, TimeTotal -----------------------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Turns segments into the paper's per-segment quantities and adds them up.
/// Decisions beyond the paper are docs/model.md's: whole waves for RepNum,
/// the `max` aggregation by default, the last segment synchronising on 1.x.
///
//===----------------------------------------------------------------------===//

#include "lhf/Model/LHFModel.h"
#include "lhf/Model/Format.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FormatVariadic.h"

#include <algorithm>
#include <cmath>

namespace lhf {

const char *aggregationName(Aggregation A) {
  switch (A) {
  case Aggregation::Paper:
    return "paper";
  case Aggregation::Max:
    return "max";
  case Aggregation::Sim:
    return "sim";
  }
  return "max";
}

const char *bottleneckName(Bottleneck B) {
  switch (B) {
  case Bottleneck::None:
    return "none";
  case Bottleneck::MemoryLatency:
    return "memory latency";
  case Bottleneck::MemoryBandwidth:
    return "memory bandwidth";
  case Bottleneck::Issue:
    return "issue";
  case Bottleneck::Barrier:
    return "barrier";
  case Bottleneck::TensorPipe:
    return "tensor pipe";
  case Bottleneck::BlockLaunch:
    return "block launches";
  case Bottleneck::OneWordAtomics:
    return "atomics on one word";
  case Bottleneck::LineAtomics:
    return "atomics on a few lines";
  case Bottleneck::BlockChain:
    return "blocks in turn";
  case Bottleneck::Occupancy:
    return "occupancy";
  case Bottleneck::CannotLaunch:
    return "cannot launch";
  case Bottleneck::Uncoalesced:
    return "coalescing";
  case Bottleneck::BankConflict:
    return "bank conflict";
  case Bottleneck::PartitionCamping:
    return "partition camping";
  }
  return "none";
}

double SMComputeTime(unsigned W, double ILP) { return W * ILP; }

double MemAccBw(double DataSize, double BytesPerClkPerSM) {
  return BytesPerClkPerSM > 0 ? DataSize / BytesPerClkPerSM : 0;
}

double RepNumPaper(uint64_t NB, unsigned BLP, unsigned NSM) {
  if (BLP == 0 || NSM == 0)
    return 0;
  return double(NB) / (double(BLP) * NSM);
}

double RepNumWaves(uint64_t NB, unsigned BLP, unsigned NSM) {
  return std::ceil(RepNumPaper(NB, BLP, NSM));
}

double BandwidthFloor(unsigned W, double MemAccBw, double SMComputeTime) {
  return std::max(0.0, W * MemAccBw - SMComputeTime);
}

double PipelineLatencyFloor(double MemAccLa, double BlockBody, double Body,
                            unsigned Lookahead) {
  // A copy that Lookahead waits keep in flight before the next takes it
  // has about Lookahead iterations of its block's issue and the stalls of
  // those waits between its issue and that wait, which stalls for what
  // they left of MemAccLa: s = (MemAccLa - Lookahead x BlockBody - Lookahead
  // x s), so the block's period BlockBody + s is (MemAccLa + BlockBody) /
  // (Lookahead + 1). The other blocks of the SM run theirs side by side,
  // their issue already counted in Body.
  double Period = (MemAccLa + BlockBody) / (double(Lookahead) + 1);
  return std::max(0.0, Period - Body);
}

double TimeOneRep(const std::vector<SegmentResult> &Segments) {
  double T = 0;
  for (const SegmentResult &R : Segments)
    T += R.total();
  return T;
}

double TimeTotal(double TimeOneRep, double RepNum) {
  return TimeOneRep * RepNum;
}

double ExposedLatency(const SegmentTiming &T, unsigned W, unsigned TLP,
                      bool Sync, Aggregation Agg) {
  if (T.MemAccLa <= 0 && T.MemAccBw <= 0)
    return 0;
  double Sum = 0, Max = 0;
  for (unsigned J = 1; J <= W; ++J) {
    HiddenTerms H = Sync ? latencyHiddenSynTerms(T, W, J, TLP)
                         : latencyHiddenConTerms(T, W, J);
    // MemAccessLatency_{i,j} = D(i,j): the wait warp j would see unhidden.
    double E = H.D * H.factor();
    Sum += E;
    Max = std::max(Max, E);
  }
  return Agg == Aggregation::Paper ? Sum : Max;
}

double segmentTensorTime(const Segment &S, const GPUDesc &G) {
  double T = 0;
  for (unsigned I = 0; I < NumTensorTypes; ++I)
    if (S.TensorFlops[I] > 0 && G.TensorFlopsPerClkSM[I] > 0)
      T += S.TensorFlops[I] / G.TensorFlopsPerClkSM[I];
  return T;
}

double scatteredStoreCycles(const Segment &S, const GPUDesc &G) {
  if (!G.knowsL2StoreRates())
    return 0;
  double Sectors = 0, Lines = 0;
  for (const MemTraffic &M : S.Mem) {
    Sectors += M.StoreSectors;
    Lines += M.StoreLines;
  }
  return std::max(Sectors / G.L2StoreSectorsPerClkSM,
                  Lines / G.L2StoreLinesPerClkSM);
}

Pipe pipeOf(InstrClass C) {
  switch (C) {
  case InstrClass::FP32:
  case InstrClass::FP32SmemOperand:
  case InstrClass::FP16:
    return Pipe::FMA;
  case InstrClass::IntMul:
    return Pipe::IMAD;
  case InstrClass::Int:
  case InstrClass::Misc:
    return Pipe::ALU;
  case InstrClass::FP64:
    return Pipe::FP64;
  case InstrClass::SFU:
  case InstrClass::Conversion:
    return Pipe::XU;
  case InstrClass::GlobalIssue:
  case InstrClass::SharedIssue:
  case InstrClass::ConstIssue:
  case InstrClass::Atomic:
  case InstrClass::Shuffle:
    return Pipe::MIO;
  case InstrClass::Branch:
    return Pipe::Branch;
  case InstrClass::Sync:
    return Pipe::Barrier;
  }
  return Pipe::ALU;
}

double segmentILP(const Segment &S, const GPUDesc &G) {
  double ILP = 0;
  if (G.DispatchCycles > 0) {
    // Measured on an H100 (validation/hw/h100-micro-extra.csv, mix rows):
    // 4 LOP3 + 4 FFMA chains issue at 0.256 cycles per instruction, not
    // the 0.375 their costs add up to.
    std::array<double, NumPipes> Busy{};
    double Issued = 0;
    for (unsigned C = 0; C < NumInstrClasses; ++C) {
      Issued += S.Instrs[C];
      Busy[unsigned(pipeOf(InstrClass(C)))] +=
          S.Instrs[C] * G.Instrs[C].Throughput;
    }
    ILP = Issued * G.DispatchCycles;
    for (double B : Busy)
      ILP = std::max(ILP, B);
  } else {
    for (unsigned C = 0; C < NumInstrClasses; ++C)
      ILP += S.Instrs[C] * G.Instrs[C].Throughput;
  }
  // The matrix pipe works beside the issue of other instructions: a
  // segment takes the longer of the two (docs/model.md, tensor cores).
  return std::max(ILP, segmentTensorTime(S, G));
}

/// Segment \p I's successors with their share of its executions: the
/// next segment (wrapping) unless the front end said.
static std::vector<Successor> successors(const KernelDesc &K, size_t I) {
  std::vector<Successor> Succs = K.Segments[I].Succs;
  if (Succs.empty())
    Succs.push_back({static_cast<unsigned>((I + 1) % K.Segments.size()),
                     K.Segments[I].Count});
  return Succs;
}

/// The successor control reaches most often from segment \p At.
static size_t mostFrequentSuccessor(const KernelDesc &K, size_t At) {
  const std::vector<Successor> &Succs = K.Segments[At].Succs;
  if (Succs.empty())
    return (At + 1) % K.Segments.size();
  return std::max_element(Succs.begin(), Succs.end(),
                          [](const Successor &A, const Successor &B) {
                            return A.Count < B.Count;
                          })
      ->Index;
}

LoopBodies::LoopBodies(const KernelDesc &K) {
  size_t N = K.Segments.size();
  CycleOf.assign(N, -1);
  Pos.assign(N, 0);
  // 0: not seen; 1: on the path being followed; 2: done.
  std::vector<char> State(N, 0);
  std::vector<size_t> Path;
  for (size_t Start = 0; Start < N; ++Start) {
    Path.clear();
    size_t At = Start;
    while (At < N && State[At] == 0) {
      State[At] = 1;
      Path.push_back(At);
      At = mostFrequentSuccessor(K, At);
    }
    // Back on the path: the path from that segment on is a cycle.
    if (At < N && State[At] == 1) {
      auto From = std::find(Path.begin(), Path.end(), At);
      Cycles.emplace_back(From, Path.end());
      for (size_t J = 0; J < Cycles.back().size(); ++J) {
        CycleOf[Cycles.back()[J]] = int(Cycles.size() - 1);
        Pos[Cycles.back()[J]] = J;
      }
    }
    for (size_t J : Path)
      State[J] = 2;
  }
}

std::vector<size_t> LoopBodies::of(size_t I) const {
  if (I >= CycleOf.size() || CycleOf[I] < 0)
    return {I};
  const std::vector<size_t> &C = Cycles[CycleOf[I]];
  std::vector<size_t> Body(C.begin() + Pos[I], C.end());
  Body.insert(Body.end(), C.begin(), C.begin() + Pos[I]);
  return Body;
}

std::vector<size_t> loopBody(const KernelDesc &K, size_t I) {
  return LoopBodies(K).of(I);
}

double loopILP(const std::vector<double> &ILP,
               const std::vector<size_t> &Body) {
  double Sum = 0;
  for (size_t J : Body)
    Sum += ILP[J];
  return Sum;
}

unsigned stageLookahead(const KernelDesc &K, size_t I) {
  // The next wait that keeps groups in flight along the most frequent
  // successors: with one commit per iteration, wait_group N keeps a copy
  // through N waits and the (N + 1)-th takes it, whether the loop issues
  // before it waits (issue, commit, wait_group N) or after (wait_group N,
  // issue, commit: one buffer more for the same N, the one being read).
  size_t N = K.Segments.size();
  size_t At = I;
  for (size_t Step = 0; Step < N; ++Step) {
    if (unsigned Kept = K.Segments[At].CopyGroupsKept)
      return Kept;
    At = mostFrequentSuccessor(K, At);
    if (At >= N || At == I)
      break;
  }
  return 0;
}

/// Why a launch cannot run, or empty.
static std::string launchError(const KernelDesc &K, const GPUDesc &G) {
  if (!K.NotAnalysed.empty())
    return K.NotAnalysed;
  const SMLimits &L = G.Limits;
  auto Bad = [](const Dim3 &D) { return !D.X || !D.Y || !D.Z; };
  if (Bad(K.Block))
    return "block dimensions must be positive";
  if (Bad(K.Grid))
    return "grid dimensions must be positive";
  if (K.Block.X > L.MaxBlockDim.X || K.Block.Y > L.MaxBlockDim.Y ||
      K.Block.Z > L.MaxBlockDim.Z)
    return llvm::formatv("block ({0},{1},{2}) exceeds the maximum block "
                         "dimensions ({3},{4},{5})",
                         K.Block.X, K.Block.Y, K.Block.Z, L.MaxBlockDim.X,
                         L.MaxBlockDim.Y, L.MaxBlockDim.Z);
  for (const Segment &S : K.Segments)
    for (unsigned I = 0; I < NumTensorTypes; ++I)
      if (S.TensorFlops[I] > 0 && !(G.TensorFlopsPerClkSM[I] > 0))
        return llvm::formatv(
            "the kernel uses {0} tensor-core (matrix) instructions, which "
            "{1} (compute capability {2}.{3}) does not have",
            tensorTypeKey(static_cast<TensorType>(I)), G.Name, G.CCMajor,
            G.CCMinor);
  if (K.Grid.X > L.MaxGridDim.X || K.Grid.Y > L.MaxGridDim.Y ||
      K.Grid.Z > L.MaxGridDim.Z)
    return llvm::formatv("grid ({0},{1},{2}) exceeds the maximum grid "
                         "dimensions ({3},{4},{5})",
                         K.Grid.X, K.Grid.Y, K.Grid.Z, L.MaxGridDim.X,
                         L.MaxGridDim.Y, L.MaxGridDim.Z);
  return "";
}

/// How long a store to level \p L holds its slot: a DRAM store is
/// acknowledged by the L2 where there is one.
static double storeLatency(MemLevel L, const GPUDesc &G) {
  if (L == MemLevel::Global && G.CCMajor >= 2 &&
      G.mem(MemLevel::L2).Latency > 0)
    return G.mem(MemLevel::L2).Latency;
  return G.mem(L).Latency;
}

bool pipelinesCopies(const KernelDesc &K) {
  return llvm::any_of(K.Segments,
                      [](const Segment &S) { return S.CopyGroupsKept > 0; });
}

/// The latency of loads that wait on a level of latency \p Base, where
/// \p MissShare(L) is the share of the bytes of the cached accesses that
/// miss to a slower level L (their request at a faster one): a loop that
/// re-reads a sector from L1 16 times misses once, and pays DRAM's latency
/// in that share of its trips, not in every one (docs/model.md section
/// 30). The shares are the accesses' own: other traffic never shortens
/// the wait.
template <typename ShareFn>
static double cachedLatency(const GPUDesc &G, double Base, ShareFn MissShare) {
  double La = Base, Top = Base;
  for (unsigned L = 0; L < NumMemLevels; ++L)
    if (double Share = G.Mem[L].Latency > Base ? MissShare(L) : 0.0) {
      La += Share * (G.Mem[L].Latency - Base);
      Top = std::max(Top, G.Mem[L].Latency);
    }
  return std::min(La, Top);
}

namespace {
/// A level's loads as one wait sees them: all but the pipelined copies
/// (loadWait), or only those (pipelinedCopyLatency).
struct Waited {
  double Requests, Bytes;
};
} // namespace

/// The slowest level whose loads \p View shows with loads of its own
/// (requests, or bytes that are not another level's misses), and its
/// latency with the misses' share of the slower levels'; only when no
/// level has loads of its own, the slowest with bytes.
template <typename ViewFn>
static LoadWait slowestWait(const Segment &S, const GPUDesc &G, ViewFn View) {
  auto Loads = [&](unsigned L) {
    Waited V = View(S.Mem[L]);
    return V.Requests > 0 || V.Bytes > 0;
  };
  LoadWait W;
  for (bool Own : {true, false}) {
    for (unsigned L = 0; L < NumMemLevels; ++L) {
      Waited V = View(S.Mem[L]);
      if (!Loads(L) ||
          (Own && !(V.Requests > 0 || V.Bytes - S.Mem[L].MissLoadBytes > 0)))
        continue;
      auto Lv = static_cast<MemLevel>(L);
      if (!W.Waits || G.mem(Lv).Latency > G.mem(W.Level).Latency)
        W.Level = Lv;
      W.Waits = true;
    }
    if (W.Waits)
      break;
  }
  if (W.Waits)
    W.Latency = cachedLatency(G, G.mem(W.Level).Latency, [&](unsigned L) {
      return Loads(L) ? S.Mem[L].missShare() : 0.0;
    });
  return W;
}

LoadWait loadWait(const Segment &S, const GPUDesc &G, bool Staged) {
  return slowestWait(S, G, [&](const MemTraffic &M) {
    return Waited{M.LoadRequests - (Staged ? M.PipelinedLoadRequests : 0),
                  M.LoadBytes - (Staged ? M.PipelinedLoadBytes : 0)};
  });
}

double pipelinedCopyLatency(const Segment &S, const GPUDesc &G) {
  return slowestWait(
             S, G,
             [](const MemTraffic &M) {
               return Waited{M.PipelinedLoadRequests, M.PipelinedLoadBytes};
             })
      .Latency;
}

void refusePrediction(Prediction &P, std::string Reason) {
  P.CanLaunch = false;
  P.CannotLaunchReason = std::move(Reason);
  P.Main = Bottleneck::CannotLaunch;
  P.TimeOneRep = P.TimeTotal = P.TimeUs = 0;
  P.IssueCycles = P.LatencyCycles = P.BandwidthCycles = P.BarrierCycles = 0;
  P.TensorCycles = P.StartCycles = 0;
  P.Segments.clear();
  P.Hints.clear();
}

void refuseUnbelievable(Prediction &P) {
  if (std::isfinite(P.TimeTotal) && std::isfinite(P.TimeUs) &&
      P.TimeTotal >= 0 && P.TimeTotal <= MaxPredictedCycles)
    return;
  auto Shown = [](double V) {
    return std::isfinite(V) ? llvm::formatv("{0:e2}", num(V)).str()
                            : std::string("not finite");
  };
  refusePrediction(
      P, llvm::formatv(
             "no prediction: the model's time is not a finite number of at "
             "most 1e15 cycles (TimeOneRep {0}, RepNum {1}; a count past the "
             "range of a double is not finite); check the GPU file's figures "
             "and the loop trip counts",
             Shown(P.TimeOneRep), Shown(P.RepNum)));
}

KernelDesc whatIfCopy(const KernelDesc &K) {
  KernelDesc C;
  C.Name = K.Name;
  C.Block = K.Block;
  C.Grid = K.Grid;
  C.RegsPerThread = K.RegsPerThread;
  C.RegsSource = K.RegsSource;
  C.RegsEstimated = K.RegsEstimated;
  C.StaticSmemBytes = K.StaticSmemBytes;
  C.DynamicSmemBytes = K.DynamicSmemBytes;
  C.Loc = K.Loc;
  C.NotAnalysed = K.NotAnalysed;
  C.LaunchFrom = K.LaunchFrom;
  C.ChainRoundTrips = K.ChainRoundTrips;
  C.ChainLoc = K.ChainLoc;
  C.Segments.reserve(K.Segments.size());
  for (const Segment &S : K.Segments) {
    Segment T;
    T.Instrs = S.Instrs;
    T.Mem = S.Mem;
    T.TensorFlops = S.TensorFlops;
    T.Flops = S.Flops;
    // A what-if of anything else keeps the atomics' queues.
    T.OneWordAtomics = S.OneWordAtomics;
    T.OneWordFloatAtomics = S.OneWordFloatAtomics;
    T.LineAtomics = S.LineAtomics;
    T.LineAtomicUpdates = S.LineAtomicUpdates;
    T.LineFloatAtomicUpdates = S.LineFloatAtomicUpdates;
    T.EndsInBarrier = S.EndsInBarrier;
    T.CopyGroupsKept = S.CopyGroupsKept;
    T.Count = S.Count;
    T.Succs = S.Succs;
    T.Loc = S.Loc;
    T.Origin = S.Origin;
    C.Segments.push_back(std::move(T));
  }
  return C;
}

/// One wave's segments for P.W warps of P.TLP per block: each segment's
/// timing, the split of TimeOneRep, and TimeOneRep.
static void evaluateSegments(const KernelDesc &K, const GPUDesc &G,
                             const ModelOptions &Opts, const LoopBodies &Bodies,
                             Prediction &P) {
  size_t N = K.Segments.size();
  std::vector<double> ILP(N);
  for (size_t I = 0; I < N; ++I)
    ILP[I] = segmentILP(K.Segments[I], G);
  // Copies no wait of their region waits for are pipeline stages in a
  // kernel whose waits keep groups in flight; in one that always waits for
  // all of them (wait_group 0, wait_all), the next wait is for them too.
  bool Staged = pipelinesCopies(K);
  std::vector<bool> StageFloored(N);

  // On 1.x blocks were the scheduling unit: the last segment behaves as if
  // it ended in a barrier (paper 2.5).
  bool BlockScheduled = G.CCMajor < 2;
  for (size_t I = 0; I < N; ++I) {
    const Segment &S = K.Segments[I];
    SegmentResult R;
    R.Index = I;
    R.Label = S.Label;
    R.Loc = S.Loc;
    R.Count = S.Count;
    R.Sync = S.EndsInBarrier || (BlockScheduled && I + 1 == N);
    LoadWait Wait = loadWait(S, G, Staged);
    R.WaitsOnMemory = Wait.Waits;
    R.WaitLevel = Wait.Level;
    // Each level's bytes queue on that level's bandwidth; the levels work
    // in parallel, so the slowest queue is the segment's MemAccBw. A
    // pipelined copy's bytes queue too, but no warp of the segment waits
    // for them: the latency formulas see the bytes it waits for (OwnBw),
    // and all of them queue while the whole loop body issues.
    double OwnBw = 0;
    bool Pipelined = false;
    for (unsigned L = 0; L < NumMemLevels; ++L) {
      const MemTraffic &M = S.Mem[L];
      R.DataSize += M.bytes();
      R.IdealDataSize += M.IdealBytes;
      double BW = G.Mem[L].BytesPerClkPerSM;
      R.Timing.MemAccBw =
          std::max(R.Timing.MemAccBw, MemAccBw(M.bandwidthBytes(), BW));
      double PipelinedBytes = Staged ? M.PipelinedLoadBytes : 0;
      OwnBw =
          std::max(OwnBw, MemAccBw(M.bandwidthBytes() - PipelinedBytes, BW));
      Pipelined |= PipelinedBytes > 0;
    }
    // Scattered stores queue on the L2's rate of partial writes, beside
    // every level's bytes.
    double StoreBw = scatteredStoreCycles(S, G);
    R.Timing.MemAccBw = std::max(R.Timing.MemAccBw, StoreBw);
    OwnBw = std::max(OwnBw, StoreBw);
    double PipelinedLa = Pipelined ? pipelinedCopyLatency(S, G) : 0;
    R.Timing.ILP = ILP[I];
    R.Timing.MemAccLa = Wait.Latency;
    // Stores do not block the warp, but the SM keeps only so many in
    // flight: their bytes drain at most W x DataSize per latency (Little's
    // law), which the formulas express as a wait of the store's latency
    // (docs/model.md section 7). A store is done once the L2, the point of
    // coherence from 2.x on, accepts it: its bytes still queue on DRAM
    // bandwidth, but the wait is the L2's latency. The slowest level
    // either way, so that more traffic never shortens the wait.
    for (unsigned L = 0; L < NumMemLevels; ++L)
      if (S.Mem[L].StoreBytes > 0)
        R.Timing.MemAccLa =
            std::max(R.Timing.MemAccLa, storeLatency(MemLevel(L), G));
    R.SMComputeTime = SMComputeTime(P.W, ILP[I]);
    R.TensorTime = segmentTensorTime(S, G);
    R.Instrs = S.Instrs;
    R.GlobalLoads = S.mem(MemLevel::Global).LoadRequests +
                    S.mem(MemLevel::L2).LoadRequests +
                    S.mem(MemLevel::L1).LoadRequests;
    R.SharedLoads = S.mem(MemLevel::Shared).LoadRequests;
    for (const MemTraffic &M : S.Mem)
      R.Stores += M.StoreRequests;
    R.Compute = S.count(InstrClass::FP32) + S.count(InstrClass::FP64) +
                S.count(InstrClass::FP16) + S.count(InstrClass::Int) +
                S.count(InstrClass::IntMul) + S.count(InstrClass::SFU) +
                S.count(InstrClass::Conversion) +
                S.count(InstrClass::FP32SmemOperand);

    // Successors: the next segment (wrapping) unless the front end said.
    std::vector<Successor> Succs = successors(K, I);
    double Exposed = 0, ExposedCon = 0;
    for (const Successor &Su : Succs) {
      SegmentTiming T = R.Timing;
      T.MemAccBw = OwnBw;
      T.ILPNext = Su.Index < N ? ILP[Su.Index] : 0;
      Exposed += Su.Count * ExposedLatency(T, P.W, P.TLP, R.Sync, Opts.Agg);
      if (R.Sync)
        ExposedCon += Su.Count * ExposedLatency(T, P.W, P.TLP, false, Opts.Agg);
    }
    R.Timing.ILPNext = Succs.front().Index < N ? ILP[Succs.front().Index] : 0;
    // Stored per execution so that total() = Count x (compute + exposed).
    double PerExec = S.Count > 0 ? 1.0 / S.Count : 0;
    R.ExposedLatency = Exposed * PerExec;
    R.BarrierExtra = R.Sync ? std::max(0.0, Exposed - ExposedCon) * PerExec : 0;
    // Bandwidth floor (docs/model.md 7): the SM cannot move the W warps'
    // bytes faster than its bandwidth share, however much issue overlaps.
    // While a block waits at a barrier, the other blocks' warps issue their
    // next segment, as the sync case's N counts them (section 8).
    double Others = R.Sync && P.W > P.TLP
                        ? SMComputeTime(P.W - P.TLP, R.Timing.ILPNext)
                        : 0;
    // A pipelined copy's bytes cross while the loop body issues, one
    // iteration per stage: the SM cannot run an iteration faster than its
    // bytes take (the other blocks' issue is already in the body's time).
    double Floor = BandwidthFloor(P.W, OwnBw, R.SMComputeTime + Others);
    // Nor faster than a stage's latency allows: the loop's iterations
    // cover it only a few stages at a time (docs/model.md section 8).
    // Once per loop: its period holds every stage of the iteration.
    double StageFloor = 0;
    if (Pipelined) {
      std::vector<size_t> Loop = Bodies.of(I);
      double BodyILP = loopILP(ILP, Loop);
      double Body = SMComputeTime(P.W, BodyILP);
      Floor = std::max(Floor, BandwidthFloor(P.W, R.Timing.MemAccBw, Body));
      unsigned Ahead = StageFloored[I] ? 0 : stageLookahead(K, I);
      if (Ahead)
        StageFloor = PipelineLatencyFloor(
            PipelinedLa, SMComputeTime(P.TLP, BodyILP), Body, Ahead);
      for (size_t J : Loop)
        StageFloored[J] = true;
    }
    if (Floor > R.ExposedLatency) {
      R.FloorExtra = Floor - R.ExposedLatency;
      R.ExposedLatency = Floor;
    }
    bool StageBound = StageFloor > R.ExposedLatency;
    if (StageBound) {
      R.ExposedLatency = StageFloor;
      R.FloorExtra = 0;
      R.StageLatency = PipelinedLa;
    }
    // The bandwidth queue dominates when all resident warps' bytes take
    // longer than both the latency and their issue.
    R.BandwidthBound =
        !StageBound && (R.FloorExtra > 0 ||
                        P.W * R.Timing.MemAccBw >
                            std::max(R.Timing.MemAccLa, P.W * R.Timing.ILP));
    P.Segments.push_back(R);

    P.NBB += S.Count;
    addTimeSplit(P, R, 1);
  }
  overlapDriftingBlocks(K, G, Bodies, P);
  P.TimeOneRep = TimeOneRep(P.Segments);
}

void addTimeSplit(Prediction &P, const SegmentResult &R, double Sign) {
  double Issue = Sign * R.Count * R.SMComputeTime;
  double Mem = Sign * R.Count * (R.ExposedLatency - R.BarrierExtra);
  P.BarrierCycles += Sign * R.Count * R.BarrierExtra;
  // Where a loop's blocks drift apart and its queue takes the whole trip,
  // the issue runs under the queue (docs/model.md section 39).
  if (R.BandwidthBound && R.BlocksDrift) {
    P.BandwidthCycles += Issue + Mem;
    return;
  }
  P.IssueCycles += Issue;
  if (R.TensorTime > 0 && R.TensorTime >= R.Timing.ILP)
    P.TensorCycles += Issue;
  (R.BandwidthBound ? P.BandwidthCycles : P.LatencyCycles) += Mem;
}

/// A block's life has a floor (docs/model.md section 58): the SM starts
/// the next block a fixed time after one ends, and a block waits on its own
/// latency however many others share the SM. A wave takes at least the
/// start plus one block's time alone; with many blocks per SM their work
/// covers the starts and the floor does not bind.
static double blockStartCycles(const GPUDesc &G, unsigned TLP) {
  return G.BlockStartCycles + G.BlockStartCyclesPerWarp * TLP;
}

static void applyBlockStart(const GPUDesc &G, double Alone, Prediction &P) {
  double Start = blockStartCycles(G, P.TLP);
  // Bounded by Start (the time alone is at most the wave's): not worth a
  // second evaluation where it cannot move the time by a thousandth.
  if (Start <= 0 || P.TimeOneRep <= 0 || Start < 1e-3 * P.TimeOneRep)
    return;
  double Floor = Start + Alone;
  P.StartCycles = std::max(0.0, Floor - P.TimeOneRep);
  // A wait that more resident blocks would cover, as exposed latency is.
  P.LatencyCycles += P.StartCycles;
  P.TimeOneRep += P.StartCycles;
  P.TimeLastRep = std::max(P.TimeLastRep, std::min(Floor, P.TimeOneRep));
}

Prediction predictWithBLP(const KernelDesc &K, const GPUDesc &G,
                          const ModelOptions &Opts, const Occupancy &Occ,
                          unsigned BLP) {
  Prediction P;
  P.Kernel = K.Name;
  P.LaunchFrom = K.LaunchFrom;
  P.GPU = G.Name;
  P.Agg = Opts.Agg;
  P.Occ = Occ;
  P.RegsPerThread = K.RegsPerThread;
  P.RegsSource = K.RegsSource;
  P.NB = K.Grid.total();
  P.TLP = Occ.WarpsPerBlock;
  P.BLP = BLP;
  if (BLP == 0) {
    P.CanLaunch = false;
    P.CannotLaunchReason = Occ.Reason;
    P.Main = Bottleneck::CannotLaunch;
    return P;
  }
  // A grid smaller than one full wave leaves SMs partly empty: only the
  // blocks that exist can hide each other's latency.
  uint64_t PerSM = (P.NB + G.SMCount - 1) / G.SMCount;
  P.BLPUsed = static_cast<unsigned>(std::min<uint64_t>(BLP, PerSM));
  P.W = P.TLP * P.BLPUsed;
  P.RepNumPaper = RepNumPaper(P.NB, BLP, G.SMCount);
  P.RepNum = RepNumWaves(P.NB, BLP, G.SMCount);

  // The loop bodies, once for the full waves and the last.
  LoopBodies Bodies(K);
  evaluateSegments(K, G, Opts, Bodies, P);
  // The last wave of a grid that does not fill it holds fewer blocks per
  // SM: its own W, so that its bytes and issue are its blocks' (a latency
  // it waits as long as a full wave; docs/model.md section 37).
  P.TimeLastRep = P.TimeOneRep;
  if (P.RepNum >= 2 && P.RepNumPaper < P.RepNum) {
    uint64_t Wave = uint64_t(BLP) * G.SMCount;
    uint64_t Left = P.NB - uint64_t(P.RepNum - 1) * Wave;
    Prediction Last;
    Last.TLP = P.TLP;
    Last.W = P.TLP * unsigned((Left + G.SMCount - 1) / G.SMCount);
    evaluateSegments(K, G, Opts, Bodies, Last);
    P.TimeLastRep = std::min(P.TimeOneRep, Last.TimeOneRep);
  }
  // One block alone on its SM (the latency no other block covers): the
  // floor of a block's life and of drifting waves. A second evaluation,
  // made only where one of them can use it.
  double Alone = P.TimeOneRep;
  double Start = blockStartCycles(G, P.TLP);
  if (P.W > P.TLP && P.TimeOneRep > 0 &&
      (wavesMayDrift(K, G, P.RepNum) ||
       (Start > 0 && Start >= 1e-3 * P.TimeOneRep))) {
    Prediction One;
    One.TLP = One.W = P.TLP;
    evaluateSegments(K, G, Opts, Bodies, One);
    Alone = One.TimeOneRep;
  }
  overlapDriftingWaves(K, G, Alone, P);
  applyBlockStart(G, Alone, P);
  // The block scheduler starts blocks at a rate of its own: a grid of many
  // small blocks takes at least NB launches' time, whatever the blocks do
  // (measured: docs/model.md section 27).
  P.LaunchCycles = double(P.NB) * G.BlockLaunchCycles;
  // Atomics on one word for the whole grid queue at one L2 slice, one
  // after another, whatever the SMs overlap (docs/model.md section 34).
  // Atomics on a few lines (a histogram's bins) queue at those lines'
  // slices, an update at a time at the same rate (section 74).
  double OneWord = 0, OneWordFloat = 0, Lines = 0, LineInt = 0, LineFloat = 0;
  for (const Segment &S : K.Segments) {
    OneWord += S.Count * S.OneWordAtomics;
    OneWordFloat += S.Count * S.OneWordFloatAtomics;
    Lines += S.Count * S.LineAtomics;
    LineInt += S.Count * S.LineAtomicUpdates;
    LineFloat += S.Count * S.LineFloatAtomicUpdates;
  }
  double GridWarps = double(P.NB) * P.TLP;
  P.OneWordAtomics = GridWarps * (OneWord + OneWordFloat);
  P.OneWordAtomicCycles =
      GridWarps * (OneWord * G.OneWordAtomicCycles +
                   OneWordFloat * G.OneWordFloatAtomicCycles);
  P.LineAtomics = GridWarps * Lines;
  P.LineAtomicUpdates = GridWarps * (LineInt + LineFloat);
  P.LineAtomicCycles = GridWarps * (LineInt * G.OneWordAtomicCycles +
                                    LineFloat * G.OneWordFloatAtomicCycles);
  // Blocks that wait in turn for the one before hand a flag on through the
  // L2 NB - 1 times, one after another (docs/model.md section 80).
  if (K.ChainRoundTrips && P.NB > 1)
    P.ChainCycles =
        double(P.NB - 1) * K.ChainRoundTrips * G.mem(MemLevel::L2).Latency;
  P.TimeTotal = P.chainBound()    ? P.ChainCycles
                : P.atomicBound() ? P.atomicCycles()
                : P.launchBound() ? P.LaunchCycles
                                  : P.workCycles();
  P.TimeUs = G.ClockMHz > 0 ? P.TimeTotal / G.ClockMHz : 0;
  P.SOL = speedOfLight(K, G, P.TLP, BLP, P.BLPUsed);
  if (P.RepNum > 1)
    P.SOL.RoofCycles = std::max(P.SOL.RoofCycles, P.LaunchCycles);
  P.SOL.RoofCycles =
      std::max({P.SOL.RoofCycles, P.atomicCycles(), P.ChainCycles});
  refuseUnbelievable(P);
  return P;
}

/// Atomics on one word for the whole grid that the GPU file gives no rate
/// for: their queue is not in the time, which may be far too short.
static void noteUncountedAtomics(const KernelDesc &K, const GPUDesc &G,
                                 Prediction &P) {
  bool Int = false, Float = false, LineInt = false, LineFloat = false;
  for (const Segment &S : K.Segments) {
    Int |= S.OneWordAtomics > 0 && !G.OneWordAtomicCycles;
    Float |= S.OneWordFloatAtomics > 0 && !G.OneWordFloatAtomicCycles;
    LineInt |= S.LineAtomicUpdates > 0 && !G.OneWordAtomicCycles;
    LineFloat |= S.LineFloatAtomicUpdates > 0 && !G.OneWordFloatAtomicCycles;
  }
  if (Int || Float) {
    const KeyInstr *At = K.firstOneWordAtomic();
    P.Notes.push_back(
        {llvm::formatv("{0:f0} warp atomics of the grid update one word; {1} "
                       "has no {2} figure, so their queue at one L2 slice is "
                       "not counted: the time may be far too short",
                       P.OneWordAtomics, G.Name,
                       Float ? "atomic_one_word_float" : "atomic_one_word"),
         At ? At->Loc : SourceLoc(), AssumptionKind::GPUFigure});
  }
  if (LineInt || LineFloat) {
    const KeyInstr *At = K.firstLineAtomic();
    P.Notes.push_back(
        {llvm::formatv("{0:f0} warp atomics of the grid update a few lines; "
                       "{1} has no {2} figure, so their queue at those "
                       "lines' L2 slices is not counted: the time may be far "
                       "too short",
                       P.LineAtomics, G.Name,
                       LineFloat ? "atomic_one_word_float" : "atomic_one_word"),
         At ? At->Loc : SourceLoc(), AssumptionKind::GPUFigure});
  }
}

OccupancyInput occupancyInput(const KernelDesc &K, const GPUDesc &G,
                              const ModelOptions &Opts, bool *Capped) {
  OccupancyInput In;
  In.ThreadsPerBlock = K.Block.total();
  In.RegsPerThread = K.RegsPerThread;
  // An estimate of the registers never makes a kernel unlaunchable: the
  // compiler would spill instead. Capped at the limit, and said.
  unsigned MaxRegs = G.Limits.MaxRegistersPerThread;
  bool CappedEstimate = MaxRegs && K.RegsPerThread > MaxRegs && K.RegsEstimated;
  if (CappedEstimate)
    In.RegsPerThread = MaxRegs;
  if (Capped)
    *Capped = CappedEstimate;
  In.SmemPerBlock = K.StaticSmemBytes + K.DynamicSmemBytes;
  In.CarveoutKiB = Opts.CarveoutKiB;
  return In;
}

Prediction predict(const KernelDesc &K, const GPUDesc &G,
                   const ModelOptions &Opts) {
  std::string Err = launchError(K, G);
  bool CappedEstimate = false;
  OccupancyInput In = occupancyInput(K, G, Opts, &CappedEstimate);
  unsigned MaxRegs = G.Limits.MaxRegistersPerThread;
  Occupancy Occ = Err.empty() ? computeOccupancy(G, In) : Occupancy();
  if (!Err.empty())
    Occ.Reason = Err;
  Prediction P = predictWithBLP(K, G, Opts, Occ, Occ.BlocksPerSM);
  P.Notes = K.Assumptions;
  if (CappedEstimate) {
    P.RegsPerThread = MaxRegs;
    P.Notes.push_back(
        {llvm::formatv("the register estimate ({0} per thread) exceeds the "
                       "GPU's {1}: {1} assumed (the compiler would spill)",
                       K.RegsPerThread, MaxRegs),
         K.Loc,
         AssumptionKind::Registers,
         {{Input::Registers, ""}}});
  }
  if (P.CanLaunch && P.BLPUsed < P.BLP)
    P.Notes.push_back({llvm::formatv("the grid has {0} blocks for {1} SMs: "
                                     "only {2} of {3} resident blocks per SM "
                                     "are filled",
                                     P.NB, G.SMCount, P.BLPUsed, P.BLP),
                       {}});
  if (!G.NameNote.empty())
    P.Notes.push_back({"GPU " + G.NameNote, {}});
  if (P.WavesDrift != Prediction::Drift::None) {
    const char *Bound =
        P.WavesDrift == Prediction::Drift::Issue ? "its issue"
        : P.WavesDrift == Prediction::Drift::DRAM
            ? "its bytes' queue at DRAM (at the rate for reads and writes "
              "together)"
        : P.WavesDrift == Prediction::Drift::L2 ? "its bytes' queue at the L2"
        : P.WavesDrift == Prediction::Drift::PartialWrites
            ? "its partial-sector stores' queue at the L2"
            : "its longest segment's (or one block's alone)";
    P.Notes.push_back(
        {llvm::formatv("the grid's waves of blocks start and end one by one "
                       "(no barrier or loop holds them in step), so one "
                       "wave's waits overlap the next one's work: a wave "
                       "takes {0:f0} cycles, {1}, where its segments "
                       "add up to {2:f0} in lock step",
                       num(P.DriftCycles), Bound, num(P.LockStepCycles))
             .str(),
         K.Loc});
  }
  noteUncountedAtomics(K, G, P);
  // A time that is the queue at a few lines rests on their slices, which
  // the address hash decides: said where the number is.
  if (P.atomicBound() && P.LineAtomicCycles > P.OneWordAtomicCycles) {
    const KeyInstr *At = K.firstLineAtomic();
    P.Notes.push_back(
        {llvm::formatv("the time is the atomics' queue at the {0} L2 lines "
                       "their index reaches, each line taken to have a "
                       "slice of its own: a lower bound (lines that share "
                       "a slice queue longer)",
                       At ? At->AtomicLines : 0u),
         At ? At->Loc : SourceLoc(), AssumptionKind::Data});
    P.Notes.back().LowerBound = true;
  }
  // The blocks' chain: each hand-off's L2 round trips at the L2's latency
  // when idle, none of the queueing a busy L2 adds: a lower bound.
  if (P.ChainCycles > 0) {
    P.Notes.push_back(
        {llvm::formatv(
             "the blocks wait in turn, each for the flag the block before "
             "sets after its own wait: {0} hand-offs of at least {1} L2 "
             "round trip(s) each (the poll that sees the flag, and the "
             "global loads and fences before the next flag is set) at the "
             "GPU file's L2 latency ({2:f0} cycles): at least {3:f0} "
             "cycles{4}; a block that publishes its own sum before it "
             "waits, for the next to look back past it (a decoupled "
             "look-back), breaks the chain",
             P.NB - 1, K.ChainRoundTrips, num(G.mem(MemLevel::L2).Latency),
             num(P.ChainCycles),
             P.chainBound() ? ", longer than the rest: the time" : ""),
         K.ChainLoc, AssumptionKind::Loop});
    P.Notes.back().LowerBound = true;
  }
  std::vector<std::string> Assumed = G.assumedKeys();
  if (!Assumed.empty())
    P.Notes.push_back({llvm::formatv("{0}: {1} GPU figure(s) are "
                                     "assumptions, not measurements (see the "
                                     "file's sources)",
                                     G.Name, Assumed.size()),
                       {},
                       AssumptionKind::GPUFigure});
  // A kernel that does nothing on this architecture (its body compiled out
  // by __CUDA_ARCH__, or only a return or a trap) has no time of its own:
  // the number is the launch's, and no change of the code would help.
  double Instrs = 0, Bytes = 0;
  double Warps = double(P.NB) * P.TLP;
  for (const Segment &S : K.Segments) {
    for (double N : S.Instrs)
      Instrs += S.Count * N;
    for (const MemTraffic &M : S.Mem)
      Bytes += S.Count * M.bytes();
    P.Flops += Warps * S.Count * S.Flops;
    P.TensorFlops += Warps * S.Count * S.tensorFlops();
    P.DRAMBytes += Warps * S.Count * S.mem(MemLevel::Global).bandwidthBytes();
  }
  bool Empty = P.CanLaunch && Bytes == 0 && P.TensorFlops == 0 && Instrs <= 4;
  if (Empty) // first: it is what the number means
    P.Notes.insert(
        P.Notes.begin(),
        {llvm::formatv("the kernel does nothing on sm_{0}{1} ({2:f0} "
                       "instruction(s) per warp, no memory access): its body "
                       "is compiled out for this architecture, or it only "
                       "returns or traps; the time is the launch's",
                       G.CCMajor, G.CCMinor, num(Instrs)),
         K.Loc});
  classifyBottleneck(P, K, G, Opts);
  if (!Empty && Opts.Hints)
    addHints(P, K, G, Opts);
  else
    P.Hints.clear();
  return P;
}

} // namespace lhf
