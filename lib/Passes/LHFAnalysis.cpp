//===- LHFAnalysis.cpp - The lhf analysis, printer and remark pass --------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#include "lhf/Passes/LHFAnalysis.h"

#include "lhf/Model/Report.h"
#include "lhf/Passes/HostLaunches.h"
#include "lhf/Passes/Remarks.h"
#include "lhf/Sim/Simulator.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Analysis/BranchProbabilityInfo.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/UniformityAnalysis.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/FormatVariadic.h"

#define DEBUG_TYPE "lhf"

using namespace llvm;

namespace lhf {

AnalysisKey LHFAnalysis::Key;

/// Block size from __launch_bounds__ (nvvm.reqntid, else nvvm.maxntid).
static std::optional<Dim3> launchBounds(const Function &F) {
  for (StringRef Attr : {"nvvm.reqntid", "nvvm.maxntid"}) {
    Attribute A = F.getFnAttribute(Attr);
    if (!A.isValid() || !A.isStringAttribute())
      continue;
    if (Expected<Dim3> D = parseDim3(A.getValueAsString(), Attr))
      return *D;
    else
      consumeError(D.takeError());
  }
  return std::nullopt;
}

/// The result for functions lhf does not analyse, or nothing.
static std::optional<LHFResult> notAnalysed(const Function &F) {
  LHFResult R;
  const Module &M = *F.getParent();
  if (!M.getTargetTriple().isNVPTX()) {
    R.State = LHFResult::NotNVPTX;
    R.Message = "module target '" + M.getTargetTriple().str() +
                "' is not NVPTX: nothing analysed";
    return R;
  }
  if (!isKernel(F)) {
    R.Message = "not a kernel (no ptx_kernel calling convention)";
    return R;
  }
  return std::nullopt;
}

LHFResult LHFAnalysis::run(Function &F, FunctionAnalysisManager &FAM) {
  if (std::optional<LHFResult> R = notAnalysed(F))
    return std::move(*R);
  return analyseKernel(F, IRAnalyses{FAM.getResult<LoopAnalysis>(F),
                                     FAM.getResult<ScalarEvolutionAnalysis>(F),
                                     FAM.getResult<BranchProbabilityAnalysis>(F),
                                     &FAM.getResult<UniformityInfoAnalysis>(F)});
}

/// The prediction for one launch of kernel \p F.
static LHFResult analyseLaunch(const Function &F, const IRAnalyses &A,
                               LaunchSpec L) {
  LHFResult R;
  R.Kernel.Name = F.getName().str(); // errors name the kernel too
  auto Fail = [&](Error E) {
    R.State = LHFResult::Error;
    R.Message = toString(std::move(E));
    return std::move(R);
  };
  std::string CPU = F.getFnAttribute("target-cpu").getValueAsString().str();
  Expected<const GPUDesc *> G = gpuFor(CPU, R.GPUChoice);
  if (!G)
    return Fail(G.takeError());
  R.GPU = *G;
  std::optional<std::string> BlockFrom;
  if (!L.Block) {
    if ((L.Block = launchBounds(F)))
      BlockFrom = "__launch_bounds__";
    else
      return Fail(createStringError(
          inconvertibleErrorCode(),
          "missing launch information: no block size for kernel '%s'%s%s; "
          "pass -lhf-block=X[,Y[,Z]] or -lhf-launch=<file.json>, or give it "
          "__launch_bounds__",
          demangledName(F.getName()).c_str(),
          L.Notes.empty() ? "" : ": ",
          join(L.Notes, "; ").c_str()));
  }
  Expected<std::map<unsigned, int64_t>> Args = bindArguments(F, L);
  if (!Args)
    return Fail(Args.takeError());

  R.Kernel = buildKernelFromIR(F, A, **G, L, *Args, &R.Facts);
  KernelDesc &K = R.Kernel;
  K.LaunchFrom = L.From;
  for (const std::string &N : L.Notes)
    K.Assumptions.push_back({N, K.Loc});
  if (BlockFrom)
    K.Assumptions.push_back({"block size taken from " + *BlockFrom, K.Loc});
  if (L.Regs) {
    K.RegsPerThread = *L.Regs;
    K.RegsSource = "option";
  } else {
    K.RegsSource = "unknown at IR level, register limit not applied";
    K.Assumptions.push_back(
        {"registers per thread unknown at IR level: the register limit on "
         "occupancy is not applied (pass -lhf-regs, or use the machine "
         "pass)",
         K.Loc});
  }
  if (!L.Grid) {
    // One full wave: what the kernel looks like at its steady state.
    OccupancyInput In{K.Block.total(), K.RegsPerThread,
                      K.StaticSmemBytes + K.DynamicSmemBytes, 0};
    Occupancy O = computeOccupancy(**G, In);
    K.Grid.X = std::max<uint64_t>(1, uint64_t(O.BlocksPerSM) * (*G)->SMCount);
    K.Assumptions.push_back(
        {formatv("no grid given: one full wave of {0} blocks assumed; pass "
                 "-lhf-grid",
                 K.Grid.X),
         K.Loc});
  }
  R.Pred = evaluate(K, **G, modelOptions());
  R.State = LHFResult::Predicted;
  return R;
}

LHFResult analyseKernel(const Function &F, const IRAnalyses &A) {
  if (std::optional<LHFResult> NA = notAnalysed(F))
    return std::move(*NA);
  Expected<std::vector<LaunchSpec>> Ls = launchesFor(F.getName());
  if (!Ls) {
    LHFResult R;
    R.Kernel.Name = F.getName().str();
    R.State = LHFResult::Error;
    R.Message = toString(Ls.takeError());
    return R;
  }
  LHFResult R = analyseLaunch(F, A, Ls->front());
  for (size_t I = 1; I < Ls->size(); ++I)
    R.MoreLaunches.push_back(analyseLaunch(F, A, (*Ls)[I]));
  return R;
}

void LHFResult::print(raw_ostream &OS) const {
  if (State != Predicted) {
    OS << "  " << (State == Error ? "error: " : "") << Message << "\n";
    return;
  }
  const KernelDesc &K = Kernel;
  OS << "  kernel: " << demangledName(K.Name) << "\n";
  OS << formatv("  launch: block ({0},{1},{2}) grid ({3},{4},{5}) smem "
                "{6}+{7} bytes\n",
                K.Block.X, K.Block.Y, K.Block.Z, K.Grid.X, K.Grid.Y, K.Grid.Z,
                K.StaticSmemBytes, K.DynamicSmemBytes);
  if (!K.LaunchFrom.empty())
    OS << "  launch: " << K.LaunchFrom << "\n";
  OS << "  gpu chosen by: " << GPUChoice << "\n";
  printPrediction(OS, Pred, *GPU);
  printAccesses(OS, K);
  for (const LHFResult &More : MoreLaunches)
    More.print(OS);
}

PreservedAnalyses LHFPrinterPass::run(Function &F,
                                      FunctionAnalysisManager &FAM) {
  OS << "Printing analysis 'LHF' for function '" << F.getName() << "':\n";
  const LHFResult &R = FAM.getResult<LHFAnalysis>(F);
  R.print(OS);
  // An error is printed, and fails the tool (opt exits 1), as in
  // lhf-analysis.
  if (R.State == LHFResult::Error) {
    OS.flush();
    F.getContext().diagnose(DiagnosticInfoGeneric(
        "lhf: kernel '" + demangledName(F.getName()) + "': " + R.Message,
        DS_Error));
  }
  return PreservedAnalyses::all();
}

/// The remarks of one launch of kernel \p F.
static void emitRemarks(const Function &F, const LHFResult &R,
                        OptimizationRemarkEmitter &ORE, bool Quiet) {
  if (R.State == LHFResult::Error) {
    F.getContext().diagnose(DiagnosticInfoGeneric(
        "lhf: kernel '" + demangledName(F.getName()) + "': " + R.Message,
        Quiet ? DS_Warning : DS_Error));
    return;
  }
  ORE.emit([&] {
    OptimizationRemarkAnalysis Rem(DEBUG_TYPE, "KernelPrediction", &F);
    return kernelRemark(Rem, R.Pred, *R.GPU, R.GPUChoice, "IR");
  });
  for (const Hint &H : R.Pred.Hints)
    ORE.emit([&] {
      const Instruction *I = originInstr(H.Origin);
      OptimizationRemarkAnalysis Rem =
          I ? OptimizationRemarkAnalysis(DEBUG_TYPE, "BottleneckHint", I)
            : OptimizationRemarkAnalysis(DEBUG_TYPE, "BottleneckHint", &F);
      return hintRemark(Rem, H);
    });
  for (const Assumption &A : R.Kernel.Assumptions)
    ORE.emit([&] {
      OptimizationRemarkAnalysis Rem(DEBUG_TYPE, "Assumption", &F);
      return Rem << "assumed: " << ore::NV("Assumption", A.Text);
    });
}

PreservedAnalyses LHFRemarkPass::run(Module &M, ModuleAnalysisManager &MAM) {
  if (!M.getTargetTriple().isNVPTX()) {
    if (!Quiet)
      M.getContext().diagnose(DiagnosticInfoGeneric(
          Twine("lhf: module '") + M.getModuleIdentifier() + "' targets '" +
              M.getTargetTriple().str() +
              "', not NVPTX: nothing analysed",
          DS_Note));
    return PreservedAnalyses::all();
  }
  // Inside clang's pipeline, do no work unless someone reads lhf remarks.
  LLVMContext &Ctx = M.getContext();
  if (Quiet && !Ctx.getLLVMRemarkStreamer() &&
      !Ctx.getDiagHandlerPtr()->isAnyRemarkEnabled(DEBUG_TYPE))
    return PreservedAnalyses::all();
  FunctionAnalysisManager &FAM =
      MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
  bool Any = false;
  for (Function &F : M) {
    if (!isKernel(F))
      continue;
    Any = true;
    const LHFResult &First = FAM.getResult<LHFAnalysis>(F);
    OptimizationRemarkEmitter &ORE =
        FAM.getResult<OptimizationRemarkEmitterAnalysis>(F);
    emitRemarks(F, First, ORE, Quiet);
    for (const LHFResult &More : First.MoreLaunches)
      emitRemarks(F, More, ORE, Quiet);
  }
  if (!Any && !Quiet)
    M.getContext().diagnose(DiagnosticInfoGeneric(
        Twine("lhf: module '") + M.getModuleIdentifier() +
            "' has no ptx_kernel functions: nothing analysed",
        DS_Note));
  return PreservedAnalyses::all();
}

} // namespace lhf
