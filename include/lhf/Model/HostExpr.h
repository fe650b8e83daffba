//===- HostExpr.h - Launch expressions from the host code -----*- C++ -*-===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The integer expressions in which LHFHost.so writes a launch's
/// dimensions ("(n + 255) / 256", "min(m, 65535)"): decimal integers, names
/// of host variables, C's unary and binary integer operators with C's
/// precedence, `?:`, parentheses, min, max, next_pow2 (the least power of
/// two not below its argument, 1 for 1 and less: what a doubling loop
/// leaves), prev_pow2 (the greatest not above it, 0 below 1: what a loop
/// clearing the lowest set bit leaves) and isqrt (the integer square root,
/// `(int)sqrt(n)`, of 0 to 2^48). Evaluated in 64-bit signed
/// arithmetic; overflow, division by zero and unknown names are said, never
/// wrapped or guessed. `&&`, `||` and `?:` are three-valued: an unknown
/// operand that C would not evaluate leaves the value known (`0 && n` is 0).
///
//===----------------------------------------------------------------------===//

#ifndef LHF_MODEL_HOSTEXPR_H
#define LHF_MODEL_HOSTEXPR_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace lhf {

/// A name's value, or nullopt when it has none (the expression then has
/// none either). \p Why receives why, for the message.
using HostNameLookup =
    llvm::function_ref<std::optional<int64_t>(llvm::StringRef Name,
                                              std::string &Why)>;

/// The name main's argc is read as in host expressions. The session takes
/// it as 1 (the program run without command-line arguments: its sizes at
/// their defaults) unless the user binds it.
inline constexpr const char *HostArgc = "argc";
/// A value read from the command line (`atoi(argv[1])`), which nothing
/// gives: only a branch that arguments select reads it.
inline constexpr const char *HostCommandLineValue = "command_line_value";

/// The value of \p Text, or nullopt with the reason in \p Why
/// ("n has no value", "division by zero", "overflow", "syntax").
std::optional<int64_t> evaluateHostExpr(llvm::StringRef Text,
                                        HostNameLookup Lookup,
                                        std::string &Why);

/// The host variable names \p Text reads, in order of first use (what an
/// unevaluable expression needs bound).
std::vector<std::string> hostExprNames(llvm::StringRef Text);

/// Calls \p Name(I, N) for each name [I, N) of \p Text (a field's dots
/// included; not a number's suffix letters, not min/max/next_pow2/
/// prev_pow2/isqrt as calls). Inline:
/// the host-code plugin, which links no library of ours, uses it too.
inline void forEachHostExprName(llvm::StringRef Text,
                                llvm::function_ref<void(size_t, size_t)> Name) {
  for (size_t I = 0; I < Text.size();) {
    char C = Text[I];
    if (llvm::isDigit(C)) { // a number's suffix letters are not a name
      while (I < Text.size() && (llvm::isAlnum(Text[I]) || Text[I] == '_'))
        ++I;
      continue;
    }
    if (!llvm::isAlpha(C) && C != '_') {
      ++I;
      continue;
    }
    size_t N = I;
    while (N < Text.size() &&
           (llvm::isAlnum(Text[N]) || Text[N] == '_' || Text[N] == '.'))
      ++N;
    llvm::StringRef Word = Text.slice(I, N);
    llvm::StringRef After = Text.drop_front(N).ltrim();
    if (!((Word == "min" || Word == "max" || Word == "next_pow2" ||
           Word == "prev_pow2" || Word == "isqrt") &&
          After.starts_with("(")))
      Name(I, N);
    I = N;
  }
}

/// Whether \p Text reads the name \p Name (as hostExprNames reads names).
inline bool hostExprReads(llvm::StringRef Text, llvm::StringRef Name) {
  bool Reads = false;
  forEachHostExprName(
      Text, [&](size_t I, size_t N) { Reads |= Text.slice(I, N) == Name; });
  return Reads;
}

/// \p Text with each use of the name \p Name (as hostExprNames reads
/// names) replaced by `(Value)`.
inline std::string replaceHostExprName(llvm::StringRef Text,
                                       llvm::StringRef Name,
                                       llvm::StringRef Value) {
  std::string Out;
  size_t Done = 0;
  forEachHostExprName(Text, [&](size_t I, size_t N) {
    if (Text.slice(I, N) != Name)
      return;
    Out.append(Text.data() + Done, I - Done);
    Out.append("(").append(Value.data(), Value.size()).append(")");
    Done = N;
  });
  Out.append(Text.data() + Done, Text.size() - Done);
  return Out;
}

/// The name of host variable \p Name's value before pass \p K of a loop
/// that sets it from itself (a multi-pass reduction's `n = (n + 255) /
/// 256`): `n.2`. No C name ends in a dot and digits.
inline std::string hostPassName(llvm::StringRef Name, size_t K) {
  return (Name + "." + llvm::Twine(K)).str();
}

/// Whether \p Name is such a name.
inline bool isHostPassName(llvm::StringRef Name) {
  auto [Base, K] = Name.rsplit('.');
  return !Base.empty() && !K.empty() &&
         K.find_first_not_of("0123456789") == llvm::StringRef::npos;
}

} // namespace lhf

#endif // LHF_MODEL_HOSTEXPR_H
