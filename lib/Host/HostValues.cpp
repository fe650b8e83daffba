//===- HostValues.cpp - The values host variables have at a launch --------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#include "Translator.h"

#include "lhf/Model/HostExpr.h"

#include "clang/AST/ASTContext.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"

using namespace llvm;

namespace lhf::host {

/// The integer constants of a braced list, or nothing.
static std::optional<std::vector<std::string>>
constants(const Expr *E, const ASTContext &Ctx) {
  if (!E)
    return std::nullopt;
  // `for (int b : {128, 256})` iterates a std::initializer_list.
  if (const auto *SL = dyn_cast<CXXStdInitializerListExpr>(E->IgnoreImplicit()))
    E = SL->getSubExpr();
  const auto *IL = dyn_cast<InitListExpr>(E->IgnoreImplicit());
  if (!IL || !IL->getNumInits() || IL->getNumInits() > 64)
    return std::nullopt;
  std::vector<std::string> Out;
  for (const Expr *X : IL->inits()) {
    Expr::EvalResult R;
    if (X->isValueDependent() || !X->EvaluateAsInt(R, Ctx))
      return std::nullopt;
    Out.push_back(toString(R.Val.getInt(), 10));
  }
  return Out;
}

/// Whether \p S names \p VD anywhere.
static bool names(const Stmt *S, const VarDecl *VD) {
  if (const auto *D = dyn_cast_or_null<DeclRefExpr>(S))
    return D->getDecl() == VD;
  return S && llvm::any_of(S->children(),
                           [&](const Stmt *C) { return names(C, VD); });
}

std::optional<std::vector<std::string>>
Translator::rangeElements(const VarDecl *VD, std::string &Array) {
  if (!Host || !Host->hasBody())
    return std::nullopt;
  const auto *Loop =
      dyn_cast_or_null<CXXForRangeStmt>(loopDeclaring(VD, Host->getBody()));
  const Expr *Range = Loop ? Loop->getRangeInit() : nullptr;
  if (!Range)
    return std::nullopt;
  if (std::optional<std::vector<std::string>> List = constants(Range, Ctx)) {
    Array = "{" + join(*List, ", ") + "}";
    return List;
  }
  const auto *D = dyn_cast<DeclRefExpr>(Range->IgnoreParenImpCasts());
  const auto *A = D ? dyn_cast<VarDecl>(D->getDecl()) : nullptr;
  return A ? arrayOf(A, Array) : std::nullopt;
}

std::optional<std::vector<std::string>>
Translator::arrayElements(const Expr *E, std::string &Array) {
  const auto *AS = dyn_cast<ArraySubscriptExpr>(E->IgnoreParenImpCasts());
  const auto *D =
      AS ? dyn_cast<DeclRefExpr>(AS->getBase()->IgnoreParenImpCasts())
         : nullptr;
  const auto *VD = D ? dyn_cast<VarDecl>(D->getDecl()) : nullptr;
  return VD ? arrayOf(VD, Array) : std::nullopt;
}

std::optional<std::vector<std::string>>
Translator::arrayOf(const VarDecl *VD, std::string &Array) {
  if (!VD->hasLocalStorage() || !VD->getType()->isArrayType() || !Host ||
      !Host->hasBody())
    return std::nullopt;
  std::optional<std::vector<std::string>> Out = constants(VD->getInit(), Ctx);
  if (!Out)
    return std::nullopt;
  // Every use an element read, or a sizeof: nothing writes an element
  // or lets a pointer to it escape.
  class Uses : public DynamicRecursiveASTVisitor {
  public:
    explicit Uses(const VarDecl *VD) : VD(VD) {}
    unsigned Refs = 0, Reads = 0;
    bool TraverseUnaryExprOrTypeTraitExpr(UnaryExprOrTypeTraitExpr *) override {
      return true; // sizeof(a): not a use
    }
    bool VisitImplicitCastExpr(ImplicitCastExpr *C) override {
      const auto *A = dyn_cast<ArraySubscriptExpr>(C->getSubExpr());
      const auto *D =
          A ? dyn_cast<DeclRefExpr>(A->getBase()->IgnoreParenImpCasts())
            : nullptr;
      Reads += C->getCastKind() == CK_LValueToRValue && D && D->getDecl() == VD;
      return true;
    }
    bool VisitDeclRefExpr(DeclRefExpr *D) override {
      Refs += D->getDecl() == VD;
      return true;
    }
    bool VisitCXXForRangeStmt(CXXForRangeStmt *S) override {
      // `for (int b : a)` reads the elements (a copy each, not a
      // reference: a reference loop variable could write them).
      const auto *D =
          dyn_cast<DeclRefExpr>(S->getRangeInit()->IgnoreParenImpCasts());
      Reads += D && D->getDecl() == VD &&
               !S->getLoopVariable()->getType()->isReferenceType();
      return true;
    }
    const VarDecl *VD;
  } U(VD);
  U.TraverseStmt(Host->getBody());
  if (U.Refs != U.Reads)
    return std::nullopt;
  Array = VD->getName().str();
  return Out;
}

std::optional<std::array<std::string, 3>>
Translator::assignedDim3(const VarDecl *VD, unsigned Depth) {
  if (!VD->hasLocalStorage() || !Host || !Host->hasBody() || Filling == VD)
    return std::nullopt;
  // The block that declares it: only its later statements see it.
  class Scope : public DynamicRecursiveASTVisitor {
  public:
    explicit Scope(const VarDecl *VD) : VD(VD) {}
    bool VisitCompoundStmt(CompoundStmt *C) override {
      for (Stmt *St : C->body())
        if (const auto *DS = dyn_cast<DeclStmt>(St);
            DS && llvm::is_contained(DS->decls(), VD)) {
          Body = C;
          Decl = St;
        }
      return !Body;
    }
    const VarDecl *VD;
    const CompoundStmt *Body = nullptr;
    const Stmt *Decl = nullptr;
  } Find(VD);
  Find.TraverseStmt(Host->getBody());
  if (!Find.Body)
    return std::nullopt;
  // Its members set by statements of that block before the launch's
  // (`grid.x = e;`), or by an `if` of it whose branches set members and
  // change nothing else of it (SHOC's `if (deviceProp.major == 1 &&
  // deviceProp.minor <= 2) { threads.x = 128; ... }`); a value reads the
  // members as they are where it is.
  static constexpr StringRef Dims[] = {"x", "y", "z"};
  auto MemberSet = [&](const Stmt *St, unsigned &I) -> const Expr * {
    for (I = 0; I < 3; ++I)
      if (const Expr *Value = fieldAssignment(St, VD, Dims[I]))
        return Value;
    return nullptr;
  };
  // One change, by statement St: member M becomes Then, or under Cond
  // Then or Else (null: the member as it was).
  struct Update {
    const Stmt *St;
    unsigned M;
    const Expr *Cond, *Then, *Else;
  };
  std::vector<Update> Updates;
  // A branch's sets of members, each at most once, none read after it in
  // the branch (the values are read as the members were before the `if`).
  auto BranchSets = [&](const Stmt *B, std::array<const Expr *, 3> &Out) {
    Out = {nullptr, nullptr, nullptr};
    if (!B)
      return true;
    SmallVector<const Stmt *, 8> Body;
    if (const auto *CS = dyn_cast<CompoundStmt>(B))
      Body.append(CS->body_begin(), CS->body_end());
    else
      Body.push_back(B);
    bool Any = false;
    for (const Stmt *St : Body) {
      unsigned I;
      if (const Expr *Value = MemberSet(St, I)) {
        if (Out[I] || (Any && names(Value, VD)))
          return false;
        Out[I] = Value;
        Any = true;
      } else if (modifies(VD, St)) {
        return false;
      }
    }
    return true;
  };
  SmallVector<const Stmt *, 8> Path;
  const Stmt *Until =
      At && pathTo(Find.Body, At, Path) && Path.size() > 1 ? Path[1] : nullptr;
  bool Changed = false, After = false;
  for (const Stmt *St : Find.Body->body()) {
    if (!After) {
      After = St == Find.Decl;
      continue;
    }
    if (St == Until) {
      Changed |= modifies(VD, St);
      break;
    }
    unsigned I;
    if (const Expr *Value = MemberSet(St, I)) {
      Updates.push_back({St, I, nullptr, Value, nullptr});
      continue;
    }
    const auto *If = dyn_cast<IfStmt>(St);
    std::array<const Expr *, 3> Then, Else;
    if (If && !If->getInit() && !If->getConditionVariable() &&
        !If->isConsteval() && !modifies(VD, If->getCond()) &&
        BranchSets(If->getThen(), Then) && BranchSets(If->getElse(), Else) &&
        modifies(VD, St)) {
      for (unsigned M = 0; M < 3; ++M)
        if (Then[M] || Else[M])
          Updates.push_back({St, M, If->getCond(), Then[M], Else[M]});
      continue;
    }
    Changed |= modifies(VD, St);
  }
  if (Changed || Updates.empty())
    return std::nullopt;
  std::optional<std::array<std::string, 3>> Init =
      dim3(VD->getInit(), Depth + 1);
  if (!Init)
    return std::nullopt;
  // Members read before they are set: the initializer's (dim3's default
  // 1); after, the value set. Other variables, another dim3 too (`blocks.x
  // = n / threads.x;`), are read where each statement is.
  const VarDecl *OuterFilling = Filling;
  std::array<std::optional<std::string>, 3> OuterFilled = Filled;
  const Stmt *OuterAt = At;
  Filling = VD;
  for (unsigned I = 0; I < 3; ++I)
    Filled[I] = "(" + (*Init)[I] + ")";
  bool Ok = true;
  for (const Update &U : Updates) {
    At = U.St;
    auto Read = [&](const Expr *E) {
      return E ? integer(E, Depth + 1) : Filled[U.M];
    };
    std::optional<std::string> V = Read(U.Then);
    if (U.Cond) {
      // cuda-samples' `if (checkCmdLineFlag(argc, argv, "wA")) dimsA.x =
      // getCmdLineArgumentInt(...)`: the member as it was, without
      // arguments.
      std::optional<std::string> C = integer(U.Cond, Depth + 1);
      std::optional<std::string> F = Read(U.Else);
      if (C) {
        V = U.Then ? commandLineOr(V, *C) : V;
        F = U.Else ? commandLineOr(F, *C) : F;
      }
      V = C && V && F ? "(" + *C + " ? " + *V + " : " + *F + ")"
                      : std::optional<std::string>();
    }
    if (!V) {
      Ok = false;
      break;
    }
    (*Init)[U.M] = *V;
    Filled[U.M] = "(" + *V + ")";
  }
  Filling = OuterFilling;
  Filled = OuterFilled;
  At = OuterAt;
  if (!Ok)
    return std::nullopt;
  return Init;
}

void Translator::globalValue(const VarDecl *VD, const std::string &Name,
                             unsigned Depth) {
  auto It = Calls.GlobalSets.find(VD);
  if (It == Calls.GlobalSets.end()) {
    if (const Expr *Init = VD->getInit())
      if (std::optional<std::string> V = integer(Init, Depth + 1))
        Vars[Name] = *V;
    return;
  }
  if (It->second.size() != 1 || !It->second.front().first)
    return;
  const auto [Set, Fn] = It->second.front();
  Translator There(Ctx, Fn, Calls, Set);
  std::optional<std::string> V = There.integer(Set->getRHS(), Depth + 1);
  if (!V || !There.Vars.empty())
    return;
  Vars[Name] = *V;
  const SourceManager &SM = Ctx.getSourceManager();
  PresumedLoc PL = SM.getPresumedLoc(SM.getExpansionLoc(Set->getBeginLoc()));
  if (PL.isValid())
    From[Name] =
        formatv("set once at {0}:{1}",
                llvm::sys::path::filename(PL.getFilename()), PL.getLine());
}

const Expr *Translator::valueAt(const VarDecl *VD, const Stmt *&Assign,
                                bool &AtEntry) {
  AtEntry = false;
  if (!VD->hasLocalStorage() || !Host || !Host->hasBody() || !At)
    return nullptr;
  SmallVector<const Stmt *, 16> Path;
  // At the body itself: its end (a helper's reference parameter there).
  if (At == Host->getBody())
    Path = {At, nullptr};
  else if (!pathTo(Host->getBody(), At, Path))
    return nullptr;
  // A loop around At (below Path[From]) that changes VD: At sees either
  // value. At itself may be a loop (the value before a doubling loop).
  auto ChangedInLoop = [&](size_t From) {
    for (size_t J = From; J + 1 < Path.size(); ++J)
      if ((isa<ForStmt>(Path[J]) || isa<WhileStmt>(Path[J]) ||
           isa<DoStmt>(Path[J]) || isa<CXXForRangeStmt>(Path[J])) &&
          modifies(VD, Path[J]))
        return true;
    return false;
  };
  for (size_t I = Path.size() - 1; I-- > 0;) {
    const auto *CS = dyn_cast<CompoundStmt>(Path[I]);
    if (!CS)
      continue;
    const Stmt *const *Child = llvm::find(CS->body(), Path[I + 1]);
    while (Child != CS->body_begin()) {
      const Stmt *St = *--Child;
      const Expr *Value = nullptr;
      SmallVector<std::pair<const Expr *, bool>, 2> Bounds;
      if (const auto *DS = dyn_cast<DeclStmt>(St);
          DS && llvm::is_contained(DS->decls(), VD))
        Value = VD->getInit();
      else if (const Expr *E = assignedIn(St, VD))
        Value = E;
      else if (const Stmt * T, *F; const Expr *C = ifElseSetting(St, VD, T, F))
        Value = C; // value() reads both branches
      else if (const Expr *Cond = doublingLoop(St, VD, Bounds))
        Value = Cond; // valueStringAt reads the bounds
      else if (lowBitLoop(St, VD))
        Value = cast<WhileStmt>(St)->getCond();
      else if (unsigned Which; const CallExpr *C = queryCall(St, VD, Which))
        Value = C; // value() names what it writes
      else if (unsigned I; const CallExpr *C = outParameterCall(St, VD, I))
        Value = C; // value() reads the callee
      else if (modifies(VD, St))
        return nullptr;
      else
        continue;
      if (ChangedInLoop(I + 1))
        return nullptr;
      Assign = St;
      return Value;
    }
  }
  // A parameter that nothing before At changes: its value on entry.
  AtEntry = isa<ParmVarDecl>(VD) && !ChangedInLoop(0);
  return nullptr;
}

const Stmt *Translator::lastSetting(const Stmt *S, const VarDecl *VD) {
  unsigned Which;
  auto Sets = [&](const Stmt *X) {
    return assignedIn(X, VD) || queryCall(X, VD, Which);
  };
  const auto *CS = dyn_cast_or_null<CompoundStmt>(S);
  // An `else if` that sets VD in its own branches: value() reads it as
  // such an `if`, from the same value before.
  const Stmt *T, *F;
  if (!CS)
    return S && (Sets(S) || ifElseSetting(S, VD, T, F)) ? S : nullptr;
  for (auto It = CS->body_rbegin(); It != CS->body_rend(); ++It) {
    if (Sets(*It))
      return *It;
    if (modifies(VD, *It))
      return nullptr;
  }
  return nullptr;
}

const Expr *Translator::ifElseSetting(const Stmt *St, const VarDecl *VD,
                                      const Stmt *&Then, const Stmt *&Else) {
  const auto *If = dyn_cast<IfStmt>(St);
  if (!If || If->getInit() || If->getConditionVariable() || If->isConsteval() ||
      modifies(VD, If->getCond()))
    return nullptr;
  // A branch sets VD last, or leaves it as it was.
  auto Branch = [&](const Stmt *B, const Stmt *&Out) {
    Out = B ? lastSetting(B, VD) : nullptr;
    return Out || !B || !modifies(VD, B);
  };
  if (!Branch(If->getThen(), Then) || !Branch(If->getElse(), Else) ||
      (!Then && !Else))
    return nullptr;
  return If->getCond();
}

const Stmt *Translator::onlyStatement(const Stmt *S) {
  if (const auto *CS = dyn_cast_or_null<CompoundStmt>(S))
    return CS->size() == 1 ? CS->body_front() : nullptr;
  return S;
}

const BinaryOperator *Translator::setting(const Stmt *St, const VarDecl *VD) {
  const auto *E = dyn_cast_or_null<Expr>(St);
  if (const auto *W = E ? dyn_cast<ExprWithCleanups>(E) : nullptr)
    E = W->getSubExpr();
  const auto *B = E ? dyn_cast<BinaryOperator>(E->IgnoreParens()) : nullptr;
  while (B && B->isAssignmentOp()) {
    const auto *D = dyn_cast<DeclRefExpr>(B->getLHS()->IgnoreParenImpCasts());
    if (D && D->getDecl() == VD)
      return B;
    // `N = M = K = 2048;` sets each of them.
    B = B->getOpcode() == BO_Assign
            ? dyn_cast<BinaryOperator>(B->getRHS()->IgnoreParenImpCasts())
            : nullptr;
  }
  return nullptr;
}

bool Translator::isConstant(const Expr *E, int64_t V) {
  Expr::EvalResult R;
  return !E->isValueDependent() && E->EvaluateAsInt(R, Ctx) &&
         R.Val.getInt() == V;
}

bool Translator::doubles(const Stmt *St, const VarDecl *VD) {
  const BinaryOperator *B = setting(onlyStatement(St), VD);
  if (!B)
    return false;
  const Expr *R = B->getRHS();
  switch (B->getOpcode()) {
  case BO_MulAssign:
    return isConstant(R, 2);
  case BO_ShlAssign:
    return isConstant(R, 1);
  case BO_AddAssign:
    return isVariable(R, VD);
  case BO_Assign:
    break;
  default:
    return false;
  }
  const auto *Op = dyn_cast<BinaryOperator>(R->IgnoreParenImpCasts());
  if (!Op)
    return false;
  const Expr *L = Op->getLHS(), *Rt = Op->getRHS();
  switch (Op->getOpcode()) {
  case BO_Mul:
    return (isVariable(L, VD) && isConstant(Rt, 2)) ||
           (isConstant(L, 2) && isVariable(Rt, VD));
  case BO_Shl:
    return isVariable(L, VD) && isConstant(Rt, 1);
  case BO_Add:
    return isVariable(L, VD) && isVariable(Rt, VD);
  default:
    return false;
  }
}

bool Translator::lowBitLoop(const Stmt *St, const VarDecl *VD) {
  const auto *W = dyn_cast_or_null<WhileStmt>(St);
  if (!W || W->getConditionVariable())
    return false;
  auto Binary = [](const Expr *E, BinaryOperatorKind Op) {
    const auto *B = dyn_cast<BinaryOperator>(E->IgnoreParenImpCasts());
    return B && B->getOpcode() == Op ? B : nullptr;
  };
  auto MinusOne = [&](const Expr *E) { // VD - 1
    const BinaryOperator *M = Binary(E, BO_Sub);
    return M && isVariable(M->getLHS(), VD) && isConstant(M->getRHS(), 1);
  };
  auto LowBitsCleared = [&](const Expr *E) { // VD & (VD - 1)
    const BinaryOperator *A = Binary(E, BO_And);
    return A && isVariable(A->getLHS(), VD) && MinusOne(A->getRHS());
  };
  // The test: VD & (VD - 1), alone or `> 0` or `!= 0`.
  const Expr *Cond = W->getCond();
  const BinaryOperator *Test = Binary(Cond, BO_GT);
  if (!Test)
    Test = Binary(Cond, BO_NE);
  if (Test && !isConstant(Test->getRHS(), 0))
    return false;
  if (!LowBitsCleared(Test ? Test->getLHS() : Cond))
    return false;
  // The body: VD = VD & (VD - 1), or VD &= VD - 1.
  const BinaryOperator *B = setting(onlyStatement(W->getBody()), VD);
  return B && (B->getOpcode() == BO_Assign      ? LowBitsCleared(B->getRHS())
               : B->getOpcode() == BO_AndAssign ? MinusOne(B->getRHS())
                                                : false);
}

const Expr *Translator::doublingLoop(
    const Stmt *St, const VarDecl *VD,
    SmallVectorImpl<std::pair<const Expr *, bool>> &Bounds) {
  const Expr *Cond = nullptr;
  if (const auto *W = dyn_cast_or_null<WhileStmt>(St)) {
    if (W->getConditionVariable() || !doubles(W->getBody(), VD))
      return nullptr;
    Cond = W->getCond();
  } else if (const auto *F = dyn_cast_or_null<ForStmt>(St)) {
    const auto *CS = dyn_cast<CompoundStmt>(F->getBody());
    bool Empty = isa<NullStmt>(F->getBody()) || (CS && CS->body_empty());
    if (F->getInit() || F->getConditionVariable() ||
        !(F->getInc() ? Empty && doubles(F->getInc(), VD)
                      : doubles(F->getBody(), VD)))
      return nullptr;
    Cond = F->getCond();
  }
  // The condition: bounds joined by &&, each `VD < x` or `x > VD` (or
  // <=, >=), x not reading VD.
  Bounds.clear();
  SmallVector<const Expr *, 4> Work;
  if (Cond)
    Work.push_back(Cond);
  while (!Work.empty()) {
    const auto *B =
        dyn_cast<BinaryOperator>(Work.pop_back_val()->IgnoreParenImpCasts());
    if (!B)
      return nullptr;
    if (B->getOpcode() == BO_LAnd) {
      Work.push_back(B->getRHS());
      Work.push_back(B->getLHS());
      continue;
    }
    bool Left = isVariable(B->getLHS(), VD);
    bool Right = isVariable(B->getRHS(), VD);
    const Expr *X = Left ? B->getRHS() : B->getLHS();
    BinaryOperatorKind Op = B->getOpcode();
    if (Left == Right || names(X, VD))
      return nullptr;
    if (Left ? Op == BO_LT : Op == BO_GT)
      Bounds.push_back({X, false});
    else if (Left ? Op == BO_LE : Op == BO_GE)
      Bounds.push_back({X, true});
    else
      return nullptr;
  }
  return Bounds.empty() ? nullptr : Cond;
}

std::optional<std::string> Translator::valueBefore(const VarDecl *VD,
                                                   const std::string &Name,
                                                   unsigned Depth) {
  bool Entry = false;
  std::optional<std::string> V = valueStringAt(VD, Name, Depth + 1, Entry);
  const auto *P = dyn_cast<ParmVarDecl>(VD);
  if (!V && Entry && P) {
    V = entryValue(P, Name, Depth + 1);
    // The caller's variable of the parameter's name takes one value per
    // launch (an array the caller loops over): the value before is that
    // name, and the parameter's own value is written where it is read.
    if (V && Choices.count(Name)) {
      V = Name;
      InPlace.insert(Name);
    }
  }
  return V;
}

std::optional<std::string> Translator::valueStringAt(const VarDecl *VD,
                                                     const std::string &Name,
                                                     unsigned Depth,
                                                     bool &AtEntry) {
  const Stmt *Assign = nullptr;
  const Expr *E = valueAt(VD, Assign, AtEntry);
  if (!E)
    return std::nullopt;
  const Stmt *Saved = At;
  At = Assign;
  // The value before Assign, read where Assign is, at most once.
  std::optional<std::optional<std::string>> Before;
  auto ValueBefore = [&]() -> const std::optional<std::string> & {
    if (!Before)
      Before = valueBefore(VD, Name, Depth);
    return *Before;
  };
  std::optional<std::string> V = value(E, VD, Name, Depth, ValueBefore);
  At = Saved;
  return V;
}

std::optional<std::string>
Translator::value(const Expr *E, const VarDecl *VD, const std::string &Name,
                  unsigned Depth,
                  function_ref<const std::optional<std::string> &()> Before) {
  const Stmt *Assign = At;
  if (unsigned Which; const CallExpr *C = queryCall(Assign, VD, Which))
    return queryValue(C, Which, Depth);
  if (unsigned I; const CallExpr *C = outParameterCall(Assign, VD, I))
    return outParameterValue(C, I, Depth, Before);
  if (const Stmt * T, *F; const Expr *Cond = ifElseSetting(Assign, VD, T, F)) {
    // `if (c) VD = a; else VD = b;`: each branch's value where it sets VD
    // (the value before the `if` where it leaves it), the condition's
    // choice, the condition reading the value before where it names VD.
    // That value is asked here, where the `if` is: it is kept once asked.
    Before();
    std::optional<std::string> V[2];
    for (unsigned I = 0; I < 2; ++I) {
      At = I ? F : T;
      V[I] = At         ? value(assignedIn(At, VD), VD, Name, Depth, Before)
             : Before() ? "(" + *Before() + ")"
                        : Before();
    }
    At = Assign;
    std::optional<std::string> C = integer(Cond, Depth + 1);
    if (!C)
      return std::nullopt;
    // `if (argc > 1) n = atoi(argv[1]);`: the value before, without
    // arguments.
    for (unsigned I = 0; I < 2; ++I)
      if (I ? F : T)
        V[I] = commandLineOr(V[I], *C);
    if (!V[0] || !V[1])
      return std::nullopt;
    if (hostExprReads(*C, Name)) {
      if (!Before())
        return std::nullopt;
      *C = replaceHostExprName(*C, Name, *Before());
    }
    return "(" + *C + " ? " + *V[0] + " : " + *V[1] + ")";
  }
  if (lowBitLoop(Assign, VD))
    return Before() ? "prev_pow2(" + *Before() + ")"
                    : std::optional<std::string>();
  SmallVector<std::pair<const Expr *, bool>, 2> Bounds;
  if (doublingLoop(Assign, VD, Bounds)) {
    // From B, doubled while under the least bound L: B times the least
    // power of two that is at least L / B, rounded up (B when L <= B).
    if (!Before())
      return std::nullopt;
    std::string Least;
    for (auto [X, Inclusive] : Bounds) {
      std::optional<std::string> L = integer(X, Depth + 1);
      if (!L)
        return std::nullopt;
      if (Inclusive)
        *L = "(" + *L + " + 1)";
      Least = Least.empty() ? *L : "min(" + Least + ", " + *L + ")";
    }
    std::string B = "(" + *Before() + ")";
    return "(" + B + " * next_pow2((" + Least + " + " + B + " - 1) / " + B +
           "))";
  }
  std::optional<std::string> V = integer(E, Depth + 1);
  // A value computed from the one before (ggml's `b = std::min(b, 256);`,
  // or under a condition `if (b > 1024) b = b / 2;`): that value in place.
  if (V && hostExprReads(*V, Name))
    V = Before() ? std::optional(replaceHostExprName(*V, Name, *Before()))
                 : std::nullopt;
  return V;
}

const CallExpr *Translator::queryCall(const Stmt *St, const VarDecl *VD,
                                      unsigned &Which) {
  // A block (or an error-check macro's `do { ... } while (0)`) writes what
  // its last setting of VD writes; other statements only through their
  // expressions (not a lambda's body, which runs elsewhere).
  if (const auto *Do = dyn_cast_or_null<DoStmt>(St)) {
    const auto *Zero =
        dyn_cast<IntegerLiteral>(Do->getCond()->IgnoreParenImpCasts());
    St = Zero && Zero->getValue() == 0 ? Do->getBody() : nullptr;
  }
  if (const auto *CS = dyn_cast_or_null<CompoundStmt>(St)) {
    const Stmt *Last = lastSetting(CS, VD);
    return Last ? queryCall(Last, VD, Which) : nullptr;
  }
  if (!St || !(isa<Expr>(St) || isa<DeclStmt>(St)) || isa<LambdaExpr>(St))
    return nullptr;
  if (const auto *C = dyn_cast<CallExpr>(St)) {
    const FunctionDecl *FD = C->getDirectCallee();
    StringRef N = FD && FD->getIdentifier() ? FD->getName() : "";
    // MaxPotentialBlockSize writes the minimum grid and the block;
    // MaxActiveBlocksPerMultiprocessor (a persistent kernel's grid: that
    // times the SMs) the blocks an SM holds; cudaDeviceGetAttribute one of
    // the device's properties.
    bool Attribute = N == "cudaDeviceGetAttribute" && C->getNumArgs() >= 2;
    unsigned Outs =
        N == "cudaOccupancyMaxPotentialBlockSize" && C->getNumArgs() >= 3 ? 2
        : (N.starts_with("cudaOccupancyMaxActiveBlocksPerMultiprocessor") &&
           C->getNumArgs() >= 4) ||
                Attribute
            ? 1
            : 0;
    if (Outs)
      for (unsigned I = 0; I < Outs; ++I) {
        const auto *U =
            dyn_cast<UnaryOperator>(C->getArg(I)->IgnoreParenImpCasts());
        const auto *D =
            U && U->getOpcode() == UO_AddrOf
                ? dyn_cast<DeclRefExpr>(U->getSubExpr()->IgnoreParenImpCasts())
                : nullptr;
        if (D && D->getDecl() == VD) {
          Which = Attribute ? 3 : Outs == 1 ? 2 : I;
          return C;
        }
      }
  }
  for (const Stmt *Child : St->children())
    if (const CallExpr *C = queryCall(Child, VD, Which))
      return C;
  return nullptr;
}

std::optional<std::string>
Translator::queryValue(const CallExpr *C, unsigned Which, unsigned Depth) {
  if (Which == 3) {
    // The attribute's cudaDeviceProp field, which the session answers.
    const auto *D = dyn_cast<DeclRefExpr>(C->getArg(1)->IgnoreParenImpCasts());
    StringRef Attr =
        D && isa<EnumConstantDecl>(D->getDecl()) ? D->getDecl()->getName() : "";
    StringRef Field =
        StringSwitch<StringRef>(Attr)
            .Case("cudaDevAttrMultiProcessorCount", "multiProcessorCount")
            .Case("cudaDevAttrWarpSize", "warpSize")
            .Case("cudaDevAttrComputeCapabilityMajor", "major")
            .Case("cudaDevAttrComputeCapabilityMinor", "minor")
            .Case("cudaDevAttrMaxThreadsPerBlock", "maxThreadsPerBlock")
            .Case("cudaDevAttrMaxThreadsPerMultiProcessor",
                  "maxThreadsPerMultiProcessor")
            .Case("cudaDevAttrMaxBlocksPerMultiprocessor",
                  "maxBlocksPerMultiProcessor")
            .Case("cudaDevAttrMaxRegistersPerBlock", "regsPerBlock")
            .Case("cudaDevAttrMaxRegistersPerMultiprocessor",
                  "regsPerMultiprocessor")
            .Case("cudaDevAttrMaxSharedMemoryPerBlock", "sharedMemPerBlock")
            .Case("cudaDevAttrMaxSharedMemoryPerBlockOptin",
                  "sharedMemPerBlockOptin")
            .Case("cudaDevAttrMaxSharedMemoryPerMultiprocessor",
                  "sharedMemPerMultiprocessor")
            .Default("");
    if (Field.empty())
      return std::nullopt;
    return ("cudaDeviceProp_" + Field).str();
  }
  // The kernel by name: `kernel`, `(void *)kernel`, `&kernel`.
  bool Active = Which == 2;
  const Expr *K = C->getArg(Active ? 1 : 2)->IgnoreParenCasts();
  if (const auto *U = dyn_cast<UnaryOperator>(K);
      U && U->getOpcode() == UO_AddrOf)
    K = U->getSubExpr()->IgnoreParenCasts();
  const auto *D = dyn_cast<DeclRefExpr>(K);
  const auto *FD = D ? dyn_cast<FunctionDecl>(D->getDecl()) : nullptr;
  if (!FD || !FD->getIdentifier())
    return std::nullopt;
  std::string Kernel = FD->getName().str();
  // Its dynamic shared memory and block limit (0 when not given); for the
  // blocks per SM, the block and its dynamic shared memory.
  const char *Extra[2] = {"smem", "limit"};
  const char *ActiveExtra[2] = {"activeBlock", "activeSmem"};
  for (unsigned I = 0; I < 2; ++I) {
    std::string Name = "cudaOccupancy_" +
                       std::string(Active ? ActiveExtra[I] : Extra[I]) + "_" +
                       Kernel;
    unsigned Arg = (Active ? 2 : 3) + I;
    const Expr *A = C->getNumArgs() > Arg ? C->getArg(Arg) : nullptr;
    std::optional<std::string> V = !A || isa<CXXDefaultArgExpr>(A)
                                       ? std::optional<std::string>("0")
                                       : integer(A, Depth + 1);
    if (!V)
      return std::nullopt;
    Vars[Name] = *V;
  }
  const char *Out[3] = {"minGridSize", "blockSize", "activeBlocks"};
  return "cudaOccupancy_" + std::string(Out[Which]) + "_" + Kernel;
}

const CallExpr *Translator::outParameterCall(const Stmt *St, const VarDecl *VD,
                                             unsigned &I) {
  const auto *E = dyn_cast_or_null<Expr>(St);
  const auto *C =
      E ? dyn_cast<CallExpr>(E->IgnoreImplicit()->IgnoreParens()) : nullptr;
  const FunctionDecl *FD = C ? C->getDirectCallee() : nullptr;
  const FunctionDecl *Def = nullptr;
  if (!FD || isa<CXXMethodDecl>(FD) || !FD->hasBody(Def) || !Def ||
      Def->getNumParams() != C->getNumArgs() ||
      !isa<CompoundStmt>(Def->getBody()))
    return nullptr;
  // VD passed once, to a reference to a non-const integer; nothing else
  // of the call names it.
  unsigned Found = 0;
  for (unsigned J = 0; J < C->getNumArgs(); ++J) {
    if (!names(C->getArg(J), VD))
      continue;
    QualType T = Def->getParamDecl(J)->getType();
    if (!isVariable(C->getArg(J), VD) || !T->isLValueReferenceType() ||
        T.getNonReferenceType().isConstQualified() ||
        !T.getNonReferenceType()->isIntegralOrEnumerationType())
      return nullptr;
    I = J;
    ++Found;
  }
  if (Found != 1)
    return nullptr;
  // The value at the body's end is the one the caller sees: no return
  // before it.
  const auto *Body = cast<CompoundStmt>(Def->getBody());
  bool LastReturns = !Body->body_empty() && isa<ReturnStmt>(Body->body_back());
  return returnCount(Body) <= unsigned(LastReturns) ? C : nullptr;
}

std::optional<std::string> Translator::outParameterValue(
    const CallExpr *C, unsigned I, unsigned Depth,
    function_ref<const std::optional<std::string> &()> Before) {
  const FunctionDecl *Def = nullptr;
  C->getDirectCallee()->hasBody(Def);
  const auto *Body = cast<CompoundStmt>(Def->getBody());
  // The parameter's value where the body ends (before its last return).
  const Stmt *End = !Body->body_empty() && isa<ReturnStmt>(Body->body_back())
                        ? Body->body_back()
                        : Body;
  Translator Inner(Ctx, Def, Calls, End);
  Inner.InlineLocals = true;
  // Parameters the callee changes start from the caller's values (the
  // variable VD's own from \p Before); the others are the arguments.
  // Another reference is not read: its variable's value here is not the
  // one the launch sees.
  for (unsigned J = 0; J < C->getNumArgs(); ++J) {
    const ParmVarDecl *P = Def->getParamDecl(J);
    std::optional<std::string> A =
        J == I ? Before()
        : C->getArg(J)->getType()->isIntegralOrEnumerationType() &&
                !P->getType()->isReferenceType()
            ? integer(C->getArg(J), Depth + 1)
            : std::nullopt;
    if (J == I || (A && modifies(P, Body))) {
      if (A)
        Inner.EntryArguments[P] = *A;
    } else {
      Inner.Arguments[P] = A;
    }
  }
  const ParmVarDecl *Out = Def->getParamDecl(I);
  bool AtEntry = false;
  std::optional<std::string> V =
      Inner.valueStringAt(Out, Out->getName().str(), Depth + 1, AtEntry);
  if (!V && AtEntry)
    V = Inner.entryValue(Out, Out->getName().str(), Depth + 1);
  if (!V || !merge(Inner))
    return std::nullopt;
  return "(" + *V + ")";
}

const Expr *Translator::assignedIn(const Stmt *St, const VarDecl *VD) {
  const BinaryOperator *B = setting(St, VD);
  return B && B->getOpcode() == BO_Assign ? B->getRHS() : nullptr;
}

bool Translator::pathTo(const Stmt *S, const Stmt *Target,
                        SmallVectorImpl<const Stmt *> &Path) {
  if (!S)
    return false;
  Path.push_back(S);
  if (S == Target)
    return true;
  for (const Stmt *C : S->children())
    if (pathTo(C, Target, Path))
      return true;
  Path.pop_back();
  return false;
}

const CallExpr *Translator::callOf(const ParmVarDecl *P, unsigned &I,
                                   const CallExpr *&Through) {
  const auto *FD = dyn_cast<FunctionDecl>(P->getDeclContext());
  auto It = FD ? Calls.Calls.find(FD->getCanonicalDecl()) : Calls.Calls.end();
  const CallExpr *C = Site && FD == Host ? Site : nullptr;
  Through = nullptr;
  if (!C && It == Calls.Calls.end() && FD) {
    // Passed once, called once through the parameter that took it.
    auto Passed = Calls.PassedAt.find(FD->getCanonicalDecl());
    if (Passed != Calls.PassedAt.end() && Passed->second.size() == 1) {
      auto [S, J] = Passed->second.front();
      const FunctionDecl *G = S->getDirectCallee();
      auto Via = G && J < G->getNumParams()
                     ? Calls.ParamCalls.find(G->getParamDecl(J))
                     : Calls.ParamCalls.end();
      if (Via != Calls.ParamCalls.end() && Via->second.size() == 1) {
        C = Via->second.front();
        Through = S;
      }
    }
  }
  // The launch's own function reads each call (NeedsSite); a caller on the
  // way out one that passes what all its calls pass.
  if (!C && It != Calls.Calls.end() && It->second.size() > 1 &&
      (FD != Host || ReadsCaller))
    C = sameArgument(It->second, P->getFunctionScopeIndex());
  if (!C && (It == Calls.Calls.end() || It->second.size() != 1)) {
    // Called from several places: the launch is read once per call.
    NeedsSite |= FD == Host && It != Calls.Calls.end();
    return nullptr;
  }
  if (!C)
    C = It->second.front();
  I = P->getFunctionScopeIndex();
  // f(7) on a lambda or functor: the call's first argument is f.
  if (isa<CXXOperatorCallExpr>(C) && isa<CXXMethodDecl>(FD))
    ++I;
  return I < C->getNumArgs() ? C : nullptr;
}

const CallExpr *Translator::sameArgument(ArrayRef<const CallExpr *> Cs,
                                         unsigned I) {
  const FunctionDecl *F = Calls.Caller.lookup(Cs.front());
  const auto *D =
      I < Cs.front()->getNumArgs()
          ? dyn_cast<DeclRefExpr>(Cs.front()->getArg(I)->IgnoreParenImpCasts())
          : nullptr;
  const auto *V = D ? dyn_cast<VarDecl>(D->getDecl()) : nullptr;
  if (!F || !F->hasBody() || !V || !V->hasLocalStorage() ||
      Calls.modifiesOnce(V, F->getBody()))
    return nullptr;
  for (const CallExpr *C : Cs)
    if (Calls.Caller.lookup(C) != F || I >= C->getNumArgs() ||
        !isVariable(C->getArg(I), V))
      return nullptr;
  return Cs.front();
}

std::optional<std::string> Translator::entryValue(const ParmVarDecl *P,
                                                  const std::string &Name,
                                                  unsigned Depth) {
  if (auto It = EntryArguments.find(P); It != EntryArguments.end())
    return It->second;
  return fromCaller<std::string>(
      P, [&](Translator &Outer, const Expr *X) -> std::optional<std::string> {
        std::optional<std::string> V = Outer.integer(X, Depth + 1);
        // The caller passing a variable of the parameter's own name, or an
        // expression of it (`wrap(C, n)`, `run(x, size / n)` to a `size`):
        // the parameter is written with that variable's value.
        if (V && hostExprReads(*V, Name)) {
          std::optional<StringRef> Same = Outer.Vars.getString(Name);
          if (!Same)
            return std::nullopt;
          V = *V == Name ? Same->str() : replaceHostExprName(*V, Name, *Same);
          Outer.Vars.erase(Name);
        }
        return V;
      });
}

bool Translator::changed(const VarDecl *VD) {
  if (!VD->hasLocalStorage() && !VD->getType().isConstQualified())
    return true; // a global may change anywhere
  if (!Host || !Host->hasBody())
    return true;
  return Calls.modifiesOnce(VD, Host->getBody());
}

void Translator::note(const VarDecl *VD, const std::string &Name,
                      unsigned Depth) {
  if (Vars.get(Name))
    return;
  Vars[Name] = nullptr; // known, no value (yet): stops a cycle
  if (VD->hasGlobalStorage() && !VD->isStaticLocal() &&
      !VD->getType().isConstQualified()) {
    // Device variables are set by copies to the symbol, not read here.
    if (VD->hasAttr<CUDADeviceAttr>() || VD->hasAttr<CUDAConstantAttr>() ||
        VD->hasAttr<CUDASharedAttr>())
      return;
    globalValue(VD, Name, Depth);
    return;
  }
  // A static local the function never changes (`static size_t smem =
  // setup();`): its initializer, which runs once.
  if (VD->isStaticLocal() && Host && Host->hasBody()) {
    if (!Calls.modifiesOnce(VD, Host->getBody()) && VD->getInit())
      if (std::optional<std::string> Init = integer(VD->getInit(), Depth + 1))
        Vars[Name] = *Init;
    return;
  }
  if (changed(VD)) {
    // A counted loop's variable (which its loop changes): one launch per
    // trip of a short loop, the first trip's of a long one (said).
    if (std::optional<CountedLoop> L = countedLoop(VD)) {
      Vars[Name] = L->Values.front();
      if (L->Trips && L->Trips <= MaxLoopTrips) {
        // Indexed by the same name as an array read at it (`bs =
        // sizes[j]`): the two move together.
        Choices[Name] = {L->Values, "{" + join(L->Values, ", ") + "}",
                         VD->getName().str()};
      } else {
        From[Name] =
            L->Trips
                ? formatv("the first of the {0} trips of the "
                          "loop at line {1}",
                          L->Trips, L->Line)
                      .str()
                : formatv("the first trip of the loop at line {0}", L->Line)
                      .str();
      }
      return;
    }
    // Set from itself once per pass of a loop around the launch: one
    // launch per pass.
    if (std::optional<Recurrence> R = recurrence(VD, Name, Depth)) {
      takePasses(Name, std::move(*R));
      return;
    }
    // Assigned again in the function (`n = ceil_div(m, b);` between two
    // launches): the assignment the launch follows, read where it is.
    bool AtEntry = false;
    if (std::optional<std::string> V = valueStringAt(VD, Name, Depth, AtEntry))
      Vars[Name] = *V;
    if (!AtEntry)
      return;
  }
  if (const auto *P = dyn_cast<ParmVarDecl>(VD)) {
    // Passed down by the function's call of itself: one launch per level.
    if (std::optional<Recurrence> R = recursion(P, Name, Depth)) {
      takePasses(Name, std::move(*R));
      return;
    }
    // The caller's own variables come with it, unless one has a name
    // already taken for another value (both `V` of the caller is fine).
    if (std::optional<std::string> V = entryValue(P, Name, Depth))
      Vars[Name] = *V;
    return;
  }
  if (!VD->getInit())
    return;
  if (std::optional<std::string> Init = integer(VD->getInit(), Depth + 1)) {
    Vars[Name] = *Init;
    return;
  }
  std::string Array;
  if (std::optional<std::vector<std::string>> Elems =
          arrayElements(VD->getInit(), Array)) {
    Vars[Name] = Elems->front();
    Choices[Name] = {std::move(*Elems), std::move(Array),
                     fixedIndexText(VD->getInit())};
  } else if ((Elems = rangeElements(VD, Array))) {
    Vars[Name] = Elems->front();
    Choices[Name] = {std::move(*Elems), std::move(Array), ""};
  }
}

std::string Translator::fixedIndexText(const Expr *E) {
  const auto *AS = dyn_cast<ArraySubscriptExpr>(E->IgnoreParenImpCasts());
  if (!AS || !Host || !Host->hasBody())
    return "";
  const Expr *Index = AS->getIdx()->IgnoreParenImpCasts();
  // Every variable it reads unchanged in the function: the two reads see
  // one value.
  // A counted loop's variable moves with the loop's own launches.
  if (!allVariables(Index, [&](const VarDecl *V) {
        return V->hasLocalStorage() &&
               (!modifies(V, Host->getBody()) || countedLoop(V));
      }))
    return "";
  const SourceManager &SM = Ctx.getSourceManager();
  CharSourceRange Range = Lexer::makeFileCharRange(
      CharSourceRange::getTokenRange(Index->getSourceRange()), SM,
      Ctx.getLangOpts());
  return Range.isValid()
             ? Lexer::getSourceText(Range, SM, Ctx.getLangOpts()).str()
             : "";
}

} // namespace lhf::host
