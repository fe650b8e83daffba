//===- WarpShares.cpp - Warps that run each side of a branch --------------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#include "lhf/Passes/WarpShares.h"

#include "lhf/Model/Divergence.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"

#include <algorithm>

using namespace llvm;

namespace lhf {

/// An askable condition's compares with their operands' expressions, looked
/// up once (not at each of the thousands of threads and trips asked).
using Compares =
    SmallDenseMap<const ICmpInst *, std::pair<const SCEV *, const SCEV *>, 8>;

/// Whether \p V is a condition warpShares can ask a thread: an integer
/// compare of values scalar evolution describes, or such compares joined by
/// and, or, xor and i1 selects, at most \p Budget of them (into \p Cmps).
static bool askable(const Value *V, ScalarEvolution &SE, unsigned &Budget,
                    Compares &Cmps) {
  if (Budget == 0)
    return false;
  if (const auto *Cmp = dyn_cast<ICmpInst>(V)) {
    --Budget;
    if (!SE.isSCEVable(Cmp->getOperand(0)->getType()))
      return false;
    Cmps[Cmp] = {SE.getSCEV(Cmp->getOperand(0)),
                 SE.getSCEV(Cmp->getOperand(1))};
    return true;
  }
  if (isa<ConstantInt>(V))
    return true;
  if (const auto *BO = dyn_cast<BinaryOperator>(V);
      BO && BO->getType()->isIntegerTy(1) &&
      (BO->getOpcode() == Instruction::And ||
       BO->getOpcode() == Instruction::Or ||
       BO->getOpcode() == Instruction::Xor))
    return askable(BO->getOperand(0), SE, Budget, Cmps) &&
           askable(BO->getOperand(1), SE, Budget, Cmps);
  if (const auto *Sel = dyn_cast<SelectInst>(V);
      Sel && Sel->getType()->isIntegerTy(1))
    return askable(Sel->getCondition(), SE, Budget, Cmps) &&
           askable(Sel->getTrueValue(), SE, Budget, Cmps) &&
           askable(Sel->getFalseValue(), SE, Budget, Cmps);
  return false;
}

/// Whether an askable condition (its compares \p Cmps) can change from one
/// trip of \p Lp to the next: a compare of values scalar evolution calls
/// invariant in it reads no induction variable and nothing defined inside.
static bool movesWith(const Compares &Cmps, const Loop &Lp,
                      ScalarEvolution &SE) {
  return llvm::any_of(Cmps, [&](const auto &C) {
    return !SE.isLoopInvariant(C.second.first, &Lp) ||
           !SE.isLoopInvariant(C.second.second, &Lp);
  });
}

/// The value of an askable condition, from its compares' outcomes as
/// \p Compare gives them: at the evaluator's point (ask) or at a warp's
/// lanes at once (askLanes). Both sides of and, or and xor are asked, so
/// that what they flag is the same either way.
static std::optional<bool>
askWith(const Value *V, const Compares &Cmps,
        function_ref<std::optional<bool>(CmpInst::Predicate, const SCEV *,
                                         const SCEV *)>
            Compare) {
  if (const auto *Cmp = dyn_cast<ICmpInst>(V)) {
    const auto &[L, R] = Cmps.find(Cmp)->second;
    return Compare(Cmp->getPredicate(), L, R);
  }
  if (const auto *C = dyn_cast<ConstantInt>(V))
    return !C->isZero();
  if (const auto *Sel = dyn_cast<SelectInst>(V)) {
    std::optional<bool> C = askWith(Sel->getCondition(), Cmps, Compare);
    if (!C)
      return std::nullopt;
    return askWith(*C ? Sel->getTrueValue() : Sel->getFalseValue(), Cmps,
                   Compare);
  }
  const auto *BO = cast<BinaryOperator>(V);
  std::optional<bool> A = askWith(BO->getOperand(0), Cmps, Compare);
  std::optional<bool> B =
      A ? askWith(BO->getOperand(1), Cmps, Compare) : std::nullopt;
  if (!B)
    return std::nullopt;
  switch (BO->getOpcode()) {
  case Instruction::And:
    return *A && *B;
  case Instruction::Or:
    return *A || *B;
  default:
    return *A != *B;
  }
}

/// The value of an askable condition at the evaluator's point.
static std::optional<bool> ask(const Value *V, SCEVEvaluator &E,
                               const Compares &Cmps) {
  return askWith(V, Cmps,
                 [&](CmpInst::Predicate P, const SCEV *L, const SCEV *R) {
                   return E.compare(P, L, R);
                 });
}

/// The value of an askable condition at every lane of \p Box, when each
/// compare it asks is told for all of them at once (compareAtLanes).
static std::optional<bool> askLanes(const Value *V, SCEVEvaluator &E,
                                    const Compares &Cmps,
                                    const SCEVEvaluator::LaneBox &Box) {
  return askWith(V, Cmps,
                 [&](CmpInst::Predicate P, const SCEV *L, const SCEV *R) {
                   return E.compareAtLanes(P, L, R, Box);
                 });
}

std::optional<std::pair<double, double>>
warpShares(const BasicBlock &BB, const LoopInfo &LI, ScalarEvolution &SE,
           UniformityInfo *UI, const Dim3 &Block, const Dim3 &Grid,
           uint64_t WaveBlocks, unsigned WarpSize,
           const std::function<SCEVEvaluator()> &MakeEvaluator,
           const std::function<double(const Loop *)> &TripOf,
           std::vector<unsigned> *Unbound, uint64_t *StandInUsed) {
  const auto *Br = dyn_cast<BranchInst>(BB.getTerminator());
  const Value *Cond = Br && Br->isConditional() ? Br->getCondition() : nullptr;
  constexpr unsigned MaxCompares = 8;
  unsigned Budget = MaxCompares;
  Compares Cmps;
  if (!Cond || !askable(Cond, SE, Budget, Cmps))
    return std::nullopt;
  const Loop *Lp = LI.getLoopFor(&BB);
  // Bounds the work at threads x 16 evaluations: a loop of more trips is
  // sampled at the middle trip of each 16th, as tripShare samples a
  // uniform branch (a divergent branch asks every thread at each sample).
  constexpr unsigned MaxSamples = 16;
  // A condition the loop does not move (`if (i < n)` around the loop's
  // body) has every trip's answer at its first: asked once per thread.
  SmallVector<uint64_t, 64> Trips;
  if (Lp && movesWith(Cmps, *Lp, SE))
    Trips = sampledTrips(TripOf(Lp), MaxSamples);
  // One evaluator for all: what reads neither the thread nor the trip is
  // computed once, what reads only the thread once per thread.
  SCEVEvaluator E = MakeEvaluator();
  E.tripsFrom(TripOf);
  // Stand-ins whose products overflow the test's integer (llm.c's
  // `idx < B * T * C`: 65536 each wraps to 0, and no thread took the body)
  // decide nothing: the threads are asked again with smaller ones, as an
  // address is (AccessAnalyzer), and the caller says which.
  // The shares of the warps of the block at \p Ctaid.
  bool Undecided = false;
  auto SharesAt = [&](const std::array<uint64_t, 3> &Ctaid) {
    std::optional<std::pair<double, double>> Shares;
    E.withStandIns([&] {
      E.UnboundArgs.clear();
      E.UsedUniformZero = false;
      // The evaluator's point: a lane's (by its index in the block), or a
      // warp's first lane for its lanes at once (NoLane).
      constexpr uint64_t NoLane = ~uint64_t(0);
      uint64_t AtLane = NoLane;
      ThreadPoint At;
      SCEVEvaluator::LaneBox Box;
      auto Step = [&](unsigned T) {
        E.stepLoop(Trips.empty() ? nullptr : Lp, Trips.empty() ? 0 : Trips[T]);
      };
      Shares = warpSharesOverTrips(
          Block, WarpSize, std::max<size_t>(1, Trips.size()),
          [&](const ThreadPoint &P, unsigned T) -> std::optional<bool> {
            if (uint64_t Lane = P.linear(Block); Lane != AtLane) {
              At = P;
              std::copy(Ctaid.begin(), Ctaid.end(), At.Ctaid);
              E.atThread(&At, UI); // the same point, moved to the next thread
              AtLane = Lane;
            }
            Step(T);
            return ask(Cond, E, Cmps);
          },
          [&](uint64_t First, uint64_t Lanes,
              unsigned T) -> std::optional<bool> {
            if (T == 0 || AtLane != NoLane) {
              Box = SCEVEvaluator::LaneBox::of(First, Lanes, Block);
              std::copy(Ctaid.begin(), Ctaid.end(), Box.First.Ctaid);
              E.atThread(&Box.First, UI);
              AtLane = NoLane;
            }
            Step(T);
            return askLanes(Cond, E, Cmps, Box);
          });
    });
    Undecided |= E.UsedUniformZero || E.StandInOverflow;
    return Shares;
  };
  E.UsedBlockIndex = E.UsedStandIn = false;
  std::optional<std::pair<double, double>> Shares = SharesAt({0, 0, 0});
  // A size no binding gives stands in large to keep block 0 inside; which
  // blocks it keeps out is not known either: block 0 answers.
  bool ByBlock = E.UsedBlockIndex && E.UnboundArgs.empty() && !E.UsedStandIn;
  // A condition on the block's index (or the tile it claims) that block 0
  // answers is not every block's answer (`if (tile > 0)` of a scan's
  // look-back, a grid larger than the data).
  if (Shares && ByBlock)
    Shares = gridShares(Grid, WaveBlocks, *Shares, SharesAt);
  if (StandInUsed)
    *StandInUsed = E.standIn();
  // A value all lanes share but none of them can be told (a flag read from
  // memory) decides nothing: its stand-in 0 is for addresses.
  if (Undecided)
    return std::nullopt;
  if (Shares && Unbound)
    *Unbound = E.UnboundArgs;
  return Shares;
}

} // namespace lhf
