//===- AccessAnalysis.h - What each memory access really moves -*- C++ -*-===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// For every memory access of a kernel: the byte address each lane of the
/// first warp touches (ScalarEvolution with the launch bound, lanes laid
/// out over threadIdx.x, then .y and .z), hence its sectors or bank
/// congestion (lib/Model/MemoryAccess), and for global loads the footprint
/// and reuse that pick the cache level serving them.
///
//===----------------------------------------------------------------------===//

#ifndef LHF_PASSES_ACCESSANALYSIS_H
#define LHF_PASSES_ACCESSANALYSIS_H

#include "lhf/Model/MemoryAccess.h"
#include "lhf/Passes/IRFrontEnd.h"
#include "lhf/Passes/SCEVEvaluator.h"

#include "llvm/ADT/DenseMap.h"

#include <functional>
#include <map>
#include <string>
#include <vector>

namespace llvm {
class Loop;
class Use;
class Value;
} // namespace llvm

namespace lhf {

/// Computes AccessSummary for every memory access of a function.
class AccessAnalyzer {
public:
  AccessAnalyzer(const llvm::Function &F, const IRAnalyses &A,
                 const GPUDesc &G, const KernelLaunch &L,
                 const std::map<unsigned, int64_t> &Args,
                 std::function<double(const llvm::Loop *)> Trip);

  /// Analyses every access; results keyed by the pointer operand, loads
  /// also by source position in \p ByLoc, and the address operands of
  /// ldmatrix/stmatrix and cp.async (inline PTX or NVVM) in \p OperandOut.
  void
  run(llvm::DenseMap<const llvm::Value *, AccessSummary> &Out,
      std::map<std::string, std::vector<const llvm::Value *>> *ByLoc = nullptr,
      llvm::DenseMap<const llvm::Use *, AccessSummary> *OperandOut = nullptr);

  /// Labelled guesses made on the way (matrix operands').
  std::vector<Assumption> Notes;
  /// The guesses a plain access's lanes rest on, by its pointer: said
  /// where the access is costed (IRCosts), not for code no warp runs.
  llvm::DenseMap<const llvm::Value *, std::vector<Assumption>> AccessNotes;
  /// Unbound arguments' values from a call site (a folded callee).
  SCEVEvaluator::ArgHookFn ArgHook;

private:
  const llvm::Function &F;
  const IRAnalyses &A;
  const GPUDesc &G;
  const KernelLaunch &L;
  const std::map<unsigned, int64_t> &Args;
  std::function<double(const llvm::Loop *)> Trip;
};

} // namespace lhf

#endif // LHF_PASSES_ACCESSANALYSIS_H
