//===- Progress.h - What the driver is doing, on a terminal ---------------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// One line on standard error, rewritten in place, that says which step
/// the driver is at ("compiling k.cu", "kernel 12 of 150: gemm", "ptxas")
/// once a run has taken more than a second, so that a large file is not
/// seconds of silence. Only when standard error is a terminal; LHF_PROGRESS=1
/// shows every step at once wherever it goes (tests), LHF_PROGRESS=0 none.
///
//===----------------------------------------------------------------------===//

#ifndef LHF_TOOLS_PROGRESS_H
#define LHF_TOOLS_PROGRESS_H

#include "llvm/ADT/Twine.h"

namespace lhf {

/// Says \p Step on the progress line (when shown; see the file comment).
void progress(const llvm::Twine &Step);

/// Puts \p Context before the later steps ("block 64 (3 of 32)"), until
/// progressDone().
void progressContext(const llvm::Twine &Context);

/// Clears the progress line (and its context) before results or errors are
/// printed; analyse() does so before it returns.
void progressDone();

} // namespace lhf

#endif
