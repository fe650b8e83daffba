//===- KernelUniformity.h - Which values a warp's lanes share -*- C++ -*-===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// LLVM's UniformityAnalysis with CUDA's sources of divergence. NVPTX's
/// target hooks take the result of every call as divergent, intrinsics
/// included: blockIdx.x, blockDim.x and ceil(n / 512.0) come out
/// divergent, and so does every branch and address computed from them. The
/// front ends ask the same analysis with a target description that knows
/// which intrinsics read the thread (threadIdx, the lane, the clocks) and
/// which only compute from their operands.
///
//===----------------------------------------------------------------------===//

#ifndef LHF_PASSES_KERNELUNIFORMITY_H
#define LHF_PASSES_KERNELUNIFORMITY_H

#include "llvm/Analysis/UniformityAnalysis.h"
#include "llvm/IR/PassManager.h"

namespace lhf {

/// Registers, in \p FAM, the target description UniformityAnalysis asks
/// (TargetIRAnalysis). Only for an analysis manager of lhf's own: the
/// compile's passes cost code with the real one.
void registerKernelUniformity(llvm::FunctionAnalysisManager &FAM);

/// The uniformity of one function, computed in an analysis manager of its
/// own (the compile's keeps NVPTX's target description).
class KernelUniformity {
public:
  KernelUniformity();
  ~KernelUniformity();
  llvm::UniformityInfo &of(llvm::Function &F);

private:
  llvm::FunctionAnalysisManager FAM;
};

} // namespace lhf

#endif // LHF_PASSES_KERNELUNIFORMITY_H
