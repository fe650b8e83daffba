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

llvm::StringRef withoutParameters(llvm::StringRef Demangled) {
  // The first '(' outside template arguments: `k<&op_abs(float), float>`
  // has one inside them.
  int Angle = 0, Paren = 0;
  for (size_t I = 0; I < Demangled.size(); ++I) {
    char C = Demangled[I];
    if (C == '<')
      ++Angle;
    else if (C == '>' && Angle > 0)
      --Angle;
    else if (C == '(' && Angle == 0 && Paren == 0)
      return Demangled.take_front(I);
    else if (C == '(')
      ++Paren;
    else if (C == ')' && Paren > 0)
      --Paren;
  }
  return Demangled;
}

} // namespace lhf
