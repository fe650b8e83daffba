//===- StandIn.cpp - Unbound integer arguments at a thread point ----------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#include "lhf/Model/StandIn.h"

#include "llvm/Support/FormatVariadic.h"

namespace lhf {

namespace {

/// The test or index the stand-in is read by, and what it decided.
struct Wording {
  const char *Subject, *Reader, *Decides;
};

Wording wording(StandInFor What) {
  if (What == StandInFor::Branch)
    return {"a branch", "test", "which threads take it"};
  return {"an address", "index", "coalescing"};
}

} // namespace

Assumption standInNote(StandInFor What, SourceLoc Where, uint64_t StandIn,
                       llvm::ArrayRef<unsigned> Unbound,
                       const std::vector<std::string> &Names,
                       const std::map<unsigned, std::string> &Fields) {
  Wording W = wording(What);
  std::string Text =
      StandIn == LargeStandIn
          ? llvm::formatv("{0} depends on an unbound integer argument: {1} "
                          "assumed for {2}",
                          W.Subject, LargeStandIn, W.Decides)
                .str()
          : llvm::formatv("{0} depends on unbound integer arguments: {1} for "
                          "each overflows its {2}'s integer, {3} assumed for "
                          "{4}",
                          W.Subject, LargeStandIn, W.Reader, StandIn, W.Decides)
                .str();
  Assumption N{std::move(Text), std::move(Where), AssumptionKind::Size};
  N.ForBranch = What == StandInFor::Branch;
  for (unsigned Arg : Unbound) {
    // An argument without a name is bound by its position (--arg 2=...).
    std::string Name = argumentName(Arg, Names, Fields);
    if (Name.empty() && !isFieldKey(Arg))
      Name = std::to_string(Arg);
    if (!Name.empty())
      N.BoundBy.push_back({Input::Argument, Name});
  }
  if (N.BoundBy.empty())
    N.BoundBy.push_back({Input::Argument, ""});
  return N;
}

} // namespace lhf
