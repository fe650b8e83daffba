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
#include "lhf/Model/StandIn.h"
#include "lhf/Passes/IRFrontEnd.h"

#include "llvm/ADT/APInt.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/InstrTypes.h"

#include <functional>
#include <map>
#include <optional>

namespace llvm {
class Argument;
class BasicBlock;
class ICmpInst;
class IntrinsicInst;
class Loop;
class LoopInfo;
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

/// Whether \p V is a block's claimed tile: the old value of
/// `atomicAdd(counter, 1)` one thread stores to a shared-memory scalar, or
/// that scalar read back (a single-pass scan's or a persistent kernel's
/// dynamic block index). Evaluated as the block's linear index.
bool isClaimedBlockIndex(const llvm::Value *V);

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
    tripsFrom(std::move(Trip));
    atThread(P, UI);
  }
  /// The same with the trip counts given before: a walk that asks many
  /// points copies no function per point.
  void atThread(const ThreadPoint *P, llvm::UniformityInfo *UI) {
    // The point may be a new one, or the same object moved: what read it
    // is forgotten. Nothing remembered holds across a change of what an
    // unread point or the uniformity decides (unknown()).
    ++PointGen;
    if ((P == nullptr) != (Point == nullptr) || UI != this->UI)
      Memo.clear();
    Point = P;
    this->UI = UI;
  }
  /// The loops' trip counts, for the last iteration of a recurrence at a
  /// thread point (read with the point: setting them needs a new point).
  void tripsFrom(std::function<double(const llvm::Loop *)> Trip) {
    TripOf = std::move(Trip);
  }

  /// The value as a signed 64-bit integer.
  std::optional<int64_t> eval(const llvm::SCEV *S);
  /// The value of an IR integer or pointer (through its SCEV).
  std::optional<llvm::APInt> valueOf(const llvm::Value *V);
  /// The outcome of an integer compare whose operands are known.
  std::optional<bool> compare(const llvm::ICmpInst &Cmp);
  /// The same with the operands' expressions looked up once (a compare
  /// asked at every thread and trip).
  std::optional<bool> compare(llvm::CmpInst::Predicate Pred,
                              const llvm::SCEV *X, const llvm::SCEV *Y);

  /// A warp's lanes (block 0, first trip): the first one's point and the
  /// ranges of the thread indices they cover.
  struct LaneBox {
    ThreadPoint First;
    uint64_t TidLo[3], TidHi[3];
    uint64_t LaneLo, LaneHi; ///< %laneid
    /// Threads \p First to \p First + \p Lanes - 1 in the block's order.
    static LaneBox of(uint64_t First, uint64_t Lanes, const Dim3 &Block);
  };
  /// The outcome of a compare at every lane of \p Box at once, with the
  /// evaluator at Box.First: what asking each lane says, and the same
  /// flags, when the operands' ranges over the lanes tell it without any
  /// lane's value wrapping; nullopt when the lanes may differ or the
  /// operands are not expressions ranges follow (LaneRanges.cpp).
  std::optional<bool> compareAtLanes(llvm::CmpInst::Predicate Pred,
                                     const llvm::SCEV *X, const llvm::SCEV *Y,
                                     const LaneBox &Box);

  /// The value of an unbound argument at a thread point, when the function
  /// is a callee analysed at a call site: the caller's operand there.
  using ArgHookFn = std::function<std::optional<llvm::APInt>(
      const llvm::Argument &, unsigned Width, const ThreadPoint *)>;
  ArgHookFn ArgHook;
  /// The function's loops: a join after a loop does not ask the loop's exit
  /// test at the point's trip (joinValue). Without them, it does.
  const llvm::LoopInfo *Loops = nullptr;

  /// Evaluate loop \p Lp at trip \p T (0: the first): its affine
  /// recurrences advance by their step (with or without a thread point);
  /// at a thread point, the ones scalar evolution keeps opaque (h >>= 1,
  /// s *= 2) are stepped one trip at a time (once per trip for a uniform
  /// one, then remembered). Other loops stay at their first (or last) trip,
  /// which needs a thread point.
  void stepLoop(const llvm::Loop *Lp, uint64_t T) {
    if (Lp != SteppedLoop) {
      Memo.clear();
      Stepped.clear();
    }
    SteppedLoop = Lp;
    StepTrip = T;
  }

  /// Values loaded from memory, at a thread point: the lanes that load one
  /// from the same address share it, and lanes that load from different
  /// addresses get different values (an index read once per row, then a
  /// gather: embedding lookups, CSR rows). For lane addresses only: a trip
  /// count or a footprint must not rest on made-up data.
  void dataLoads(bool On) {
    if (On != DataLoads)
      Memo.clear();
    DataLoads = On;
  }

  bool UsedThreadZero = false;
  bool UsedArgs = false;
  /// A value loaded from memory stood in (dataLoads).
  bool UsedDataLoad = false;
  /// A value all lanes share that the evaluator cannot compute stood in as
  /// 0 (right for a lane address's offset, not for a condition's outcome).
  bool UsedUniformZero = false;
  /// The integer arguments a value needed and no binding gave (by index).
  std::vector<unsigned> UnboundArgs;
  bool UsedStandIn = false;
  /// A block's index (or the tile it claims) was read at a thread point:
  /// the answer holds for that block only.
  bool UsedBlockIndex = false;
  /// An unsigned division met a dividend with its sign bit set: almost
  /// always a count that went below zero (a loop its guard skips for the
  /// evaluated thread), whose unsigned reading is a wrapped huge number.
  bool Wrapped = false;
  /// A sum or product over a stand-in overflowed its integer (`B * T * C`
  /// at 65536 each is 2^48 in 32 bits): the value is an artefact of the
  /// stand-ins, not of the kernel's arithmetic.
  bool StandInOverflow = false;

  /// The stand-in the last withStandIns asked with (StandIn.h).
  uint64_t standIn() const { return StandIn; }
  /// Runs \p Ask with the stand-ins of lhf::withStandIns while a stand-in
  /// overflowed an integer it asked (a branch's test, an address);
  /// StandInOverflow then says whether the last one did too.
  template <typename Fn> void withStandIns(Fn Ask) {
    lhf::withStandIns([&](uint64_t V) {
      standIn(V);
      StandInOverflow = false;
      Ask();
      return StandInOverflow;
    });
  }

private:
  friend class LaneRanger; // compareAtLanes' ranges (LaneRanges.cpp)
  /// What an evaluation reported through the flags above.
  enum FlagBit : uint8_t {
    ThreadZero = 1,
    ArgsUsed = 2,
    StandInUsed = 4,
    WrappedSeen = 8,
    DataLoadUsed = 16,
    UniformZeroUsed = 32,
    StandInOverflowSeen = 64,
    BlockIndexRead = 128,
  };
  void flag(uint8_t Bits);
  void unboundArg(unsigned ArgNo);
  /// An expression's value, kept for as long as what it read stays: the
  /// thread point (until atThread), the stepped loop's trip (until
  /// stepLoop moves it), or neither. Warp shares and lane addresses ask
  /// the same expressions at each of a block's threads and a loop's
  /// trips; most of an expression reads only one of them, or neither.
  struct Remembered {
    std::optional<llvm::APInt> Value;       // nullopt: it has none
    llvm::SmallVector<unsigned, 2> Unbound; // in the order first met
    uint8_t Flags;
    uint8_t Height; // of the recursion it took (the 64-level bound)
    bool ReadPoint, ReadTrip;
    unsigned Gen;  // PointGen when it read the point
    uint64_t Trip; // StepTrip when it read the trip
  };
  llvm::DenseMap<const llvm::SCEV *, Remembered> Memo;
  unsigned PointGen = 0;
  /// Reads of the thread point, of the stepped trip, and what a value must
  /// not be kept on (a stepped recurrence's binding, an evaluation cut
  /// short by the depth bound): value() compares them around a compute.
  unsigned PointReads = 0, TripReads = 0, Transient = 0;
  /// value() calls since the outermost one began (its budget).
  unsigned Steps = 0;
  uint8_t SubFlags = 0;
  /// The unbound arguments met, in order, since the outermost value().
  llvm::SmallVector<unsigned, 8> SubUnbound;
  unsigned DeepestDepth = 0;
  uint64_t StandIn = LargeStandIn;
  void standIn(uint64_t V) {
    if (V != StandIn)
      Memo.clear(); // values read the stand-in
    StandIn = V;
  }
  /// A budget per outermost evaluation (value()).
  static constexpr unsigned MaxSteps = 1 << 16;
  /// Loop-carried values whose entry value ran out of steps (unknown()).
  llvm::SmallPtrSet<const llvm::PHINode *, 4> CarriedTooDeep;

  unsigned width(const llvm::SCEV *S);
  std::optional<llvm::APInt> value(const llvm::SCEV *S);
  std::optional<llvm::APInt> compute(const llvm::SCEV *S);
  std::optional<llvm::APInt> unknown(const llvm::Value *V, unsigned W);
  /// The lane of the thread point in its warp (%laneid).
  llvm::APInt laneId(unsigned W);
  /// An NVVM intrinsic that computes on integers (mulhi), if \p II is one.
  std::optional<llvm::APInt> arithmetic(const llvm::IntrinsicInst &II);
  std::optional<bool> edgeTaken(const llvm::BasicBlock *From,
                                const llvm::BasicBlock *To);
  std::optional<llvm::APInt> joinValue(const llvm::PHINode &Phi);
  std::optional<llvm::APInt> loopExitJoin(const llvm::PHINode &Phi);

  llvm::ScalarEvolution &SE;
  const std::map<unsigned, int64_t> &Args;
  const KernelLaunch &L;
  const ThreadPoint *Point = nullptr;
  llvm::UniformityInfo *UI = nullptr;
  bool DataLoads = false;
  std::function<double(const llvm::Loop *)> TripOf;
  unsigned Depth = 0;
  const llvm::Loop *SteppedLoop = nullptr;
  uint64_t StepTrip = 0;
  /// A stepped recurrence's value at the trip being computed.
  llvm::DenseMap<const llvm::Value *, llvm::APInt> Bound;
  /// The uniform ones' values at each trip, from the first thread asked.
  llvm::DenseMap<std::pair<const llvm::Value *, uint64_t>, llvm::APInt>
      Stepped;
};

/// Iterations from the loop's latch test when scalar evolution has no
/// backedge count.
std::optional<double> tripFromLatch(const llvm::Loop &Lp, SCEVEvaluator &E);

} // namespace lhf

#endif // LHF_PASSES_SCEVEVALUATOR_H
