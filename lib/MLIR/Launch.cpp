//===- Launch.cpp - Options, launches and remarks of the MLIR pass --------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#include "lhf/MLIR/Launch.h"

#include "lhf/Model/Demangle.h"
#include "lhf/Model/Report.h"

#include "mlir/Dialect/LLVMIR/LLVMAttrs.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Operation.h"
#include "llvm/ADT/StringExtras.h"
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

/// Block size the kernel declares: known_block_size (gpu.func),
/// nvvm.reqntid / nvvm.maxntid (llvm.func).
std::optional<std::pair<Dim3, std::string>> declaredBlock(Operation *K) {
  for (StringRef Attr : {"known_block_size", "nvvm.reqntid", "nvvm.maxntid"}) {
    auto A = K->getAttrOfType<DenseI32ArrayAttr>(Attr);
    if (!A || A.empty())
      continue;
    Dim3 D;
    D.X = A[0];
    D.Y = A.size() > 1 ? A[1] : 1;
    D.Z = A.size() > 2 ? A[2] : 1;
    return std::make_pair(D, Attr.str());
  }
  return std::nullopt;
}

std::optional<Dim3> declaredGrid(Operation *K) {
  auto A = K->getAttrOfType<DenseI32ArrayAttr>("known_grid_size");
  if (!A || A.empty())
    return std::nullopt;
  return Dim3{uint64_t(A[0]), A.size() > 1 ? uint64_t(A[1]) : 1,
              A.size() > 2 ? uint64_t(A[2]) : 1};
}

/// Whether any kernel of \p Module has a parameter named (or numbered)
/// \p Key.
bool moduleHasParam(Operation *Module, StringRef Key) {
  unsigned Index = 0;
  bool IsIndex = !Key.getAsInteger(10, Index);
  for (Region &R : Module->getRegions())
    for (Block &B : R)
      for (Operation &Op : B) {
        if (!isMLIRKernel(&Op))
          continue;
        if (IsIndex ? Index < mlirNumParams(&Op)
                    : llvm::is_contained(mlirParamNames(&Op), Key.str()))
          return true;
      }
  return false;
}

/// Resolves `args=` bindings to parameter indices.
bool bindArguments(Operation *Kernel, Operation *Module,
                   const std::map<std::string, int64_t> &In,
                   std::map<unsigned, int64_t> &Out, std::string &Error) {
  std::vector<std::string> Names = mlirParamNames(Kernel);
  std::string KName = demangledName(
      Kernel->getAttrOfType<StringAttr>("sym_name").getValue());
  for (const auto &[Key, Value] : In) {
    unsigned Index = 0;
    if (!StringRef(Key).getAsInteger(10, Index)) {
      if (Index < Names.size()) {
        Out[Index] = Value;
        continue;
      }
      if (moduleHasParam(Module, Key))
        continue;
      Error = formatv("args: {0}={1}: kernel '{2}' has {3} parameters", Key,
                      Value, KName, Names.size());
      return false;
    }
    auto It = llvm::find(Names, Key);
    if (It != Names.end()) {
      Out[It - Names.begin()] = Value;
      continue;
    }
    if (moduleHasParam(Module, Key))
      continue; // meant for another kernel of the module
    std::string Known;
    for (size_t I = 0; I < Names.size(); ++I)
      Known += (I ? ", " : "") + std::to_string(I) + ":" +
               (Names[I].empty() ? "<unnamed>" : Names[I]);
    bool AnyName = llvm::any_of(Names, [](auto &N) { return !N.empty(); });
    Error = formatv("args: kernel '{0}' has no parameter '{1}'; parameters: "
                    "{2}{3}",
                    KName, Key, Known,
                    AnyName ? ""
                            : " (names missing: give the arguments name "
                              "locations, e.g. %n: i32 loc(\"n\"), or bind "
                              "by index)");
    return false;
  }
  return true;
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

} // namespace

std::optional<Dim3> parseDim3(StringRef Text, StringRef What,
                              std::string &Error) {
  llvm::SmallVector<StringRef, 3> Parts;
  Text.split(Parts, ',');
  if (Parts.empty() || Parts.size() > 3) {
    Error = ("invalid " + What + " '" + Text + "': expected X[,Y[,Z]]").str();
    return std::nullopt;
  }
  uint64_t V[3] = {1, 1, 1};
  for (size_t I = 0; I < Parts.size(); ++I) {
    int64_t N;
    if (Parts[I].trim().getAsInteger(10, N) || N <= 0) {
      Error = ("invalid " + What + " '" + Text +
               "': dimensions must be positive integers")
                  .str();
      return std::nullopt;
    }
    V[I] = N;
  }
  return Dim3{V[0], V[1], V[2]};
}

std::optional<ParsedSettings> parseSettings(const PassSettings &S,
                                            std::string &Error) {
  ParsedSettings P;
  P.GPU = S.GPU;
  if (!S.Block.empty() && !(P.Block = parseDim3(S.Block, "block", Error)))
    return std::nullopt;
  if (!S.Grid.empty() && !(P.Grid = parseDim3(S.Grid, "grid", Error)))
    return std::nullopt;
  llvm::SmallVector<StringRef, 4> Bindings;
  StringRef(S.Args).split(Bindings, ',', -1, /*KeepEmpty=*/false);
  for (StringRef B : Bindings) {
    auto [Name, Value] = B.split('=');
    int64_t V;
    if (Name.trim().empty() || Value.trim().getAsInteger(0, V)) {
      Error = ("invalid args binding '" + B +
               "': expected <param-name|index>=<integer>")
                  .str();
      return std::nullopt;
    }
    P.Args[Name.trim().str()] = V;
  }
  if (S.Aggregate == "max")
    P.Model.Agg = Aggregation::Max;
  else if (S.Aggregate == "paper")
    P.Model.Agg = Aggregation::Paper;
  else {
    Error = "invalid aggregate '" + S.Aggregate + "': expected max or paper";
    return std::nullopt;
  }
  P.Regs = S.Regs;
  P.DynamicSmem = S.DynamicSmem;
  P.DefaultTrip = S.DefaultTrip;
  P.Print = S.Print;
  return P;
}

std::string kernelRemarkText(const Prediction &P, const GPUDesc &G,
                             StringRef GPUChoice) {
  std::string S;
  llvm::raw_string_ostream R(S);
  R << "[MLIR] kernel '" << demangledName(P.Kernel) << "' on " << G.Name
    << " (" << GPUChoice << "): ";
  if (!P.CanLaunch) {
    R << "cannot launch: " << P.CannotLaunchReason
      << "; bottleneck: " << bottleneckName(P.Main);
    return S;
  }
  R << "predicted " << wholeCount(P.TimeTotal) << " cycles ("
    << formatv("{0:f3}", P.TimeUs) << " us) = TimeOneRep "
    << wholeCount(P.TimeOneRep) << " x RepNum "
    << wholeCount(P.RepNum) << "; TLP " << P.TLP
    << ", BLP " << P.BLP << " (limited by " << occLimiterName(P.Occ.Limiter)
    << "), W " << P.W << ", NBB " << wholeCount(P.NBB) << ", registers "
    << P.RegsPerThread << " (" << P.RegsSource
    << "); bottleneck: " << bottleneckName(P.Main);
  return S;
}

std::string hintRemarkText(const Hint &H) {
  return formatv("{0}: {1}; predicted gain {2} cycles",
                 bottleneckName(H.Kind), H.Message,
                 wholeCount(H.PredictedGain));
}

ReportStatus analyseAndReport(Operation *Kernel, Operation *Module,
                              const ParsedSettings &P, const HostLaunch &H) {
  std::string Name =
      Kernel->getAttrOfType<StringAttr>("sym_name").getValue().str();
  auto Fail = [&](Operation *At, const llvm::Twine &Msg) {
    emitError(At->getLoc()) << "lhf: kernel '" << demangledName(Name)
                            << "': " << Msg;
    return At == Module ? ReportStatus::ModuleError
                        : ReportStatus::KernelError;
  };
  // The GPU.
  std::string GPUName = P.GPU, Choice = "gpu option";
  if (GPUName.empty()) {
    std::string Chip = targetChip(Module, Kernel);
    GPUName = gpuForTargetCPU(Chip);
    if (GPUName.empty())
      return Fail(Module, "no gpu option given and no bundled GPU for target "
                          "chip '" +
                              (Chip.empty() ? std::string("<none>") : Chip) +
                              "'; pass gpu=<name> (known: " +
                              llvm::join(listGPUNames(), ", ") + ")");
    Choice = "guessed from target chip " + Chip + "; pass gpu= to choose";
  }
  llvm::Expected<GPUDesc> G = loadGPUDesc(GPUName);
  if (!G)
    return Fail(Module, llvm::toString(G.takeError()));

  // The launch: options, then the host's gpu.launch_func, then what the
  // kernel declares.
  MLIRLaunch L;
  L.DefaultTrip = P.DefaultTrip;
  std::vector<Assumption> Said;
  SourceLoc KLoc = mlirUserLoc(Kernel->getLoc());
  if (H.Block && (!P.Block || !P.Grid || !H.Args.empty())) {
    llvm::SmallVector<std::string, 3> What;
    if (!P.Block)
      What.push_back("block");
    if (!P.Grid)
      What.push_back("grid");
    if (!H.Args.empty())
      What.push_back("constant arguments");
    Said.push_back(
        {formatv("{0} taken from the gpu.launch_func at {1}{2}",
                 llvm::join(What, ", "), formatLoc(H.Where),
                 H.Count > 1 ? formatv("; the kernel has {0} launches, the "
                                       "first with constant sizes is used",
                                       H.Count)
                                   .str()
                             : std::string())
             .str(),
         KLoc});
  }
  if (!H.Invalid.empty())
    Said.push_back({H.Invalid, KLoc});
  L.Block = P.Block ? P.Block : H.Block;
  L.Grid = P.Grid ? P.Grid : H.Grid;
  if (!L.Block) {
    if (auto D = declaredBlock(Kernel)) {
      L.Block = D->first;
      Said.push_back({"block size taken from " + D->second, KLoc});
    } else {
      return Fail(Kernel,
                  "missing launch information: no block size; pass "
                  "block=X[,Y[,Z]] to lhf-analysis, launch the kernel with a "
                  "gpu.launch_func with constant operands, or give it "
                  "known_block_size");
    }
  }
  if (!L.Grid)
    if ((L.Grid = declaredGrid(Kernel)))
      Said.push_back({"grid size taken from known_grid_size", KLoc});
  L.Args = H.Args;
  std::string Error;
  if (!bindArguments(Kernel, Module, P.Args, L.Args, Error))
    return Fail(Kernel, Error);

  KernelDesc K = buildKernelFromMLIR(Kernel, *G, L);
  K.Assumptions.insert(K.Assumptions.begin(), Said.begin(), Said.end());
  K.DynamicSmemBytes = P.DynamicSmem;
  if (P.Regs) {
    K.RegsPerThread = P.Regs;
    K.RegsSource = "option";
  } else {
    K.RegsSource = "unknown at MLIR level, register limit not applied";
    K.Assumptions.push_back(
        {"registers per thread unknown at MLIR level: the register limit on "
         "occupancy is not applied (pass regs=)",
         K.Loc});
  }
  if (!L.Grid) {
    // One full wave: what the kernel looks like at its steady state.
    OccupancyInput In{K.Block.total(), K.RegsPerThread,
                      K.StaticSmemBytes + K.DynamicSmemBytes, 0};
    Occupancy O = computeOccupancy(*G, In);
    K.Grid.X = std::max<uint64_t>(1, uint64_t(O.BlocksPerSM) * G->SMCount);
    K.Assumptions.push_back(
        {formatv("no grid given: one full wave of {0} blocks assumed; pass "
                 "grid= or launch with gpu.launch_func",
                 K.Grid.X),
         K.Loc});
  }
  Prediction Pred = predict(K, *G, P.Model);

  Location At = kernelRemarkLoc(Kernel);
  emitRemark(At) << kernelRemarkText(Pred, *G, Choice);
  for (const Hint &Hn : Pred.Hints) {
    emitRemark(Hn.Origin ? originOp(Hn.Origin)->getLoc() : At)
        << hintRemarkText(Hn);
  }
  for (const Assumption &A : K.Assumptions)
    emitRemark(At) << "assumed: " << A.Text;
  if (P.Print) {
    // The breakdown goes through the diagnostic engine too, so that kernels
    // of gpu.modules analysed in parallel do not interleave.
    std::string Text;
    llvm::raw_string_ostream OS(Text);
    OS << "Printing analysis 'LHF' for kernel '" << Name << "':\n";
    OS << "  kernel: " << demangledName(Name) << "\n";
    OS << formatv("  launch: block ({0},{1},{2}) grid ({3},{4},{5}) smem "
                  "{6}+{7} bytes\n",
                  K.Block.X, K.Block.Y, K.Block.Z, K.Grid.X, K.Grid.Y,
                  K.Grid.Z, K.StaticSmemBytes, K.DynamicSmemBytes);
    OS << "  gpu chosen by: " << Choice << "\n";
    printPrediction(OS, Pred, *G);
    printAccesses(OS, K);
    emitRemark(At) << StringRef(Text).rtrim();
  }
  return ReportStatus::Reported;
}

} // namespace lhf
