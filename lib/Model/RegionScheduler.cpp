//===- RegionScheduler.cpp - Switch points of a straight-line region ------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#include "lhf/Model/RegionScheduler.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FormatVariadic.h"

#include <algorithm>
#include <array>
#include <map>

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
      if (O.IsLoad && MaxLoadsInFlight && RoundLoads.size() >= MaxLoadsInFlight)
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

namespace {

/// Loads of one object at addresses Size apart in every lane, the first
/// aligned to the group's Width: what one wide load could read.
struct AdjacentGroup {
  unsigned Lead;
  std::vector<unsigned> Rest;
  int64_t Width;
};

/// The groups of adjacent loads among \p Ops whose memory is shared
/// (\p Shared) or not, widest first, each load in at most one group. No
/// store to that kind of memory, fence or barrier lies between a group's
/// loads.
std::vector<AdjacentGroup> adjacentLoads(const std::vector<RegionOp> &Ops,
                                         bool Shared) {
  // Loads by object and first lane's address, to find a load's neighbours.
  std::map<std::pair<const void *, int64_t>, std::vector<unsigned>> At;
  for (unsigned I = 0; I < Ops.size(); ++I)
    if (Ops[I].FuseBase && Ops[I].Shared == Shared &&
        !Ops[I].FuseLanes.empty() && Ops[I].FuseLanes[0])
      At[{Ops[I].FuseBase, *Ops[I].FuseLanes[0]}].push_back(I);
  std::vector<bool> Done(Ops.size(), false);
  std::vector<AdjacentGroup> Groups;
  for (unsigned I = 0; I < Ops.size(); ++I) {
    const RegionOp &Lead = Ops[I];
    if (Done[I] || !Lead.FuseBase || Lead.Shared != Shared ||
        Lead.FuseLanes.empty() || !Lead.FuseSize)
      continue;
    unsigned Size = Lead.FuseSize;
    for (unsigned N = 16 / Size; N >= 2; N /= 2) {
      int64_t Width = int64_t(N) * Size;
      bool Aligned = llvm::all_of(
          Lead.FuseLanes, [&](const auto &A) { return A && *A % Width == 0; });
      if (!Aligned)
        continue;
      // The loads at +Size, +2 Size, ... in every lane, not yet grouped.
      std::vector<unsigned> Group;
      for (unsigned K = 1; K < N; ++K) {
        auto It = At.find({Lead.FuseBase, *Lead.FuseLanes[0] + K * Size});
        std::optional<unsigned> Hit;
        if (It != At.end())
          for (unsigned J : It->second) {
            const RegionOp &O = Ops[J];
            if (Done[J] || J == I || O.FuseSize != Size ||
                O.FuseLanes.size() != Lead.FuseLanes.size())
              continue;
            bool Next = true;
            for (size_t L = 0; L < O.FuseLanes.size() && Next; ++L)
              Next = O.FuseLanes[L] &&
                     *O.FuseLanes[L] == *Lead.FuseLanes[L] + K * Size;
            if (Next) {
              Hit = J;
              break;
            }
          }
        if (!Hit)
          break;
        Group.push_back(*Hit);
      }
      if (Group.size() + 1 != N)
        continue;
      unsigned Lo = I, Hi = I;
      for (unsigned J : Group) {
        Lo = std::min(Lo, J);
        Hi = std::max(Hi, J);
      }
      bool Clean = true;
      for (unsigned J = Lo; J <= Hi && Clean; ++J)
        Clean = !(Ops[J].Memory == OpMemory::Fence || Ops[J].IsBarrier ||
                  (writes(Ops[J]) && Ops[J].Shared == Shared));
      if (!Clean)
        continue;
      for (unsigned J : Group)
        Done[J] = true;
      Done[I] = true;
      Groups.push_back({I, std::move(Group), Width});
      break;
    }
  }
  return Groups;
}

} // namespace

unsigned fuseSharedLoads(std::vector<RegionOp> &Ops, const GPUDesc &G) {
  unsigned Merged = 0;
  for (const AdjacentGroup &Gr : adjacentLoads(Ops, /*Shared=*/true)) {
    RegionOp &Lead = Ops[Gr.Lead];
    unsigned N = unsigned(Gr.Rest.size()) + 1;
    // The wide load: one issue, the bank passes of N x Size bytes a lane.
    BankConflict B = bankConflicts(Lead.FuseLanes, unsigned(Gr.Width), G);
    MemTraffic &M = Lead.Cost.mem(MemLevel::Shared);
    M.LoadBytes = double(B.Cycles) * G.SharedBanks * G.BankWidthBytes;
    for (KeyInstr &K : Lead.Cost.Keys)
      if (K.Level == MemLevel::Shared) {
        K.Bytes = M.LoadBytes;
        K.Transactions = B.Cycles;
        K.BankWays = B.Ways;
        K.Text += llvm::formatv(" (with {0} more: one {1}-byte load)", N - 1,
                                Gr.Width)
                      .str();
      }
    for (unsigned J : Gr.Rest) {
      Segment &C = Ops[J].Cost;
      MemTraffic &T = C.mem(MemLevel::Shared);
      T.LoadBytes = T.LoadRequests = T.IdealBytes = 0;
      C.count(InstrClass::SharedIssue) = 0;
      llvm::erase_if(C.Keys, [](const KeyInstr &K) {
        return K.Level == MemLevel::Shared;
      });
    }
    Merged += N - 1;
  }
  return Merged;
}

void markVectorisableLoads(std::vector<RegionOp> &Ops) {
  for (const AdjacentGroup &Gr : adjacentLoads(Ops, /*Shared=*/false))
    for (KeyInstr &K : Ops[Gr.Lead].Cost.Keys)
      if (K.K == KeyInstr::Load && K.Level != MemLevel::Shared)
        K.VectorWith = unsigned(Gr.Rest.size());
}

RegionSchedule RegionBuilder::flush(SegSeq &Seq) {
  if (G)
    Fused += fuseSharedLoads(Ops, *G);
  markVectorisableLoads(Ops);
  RegionSchedule R = scheduleRegion(Ops, MaxLoads);
  // A round of only waits for copies before a barrier: the block waits for
  // its copies at the barrier, one sync switch (as a barrier after a
  // load's use), not a switch and then a barrier.
  for (size_t K = 0; K + 1 < R.Rounds.size(); ++K) {
    const std::vector<unsigned> &Next = R.Rounds[K + 1];
    if (R.RoundEndsInBarrier[K] || !R.RoundEndsInBarrier[K + 1] ||
        !llvm::all_of(Next, [&](unsigned I) {
          return Ops[I].IsBarrier || llvm::is_contained(Waits, I);
        }))
      continue;
    R.Rounds[K].insert(R.Rounds[K].end(), Next.begin(), Next.end());
    R.RoundEndsInBarrier[K] = true;
    R.Rounds.erase(R.Rounds.begin() + K + 1);
    R.RoundEndsInBarrier.erase(R.RoundEndsInBarrier.begin() + K + 1);
  }
  // A copy no wait of its region waits for stays in flight past its
  // segment: in a kernel whose waits keep groups in flight, a pipeline
  // stage a later iteration waits for (LHFModel.cpp decides). A wait
  // removes the groups it takes: those left, no wait took.
  for (const std::vector<unsigned> &Group : CopyGroups)
    for (unsigned C : Group)
      for (MemTraffic &M : Ops[C].Cost.Mem) {
        M.PipelinedLoadBytes = M.LoadBytes;
        M.PipelinedLoadRequests = M.LoadRequests;
      }
  for (size_t K = 0; K < R.Rounds.size(); ++K) {
    for (unsigned I : R.Rounds[K])
      mergeChunk(Seq.open(), std::move(Ops[I].Cost)); // cleared below
    bool Last = K + 1 == R.Rounds.size();
    if (!Last || R.RoundEndsInBarrier[K])
      Seq.switchPoint(R.RoundEndsInBarrier[K]);
  }
  Ops.clear();
  CopyGroups.assign(1, {});
  BulkCopies.clear();
  Waits.clear();
  return R;
}

void applyMatrixRole(RegionOp &O, const MatrixOpRole &R, bool ResultUsed) {
  if (R.Fence)
    O.Memory = OpMemory::Fence;
  else if (R.Memory)
    O.Memory = R.Store ? OpMemory::Store : OpMemory::Load;
  O.IsLoad = R.IsLoad || (R.Memory && !R.Store && ResultUsed);
  O.Shared = R.Shared;
}

void RegionBuilder::addAsyncStep(const MatrixOp &Op) {
  unsigned Self = size() - 1;
  std::vector<unsigned> &Deps = Ops[Self].Deps;
  // The copies this wait waits for, which the hints call unpipelined.
  auto WaitFor = [&](const std::vector<unsigned> &Waited) {
    for (unsigned C : Waited) {
      Deps.push_back(C);
      for (KeyInstr &K : Ops[C].Cost.Keys)
        K.WaitedAtOnce = true;
    }
  };
  if (Op.K == MatrixOp::AsyncWait)
    Waits.push_back(Self);
  if (Op.Bulk) {
    if (Op.K == MatrixOp::AsyncCopy)
      BulkCopies.push_back(Self);
    if (Op.K == MatrixOp::AsyncWait) {
      WaitFor(BulkCopies);
      BulkCopies.clear();
    }
    return;
  }
  if (Op.K == MatrixOp::AsyncCopy) {
    CopyGroups.back().push_back(Self);
  } else if (Op.K == MatrixOp::AsyncCommit) {
    CopyGroups.emplace_back();
  } else if (Op.K == MatrixOp::AsyncWait) {
    Ops[Self].Cost.CopyGroupsKept =
        std::max(Ops[Self].Cost.CopyGroupsKept, Op.PendingGroups);
    if (Op.WaitAll)
      CopyGroups.emplace_back();
    size_t Committed = CopyGroups.size() - 1;
    size_t Done = Committed - std::min<size_t>(Op.PendingGroups, Committed);
    for (size_t G = 0; G < Done; ++G)
      WaitFor(CopyGroups[G]);
    CopyGroups.erase(CopyGroups.begin(), CopyGroups.begin() + Done);
  }
}

} // namespace lhf
