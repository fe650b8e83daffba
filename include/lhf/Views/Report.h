//===- Report.h - Text and JSON views of a prediction --------*- C++ -*-===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Views of a Prediction, in the manner of llvm-mca's views: the model does
/// not print; these do. The text view is what `print<lhf>` and the driver
/// show; the JSON view is the driver's `--json` schema (docs/json-schema.md).
///
//===----------------------------------------------------------------------===//

#ifndef LHF_VIEWS_REPORT_H
#define LHF_VIEWS_REPORT_H

#include "lhf/Model/LHFModel.h"
#include "lhf/Session/Evaluate.h"
#include "lhf/Session/Request.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

namespace lhf {

/// Full breakdown: launch, occupancy, per-segment table, totals, hints,
/// notes (naming options as \p E spells them).
void printPrediction(llvm::raw_ostream &OS, const Prediction &P,
                     const GPUDesc &G, EntryPoint E);

/// One launch's breakdown as print<lhf> shows it: the kernel and what its
/// prediction rests on, the launch, how the GPU was chosen, then
/// printPrediction and printAccesses.
void printLaunch(llvm::raw_ostream &OS, const KernelResult &R, EntryPoint E);

/// The memory accesses of a kernel: sectors against ideal, bank congestion,
/// and the cache level serving each (with the reason).
void printAccesses(llvm::raw_ostream &OS, const KernelDesc &K);
llvm::json::Value accessesJSON(const KernelDesc &K);

/// One kernel object of the driver's JSON schema.
llvm::json::Value toJSON(const Prediction &P, const GPUDesc &G, EntryPoint E);

/// A non-negative count (cycles, segments, blocks) as a whole number for a
/// remark argument. Rounded in double, not through llround, which gave
/// 2^63 for every count at or past it; values past 2^64 saturate (predicted
/// cycles never get there: refuseUnbelievable stops at 1e15).
inline unsigned long long wholeCount(double C) {
  if (!(C > 0))
    return 0;
  if (C >= 18446744073709551615.0)
    return ~0ULL;
  return static_cast<unsigned long long>(C + 0.5);
}

/// One line of how close the prediction runs each unit to its peak:
/// "DRAM 77%, L2 12%, shared memory 0%, issue 20%, tensor pipe 0% of peak;
/// occupancy 100%, 63.52 waves" (L1 only where it is used).
std::string speedOfLightText(const Prediction &P);
/// The bottleneck's name, and for memory bandwidth the memory whose
/// bandwidth binds: "memory bandwidth (shared memory)".
std::string bottleneckText(const Prediction &P);

/// Why \p P has no time: "cannot launch: <why>" for a launch the GPU
/// refuses, the refusal itself ("no prediction: ...") for a kernel the
/// model does not predict.
std::string noTimeText(const Prediction &P);

/// "register tiling: " and the hint's message.
std::string hintText(const Hint &H);

/// A hint's gain as a share of the kernel's time and in microseconds:
/// "20.7% = 76.70 us", with ", capped at the roof" where it was.
std::string gainText(const Hint &H, const Prediction &P);

/// What the hints left out of \p P (gain under the threshold) are, as a
/// sentence naming how to see them (\p E's spelling), or "".
std::string hintsLeftOutText(const Prediction &P, EntryPoint E);

/// "file:line" or "<unknown>".
std::string formatLoc(const SourceLoc &L);

} // namespace lhf

#endif // LHF_VIEWS_REPORT_H
