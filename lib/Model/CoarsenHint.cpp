//===- CoarsenHint.cpp - Fewer blocks, each thread combining more ---------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// docs/model.md section 79. A reduction's block loads one element per
/// thread, then works on them together behind barriers (a tree in shared
/// memory) and writes far fewer bytes than it read: that shared work is
/// paid once per element loaded. Each thread combining several elements
/// first (two while loading, or a loop with the grid's stride) pays it
/// once per several: the same data in fewer blocks. The what-if repeats
/// the load phase (the segments before the first barrier) k times in a
/// grid k times smaller, for k a power of two up to 64 that leaves at
/// least one full wave, and keeps the best.
///
//===----------------------------------------------------------------------===//

#include "HintGain.h"
#include "lhf/Model/Format.h"

#include "llvm/Support/FormatVariadic.h"

namespace lhf {

/// Bytes the warp moves through global memory (loads and stores, wherever
/// they are served), over its runs of segments [From, To).
static double globalBytes(const KernelDesc &K, size_t From, size_t To) {
  double Bytes = 0;
  for (size_t J = From; J < To; ++J)
    for (MemLevel L : {MemLevel::Global, MemLevel::L2, MemLevel::L1}) {
      const MemTraffic &M = K.Segments[J].mem(L);
      Bytes += K.Segments[J].Count * (M.LoadBytes + M.StoreBytes);
    }
  return Bytes;
}

/// \p Grid with \p K times fewer blocks along its first dimension that
/// has as many, or nullopt.
static std::optional<Dim3> fewerBlocks(Dim3 Grid, uint64_t K) {
  for (uint64_t *D : {&Grid.X, &Grid.Y, &Grid.Z})
    if (*D >= K) {
      *D = (*D + K - 1) / K;
      return Grid;
    }
  return std::nullopt;
}

void addCoarsenHint(Prediction &P, const KernelDesc &K, const GPUDesc &G,
                    const ModelOptions &Opts) {
  // The load phase: straight-line segments that run once, before the
  // first barrier, with the kernel's global loads.
  size_t Barrier = 0;
  while (Barrier < K.Segments.size() && !K.Segments[Barrier].EndsInBarrier)
    ++Barrier;
  if (Barrier == 0 || Barrier == K.Segments.size())
    return;
  for (size_t J = 0; J < Barrier; ++J) {
    const Segment &S = K.Segments[J];
    if (S.Count != 1 || S.Succs.size() > 1 ||
        (S.Succs.size() == 1 && S.Succs[0].Index != J + 1))
      return;
  }
  double In = globalBytes(K, 0, Barrier);
  double Out = globalBytes(K, Barrier, K.Segments.size());
  // The block hands on much less than it took in: a reduction (a tile's
  // transpose or a stencil writes what it read, and would not shrink).
  if (In <= 0 || Out > In / 8)
    return;
  uint64_t Wave = uint64_t(P.BLP) * G.SMCount;
  if (!Wave || P.NB < 2 * Wave)
    return;
  std::optional<Prediction> Best;
  uint64_t BestK = 0;
  for (uint64_t F = 2; F <= 64 && P.NB / F >= Wave; F *= 2) {
    std::optional<Dim3> Grid = fewerBlocks(K.Grid, F);
    if (!Grid)
      break;
    KernelDesc C = whatIfCopy(K);
    C.Grid = *Grid;
    for (size_t J = 0; J < Barrier; ++J) {
      C.Segments[J].Count = double(F);
      for (Successor &Su : C.Segments[J].Succs)
        Su.Count = double(F);
    }
    // The phase loops back on itself F - 1 times, then reaches the
    // barrier's segment once.
    C.Segments[Barrier - 1].Succs = {{0, double(F - 1)},
                                     {unsigned(Barrier), 1.0}};
    Prediction Q = predictWithBLP(C, G, Opts, P.Occ, P.BLP);
    if (!Best || Q.TimeTotal < Best->TimeTotal) {
      Best = std::move(Q);
      BestK = F;
    }
  }
  if (!Best || Best->TimeTotal >= P.TimeTotal)
    return;
  const Segment &Load = K.Segments[0];
  Hint H =
      hintAt(Bottleneck::Barrier, HintFix::MoreWorkPerThread, Load, nullptr);
  setGain(H, P, P.TimeTotal - Best->TimeTotal, Best->SOL.RoofCycles);
  unsigned Line = K.Segments[Barrier].Loc.Line;
  H.Message = llvm::formatv(
      "each block's work from its first barrier{0} on is done once for "
      "every {1} elements its threads load, and hands on {2:f0}% of the "
      "bytes it read; with each thread combining {3} of its elements first "
      "(a loop with the grid's stride), {4} blocks instead of {5} do it {3} "
      "times less often",
      Line ? llvm::formatv(" (line {0})", Line).str() : std::string(),
      K.Block.total(), num(100.0 * Out / In), BestK, Best->NB, P.NB);
  P.Hints.push_back(H);
}

} // namespace lhf
