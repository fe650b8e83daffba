//===- Launch.h - The MLIR entry point's session ---------------*- C++ -*-===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// What `lhf-analysis` (mlir-opt) and `lhf predict k.mlir` share: the pass
/// options as a session request, the host code's gpu.launch_func as launch
/// sites, and one kernel's predictions through the session (the same
/// resolver, evaluation and views as the LLVM entry points).
///
//===----------------------------------------------------------------------===//

#ifndef LHF_MLIR_LAUNCH_H
#define LHF_MLIR_LAUNCH_H

#include "lhf/MLIR/MLIRFrontEnd.h"
#include "lhf/Session/Session.h"

#include "mlir/IR/OwningOpRef.h"

#include <string>
#include <vector>

namespace mlir {
class Operation;
} // namespace mlir

namespace lhf {

/// The pass options as given.
struct PassSettings {
  std::string GPU, Block, Grid, Args, Aggregate = "max";
  unsigned Regs = 0;
  uint64_t DynamicSmem = 0;
  unsigned DefaultTrip = 16;
  bool AllHints = false;
};

/// The options as a session request; errors name the option.
llvm::Expected<Request> requestFromSettings(const PassSettings &S);

/// The launch sites of the kernels of gpu.module \p Module in the host
/// code around it (\p Top): each gpu.launch_func, its constant sizes and
/// integer operands as expressions. Only host code is read: other
/// gpu.modules may be rewritten by passes running in parallel with this
/// one.
std::vector<HostSite> launchSites(mlir::Operation *Top,
                                  mlir::Operation *Module);

/// The kernels of \p Module, in order.
std::vector<mlir::Operation *> mlirKernels(mlir::Operation *Module);

/// \p Kernel's predictions: its launches resolved by \p S (whose host
/// sites are its module's), built by the MLIR front end and evaluated.
/// A kernel with affine loops, conditions or accesses is read as a copy
/// lowered by lower-affine (lowerAffineCopy), kept in \p Lowered: the
/// results point at its operations, so it must outlive their remarks.
llvm::Expected<std::vector<KernelResult>>
analyseMLIRKernel(mlir::Operation *Kernel, mlir::Operation *Module, Session &S,
                  mlir::OwningOpRef<mlir::Operation *> &Lowered);

/// A copy of \p Kernel with its affine operations lowered to scf, arith
/// and memref (lower-affine), or null when it has none the front end
/// cannot read (affine.apply, min and max it reads) or the lowering fails.
mlir::OwningOpRef<mlir::Operation *> lowerAffineCopy(mlir::Operation *Kernel);

/// How one kernel's report went.
enum class ReportStatus {
  Reported,    ///< remarks emitted
  KernelError, ///< an error about this kernel (launch, bindings) emitted
  ModuleError, ///< an error about the whole module (the GPU) emitted
};

/// The remarks of \p Kernel's predictions (or its error), at the
/// operations' locations; \p Print adds the full breakdown.
ReportStatus reportMLIRKernel(mlir::Operation *Kernel, mlir::Operation *Module,
                              Session &S, bool Print);

} // namespace lhf

#endif // LHF_MLIR_LAUNCH_H
