//===- LHFAnalysisPass.cpp - The lhf-analysis pass on gpu.module ----------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// USAGE:
///   mlir-opt --load-pass-plugin=build/lib/LHFMLIR.so
///     --pass-pipeline='builtin.module(gpu.module(lhf-analysis{gpu=h100-sxm
///       block=256 grid=1024}))' k.mlir
///
/// For each kernel of a gpu.module: the pass options as a session request,
/// the host's gpu.launch_func as launch sites, the launches resolved and
/// predicted as every entry point does (Launch.h), and the LLVM pass's
/// remarks through MLIR's diagnostic engine.
///
//===----------------------------------------------------------------------===//

#include "lhf/MLIR/Launch.h"
#include "lhf/MLIR/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"

namespace lhf {
#define GEN_PASS_DEF_LHFANALYSIS
#include "Passes.h.inc"
} // namespace lhf

using namespace mlir;

namespace {

struct LHFAnalysisPass : public lhf::impl::LHFAnalysisBase<LHFAnalysisPass> {
  using Base::Base;

  void runOnOperation() override {
    gpu::GPUModuleOp Module = getOperation();
    std::vector<Operation *> Kernels = lhf::mlirKernels(Module);
    if (Kernels.empty()) {
      emitRemark(Module.getLoc()) << "lhf: gpu.module '" << Module.getName()
                                  << "' has no kernels: nothing analysed";
      return;
    }
    lhf::PassSettings Settings;
    Settings.GPU = gpu;
    Settings.Block = block;
    Settings.Grid = grid;
    Settings.Args = args;
    Settings.Regs = regs;
    Settings.DynamicSmem = dynamicSmem;
    Settings.Aggregate = aggregate;
    Settings.DefaultTrip = defaultTrip;
    Settings.AllHints = allHints;
    llvm::Expected<lhf::Request> R = lhf::requestFromSettings(Settings);
    if (!R) {
      emitError(Module.getLoc()) << "lhf: " << llvm::toString(R.takeError());
      return signalPassFailure();
    }
    // One session per gpu.module: modules may be analysed in parallel.
    lhf::Session S(std::move(*R));
    if (llvm::Error E = S.readLaunchFile()) {
      emitError(Module.getLoc()) << "lhf: " << llvm::toString(std::move(E));
      return signalPassFailure();
    }
    Operation *Top = Module->getParentOp();
    while (Top && Top->getParentOp())
      Top = Top->getParentOp();
    S.setHostSites(lhf::launchSites(Top, Module));
    bool Failed = false;
    for (Operation *K : Kernels) {
      lhf::ReportStatus R = lhf::reportMLIRKernel(K, Module, S, print);
      Failed |= R != lhf::ReportStatus::Reported;
      if (R == lhf::ReportStatus::ModuleError)
        break; // the same error for every kernel
    }
    if (Failed)
      signalPassFailure();
  }
};

} // namespace
