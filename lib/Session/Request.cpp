//===- Request.cpp - What one analysis is asked to do ---------------------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#include "lhf/Session/Request.h"

#include "llvm/ADT/SmallVector.h"

using namespace llvm;

namespace lhf {

static Error err(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

Expected<Dim3> parseDim3(StringRef Text, StringRef What) {
  SmallVector<StringRef, 3> Parts;
  Text.split(Parts, ',');
  if (Parts.empty() || Parts.size() > 3)
    return err("invalid " + What + " '" + Text + "': expected X[,Y[,Z]]");
  uint64_t V[3] = {1, 1, 1};
  for (size_t I = 0; I < Parts.size(); ++I) {
    int64_t N;
    if (Parts[I].trim().getAsInteger(10, N))
      return err("invalid " + What + " '" + Text + "': '" + Parts[I] +
                 "' is not an integer");
    if (N <= 0)
      return err("invalid " + What + " '" + Text +
                 "': dimensions must be positive");
    V[I] = N;
  }
  return Dim3{V[0], V[1], V[2]};
}

Error parseArgBinding(StringRef Text, StringRef What,
                      std::map<std::string, int64_t> &Args) {
  auto [Name, Value] = Text.split('=');
  int64_t V;
  if (Name.trim().empty() || Value.trim().empty() ||
      Value.trim().getAsInteger(0, V))
    return err("invalid " + What + " '" + Text +
               "': expected <param-name|index>=<integer>");
  Args[Name.trim().str()] = V;
  return Error::success();
}

Expected<Aggregation> parseAggregation(StringRef Text, StringRef What) {
  if (Text == "max")
    return Aggregation::Max;
  if (Text == "paper")
    return Aggregation::Paper;
  if (Text == "sim")
    return Aggregation::Sim;
  return err("invalid " + What + " '" + Text +
             "': expected max, paper or sim");
}

} // namespace lhf
