//===- HostLoops.cpp - Counted host loops around a launch -----------------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
//
// A launch inside `for (int pass = 0; pass < 4; ++pass)` that reads `pass`
// (a radix sort's digit passes, a solver's sweeps): the loop's values are
// the variable's, from the constants that bound it. A launch inside a loop
// that sets a size from itself once per pass (a multi-pass reduction's
// `n = (n + 255) / 256`): the size at each pass, as expressions.
//
//===----------------------------------------------------------------------===//

#include "Translator.h"

#include "lhf/Model/HostExpr.h"

#include "clang/AST/DynamicRecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Support/FormatVariadic.h"

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

namespace {

/// Whether \p VD is declared inside \p S.
bool declaredInside(const VarDecl *VD, const Stmt *S) {
  SourceRange R = S->getSourceRange();
  SourceLocation L = VD->getLocation();
  return R.getBegin() <= L && L <= R.getEnd();
}

/// The variables \p E reads, and those the initializers of the locals of
/// \p Scope it reads read.
void readVars(const Expr *E, const Stmt *Scope,
              SmallPtrSetImpl<const VarDecl *> &Out) {
  class Reads : public DynamicRecursiveASTVisitor {
  public:
    Reads(const Stmt *Scope, SmallPtrSetImpl<const VarDecl *> &Out)
        : Scope(Scope), Out(Out) {}
    bool VisitDeclRefExpr(DeclRefExpr *D) override {
      const auto *VD = dyn_cast<VarDecl>(D->getDecl());
      if (VD && Out.insert(VD).second && VD->getInit() &&
          declaredInside(VD, Scope))
        TraverseStmt(const_cast<Expr *>(VD->getInit()));
      return true;
    }
    const Stmt *Scope;
    SmallPtrSetImpl<const VarDecl *> &Out;
  } R(Scope, Out);
  R.TraverseStmt(const_cast<Expr *>(E));
}

} // namespace

std::optional<Translator::Recurrence>
Translator::recurrence(const VarDecl *VD, const std::string &Name,
                       unsigned Depth) {
  if (!Host || !Host->hasBody() || !At || !VD->getType()->isIntegerType())
    return std::nullopt;
  SmallVector<const Stmt *, 16> Path;
  if (!pathTo(Host->getBody(), At, Path))
    return std::nullopt;
  // The innermost loop around the launch that changes VD.
  size_t LoopAt = Path.size();
  for (size_t I = Path.size(); I-- > 0;)
    if (isa<WhileStmt, ForStmt, DoStmt>(Path[I]) && modifies(VD, Path[I])) {
      LoopAt = I;
      break;
    }
  if (LoopAt + 1 >= Path.size())
    return std::nullopt;
  const Stmt *Loop = Path[LoopAt], *Body = nullptr, *Inc = nullptr,
             *Init = nullptr;
  const Expr *Cond = nullptr;
  bool TestFirst = true;
  if (const auto *W = dyn_cast<WhileStmt>(Loop)) {
    if (W->getConditionVariable())
      return std::nullopt;
    Body = W->getBody();
    Cond = W->getCond();
  } else if (const auto *F = dyn_cast<ForStmt>(Loop)) {
    if (F->getConditionVariable())
      return std::nullopt;
    Body = F->getBody();
    Cond = F->getCond();
    Inc = F->getInc();
    Init = F->getInit();
  } else {
    const auto *D = cast<DoStmt>(Loop);
    Body = D->getBody();
    Cond = D->getCond();
    TestFirst = false;
  }
  // A loop without a test runs until something else ends it; a local of
  // the body starts anew each pass.
  if (!Cond || modifies(VD, Cond) || (Body && declaredInside(VD, Body)))
    return std::nullopt;
  // The one statement that sets VD once per pass: the for's increment, or
  // a statement of the body's own (not under an `if`).
  const auto *CS = dyn_cast_or_null<CompoundStmt>(Body);
  const BinaryOperator *Set = nullptr;
  int SetAt = -1, LaunchAt = -1, I = 0;
  if (Inc && modifies(VD, Inc)) {
    Set = setting(Inc, VD);
    if (!Set || (Body && modifies(VD, Body)))
      return std::nullopt;
  }
  // A body of one statement: the launch, VD set by the increment.
  if (!CS && Set && Path[LoopAt + 1] == Body)
    LaunchAt = 0;
  else if (!CS || Path[LoopAt + 1] != CS || LoopAt + 2 >= Path.size())
    return std::nullopt;
  ArrayRef<Stmt *> Children;
  if (CS)
    Children = ArrayRef<Stmt *>(CS->body_begin(), CS->body_end());
  for (const Stmt *C : Children) {
    if (C == Path[LoopAt + 2])
      LaunchAt = I;
    if (modifies(VD, C)) {
      if (Set || C == Path[LoopAt + 2] || !(Set = setting(C, VD)))
        return std::nullopt;
      SetAt = I;
    }
    ++I;
  }
  if (!Set || LaunchAt < 0)
    return std::nullopt;
  // The step reads VD, constants, values the loop does not change and the
  // body's own locals (set anew each pass: written as their values).
  SmallPtrSet<const VarDecl *, 8> Reads, Tested;
  readVars(Set->getRHS(), Loop, Reads);
  for (const VarDecl *X : Reads)
    if (X != VD && !declaredInside(X, Loop) && modifies(X, Loop))
      return std::nullopt;
  // The loop's test reads VD (`while (n > 1)`), or it is a counted loop's
  // own (`for (int r = 0; r < 2; ++r) { ...; grid *= 2; }`): one pass per
  // trip, moving with the counter where the launch reads it too.
  readVars(Cond, Loop, Tested);
  const VarDecl *Counter = nullptr;
  for (const VarDecl *X : Tested)
    if (X != VD && modifies(X, Loop)) {
      if (Counter)
        return std::nullopt;
      Counter = X;
    }
  std::optional<CountedLoop> Counted;
  if (Counter) {
    Counted = countedLoop(Counter);
    if (Tested.count(VD) || !Counted || !Counted->Trips ||
        Counted->Trips > MaxLoopTrips ||
        loopDeclaring(Counter, Host->getBody()) != Loop)
      return std::nullopt;
  } else if (!Tested.count(VD)) {
    return std::nullopt;
  }
  std::optional<std::string> Rhs = integer(Set->getRHS(), Depth + 1);
  std::optional<std::string> Test =
      Counted ? std::optional<std::string>("") : integer(Cond, Depth + 1);
  if (!Rhs || !Test)
    return std::nullopt;
  Rhs = withLocals(*Rhs, Loop, Name, Depth);
  if (!Rhs)
    return std::nullopt;
  static const std::pair<BinaryOperatorKind, const char *> Ops[] = {
      {BO_MulAssign, " * "}, {BO_DivAssign, " / "}, {BO_RemAssign, " % "},
      {BO_AddAssign, " + "}, {BO_SubAssign, " - "}, {BO_ShlAssign, " << "},
      {BO_ShrAssign, " >> "}};
  std::string Step = *Rhs;
  if (Set->getOpcode() != BO_Assign) {
    const auto *Op = find_if(
        Ops, [&](const auto &O) { return O.first == Set->getOpcode(); });
    if (Op == std::end(Ops))
      return std::nullopt;
    Step = "(" + Name + Op->second + "(" + *Rhs + "))";
  }
  // The value before the first pass: the for's own start, or VD's value
  // where the loop begins.
  std::optional<std::string> First;
  const auto *DS = dyn_cast_or_null<DeclStmt>(Init);
  if (DS && is_contained(DS->decls(), VD)) {
    if (VD->getInit())
      First = integer(VD->getInit(), Depth + 1);
  } else if (Init && modifies(VD, Init)) {
    const BinaryOperator *B = setting(Init, VD);
    if (B && B->getOpcode() == BO_Assign)
      First = integer(B->getRHS(), Depth + 1);
  } else {
    const Stmt *Saved = At;
    At = Loop;
    First = valueBefore(VD, Name, Depth);
    At = Saved;
  }
  if (!First)
    return std::nullopt;
  // The launch before the statement that sets VD sees the pass's first
  // value, after it the next.
  size_t Shift = SetAt >= 0 && SetAt < LaunchAt ? 1 : 0;
  const SourceManager &SM = Ctx.getSourceManager();
  std::string Of =
      formatv("the loop at line {0}",
              SM.getPresumedLineNumber(SM.getExpansionLoc(Loop->getBeginLoc())))
          .str();
  if (!Counted)
    return passes(Name, *First, Step, *Test, TestFirst ? 0 : 1, 0, Shift, Of);
  Recurrence R =
      passes(Name, *First, Step, "", 0, 0, Shift, Of, size_t(Counted->Trips));
  R.Index = Counter->getName().str();
  return R;
}

std::optional<std::string> Translator::withLocals(std::string Text,
                                                  const Stmt *Scope,
                                                  const std::string &Keep,
                                                  unsigned Depth) {
  SmallVector<const VarDecl *, 8> Locals;
  class Decls : public DynamicRecursiveASTVisitor {
  public:
    explicit Decls(SmallVectorImpl<const VarDecl *> &Out) : Out(Out) {}
    bool VisitVarDecl(VarDecl *VD) override {
      if (!isa<ParmVarDecl>(VD))
        Out.push_back(VD);
      return true;
    }
    bool TraverseLambdaExpr(LambdaExpr *) override { return true; }
    SmallVectorImpl<const VarDecl *> &Out;
  } D(Locals);
  D.TraverseStmt(const_cast<Stmt *>(Scope));
  for (unsigned Round = 0; Round < 8; ++Round) {
    bool Changed = false;
    for (const VarDecl *X : Locals) {
      std::string N = X->getName().str();
      if (N.empty() || N == Keep || !hostExprReads(Text, N))
        continue;
      // Its initializer, which it keeps (its entry in Vars may be the one
      // being filled: the launch reads it, and it reads the size).
      std::optional<std::string> V = X->getInit() && !modifies(X, Scope)
                                         ? integer(X->getInit(), Depth + 1)
                                         : std::nullopt;
      if (!V)
        return std::nullopt;
      Text = replaceHostExprName(Text, N, *V);
      Changed = true;
    }
    if (!Changed)
      return Text;
  }
  return std::nullopt; // locals defined by each other in a cycle
}

Translator::Recurrence
Translator::passes(const std::string &Name, const std::string &First,
                   const std::string &Step, const std::string &Test,
                   size_t TestFrom, size_t TestLag, size_t Shift,
                   const std::string &Of, size_t Count) {
  // Each pass's value named by the one before it, so that no expression
  // nests deeper than the step does.
  auto Named = [&](size_t K) { return hostPassName(Name, K); };
  Vars[Named(0)] = First;
  for (size_t K = 1; K <= MaxPasses + 1; ++K)
    Vars[Named(K)] = replaceHostExprName(Step, Name, Named(K - 1));
  Recurrence R;
  R.Of = Of;
  std::string Runs; // the tests every pass so far passed
  for (size_t K = 0; K <= std::min(Count, MaxPasses); ++K) {
    if (!Test.empty() && K >= TestFrom + TestLag)
      Runs = (Runs.empty() ? "" : Runs + " && ") +
             replaceHostExprName(Test, Name, Named(K - TestLag));
    if (K == std::min(Count, MaxPasses)) {
      R.After = Count > MaxPasses ? Runs : "";
      break;
    }
    R.Values.push_back(Named(K + Shift));
    R.Whens.push_back(Runs.empty() ? "" : "(" + Runs + ")");
  }
  return R;
}

std::optional<Translator::Recurrence>
Translator::recursion(const ParmVarDecl *P, const std::string &Name,
                      unsigned Depth) {
  const auto *FD = dyn_cast<FunctionDecl>(P->getDeclContext());
  if (!FD || FD != Host || !Host->hasBody() || !P->getType()->isIntegerType())
    return std::nullopt;
  const CallExpr *R = recursiveCall(FD);
  unsigned I = P->getFunctionScopeIndex();
  if (!R || R == Site || I >= R->getNumArgs())
    return std::nullopt;
  // The size passed down, and the tests on the way to the call (an early
  // return at the last level: `if (tiles == 1) { ...; return; }`), as
  // expressions of P.
  std::optional<std::string> Step = integer(R->getArg(I), Depth + 1);
  std::string Tests = conditionsOf(R);
  if (!Step || Tests.empty())
    return std::nullopt; // a recursion nothing ends
  Step = withLocals(*Step, Host->getBody(), Name, Depth);
  std::optional<std::string> Test =
      withLocals(Tests, Host->getBody(), Name, Depth);
  if (!Step || !Test || !hostExprReads(*Test, Name))
    return std::nullopt;
  // Any other parameter they read is passed down as it is.
  for (const ParmVarDecl *Q : FD->parameters())
    if (Q != P && (hostExprReads(*Step, Q->getName()) ||
                   hostExprReads(*Test, Q->getName())))
      if (Q->getFunctionScopeIndex() >= R->getNumArgs() ||
          !isVariable(R->getArg(Q->getFunctionScopeIndex()), Q))
        return std::nullopt;
  // Level 0: the outer call's argument.
  std::optional<std::string> First = entryValue(P, Name, Depth);
  if (!First)
    return std::nullopt;
  const SourceManager &SM = Ctx.getSourceManager();
  std::string Of =
      formatv("the recursive call at line {0}",
              SM.getPresumedLineNumber(SM.getExpansionLoc(R->getBeginLoc())))
          .str();
  // Level k is made where the call was made at the levels before it.
  Recurrence Out = passes(Name, *First, *Step, *Test, 0, 1, 0, Of);
  Out.Unit = "level";
  Out.Base = 0;
  return Out;
}

void Translator::takePasses(const std::string &Name, Recurrence R) {
  Vars[Name] = R.Values.front();
  Choices[Name] = {std::move(R.Values),
                   "",
                   std::move(R.Index),
                   std::move(R.Whens),
                   R.After,
                   R.Of,
                   R.Unit,
                   R.Base};
}

const CallExpr *Translator::recursiveCall(const FunctionDecl *FD) const {
  auto It = Calls.Calls.find(FD->getCanonicalDecl());
  if (It == Calls.Calls.end())
    return nullptr;
  const CallExpr *R = nullptr;
  for (const CallExpr *C : It->second)
    if (Calls.Caller.lookup(C) == FD) {
      if (R)
        return nullptr; // a tree of calls: not one chain of levels
      R = C;
    }
  return R;
}

} // namespace lhf::host
