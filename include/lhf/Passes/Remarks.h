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

#include "lhf/Session/Spelling.h"
#include "lhf/Views/Remark.h"
#include "lhf/Views/Report.h"

#include "llvm/ADT/StringSet.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/DebugLoc.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"

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

/// Where a remark about an instruction goes: the user's own line, the call
/// site an inlined header function (a wmma load, an intrinsic wrapper) was
/// inlined at, as the driver's text says (userLoc).
inline llvm::DebugLoc userDebugLoc(const llvm::DebugLoc &DL) {
  const llvm::DILocation *L = DL.get();
  if (!L)
    return DL;
  while (const llvm::DILocation *At = L->getInlinedAt())
    L = At;
  return llvm::DebugLoc(L);
}

/// userDebugLoc, at line \p Resolved where the instruction's own line is 0
/// (code LLVM merged from several lines; the front ends resolve it, see
/// userLoc): the remark stands where the driver's text says.
inline llvm::DebugLoc remarkDebugLoc(const llvm::DebugLoc &DL,
                                     const SourceLoc &Resolved) {
  llvm::DebugLoc U = userDebugLoc(DL);
  const llvm::DILocation *L = U.get();
  if (!L || L->getLine() || !Resolved.Line)
    return U;
  return llvm::DILocation::get(L->getContext(), Resolved.Line, Resolved.Col,
                               L->getScope());
}

/// Appends where inside an inlined function the instruction is (" (in
/// mma.hpp:91)"), when that is another file than the user's line.
template <typename RemarkT>
void streamInlinedFrom(RemarkT &R, const llvm::DebugLoc &DL) {
  const llvm::DILocation *L = DL.get();
  if (!L || !L->getInlinedAt())
    return;
  const llvm::DILocation *User = userDebugLoc(DL).get();
  if (L->getFilename() == User->getFilename())
    return;
  R << " (in "
    << llvm::ore::NV("InlinedFrom",
                     llvm::formatv("{0}:{1}",
                                   llvm::sys::path::filename(L->getFilename()),
                                   L->getLine())
                         .str())
    << ")";
}

/// The notes of a prediction as remarks say them (no location: they are
/// remarked at the kernel), each text once: an unrolled loop's copies
/// share their words.
inline std::vector<std::string>
noteTexts(const std::vector<Assumption> &Notes) {
  std::vector<std::string> Out;
  llvm::StringSet<> Said;
  for (const Assumption &A : Notes) {
    std::string Text = render(A, EntryPoint::LLVM, false);
    if (Said.insert(Text).second)
      Out.push_back(std::move(Text));
  }
  return Out;
}

/// Emits the remark \p Build makes with lhf's hotness: the predicted
/// cycles it stands for (the kernel's time, a hint's gain), so that
/// opt-viewer and -fdiagnostics-show-hotness rank lhf's remarks by what
/// they are worth. Not through an emitter, which would put the profile's
/// block count there; -fdiagnostics-hotness-threshold still applies.
template <typename BuildT>
void emitWithHotness(llvm::LLVMContext &Ctx, double Cycles, BuildT Build) {
  if (!Ctx.getLLVMRemarkStreamer() &&
      !Ctx.getDiagHandlerPtr()->isAnyRemarkEnabled())
    return;
  uint64_t Hotness = wholeCount(Cycles);
  if (Hotness < Ctx.getDiagnosticsHotnessThreshold())
    return;
  auto R = Build();
  R.setHotness(Hotness);
  Ctx.diagnose(R);
}

} // namespace lhf

#endif // LHF_PASSES_REMARKS_H
