//===- Evaluator.h - Integers, addresses and divergence of MLIR values -*- C++ -*-===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// What ScalarEvolution and UniformityInfo give the LLVM IR front end, for
/// MLIR kernels: integer and address values once the launch and kernel
/// arguments are bound (at thread 0 for trip counts and branch conditions,
/// or at a chosen lane and loop iteration for coalescing), induction
/// variables of `scf.for` and of `llvm.br` loops, and which values differ
/// between the lanes of a warp. Internal to lib/MLIR (the public front-end
/// header, MLIRFrontEnd.h, only forward-declares MLIR).
///
//===----------------------------------------------------------------------===//

#ifndef LHF_MLIR_EVALUATOR_H
#define LHF_MLIR_EVALUATOR_H

#include "lhf/MLIR/MLIRFrontEnd.h"
#include "lhf/Model/StandIn.h"

#include "mlir/IR/Operation.h"
#include "mlir/IR/Value.h"
#include "llvm/ADT/APInt.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

#include <functional>
#include <optional>

#include "lhf/Model/MemoryAccess.h"

namespace lhf {


/// The operation's name, e.g. "llvm.load".
inline llvm::StringRef opName(mlir::Operation *Op) {
  return Op->getName().getStringRef();
}

/// Where a pointer or memref points, after looking through casts and
/// address arithmetic.
struct AccessPlace {
  unsigned AS = ASGlobal;
  bool Guessed = false; ///< a generic pointer we could not trace
};
AccessPlace placeOf(mlir::Value PtrOrMemRef, unsigned NumParams);

/// The value an `llvm.extractvalue` reads back from the `llvm.insertvalue`
/// chain that built its aggregate (a lowered memref descriptor), or null.
mlir::Value insertedValue(mlir::Operation *Extract);

/// The NVPTX address space of a memref memory space (none, an integer, or
/// `#gpu.address_space<...>`); \p Guessed is set for one it cannot tell.
unsigned memorySpaceOf(mlir::Attribute MS, bool &Guessed);

/// The value an address is computed from: a kernel argument, a global, an
/// alloca (through GEPs, casts and memref views).
mlir::Value underlyingObject(mlir::Value PtrOrMemRef);

/// Bytes a value of \p T occupies in memory (LLVM's store size for
/// scalars, alloc size for aggregates); 0 when unknown.
uint64_t storeSize(mlir::Type T);
uint64_t allocSize(mlir::Type T);
/// Byte offset of field \p Index of an LLVM struct type.
uint64_t fieldOffset(mlir::Type Struct, unsigned Index);

/// The LLVM IR spelling of a type ("float", "i32", "ptr"), so that hint
/// texts read the same as the IR front end's.
std::string llvmTypeName(mlir::Type T);

/// A special register: what it reads and in which dimension (0..2).
struct SpecialReg {
  enum Kind { Tid, Ctaid, Ntid, Nctaid, LaneId, GlobalId, Other } K = Other;
  unsigned Dim = 0;
};
/// The special register \p Op reads (nvvm.read.ptx.sreg.*, the
/// llvm.nvvm.read.ptx.sreg.* intrinsics, gpu.thread_id and friends).
std::optional<SpecialReg> specialReg(mlir::Operation *Op);

/// An induction variable: a loop's block argument that starts at Init and
/// moves by a loop-invariant Step every iteration.
struct InductionVar {
  mlir::Value Init, Step;
  bool Negate = false; ///< iv' = iv - Step
  const void *Loop = nullptr; ///< the loop (CFGLoop* or scf.for Operation*)
};

/// Facts about one kernel every evaluation reads.
struct KernelFacts {
  mlir::Operation *Kernel = nullptr;
  mlir::Block *Entry = nullptr;
  unsigned NumParams = 0;
  const KernelLaunch *Launch = nullptr;
  /// Values that may differ between the lanes of a warp.
  llvm::DenseSet<mlir::Value> Divergent;
  llvm::DenseMap<mlir::Value, InductionVar> IVs;
  /// Trip count of a loop (for induction variables at their last trip).
  std::function<double(const void *Loop)> TripOf;

  bool isUniform(mlir::Value V) const { return !Divergent.contains(V); }
  /// Whether \p V is the kernel's parameter (not an attribution).
  bool isParam(mlir::Value V) const;
};

/// Fills F.Divergent: thread and lane indices, atomics, calls and loads
/// through generic or local pointers are sources (as NVPTX's
/// isSourceOfDivergence), spread through operands, branch arguments and
/// scf results.
void computeDivergence(KernelFacts &F);

/// Evaluates integer, index and pointer values with the launch and the
/// bound arguments, in their own bit width.
class Evaluator {
public:
  /// \p StandIn: what an unbound integer is at a thread point (StandIn.h).
  explicit Evaluator(const KernelFacts &F, const ThreadPoint *P = nullptr,
                     uint64_t StandIn = LargeStandIn)
      : F(F), Point(P), StandIn(StandIn) {}

  std::optional<llvm::APInt> value(mlir::Value V);
  /// \p V as a signed 64-bit integer.
  std::optional<int64_t> eval(mlir::Value V);
  /// The byte address of a memref element: base + linearised indices.
  std::optional<int64_t> memrefAddress(mlir::Value MemRef,
                                       mlir::ValueRange Indices);

  /// Evaluate loop \p Loop (a CFGLoop* or scf.for) at trip \p T (0: the
  /// first): its induction variables advance by their step, with or
  /// without a thread point.
  void stepLoop(const void *Loop, uint64_t T) {
    SteppedLoop = Loop;
    StepTrip = T;
  }

  bool UsedThreadZero = false; ///< tid/ctaid taken as 0 (no thread point)
  bool UsedArgs = false;       ///< a bound argument was read
  bool UsedStandIn = false;    ///< an unbound integer was replaced
  bool UsedBlockIndex = false; ///< ctaid read at a thread point
  /// A sum, difference, product or shift of integers over a stand-in
  /// overflowed (`B * T * C` at 65536 each is 2^48 in 32 bits): the value
  /// is the stand-ins' artefact; ask again with a smaller one.
  bool StandInOverflow = false;
  /// A shared value the evaluator cannot compute stood in as 0 (an
  /// address's offset; no outcome of a condition).
  bool UsedUniformZero = false;
  /// The parameters a value needed and no binding gave (by number).
  std::vector<unsigned> UnboundArgs;

private:
  std::optional<llvm::APInt> compute(mlir::Value V, unsigned W);
  std::optional<llvm::APInt> argument(mlir::BlockArgument A, unsigned W);
  std::optional<llvm::APInt> operation(mlir::Operation *Op, unsigned W);
  std::optional<llvm::APInt> gep(mlir::Operation *Op, unsigned W);

  const KernelFacts &F;
  const ThreadPoint *Point;
  uint64_t StandIn;
  const void *SteppedLoop = nullptr;
  uint64_t StepTrip = 0;
  unsigned Depth = 0;
};

/// Bit width of an integer, index or pointer type; 0 for others.
unsigned evalWidth(mlir::Type T);

/// An integer compare predicate (LLVM and arith share the numbering:
/// eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge).
enum class CmpPred : unsigned { EQ, NE, SLT, SLE, SGT, SGE, ULT, ULE, UGT, UGE };
CmpPred inversePred(CmpPred P);
CmpPred swappedPred(CmpPred P);
bool isSignedPred(CmpPred P);
bool comparePred(CmpPred P, const llvm::APInt &X, const llvm::APInt &Y);
/// The compare of `llvm.icmp` / `arith.cmpi`, if \p Op is one.
std::optional<CmpPred> cmpPredicate(mlir::Operation *Op);

} // namespace lhf

#endif // LHF_MLIR_EVALUATOR_H
