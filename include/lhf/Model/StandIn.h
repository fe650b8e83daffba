//===- StandIn.h - Unbound integer arguments at a thread point -*- C++ -*-===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Where an address or a branch's test reads an integer argument no binding
/// gives, every front end's evaluator asks it with a stand-in: 65536,
/// large enough that rows it separates never share a 128-byte line and
/// that a bounds check keeps block 0 inside. A product of several such
/// sizes overflows a 32-bit index (llm.c's `idx < B * T * C`: 2^48 wraps
/// to 0, and no thread took the body), so the question is asked again with
/// 1024, then 16, each for every stand-in, and the note says which one the
/// prediction rests on. The ladder and the notes' texts live here, once
/// for the LLVM and MLIR evaluators.
///
//===----------------------------------------------------------------------===//

#ifndef LHF_MODEL_STANDIN_H
#define LHF_MODEL_STANDIN_H

#include "lhf/Model/Kernel.h"

#include "llvm/ADT/ArrayRef.h"

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace lhf {

/// The first stand-in asked with.
constexpr uint64_t LargeStandIn = 1 << 16;

/// Runs \p Ask(StandIn) with LargeStandIn, then smaller stand-ins (1024,
/// 16) while it returns true (a stand-in overflowed an integer it read);
/// returns the last stand-in asked with.
template <typename Fn> uint64_t withStandIns(Fn Ask) {
  for (uint64_t V = LargeStandIn;; V /= 64)
    if (!Ask(V) || V <= 16)
      return V;
}

/// What the stand-in decided.
enum class StandInFor { Address, Branch };

/// The note where \p What was asked with \p StandIn for the integer
/// arguments \p Unbound (keys of KernelLaunch::Args, named by argumentName
/// from \p Names and \p Fields, an unnamed one by its position):
/// AssumptionKind::Size, bound by those arguments (Assumption::ForBranch
/// for a branch's).
Assumption standInNote(StandInFor What, SourceLoc Where, uint64_t StandIn,
                       llvm::ArrayRef<unsigned> Unbound = {},
                       const std::vector<std::string> &Names = {},
                       const std::map<unsigned, std::string> &Fields = {});

} // namespace lhf

#endif // LHF_MODEL_STANDIN_H
