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
/// precedence, `?:`, parentheses, min and max. Evaluated in 64-bit signed
/// arithmetic; overflow, division by zero and unknown names are said, never
/// wrapped or guessed. `&&`, `||` and `?:` are three-valued: an unknown
/// operand that C would not evaluate leaves the value known (`0 && n` is 0).
///
//===----------------------------------------------------------------------===//

#ifndef LHF_MODEL_HOSTEXPR_H
#define LHF_MODEL_HOSTEXPR_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"

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

/// The value of \p Text, or nullopt with the reason in \p Why
/// ("n has no value", "division by zero", "overflow", "syntax").
std::optional<int64_t> evaluateHostExpr(llvm::StringRef Text,
                                        HostNameLookup Lookup,
                                        std::string &Why);

/// The host variable names \p Text reads, in order of first use (what an
/// unevaluable expression needs bound).
std::vector<std::string> hostExprNames(llvm::StringRef Text);

} // namespace lhf

#endif // LHF_MODEL_HOSTEXPR_H
