//===- Plugin.cpp - Registers lhf's passes with LLVM's tools --------------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// USAGE:
///   opt -load-pass-plugin=build/lib/LHF.so -lhf-analysis k.ll ...
///   opt -load-pass-plugin=build/lib/LHF.so -passes='print<lhf>' k.ll ...
///   clang++ -x cuda -fpass-plugin=build/lib/LHF.so -Rpass-analysis=lhf ...
///
/// One plugin holds every LLVM-facing pass: the analysis `lhf`, the printer
/// `print<lhf>`, the remark pass `lhf-analysis`, and (MachinePass.cpp) the
/// machine pass, which gives clang's compiles their prediction.
///
//===----------------------------------------------------------------------===//

#include "lhf/Passes/AlignAsNvcc.h"
#include "lhf/Passes/HostLaunches.h"
#include "lhf/Passes/LHFAnalysis.h"

#include "llvm/IR/Module.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Plugins/PassPlugin.h"
#include "llvm/Support/CommandLine.h"

#include <dlfcn.h>

using namespace llvm;

namespace {

/// opt 22 accepts only -passes=...; this flag keeps the familiar
/// `opt -lhf-analysis` spelling by adding the pass to opt's pipeline. Only
/// opt has -print-passes, so other tools ignore it.
/// Null in a second copy of the plugin loaded from another path: the first
/// copy registered the options and passes (LLVM aborts on a second
/// registration), and this one stands aside.
cl::opt<bool> *const LegacySpelling =
    cl::getRegisteredOptions().count("lhf-analysis") ? nullptr : new cl::opt<bool>(
    "lhf-analysis",
    cl::desc("Run the lhf analysis and emit its remarks (opt: the same as "
             "adding lhf-analysis to -passes)"),
    cl::callback([](const bool &On) {
      if (!On)
        return;
      auto Opts = cl::getRegisteredOptions();
      if (!Opts.count("print-passes") || !Opts.count("passes"))
        return;
      auto *Passes = static_cast<cl::opt<std::string> *>(Opts["passes"]);
      std::string Value = *Passes;
      Passes->setValue(Value.empty() ? "lhf-analysis"
                                     : Value + ",lhf-analysis");
    }));

/// The driver's device compile: clang's code with nvcc's vector accesses
/// (AlignAsNvcc.h). Off in a user's compile, which lhf only observes.
cl::opt<bool> *const AlignAsNvcc =
    cl::getRegisteredOptions().count("lhf-align-as-nvcc")
        ? nullptr
        : new cl::opt<bool>(
              "lhf-align-as-nvcc",
              cl::desc("Align each copy of a float2/float4-like value as its "
                       "type says, as nvcc does, so that it compiles to one "
                       "vector access (changes the code: lhf's driver uses it "
                       "to analyse what nvcc would run)"));

/// Inside clang, the host code's launches come from LHFHost.so, loaded
/// with this plugin (at load time: before clang creates its front-end
/// action, which runs the AST plugins).
const bool HostPluginLoaded = [] {
  if (LegacySpelling)
    lhf::loadHostPluginInClang();
  return true;
}();

/// Whether this copy's llvmGetPassPluginInfo ran (it was loaded as a pass
/// plugin, not only with -load).
bool EntryCalled = false;

void registerOwnCallbacks(PassBuilder &PB);

void registerCallbacks(PassBuilder &PB) {
  if (LegacySpelling) {
    registerOwnCallbacks(PB);
    return;
  }
  // A second copy: the first one registers, even when it was loaded with
  // -load (which calls no plugin entry): opt said "unknown pass name".
  using Fn = bool (*)(void *);
  if (auto *First = reinterpret_cast<Fn>(
          dlsym(RTLD_DEFAULT, "lhf_register_for_second_copy")))
    First(&PB);
}

void registerOwnCallbacks(PassBuilder &PB) {
  PB.registerAnalysisRegistrationCallback([](FunctionAnalysisManager &FAM) {
    FAM.registerPass([] { return lhf::LHFAnalysis(); });
  });
  // The driver's compile gets nvcc's vector accesses; a user's compile
  // that reads lhf remarks is told where clang's differ.
  PB.registerPipelineStartEPCallback(
      [](ModulePassManager &MPM, OptimizationLevel) {
        MPM.addPass(createModuleToFunctionPassAdaptor(
            lhf::AlignAsNvccPass(/*Rewrite=*/AlignAsNvcc && *AlignAsNvcc)));
      });
  PB.registerPipelineParsingCallback(
      [](StringRef Name, FunctionPassManager &FPM,
         ArrayRef<PassBuilder::PipelineElement>) {
        if (Name == "print<lhf>") {
          FPM.addPass(lhf::LHFPrinterPass(outs()));
          return true;
        }
        if (Name == "require<lhf>") {
          FPM.addPass(RequireAnalysisPass<lhf::LHFAnalysis, Function>());
          return true;
        }
        if (Name == "invalidate<lhf>") {
          FPM.addPass(InvalidateAnalysisPass<lhf::LHFAnalysis>());
          return true;
        }
        return false;
      });
  PB.registerPipelineParsingCallback(
      [](StringRef Name, ModulePassManager &MPM,
         ArrayRef<PassBuilder::PipelineElement>) {
        if (Name == "lhf-analysis") {
          MPM.addPass(lhf::LHFRemarkPass());
          return true;
        }
        return false;
      });
  // clang -fpass-plugin: code generation follows the optimisation
  // pipeline, and the machine pass gives the kernel's one prediction, of
  // the code that will run. A compile that stops at IR (-emit-llvm, device
  // LTO) writes the module instead: the IR level answers then, just before
  // the writer pass, with the pipeline's own analyses.
  PassInstrumentationCallbacks *PIC = PB.getPassInstrumentationCallbacks();
  if (!PIC)
    return;
  auto FAM = std::make_shared<FunctionAnalysisManager *>(nullptr);
  auto Optimised = std::make_shared<bool>(false);
  PB.registerAnalysisRegistrationCallback(
      [FAM](FunctionAnalysisManager &M) { *FAM = &M; });
  PB.registerOptimizerLastEPCallback(
      [Optimised](ModulePassManager &, OptimizationLevel,
                  ThinOrFullLTOPhase) { *Optimised = true; });
  PIC->registerBeforeNonSkippedPassCallback([FAM, Optimised](StringRef P,
                                                             Any IR) {
    if (!*Optimised || !*FAM ||
        (P != "BitcodeWriterPass" && P != "PrintModulePass"))
      return;
    const Module *const *M = any_cast<const Module *>(&IR);
    if (!M || !(*M)->getTargetTriple().isNVPTX())
      return;
    // Inside clang's pipeline, do no work unless someone reads lhf remarks.
    LLVMContext &Ctx = (*M)->getContext();
    if (!Ctx.getLLVMRemarkStreamer() &&
        !Ctx.getDiagHandlerPtr()->isAnyRemarkEnabled("lhf"))
      return;
    lhf::emitIRRemarks(const_cast<Module &>(**M), **FAM, /*Quiet=*/true);
  });
}

} // namespace

/// Called by a second copy of the plugin on the first (see
/// registerCallbacks): registers the passes unless this copy, as a pass
/// plugin itself, does so.
extern "C" LLVM_ATTRIBUTE_VISIBILITY_DEFAULT bool
lhf_register_for_second_copy(void *PB) {
  if (!LegacySpelling)
    return false;
  if (!EntryCalled)
    registerOwnCallbacks(*static_cast<PassBuilder *>(PB));
  return true;
}

extern "C" LLVM_ATTRIBUTE_WEAK PassPluginLibraryInfo llvmGetPassPluginInfo() {
  EntryCalled = true;
  return {LLVM_PLUGIN_API_VERSION, "LHF", "0.1", registerCallbacks};
}
