//===- WarpShares.cpp - Warps that run each side of a branch --------------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#include "lhf/Passes/WarpShares.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/IR/Instructions.h"

#include <algorithm>

using namespace llvm;

namespace lhf {

/// warpShares at trip \p T of loop \p Lp (none: first trips).
static std::optional<std::pair<double, double>>
sharesAt(const ICmpInst &Cmp, const Loop *Lp, uint64_t T,
         UniformityInfo *UI, const Dim3 &B, unsigned WarpSize,
         const std::function<SCEVEvaluator()> &MakeEvaluator,
         const std::function<double(const Loop *)> &TripOf) {
  uint64_t Threads = std::min<uint64_t>(B.total(), 1024);
  WarpSize = std::max(1u, WarpSize);
  SCEVEvaluator E = MakeEvaluator();
  ThreadPoint P;
  E.atThread(&P, UI, TripOf);
  E.stepLoop(Lp, T);
  unsigned Warps = 0, First = 0, Second = 0;
  for (uint64_t W0 = 0; W0 < Threads; W0 += WarpSize) {
    bool Any[2] = {false, false};
    for (uint64_t Th = W0; Th < std::min<uint64_t>(W0 + WarpSize, Threads);
         ++Th) {
      P.Tid[0] = Th % B.X;
      P.Tid[1] = (Th / B.X) % B.Y;
      P.Tid[2] = Th / (B.X * B.Y);
      std::optional<APInt> X = E.valueOf(Cmp.getOperand(0));
      std::optional<APInt> Y = E.valueOf(Cmp.getOperand(1));
      if (!X || !Y)
        return std::nullopt;
      bool C = ICmpInst::compare(*X, Y->zextOrTrunc(X->getBitWidth()),
                                 Cmp.getPredicate());
      Any[C ? 0 : 1] = true;
    }
    ++Warps;
    First += Any[0];
    Second += Any[1];
  }
  if (!Warps)
    return std::nullopt;
  return std::make_pair(double(First) / Warps, double(Second) / Warps);
}

std::optional<std::pair<double, double>>
warpShares(const BasicBlock &BB, const LoopInfo &LI, ScalarEvolution &SE,
           UniformityInfo *UI, const Dim3 &Block, unsigned WarpSize,
           const std::function<SCEVEvaluator()> &MakeEvaluator,
           const std::function<double(const Loop *)> &TripOf) {
  const auto *Br = dyn_cast<BranchInst>(BB.getTerminator());
  const auto *Cmp = Br && Br->isConditional()
                        ? dyn_cast<ICmpInst>(Br->getCondition())
                        : nullptr;
  if (!Cmp || !SE.isSCEVable(Cmp->getOperand(0)->getType()))
    return std::nullopt;
  const Loop *Lp = LI.getLoopFor(&BB);
  double Trip = Lp ? TripOf(Lp) : 1;
  // Bounds the work: trips x threads evaluations, each stepping an opaque
  // recurrence at most 64 times (once per trip when it is uniform).
  constexpr double MaxTrips = 64;
  unsigned Samples = Trip >= 2 && Trip <= MaxTrips ? unsigned(Trip) : 1;
  double First = 0, Second = 0;
  for (unsigned T = 0; T < Samples; ++T) {
    std::optional<std::pair<double, double>> At =
        sharesAt(*Cmp, Samples > 1 ? Lp : nullptr, T, UI, Block, WarpSize,
                 MakeEvaluator, TripOf);
    if (!At)
      return std::nullopt;
    First += At->first;
    Second += At->second;
  }
  return std::make_pair(First / Samples, Second / Samples);
}

} // namespace lhf
