//===- Builder.h - Cuts an MLIR kernel into segments -------------*- C++ -*-===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The MLIR front end's walker: loops and trip counts (LoopFacts.cpp),
/// control flow (MLIRFrontEnd.cpp) and the cost of each operation
/// (OpCosts.cpp). Internal to lib/MLIR.
///
//===----------------------------------------------------------------------===//

#ifndef LHF_MLIR_BUILDER_H
#define LHF_MLIR_BUILDER_H

#include "lhf/MLIR/Access.h"
#include "lhf/MLIR/StrengthReduction.h"
#include "lhf/Model/MatrixOps.h"
#include "lhf/Model/RegionScheduler.h"
#include "lhf/Model/SegmentBuilder.h"

#include "mlir/Analysis/CFGLoopInfo.h"
#include "mlir/IR/Dominance.h"
#include "llvm/ADT/SmallPtrSet.h"

#include <map>
#include <memory>
#include <set>

namespace lhf {

/// The value \p Pred passes to argument \p Arg of \p Succ, or null.
mlir::Value incomingValue(mlir::Block *Pred, mlir::Block *Succ, unsigned Arg);

/// A loop's trip count and how it was found.
struct MLIRLoopTrip {
  double Trip = 0;
  std::string How; ///< "scf.for bounds", "latch test", "assumed", ...
};

/// Builds one kernel's segments.
class Builder {
public:
  Builder(mlir::Operation *Kernel, const GPUDesc &G, const KernelLaunch &L,
          KernelDesc &K);
  SegSeq build();
  /// Whether regions and loops nest deeper than MaxLoopNestDepth; build()
  /// then stops descending and its segments are not to be used.
  bool tooDeep() const { return TooDeep; }

private:
  /// Loops and block order of a multi-block region.
  struct RegionCFG {
    std::unique_ptr<mlir::CFGLoopInfo> LI;
    std::vector<mlir::Block *> RPO;
  };

  // Control flow facts (LoopFacts.cpp).
  void buildCFG(mlir::Region &R);
  void findInductionVars(mlir::CFGLoop *Lp);
  bool invariant(mlir::Value V, mlir::CFGLoop *Lp);
  /// Calls \p Use with the innermost loop around \p Op (a CFG loop of its
  /// region, else its scf.for); false when there is none.
  bool inLoopScope(mlir::Operation &Op,
                   llvm::function_ref<bool(const LoopScope &)> Use);
  double execsOf(mlir::Operation *Op);
  /// The innermost loop around \p Op (a CFGLoop* or scf.for), or null.
  const void *innermostLoop(mlir::Operation *Op);
  std::optional<double> cfgTrip(mlir::CFGLoop *Lp, Evaluator &E);
  std::optional<double> scfTrip(mlir::Operation *For, Evaluator &E);
  /// The trip count of a CFGLoop* or scf.for, computed once.
  const MLIRLoopTrip &tripOf(const void *Loop);
  /// The trip count as the walk meets the loop: its notes are said now.
  double tripCount(const void *Loop);

  // The walk (MLIRFrontEnd.cpp).
  SegSeq region(mlir::Region &R);
  SegSeq cfgRegion(mlir::Region &Rg, mlir::CFGLoop *R);
  SegSeq cfgLoop(mlir::Region &Rg, mlir::CFGLoop *Lp, SegSeq &Before);
  void propagate(mlir::Block *B, double W, mlir::CFGLoop *R,
                 llvm::DenseMap<mlir::Block *, double> &Weight);
  double branchProbability(mlir::Operation *T, unsigned I, mlir::CFGLoop *R);
  /// The outcome of \p Br's compare when its operands are known (at trip
  /// \p Trip of \p Loop when one is given).
  std::optional<bool> decided(mlir::Operation *Br, const void *Loop = nullptr,
                              uint64_t Trip = 0);
  /// For a uniform two-way branch on an integer compare that moves with
  /// \p Loop (a CFGLoop* or scf.for): the share of the loop's trips on
  /// which it goes to its first successor (then-side) (Divergence.h).
  std::optional<double> tripShareOf(mlir::Operation *Br, const void *Loop);
  /// For a divergent two-way branch on an integer compare: the share of
  /// block 0's warps with a lane going to the first successor (then-side),
  /// and to the second, each thread's condition evaluated with the launch
  /// (loops at their first trip; the IR front end also averages over a
  /// loop's trips); nullopt when a condition cannot be evaluated.
  std::optional<std::pair<double, double>> warpShares(mlir::Operation *Br);
  /// The same for any divergent two-way branch: where its condition cannot
  /// be evaluated (it reads memory), a sentinel test's rare side
  /// (rareFloatOutcome) is run by no warp and any other by every warp,
  /// which the kernel's notes say.
  std::pair<double, double> divergentShares(mlir::Operation *Br);
  SegSeq block(mlir::Block &B);
  std::string blockLabel(mlir::Block &B);
  /// Adds \p Op to \p Region as a model operation.
  void operation(mlir::Operation &Op, RegionBuilder &Region,
                 llvm::DenseMap<mlir::Value, unsigned> &OpOf,
                 llvm::StringRef Label);
  /// Schedules \p Region into \p Seq; loads still in flight stay pending.
  void flushRegion(RegionBuilder &Region, SegSeq &Seq,
                   std::vector<mlir::Operation *> &Ops,
                   llvm::DenseMap<mlir::Value, unsigned> &OpOf);
  /// The operation being costed orders memory like a fence.
  void fenceOp() {
    if (CurOp)
      CurOp->Memory = OpMemory::Fence;
  }
  /// The operands \p Op uses (values passed on to a successor or yielded
  /// are merged, not used).
  llvm::SmallVector<mlir::Value, 4> usedOperands(mlir::Operation &Op);
  bool regionUsesPending(mlir::Operation *Op);
  void pendingResults(mlir::Operation &Op);
  void scfFor(mlir::Operation &Op, SegSeq &Seq);
  void scfIf(mlir::Operation &Op, SegSeq &Seq);
  void scfWhile(mlir::Operation &Op, SegSeq &Seq);
  void note(mlir::Operation &Op, const llvm::Twine &What,
            bool LowerBound = false);

  // Costs (OpCosts.cpp). cost() returns true for a block barrier.
  bool cost(mlir::Operation &Op, Segment &S);
  /// Integer address arithmetic that loop strength reduction removes.
  bool reducedInLoop(mlir::Operation &Op);
  /// A loop's back edge to a header that tests for the exit: LLVM's loop
  /// rotation moves the test to the latch, and this jump disappears.
  bool rotatedAway(mlir::Operation &Op);
  void addAccess(Segment &S, const MemAccess &A, bool ResultUsed);
  /// affine.apply, affine.min, affine.max: what lower-affine leaves.
  void affine(mlir::Operation &Op, Segment &S);
  void addCompute(Segment &S, mlir::Operation &Op, InstrClass C,
                  double N = 1);
  /// Keeps \p Op as the segment's compute anchor if it has none.
  void computeKey(Segment &S, mlir::Operation &Op);
  bool intrinsic(mlir::Operation &Op, llvm::StringRef Name, Segment &S);
  bool nvvm(mlir::Operation &Op, llvm::StringRef Name, Segment &S);
  void inlineAsm(mlir::Operation &Op, Segment &S);

  // Tensor-core and asynchronous-copy operations (MatrixCosts.cpp).
  /// Costs \p Op if it is one (an NVVM dialect operation, or the intrinsic
  /// \p IntrinsicName without its `llvm.nvvm.`); false otherwise.
  bool matrixOrCopy(mlir::Operation &Op, llvm::StringRef IntrinsicName,
                    Segment &S);
  void matrix(mlir::Operation &Op, const MatrixOp &M, unsigned AddrSpace,
              Segment &S);
  void call(mlir::Operation &Op, Segment &S);

  mlir::Operation *Kernel;
  const GPUDesc &G;
  const KernelLaunch &L;
  KernelDesc &K;
  mlir::DominanceInfo Dom;
  KernelFacts F;
  std::map<mlir::Region *, RegionCFG> CFGs;
  llvm::SmallPtrSet<const void *, 8> Scf; ///< scf.for ops (loop keys)
  std::map<const void *, MLIRLoopTrip> TripMemo;
  /// reducedInLoop's answers.
  llvm::DenseMap<mlir::Operation *, bool> Reduced;
  std::map<const void *, std::vector<Assumption>> TripNotes;
  llvm::DenseMap<const void *, AccessFacts> Accesses;
  llvm::DenseSet<mlir::Value> Pending;
  /// The operation block() is costing now (null outside it).
  RegionOp *CurOp = nullptr;
  /// The cp.async step the operation being costed is, for the region.
  std::optional<MatrixOp> AsyncRole;
  unsigned GuessedAccesses = 0;
  std::set<std::string> Noted;
  unsigned Nesting = 0;
  bool TooDeep = false;
};

} // namespace lhf

#endif // LHF_MLIR_BUILDER_H
