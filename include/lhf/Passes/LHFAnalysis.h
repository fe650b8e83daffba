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
/// LHFAnalysis runs the IR front end and the model on one function;
/// LHFPrinterPass prints its result; LHFRemarkPass turns it into
/// optimisation remarks.
///
//===----------------------------------------------------------------------===//

#ifndef LHF_PASSES_LHFANALYSIS_H
#define LHF_PASSES_LHFANALYSIS_H

#include "lhf/Model/LHFModel.h"
#include "lhf/Passes/IRFrontEnd.h"

#include "llvm/IR/PassManager.h"

namespace lhf {

/// The analysis result for one function.
struct LHFResult {
  enum Status { NotKernel, NotNVPTX, Error, Predicted } State = NotKernel;
  std::string Message; ///< why nothing was predicted
  KernelDesc Kernel;
  const GPUDesc *GPU = nullptr;
  std::string GPUChoice; ///< how the GPU was chosen
  Prediction Pred;
  IRFacts Facts;
  /// The kernel's other launch sites in the host code, one result each
  /// (this one is the first).
  std::vector<LHFResult> MoreLaunches;

  void print(llvm::raw_ostream &OS) const;
};

/// Resolves the launch, GPU and arguments of \p F, runs the IR front end
/// and the model. Shared by the IR analysis and the machine pass.
LHFResult analyseKernel(const llvm::Function &F, const IRAnalyses &A);

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

/// lhf-analysis: remarks for every kernel of an NVPTX module. \p Quiet
/// (used when clang runs it on every compile) says nothing about modules
/// that are not NVPTX.
class LHFRemarkPass : public llvm::PassInfoMixin<LHFRemarkPass> {
public:
  explicit LHFRemarkPass(bool Quiet = false) : Quiet(Quiet) {}
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }

private:
  bool Quiet;
};

} // namespace lhf

#endif // LHF_PASSES_LHFANALYSIS_H
