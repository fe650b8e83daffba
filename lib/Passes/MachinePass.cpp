//===- MachinePass.cpp - lhf on NVPTX machine IR inside codegen -----------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// USAGE:
///   llc -march=nvptx64 -mcpu=sm_90 -O3 -load=build/lib/LHF.so k.ll -o k.ptx
///       -pass-remarks-analysis=lhf
///   llc -march=nvptx64 -load=build/lib/LHF.so -run-pass=lhf-machine-analysis
///       k.mir -o /dev/null -pass-remarks-analysis=lhf
///   clang++ -x cuda -fplugin=build/lib/LHF.so -Rpass-analysis=lhf ...
///
/// Loading the plugin registers a TargetPassConfig callback that puts
/// `lhf-machine-analysis` right after finalize-isel on NVPTX targets only,
/// so every codegen of a kernel can report its MachineKernelPrediction. The
/// pass only reads: the generated code is unchanged.
///
//===----------------------------------------------------------------------===//

#include "lhf/Passes/MachinePass.h"
#include "lhf/Passes/MIRFrontEnd.h"
#include "lhf/Passes/Remarks.h"
#include "lhf/Sim/Simulator.h"

#include "llvm/Analysis/BranchProbabilityInfo.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/UniformityAnalysis.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineOptimizationRemarkEmitter.h"
#include "llvm/CodeGen/Passes.h"
#include "llvm/CodeGen/TargetPassConfig.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Module.h"
#include "llvm/Pass.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Target/RegisterTargetPassConfigCallback.h"
#include "llvm/Target/TargetMachine.h"

#define DEBUG_TYPE "lhf"

using namespace llvm;

namespace {

class LHFMachinePass : public MachineFunctionPass {
public:
  static char ID;
  LHFMachinePass() : MachineFunctionPass(ID) {}
  StringRef getPassName() const override { return "lhf machine analysis"; }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.setPreservesAll();
    MachineFunctionPass::getAnalysisUsage(AU);
  }
  bool runOnMachineFunction(MachineFunction &MF) override;
};

} // namespace

char LHFMachinePass::ID = 0;

/// Registered only by the first copy of the plugin in a process (loaded
/// from two paths, LLVM would abort on the second registration).
static const bool FirstCopy =
    !PassRegistry::getPassRegistry()->getPassInfo(StringRef("lhf-machine-analysis"));

static RegisterPass<LHFMachinePass> *const X =
    FirstCopy ? new RegisterPass<LHFMachinePass>(
                    "lhf-machine-analysis",
                    "lhf performance model on NVPTX machine IR",
                    /*CFGOnly=*/false, /*is_analysis=*/true)
              : nullptr;

static cl::opt<bool> *const MachinePrint =
    FirstCopy ? new cl::opt<bool>(
                    "lhf-machine-print",
                    cl::desc("Print the machine-level model breakdown of "
                             "every kernel to standard output"))
              : nullptr;

/// Work only when someone reads the result: this runs in every compile.
static bool remarksWanted(const LLVMContext &Ctx) {
  return *MachinePrint || Ctx.getLLVMRemarkStreamer() ||
         Ctx.getDiagHandlerPtr()->isAnyRemarkEnabled(DEBUG_TYPE);
}

static lhf::MachineResultSink &sink() {
  static lhf::MachineResultSink S;
  return S;
}

void lhf::setMachineResultSink(MachineResultSink S) { sink() = std::move(S); }

/// Re-predicts one launch's IR-level result \p R from the machine code.
static void predictFromMIR(const MachineFunction &MF, lhf::LHFResult &R) {
  using namespace lhf;
  if (R.State != LHFResult::Predicted)
    return;
  Prediction IRPred = std::move(R.Pred);
  double IRInstrs = 0;
  for (const Segment &S : R.Kernel.Segments)
    IRInstrs += S.Count * S.totalInstrs();
  buildKernelFromMIR(MF, R.Facts, *R.GPU, R.Kernel);
  R.Pred = evaluate(R.Kernel, *R.GPU, modelOptions());
  // Say why the two levels disagree when they do (docs/consistency.md).
  double A = IRPred.TimeTotal, B = R.Pred.TimeTotal;
  if (A > 0 && B > 0 && std::abs(B - A) > 0.2 * std::min(A, B)) {
    double MIRInstrs = 0;
    for (const Segment &S : R.Kernel.Segments)
      MIRInstrs += S.Count * S.totalInstrs();
    R.Pred.Notes.push_back(formatv(
        "the IR-level prediction is {0:f0} cycles ({1:f0}% off): {2:f0} "
        "segments and {3:f0} warp instructions at IR, {4:f0} and {5:f0} "
        "after instruction selection (fused, expanded or scheduled code)",
        A, 100.0 * (B - A) / A, IRPred.NBB, IRInstrs, R.Pred.NBB, MIRInstrs));
  }
}

lhf::LHFResult lhf::analyseMachineFunction(const MachineFunction &MF) {
  const Function &F = MF.getFunction();
  if (MF.empty()) {
    // A .mir file may hold only its IR part: no machine code to analyse.
    LHFResult R;
    R.State = LHFResult::Error;
    R.Message = "the machine function has no body (a .mir file without its "
                "machine part?): nothing to analyse";
    return R;
  }
  // The IR facts (trip counts, branch weights) of the IR this code was
  // selected from, with the very analyses the IR pass uses.
  FunctionAnalysisManager FAM;
  PassBuilder PB(const_cast<TargetMachine *>(&MF.getTarget()));
  PB.registerFunctionAnalyses(FAM);
  Function &MutF = const_cast<Function &>(F);
  LHFResult R = analyseKernel(
      F, IRAnalyses{FAM.getResult<LoopAnalysis>(MutF),
                    FAM.getResult<ScalarEvolutionAnalysis>(MutF),
                    FAM.getResult<BranchProbabilityAnalysis>(MutF),
                    &FAM.getResult<UniformityInfoAnalysis>(MutF)});
  predictFromMIR(MF, R);
  for (LHFResult &More : R.MoreLaunches)
    predictFromMIR(MF, More);
  return R;
}

/// The remarks (and with -lhf-machine-print the printout) of one launch.
static void emitMachineRemarks(MachineFunction &MF,
                               const lhf::LHFResult &R) {
  const Function &F = MF.getFunction();
  if (R.State == lhf::LHFResult::Error) {
    F.getContext().diagnose(DiagnosticInfoGeneric(
        "lhf: kernel '" + lhf::demangledName(F.getName()) + "': " + R.Message,
        DS_Warning));
    return;
  }
  if (R.State != lhf::LHFResult::Predicted)
    return;
  const lhf::Prediction &P = R.Pred;
  const lhf::KernelDesc &K = R.Kernel;
  MachineOptimizationRemarkEmitter MORE(MF, nullptr);
  const MachineBasicBlock &Entry = MF.front();
  DiagnosticLocation Loc(F.getSubprogram());
  MORE.emit([&] {
    MachineOptimizationRemarkAnalysis Rem(DEBUG_TYPE, "MachineKernelPrediction",
                                          Loc, &Entry);
    return lhf::kernelRemark(Rem, P, *R.GPU, R.GPUChoice, "MIR");
  });
  for (const lhf::Hint &H : P.Hints)
    MORE.emit([&] {
      const auto *MI = static_cast<const MachineInstr *>(H.Origin);
      MachineOptimizationRemarkAnalysis Rem =
          MI ? MachineOptimizationRemarkAnalysis(DEBUG_TYPE, "BottleneckHint",
                                                 MI->getDebugLoc(),
                                                 MI->getParent())
             : MachineOptimizationRemarkAnalysis(DEBUG_TYPE, "BottleneckHint",
                                                 Loc, &Entry);
      return lhf::hintRemark(Rem, H);
    });
  for (const lhf::Assumption &A : K.Assumptions)
    MORE.emit([&] {
      MachineOptimizationRemarkAnalysis Rem(DEBUG_TYPE, "Assumption", Loc,
                                            &Entry);
      return Rem << "assumed: " << ore::NV("Assumption", A.Text);
    });
}

bool LHFMachinePass::runOnMachineFunction(MachineFunction &MF) {
  Function &F = MF.getFunction();
  if (!F.getParent()->getTargetTriple().isNVPTX() || !lhf::isKernel(F) ||
      (!sink() && !remarksWanted(F.getContext())))
    return false;
  lhf::LHFResult R = lhf::analyseMachineFunction(MF);
  if (sink()) { // the driver reports; no remarks or diagnostics here
    sink()(MF, R);
    return false;
  }
  if (*MachinePrint && R.State == lhf::LHFResult::Predicted) {
    outs() << "Printing analysis 'LHF-MIR' for machine function '"
           << MF.getName() << "':\n";
    R.print(outs()); // every launch
    outs().flush();  // before the remarks on stderr
  }
  emitMachineRemarks(MF, R);
  for (const lhf::LHFResult &More : R.MoreLaunches)
    emitMachineRemarks(MF, More);
  return false;
}

/// Puts the machine pass after finalize-isel on NVPTX targets.
static RegisterTargetPassConfigCallback
    InsertAfterISel([](TargetMachine &TM, PassManagerBase &,
                       TargetPassConfig *PassConfig) {
      if (FirstCopy && TM.getTargetTriple().isNVPTX())
        PassConfig->insertPass(&FinalizeISelID, &LHFMachinePass::ID);
    });
