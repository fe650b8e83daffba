//===- Demangle.h - Kernel names for people ---------------------*- C++ -*-===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#ifndef LHF_MODEL_DEMANGLE_H
#define LHF_MODEL_DEMANGLE_H

#include "llvm/ADT/StringRef.h"

#include <string>

namespace lhf {

/// Names longer than this are shown mangled: the demangler recurses per
/// nesting level and a 100,000-character name overflowed the stack of the
/// compile that printed its remark.
constexpr size_t MaxDemangledNameLength = 4096;

/// \p Mangled demangled, or as it is when it is not a mangled name or is
/// longer than MaxDemangledNameLength.
std::string demangledName(llvm::StringRef Mangled);

/// A demangled function's name without its parameter list: "void
/// k<&op(float), float>" for "void k<&op(float), float>(float*, int)".
llvm::StringRef withoutParameters(llvm::StringRef Demangled);

} // namespace lhf

#endif // LHF_MODEL_DEMANGLE_H
