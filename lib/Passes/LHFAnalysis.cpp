//===- LHFAnalysis.cpp - The lhf analysis, printer and remark pass --------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#include "lhf/Passes/LHFAnalysis.h"

#include "lhf/Model/Demangle.h"
#include "lhf/Passes/Options.h"
#include "lhf/Passes/Remarks.h"
#include "lhf/Session/Spelling.h"
#include "lhf/Views/Report.h"

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

/// The result for functions lhf does not analyse, or nothing.
static std::optional<LHFResult> notAnalysed(const Function &F) {
  LHFResult R;
  R.Kernel = F.getName().str();
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

static IRAnalyses irAnalyses(Function &F, FunctionAnalysisManager &FAM) {
  return IRAnalyses{FAM.getResult<LoopAnalysis>(F),
                    FAM.getResult<ScalarEvolutionAnalysis>(F),
                    FAM.getResult<BranchProbabilityAnalysis>(F),
                    &FAM.getResult<UniformityInfoAnalysis>(F)};
}

LHFResult LHFAnalysis::run(Function &F, FunctionAnalysisManager &FAM) {
  if (std::optional<LHFResult> R = notAnalysed(F))
    return std::move(*R);
  Expected<Session &> S = pluginSession();
  if (!S) {
    LHFResult R;
    R.Kernel = F.getName().str();
    R.State = LHFResult::Error;
    R.Message = toString(S.takeError());
    return R;
  }
  return analyseKernel(F, irAnalyses(F, FAM), *S);
}

LHFResult predictKernel(
    const Function &F, Session &S,
    function_ref<Expected<std::vector<KernelResult>>(const ChosenGPU &)>
        Predict) {
  LHFResult R;
  R.Kernel = F.getName().str();
  Expected<ChosenGPU> G =
      S.gpu(F.getFnAttribute("target-cpu").getValueAsString());
  Expected<std::vector<KernelResult>> Ls =
      G ? Predict(*G) : Expected<std::vector<KernelResult>>(G.takeError());
  if (!Ls) {
    R.State = LHFResult::Error;
    R.Message = toString(Ls.takeError());
    return R;
  }
  R.Launches = std::move(*Ls);
  R.State = LHFResult::Predicted;
  return R;
}

LHFResult analyseKernel(const Function &F, const IRAnalyses &A, Session &S) {
  if (std::optional<LHFResult> NA = notAnalysed(F))
    return std::move(*NA);
  IRStructure Structure; // found by the first launch's build, kept
  IRAnalyses WithStructure = A;
  WithStructure.Structure = &Structure;
  return predictKernel(F, S, [&](const ChosenGPU &G) {
    return S.predict(irSignature(F), G, [&](const KernelLaunch &L) {
      return buildKernelFromIR(F, WithStructure, *G.GPU, L);
    });
  });
}

void LHFResult::print(raw_ostream &OS, EntryPoint E) const {
  if (State != Predicted) {
    OS << "  " << (State == Error ? "error: " : "") << Message << "\n";
    return;
  }
  for (const KernelResult &R : Launches)
    printLaunch(OS, R, E);
}

PreservedAnalyses LHFPrinterPass::run(Function &F,
                                      FunctionAnalysisManager &FAM) {
  OS << "Printing analysis 'LHF' for function '" << F.getName() << "':\n";
  const LHFResult &R = FAM.getResult<LHFAnalysis>(F);
  R.print(OS, EntryPoint::LLVM);
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

/// The remarks of every launch of kernel \p F.
static void emitRemarks(const Function &F, const LHFResult &R,
                        OptimizationRemarkEmitter &ORE, bool Quiet) {
  if (R.State == LHFResult::Error) {
    F.getContext().diagnose(DiagnosticInfoGeneric(
        "lhf: kernel '" + demangledName(F.getName()) + "': " + R.Message,
        Quiet ? DS_Warning : DS_Error));
    return;
  }
  LLVMContext &Ctx = F.getContext();
  for (const KernelResult &L : R.Launches) {
    emitWithHotness(Ctx, L.Pred.TimeTotal, [&] {
      OptimizationRemarkAnalysis Rem(DEBUG_TYPE, "KernelPrediction", &F);
      streamRemark(Rem, kernelRemarkArgs(L, EntryPoint::LLVM, "IR"));
      return Rem;
    });
    for (const Hint &H : L.Pred.Hints)
      emitWithHotness(Ctx, H.PredictedGain, [&] {
        const Instruction *I = originInstr(H.Origin);
        OptimizationRemarkAnalysis Rem =
            I ? OptimizationRemarkAnalysis(
                    DEBUG_TYPE, "BottleneckHint",
                    remarkDebugLoc(I->getDebugLoc(), H.Loc), I->getParent())
              : OptimizationRemarkAnalysis(DEBUG_TYPE, "BottleneckHint", &F);
        streamRemark(Rem, hintRemarkArgs(H, L.Pred));
        if (I)
          streamInlinedFrom(Rem, I->getDebugLoc());
        return Rem;
      });
    for (const std::string &Text : noteTexts(L.Pred.Notes))
      ORE.emit([&] {
        OptimizationRemarkAnalysis Rem(DEBUG_TYPE, "Assumption", &F);
        return Rem << "assumed: " << ore::NV("Assumption", Text);
      });
  }
}

void emitIRRemarks(Module &M, FunctionAnalysisManager &FAM, bool Quiet,
                   bool Release) {
  bool Any = false;
  for (Function &F : M) {
    if (!isKernel(F))
      continue;
    Any = true;
    const LHFResult &R = FAM.getResult<LHFAnalysis>(F);
    emitRemarks(F, R, FAM.getResult<OptimizationRemarkEmitterAnalysis>(F),
                Quiet);
    // Only the prediction stays cached: a module of many kernels kept every
    // kernel's scalar evolution, loops and uniformity to the end.
    if (Release) {
      PreservedAnalyses Keep = PreservedAnalyses::none();
      Keep.preserve<LHFAnalysis>();
      FAM.invalidate(F, Keep);
    }
  }
  if (!Any && !Quiet)
    M.getContext().diagnose(DiagnosticInfoGeneric(
        Twine("lhf: module '") + M.getModuleIdentifier() +
            "' has no ptx_kernel functions: nothing analysed",
        DS_Note));
}

PreservedAnalyses LHFRemarkPass::run(Module &M, ModuleAnalysisManager &MAM) {
  if (!M.getTargetTriple().isNVPTX()) {
    M.getContext().diagnose(DiagnosticInfoGeneric(
        Twine("lhf: module '") + M.getModuleIdentifier() + "' targets '" +
            M.getTargetTriple().str() + "', not NVPTX: nothing analysed",
        DS_Note));
    return PreservedAnalyses::all();
  }
  emitIRRemarks(
      M, MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager(),
      /*Quiet=*/false, /*Release=*/true);
  return PreservedAnalyses::all();
}

} // namespace lhf
