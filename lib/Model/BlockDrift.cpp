//===- BlockDrift.cpp - Blocks that overlap a bandwidth-bound tile loop ---===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// docs/model.md section 39. The latency-hidden formulas take the resident
/// warps through a loop in lock step: while a block waits at its barrier
/// for a tile's loads, the others can only issue the next segment, so the
/// wait is added to the body's issue. That is right where the wait is a
/// latency (the Hopper sync-copy GEMMs, whose L2 keeps up) or an on-SM
/// queue (shared memory and issue take turns: the SGEMMs). Where the loop's
/// L2 or DRAM bytes take longer than all its issue and are what the wait
/// consists of, the memory system drains them while the other blocks
/// issue their work: the blocks drift apart and the loop takes the
/// queue's time (or one block's own chain, if longer).
///
//===----------------------------------------------------------------------===//

#include "lhf/Model/LHFModel.h"

#include "llvm/ADT/STLExtras.h"

#include <algorithm>
#include <array>

namespace lhf {

void overlapDriftingBlocks(const KernelDesc &K, const GPUDesc &G,
                           const LoopBodies &Bodies, Prediction &P) {
  bool Staged = pipelinesCopies(K);
  for (const std::vector<size_t> &Loop : Bodies.cycles()) {
    bool Barrier = false, Pipelined = false;
    double Trips = 0;
    for (size_t J : Loop) {
      Barrier |= K.Segments[J].EndsInBarrier;
      for (const MemTraffic &M : K.Segments[J].Mem)
        Pipelined |= Staged && M.PipelinedLoadBytes > 0;
      Trips = Trips == 0 ? K.Segments[J].Count
                         : std::min(Trips, K.Segments[J].Count);
    }
    // Blocks drift apart over the trips of a loop they meet at a barrier
    // in; a body run once has nothing to drift over. A pipelined copy's
    // bytes already cross while the whole body issues, and its stages'
    // latency bounds the loop (evaluateSegments).
    if (!Barrier || Trips < 2 || Pipelined)
      continue;
    // Per trip: a segment of the cycle that runs more often than the
    // loop's trips (a branch inside it taken twice) counts that often, so
    // that more of one segment's wait never scales the others' down by
    // more than it adds.
    double Body = 0, LockStep = 0, Latency = 0, OwnWarp = 0;
    std::array<double, NumMemLevels> Bytes{};
    for (size_t J : Loop) {
      const SegmentResult &R = P.Segments[J];
      double PerTrip = K.Segments[J].Count / Trips;
      Body += PerTrip * R.SMComputeTime;
      LockStep += PerTrip * R.ExposedLatency;
      Latency = std::max(Latency, R.Timing.MemAccLa);
      OwnWarp += PerTrip * (R.Timing.MemAccBw + R.Timing.ILP);
      for (unsigned L = 0; L < NumMemLevels; ++L)
        Bytes[L] += PerTrip * K.Segments[J].Mem[L].bandwidthBytes();
    }
    // All resident warps' bytes of one trip on the levels outside the SM.
    double Queue = 0;
    for (MemLevel L : {MemLevel::Global, MemLevel::L2})
      Queue = std::max(
          Queue, P.W * MemAccBw(Bytes[unsigned(L)], G.mem(L).BytesPerClkPerSM));
    if (Queue <= 0 || Queue < Body || LockStep > Queue)
      continue;
    // One block cannot run a trip faster than its own loads' latency and
    // its warps' bytes and issue one after another.
    double Chain = Latency + P.TLP * OwnWarp;
    double Drifted = std::max({0.0, Queue - Body, Chain - Body});
    if (Drifted >= LockStep)
      continue;
    double Scale = Drifted / LockStep;
    bool Bandwidth = Queue >= Chain;
    for (size_t J : Loop) {
      SegmentResult &R = P.Segments[J];
      addTimeSplit(P, R, -1);
      R.ExposedLatency *= Scale;
      R.BarrierExtra *= Scale;
      R.FloorExtra *= Scale;
      R.BandwidthBound = Bandwidth;
      R.BlocksDrift = true;
      // Where the queue takes the whole trip the issue runs under it.
      addTimeSplit(P, R, 1);
    }
  }
  // The sums were taken in another order than the parts taken out of them:
  // what is left of a part moved away whole is rounding (-5e-8 cycles, the
  // model fuzzer), not a negative time.
  for (double *X : {&P.IssueCycles, &P.TensorCycles, &P.LatencyCycles,
                    &P.BandwidthCycles, &P.BarrierCycles})
    *X = std::max(0.0, *X);
}

/// SM cycles DRAM takes for \p Reads and \p Writes bytes moved together:
/// at the read rate alone, at the copy rate half and half, in between as
/// the share of writes moves (a triad: two reads for each write).
static double dramMixCycles(double Reads, double Writes, const GPUDesc &G) {
  double Bytes = Reads + Writes;
  if (Bytes <= 0)
    return 0;
  double Read = G.mem(MemLevel::Global).BytesPerClkPerSM;
  double Copy = G.DRAMCopyBytesPerClkPerSM;
  double Mixed = 2 * std::min(Reads, Writes) / Bytes; // 1 at half and half
  return Bytes * ((1 - Mixed) / Read + Mixed / Copy);
}

bool wavesMayDrift(const KernelDesc &K, const GPUDesc &G, double RepNum) {
  // A loop's trips run one after another in each warp, each waiting for
  // its loads however the warps drift: the lock step's latency plus queue
  // per trip is what a loaded memory system gives them (a grid-stride
  // copy). What drifts is a wave of short, loop-free blocks whose warps
  // never meet.
  return G.DRAMCopyBytesPerClkPerSM > 0 && RepNum >= 2 &&
         llvm::none_of(K.Segments, [](const Segment &S) {
           return S.EndsInBarrier || S.Count > 1;
         });
}

void overlapDriftingWaves(const KernelDesc &K, const GPUDesc &G, double Alone,
                          Prediction &P) {
  if (P.TimeOneRep <= 0 || !wavesMayDrift(K, G, P.RepNum))
    return;
  double Issue = 0, Scattered = 0, Reads = 0, Writes = 0, Longest = 0;
  std::array<double, NumMemLevels> Bytes{};
  for (size_t I = 0; I < K.Segments.size(); ++I) {
    const Segment &S = K.Segments[I];
    const SegmentResult &R = P.Segments[I];
    Issue += S.Count * R.SMComputeTime;
    Longest = std::max(Longest, R.total());
    Scattered += S.Count * scatteredStoreCycles(S, G);
    for (unsigned L = 0; L < NumMemLevels; ++L)
      Bytes[L] += S.Count * S.Mem[L].bandwidthBytes();
    const MemTraffic &D = S.mem(MemLevel::Global);
    Writes += S.Count * D.StoreBytes;
    Reads += S.Count * (D.bandwidthBytes() - D.StoreBytes);
  }
  // What the segments' waits overlap down to: the issue of all of them,
  // all resident warps' bytes of a wave on the levels outside the SM, the
  // L2's queue of partial writes; and no less than the longest segment in
  // lock step (its own latency and queue, which a loaded memory system
  // charges each request: one load's wait is not hidden by drifting) or
  // one block alone.
  std::pair<double, Prediction::Drift> Bound = {Issue,
                                                Prediction::Drift::Issue};
  for (auto [Cycles, Why] :
       {std::pair{P.W * dramMixCycles(Reads, Writes, G),
                  Prediction::Drift::DRAM},
        std::pair{P.W * MemAccBw(Bytes[unsigned(MemLevel::L2)],
                                 G.mem(MemLevel::L2).BytesPerClkPerSM),
                  Prediction::Drift::L2},
        std::pair{P.W * Scattered, Prediction::Drift::PartialWrites},
        std::pair{std::max(Longest, Alone), Prediction::Drift::Segment}})
    if (Cycles > Bound.first)
      Bound = {Cycles, Why};
  double Drifted = Bound.first, LockStep = P.TimeOneRep;
  if (Drifted >= LockStep)
    return;
  P.WavesDrift = Bound.second;
  P.LockStepCycles = LockStep;
  P.DriftCycles = Drifted;
  P.TimeOneRep = Drifted;
  P.TimeLastRep = std::min(P.TimeLastRep, Drifted);
  if (Bound.second == Prediction::Drift::Segment) {
    // The lock step's kind of time, shortened.
    double Scale = Drifted / LockStep;
    for (double *X : {&P.IssueCycles, &P.TensorCycles, &P.LatencyCycles,
                      &P.BandwidthCycles, &P.BarrierCycles})
      *X *= Scale;
    return;
  }
  // No wait is left exposed: the queue or the issue is the wave's time,
  // and where the queue binds the issue runs under it.
  P.LatencyCycles = P.BarrierCycles = 0;
  if (Bound.second != Prediction::Drift::Issue) {
    P.IssueCycles = P.TensorCycles = 0;
    P.BandwidthCycles = Drifted;
  } else {
    P.IssueCycles = Drifted;
    P.TensorCycles = std::min(P.TensorCycles, Drifted);
    P.BandwidthCycles = 0;
  }
}

} // namespace lhf
