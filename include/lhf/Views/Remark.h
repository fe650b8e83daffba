//===- Remark.h - The words of lhf's remarks, at every level ---*- C++ -*-===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The kernel remark and the hint remark, as a list of named arguments: the
/// LLVM plugin streams them as `ore::NV` (so that -fsave-optimization-record
/// has them by name), the MLIR plugin joins them into its remark's text.
/// The same words at the IR, machine and MLIR levels.
///
//===----------------------------------------------------------------------===//

#ifndef LHF_VIEWS_REMARK_H
#define LHF_VIEWS_REMARK_H

#include "lhf/Session/Evaluate.h"

#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace lhf {

/// A piece of a remark: plain text (empty Key) or a named argument.
struct RemarkArg {
  std::string Key;
  std::string Value;
};

/// "[MIR] kernel 'k' on h100-sxm (-lhf-gpu): predicted 26629 cycles
/// (13.449 us) = TimeOneRep ... ; bottleneck: ...; rests on guesses: ..."
std::vector<RemarkArg> kernelRemarkArgs(const KernelResult &R, EntryPoint E,
                                        llvm::StringRef Level);

/// "memory bandwidth: <message>; predicted gain 1234 cycles".
std::vector<RemarkArg> hintRemarkArgs(const Hint &H, const Prediction &P);

/// The remark as one text.
std::string remarkText(const std::vector<RemarkArg> &Args);

} // namespace lhf

#endif // LHF_VIEWS_REMARK_H
