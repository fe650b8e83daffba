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
/// For each kernel of a gpu.module: resolves the launch (options over the
/// host's constant gpu.launch_func over known_block_size), runs the MLIR
/// front end and the model, and emits the LLVM pass's remarks through
/// MLIR's diagnostic engine.
///
//===----------------------------------------------------------------------===//

#include "lhf/MLIR/Launch.h"
#include "lhf/MLIR/Passes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Matchers.h"
#include "llvm/Support/FormatVariadic.h"

namespace lhf {
#define GEN_PASS_DEF_LHFANALYSIS
#include "Passes.h.inc"
} // namespace lhf

using namespace mlir;

namespace {

/// A constant integer operand of a launch, if it is one; \p Bad is set
/// to it when it is zero or negative (a launch that cannot run).
std::optional<uint64_t> constantOf(Value V, std::optional<int64_t> &Bad) {
  llvm::APInt C;
  if (!matchPattern(V, m_ConstantInt(&C)))
    return std::nullopt;
  if (C.isNegative() || C.isZero()) {
    Bad = C.getSExtValue();
    return std::nullopt;
  }
  return C.getZExtValue();
}

std::optional<lhf::Dim3> constantDim3(gpu::KernelDim3 D,
                                      std::optional<int64_t> &Bad) {
  std::optional<uint64_t> X = constantOf(D.x, Bad), Y = constantOf(D.y, Bad),
                          Z = constantOf(D.z, Bad);
  if (!X || !Y || !Z)
    return std::nullopt;
  return lhf::Dim3{*X, *Y, *Z};
}

/// The host's launches of \p Kernel in \p Module: the first with constant
/// grid and block, its constant integer operands as bindings. Only host
/// code is read: other gpu.modules may be rewritten by passes running in
/// parallel with this one.
lhf::HostLaunch hostLaunch(Operation *Top, gpu::GPUModuleOp Module,
                           StringRef Kernel) {
  lhf::HostLaunch H;
  if (!Top)
    return H;
  Top->walk<WalkOrder::PreOrder>([&](Operation *Op) {
    if (isa<gpu::GPUModuleOp>(Op))
      return WalkResult::skip();
    auto Launch = dyn_cast<gpu::LaunchFuncOp>(Op);
    if (!Launch || Launch.getKernelModuleName() != Module.getName() ||
        Launch.getKernelName() != Kernel)
      return WalkResult::advance();
    ++H.Count;
    if (H.Block)
      return WalkResult::advance();
    std::optional<int64_t> Bad;
    std::optional<lhf::Dim3> B =
        constantDim3(Launch.getBlockSizeOperandValues(), Bad);
    std::optional<lhf::Dim3> G =
        constantDim3(Launch.getGridSizeOperandValues(), Bad);
    if (Bad && H.Invalid.empty()) {
      lhf::SourceLoc At = lhf::mlirUserLoc(Launch.getLoc());
      H.Invalid = llvm::formatv("the gpu.launch_func at {0}:{1} has a "
                                "constant size of {2}: it cannot launch and "
                                "is ignored",
                                At.File, At.Line, *Bad)
                      .str();
    }
    if (!B || !G)
      return WalkResult::advance();
    H.Block = B;
    H.Grid = G;
    H.Where = lhf::mlirUserLoc(Launch.getLoc());
    for (unsigned I = 0; I < Launch.getNumKernelOperands(); ++I) {
      llvm::APInt C;
      Value V = Launch.getKernelOperand(I);
      if (V.getType().isIntOrIndex() && matchPattern(V, m_ConstantInt(&C)))
        H.Args[I] = C.getSExtValue();
    }
    return WalkResult::advance();
  });
  return H;
}

struct LHFAnalysisPass
    : public lhf::impl::LHFAnalysisBase<LHFAnalysisPass> {
  using Base::Base;

  void runOnOperation() override {
    gpu::GPUModuleOp Module = getOperation();
    std::vector<Operation *> Kernels;
    for (Operation &Op : Module.getBody()->getOperations())
      if (lhf::isMLIRKernel(&Op))
        Kernels.push_back(&Op);
    if (Kernels.empty()) {
      emitRemark(Module.getLoc())
          << "lhf: gpu.module '" << Module.getName()
          << "' has no kernels: nothing analysed";
      return;
    }
    lhf::PassSettings S;
    S.GPU = gpu;
    S.Block = block;
    S.Grid = grid;
    S.Args = args;
    S.Regs = regs;
    S.DynamicSmem = dynamicSmem;
    S.Aggregate = aggregate;
    S.DefaultTrip = defaultTrip;
    S.Print = print;
    std::string Error;
    std::optional<lhf::ParsedSettings> P = lhf::parseSettings(S, Error);
    if (!P) {
      emitError(Module.getLoc()) << "lhf: " << Error;
      return signalPassFailure();
    }
    Operation *Top = Module->getParentOp();
    while (Top && Top->getParentOp())
      Top = Top->getParentOp();
    bool Failed = false;
    for (Operation *K : Kernels) {
      auto Name = K->getAttrOfType<StringAttr>("sym_name");
      lhf::HostLaunch H =
          hostLaunch(Top, Module, Name ? Name.getValue() : StringRef());
      lhf::ReportStatus R = lhf::analyseAndReport(K, Module, *P, H);
      Failed |= R != lhf::ReportStatus::Reported;
      if (R == lhf::ReportStatus::ModuleError)
        break; // the same error for every kernel
    }
    if (Failed)
      signalPassFailure();
  }
};

} // namespace
