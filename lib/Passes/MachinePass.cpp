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
/// pass only reads: the generated code is unchanged. In clang it is the one
/// prediction of a kernel (the IR level answers only where no code is
/// generated, Plugin.cpp).
///
//===----------------------------------------------------------------------===//

#include "lhf/Passes/MachinePass.h"
#include "lhf/Model/Demangle.h"
#include "lhf/Model/Format.h"
#include "lhf/Model/Occupancy.h"
#include "lhf/Passes/AlignAsNvcc.h"
#include "lhf/Passes/MIRFrontEnd.h"
#include "lhf/Passes/Options.h"
#include "lhf/Passes/Remarks.h"
#include "lhf/Session/Spelling.h"
#include "lhf/Views/Report.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Analysis/BranchProbabilityInfo.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/UniformityAnalysis.h"
#include "llvm/CodeGen/MachineFrameInfo.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineOptimizationRemarkEmitter.h"
#include "llvm/CodeGen/Passes.h"
#include "llvm/CodeGen/TargetPassConfig.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Module.h"
#include "llvm/Pass.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Target/RegisterTargetPassConfigCallback.h"
#include "llvm/Target/TargetMachine.h"

#include <algorithm>
#include <set>

#define DEBUG_TYPE "lhf"

using namespace llvm;

namespace {

using Callback = lhf::MachineClientScope::Callback;

/// The client of the pipelines being built on this thread, if any.
thread_local Callback *PendingClient = nullptr;

class LHFMachinePass : public MachineFunctionPass {
public:
  static char ID;
  LHFMachinePass() : MachineFunctionPass(ID) {}
  explicit LHFMachinePass(Callback Client)
      : MachineFunctionPass(ID), Client(std::move(Client)) {}
  StringRef getPassName() const override { return "lhf machine analysis"; }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.setPreservesAll();
    MachineFunctionPass::getAnalysisUsage(AU);
  }
  bool runOnMachineFunction(MachineFunction &MF) override;

private:
  Callback Client;
};

} // namespace

char LHFMachinePass::ID = 0;

/// Registered only by the first copy of the plugin in a process (loaded
/// from two paths, LLVM would abort on the second registration).
static const bool FirstCopy = !PassRegistry::getPassRegistry()->getPassInfo(
    StringRef("lhf-machine-analysis"));

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

lhf::MachineClientScope::MachineClientScope(Callback OnKernel)
    : Previous(PendingClient), OnKernel(std::move(OnKernel)) {
  PendingClient = &this->OnKernel;
}

lhf::MachineClientScope::~MachineClientScope() { PendingClient = Previous; }

/// An unsigned function attribute (nvvm.maxntid "256" or "16,16,1": the
/// product), or 0.
static uint64_t attrValue(const Function &F, StringRef Name) {
  Attribute A = F.getFnAttribute(Name);
  if (!A.isValid() || !A.isStringAttribute())
    return 0;
  uint64_t P = 1;
  for (StringRef Part : split(A.getValueAsString(), ',')) {
    uint64_t V = 0;
    if (Part.trim().getAsInteger(10, V) || V == 0)
      return 0;
    P *= V;
  }
  return P;
}

lhf::KernelResources lhf::registerEstimate(const MachineFunction &MF,
                                           const GPUDesc *G) {
  KernelResources K;
  K.Regs = std::max(1u, estimateRegisters(MF));
  K.RegsSource = "estimate: max live virtual registers";
  K.RegsEstimated = true;
  // ptxas keeps a kernel within its __launch_bounds__ (and __maxnreg__),
  // spilling what does not fit: the estimate cannot exceed that cap.
  const Function &F = MF.getFunction();
  uint64_t Threads = attrValue(F, "nvvm.maxntid");
  uint64_t MinBlocks = std::max<uint64_t>(1, attrValue(F, "nvvm.minctasm"));
  uint64_t MaxReg = attrValue(F, "nvvm.maxnreg");
  unsigned Cap = 0;
  std::string Why;
  if (G && Threads) {
    OccupancyInput In;
    In.ThreadsPerBlock = Threads;
    In.RegsPerThread = K.Regs;
    if (unsigned R = maxRegsForBlocks(*G, In, unsigned(MinBlocks))) {
      Cap = R;
      Why = formatv("__launch_bounds__({0}, {1})", Threads, MinBlocks).str();
    }
  }
  if (MaxReg && (!Cap || MaxReg < Cap)) {
    Cap = unsigned(MaxReg);
    Why = formatv("__maxnreg__({0})", MaxReg).str();
  }
  if (Cap && K.Regs > Cap) {
    K.RegsSource = formatv("estimate: max live virtual registers ({0}), "
                           "capped at {1} by {2}: ptxas spills the rest",
                           K.Regs, Cap, Why)
                       .str();
    K.Regs = Cap;
  }
  return K;
}

Expected<std::vector<lhf::MachineLaunch>>
lhf::buildMachineLaunches(const MachineFunction &MF, Session &S,
                          const ChosenGPU &G) {
  const Function &F = MF.getFunction();
  if (MF.empty())
    // A .mir file may hold only its IR part: no machine code to analyse.
    return createStringError(inconvertibleErrorCode(),
                             "the machine function has no body (a .mir file "
                             "without its machine part?): nothing to "
                             "analyse");
  KernelResources Estimate = registerEstimate(MF, G.GPU);
  Expected<std::vector<ResolvedLaunch>> Ls =
      S.launches(irSignature(F), *G.GPU, &Estimate);
  if (!Ls)
    return Ls.takeError();
  // The IR facts (trip counts, branch weights, addresses) of the IR this
  // code was selected from, with the very analyses the IR pass uses.
  FunctionAnalysisManager FAM;
  PassBuilder PB(const_cast<TargetMachine *>(&MF.getTarget()));
  PB.registerFunctionAnalyses(FAM);
  Function &MutF = const_cast<Function &>(F);
  IRAnalyses A{FAM.getResult<LoopAnalysis>(MutF),
               FAM.getResult<ScalarEvolutionAnalysis>(MutF),
               FAM.getResult<BranchProbabilityAnalysis>(MutF),
               &FAM.getResult<UniformityInfoAnalysis>(MutF)};
  IRStructure Structure; // found by the first launch's build, kept
  A.Structure = &Structure;
  // The IR level's description of each launch's first build (not of the
  // one at more trips), for the two levels' comparison.
  std::vector<std::pair<KernelLaunch, KernelDesc>> IRKernels;
  std::set<unsigned> Trips;
  for (const ResolvedLaunch &L : *Ls)
    Trips.insert(L.Launch.DefaultTrip);
  std::vector<BuiltLaunch> Built =
      buildLaunches(std::move(*Ls), [&](const KernelLaunch &KL) {
        IRFacts Facts;
        KernelDesc IR = buildKernelFromIR(F, A, *G.GPU, KL, &Facts);
        // The machine level starts from the IR level's description without
        // its segments (it builds its own): no copy of them per launch.
        std::vector<Segment> IRSegments = std::move(IR.Segments);
        KernelDesc K = IR;
        IR.Segments = std::move(IRSegments);
        if (Trips.count(KL.DefaultTrip))
          IRKernels.emplace_back(KL, std::move(IR));
        buildKernelFromMIR(MF, Facts, *G.GPU, KL, K);
        return K;
      });
  std::vector<MachineLaunch> Out;
  for (auto B = Built.begin(); B != Built.end(); ++B) {
    const KernelLaunch &KL = B->Launch.Launch;
    auto IR = find_if(IRKernels, [&](const auto &P) { return P.first == KL; });
    KernelDesc IRKernel;
    if (IR != IRKernels.end()) {
      bool UsedLater = std::any_of(B + 1, Built.end(), [&](const auto &C) {
        return C.Launch.Launch == KL;
      });
      IRKernel = UsedLater ? IR->second : std::move(IR->second);
    }
    Out.push_back({std::move(*B), std::move(IRKernel)});
  }
  return Out;
}

lhf::KernelResult lhf::evaluateMachineLaunch(MachineLaunch M, const Session &S,
                                             const ChosenGPU &G) {
  double IRInstrs = 0, IRSegs = 0;
  for (const Segment &Sg : M.IRKernel.Segments) {
    IRInstrs += Sg.Count * Sg.totalInstrs();
    IRSegs += Sg.Count;
  }
  BuiltLaunch IR{M.Built.Launch, std::move(M.IRKernel), std::nullopt};
  KernelResult R = S.evaluate(std::move(M.Built), G);
  // Say why the two levels disagree when they do (docs/consistency.md).
  double A = S.cyclesOf(std::move(IR), G), B = R.Pred.TimeTotal;
  if (A > 0 && B > 0 && std::abs(B - A) > 0.2 * std::min(A, B)) {
    double MIRInstrs = 0;
    for (const Segment &Sg : R.Kernel.Segments)
      MIRInstrs += Sg.Count * Sg.totalInstrs();
    R.Pred.Notes.push_back(
        {formatv("the IR-level prediction of this launch is {0:f0} cycles "
                 "({1:f0}% off): {2:f0} segments and {3:f0} warp "
                 "instructions at IR, {4:f0} and {5:f0} after instruction "
                 "selection (fused, expanded or scheduled code)",
                 num(A), num(100.0 * (B - A) / A), num(IRSegs), num(IRInstrs),
                 num(R.Pred.NBB), num(MIRInstrs)),
         R.Kernel.Loc, AssumptionKind::Level});
  }
  return R;
}

lhf::LHFResult lhf::analyseMachineFunction(const MachineFunction &MF,
                                           Session &S) {
  return predictKernel(
      MF.getFunction(), S,
      [&](const ChosenGPU &G) -> Expected<std::vector<KernelResult>> {
        Expected<std::vector<MachineLaunch>> Ls =
            buildMachineLaunches(MF, S, G);
        if (!Ls)
          return Ls.takeError();
        std::vector<KernelResult> Out;
        for (MachineLaunch &M : *Ls)
          Out.push_back(evaluateMachineLaunch(std::move(M), S, G));
        return Out;
      });
}

/// Bytes per thread of the frame's objects (the arrays the code keeps in
/// local memory), 0 when it has none.
static uint64_t localArrayBytes(const MachineFunction &MF) {
  const MachineFrameInfo &MFI = MF.getFrameInfo();
  uint64_t Bytes = 0;
  for (int I = 0; I < MFI.getObjectIndexEnd(); ++I)
    if (!MFI.isDeadObjectIndex(I))
      Bytes += MFI.getObjectSize(I);
  return Bytes;
}

/// \p Text as a note of each launch's prediction, at the kernel.
static void noteEveryLaunch(lhf::LHFResult &R, const std::string &Text) {
  for (lhf::KernelResult &L : R.Launches)
    L.Pred.Notes.push_back({Text, L.Kernel.Loc});
}

/// What a compile's local array means for the number: ptxas may keep it in
/// registers, and nvcc's unrolling often does (docs/consistency.md); the
/// driver asks ptxas and nvcc, a plugin in the user's compile cannot.
static void sayLocalArray(const MachineFunction &MF, lhf::LHFResult &R) {
  uint64_t Bytes = localArrayBytes(MF);
  if (!Bytes)
    return;
  auto &Opts = cl::getRegisteredOptions();
  auto Unroll = Opts.find("unroll-threshold");
  bool Raised = Unroll != Opts.end() && Unroll->second->getNumOccurrences();
  std::string Text =
      formatv("this code keeps {0} bytes per thread in local memory (an "
              "array), counted as its loads and stores; ptxas may keep it "
              "in registers, and nvcc, which unrolls more, often does{1}",
              Bytes,
              Raised ? ""
                     : ": -mllvm -unroll-threshold=800 unrolls as nvcc "
                       "does (docs/consistency.md)")
          .str();
  noteEveryLaunch(R, Text);
}

/// A kernel whose vector copies clang made narrower than nvcc's
/// (AlignAsNvccPass, counting in a user's compile) says so.
static void sayNarrowCopies(const MachineFunction &MF, lhf::LHFResult &R) {
  Attribute A = MF.getFunction().getFnAttribute(lhf::NarrowCopiesAttr);
  if (!A.isValid())
    return;
  std::string Text =
      formatv("clang's code splits {0} copies of 8- or 16-byte values "
              "(a float4 read from a float array ...) into narrower accesses "
              "where nvcc makes one vector access each; this prediction "
              "counts clang's: -mllvm -lhf-align-as-nvcc compiles them as "
              "nvcc does (docs/consistency.md)",
              A.getValueAsString())
          .str();
  noteEveryLaunch(R, Text);
}

/// The remarks of every launch.
static void emitMachineRemarks(MachineFunction &MF, const lhf::LHFResult &R) {
  using namespace lhf;
  const Function &F = MF.getFunction();
  if (R.State == LHFResult::Error) {
    F.getContext().diagnose(DiagnosticInfoGeneric(
        "lhf: kernel '" + demangledName(F.getName()) + "': " + R.Message,
        DS_Warning));
    return;
  }
  MachineOptimizationRemarkEmitter MORE(MF, nullptr);
  const MachineBasicBlock &Entry = MF.front();
  DiagnosticLocation Loc(F.getSubprogram());
  LLVMContext &Ctx = F.getContext();
  for (const KernelResult &L : R.Launches) {
    emitWithHotness(Ctx, L.Pred.TimeTotal, [&] {
      MachineOptimizationRemarkAnalysis Rem(
          DEBUG_TYPE, "MachineKernelPrediction", Loc, &Entry);
      streamRemark(Rem, kernelRemarkArgs(L, EntryPoint::LLVM, "MIR"));
      return Rem;
    });
    for (const Hint &H : L.Pred.Hints)
      emitWithHotness(Ctx, H.PredictedGain, [&] {
        const auto *MI = static_cast<const MachineInstr *>(H.Origin);
        MachineOptimizationRemarkAnalysis Rem =
            MI ? MachineOptimizationRemarkAnalysis(
                     DEBUG_TYPE, "BottleneckHint",
                     remarkDebugLoc(MI->getDebugLoc(), H.Loc), MI->getParent())
               : MachineOptimizationRemarkAnalysis(DEBUG_TYPE, "BottleneckHint",
                                                   Loc, &Entry);
        streamRemark(Rem, hintRemarkArgs(H, L.Pred));
        if (MI)
          streamInlinedFrom(Rem, MI->getDebugLoc());
        return Rem;
      });
    for (const std::string &Text : noteTexts(L.Pred.Notes))
      MORE.emit([&] {
        MachineOptimizationRemarkAnalysis Rem(DEBUG_TYPE, "Assumption", Loc,
                                              &Entry);
        return Rem << "assumed: " << ore::NV("Assumption", Text);
      });
  }
}

bool LHFMachinePass::runOnMachineFunction(MachineFunction &MF) {
  Function &F = MF.getFunction();
  if (!F.getParent()->getTargetTriple().isNVPTX() || !lhf::isKernel(F))
    return false;
  if (Client) { // the driver reports; no remarks or diagnostics here
    Client(MF);
    return false;
  }
  if (!remarksWanted(F.getContext()))
    return false;
  lhf::LHFResult R;
  if (Expected<lhf::Session &> S = lhf::pluginSession()) {
    R = lhf::analyseMachineFunction(MF, *S);
    if (R.State == lhf::LHFResult::Predicted) {
      sayLocalArray(MF, R);
      sayNarrowCopies(MF, R);
    }
  } else {
    R.State = lhf::LHFResult::Error;
    R.Message = toString(S.takeError());
  }
  if (*MachinePrint && R.State == lhf::LHFResult::Predicted) {
    outs() << "Printing analysis 'LHF-MIR' for machine function '"
           << MF.getName() << "':\n";
    R.print(outs(), lhf::EntryPoint::LLVM); // every launch
    outs().flush();                         // before the remarks on stderr
  }
  emitMachineRemarks(MF, R);
  return false;
}

/// Puts the machine pass after finalize-isel on NVPTX targets: the
/// plugin's (by ID), or the caller's when one is pending on this thread.
static RegisterTargetPassConfigCallback InsertAfterISel(
    [](TargetMachine &TM, PassManagerBase &, TargetPassConfig *PassConfig) {
      if (!FirstCopy || !TM.getTargetTriple().isNVPTX())
        return;
      if (PendingClient)
        PassConfig->insertPass(
            &FinalizeISelID,
            IdentifyingPassPtr(new LHFMachinePass(*PendingClient)));
      else
        PassConfig->insertPass(&FinalizeISelID, &LHFMachinePass::ID);
    });
