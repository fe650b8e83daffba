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

} // namespace lhf
