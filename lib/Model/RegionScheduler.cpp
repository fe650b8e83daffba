//===- RegionScheduler.cpp - Switch points of a straight-line region ------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#include "lhf/Model/RegionScheduler.h"

#include <algorithm>
#include <array>

namespace lhf {

namespace {

bool isMemory(const RegionOp &O) { return O.Memory != OpMemory::None; }
bool writes(const RegionOp &O) {
  return O.Memory == OpMemory::Store || O.Memory == OpMemory::ReadWrite;
}

} // namespace

RegionSchedule scheduleRegion(const std::vector<RegionOp> &Ops,
                              unsigned MaxLoadsInFlight) {
  const unsigned N = static_cast<unsigned>(Ops.size());
  RegionSchedule R;
  std::vector<bool> Issued(N, false);
  // A load's users wait until the switch after the round it issued in.
  std::vector<bool> InFlight(N, false);
  bool PendingIn = true;
  unsigned Done = 0, First = 0;
  std::vector<unsigned> RoundLoads;
  // The first unissued operation at or after i (path-compressed), so that
  // a pass never walks over operations issued in earlier rounds again.
  std::vector<unsigned> Next(N + 1);
  for (unsigned I = 0; I <= N; ++I)
    Next[I] = I;
  auto unissuedFrom = [&](unsigned I) {
    unsigned Root = I;
    while (Next[Root] != Root)
      Root = Next[Root];
    while (Next[I] != Root) {
      unsigned Up = Next[I];
      Next[I] = Root;
      I = Up;
    }
    return Root;
  };
  auto markIssued = [&](unsigned I) {
    Issued[I] = true;
    Next[I] = I + 1;
    ++Done;
  };

  auto switchPoint = [&](bool Barrier) {
    for (unsigned L : RoundLoads)
      InFlight[L] = false;
    RoundLoads.clear();
    PendingIn = false;
    R.Switched = true;
    R.RoundEndsInBarrier.push_back(Barrier);
  };

  while (Done < N) {
    R.Rounds.emplace_back();
    std::vector<unsigned> &Round = R.Rounds.back();
    // One forward pass issues everything ready: operands are earlier
    // operations, so an operation issued in this pass readies later ones
    // in the same pass. What blocks by order is tracked as the pass walks
    // over operations it leaves unissued.
    bool BlockedBarrierOrFence = false;
    bool SeenUnissued = false; // before I, in this pass
    unsigned Skipped = 0;      // operations this pass left unissued
    std::array<bool, 2> UnissuedWrite{}, UnissuedMemory{};
    bool EndedInBarrier = false;
    First = unissuedFrom(First);
    for (unsigned I = First; I < N; I = unissuedFrom(I + 1)) {
      const RegionOp &O = Ops[I];
      unsigned Space = O.Shared ? 1 : 0;
      bool Ready = !(O.UsesPendingIn && PendingIn);
      for (unsigned D : O.Deps)
        Ready = Ready && D < I && Issued[D] && !InFlight[D];
      if (O.IsBarrier || O.IsTerminator)
        Ready = Ready && !SeenUnissued; // everything before it has issued
      if (BlockedBarrierOrFence)
        Ready = Ready && !O.IsBarrier && !isMemory(O) &&
                O.Memory != OpMemory::Fence;
      if (isMemory(O)) {
        if (O.Memory == OpMemory::Fence)
          Ready = Ready && !SeenUnissued;
        // No memory operation passes an earlier store of its space; no
        // store passes an earlier memory operation of its space.
        Ready = Ready && !UnissuedWrite[Space] &&
                !(writes(O) && UnissuedMemory[Space]);
      }
      if (O.IsLoad && MaxLoadsInFlight &&
          RoundLoads.size() >= MaxLoadsInFlight)
        Ready = false;
      if (!Ready) {
        SeenUnissued = true;
        // Look no further than the window: the compiler's scheduler does
        // not hoist a load past hundreds of instructions (registers), and
        // each round stays O(window), the whole region O(n x window).
        if (++Skipped > LookaheadWindow)
          break;
        if (O.IsBarrier || O.Memory == OpMemory::Fence)
          BlockedBarrierOrFence = true;
        if (isMemory(O)) {
          UnissuedMemory[Space] = true;
          UnissuedWrite[Space] = UnissuedWrite[Space] || writes(O);
        }
        // A barrier also stops non-memory operations after it.
        if (O.IsBarrier)
          break;
        continue;
      }
      markIssued(I);
      Round.push_back(I);
      if (O.IsLoad) {
        InFlight[I] = true;
        RoundLoads.push_back(I);
      }
      if (O.IsBarrier) {
        EndedInBarrier = true;
        break;
      }
    }
    if (EndedInBarrier) {
      switchPoint(true);
      continue;
    }
    if (Done == N)
      break;
    if (Round.empty() && RoundLoads.empty() && !PendingIn) {
      // Nothing waits, yet nothing could issue: cannot happen with the
      // rules above, but never loop: issue the next operation in order.
      First = unissuedFrom(First);
      markIssued(First);
      Round.push_back(First);
      continue;
    }
    switchPoint(false);
  }
  if (R.RoundEndsInBarrier.size() < R.Rounds.size())
    R.RoundEndsInBarrier.push_back(false);
  R.Outstanding = RoundLoads;
  return R;
}

RegionSchedule RegionBuilder::flush(SegSeq &Seq) {
  RegionSchedule R = scheduleRegion(Ops, MaxLoads);
  for (size_t K = 0; K < R.Rounds.size(); ++K) {
    for (unsigned I : R.Rounds[K])
      mergeChunk(Seq.open(), Ops[I].Cost);
    bool Last = K + 1 == R.Rounds.size();
    if (!Last || R.RoundEndsInBarrier[K])
      Seq.switchPoint(R.RoundEndsInBarrier[K]);
  }
  Ops.clear();
  CopyGroups.assign(1, {});
  BulkCopies.clear();
  return R;
}

void RegionBuilder::addAsyncStep(const MatrixOp &Op) {
  unsigned Self = size() - 1;
  std::vector<unsigned> &Deps = Ops[Self].Deps;
  if (Op.Bulk) {
    if (Op.K == MatrixOp::AsyncCopy)
      BulkCopies.push_back(Self);
    if (Op.K == MatrixOp::AsyncWait) {
      Deps.insert(Deps.end(), BulkCopies.begin(), BulkCopies.end());
      BulkCopies.clear();
    }
    return;
  }
  if (Op.K == MatrixOp::AsyncCopy) {
    CopyGroups.back().push_back(Self);
  } else if (Op.K == MatrixOp::AsyncCommit) {
    CopyGroups.emplace_back();
  } else if (Op.K == MatrixOp::AsyncWait) {
    size_t Committed = CopyGroups.size() - 1;
    size_t Done = Committed - std::min<size_t>(Op.PendingGroups, Committed);
    for (size_t G = 0; G < Done; ++G)
      Deps.insert(Deps.end(), CopyGroups[G].begin(), CopyGroups[G].end());
    CopyGroups.erase(CopyGroups.begin(), CopyGroups.begin() + Done);
  }
}

} // namespace lhf
