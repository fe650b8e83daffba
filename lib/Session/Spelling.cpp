//===- Spelling.cpp - Options as each entry point spells them -------------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#include "lhf/Session/Spelling.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FormatVariadic.h"

using namespace llvm;

namespace lhf {

namespace {

/// The options' names per entry point, in Input's order.
struct Names {
  const char *Of[10];
};
// clang-format off
constexpr Names LLVMNames = {{"-lhf-gpu", "-lhf-block", "-lhf-grid",
  "-lhf-arg", "-lhf-regs", "-lhf-dynamic-smem", "-lhf-default-trip",
  "-lhf-launch", "-lhf-aggregate", "-lhf-all-hints"}};
constexpr Names MLIRNames = {{"gpu", "block", "grid", "args", "regs",
  "dynamic-smem", "default-trip", "launch", "aggregate", "all-hints"}};
constexpr Names DriverNames = {{"--gpu", "--block", "--grid", "--arg",
  "--regs", "--dynamic-smem", "--default-trip", "--launch", "--model",
  "--all-hints"}};
// clang-format on

const Names &namesOf(EntryPoint E) {
  switch (E) {
  case EntryPoint::LLVM:
    return LLVMNames;
  case EntryPoint::MLIR:
    return MLIRNames;
  case EntryPoint::Driver:
    break;
  }
  return DriverNames;
}

} // namespace

std::string optionName(Input In, EntryPoint E) {
  return namesOf(E).Of[static_cast<unsigned>(In)];
}

std::string withValue(Input In, EntryPoint E, StringRef Value) {
  return optionName(In, E) + (E == EntryPoint::Driver ? " " : "=") +
         Value.str();
}

std::string spell(const InputRef &R, EntryPoint E) {
  if (R.In == Input::Argument && !R.Name.empty())
    return withValue(R.In, E, R.Name + "=<int>");
  // mlir-opt's options are key=value inside the pass's braces.
  return optionName(R.In, E) + (E == EntryPoint::MLIR ? "=" : "");
}

std::string passWhat(const std::vector<InputRef> &Refs, EntryPoint E,
                     size_t MaxArguments) {
  std::vector<std::string> S, Arguments;
  for (const InputRef &R : Refs)
    if (std::string Sp = spell(R, E); !is_contained(S, Sp)) {
      S.push_back(Sp);
      if (R.In == Input::Argument)
        Arguments.push_back(Sp);
    }
  if (Arguments.size() > MaxArguments && MaxArguments > 1) {
    // The first few, then how many more; the options that replace them
    // all (--grid) stay, after them.
    std::vector<std::string> Short(Arguments.begin(),
                                   Arguments.begin() + MaxArguments - 1);
    Short.push_back(formatv("{0} more sizes named in the notes",
                            Arguments.size() - (MaxArguments - 1))
                        .str());
    for (const std::string &Sp : S)
      if (!is_contained(Arguments, Sp))
        Short.push_back(Sp);
    S = std::move(Short);
  }
  if (S.empty())
    return "";
  std::string Out = "pass " + S.front();
  for (size_t I = 1; I < S.size(); ++I)
    Out += (I + 1 == S.size() ? " or " : ", ") + S[I];
  return Out;
}

std::string render(const Assumption &A, EntryPoint E, bool WithLoc) {
  std::string S;
  if (WithLoc && A.Loc.valid())
    S = formatv("{0}:{1}: ", A.Loc.File, A.Loc.Line).str();
  S += A.Text;
  if (std::string P = passWhat(A.BoundBy, E); !P.empty())
    S += "; " + P;
  return S;
}

} // namespace lhf
