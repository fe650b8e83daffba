//===- LowerAffine.cpp - Affine loops and accesses as the code runs -------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A kernel written with the affine dialect's loops, conditions and
/// accesses (affine.for, affine.if, affine.load, ...: tiled code mapped to
/// threads, before the user's pipeline runs lower-affine) is analysed as a
/// copy lowered to scf, arith and memref, the form the GPU runs; the front
/// end reads those (its loops' trips, its accesses' lanes). Each lowered
/// operation keeps its original's location, so remarks point at the
/// user's code. affine.apply, affine.min and affine.max alone need no copy:
/// the front end reads them (Evaluator.cpp, OpCosts.cpp).
///
//===----------------------------------------------------------------------===//

#include "lhf/MLIR/Launch.h"

#include "mlir/Conversion/AffineToStandard/AffineToStandard.h"
#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;

namespace lhf {

/// Whether \p Kernel has an affine operation the front end does not read.
static bool needsLowering(Operation *Kernel) {
  bool Found = false;
  Kernel->walk([&](Operation *Op) {
    if (isa<affine::AffineApplyOp, affine::AffineMinOp, affine::AffineMaxOp>(
            Op))
      return WalkResult::advance();
    // An unregistered operation (--allow-unregistered-dialect) has none.
    Dialect *D = Op->getDialect();
    Found = D && isa<affine::AffineDialect>(D);
    return Found ? WalkResult::interrupt() : WalkResult::advance();
  });
  return Found;
}

OwningOpRef<Operation *> lowerAffineCopy(Operation *Kernel) {
  if (!needsLowering(Kernel))
    return nullptr;
  MLIRContext *Ctx = Kernel->getContext();
  // The lowering creates scf, arith and memref (and vector) operations:
  // their dialects must be loaded (the pass declares them; the driver
  // loads every dialect it parses).
  if (!Ctx->getLoadedDialect<scf::SCFDialect>() ||
      !Ctx->getLoadedDialect<arith::ArithDialect>() ||
      !Ctx->getLoadedDialect<memref::MemRefDialect>() ||
      !Ctx->getLoadedDialect<vector::VectorDialect>())
    return nullptr;
  OwningOpRef<Operation *> Copy(Kernel->clone());
  // Where the user wrote a loop or a condition, for the segments' labels:
  // the lowered scf operation keeps its original's location.
  llvm::DenseMap<Location, StringRef> WrittenAs;
  Copy->walk([&](Operation *Op) {
    if (isa<affine::AffineForOp, affine::AffineIfOp, affine::AffineParallelOp>(
            Op))
      WrittenAs[Op->getLoc()] = Op->getName().getStringRef();
  });
  RewritePatternSet Patterns(Ctx);
  populateAffineToStdConversionPatterns(Patterns);
  populateAffineToVectorConversionPatterns(Patterns);
  ConversionTarget Target(*Ctx);
  Target.addIllegalDialect<affine::AffineDialect>();
  Target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });
  if (failed(applyPartialConversion(Copy.get(), Target, std::move(Patterns))))
    return nullptr; // the original, with its operations said not modelled
  Copy->walk([&](Operation *Op) {
    if (Op->getNumRegions() && isa<scf::SCFDialect>(Op->getDialect()))
      if (auto It = WrittenAs.find(Op->getLoc()); It != WrittenAs.end())
        Op->setAttr(WrittenAsAttr, StringAttr::get(Ctx, It->second));
  });
  return Copy;
}

} // namespace lhf
