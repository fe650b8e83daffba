//===- AnalyseMLIR.cpp - `lhf predict k.mlir` -----------------------------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// An MLIR file's kernels predicted by the driver: the MLIR front end as a
/// library (lib/MLIR), in the driver's session, with the same launch sites
/// (each gpu.launch_func) and evaluation as `mlir-opt` with LHFMLIR.so.
///
//===----------------------------------------------------------------------===//

#include "Commands.h"

#include "lhf/MLIR/Launch.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Index/IR/IndexDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace lhf {

Expected<std::vector<KernelReport>> analyseMLIRFile(const DriverOptions &O,
                                                    Session &S) {
  // The dialects GPU kernels are written in before and after lowering.
  mlir::DialectRegistry Registry;
  Registry.insert<mlir::affine::AffineDialect, mlir::arith::ArithDialect,
                  mlir::cf::ControlFlowDialect, mlir::func::FuncDialect,
                  mlir::gpu::GPUDialect, mlir::index::IndexDialect,
                  mlir::LLVM::LLVMDialect, mlir::NVVM::NVVMDialect,
                  mlir::math::MathDialect, mlir::memref::MemRefDialect,
                  mlir::nvgpu::NVGPUDialect, mlir::scf::SCFDialect,
                  mlir::vector::VectorDialect>();
  mlir::MLIRContext Ctx(Registry);
  Ctx.disableMultithreading();
  // Affine kernels are read as copies lowered to scf, arith and memref
  // (lowerAffineCopy): those dialects must be loaded, used or not.
  Ctx.loadAllAvailableDialects();
  // The parser's first error, as one line naming the file and place.
  std::string Error;
  mlir::ScopedDiagnosticHandler Handler(&Ctx, [&](mlir::Diagnostic &D) {
    if (D.getSeverity() == mlir::DiagnosticSeverity::Error && Error.empty()) {
      SourceLoc L = mlirUserLoc(D.getLocation());
      raw_string_ostream OS(Error);
      if (L.valid())
        OS << L.File << ":" << L.Line << ":" << L.Col << ": ";
      OS << D;
    }
    return mlir::success();
  });
  mlir::OwningOpRef<mlir::ModuleOp> M =
      mlir::parseSourceFile<mlir::ModuleOp>(O.Input, &Ctx);
  if (!M)
    return createStringError(inconvertibleErrorCode(),
                             Error.empty() ? O.Input + ": cannot parse"
                                           : Error);
  std::vector<KernelReport> Out;
  std::vector<mlir::OwningOpRef<mlir::Operation *>> Lowered;
  bool AnyKernel = false;
  M->walk([&](mlir::gpu::GPUModuleOp GM) {
    S.setHostSites(launchSites(M->getOperation(), GM));
    for (mlir::Operation *K : mlirKernels(GM)) {
      AnyKernel = true;
      std::string Name =
          K->getAttrOfType<mlir::StringAttr>("sym_name").getValue().str();
      if (!nameSelected(Name, O.Kernel))
        continue;
      // The results point at a lowered copy's operations; the driver's
      // views read none of them, but they stay valid until the end.
      Lowered.emplace_back();
      Expected<std::vector<KernelResult>> Rs =
          analyseMLIRKernel(K, GM, S, Lowered.back());
      if (!Rs) {
        KernelReport R;
        R.Kernel = Name;
        R.Error = toString(Rs.takeError());
        R.Level = "mlir";
        Out.push_back(std::move(R));
        continue;
      }
      for (KernelResult &Res : *Rs)
        Out.push_back({Name, "", std::move(Res), "mlir"});
    }
  });
  if (!AnyKernel)
    return createStringError(inconvertibleErrorCode(),
                             O.Input + ": no kernels (in a gpu.module) in "
                                       "the file");
  if (Out.empty())
    return createStringError(inconvertibleErrorCode(),
                             "no kernel named or matching '" + O.Kernel +
                                 "' in " + O.Input);
  return Out;
}

} // namespace lhf
