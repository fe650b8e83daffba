//===- StrengthReduction.h - Index arithmetic LLVM removes -----*- C++ -*-===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The MLIR front end counts operations before LLVM has optimised them,
/// where an index such as `row * wA + k` is recomputed on every trip of a
/// loop. After lowering, LLVM's loop strength reduction makes such an
/// index a pointer advanced by a constant step: the IR front end
/// (IRCosts::strengthReduced and its affine GEPs) counts what is left, one
/// increment per address. These helpers let the MLIR front end count the
/// same, for `scf.for` and for CFG loops (docs/consistency.md).
///
//===----------------------------------------------------------------------===//

#ifndef LHF_MLIR_STRENGTHREDUCTION_H
#define LHF_MLIR_STRENGTHREDUCTION_H

#include "mlir/IR/Operation.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLFunctionalExtras.h"

namespace lhf {

/// The scf.for the operation is in, through any scf.if between (the same
/// loop's body), or null.
mlir::Operation *enclosingFor(mlir::Operation &Op);

/// The innermost loop around an operation, as these helpers ask about it.
struct LoopScope {
  /// An induction variable of this loop (a step added per trip).
  llvm::function_ref<bool(mlir::Value)> IsInduction;
  /// Defined outside the loop: the same on every trip.
  llvm::function_ref<bool(mlir::Value)> Invariant;
};

/// Integer arithmetic that only forms memory indices and is affine in an
/// induction variable of \p L (the variable plus or times invariant
/// values): free once lowered and strength-reduced.
/// \p Memo keeps each operation's answer (a value with many uses is asked
/// once).
bool strengthReduced(mlir::Operation &Op, const LoopScope &L,
                     llvm::DenseMap<mlir::Operation *, bool> &Memo);

/// An address whose \p Indices are each affine in an induction variable of
/// \p L or invariant, one of them affine: one pointer increment per trip.
bool advancesByStep(mlir::ValueRange Indices, const LoopScope &L);

} // namespace lhf

#endif // LHF_MLIR_STRENGTHREDUCTION_H
