//===- Spelling.h - Options as each entry point spells them ----*- C++ -*-===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// An assumption names the inputs that would replace it (Input, in the
/// model); what the user reads names them as the tool they run takes them:
/// `-lhf-arg=n=<int>` in opt, llc and clang, `args=n=<int>` in mlir-opt,
/// `--arg n=<int>` in the driver. Written once here for every view.
///
//===----------------------------------------------------------------------===//

#ifndef LHF_SESSION_SPELLING_H
#define LHF_SESSION_SPELLING_H

#include "lhf/Model/Kernel.h"
#include "lhf/Session/Request.h"

#include <string>

namespace lhf {

/// The option itself: "-lhf-grid", "grid", "--grid".
std::string optionName(Input In, EntryPoint E);

/// The option with a value: "-lhf-block=X", "block=X", "--block X".
std::string withValue(Input In, EntryPoint E, llvm::StringRef Value);

/// How to give \p R: the option with a placeholder for its value where it
/// needs a name ("-lhf-arg=n=<int>", "--arg n=<int>", "args=n=<int>").
std::string spell(const InputRef &R, EntryPoint E);

/// "pass -lhf-grid or -lhf-default-trip", or "" when \p Refs is empty.
/// With \p MaxArguments, more arguments than that are the first few and
/// a count ("... 22 more sizes named in the notes"): a first line that
/// lists 25 of ggml's sizes is not read.
std::string passWhat(const std::vector<InputRef> &Refs, EntryPoint E,
                     size_t MaxArguments = SIZE_MAX);

/// The assumption as the user reads it: "file:line: " (when known and
/// \p WithLoc), its text, and "; pass ..." for what would replace it.
std::string render(const Assumption &A, EntryPoint E, bool WithLoc = true);

} // namespace lhf

#endif // LHF_SESSION_SPELLING_H
