//===- ir_fuzzer.cpp - libFuzzer target for the IR front end --------------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Random bytes as LLVM IR text (mutated from the test suite's and the
/// examples' .ll files). What parses and verifies is analysed as the plugin
/// analyses it, on an NVPTX target: every kernel must get a prediction with
/// finite, non-negative numbers or a one-line error, never a crash, a hang
/// or undefined behaviour. A first byte 0-8 (never the start of IR text)
/// picks the GPU and the launch.
///
//===----------------------------------------------------------------------===//

#include "PredictionCheck.h"
#include "lhf/Passes/LHFAnalysis.h"

#include "llvm/Analysis/BranchProbabilityInfo.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/UniformityAnalysis.h"

#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"

#include <cstdio>
#include <memory>

using namespace llvm;

namespace {

std::unique_ptr<TargetMachine> TM;

[[noreturn]] void fail(const char *What, double V) {
  std::fprintf(stderr, "lhf-fuzz-ir: %s (%.17g)\n", What, V);
  __builtin_trap();
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***) {
  LLVMInitializeNVPTXTargetInfo();
  LLVMInitializeNVPTXTarget();
  LLVMInitializeNVPTXTargetMC();
  Triple TT("nvptx64-nvidia-cuda");
  std::string Err;
  const Target *T = TargetRegistry::lookupTarget(TT, Err);
  if (!T) {
    std::fprintf(stderr, "lhf-fuzz-ir: no NVPTX target: %s\n", Err.c_str());
    std::abort();
  }
  TM.reset(T->createTargetMachine(TT, "sm_90", "", TargetOptions(),
                                  std::nullopt));
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  static const char *GPUs[] = {"h100-sxm", "v100", "g80", "rtx3090"};
  static const char *Blocks[] = {"128", "32", "16,16", "1024", "7,3,2"};
  unsigned Pick = 0;
  if (Size > 0 && Data[0] < 9) {
    Pick = Data[0];
    ++Data;
    --Size;
  }
  // The session the plugin would make from these options.
  lhf::Request Req;
  Req.GPU = GPUs[Pick % 4];
  Req.Block = cantFail(lhf::parseDim3(Blocks[Pick % 5], "-lhf-block"));
  Req.Grid = cantFail(lhf::parseDim3(Pick % 2 ? "3,2" : "512", "-lhf-grid"));
  // Bindings the corpus kernels use; unknown names are said, not fatal.
  Req.Args = {{"n", 1000}, {"wA", 64}, {"0", 4096}};
  lhf::Session S(std::move(Req));

  // With a "Debug Info Version" flag the parser verifies the module and
  // aborts the process when it is broken (as opt does before any plugin
  // runs), and the parser's variant without that check leaves modules that
  // crash LLVM's own verifier: such inputs are not tried. (Without the
  // flag, debug info is stripped.)
  // The lexer reads up to a terminating NUL, which fuzzer input lacks.
  std::string Text(reinterpret_cast<const char *>(Data), Size);
  if (StringRef(Text).contains("Debug Info Version"))
    return 0;
  LLVMContext Ctx;
  SMDiagnostic Diag;
  std::unique_ptr<Module> M = parseAssemblyString(Text, Diag, Ctx);
  if (!M || verifyModule(*M))
    return 0;
  M->setTargetTriple(TM->getTargetTriple());
  M->setDataLayout(TM->createDataLayout());

  FunctionAnalysisManager FAM;
  PassBuilder PB(TM.get());
  PB.registerFunctionAnalyses(FAM);
  raw_null_ostream Null;
  for (Function &F : *M) {
    if (F.isDeclaration())
      continue;
    lhf::LHFResult R = lhf::analyseKernel(
        F,
        lhf::IRAnalyses{FAM.getResult<LoopAnalysis>(F),
                        FAM.getResult<ScalarEvolutionAnalysis>(F),
                        FAM.getResult<BranchProbabilityAnalysis>(F),
                        &FAM.getResult<UniformityInfoAnalysis>(F)},
        S);
    if (R.State == lhf::LHFResult::Error && R.Message.empty())
      fail("an error without a message", 0);
    for (const lhf::KernelResult &L : R.Launches)
      lhf::fuzz::checkPrediction(L.Pred, fail);
    R.print(Null, lhf::EntryPoint::LLVM);
  }
  return 0;
}
