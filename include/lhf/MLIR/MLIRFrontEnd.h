//===- MLIRFrontEnd.h - An MLIR GPU kernel to a KernelDesc ------*- C++ -*-===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Translates one kernel of a `gpu.module` - a `gpu.func` with the `kernel`
/// attribute or an `llvm.func` with the PTX kernel calling convention (or
/// `nvvm.kernel`) - into the model's kernel description, as the LLVM IR
/// front end does for `ptx_kernel` functions: warp switch points
/// (docs/model.md section 1), instruction classes, memory traffic by address
/// space with per-lane coalescing, loop trip counts from the launch and the
/// bound arguments. Bodies may be in the LLVM/NVVM dialects (with
/// `llvm.br`/`llvm.cond_br` loops) or in the arith/memref/scf/gpu forms that
/// precede lowering. Knows nothing of passes or remarks; only
/// forward-declares MLIR.
///
//===----------------------------------------------------------------------===//

#ifndef LHF_MLIR_MLIRFRONTEND_H
#define LHF_MLIR_MLIRFRONTEND_H

#include "lhf/Model/GPUDesc.h"
#include "lhf/Model/Kernel.h"
#include "lhf/Session/Launch.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace mlir {
class Location;
class Operation;
} // namespace mlir

namespace lhf {

/// Whether \p Op is a kernel the front end analyses: `gpu.func ... kernel`,
/// or `llvm.func` with `ptx_kernelcc` or `nvvm.kernel`, with a body.
bool isMLIRKernel(mlir::Operation *Op);

/// Number of kernel parameters (workgroup/private attributions excluded).
unsigned mlirNumParams(mlir::Operation *Kernel);

/// Parameter names, empty where unknown: from the arguments' name locations
/// (`%n: i32 loc("n")`) or from debug-info variables with an argument
/// number (`llvm.intr.dbg.value` of a `#llvm.di_local_variable<arg = k>`).
std::vector<std::string> mlirParamNames(mlir::Operation *Kernel);

/// The attribute of a loop or condition lowered from affine (lowerAffineCopy)
/// naming the operation the user wrote ("affine.for"), for segment labels.
inline constexpr llvm::StringLiteral WrittenAsAttr = "lhf.written_as";

/// The user's source position of an MLIR location: the first file location
/// inside fused and named locations, the outermost caller of a call site.
SourceLoc mlirUserLoc(mlir::Location L);

/// Builds the kernel description of \p Kernel for launch \p L (resolved
/// by the session). Never fails: what it cannot model becomes an
/// Assumption. KeyInstr::Origin is the mlir::Operation*.
KernelDesc buildKernelFromMLIR(mlir::Operation *Kernel, const GPUDesc &G,
                               const KernelLaunch &L);

/// The declaration of \p Kernel as the launch resolver reads it: name,
/// parameters, known_block_size / nvvm.reqntid, known_grid_size, static
/// shared memory.
KernelSignature mlirSignature(mlir::Operation *Kernel);

/// The MLIR operation behind a KeyInstr or Hint origin.
inline mlir::Operation *originOp(const void *Origin) {
  return static_cast<mlir::Operation *>(const_cast<void *>(Origin));
}

} // namespace lhf

#endif // LHF_MLIR_MLIRFRONTEND_H
