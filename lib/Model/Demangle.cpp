//===- Demangle.cpp - Kernel names for people ----------------------------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#include "lhf/Model/Demangle.h"

#include "llvm/Demangle/Demangle.h"

namespace lhf {

std::string demangledName(llvm::StringRef Mangled) {
  if (Mangled.size() > MaxDemangledNameLength)
    return Mangled.str();
  std::string D = llvm::demangle(Mangled);
  return D.empty() ? Mangled.str() : D;
}

} // namespace lhf
