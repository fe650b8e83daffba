//===- Translator.cpp - Host expressions as lhf's launch expressions ------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#include "Translator.h"

#include "lhf/Model/HostExpr.h"

#include "clang/AST/ASTContext.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"

using namespace llvm;

namespace lhf::host {

std::optional<std::string> Translator::integer(const Expr *E, unsigned Depth) {
  if (!E || Depth > MaxDepth)
    return std::nullopt;
  E = E->IgnoreParens();
  if (!E->isValueDependent() && !E->isTypeDependent()) {
    Expr::EvalResult R;
    if (E->EvaluateAsInt(R, Ctx))
      return toString(R.Val.getInt(), 10);
  }
  if (const auto *C = dyn_cast<CastExpr>(E)) {
    // Integral conversions, reads of variables; float <-> int casts are
    // not followed (their value is not an integer expression of ours).
    const Expr *Sub = C->getSubExpr();
    if (C->getType()->isIntegralOrEnumerationType() &&
        Sub->getType()->isIntegralOrEnumerationType())
      return integer(Sub, Depth + 1);
    if (C->getType()->isIntegralOrEnumerationType() &&
        Sub->getType()->isRealFloatingType())
      return roundedQuotient(Sub, Depth + 1);
    return std::nullopt;
  }
  if (const auto *W = dyn_cast<FullExpr>(E))
    return integer(W->getSubExpr(), Depth + 1);
  if (const auto *M = dyn_cast<MaterializeTemporaryExpr>(E))
    return integer(M->getSubExpr(), Depth + 1);
  if (const auto *B = dyn_cast<BinaryOperator>(E)) {
    // An assignment's value, the last of a chain (`N = M = 2048`).
    if (B->getOpcode() == BO_Assign)
      return integer(B->getRHS(), Depth + 1);
    StringRef Op = B->getOpcodeStr();
    static const StringSet<> Known = {"+",  "-",  "*",  "/",  "%",  "<<",
                                      ">>", "&",  "|",  "^",  "<",  ">",
                                      "<=", ">=", "==", "!=", "&&", "||"};
    if (!Known.contains(Op))
      return std::nullopt;
    std::optional<std::string> L = integer(B->getLHS(), Depth + 1);
    std::optional<std::string> R = integer(B->getRHS(), Depth + 1);
    if (!L || !R)
      return std::nullopt;
    return "(" + *L + " " + Op.str() + " " + *R + ")";
  }
  if (const auto *U = dyn_cast<UnaryOperator>(E)) {
    StringRef Op = UnaryOperator::getOpcodeStr(U->getOpcode());
    if (Op != "-" && Op != "+" && Op != "~" && Op != "!")
      return std::nullopt;
    std::optional<std::string> S = integer(U->getSubExpr(), Depth + 1);
    if (!S)
      return std::nullopt;
    return "(" + Op.str() + *S + ")";
  }
  if (const auto *C = dyn_cast<ConditionalOperator>(E)) {
    // `argc > 1 ? atoi(argv[1]) : 1024`: the default where the command
    // line is not read.
    std::optional<std::string> Cond = integer(C->getCond(), Depth + 1);
    std::optional<std::string> T = integer(C->getTrueExpr(), Depth + 1);
    std::optional<std::string> F = integer(C->getFalseExpr(), Depth + 1);
    if (!Cond || !(T = commandLineOr(T, *Cond)) ||
        !(F = commandLineOr(F, *Cond)))
      return std::nullopt;
    return "(" + *Cond + " ? " + *T + " : " + *F + ")";
  }
  if (const auto *D = dyn_cast<DeclRefExpr>(E)) {
    // An integer, or a reference to one (a helper's out-parameter).
    const auto *VD = dyn_cast<VarDecl>(D->getDecl());
    if (!VD ||
        !VD->getType().getNonReferenceType()->isIntegralOrEnumerationType())
      return std::nullopt;
    if (isArgc(VD))
      return std::string(HostArgc);
    // A parameter of a helper being read through (ceil_div's a and b):
    // the caller's argument.
    if (const auto *P = dyn_cast<ParmVarDecl>(VD))
      if (auto Arg = Arguments.find(P); Arg != Arguments.end()) {
        if (!Arg->second)
          return std::nullopt;
        return "(" + *Arg->second + ")";
      }
    std::string Name = VD->getName().str();
    if (Name.empty())
      return std::nullopt;
    // The elements of an expanded parameter pack share its name.
    if (const auto *P = dyn_cast<ParmVarDecl>(VD))
      if (const auto *FD = dyn_cast<FunctionDecl>(P->getDeclContext()))
        if (llvm::count_if(FD->parameters(), [&](const ParmVarDecl *Q) {
              return Q->getName() == P->getName();
            }) > 1)
          Name += "_" + std::to_string(P->getFunctionScopeIndex());
    note(VD, Name, Depth);
    // A helper's own local: its value in place, so that its name cannot
    // meet a caller's variable of the same name (`smem` in both).
    if ((InlineLocals && VD->hasLocalStorage() && !Choices.count(Name)) ||
        InPlace.contains(Name))
      if (std::optional<StringRef> V = Vars.getString(Name)) {
        Inlined.insert(Name);
        return ("(" + *V + ")").str();
      }
    return Name;
  }
  if (const auto *M = dyn_cast<MemberExpr>(E)) {
    // A field of cudaDeviceProp (prop.multiProcessorCount): the session
    // takes it from the chosen GPU's file.
    StringRef Field = M->getMemberDecl()->getName();
    const auto *RD = dyn_cast<RecordDecl>(M->getMemberDecl()->getDeclContext());
    if (RD && RD->getName() == "cudaDeviceProp" &&
        M->getType()->isIntegralOrEnumerationType())
      return ("cudaDeviceProp_" + Field).str();
    // A field of a local struct: params.n.
    const auto *FD = dyn_cast<FieldDecl>(M->getMemberDecl());
    const auto *D = dyn_cast<DeclRefExpr>(M->getBase()->IgnoreParenImpCasts());
    const auto *VD = D ? dyn_cast<VarDecl>(D->getDecl()) : nullptr;
    const RecordDecl *Rec =
        VD ? VD->getType().getNonReferenceType()->getAsRecordDecl() : nullptr;
    if (FD && Rec && Rec->getName() != "dim3" && !M->isArrow() &&
        M->getType()->isIntegralOrEnumerationType()) {
      if (std::optional<std::string> V = fieldValue(VD, FD, Depth + 1))
        return V;
      return fieldOf<std::string>(M->getBase(), FD, Depth + 1,
                                  [&](Translator &T, const Expr *X) {
                                    return T.integer(X, Depth + 1);
                                  });
    }
    // A dimension of a dim3 variable: grid.x.
    int I = Field == "x" ? 0 : Field == "y" ? 1 : Field == "z" ? 2 : -1;
    if (I < 0)
      return std::nullopt;
    if (VD && VD == Filling) // set by an earlier statement, or not read
      return Filled[I];
    if (std::optional<std::array<std::string, 3>> D =
            dim3(M->getBase(), Depth + 1))
      return (*D)[I];
    return std::nullopt;
  }
  if (const auto *C = dyn_cast<CallExpr>(E)) {
    // min/max, std::min/std::max: what grid sizes are often clamped by.
    const FunctionDecl *FD = C->getDirectCallee();
    StringRef N = FD && FD->getIdentifier() ? FD->getName() : "";
    if ((N == "min" || N == "max") && C->getNumArgs() == 2) {
      std::optional<std::string> A = integer(C->getArg(0), Depth + 1);
      std::optional<std::string> B = integer(C->getArg(1), Depth + 1);
      if (A && B)
        return N.str() + "(" + *A + ", " + *B + ")";
    }
    // A test of the command line given argc and argv (cuda-samples'
    // checkCmdLineFlag): false where there are no arguments.
    if (C->getType()->isBooleanType() &&
        any_of(C->arguments(), [&](const Expr *A) { return readsArgc(A); }))
      return "(" + std::string(HostArgc) + " > 1 ? " +
             std::string(HostCommandLineValue) + " : 0)";
    return helper(C, Depth);
  }
  return std::nullopt;
}

bool Translator::isArgc(const VarDecl *VD) {
  const auto *P = dyn_cast<ParmVarDecl>(VD);
  const auto *FD = P ? dyn_cast<FunctionDecl>(P->getDeclContext()) : nullptr;
  return FD && FD->isMain() && P->getFunctionScopeIndex() == 0;
}

bool Translator::readsArgc(const Expr *E) {
  const auto *D = dyn_cast<DeclRefExpr>(E->IgnoreParenCasts());
  const auto *VD = D ? dyn_cast<VarDecl>(D->getDecl()) : nullptr;
  return VD && isArgc(VD);
}

std::optional<std::string>
Translator::commandLineOr(std::optional<std::string> V, StringRef Cond) {
  if (V || !hostExprReads(Cond, HostArgc))
    return V;
  return std::string(HostCommandLineValue);
}

std::optional<std::string> Translator::roundedQuotient(const Expr *E,
                                                       unsigned Depth) {
  // Floating-point conversions between float and double keep the value.
  auto Strip = [](const Expr *X) {
    X = X->IgnoreParens();
    while (const auto *C = dyn_cast<CastExpr>(X)) {
      if (!C->getType()->isRealFloatingType() ||
          !C->getSubExpr()->getType()->isRealFloatingType())
        break;
      X = C->getSubExpr()->IgnoreParens();
    }
    return X;
  };
  // An operand: an integer converted to floating point, or a
  // floating-point literal that holds an integer (32.0f).
  auto Operand = [&](const Expr *X) -> std::optional<std::string> {
    X = Strip(X);
    if (const auto *C = dyn_cast<CastExpr>(X);
        C && C->getSubExpr()->getType()->isIntegralOrEnumerationType())
      return integer(C->getSubExpr(), Depth + 1);
    if (const auto *F = dyn_cast<FloatingLiteral>(X)) {
      APFloat V = F->getValue();
      APSInt I(64, false);
      bool Exact = false;
      if (V.convertToInteger(I, APFloat::rmTowardZero, &Exact) ==
              APFloat::opOK &&
          Exact)
        return toString(I, 10);
    }
    return std::nullopt;
  };
  auto Callee = [](const Expr *X) -> StringRef {
    const auto *C = dyn_cast<CallExpr>(X);
    const FunctionDecl *FD = C ? C->getDirectCallee() : nullptr;
    return C && C->getNumArgs() == 1 && FD && FD->getIdentifier()
               ? FD->getName()
               : "";
  };
  E = Strip(E);
  StringRef Round;
  if (StringRef N = Callee(E);
      is_contained({"ceil", "ceilf", "floor", "floorf"}, N)) {
    Round = N.starts_with("ceil") ? "ceil" : "floor";
    E = Strip(cast<CallExpr>(E)->getArg(0));
  } else if (!N.empty() && N != "sqrt") {
    return std::nullopt;
  }
  // The square root of an integer in double (`(int)sqrt(numBlocks)`, a
  // square grid), truncated or floored: the integer square root.
  if (Callee(E) == "sqrt" && Round != "ceil") {
    std::optional<std::string> X = Operand(cast<CallExpr>(E)->getArg(0));
    return X ? std::optional<std::string>("isqrt(" + *X + ")") : std::nullopt;
  }
  const auto *B = dyn_cast<BinaryOperator>(E);
  if (!B || B->getOpcode() != BO_Div)
    return std::nullopt;
  std::optional<std::string> X = Operand(B->getLHS());
  std::optional<std::string> Y = Operand(B->getRHS());
  if (!X || !Y)
    return std::nullopt;
  // C's integer division truncates; ceil and floor step away from zero on
  // the side of the exact quotient when there is a remainder.
  std::string Q = "(" + *X + " / " + *Y + ")";
  std::string Rem = "((" + *X + " % " + *Y + ") != 0)";
  if (Round == "ceil")
    return "(" + Q + " + (" + Rem + " && ((" + *X + " < 0) == (" + *Y +
           " < 0))))";
  if (Round == "floor")
    return "(" + Q + " - (" + Rem + " && ((" + *X + " < 0) != (" + *Y +
           " < 0))))";
  return Q;
}

std::optional<std::string>
Translator::fieldValue(const VarDecl *VD, const FieldDecl *FD, unsigned Depth) {
  if (Depth > MaxDepth || !VD->hasLocalStorage() || isa<ParmVarDecl>(VD) ||
      !Host || !Host->hasBody())
    return std::nullopt;
  const auto *Body = dyn_cast<CompoundStmt>(Host->getBody());
  if (!Body)
    return std::nullopt;
  const SourceManager &SM = Ctx.getSourceManager();
  const Expr *Value = nullptr;
  Modifies Mod(VD, FD);
  for (const Stmt *St : Body->body()) {
    if (const Expr *R = fieldAssignment(St, VD, FD->getName())) {
      // The last one before the launch is the value it reads; those after
      // it do not change it.
      if (!At ||
          SM.isBeforeInTranslationUnit(St->getEndLoc(), At->getBeginLoc()))
        Value = R;
      Mod.TraverseStmt(const_cast<Expr *>(R));
      continue;
    }
    Mod.TraverseStmt(const_cast<Stmt *>(St));
  }
  if (Mod.Found)
    return std::nullopt;
  if (!Value)
    Value = initializerElement(VD, FD->getFieldIndex());
  std::optional<std::string> V =
      Value ? integer(Value, Depth + 1) : std::nullopt;
  if (!V || InlineLocals)
    return V ? "(" + *V + ")" : V;
  // By its name, as a variable: a binding of it (`--arg p.n=4096`) then
  // reaches the launch as well as the kernel's field.
  std::string Name = (VD->getName() + "." + FD->getName()).str();
  if (!Vars.get(Name))
    Vars[Name] = *V;
  return Name;
}

std::optional<std::array<std::string, 3>> Translator::dim3(const Expr *E,
                                                           unsigned Depth) {
  if (!E || Depth > MaxDepth)
    return std::nullopt;
  E = E->IgnoreParens();
  if (E->getType()->isIntegralOrEnumerationType()) {
    std::optional<std::string> X = integer(E, Depth + 1);
    if (!X)
      return std::nullopt;
    return std::array<std::string, 3>{*X, "1", "1"};
  }
  if (const auto *W = dyn_cast<FullExpr>(E))
    return dim3(W->getSubExpr(), Depth + 1);
  if (const auto *M = dyn_cast<MaterializeTemporaryExpr>(E))
    return dim3(M->getSubExpr(), Depth + 1);
  if (const auto *B = dyn_cast<CXXBindTemporaryExpr>(E))
    return dim3(B->getSubExpr(), Depth + 1);
  if (const auto *C = dyn_cast<CastExpr>(E))
    return dim3(C->getSubExpr(), Depth + 1);
  if (const auto *IL = dyn_cast<InitListExpr>(E))
    return components(IL->inits(), Depth);
  if (const auto *C = dyn_cast<CXXConstructExpr>(E)) {
    // dim3(x, y, z) with default arguments, or a copy of another dim3.
    if (C->getNumArgs() == 1 &&
        !C->getArg(0)->getType()->isIntegralOrEnumerationType())
      return dim3(C->getArg(0), Depth + 1);
    return components(ArrayRef(C->getArgs(), C->getNumArgs()), Depth);
  }
  if (const auto *M = dyn_cast<MemberExpr>(E)) {
    // A struct's dim3 field (ggml's launch_params.block_dims).
    const auto *FD = dyn_cast<FieldDecl>(M->getMemberDecl());
    if (!FD || M->isArrow())
      return std::nullopt;
    return fieldOf<std::array<std::string, 3>>(
        M->getBase(), FD, Depth + 1,
        [&](Translator &T, const Expr *X) { return T.dim3(X, Depth + 1); });
  }
  if (const auto *D = dyn_cast<DeclRefExpr>(E)) {
    const auto *VD = dyn_cast<VarDecl>(D->getDecl());
    // A launch wrapper's dim3 parameter that it does not change: the
    // caller's argument, read in the caller.
    if (const auto *P = dyn_cast_or_null<ParmVarDecl>(VD))
      return changed(P) ? std::nullopt
                        : fromCaller<std::array<std::string, 3>>(
                              P, [&](Translator &T, const Expr *X) {
                                return T.dim3(X, Depth + 1);
                              });
    if (!VD || !VD->getInit())
      return std::nullopt;
    if (!changed(VD))
      return dim3(VD->getInit(), Depth + 1);
    return assignedDim3(VD, Depth);
  }
  return std::nullopt;
}

/// The expression a constructor's initializer of \p FD takes from its
/// parameters (`block_dims(block_dims_)`): that parameter's index.
static std::optional<unsigned>
fieldFromParameter(const CXXConstructorDecl *Ctor, const FieldDecl *FD) {
  const FunctionDecl *Def = nullptr;
  if (!Ctor->isDefined(Def))
    return std::nullopt;
  for (const CXXCtorInitializer *Init :
       cast<CXXConstructorDecl>(Def)->inits()) {
    if (Init->getMember() != FD)
      continue;
    const Expr *E = Init->getInit()->IgnoreParenCasts();
    // A copy of the parameter (a dim3 member copy-constructed).
    while (const auto *CE = dyn_cast<CXXConstructExpr>(E)) {
      if (CE->getNumArgs() != 1 ||
          !CE->getConstructor()->isCopyOrMoveConstructor())
        break;
      E = CE->getArg(0)->IgnoreParenCasts();
    }
    const auto *D = dyn_cast<DeclRefExpr>(E);
    const auto *P = D ? dyn_cast<ParmVarDecl>(D->getDecl()) : nullptr;
    if (!P || P->getDeclContext() != Def)
      return std::nullopt;
    return P->getFunctionScopeIndex();
  }
  return std::nullopt;
}

template <typename T>
std::optional<T> Translator::fieldOf(
    const Expr *Obj, const FieldDecl *FD, unsigned Depth,
    function_ref<std::optional<T>(Translator &, const Expr *)> Read) {
  if (!Obj || Depth > MaxDepth)
    return std::nullopt;
  Obj = Obj->IgnoreParenImpCasts();
  if (const auto *W = dyn_cast<FullExpr>(Obj))
    return fieldOf(W->getSubExpr(), FD, Depth + 1, Read);
  if (const auto *M = dyn_cast<MaterializeTemporaryExpr>(Obj))
    return fieldOf(M->getSubExpr(), FD, Depth + 1, Read);
  if (const auto *B = dyn_cast<CXXBindTemporaryExpr>(Obj))
    return fieldOf(B->getSubExpr(), FD, Depth + 1, Read);
  if (const auto *C = dyn_cast<CXXFunctionalCastExpr>(Obj))
    return fieldOf(C->getSubExpr(), FD, Depth + 1, Read);
  if (const auto *D = dyn_cast<DeclRefExpr>(Obj)) {
    const auto *VD = dyn_cast<VarDecl>(D->getDecl());
    if (!VD || changed(VD))
      return std::nullopt;
    if (const auto *P = dyn_cast<ParmVarDecl>(VD)) // a wrapper's parameter
      return fromCaller<T>(P, [&](Translator &Outer, const Expr *X) {
        return Outer.fieldOf(X, FD, Depth + 1, Read);
      });
    return VD->hasLocalStorage() ? fieldOf(VD->getInit(), FD, Depth + 1, Read)
                                 : std::nullopt;
  }
  if (const auto *CE = dyn_cast<CXXConstructExpr>(Obj)) {
    const CXXConstructorDecl *Ctor = CE->getConstructor();
    if (Ctor->isCopyOrMoveConstructor() && CE->getNumArgs() >= 1)
      return fieldOf(CE->getArg(0), FD, Depth + 1, Read);
    std::optional<unsigned> I = fieldFromParameter(Ctor, FD);
    if (!I || *I >= CE->getNumArgs())
      return std::nullopt;
    return Read(*this, CE->getArg(*I));
  }
  if (const auto *IL = dyn_cast<InitListExpr>(Obj)) {
    unsigned I = FD->getFieldIndex();
    if (I >= IL->getNumInits())
      return std::nullopt;
    return Read(*this, IL->getInit(I));
  }
  return std::nullopt;
}

std::optional<std::string> Translator::helper(const CallExpr *C,
                                              unsigned Depth) {
  const FunctionDecl *FD = C->getDirectCallee();
  const FunctionDecl *Def = nullptr;
  if (!FD || isa<CXXMethodDecl>(FD) || !FD->hasBody(Def) || !Def ||
      Def->getNumParams() != C->getNumArgs() || Depth > MaxDepth)
    return std::nullopt;
  // One return, the body's last statement: what comes before it (checks,
  // cudaFuncSetAttribute) does not change what it returns unless it
  // assigns a variable the return reads, which the values below see; and
  // guards before it (`if (n < 1) return 0;`), each a `?:` around it.
  const auto *Body = dyn_cast_or_null<CompoundStmt>(Def->getBody());
  const auto *Ret = Body && !Body->body_empty()
                        ? dyn_cast<ReturnStmt>(Body->body_back())
                        : nullptr;
  const Expr *RV = Ret ? Ret->getRetValue() : nullptr;
  if (!RV || !RV->getType()->isIntegralOrEnumerationType())
    return std::nullopt;
  // Other returns only as guards of the body, `if (n < 1) return 0;`.
  SmallVector<std::pair<const IfStmt *, const Expr *>, 2> Guards;
  for (const Stmt *St : Body->body()) {
    const auto *If = dyn_cast<IfStmt>(St);
    const Stmt *Then =
        If && !If->getElse() && !If->getInit() && !If->getConditionVariable()
            ? onlyStatement(If->getThen())
            : nullptr;
    if (const auto *GR = dyn_cast_or_null<ReturnStmt>(Then);
        GR && GR->getRetValue())
      Guards.push_back({If, GR->getRetValue()});
  }
  if (returnCount(Body) != 1 + Guards.size())
    return std::nullopt;
  Translator Inner(Ctx, Def, Calls, Ret);
  Inner.InlineLocals = true;
  // A parameter the helper changes is not its argument any more, but its
  // value on entry.
  for (unsigned I = 0; I < C->getNumArgs(); ++I) {
    const ParmVarDecl *P = Def->getParamDecl(I);
    std::optional<std::string> A =
        C->getArg(I)->getType()->isIntegralOrEnumerationType()
            ? integer(C->getArg(I), Depth + 1)
            : std::nullopt;
    if (A && modifies(P, Body))
      Inner.EntryArguments[P] = *A;
    else
      Inner.Arguments[P] = A;
  }
  std::optional<std::string> V = Inner.integer(RV, Depth + 1);
  if (!V || !merge(Inner))
    return std::nullopt;
  // Each guard read where it is (a local's value there is not the one at
  // the return).
  for (auto [If, Returned] : llvm::reverse(Guards)) {
    Translator At(Ctx, Def, Calls, If);
    At.InlineLocals = true;
    At.Arguments = Inner.Arguments;
    At.EntryArguments = Inner.EntryArguments;
    std::optional<std::string> Cond = At.integer(If->getCond(), Depth + 1);
    std::optional<std::string> G =
        Cond ? At.integer(Returned, Depth + 1) : Cond;
    if (!G || !merge(At))
      return std::nullopt;
    V = "(" + *Cond + " ? " + *G + " : " + *V + ")";
  }
  return V;
}

template <typename T>
std::optional<T> Translator::fromCaller(
    const ParmVarDecl *P,
    function_ref<std::optional<T>(Translator &, const Expr *)> Read) {
  unsigned I;
  const CallExpr *Through = nullptr;
  const CallExpr *C = callOf(P, I, Through);
  if (!C)
    return std::nullopt;
  // Through a function pointer: the caller's parameters are the arguments
  // of the call that passed the function.
  Translator Outer(Ctx, Calls.Caller.lookup(C), Calls, C, Through);
  Outer.ReadsCaller = true;
  std::optional<T> V = Read(Outer, C->getArg(I));
  if (!V || !mergeCaller(Outer, C))
    return std::nullopt;
  return V;
}
template std::optional<std::string> Translator::fromCaller(
    const ParmVarDecl *,
    function_ref<std::optional<std::string>(Translator &, const Expr *)>);

bool Translator::mergeCaller(Translator &Outer, const CallExpr *C) {
  // The tests on the call's way in the caller (`case 32:` around it) hold
  // wherever the launch it leads to is made, with the values they give.
  Translator Tested = Outer;
  std::string When = Tested.conditionsOf(C);
  if (!When.empty() && !is_contained(Tested.CallConditions, When))
    Tested.CallConditions.push_back(When);
  return merge(Tested) || merge(Outer);
}

bool Translator::merge(Translator &Other) {
  // A name both read for different values would make the text ambiguous.
  for (auto &KV : Other.Vars)
    if (const json::Value *Have = Vars.get(KV.first);
        Have && *Have != KV.second && !Other.Inlined.contains(KV.first))
      return false;
  for (auto &KV : Other.Vars)
    if (!Other.Inlined.contains(KV.first))
      Vars[KV.first] = std::move(KV.second);
  Choices.insert(Other.Choices.begin(), Other.Choices.end());
  From.insert(Other.From.begin(), Other.From.end());
  for (std::string &W : Other.CallConditions)
    if (!is_contained(CallConditions, W))
      CallConditions.push_back(std::move(W));
  return true;
}

std::optional<std::array<std::string, 3>>
Translator::components(ArrayRef<const Expr *> Exprs, unsigned Depth) {
  std::array<std::string, 3> Out = {"1", "1", "1"};
  for (unsigned I = 0; I < Exprs.size() && I < 3; ++I) {
    std::optional<std::string> V = integer(Exprs[I], Depth + 1);
    if (!V)
      return std::nullopt;
    Out[I] = *V;
  }
  return Out;
}

} // namespace lhf::host
