//===- Simulator.cpp - Reference warp-scheduler simulation ----------------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The SM has one issue pipe (the paper's abstraction: ILP_i is in SM
/// cycles). A warp is ready, issuing, waiting on memory, or waiting at a
/// barrier. Memory levels are bandwidth queues: a request's bytes occupy
/// its level's queue for bytes / BandwidthPerSM cycles, then the data
/// arrives after the level's latency.
///
//===----------------------------------------------------------------------===//

#include "lhf/Sim/Simulator.h"
#include "lhf/Model/Format.h"

#include "llvm/Support/FormatVariadic.h"

#include <algorithm>
#include <cmath>
#include <deque>
#include <random>
#include <vector>

namespace lhf {

namespace {

/// The order a warp runs the segments in: follow each segment's
/// successors, spending their counts (loops come out unrolled).
std::vector<unsigned> traceOf(const KernelDesc &K, unsigned Max,
                              double &Scale) {
  size_t N = K.Segments.size();
  std::vector<std::vector<Successor>> Left(N);
  double Total = 0;
  for (size_t I = 0; I < N; ++I) {
    const Segment &S = K.Segments[I];
    Total += S.Count;
    // A successor past the last segment leaves the kernel, as in the
    // model (the simulator fuzzer found it read past the end).
    for (const Successor &Su : S.Succs)
      if (Su.Index < N)
        Left[I].push_back(Su);
    if (S.Succs.empty())
      Left[I].push_back({unsigned((I + 1) % N), S.Count});
  }
  // Kept as a double: a loop run 2^32 times or more overflowed an
  // unsigned here (undefined behaviour, then an empty trace read).
  double Length = std::max(1.0, std::round(Total));
  size_t Want = Length < double(Max) ? size_t(Length) : size_t(Max);
  std::vector<unsigned> Trace;
  unsigned Cur = 0;
  while (Trace.size() < Want) {
    Trace.push_back(Cur);
    // The first successor with a whole execution left, else the largest.
    Successor *Next = nullptr;
    for (Successor &Su : Left[Cur])
      if (Su.Count >= 0.5) {
        Next = &Su;
        break;
      }
    if (!Next)
      for (Successor &Su : Left[Cur])
        if (!Next || Su.Count > Next->Count)
          Next = &Su;
    if (!Next)
      break;
    Next->Count -= 1;
    Cur = Next->Index;
  }
  Scale = Trace.empty() ? 1 : Length / Trace.size();
  return Trace;
}

struct Warp {
  unsigned Block = 0;
  size_t Pos = 0;       ///< next trace position
  double Ready = 0;     ///< when it may issue again
  bool AtBarrier = false;
  bool Done = false;
  std::deque<double> Groups; ///< its copy groups in flight: when each lands
};

} // namespace

SimResult simulateSM(const KernelDesc &K, const GPUDesc &G, unsigned BLP,
                     const SimOptions &Opts) {
  SimResult R;
  if (K.Segments.empty() || BLP == 0)
    return R;
  std::vector<unsigned> Trace = traceOf(K, Opts.MaxTrace, R.Scale);
  size_t N = K.Segments.size();
  std::vector<double> ILP(N), Latency(N), StageLatency(N);
  std::vector<bool> Waits(N), Sync(N);
  std::vector<std::array<double, NumMemLevels>> Bytes(N);
  bool BlockScheduled = G.CCMajor < 2;
  // Copies a later iteration waits for are a warp's commit groups, as in
  // the model (LHFModel.cpp): its segment does not wait for them, a
  // wait_group N segment waits for all but the newest N.
  bool Staged = pipelinesCopies(K);
  for (size_t I = 0; I < N; ++I) {
    const Segment &S = K.Segments[I];
    ILP[I] = segmentILP(S, G);
    for (unsigned L = 0; L < NumMemLevels; ++L)
      Bytes[I][L] = S.Mem[L].bandwidthBytes();
    LoadWait Wait = loadWait(S, G, Staged);
    Waits[I] = Wait.Waits;
    Latency[I] = Wait.Latency;
    StageLatency[I] = Staged ? pipelinedCopyLatency(S, G) : 0;
    Sync[I] = S.EndsInBarrier || (BlockScheduled && I + 1 == N);
  }

  unsigned WarpSize = std::max(1u, G.WarpSize);
  unsigned TLP = unsigned((K.Block.total() + WarpSize - 1) / WarpSize);
  uint64_t NB = K.Grid.total();
  uint64_t PerSM = (NB + G.SMCount - 1) / std::max(1u, G.SMCount);
  std::mt19937_64 Rng(Opts.Seed);
  std::normal_distribution<double> Normal(0, 1);

  std::vector<Warp> Warps;
  std::vector<unsigned> WarpsLeft; // per block slot
  std::array<double, NumMemLevels> QueueFree{};
  std::vector<double> Outstanding; // completion times (MSHR)
  double Pipe = 0, End = 0;
  uint64_t Started = 0;
  auto StartBlock = [&](unsigned Slot, double At) {
    for (unsigned W = 0; W < TLP; ++W) {
      Warp &Wp = Warps[Slot * TLP + W];
      Wp = Warp();
      Wp.Block = Slot;
      Wp.Ready = At;
    }
    WarpsLeft[Slot] = TLP;
    ++Started;
  };
  unsigned Slots = unsigned(std::min<uint64_t>(BLP, PerSM));
  // A long grid: its first waves, scaled (a fuzzed grid of 2^24 blocks
  // simulated every block for minutes).
  uint64_t Simulated =
      std::min<uint64_t>(PerSM, uint64_t(std::max(1u, Opts.MaxWaves)) * Slots);
  R.BlockScale = Simulated ? double(PerSM) / double(Simulated) : 1;
  Warps.resize(size_t(Slots) * TLP);
  WarpsLeft.resize(Slots);
  for (unsigned S = 0; S < Slots; ++S)
    StartBlock(S, 0);

  size_t RR = 0;
  uint64_t Events = 0;
  while (true) {
    if (Events >= Opts.MaxEvents) {
      R.Finished = false;
      break;
    }
    // The next warp in round-robin order that can issue earliest.
    size_t Pick = Warps.size();
    double Best = 0;
    for (size_t K2 = 0; K2 < Warps.size(); ++K2) {
      size_t I = (RR + K2) % Warps.size();
      const Warp &Wp = Warps[I];
      if (Wp.Done || Wp.AtBarrier)
        continue;
      double T = std::max(Wp.Ready, Pipe);
      if (Pick == Warps.size() || T < Best) {
        Pick = I;
        Best = T;
      }
      if (T <= Pipe)
        break; // ready now: round-robin order decides
    }
    if (Pick == Warps.size())
      break; // everything done
    ++Events;
    Warp &Wp = Warps[Pick];
    RR = (Pick + 1) % Warps.size();
    unsigned Seg = Trace[Wp.Pos];
    double Start = std::max(Wp.Ready, Pipe);
    double Issued = Start + ILP[Seg];
    Pipe = Issued;
    R.IssueBusy += ILP[Seg];
    // Memory: each level's bytes queue behind earlier requests.
    double Arrive = Issued;
    for (unsigned L = 0; L < NumMemLevels; ++L) {
      double B = Bytes[Seg][L];
      if (B <= 0)
        continue;
      double BW = G.Mem[L].BytesPerClkPerSM;
      double Begin = std::max(Issued, QueueFree[L]);
      if (Opts.MSHR) {
        llvm::erase_if(Outstanding, [&](double T) { return T <= Begin; });
        if (Outstanding.size() >= Opts.MSHR) {
          std::sort(Outstanding.begin(), Outstanding.end());
          Begin = std::max(Begin, Outstanding.front());
          Outstanding.erase(Outstanding.begin());
        }
      }
      QueueFree[L] = Begin + (BW > 0 ? B / BW : 0);
      Arrive = std::max(Arrive, QueueFree[L]);
    }
    double Lat = Latency[Seg];
    if (Opts.JitterSigma > 0 && Lat > 0)
      Lat += std::abs(Normal(Rng)) * Opts.JitterSigma * Lat;
    double Done = Waits[Seg] ? Arrive + Lat : Issued;
    if (Opts.MSHR && Waits[Seg])
      Outstanding.push_back(Done);
    // A segment issues its copies before its wait (a wait first in the
    // iteration ends the previous segment, or follows the copy after the
    // loop's back edge in the same one).
    if (StageLatency[Seg] > 0)
      Wp.Groups.push_back(Arrive + StageLatency[Seg]);
    if (unsigned Kept = K.Segments[Seg].CopyGroupsKept)
      for (; Wp.Groups.size() > Kept; Wp.Groups.pop_front())
        Done = std::max(Done, Wp.Groups.front());
    Wp.Ready = Done;
    ++Wp.Pos;
    bool Finished = Wp.Pos >= Trace.size();
    if (Sync[Seg] && !Finished) {
      Wp.AtBarrier = true;
      // Release the block when every live warp has arrived.
      unsigned Base = Wp.Block * TLP;
      bool All = true;
      double Release = 0;
      for (unsigned W = 0; W < TLP; ++W) {
        const Warp &O = Warps[Base + W];
        if (O.Done)
          continue;
        All &= O.AtBarrier;
        Release = std::max(Release, O.Ready);
      }
      if (All)
        for (unsigned W = 0; W < TLP; ++W) {
          Warp &O = Warps[Base + W];
          O.AtBarrier = false;
          O.Ready = Release;
        }
    }
    if (Finished) {
      for (double Landed : Wp.Groups)
        Done = std::max(Done, Landed);
      Wp.Done = true;
      End = std::max(End, Done);
      if (--WarpsLeft[Wp.Block] == 0 && Started < Simulated)
        StartBlock(Wp.Block, End);
    }
  }
  R.Events = Events;
  R.Blocks = Started;
  R.Cycles = End * R.Scale * R.BlockScale;
  return R;
}

Prediction evaluate(const KernelDesc &K, const GPUDesc &G,
                    const ModelOptions &Opts) {
  Prediction P = predict(K, G, Opts);
  if (Opts.Agg != Aggregation::Sim || !P.CanLaunch)
    return P;
  SimOptions SO;
  SO.MSHR = G.MSHR;
  SO.JitterSigma = Opts.SimJitter;
  SO.Seed = Opts.SimSeed;
  SimResult S = simulateSM(K, G, P.BLP, SO);
  if (!S.Finished) {
    refusePrediction(P, llvm::formatv("no prediction: the simulation did not "
                                      "finish within {0} issue events; the "
                                      "analytic model (max) has no such "
                                      "limit",
                                      SO.MaxEvents));
    return P;
  }
  P.TimeTotal = S.Cycles;
  P.TimeOneRep = P.RepNum > 0 ? S.Cycles / P.RepNum : S.Cycles;
  P.TimeUs = G.ClockMHz > 0 ? P.TimeTotal / G.ClockMHz : 0;
  refuseUnbelievable(P);
  if (!P.CanLaunch)
    return P;
  P.Notes.push_back(
      {llvm::formatv(
           "times from the reference simulator: {0} blocks on one SM{3}, {1} "
           "issue events{2}",
           S.Blocks, S.Events,
           S.Scale > 1.001
               ? llvm::formatv(", trace scaled x{0:f2} from its first segments",
                               num(S.Scale))
                     .str()
               : std::string(),
           S.BlockScale > 1.001
               ? llvm::formatv(" (the grid's other blocks scaled x{0:f2} from "
                               "them)",
                               num(S.BlockScale))
                     .str()
               : std::string()),
       {}});
  return P;
}

} // namespace lhf
