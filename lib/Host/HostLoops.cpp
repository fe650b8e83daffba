//===- HostLoops.cpp - Counted host loops around a launch -----------------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
//
// A launch inside `for (int pass = 0; pass < 4; ++pass)` that reads `pass`
// (a radix sort's digit passes, a solver's sweeps): the loop's values are
// the variable's, from the constants that bound it.
//
//===----------------------------------------------------------------------===//

#include "Translator.h"

#include "clang/Basic/SourceManager.h"

using namespace llvm;

namespace lhf::host {

std::optional<Translator::CountedLoop>
Translator::countedLoop(const VarDecl *VD) {
  if (!Host || !Host->hasBody() || !VD->hasLocalStorage() ||
      !VD->getType()->isIntegerType() || !VD->getInit())
    return std::nullopt;
  const auto *Loop =
      dyn_cast_or_null<ForStmt>(loopDeclaring(VD, Host->getBody()));
  if (!Loop || !Loop->getBody() || modifies(VD, Loop->getBody()) ||
      (Loop->getCond() && modifies(VD, Loop->getCond())))
    return std::nullopt;
  auto Const = [&](const Expr *E) -> std::optional<int64_t> {
    Expr::EvalResult R;
    if (!E || !E->EvaluateAsInt(R, Ctx) ||
        R.Val.getInt().getSignificantBits() > 63)
      return std::nullopt;
    return R.Val.getInt().getSExtValue();
  };
  std::optional<int64_t> Init = Const(VD->getInit());
  // The step: ++v, v++, v += c (c > 0).
  const Expr *Inc =
      Loop->getInc() ? Loop->getInc()->IgnoreParenImpCasts() : nullptr;
  std::optional<int64_t> Step;
  if (const auto *U = dyn_cast_or_null<UnaryOperator>(Inc);
      U && U->isIncrementOp() && isVariable(U->getSubExpr(), VD))
    Step = 1;
  else if (const auto *C = dyn_cast_or_null<CompoundAssignOperator>(Inc);
           C && C->getOpcode() == BO_AddAssign && isVariable(C->getLHS(), VD))
    Step = Const(C->getRHS());
  if (!Init || !Step || *Step <= 0)
    return std::nullopt;
  CountedLoop L;
  const SourceManager &SM = Ctx.getSourceManager();
  L.Line = SM.getPresumedLineNumber(SM.getExpansionLoc(Loop->getBeginLoc()));
  L.Values.push_back(std::to_string(*Init));
  // The bound: v < b, v <= b or v != b, b a constant.
  const auto *B = dyn_cast_or_null<BinaryOperator>(
      Loop->getCond() ? Loop->getCond()->IgnoreParenImpCasts() : nullptr);
  std::optional<int64_t> Bound;
  if (B && isVariable(B->getLHS(), VD) &&
      (B->getOpcode() == BO_LT || B->getOpcode() == BO_LE ||
       B->getOpcode() == BO_NE))
    Bound = Const(B->getRHS());
  if (!Bound)
    return L; // the first trip's value; how many is not known
  int64_t End = B->getOpcode() == BO_LE ? *Bound + 1 : *Bound;
  if (End <= *Init)
    return std::nullopt; // no trip: no launch there
  L.Trips = uint64_t((End - *Init + *Step - 1) / *Step);
  for (int64_t V = *Init + *Step; V < End && L.Values.size() <= MaxLoopTrips;
       V += *Step)
    L.Values.push_back(std::to_string(V));
  return L;
}

} // namespace lhf::host
