//===- SimSweep.cpp - paper and max aggregations against the simulator ----===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// `lhf simsweep`: synthetic kernels (one loop of a segment that issues
/// ILP cycles, waits on a load of a given size at a given level, with or
/// without a barrier) swept over ILP, latency, bandwidth, warps per SM and
/// barriers; each is predicted with both aggregations of docs/model.md
/// section 5 and with the reference simulator, which they are scored
/// against.
///
//===----------------------------------------------------------------------===//

#include "Commands.h"

#include "lhf/Model/Format.h"
#include "lhf/Sim/Simulator.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>

using namespace llvm;

namespace lhf {

/// A kernel whose warps run \p Trip iterations of one segment.
static KernelDesc synthetic(double FP32, double Bytes, MemLevel Level,
                            bool Barrier, unsigned Threads, uint64_t Blocks,
                            double Trip) {
  KernelDesc K;
  K.Name = "synthetic";
  K.Block = {Threads, 1, 1};
  K.Grid = {Blocks, 1, 1};
  K.RegsPerThread = 32;
  K.RegsSource = "synthetic";
  Segment S;
  S.count(InstrClass::FP32) = FP32;
  S.count(Level == MemLevel::Shared ? InstrClass::SharedIssue
                                    : InstrClass::GlobalIssue) = 1;
  S.mem(Level).LoadBytes = Bytes;
  S.mem(Level).LoadRequests = 1;
  if (Barrier) {
    S.count(InstrClass::Sync) = 1;
    S.EndsInBarrier = true;
  }
  S.Count = Trip;
  S.Succs = {{0, Trip - 1}};
  Segment Last;
  Last.count(InstrClass::Branch) = 1;
  S.Succs.push_back({1, 1});
  K.Segments = {S, Last};
  return K;
}

int runSimSweep(const DriverOptions &O) {
  std::string Name = O.GPU.empty() ? "a100-40gb" : O.GPU;
  Expected<GPUDesc> G = loadGPUDesc(Name);
  if (!G) {
    errs() << "lhf: error: " << toString(G.takeError()) << "\n";
    return ExitInput;
  }
  struct Score {
    double AbsErr = 0;
    unsigned N = 0, Within10 = 0;
    void add(double Pred, double Ref) {
      double E = std::abs(Pred - Ref) / std::max(1.0, Ref);
      AbsErr += E;
      ++N;
      Within10 += E <= 0.10;
    }
    double mape() const { return N ? 100 * AbsErr / N : 0; }
  };
  Score MaxAll, PaperAll;
  std::map<std::string, std::pair<Score, Score>> ByRegime;
  outs() << formatv("{0,-6} {1,6} {2,-7} {3,4} {4,5} {5,12} {6,12} {7,12}  "
                    "regime\n",
                    "ILP", "bytes", "level", "sync", "W", "sim", "max",
                    "paper");
  for (double FP32 : {1.0, 8.0, 64.0})
    for (double Bytes : {128.0, 512.0, 2048.0})
      for (MemLevel Lv : {MemLevel::Global, MemLevel::Shared})
        for (bool Barrier : {false, true})
          for (unsigned Threads : {64u, 256u, 1024u}) {
            KernelDesc K = synthetic(FP32, Bytes, Lv, Barrier, Threads,
                                     uint64_t(G->SMCount) * 4, 64);
            ModelOptions M;
            M.Agg = Aggregation::Max;
            Prediction Max = evaluate(K, *G, M);
            M.Agg = Aggregation::Paper;
            Prediction Paper = evaluate(K, *G, M);
            M.Agg = Aggregation::Sim;
            Prediction Sim = evaluate(K, *G, M);
            if (!Sim.CanLaunch)
              continue;
            const SegmentResult &S = Max.Segments[0];
            std::string Regime =
                S.BandwidthBound
                    ? "bandwidth"
                    : (S.ExposedLatency > S.SMComputeTime ? "latency"
                                                          : "issue");
            if (Barrier)
              Regime += "+sync";
            MaxAll.add(Max.TimeTotal, Sim.TimeTotal);
            PaperAll.add(Paper.TimeTotal, Sim.TimeTotal);
            ByRegime[Regime].first.add(Max.TimeTotal, Sim.TimeTotal);
            ByRegime[Regime].second.add(Paper.TimeTotal, Sim.TimeTotal);
            if (!O.JSON)
              outs() << formatv("{0,-6:f1} {1,6:f0} {2,-7} {3,4} {4,5} "
                                "{5,12:f0} {6,12:f0} {7,12:f0}  {8}\n",
                                num(S.Timing.ILP), num(Bytes), memLevelKey(Lv),
                                Barrier ? "yes" : "no", Max.W,
                                num(Sim.TimeTotal), num(Max.TimeTotal),
                                num(Paper.TimeTotal), Regime);
          }
  outs() << formatv("\nagainst the simulator on {0}: regime, configs, MAPE "
                    "max, MAPE paper, within 10% max/paper\n",
                    G->Name);
  for (auto &[R, S] : ByRegime)
    outs() << formatv("  {0,-16} {1,4} {2,8:f1}% {3,8:f1}%   {4}/{5}\n", R,
                      S.first.N, num(S.first.mape()), num(S.second.mape()),
                      S.first.Within10, S.second.Within10);
  outs() << formatv("  {0,-16} {1,4} {2,8:f1}% {3,8:f1}%   {4}/{5}\n", "all",
                    MaxAll.N, num(MaxAll.mape()), num(PaperAll.mape()),
                    MaxAll.Within10, PaperAll.Within10);
  return ExitOK;
}

} // namespace lhf
