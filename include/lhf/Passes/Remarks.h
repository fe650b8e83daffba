//===- Remarks.h - lhf's remarks as LLVM optimisation remarks -*- C++ -*-===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Streams the view's remark arguments (lhf/Views/Remark.h) into any LLVM
/// remark type, so that the IR and machine remarks carry the same named
/// arguments (KernelPrediction / MachineKernelPrediction).
///
//===----------------------------------------------------------------------===//

#ifndef LHF_PASSES_REMARKS_H
#define LHF_PASSES_REMARKS_H

#include "lhf/Views/Remark.h"

#include "llvm/Analysis/OptimizationRemarkEmitter.h"

namespace lhf {

template <typename RemarkT>
RemarkT &streamRemark(RemarkT &R, const std::vector<RemarkArg> &Args) {
  for (const RemarkArg &A : Args)
    if (A.Key.empty())
      R << A.Value;
    else
      R << llvm::ore::NV(A.Key, A.Value);
  return R;
}

} // namespace lhf

#endif // LHF_PASSES_REMARKS_H
