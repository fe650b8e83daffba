//===- HostConditions.cpp - The tests a launch is made under -------------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
//
// The `if` and `switch` tests on the way to a launch in its host function:
// the condition under which it is made, and the values a test pins down
// for variables the host code gives none (`case 64:` of a dispatch on a
// tensor's size).
//
//===----------------------------------------------------------------------===//

#include "Translator.h"

#include "lhf/Model/HostExpr.h"

#include "clang/AST/ASTContext.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"

using namespace llvm;

namespace lhf::host {

/// Whether nothing in \p Branch changes a variable \p Cond reads: read at
/// the launch, the condition would have another value than where it was
/// tested.
static bool stableIn(const Expr *Cond, const Stmt *Branch) {
  return allVariables(Cond,
                      [&](const VarDecl *VD) { return !modifies(VD, Branch); });
}

/// Whether control cannot go on past \p S: a break, return, continue,
/// goto or throw, or a block ending in one (`case 32: { ...; break; }`).
static bool endsFlow(const Stmt *S) {
  if (const auto *CS = dyn_cast<CompoundStmt>(S))
    return !CS->body_empty() && endsFlow(CS->body_back());
  if (const auto *E = dyn_cast<Expr>(S))
    return isa<CXXThrowExpr>(E->IgnoreImplicit());
  return isa<BreakStmt, ReturnStmt, ContinueStmt, GotoStmt>(S);
}

/// The case labels under which \p Child, a statement of \p Sw's braced
/// body, runs (falling through from the labels above it until a break,
/// return or continue), and whether `default` is one of them; nullopt when
/// a label is not an integer constant or the body is not braced.
static std::optional<SmallVector<llvm::APSInt, 4>>
caseLabels(const SwitchStmt *Sw, const Stmt *Child, const ASTContext &Ctx,
           bool &Default) {
  const auto *Body = dyn_cast_or_null<CompoundStmt>(Sw->getBody());
  if (!Body)
    return std::nullopt;
  SmallVector<llvm::APSInt, 4> Labels;
  bool Falls = false;
  Default = false;
  for (const Stmt *C : Body->body()) {
    const Stmt *S = C;
    while (isa<SwitchCase>(S)) {
      if (!Falls) {
        Labels.clear();
        Default = false;
      }
      Falls = true;
      if (const auto *CS = dyn_cast<CaseStmt>(S)) {
        Expr::EvalResult R;
        if (CS->caseStmtIsGNURange() || !CS->getLHS()->EvaluateAsInt(R, Ctx))
          return std::nullopt;
        Labels.push_back(R.Val.getInt());
      } else {
        Default = true;
      }
      S = cast<SwitchCase>(S)->getSubStmt();
    }
    if (C == Child)
      return Labels.empty() && !Default ? std::nullopt : std::optional(Labels);
    Falls = !endsFlow(S);
  }
  return std::nullopt;
}

std::optional<std::string>
Translator::learnEquality(const Expr *Var, const llvm::APSInt &Value,
                          const Stmt *Test, StringRef What, bool Replace) {
  const auto *D = dyn_cast<DeclRefExpr>(Var->IgnoreParenImpCasts());
  const auto *VD = D ? dyn_cast<VarDecl>(D->getDecl()) : nullptr;
  if (!VD || !VD->getType()->isIntegralOrEnumerationType())
    return std::nullopt;
  std::optional<std::string> Name = integer(Var);
  if (!Name || *Name != VD->getName() || Choices.count(*Name) ||
      !Vars.get(*Name))
    return std::nullopt;
  // A variable with a value expression keeps it unless the caller tests
  // that expression instead (a case label: `NT = K / 4` is 64 in `case
  // 64:`, and the launch is made where K / 4 is 64). The user's binding of
  // the name still comes first in the session.
  // One read from the command line (`if (argc > 1) kernel_num =
  // atoi(argv[1]);`, a default without arguments) is the tested value
  // where the launch is made: the command line selects it.
  std::optional<StringRef> Had = Vars.getString(*Name);
  if (Had && !Replace && !hostExprReads(*Had, HostArgc))
    return std::nullopt;
  std::string Tested = Had ? "(" + Had->str() + ")" : *Name;
  Vars[*Name] = toString(Value, 10);
  PresumedLoc PL = Ctx.getSourceManager().getPresumedLoc(
      Ctx.getSourceManager().getExpansionLoc(Test->getBeginLoc()));
  From[*Name] =
      formatv("{0} at line {1}", What, PL.isValid() ? PL.getLine() : 0).str();
  return Tested;
}

/// Whether \p S is a call of a function that does not return (exit,
/// abort).
static bool noReturnCall(const Stmt *S) {
  const auto *E = dyn_cast<Expr>(S);
  const auto *C = E ? dyn_cast<CallExpr>(E->IgnoreImplicit()) : nullptr;
  const FunctionDecl *FD = C ? C->getDirectCallee() : nullptr;
  return FD && FD->isNoReturn();
}

/// Whether control leaves the function from \p S: it ends in a return, a
/// throw or a call that does not return.
static bool leaves(const Stmt *S) {
  if (const auto *CS = dyn_cast<CompoundStmt>(S))
    return !CS->body_empty() && leaves(CS->body_back());
  return isa<ReturnStmt>(S) || noReturnCall(S) ||
         (isa<Expr>(S) && isa<CXXThrowExpr>(cast<Expr>(S)->IgnoreImplicit()));
}

void Translator::guardsBefore(const CompoundStmt *CS, const Stmt *Child,
                              function_ref<void(const std::string &)> Add) {
  const Stmt *const *End = llvm::find(CS->body(), Child);
  if (End == CS->body_end())
    return;
  for (const Stmt *const *It = CS->body_begin(); It != End; ++It) {
    const auto *If = dyn_cast<IfStmt>(*It);
    if (!If || If->getElse() || If->getInit() || If->getConditionVariable() ||
        If->isConsteval() || !leaves(If->getThen()))
      continue;
    // Its variables as they are at the launch: nothing after the test
    // changes them.
    if (!std::all_of(It + 1, End + 1, [&](const Stmt *Later) {
          return stableIn(If->getCond(), Later);
        }))
      continue;
    json::Object Saved = Vars;
    std::optional<std::string> C = integer(If->getCond());
    // A test of the command line is left out, as on the way to a launch.
    if (!C || hostExprReads(*C, HostArgc)) {
      Vars = std::move(Saved);
      continue;
    }
    Add("(!" + *C + ")");
  }
}

std::string Translator::conditionsOf(const Stmt *Launch) {
  if (!Host || !Host->hasBody())
    return "";
  SmallVector<const Stmt *, 16> Path;
  if (!pathTo(Host->getBody(), Launch, Path))
    return "";
  std::string When;
  auto Add = [&](const std::string &Term) {
    When = When.empty() ? Term : "(" + When + " && " + Term + ")";
  };
  for (size_t I = 0; I + 1 < Path.size(); ++I) {
    if (const auto *CS = dyn_cast<CompoundStmt>(Path[I]))
      guardsBefore(CS, Path[I + 1], Add);
    if (const auto *Sw = dyn_cast<SwitchStmt>(Path[I])) {
      // `switch (K) { case 64: k<64><<<g, K>>>(...); break; ... }`: made
      // only where K is one of the launch's labels, and K is that label
      // there when nothing else gives it.
      if (I + 2 >= Path.size() || Sw->getInit() || Sw->getConditionVariable() ||
          !stableIn(Sw->getCond(), Sw->getBody()))
        continue;
      bool Default = false;
      std::optional<SmallVector<llvm::APSInt, 4>> Labels =
          caseLabels(Sw, Path[I + 2], Ctx, Default);
      // `default`: none of the switch's other labels.
      SmallVector<llvm::APSInt, 8> Others;
      for (const SwitchCase *SC = Sw->getSwitchCaseList(); SC && Labels;
           SC = SC->getNextSwitchCase()) {
        const auto *CS = dyn_cast<CaseStmt>(SC);
        Expr::EvalResult R;
        if (!Default || !CS)
          continue;
        if (CS->caseStmtIsGNURange() || !CS->getLHS()->EvaluateAsInt(R, Ctx))
          Labels.reset();
        else if (!is_contained(*Labels, R.Val.getInt()))
          Others.push_back(R.Val.getInt());
      }
      std::reverse(Others.begin(), Others.end()); // the list runs backwards
      json::Object Saved = Vars;
      std::optional<std::string> C =
          Labels ? integer(Sw->getCond()) : std::nullopt;
      if (!C) {
        Vars = std::move(Saved);
        continue;
      }
      // One label: the value there, and the test on what it had.
      if (Labels->size() == 1 && !Default)
        if (std::optional<std::string> Tested = learnEquality(
                Sw->getCond(), Labels->front(), Sw,
                "case " + toString(Labels->front(), 10) + " of the switch",
                /*Replace=*/true))
          C = *Tested;
      auto AnyOf = [&](ArrayRef<llvm::APSInt> Ls) {
        std::string Any;
        for (const llvm::APSInt &L : Ls)
          Any += (Any.empty() ? "" : " || ") +
                 ("(" + *C + " == " + toString(L, 10) + ")");
        return Ls.size() > 1 ? "(" + Any + ")" : Any;
      };
      std::string Term = Labels->empty() ? "" : AnyOf(*Labels);
      if (Default && !Others.empty())
        Term = Term.empty() ? "(!" + AnyOf(Others) + ")"
                            : "(" + Term + " || (!" + AnyOf(Others) + "))";
      if (!Term.empty() && !hostExprReads(Term, HostArgc))
        Add(Term);
      continue;
    }
    const auto *If = dyn_cast<IfStmt>(Path[I]);
    if (!If || If->getInit() || If->getConditionVariable() || If->isConsteval())
      continue;
    const Stmt *Branch = Path[I + 1];
    bool Then = Branch == If->getThen();
    if (!Then && Branch != If->getElse())
      continue; // the launch is in the condition itself
    if (!stableIn(If->getCond(), Branch))
      continue;
    json::Object Saved = Vars; // a condition lhf cannot read adds nothing
    std::optional<std::string> C = integer(If->getCond());
    if (!C) {
      Vars = std::move(Saved);
      continue;
    }
    // A test of the command line (`if (argc > 1)`, a flag given) is left
    // out: arguments may make the launch.
    if (!hostExprReads(*C, HostArgc))
      Add(Then ? *C : "(!" + *C + ")");
    // `if (K == 64 && ...)`: K is 64 in the branch.
    if (!Then)
      continue;
    SmallVector<const Expr *, 4> Todo{If->getCond()};
    while (!Todo.empty()) {
      const auto *B =
          dyn_cast<BinaryOperator>(Todo.pop_back_val()->IgnoreParenImpCasts());
      if (B && B->getOpcode() == BO_LAnd) {
        Todo.push_back(B->getLHS());
        Todo.push_back(B->getRHS());
        continue;
      }
      if (!B || B->getOpcode() != BO_EQ)
        continue;
      for (auto [Var, Val] : {std::pair{B->getLHS(), B->getRHS()},
                              std::pair{B->getRHS(), B->getLHS()}}) {
        Expr::EvalResult R;
        if (!Val->isValueDependent() && Val->EvaluateAsInt(R, Ctx))
          learnEquality(Var, R.Val.getInt(), If, "the if",
                        /*Replace=*/false);
      }
    }
  }
  return When;
}

} // namespace lhf::host
