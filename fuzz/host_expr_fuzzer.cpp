//===- host_expr_fuzzer.cpp - libFuzzer target for launch expressions ----===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Random text as a launch expression of the host code (what LHFHost.so
/// writes, or a hand-edited -lhf-host-launches file). The evaluator must
/// give a value or say why not, never crash, overflow silently or recurse
/// without bound; and a value must not depend on spaces around it.
///
//===----------------------------------------------------------------------===//

#include "lhf/Model/HostExpr.h"

#include <cstdio>
#include <string>

using namespace lhf;

static void fail(const char *What) {
  std::fprintf(stderr, "lhf-fuzz-host-expr: %s\n", What);
  __builtin_trap();
}

static std::optional<int64_t> lookup(llvm::StringRef Name, std::string &) {
  if (Name == "n")
    return int64_t(1) << 20;
  if (Name == "m")
    return -7;
  if (Name == "big")
    return INT64_MAX;
  return std::nullopt;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  llvm::StringRef Text(reinterpret_cast<const char *>(Data), Size);
  std::string Why;
  std::optional<int64_t> V = evaluateHostExpr(Text, lookup, Why);
  if (!V && Why.empty())
    fail("no value and no reason");
  if (V && !Why.empty())
    fail("a value and a reason");
  if (V) {
    std::string Spaced = " " + Text.str() + " ";
    std::string Why2;
    std::optional<int64_t> V2 = evaluateHostExpr(Spaced, lookup, Why2);
    if (!V2 || *V2 != *V)
      fail("surrounding spaces changed the value");
  }
  return 0;
}
