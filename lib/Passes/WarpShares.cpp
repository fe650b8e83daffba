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

/// warpShares at trip \p T of loop \p Lp (none: first trips).
static std::optional<std::pair<double, double>>
sharesAt(const ICmpInst &Cmp, const Loop *Lp, uint64_t T,
         UniformityInfo *UI, const Dim3 &B, unsigned WarpSize,
         const std::function<SCEVEvaluator()> &MakeEvaluator,
         const std::function<double(const Loop *)> &TripOf) {
  SCEVEvaluator E = MakeEvaluator();
  E.stepLoop(Lp, T);
  const ThreadPoint *At = nullptr;
  return lhf::warpShares(
      B, WarpSize, [&](const ThreadPoint &P) -> std::optional<bool> {
        if (At != &P) // the same point, moved from thread to thread
          E.atThread(At = &P, UI, TripOf);
        return E.compare(Cmp);
      });
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
