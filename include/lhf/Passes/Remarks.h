//===- Remarks.h - The words of lhf's remarks, for IR and MIR -*- C++ -*-===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The kernel remark and the hint remark carry the same named arguments at
/// every level (KernelPrediction / MachineKernelPrediction), so they are
/// written once here, for any remark type that takes `ore::NV` arguments.
///
//===----------------------------------------------------------------------===//

#ifndef LHF_PASSES_REMARKS_H
#define LHF_PASSES_REMARKS_H

#include "lhf/Model/LHFModel.h"
#include "lhf/Model/Report.h"
#include "lhf/Passes/Options.h"

#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Support/FormatVariadic.h"


namespace lhf {

/// Streams the kernel remark's text and named arguments into \p R;
/// \p Level ("IR" or "MIR") tells the two remarks apart in text output.
template <typename RemarkT>
RemarkT &kernelRemark(RemarkT &R, const Prediction &P, const GPUDesc &G,
                      llvm::StringRef GPUChoice, llvm::StringRef Level) {
  using llvm::ore::NV;
  R << "[" << NV("Level", Level) << "] kernel '" << NV("Kernel", demangledName(P.Kernel)) << "' on "
    << NV("GPU", G.Name) << " (" << GPUChoice << "): ";
  if (!P.CanLaunch)
  {
    R << "cannot launch: " << NV("Reason", P.CannotLaunchReason)
      << "; bottleneck: " << NV("Bottleneck", bottleneckName(P.Main));
    if (!P.LaunchFrom.empty())
      R << "; launch: " << NV("LaunchFrom", P.LaunchFrom);
    return R;
  }
  R << "predicted " << NV("PredictedCycles", wholeCount(P.TimeTotal))
    << " cycles ("
    << NV("PredictedTimeUs", llvm::formatv("{0:f3}", P.TimeUs).str())
    << " us) = TimeOneRep " << NV("TimeOneRep", wholeCount(P.TimeOneRep))
    << " x RepNum " << NV("RepNum", wholeCount(P.RepNum))
    << "; TLP " << NV("TLP", P.TLP) << ", BLP " << NV("BLP", P.BLP)
    << " (limited by " << NV("BLPLimiter", occLimiterName(P.Occ.Limiter))
    << "), W " << NV("W", P.W) << ", NBB "
    << NV("NBB", wholeCount(P.NBB)) << ", registers "
    << NV("Registers", P.RegsPerThread) << " ("
    << NV("RegistersSource", P.RegsSource) << "); bottleneck: "
    << NV("Bottleneck", bottleneckName(P.Main));
  if (!P.LaunchFrom.empty())
    R << "; launch: " << NV("LaunchFrom", P.LaunchFrom);
  return R;
}

/// Streams one hint's text and named arguments into \p R.
template <typename RemarkT> RemarkT &hintRemark(RemarkT &R, const Hint &H) {
  using llvm::ore::NV;
  return R << NV("Kind", bottleneckName(H.Kind)) << ": "
           << NV("Message", H.Message) << "; predicted gain "
           << NV("PredictedGain", wholeCount(H.PredictedGain)) << " cycles";
}

} // namespace lhf

#endif // LHF_PASSES_REMARKS_H
