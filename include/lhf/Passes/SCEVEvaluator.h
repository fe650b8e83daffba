//===- SCEVEvaluator.h - Evaluate SCEVs with a launch bound ---*- C++ -*-===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Turns ScalarEvolution's symbolic expressions into numbers once the
/// user's kernel arguments and launch are known: trip counts, decided
/// branches, and (at a chosen thread and loop iteration) the byte address a
/// lane accesses, for coalescing and bank-conflict analysis.
///
//===----------------------------------------------------------------------===//

#ifndef LHF_PASSES_SCEVEVALUATOR_H
#define LHF_PASSES_SCEVEVALUATOR_H

#include "lhf/Model/MemoryAccess.h"
#include "lhf/Passes/IRFrontEnd.h"

#include "llvm/ADT/APInt.h"
#include "llvm/ADT/DenseMap.h"

#include <functional>
#include <map>
#include <optional>

namespace llvm {
class Argument;
class BasicBlock;
class ICmpInst;
class Loop;
class PHINode;
class SCEV;
class ScalarEvolution;
class Value;
} // namespace llvm

namespace lhf {

/// ScalarEvolution keeps an expression's loop and block dispositions in a
/// list it searches linearly, so one expression asked about every loop of
/// a kernel with thousands of sibling loops (the thread index in each
/// loop's address) costs quadratic time inside LLVM. They are caches,
/// recomputed on demand: a walk that asks SCEV about every block calls
/// tick() once per block, which clears them every few hundred blocks.
class SCEVDispositionTrim {
public:
  explicit SCEVDispositionTrim(llvm::ScalarEvolution &SE) : SE(SE) {}
  void tick();

private:
  llvm::ScalarEvolution &SE;
  unsigned Blocks = 0;
};

class SCEVEvaluator {
public:
  SCEVEvaluator(llvm::ScalarEvolution &SE,
                const std::map<unsigned, int64_t> &Args, const KernelLaunch &L)
      : SE(SE), Args(Args), L(L) {}

  /// Evaluate addresses at \p P: special registers take its values, loop
  /// recurrences their first (or last) value, unbound pointers 0, unbound
  /// integers a large stand-in (UsedStandIn), and values the same for all
  /// lanes (per \p UI) 0.
  void atThread(const ThreadPoint *P, llvm::UniformityInfo *UI,
                std::function<double(const llvm::Loop *)> Trip) {
    Point = P;
    this->UI = UI;
    TripOf = std::move(Trip);
  }

  /// The value as a signed 64-bit integer.
  std::optional<int64_t> eval(const llvm::SCEV *S);
  /// The value of an IR integer or pointer (through its SCEV).
  std::optional<llvm::APInt> valueOf(const llvm::Value *V);
  /// The outcome of an integer compare whose operands are known.
  std::optional<bool> compare(const llvm::ICmpInst &Cmp);

  /// The value of an unbound argument at a thread point, when the function
  /// is a callee analysed at a call site: the caller's operand there.
  using ArgHookFn = std::function<std::optional<llvm::APInt>(
      const llvm::Argument &, unsigned Width, const ThreadPoint *)>;
  ArgHookFn ArgHook;

  /// Evaluate loop \p Lp at trip \p T (0: the first): its affine
  /// recurrences advance by their step (with or without a thread point);
  /// at a thread point, the ones scalar evolution keeps opaque (h >>= 1,
  /// s *= 2) are stepped one trip at a time (once per trip for a uniform
  /// one, then remembered). Other loops stay at their first (or last) trip,
  /// which needs a thread point.
  void stepLoop(const llvm::Loop *Lp, uint64_t T) {
    SteppedLoop = Lp;
    StepTrip = T;
    Stepped.clear();
  }

  bool UsedThreadZero = false;
  bool UsedArgs = false;
  /// The integer arguments a value needed and no binding gave (by index).
  std::vector<unsigned> UnboundArgs;
  bool UsedStandIn = false;
  /// An unsigned division met a dividend with its sign bit set: almost
  /// always a count that went below zero (a loop its guard skips for the
  /// evaluated thread), whose unsigned reading is a wrapped huge number.
  bool Wrapped = false;

private:
  unsigned width(const llvm::SCEV *S);
  std::optional<llvm::APInt> value(const llvm::SCEV *S);
  std::optional<llvm::APInt> compute(const llvm::SCEV *S);
  std::optional<llvm::APInt> unknown(const llvm::Value *V, unsigned W);
  std::optional<bool> edgeTaken(const llvm::BasicBlock *From,
                                const llvm::BasicBlock *To);
  std::optional<llvm::APInt> joinValue(const llvm::PHINode &Phi);
  std::optional<llvm::APInt> loopExitJoin(const llvm::PHINode &Phi);

  llvm::ScalarEvolution &SE;
  const std::map<unsigned, int64_t> &Args;
  const KernelLaunch &L;
  const ThreadPoint *Point = nullptr;
  llvm::UniformityInfo *UI = nullptr;
  std::function<double(const llvm::Loop *)> TripOf;
  unsigned Depth = 0;
  const llvm::Loop *SteppedLoop = nullptr;
  uint64_t StepTrip = 0;
  /// A stepped recurrence's value at the trip being computed, and the
  /// uniform ones' values at StepTrip.
  llvm::DenseMap<const llvm::Value *, llvm::APInt> Bound, Stepped;
};

/// Iterations from the loop's latch test when scalar evolution has no
/// backedge count.
std::optional<double> tripFromLatch(const llvm::Loop &Lp, SCEVEvaluator &E);

} // namespace lhf

#endif // LHF_PASSES_SCEVEVALUATOR_H
