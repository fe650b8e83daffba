//===- WarpShares.cpp - Warps that run each side of a branch --------------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#include "lhf/Passes/WarpShares.h"

#include "lhf/Model/Divergence.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/IR/Instructions.h"

#include <algorithm>

using namespace llvm;

namespace lhf {

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
  // Bounds the work at threads x 16 evaluations: a loop of more trips is
  // sampled at the middle trip of each 16th, as tripShare samples a
  // uniform branch (a divergent branch asks every thread at each sample).
  constexpr unsigned MaxSamples = 16;
  SmallVector<uint64_t, 64> Trips =
      sampledTrips(Lp ? TripOf(Lp) : 1, MaxSamples);
  // One evaluator for all: what reads neither the thread nor the trip is
  // computed once, what reads only the thread once per thread.
  SCEVEvaluator E = MakeEvaluator();
  E.tripsFrom(TripOf);
  const SCEV *X = SE.getSCEV(Cmp->getOperand(0));
  const SCEV *Y = SE.getSCEV(Cmp->getOperand(1));
  return lhf::warpSharesOverTrips(
      Block, WarpSize, std::max<size_t>(1, Trips.size()),
      [&](const ThreadPoint &P, unsigned T) -> std::optional<bool> {
        if (T == 0) // the same point, moved to the next thread
          E.atThread(&P, UI);
        E.stepLoop(Trips.empty() ? nullptr : Lp, Trips.empty() ? 0 : Trips[T]);
        return E.compare(Cmp->getPredicate(), X, Y);
      });
}

} // namespace lhf
