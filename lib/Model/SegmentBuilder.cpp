//===- SegmentBuilder.cpp - Cut code into segments, loops included --------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#include "lhf/Model/SegmentBuilder.h"

#include <algorithm>
#include <cmath>

namespace lhf {

/// \p Src's counts and traffic added to \p Dst's.
static void mergeCounts(Segment &Dst, const Segment &Src) {
  for (unsigned C = 0; C < NumInstrClasses; ++C)
    Dst.Instrs[C] += Src.Instrs[C];
  for (unsigned T = 0; T < NumTensorTypes; ++T)
    Dst.TensorFlops[T] += Src.TensorFlops[T];
  Dst.Flops += Src.Flops;
  Dst.OneWordAtomics += Src.OneWordAtomics;
  Dst.OneWordFloatAtomics += Src.OneWordFloatAtomics;
  Dst.LineAtomics += Src.LineAtomics;
  Dst.LineAtomicUpdates += Src.LineAtomicUpdates;
  Dst.LineFloatAtomicUpdates += Src.LineFloatAtomicUpdates;
  for (unsigned L = 0; L < NumMemLevels; ++L) {
    MemTraffic &D = Dst.Mem[L];
    const MemTraffic &S = Src.Mem[L];
    D.LoadBytes += S.LoadBytes;
    D.StoreBytes += S.StoreBytes;
    D.IdealBytes += S.IdealBytes;
    D.LoadRequests += S.LoadRequests;
    D.StoreRequests += S.StoreRequests;
    D.StoreSectors += S.StoreSectors;
    D.StoreLines += S.StoreLines;
    D.CampedBytes += S.CampedBytes;
    D.AsyncStoreBytes += S.AsyncStoreBytes;
    D.PipelinedLoadBytes += S.PipelinedLoadBytes;
    D.PipelinedLoadRequests += S.PipelinedLoadRequests;
    D.MissLoadBytes += S.MissLoadBytes;
    D.MissHitBytes += S.MissHitBytes;
    D.LinePassBytes += S.LinePassBytes;
  }
}

/// mergeChunk, with \p Src's keys and label moved when \p Move (the
/// front ends merge every instruction's cost once: its strings need not be
/// copied).
template <bool Move, typename SegmentRef>
static void mergeChunkAs(Segment &Dst, SegmentRef &Src) {
  mergeCounts(Dst, Src);
  // One compute key per segment, as the front ends add them: merging every
  // chunk's own made a nest of N loops hold O(N^2) keys (2000 nested
  // loops: 900 MB).
  bool HasCompute = Dst.hasKey(KeyInstr::Compute);
  for (auto &Key : Src.Keys)
    if (Key.K != KeyInstr::Compute || !HasCompute) {
      HasCompute |= Key.K == KeyInstr::Compute;
      if constexpr (Move)
        Dst.Keys.push_back(std::move(Key));
      else
        Dst.Keys.push_back(Key);
    }
  Dst.EndsInBarrier = Src.EndsInBarrier;
  Dst.CopyGroupsKept = std::max(Dst.CopyGroupsKept, Src.CopyGroupsKept);
  if (Dst.Label.empty()) {
    if constexpr (Move)
      Dst.Label = std::move(Src.Label);
    else
      Dst.Label = Src.Label;
  }
  if (!Dst.Loc.valid()) {
    Dst.Loc = Src.Loc;
    Dst.Origin = Src.Origin;
  }
}

void mergeChunk(Segment &Dst, const Segment &Src) {
  mergeChunkAs<false>(Dst, Src);
}

void mergeChunk(Segment &Dst, Segment &&Src) { mergeChunkAs<true>(Dst, Src); }

void scaleChunk(Segment &S, double W) {
  for (double &N : S.Instrs)
    N *= W;
  scaleWork(S, W);
}

void scaleWork(Segment &S, double W) {
  for (double &F : S.TensorFlops)
    F *= W;
  S.Flops *= W;
  S.OneWordAtomics *= W;
  S.OneWordFloatAtomics *= W;
  S.LineAtomics *= W;
  S.LineAtomicUpdates *= W;
  S.LineFloatAtomicUpdates *= W;
  for (MemTraffic &M : S.Mem)
    M.scale(W);
}

void scaleShares(Segment &S, double Issue, double Work) {
  if (Issue != 1)
    scaleChunk(S, Issue);
  if (Work != Issue && Issue != 0)
    scaleWork(S, Work / Issue);
}

void SegSeq::forgetOrigins() {
  auto Forget = [](Segment &S) {
    S.Origin = nullptr;
    for (KeyInstr &K : S.Keys)
      K.Origin = nullptr;
  };
  Forget(Head);
  Forget(Tail);
  for (Segment &S : Mid)
    Forget(S);
}

void SegSeq::switchPoint(bool Barrier) {
  Segment &Closing = open();
  Closing.EndsInBarrier = Barrier;
  if (!HasSwitch) {
    HasSwitch = true;
    return;
  }
  Tail.Count = 1;
  Mid.push_back(std::move(Tail));
  MidSuccs.emplace_back();
  Tail = Segment();
}

void SegSeq::append(SegSeq B) {
  if (!B.HasSwitch) {
    mergeChunk(open(), std::move(B.Head));
    return;
  }
  if (!HasSwitch) {
    mergeChunk(Head, std::move(B.Head));
    HasSwitch = true;
  } else {
    mergeChunk(Tail, std::move(B.Head));
    Tail.Count = 1;
    Mid.push_back(std::move(Tail));
    MidSuccs.emplace_back();
  }
  for (size_t I = 0; I < B.Mid.size(); ++I) {
    Mid.push_back(std::move(B.Mid[I]));
    MidSuccs.push_back(std::move(B.MidSuccs[I]));
  }
  Tail = std::move(B.Tail);
}

void SegSeq::scale(double W) {
  scaleChunk(Head, W);
  scaleChunk(Tail, W);
  for (size_t I = 0; I < Mid.size(); ++I) {
    Mid[I].Count *= W;
    for (auto &S : MidSuccs[I])
      S.second *= W;
  }
}

bool ptxasPredicates(const ArmShape &A) {
  unsigned Threshold = A.Divergent ? 7 : 4;
  return !A.Barrier && !A.Calls && A.Instructions <= Threshold;
}

unsigned ptxasUnroll(const LoopShape &L) {
  // Unrolled in the SASS: the GEMV loops of 7 to 17 IR instructions
  // (gemv_warp_row, gemv_halfwarp_row, gemv_warp_row_f4, gemv_block_row).
  // Not: a grid-stride loop (reduce_warp_shfl, step gridDim.x *
  // blockDim.x), a body LLVM had unrolled 8 times (gemv_thread_row, 50).
  constexpr unsigned MaxInstructions = 24, Factor = 4;
  bool Unrolls = L.Innermost && !L.ConstantTrip && L.ConstantStep &&
                 !L.NoUnroll && !L.Calls && L.Instructions <= MaxInstructions &&
                 L.Trip >= Factor;
  return Unrolls ? Factor : 1;
}

SegSeq SegSeq::loop(SegSeq Body, double Trip, unsigned Unroll) {
  if (!(Trip > 0))
    return SegSeq();
  // One switch point per iteration and no barrier: ptxas's copies issue
  // their loads together, then their uses.
  if (Unroll > 1 && Body.HasSwitch && Body.Mid.empty() &&
      !Body.Head.EndsInBarrier && !Body.Tail.EndsInBarrier) {
    Body.scale(Unroll);
    Trip /= Unroll;
  }
  if (!Body.HasSwitch) {
    scaleChunk(Body.Head, Trip);
    return Body;
  }
  if (Trip <= 1) {
    Body.scale(Trip);
    return Body;
  }
  SegSeq R;
  R.HasSwitch = true;
  R.Head = Body.Head;
  int Len = static_cast<int>(Body.Mid.size());
  for (int I = 0; I < Len; ++I) {
    Segment S = std::move(Body.Mid[I]);
    RelSuccs Succs = std::move(Body.MidSuccs[I]);
    if (Succs.empty())
      Succs.push_back({1, S.Count});
    RelSuccs Out;
    for (auto [Off, Cnt] : Succs) {
      if (I + Off == Len) {
        // Leaving the body: the wrapped segment on all but the last
        // iteration, the code after the loop on the last.
        Out.push_back({Off, Cnt * (Trip - 1)});
        Out.push_back({Off + 1, Cnt});
      } else {
        Out.push_back({Off, Cnt * Trip});
      }
    }
    S.Count *= Trip;
    R.Mid.push_back(std::move(S));
    R.MidSuccs.push_back(std::move(Out));
  }
  // The wrapped segment: the body's tail of one iteration and its head of
  // the next.
  Segment Wrap = Body.Tail;
  mergeChunk(Wrap, std::move(Body.Head));
  Wrap.Count = Trip - 1;
  RelSuccs WrapSuccs;
  if (Len > 0) {
    WrapSuccs.push_back({-Len, Trip - 1});
  } else {
    if (Trip - 2 > 0)
      WrapSuccs.push_back({0, Trip - 2});
    WrapSuccs.push_back({1, 1});
  }
  R.Mid.push_back(std::move(Wrap));
  R.MidSuccs.push_back(std::move(WrapSuccs));
  R.Tail = std::move(Body.Tail);
  return R;
}

std::vector<Segment> SegSeq::finish() && {
  std::vector<Segment> Out;
  Head.Count = 1;
  if (!HasSwitch) {
    Out.push_back(std::move(Head));
    return Out;
  }
  std::vector<RelSuccs> Rel;
  Out.push_back(std::move(Head));
  Rel.emplace_back();
  for (size_t I = 0; I < Mid.size(); ++I) {
    Out.push_back(std::move(Mid[I]));
    Rel.push_back(std::move(MidSuccs[I]));
  }
  Tail.Count = 1;
  Out.push_back(std::move(Tail));
  Rel.emplace_back();
  int N = static_cast<int>(Out.size());
  for (int I = 0; I < N; ++I) {
    Out[I].Succs.clear();
    if (Rel[I].empty())
      Rel[I].push_back({1, Out[I].Count});
    for (auto [Off, Cnt] : Rel[I])
      if (Cnt > 0)
        Out[I].Succs.push_back(
            {static_cast<unsigned>(((I + Off) % N + N) % N), Cnt});
  }
  return Out;
}

} // namespace lhf
