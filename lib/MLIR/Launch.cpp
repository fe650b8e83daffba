//===- Launch.cpp - The MLIR entry point's session ------------------------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#include "lhf/MLIR/Launch.h"

#include "lhf/Model/Demangle.h"
#include "lhf/Session/Spelling.h"
#include "lhf/Views/Remark.h"
#include "lhf/Views/Report.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMAttrs.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/Operation.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using llvm::formatv;
using llvm::StringRef;

namespace lhf {

namespace {

std::string printed(Attribute A) {
  std::string S;
  llvm::raw_string_ostream OS(S);
  A.print(OS);
  return S;
}

/// The NVPTX chip the module targets (`#nvvm.target<chip = "sm_90">`, or
/// the kernel's `target_cpu`), empty when none.
std::string targetChip(Operation *Module, Operation *Kernel) {
  if (auto Targets = Module->getAttrOfType<ArrayAttr>("targets"))
    for (Attribute T : Targets) {
      std::string S = printed(T);
      size_t At = S.find("chip = \"");
      if (At != std::string::npos) {
        At += strlen("chip = \"");
        return S.substr(At, S.find('"', At) - At);
      }
    }
  if (auto CPU = Kernel->getAttrOfType<StringAttr>("target_cpu"))
    return CPU.getValue().str();
  return "";
}

/// Whether any kernel of \p Module has a parameter named (or numbered)
/// \p Key.
bool moduleHasParam(Operation *Module, StringRef Key) {
  unsigned Index = 0;
  bool IsIndex = !Key.getAsInteger(10, Index);
  for (Operation *Op : mlirKernels(Module))
    if (IsIndex ? Index < mlirNumParams(Op)
                : llvm::is_contained(mlirParamNames(Op), Key.str()))
      return true;
  return false;
}

/// Where the kernel remark goes: the function's scope line when debug info
/// names it (as LLVM's function remarks), else the kernel's location.
Location kernelRemarkLoc(Operation *K) {
  if (auto F = dyn_cast<FusedLoc>(K->getLoc()))
    if (auto SP = dyn_cast_or_null<LLVM::DISubprogramAttr>(F.getMetadata()))
      if (SP.getFile() && SP.getScopeLine())
        return FileLineColLoc::get(SP.getFile().getName(), SP.getScopeLine(),
                                   0);
  return K->getLoc();
}

/// A launch operand as an expression: its constant's decimal text.
std::optional<std::string> constantText(Value V) {
  llvm::APInt C;
  if (!matchPattern(V, m_ConstantInt(&C)))
    return std::nullopt;
  return std::to_string(C.getSExtValue());
}

std::optional<std::array<std::string, 3>> dimText(gpu::KernelDim3 D) {
  std::optional<std::string> X = constantText(D.x), Y = constantText(D.y),
                             Z = constantText(D.z);
  if (!X || !Y || !Z)
    return std::nullopt;
  return std::array<std::string, 3>{*X, *Y, *Z};
}

} // namespace

llvm::Expected<Request> requestFromSettings(const PassSettings &S) {
  Request R;
  R.Entry = EntryPoint::MLIR;
  R.GPU = S.GPU;
  if (!S.Block.empty()) {
    llvm::Expected<Dim3> D = parseDim3(S.Block, "block");
    if (!D)
      return D.takeError();
    R.Block = *D;
  }
  if (!S.Grid.empty()) {
    llvm::Expected<Dim3> D = parseDim3(S.Grid, "grid");
    if (!D)
      return D.takeError();
    R.Grid = *D;
  }
  llvm::SmallVector<StringRef, 4> Bindings;
  StringRef(S.Args).split(Bindings, ',', -1, /*KeepEmpty=*/false);
  for (StringRef B : Bindings)
    if (llvm::Error E = parseArgBinding(B, "args binding", R.Args))
      return std::move(E);
  llvm::Expected<Aggregation> A = parseAggregation(S.Aggregate, "aggregate");
  if (!A)
    return A.takeError();
  R.Model.Agg = *A;
  if (S.Regs)
    R.Regs = S.Regs;
  if (S.DynamicSmem)
    R.DynamicSmem = S.DynamicSmem;
  R.DefaultTrip = S.DefaultTrip;
  if (S.AllHints)
    R.Model.MinHintShare = 0;
  return R;
}

std::vector<Operation *> mlirKernels(Operation *Module) {
  std::vector<Operation *> Out;
  for (Region &R : Module->getRegions())
    for (Block &B : R)
      for (Operation &Op : B)
        if (isMLIRKernel(&Op))
          Out.push_back(&Op);
  return Out;
}

std::vector<HostSite> launchSites(Operation *Top, Operation *Module) {
  std::vector<HostSite> Out;
  auto M = dyn_cast<gpu::GPUModuleOp>(Module);
  if (!Top || !M)
    return Out;
  Top->walk<WalkOrder::PreOrder>([&](Operation *Op) {
    if (isa<gpu::GPUModuleOp>(Op))
      return WalkResult::skip();
    auto Launch = dyn_cast<gpu::LaunchFuncOp>(Op);
    if (!Launch || Launch.getKernelModuleName() != M.getName())
      return WalkResult::advance();
    HostSite S;
    S.Kernel = Launch.getKernelName().str();
    S.Where = mlirUserLoc(Launch.getLoc());
    S.Text = ("gpu.launch_func @" + M.getName() + "::@" +
              Launch.getKernelName().getValue())
                 .str();
    S.Unreadable = "its operands are not constants";
    S.Block = dimText(Launch.getBlockSizeOperandValues());
    S.Grid = dimText(Launch.getGridSizeOperandValues());
    if (Value Smem = Launch.getDynamicSharedMemorySize()) {
      S.HasDynamicSmem = true;
      S.DynamicSmem = constantText(Smem);
    }
    for (unsigned I = 0; I < Launch.getNumKernelOperands(); ++I) {
      Value V = Launch.getKernelOperand(I);
      S.Args.push_back(V.getType().isIntOrIndex() ? constantText(V)
                                                  : std::nullopt);
    }
    Out.push_back(std::move(S));
    return WalkResult::advance();
  });
  return Out;
}

llvm::Expected<std::vector<KernelResult>>
analyseMLIRKernel(Operation *Kernel, Operation *Module, Session &S,
                  OwningOpRef<Operation *> &Lowered) {
  llvm::Expected<ChosenGPU> G = S.gpu(targetChip(Module, Kernel));
  if (!G)
    return G.takeError();
  if ((Lowered = lowerAffineCopy(Kernel)))
    Kernel = Lowered.get();
  KernelSignature Sig = mlirSignature(Kernel);
  Sig.ModuleHasParam = [Module](StringRef Key) {
    return moduleHasParam(Module, Key);
  };
  return S.predict(Sig, *G, [&](const KernelLaunch &L) {
    return buildKernelFromMLIR(Kernel, *G->GPU, L);
  });
}

ReportStatus reportMLIRKernel(Operation *Kernel, Operation *Module, Session &S,
                              bool Print) {
  std::string Name =
      Kernel->getAttrOfType<StringAttr>("sym_name").getValue().str();
  auto Fail = [&](Operation *At, llvm::Error E) {
    emitError(At->getLoc()) << "lhf: kernel '" << demangledName(Name)
                            << "': " << llvm::toString(std::move(E));
    return At == Module ? ReportStatus::ModuleError : ReportStatus::KernelError;
  };
  // The GPU is the module's question: its error is said once, there.
  if (llvm::Expected<ChosenGPU> G = S.gpu(targetChip(Module, Kernel)); !G)
    return Fail(Module, G.takeError());
  OwningOpRef<Operation *> Lowered; // what the results point at
  llvm::Expected<std::vector<KernelResult>> Rs =
      analyseMLIRKernel(Kernel, Module, S, Lowered);
  if (!Rs)
    return Fail(Kernel, Rs.takeError());
  Location At = kernelRemarkLoc(Kernel);
  for (const KernelResult &R : *Rs) {
    emitRemark(At) << remarkText(kernelRemarkArgs(R, EntryPoint::MLIR, "MLIR"));
    for (const Hint &H : R.Pred.Hints)
      emitRemark(H.Origin ? originOp(H.Origin)->getLoc() : At)
          << remarkText(hintRemarkArgs(H, R.Pred));
    for (const Assumption &A : R.Pred.Notes)
      emitRemark(At) << "assumed: " << render(A, EntryPoint::MLIR, false);
    if (!Print)
      continue;
    // The breakdown goes through the diagnostic engine too, so that kernels
    // of gpu.modules analysed in parallel do not interleave.
    std::string Text;
    llvm::raw_string_ostream OS(Text);
    OS << "Printing analysis 'LHF' for kernel '" << Name << "':\n";
    printLaunch(OS, R, EntryPoint::MLIR);
    emitRemark(At) << StringRef(Text).rtrim();
  }
  return ReportStatus::Reported;
}

} // namespace lhf
