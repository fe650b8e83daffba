//===- Options.h - The LLVM plugin's options, as a session ----*- C++ -*-===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// `-lhf-gpu`, `-lhf-block`, `-lhf-grid`, `-lhf-arg`, `-lhf-regs`,
/// `-lhf-dynamic-smem`, `-lhf-launch`, `-lhf-host-launches`,
/// `-lhf-aggregate`, `-lhf-default-trip`: defined once, read in one place
/// into the session of opt, llc and clang. Nothing else reads them.
///
//===----------------------------------------------------------------------===//

#ifndef LHF_PASSES_OPTIONS_H
#define LHF_PASSES_OPTIONS_H

#include "lhf/Session/Session.h"

#include "llvm/Support/Error.h"

namespace lhf {

/// The session of this process's plugin, made from the options on first
/// use; its host launch sites are read again when LHFHost.so's document
/// in this process changes (clang compiles one file after another). An
/// option that does not parse is an error naming it.
llvm::Expected<Session &> pluginSession();

} // namespace lhf

#endif // LHF_PASSES_OPTIONS_H
