//===- Select.cpp - The kernels --kernel selects, optimised --------------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// One kernel of a 200-kernel file should cost one kernel: the others
/// leave the module before code generation and ptxas, and before the
/// optimiser where that leaves the selected kernels' code as it was. clang
/// then compiles the file with its -O3 front end and none of its optimiser
/// (-disable-llvm-passes); the driver drops what is not selected and runs
/// the same -O3 pipeline on the rest.
///
//===----------------------------------------------------------------------===//

#include "Commands.h"
#include "Compile.h"

#include "lhf/Passes/AlignAsNvcc.h"
#include "lhf/Passes/IRFrontEnd.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/Module.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Target/TargetMachine.h"

using namespace llvm;

namespace lhf {

static void keepOnlySelected(const DriverOptions &O, Module &M) {
  if (O.Kernel.empty())
    return;
  std::vector<Function *> Drop;
  bool Any = false;
  for (Function &F : M)
    if (isKernel(F)) {
      if (selected(F, O.Kernel))
        Any = true;
      else if (F.use_empty())
        Drop.push_back(&F);
    }
  if (!Any)
    return;
  for (Function *F : Drop)
    F->eraseFromParent();
  // Then what nothing calls any more, local to the module.
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (Function &F : make_early_inc_range(M))
      if (!F.isDeclaration() && F.use_empty() && !isKernel(F) &&
          (F.hasLocalLinkage() || F.hasLinkOnceLinkage())) {
        F.eraseFromParent();
        Changed = true;
      }
  }
}

/// clang -O3's optimisation pipeline for \p TM, run on \p M, with the
/// unrolling threshold and the vector accesses the clang compile gets
/// (compileCUDA, compileInput). Only a compile without the user's -mllvm
/// options comes here (compileInput).
static Error optimizeAtO3(Module &M, TargetMachine &TM) {
  auto &Opts = cl::getRegisteredOptions();
  auto Unroll = Opts.find("unroll-threshold");
  if (Unroll != Opts.end() && !Unroll->second->getNumOccurrences())
    Unroll->second->addOccurrence(0, "unroll-threshold", NvccUnrollThreshold);
  // clang -O3's tuning (its driver enables the loop and SLP vectorisers at
  // -O2 and above); the target's own passes come with the TargetMachine.
  PipelineTuningOptions PTO;
  PTO.LoopUnrolling = PTO.LoopInterleaving = true;
  PTO.LoopVectorization = PTO.SLPVectorization = true;
  LoopAnalysisManager LAM;
  FunctionAnalysisManager FAM;
  CGSCCAnalysisManager CGAM;
  ModuleAnalysisManager MAM;
  PassBuilder PB(&TM, PTO);
  PB.registerModuleAnalyses(MAM);
  PB.registerCGSCCAnalyses(CGAM);
  PB.registerFunctionAnalyses(FAM);
  PB.registerLoopAnalyses(LAM);
  PB.crossRegisterProxies(LAM, FAM, CGAM, MAM);
  // As clang's compile with -lhf-align-as-nvcc (compileInput).
  PB.registerPipelineStartEPCallback(
      [](ModulePassManager &MPM, OptimizationLevel) {
        MPM.addPass(createModuleToFunctionPassAdaptor(AlignAsNvccPass()));
      });
  ModulePassManager MPM =
      PB.buildPerModuleDefaultPipeline(OptimizationLevel::O3);
  KeptErrors Errors(M.getContext(), /*QuietWarnings=*/true);
  std::string Why;
  if (!runGuarded([&] { MPM.run(M, MAM); }, Why))
    return createStringError(inconvertibleErrorCode(),
                             "LLVM's -O3 pipeline failed on it" +
                                 llvmReason(Why));
  if (!Errors.empty())
    return createStringError(inconvertibleErrorCode(),
                             "LLVM's -O3 pipeline rejects it: " +
                                 Errors.first());
  return Error::success();
}

/// The functions and global variables \p Roots use, directly or through
/// what they use.
static SmallPtrSet<const GlobalValue *, 32>
usedBy(ArrayRef<const Function *> Roots) {
  SmallPtrSet<const GlobalValue *, 32> Seen;
  SmallPtrSet<const Constant *, 32> SeenConst;
  std::vector<const GlobalValue *> Work(Roots.begin(), Roots.end());
  auto Visit = [&](const Value *V, auto &Self) -> void {
    if (const auto *G = dyn_cast<GlobalValue>(V)) {
      if (Seen.insert(G).second)
        Work.push_back(G);
    } else if (const auto *C = dyn_cast<Constant>(V)) {
      if (SeenConst.insert(C).second)
        for (const Value *Op : C->operands())
          Self(Op, Self);
    }
  };
  for (const Function *F : Roots)
    Seen.insert(F);
  while (!Work.empty()) {
    const GlobalValue *G = Work.back();
    Work.pop_back();
    if (const auto *F = dyn_cast<Function>(G)) {
      for (const BasicBlock &BB : *F)
        for (const Instruction &I : BB)
          for (const Value *Op : I.operands())
            Visit(Op, Visit);
    } else if (const auto *GV = dyn_cast<GlobalVariable>(G);
               GV && GV->hasInitializer()) {
      Visit(GV->getInitializer(), Visit);
    }
  }
  return Seen;
}

/// Whether the selected kernels share no function or global variable local
/// to the file with the others. Only then is what the optimiser makes of
/// them the same without the others: it inlines a local helper by how many
/// calls it has, propagates the arguments all its calls pass, and treats a
/// local global by all of its users (a table only one kernel writes). What
/// other files may use as well (a non-static __device__ function, CUDA's
/// own inline helpers) it optimises for any caller.
static bool independentOfOthers(const DriverOptions &O, const Module &M) {
  std::vector<const Function *> Selected, Others;
  for (const Function &F : M)
    if (isKernel(F))
      (selected(F, O.Kernel) ? Selected : Others).push_back(&F);
  SmallPtrSet<const GlobalValue *, 32> Mine = usedBy(Selected);
  return none_of(usedBy(Others), [&](const GlobalValue *G) {
    return G->hasLocalLinkage() && Mine.contains(G);
  });
}

Expected<std::unique_ptr<Module>> keepSelected(const DriverOptions &O,
                                               std::unique_ptr<Module> M,
                                               TargetMachine &TM,
                                               bool Unoptimized) {
  if (!Unoptimized) {
    keepOnlySelected(O, *M);
    return std::move(M);
  }
  bool Alone = independentOfOthers(O, *M);
  if (Alone)
    keepOnlySelected(O, *M);
  if (Error E = optimizeAtO3(*M, TM))
    return std::move(E);
  if (!Alone)
    keepOnlySelected(O, *M);
  // The analyses see the module as read from clang's output, as without
  // --kernel: reading fixes the order of each value's uses, which
  // instruction selection follows (16 more machine instructions in one
  // kernel of validation/kernels otherwise).
  std::string Text;
  raw_string_ostream(Text) << *M;
  SMDiagnostic Diag;
  std::unique_ptr<Module> Read =
      parseAssemblyString(Text, Diag, M->getContext());
  if (!Read)
    return createStringError(inconvertibleErrorCode(),
                             "the optimised IR does not read back: " +
                                 Diag.getMessage());
  return std::move(Read);
}

} // namespace lhf
