//===- LHFAnalysis.h - The lhf analysis, printer and remark pass -*- C++ -*-===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// USAGE:
///   opt -load-pass-plugin=build/lib/LHF.so -passes=lhf-analysis
///       -lhf-gpu=h100-sxm -lhf-block=256 -lhf-grid=4096 k.ll
///       -disable-output -pass-remarks-analysis=lhf
///   opt -load-pass-plugin=build/lib/LHF.so -passes='print<lhf>' k.ll
///       -disable-output
///
/// LHFAnalysis resolves one function's launches in the plugin's session,
/// runs the IR front end and the model; LHFPrinterPass prints its result;
/// LHFRemarkPass turns it into optimisation remarks.
///
//===----------------------------------------------------------------------===//

#ifndef LHF_PASSES_LHFANALYSIS_H
#define LHF_PASSES_LHFANALYSIS_H

#include "lhf/Passes/IRFrontEnd.h"
#include "lhf/Session/Session.h"

#include "llvm/IR/PassManager.h"

namespace lhf {

/// The analysis result for one function: one prediction per launch.
struct LHFResult {
  enum Status { NotKernel, NotNVPTX, Error, Predicted } State = NotKernel;
  std::string Message; ///< why nothing was predicted
  std::string Kernel;  ///< the function's symbol
  /// One per launch (the host code may launch the kernel from several
  /// places), in launch-site order.
  std::vector<KernelResult> Launches;

  /// The breakdown of every launch (print<lhf>), options as \p E spells
  /// them.
  void print(llvm::raw_ostream &OS, EntryPoint E) const;
};

/// \p F's predictions by \p Predict with the GPU \p S chooses for it; an
/// error of either is the result's message.
LHFResult predictKernel(
    const llvm::Function &F, Session &S,
    llvm::function_ref<llvm::Expected<std::vector<KernelResult>>(
        const ChosenGPU &)>
        Predict);

/// \p F's launches resolved by \p S, built by the IR front end and
/// evaluated.
LHFResult analyseKernel(const llvm::Function &F, const IRAnalyses &A,
                        Session &S);

/// Runs the model on a kernel.
class LHFAnalysis : public llvm::AnalysisInfoMixin<LHFAnalysis> {
public:
  using Result = LHFResult;
  Result run(llvm::Function &F, llvm::FunctionAnalysisManager &FAM);

private:
  friend llvm::AnalysisInfoMixin<LHFAnalysis>;
  static llvm::AnalysisKey Key;
};

/// print<lhf>
class LHFPrinterPass : public llvm::PassInfoMixin<LHFPrinterPass> {
public:
  explicit LHFPrinterPass(llvm::raw_ostream &OS) : OS(OS) {}
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &FAM);
  static bool isRequired() { return true; }

private:
  llvm::raw_ostream &OS;
};

/// lhf-analysis: remarks for every kernel of an NVPTX module.
class LHFRemarkPass : public llvm::PassInfoMixin<LHFRemarkPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

/// The IR level's remarks of \p M's kernels, with \p FAM's analyses; in
/// \p Quiet mode (clang, on every compile) errors are warnings and
/// nothing is said about modules without kernels. With \p Release, each
/// kernel's analyses but its prediction are dropped once its remarks are
/// out (opt's pass; inside clang's pipeline the writer may still use them).
void emitIRRemarks(llvm::Module &M, llvm::FunctionAnalysisManager &FAM,
                   bool Quiet, bool Release = false);

} // namespace lhf

#endif // LHF_PASSES_LHFANALYSIS_H
