//===- HostLaunches.cpp - Kernel launches read from the host code ---------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A clang plugin (LHFHost.so) that records every `kernel<<<grid, block,
/// smem>>>(args)` of the translation unit, so that the device passes know
/// how each kernel is launched without -lhf-block/-lhf-grid. Clang's device
/// compilation parses the host functions too; this action runs before code
/// generation, so the launches are known when the passes run.
///
/// Each dimension is written as an expression over host variables in the
/// small grammar of lhf/Model/HostExpr.h, e.g. "(n + 255) / 256"; the passes
/// evaluate it with the user's -lhf-arg bindings, or with the variable's
/// initializer when the function never changes the variable.
///
/// LHF.so loads this plugin itself when it finds itself inside clang, and
/// reads the launches through lhf_host_launches_json(); the driver passes
/// -fplugin-arg-lhf-out=FILE to get them as a file.
///
//===----------------------------------------------------------------------===//

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DynamicRecursiveASTVisitor.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/Mangle.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendPluginRegistry.h"
#include "clang/Lex/Lexer.h"

#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>

using namespace clang;
using namespace llvm;

namespace {

/// The launches of the last translation unit, as JSON text.
std::string LastDoc = "{\"launches\": []}";

/// Translations deeper than this are not followed (a chain of
/// initializers, or a pathological expression).
constexpr unsigned MaxDepth = 32;

/// Whether parameter \p P of the template instance \p FD is a forwarding
/// reference (`template <class... A> f(A &&...a)`): a benchmark or launch
/// helper takes its arguments so to pass them on, and is not counted as
/// changing them (llm.c's benchmark_kernel(repeats, kernel, B, T, C)).
bool forwardingReference(const FunctionDecl *FD, unsigned P) {
  const FunctionDecl *Pattern = FD->getTemplateInstantiationPattern();
  if (!Pattern)
    return false;
  // Pattern parameters map onto the instance's in order, a pack taking
  // what the others leave.
  unsigned Fixed = 0;
  for (const ParmVarDecl *Q : Pattern->parameters())
    Fixed += !Q->isParameterPack();
  unsigned At = 0;
  for (const ParmVarDecl *Q : Pattern->parameters()) {
    unsigned Width =
        Q->isParameterPack()
            ? FD->getNumParams() - std::min(Fixed, FD->getNumParams())
            : 1;
    if (P < At + Width) {
      QualType T = Q->getType();
      if (const auto *PE = T->getAs<PackExpansionType>())
        T = PE->getPattern();
      const auto *R = T->getAs<RValueReferenceType>();
      return R && !R->getPointeeType().hasQualifiers() &&
             R->getPointeeType()->getAs<TemplateTypeParmType>();
    }
    At += Width;
  }
  return false;
}

/// Whether \p Body changes \p VD after its declaration: assigned,
/// incremented, its address taken, or bound to a non-const reference.
class Modifies : public DynamicRecursiveASTVisitor {
public:
  explicit Modifies(const VarDecl *VD) : VD(VD) {}
  bool Found = false;

  bool VisitBinaryOperator(BinaryOperator *B) override {
    if (B->isAssignmentOp() && refersTo(B->getLHS()))
      Found = true;
    return !Found;
  }
  bool VisitUnaryOperator(UnaryOperator *U) override {
    if ((U->isIncrementDecrementOp() || U->getOpcode() == UO_AddrOf) &&
        refersTo(U->getSubExpr()))
      Found = true;
    return !Found;
  }
  bool VisitCallExpr(CallExpr *C) override {
    const FunctionDecl *FD = C->getDirectCallee();
    // A kernel's arguments are copied, whatever the callee expression; so
    // do the runtime's launch functions (the C++ cudaLaunchKernelEx takes
    // them by forwarding reference).
    if (isa<CUDAKernelCallExpr>(C))
      return true;
    if (FD && FD->getIdentifier() &&
        (FD->getName() == "cudaLaunchKernelEx" ||
         FD->getName() == "cudaLaunchKernel" ||
         FD->getName() == "cudaLaunchCooperativeKernel"))
      return true;
    for (unsigned I = 0; I < C->getNumArgs(); ++I) {
      if (!refersTo(C->getArg(I)))
        continue;
      // Without a declaration (a dependent call) assume the worst.
      unsigned P = I;
      if (isa<CXXOperatorCallExpr>(C) && FD && isa<CXXMethodDecl>(FD)) {
        if (I == 0)
          continue; // the object of a member operator, e.g. grid.x read
        P = I - 1;
      }
      if (!FD || P >= FD->getNumParams()) {
        Found |= !FD;
        continue;
      }
      QualType T = FD->getParamDecl(P)->getType();
      if (T->isReferenceType() && !T->getPointeeType().isConstQualified() &&
          !forwardingReference(FD, P))
        Found = true;
    }
    return !Found;
  }
  /// `void *args[] = {&a, &n};`, the kernel arguments of cudaLaunchKernel:
  /// the runtime copies them, so taking their address there changes nothing.
  bool TraverseInitListExpr(InitListExpr *IL) override {
    const auto *AT = IL->getType()->getAsArrayTypeUnsafe();
    const auto *PT =
        AT ? AT->getElementType()->getAs<clang::PointerType>() : nullptr;
    if (!PT || !PT->getPointeeType()->isVoidType())
      return DynamicRecursiveASTVisitor::TraverseInitListExpr(IL);
    for (Expr *E : IL->inits()) {
      const auto *U = dyn_cast<UnaryOperator>(E->IgnoreParenImpCasts());
      if (U && U->getOpcode() == UO_AddrOf && refersTo(U->getSubExpr()))
        continue;
      if (!TraverseStmt(E))
        return false;
    }
    return !Found;
  }
  bool VisitCXXMemberCallExpr(CXXMemberCallExpr *C) override {
    // A non-const member function called on the variable.
    if (const CXXMethodDecl *M = C->getMethodDecl())
      if (!M->isConst() && refersTo(C->getImplicitObjectArgument()))
        Found = true;
    return !Found;
  }

private:
  const VarDecl *VD;
  /// \p E names VD, or a member of it (grid.x = 4).
  bool refersTo(const Expr *E) const {
    E = E->IgnoreParenImpCasts();
    while (const auto *M = dyn_cast<MemberExpr>(E))
      E = M->getBase()->IgnoreParenImpCasts();
    const auto *D = dyn_cast<DeclRefExpr>(E);
    return D && D->getDecl() == VD;
  }
};

/// Whether \p D is in a system header (CUDA's, the C++ library, CUB,
/// Thrust): its launches are not the user's, and walking its templates
/// would cost every compile of a file that includes them.
bool inSystemHeader(const Decl *D) {
  const SourceManager &SM = D->getASTContext().getSourceManager();
  SourceLocation L = D->getLocation();
  return L.isValid() && SM.isInSystemHeader(SM.getExpansionLoc(L));
}

/// The calls of each function of the translation unit, by declaration.
using CallSites = DenseMap<const FunctionDecl *, SmallVector<const CallExpr *, 2>>;

/// Walks the user's code (not system headers, template instances
/// included) knowing the function it is in.
class UserCodeVisitor : public DynamicRecursiveASTVisitor {
public:
  UserCodeVisitor() { ShouldVisitTemplateInstantiations = true; }

  bool TraverseDecl(Decl *D) override {
    return !D || inSystemHeader(D) ||
           DynamicRecursiveASTVisitor::TraverseDecl(D);
  }
  bool TraverseFunctionDecl(FunctionDecl *FD) override {
    return inFunction(FD, [&] {
      return DynamicRecursiveASTVisitor::TraverseFunctionDecl(FD);
    });
  }
  bool TraverseCXXMethodDecl(CXXMethodDecl *FD) override {
    return inFunction(FD, [&] {
      return DynamicRecursiveASTVisitor::TraverseCXXMethodDecl(FD);
    });
  }

protected:
  const FunctionDecl *Current = nullptr;

private:
  template <typename Fn> bool inFunction(const FunctionDecl *FD, Fn Walk) {
    const FunctionDecl *Saved = Current;
    Current = FD;
    bool R = Walk();
    Current = Saved;
    return R;
  }
};

/// Collects the calls, with the function each is in, and the changes of
/// global variables.
class CallCollector : public UserCodeVisitor {
public:
  CallSites Calls;
  DenseMap<const CallExpr *, const FunctionDecl *> Caller;
  /// Each change of a global variable: a plain assignment with its
  /// function, or {nullptr, nullptr} for any other (`+=`, `++`, `&g`).
  DenseMap<
      const VarDecl *,
      SmallVector<std::pair<const BinaryOperator *, const FunctionDecl *>, 1>>
      GlobalSets;

  bool VisitBinaryOperator(BinaryOperator *B) override {
    if (const VarDecl *G = B->isAssignmentOp() ? global(B->getLHS()) : nullptr)
      GlobalSets[G].push_back(B->getOpcode() == BO_Assign
                                  ? std::make_pair(B, Current)
                                  : std::make_pair(nullptr, nullptr));
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator *U) override {
    if (U->isIncrementDecrementOp() || U->getOpcode() == UO_AddrOf)
      if (const VarDecl *G = global(U->getSubExpr()))
        GlobalSets[G].push_back({nullptr, nullptr});
    return true;
  }

  bool VisitCallExpr(CallExpr *C) override {
    const FunctionDecl *FD = C->getDirectCallee();
    if (FD && !isa<CUDAKernelCallExpr>(C)) {
      Calls[FD->getCanonicalDecl()].push_back(C);
      Caller[C] = Current;
    }
    // A global bound to a non-const reference (cudaMemcpyToSymbol's
    // symbol, a parser's `int &n`) may change there.
    for (unsigned I = 0; I < C->getNumArgs(); ++I)
      if (const VarDecl *G = global(C->getArg(I))) {
        const ParmVarDecl *P =
            FD && I < FD->getNumParams() ? FD->getParamDecl(I) : nullptr;
        QualType T = P ? P->getType() : QualType();
        if (!P ||
            (T->isReferenceType() && !T->getPointeeType().isConstQualified()))
          GlobalSets[G].push_back({nullptr, nullptr});
      }
    return true;
  }

private:
  static const VarDecl *global(const Expr *E) {
    const auto *D = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
    const auto *VD = D ? dyn_cast<VarDecl>(D->getDecl()) : nullptr;
    return VD && VD->hasGlobalStorage() && !VD->isStaticLocal() ? VD : nullptr;
  }
};

/// Turns the config and arguments of one launch into lhf's expressions.
class Translator {
public:
  /// \p Site: the call of \p Host (a launch wrapper) whose arguments its
  /// parameters take, when the launch is of that call.
  /// \p At: the launch (or the call) whose values are read, for variables
  /// the function assigns more than once.
  Translator(ASTContext &Ctx, const FunctionDecl *Host,
             const CallCollector &Calls, const Stmt *At,
             const CallExpr *Site = nullptr)
      : Ctx(Ctx), Host(Host), Calls(Calls), Site(Site), At(At) {}

  /// Host variables named by the expressions, with their initializers'
  /// expressions where they stay unchanged.
  json::Object Vars;

  std::optional<std::string> integer(const Expr *E, unsigned Depth = 0) {
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
      return std::nullopt;
    }
    if (const auto *W = dyn_cast<FullExpr>(E))
      return integer(W->getSubExpr(), Depth + 1);
    if (const auto *M = dyn_cast<MaterializeTemporaryExpr>(E))
      return integer(M->getSubExpr(), Depth + 1);
    if (const auto *B = dyn_cast<BinaryOperator>(E)) {
      StringRef Op = B->getOpcodeStr();
      static const StringSet<> Known = {"+", "-", "*", "/", "%", "<<", ">>",
                                        "&", "|", "^", "<", ">", "<=", ">=",
                                        "==", "!=", "&&", "||"};
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
      std::optional<std::string> Cond = integer(C->getCond(), Depth + 1);
      std::optional<std::string> T = integer(C->getTrueExpr(), Depth + 1);
      std::optional<std::string> F = integer(C->getFalseExpr(), Depth + 1);
      if (!Cond || !T || !F)
        return std::nullopt;
      return "(" + *Cond + " ? " + *T + " : " + *F + ")";
    }
    if (const auto *D = dyn_cast<DeclRefExpr>(E)) {
      const auto *VD = dyn_cast<VarDecl>(D->getDecl());
      if (!VD || !VD->getType()->isIntegralOrEnumerationType())
        return std::nullopt;
      // A parameter of a helper being read through (ceil_div's a and b):
      // the caller's argument.
      if (const auto *P = dyn_cast<ParmVarDecl>(VD))
        for (auto It = Inlined.rbegin(); It != Inlined.rend(); ++It)
          if (auto Arg = It->find(P); Arg != It->end()) {
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
      return Name;
    }
    if (const auto *M = dyn_cast<MemberExpr>(E)) {
      // A field of cudaDeviceProp (prop.multiProcessorCount): the session
      // takes it from the chosen GPU's file.
      StringRef Field = M->getMemberDecl()->getName();
      const auto *RD =
          dyn_cast<RecordDecl>(M->getMemberDecl()->getDeclContext());
      if (RD && RD->getName() == "cudaDeviceProp" &&
          M->getType()->isIntegralOrEnumerationType())
        return ("cudaDeviceProp_" + Field).str();
      // A dimension of a dim3 variable: grid.x.
      int I = Field == "x" ? 0 : Field == "y" ? 1 : Field == "z" ? 2 : -1;
      if (I < 0)
        return std::nullopt;
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
      return helper(C, Depth);
    }
    return std::nullopt;
  }

  /// A dim3 (or an integer converted to one) as three expressions.
  std::optional<std::array<std::string, 3>> dim3(const Expr *E,
                                                 unsigned Depth = 0) {
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
    if (const auto *D = dyn_cast<DeclRefExpr>(E)) {
      const auto *VD = dyn_cast<VarDecl>(D->getDecl());
      if (!VD || !VD->getInit())
        return std::nullopt;
      if (!changed(VD))
        return dim3(VD->getInit(), Depth + 1);
      return assignedDim3(VD, Depth);
    }
    return std::nullopt;
  }

  /// Variables whose value is one element of a constant array the host
  /// code loops over (`int block_size = block_sizes[j];`): each element
  /// as an expression, with the array's name. One launch per element.
  std::map<std::string, std::pair<std::vector<std::string>, std::string>>
      Choices;
  /// How a variable got its value, where "host code" alone does not say.
  std::map<std::string, std::string> From;

private:
  ASTContext &Ctx;
  const FunctionDecl *Host;
  const CallCollector &Calls;
  const CallExpr *Site;
  const Stmt *At;
  /// The parameters of the helpers being read through, innermost last:
  /// each one's argument as an expression (nullopt: not one lhf reads).
  SmallVector<DenseMap<const ParmVarDecl *, std::optional<std::string>>, 2>
      Inlined;

  /// A call of a function whose body is `return <integer expression>;`
  /// (ceil_div(n, block_size), a constexpr helper): that expression, its
  /// parameters the call's arguments.
  std::optional<std::string> helper(const CallExpr *C, unsigned Depth) {
    const FunctionDecl *FD = C->getDirectCallee();
    const FunctionDecl *Def = nullptr;
    if (!FD || isa<CXXMethodDecl>(FD) || !FD->hasBody(Def) || !Def ||
        Def->getNumParams() != C->getNumArgs() || Inlined.size() >= 8)
      return std::nullopt;
    const auto *Body = dyn_cast_or_null<CompoundStmt>(Def->getBody());
    const auto *Ret = Body && Body->size() == 1
                          ? dyn_cast<ReturnStmt>(Body->body_front())
                          : nullptr;
    const Expr *RV = Ret ? Ret->getRetValue() : nullptr;
    if (!RV || !RV->getType()->isIntegralOrEnumerationType())
      return std::nullopt;
    DenseMap<const ParmVarDecl *, std::optional<std::string>> Params;
    for (unsigned I = 0; I < C->getNumArgs(); ++I)
      Params[Def->getParamDecl(I)] =
          C->getArg(I)->getType()->isIntegralOrEnumerationType()
              ? integer(C->getArg(I), Depth + 1)
              : std::nullopt;
    Inlined.push_back(std::move(Params));
    std::optional<std::string> V = integer(RV, Depth + 1);
    Inlined.pop_back();
    return V;
  }

  /// `a[i]` where `a` is a local array of integer constants that the
  /// function only reads (`int block_sizes[] = {32, 64, 128};`): its
  /// elements, or nothing.
  std::optional<std::vector<std::string>> arrayElements(const Expr *E,
                                                        std::string &Array) {
    const auto *AS = dyn_cast<ArraySubscriptExpr>(E->IgnoreParenImpCasts());
    const auto *D =
        AS ? dyn_cast<DeclRefExpr>(AS->getBase()->IgnoreParenImpCasts())
           : nullptr;
    const auto *VD = D ? dyn_cast<VarDecl>(D->getDecl()) : nullptr;
    if (!VD || !VD->hasLocalStorage() || !VD->getType()->isArrayType() ||
        !Host || !Host->hasBody())
      return std::nullopt;
    const auto *IL = dyn_cast_or_null<InitListExpr>(
        VD->getInit() ? VD->getInit()->IgnoreImplicit() : nullptr);
    if (!IL || !IL->getNumInits() || IL->getNumInits() > 64)
      return std::nullopt;
    std::vector<std::string> Out;
    for (const Expr *X : IL->inits()) {
      Expr::EvalResult R;
      if (X->isValueDependent() || !X->EvaluateAsInt(R, Ctx))
        return std::nullopt;
      Out.push_back(toString(R.Val.getInt(), 10));
    }
    // Every use an element read, or a sizeof: nothing writes an element
    // or lets a pointer to it escape.
    class Uses : public DynamicRecursiveASTVisitor {
    public:
      explicit Uses(const VarDecl *VD) : VD(VD) {}
      unsigned Refs = 0, Reads = 0;
      bool
      TraverseUnaryExprOrTypeTraitExpr(UnaryExprOrTypeTraitExpr *) override {
        return true; // sizeof(a): not a use
      }
      bool VisitImplicitCastExpr(ImplicitCastExpr *C) override {
        const auto *A = dyn_cast<ArraySubscriptExpr>(C->getSubExpr());
        const auto *D =
            A ? dyn_cast<DeclRefExpr>(A->getBase()->IgnoreParenImpCasts())
              : nullptr;
        Reads +=
            C->getCastKind() == CK_LValueToRValue && D && D->getDecl() == VD;
        return true;
      }
      bool VisitDeclRefExpr(DeclRefExpr *D) override {
        Refs += D->getDecl() == VD;
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

  /// {x, y, z} or dim3(x, y, z): the first three, the rest 1.
  std::optional<std::array<std::string, 3>>
  components(ArrayRef<const Expr *> Exprs, unsigned Depth) {
    std::array<std::string, 3> Out = {"1", "1", "1"};
    for (unsigned I = 0; I < Exprs.size() && I < 3; ++I) {
      std::optional<std::string> V = integer(Exprs[I], Depth + 1);
      if (!V)
        return std::nullopt;
      Out[I] = *V;
    }
    return Out;
  }

  /// A local dim3 whose only changes are `v.x = e;` statements of the
  /// function's own body (not in a branch or loop), each member at most
  /// once: its initializer with those members replaced. `block.x = 128;`
  /// is how many projects fill a dim3.
  std::optional<std::array<std::string, 3>> assignedDim3(const VarDecl *VD,
                                                         unsigned Depth) {
    if (!VD->hasLocalStorage() || !Host || !Host->hasBody())
      return std::nullopt;
    const auto *Body = dyn_cast<CompoundStmt>(Host->getBody());
    if (!Body)
      return std::nullopt;
    std::array<const Expr *, 3> Set = {nullptr, nullptr, nullptr};
    unsigned Assignments = 0;
    for (const Stmt *St : Body->body()) {
      const auto *B = dyn_cast<BinaryOperator>(St);
      if (!B || B->getOpcode() != BO_Assign)
        continue;
      const auto *M = dyn_cast<MemberExpr>(B->getLHS()->IgnoreParenImpCasts());
      const auto *D =
          M ? dyn_cast<DeclRefExpr>(M->getBase()->IgnoreParenImpCasts())
            : nullptr;
      if (!D || D->getDecl() != VD)
        continue;
      StringRef F = M->getMemberDecl()->getName();
      int I = F == "x" ? 0 : F == "y" ? 1 : F == "z" ? 2 : -1;
      if (I < 0 || Set[I])
        return std::nullopt;
      Set[I] = B->getRHS();
      ++Assignments;
    }
    // Every change of the variable must be one of those statements.
    unsigned Changes = 0;
    class Count : public DynamicRecursiveASTVisitor {
    public:
      Count(const VarDecl *VD, unsigned &N) : VD(VD), N(N) {}
      bool VisitDeclRefExpr(DeclRefExpr *D) override {
        N += D->getDecl() == VD;
        return true;
      }
      const VarDecl *VD;
      unsigned &N;
    };
    Modifies M(VD);
    for (const Stmt *St : Body->body()) {
      const auto *B = dyn_cast<BinaryOperator>(St);
      if (B && B->getOpcode() == BO_Assign &&
          isa<MemberExpr>(B->getLHS()->IgnoreParenImpCasts())) {
        Count C(VD, Changes);
        C.TraverseStmt(const_cast<Expr *>(B->getLHS()));
        // The value assigned must not read the variable itself.
        Count R(VD, Changes);
        R.TraverseStmt(const_cast<Expr *>(B->getRHS()));
        continue;
      }
      M.TraverseStmt(const_cast<Stmt *>(St));
    }
    if (M.Found || Changes != Assignments || !Assignments)
      return std::nullopt;
    std::optional<std::array<std::string, 3>> Init =
        dim3(VD->getInit(), Depth + 1);
    if (!Init)
      return std::nullopt;
    for (unsigned I = 0; I < 3; ++I)
      if (Set[I]) {
        std::optional<std::string> V = integer(Set[I], Depth + 1);
        if (!V)
          return std::nullopt;
        (*Init)[I] = *V;
      }
    return Init;
  }

  /// A global the translation unit sets once, `g = e;` in some function
  /// (llm.c's `cuda_num_SMs = deviceProp.multiProcessorCount;` at setup),
  /// takes e when e reads no variable (constants and device properties);
  /// one it never sets, its initializer.
  void globalValue(const VarDecl *VD, const std::string &Name, unsigned Depth) {
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

  /// The value a local \p VD has at At when the function sets it only by
  /// statements `VD = e;` (and its declaration): the last one before At on
  /// the way there, provided nothing skipped over changes it and no loop
  /// around At changes it after. \p Assign: that statement.
  const Expr *valueAt(const VarDecl *VD, const Stmt *&Assign) {
    if (!VD->hasLocalStorage() || isa<ParmVarDecl>(VD) || !Host ||
        !Host->hasBody() || !At)
      return nullptr;
    SmallVector<const Stmt *, 16> Path;
    if (!pathTo(Host->getBody(), At, Path))
      return nullptr;
    auto Modified = [&](const Stmt *St) {
      Modifies M(VD);
      M.TraverseStmt(const_cast<Stmt *>(St));
      return M.Found;
    };
    for (size_t I = Path.size() - 1; I-- > 0;) {
      const auto *CS = dyn_cast<CompoundStmt>(Path[I]);
      if (!CS)
        continue;
      const Stmt *const *Child = llvm::find(CS->body(), Path[I + 1]);
      while (Child != CS->body_begin()) {
        const Stmt *St = *--Child;
        const Expr *Value = nullptr;
        if (const auto *DS = dyn_cast<DeclStmt>(St);
            DS && llvm::is_contained(DS->decls(), VD))
          Value = VD->getInit();
        else if (const Expr *E = assignedIn(St, VD))
          Value = E;
        else if (Modified(St))
          return nullptr;
        else
          continue;
        // A loop between here and At that changes VD again: At sees
        // either value.
        for (size_t J = I + 1; J < Path.size(); ++J)
          if ((isa<ForStmt>(Path[J]) || isa<WhileStmt>(Path[J]) ||
               isa<DoStmt>(Path[J]) || isa<CXXForRangeStmt>(Path[J])) &&
              Modified(Path[J]))
            return nullptr;
        Assign = St;
        return Value;
      }
    }
    return nullptr;
  }

  /// `VD = e;` as a statement: e.
  static const Expr *assignedIn(const Stmt *St, const VarDecl *VD) {
    const auto *E = dyn_cast<Expr>(St);
    if (const auto *W = E ? dyn_cast<ExprWithCleanups>(E) : nullptr)
      E = W->getSubExpr();
    const auto *B = E ? dyn_cast<BinaryOperator>(E->IgnoreParens()) : nullptr;
    if (!B || B->getOpcode() != BO_Assign)
      return nullptr;
    const auto *D = dyn_cast<DeclRefExpr>(B->getLHS()->IgnoreParenImpCasts());
    return D && D->getDecl() == VD ? B->getRHS() : nullptr;
  }

  /// The statements from \p S down to \p Target, into \p Path.
  static bool pathTo(const Stmt *S, const Stmt *Target,
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

  bool changed(const VarDecl *VD) {
    if (!VD->hasLocalStorage() && !VD->getType().isConstQualified())
      return true; // a global may change anywhere
    if (!Host || !Host->hasBody())
      return true;
    Modifies M(VD);
    M.TraverseStmt(Host->getBody());
    return M.Found;
  }

  /// Records \p VD's initializer, when it is a value the launch sees; for
  /// a parameter of a function called from one place only (a launch
  /// wrapper), the argument of that call, read in the caller.
  void note(const VarDecl *VD, const std::string &Name, unsigned Depth) {
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
    if (changed(VD)) {
      // Assigned again in the function (`n = ceil_div(m, b);` between two
      // launches): the assignment the launch follows, read where it is.
      const Stmt *Assign = nullptr;
      if (const Expr *E = valueAt(VD, Assign)) {
        const Stmt *Saved = At;
        At = Assign;
        std::optional<std::string> V = integer(E, Depth + 1);
        At = Saved;
        if (V)
          Vars[Name] = *V;
      }
      return;
    }
    if (const auto *P = dyn_cast<ParmVarDecl>(VD)) {
      const auto *FD = dyn_cast<FunctionDecl>(P->getDeclContext());
      auto It =
          FD ? Calls.Calls.find(FD->getCanonicalDecl()) : Calls.Calls.end();
      const CallExpr *C = Site && FD == Host ? Site : nullptr;
      if (!C && (It == Calls.Calls.end() || It->second.size() != 1))
        return;
      if (!C)
        C = It->second.front();
      unsigned I = P->getFunctionScopeIndex();
      // f(7) on a lambda or functor: the call's first argument is f.
      if (isa<CXXOperatorCallExpr>(C) && isa<CXXMethodDecl>(FD))
        ++I;
      if (I >= C->getNumArgs())
        return;
      Translator Outer(Ctx, Calls.Caller.lookup(C), Calls, C);
      std::optional<std::string> V = Outer.integer(C->getArg(I), Depth + 1);
      if (!V)
        return;
      // The caller passing a variable of the parameter's own name
      // (`wrap(C, n)`): the parameter is that variable's value.
      if (*V == Name) {
        std::optional<StringRef> Same = Outer.Vars.getString(Name);
        if (!Same)
          return;
        V = Same->str();
        Outer.Vars.erase(Name);
      }
      // The caller's own variables, unless one has a name already taken
      // for another value (both `V` of the caller is fine).
      for (auto &KV : Outer.Vars)
        if (const json::Value *Have = Vars.get(KV.first);
            Have && *Have != KV.second)
          return;
      for (auto &KV : Outer.Vars)
        Vars[KV.first] = std::move(KV.second);
      Choices.insert(Outer.Choices.begin(), Outer.Choices.end());
      From.insert(Outer.From.begin(), Outer.From.end());
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
      Choices[Name] = {std::move(*Elems), std::move(Array)};
    }
  }
};

/// Finds the launches in every host function, template instances included.
class LaunchFinder : public UserCodeVisitor {
public:
  LaunchFinder(ASTContext &Ctx, const CallCollector &Calls)
      : Ctx(Ctx), Calls(Calls), Mangle(Ctx.createMangleContext()) {}
  json::Array Launches;

  bool VisitCUDAKernelCallExpr(CUDAKernelCallExpr *E) override {
    const FunctionDecl *K = E->getDirectCallee();
    const CallExpr *Config = E->getConfig();
    if (!Config || E->isTypeDependent() || E->isValueDependent())
      return true;
    auto Arg = [&](unsigned I) {
      return I < Config->getNumArgs() ? Config->getArg(I) : nullptr;
    };
    SmallVector<const Expr *, 8> Args(E->arguments());
    // Dynamic shared memory: the third config argument, 0 when absent
    // (clang fills in its default).
    if (K) {
      record(K, Arg(0), Arg(1), Arg(2), Config->getNumArgs() > 2, Args, E);
      return true;
    }
    // `kernel<<<...>>>` in a launch wrapper, the kernel one of its
    // parameters: one launch per call of the wrapper, each with the
    // kernel and the parameters that call passes.
    const auto *D =
        dyn_cast<DeclRefExpr>(E->getCallee()->IgnoreParenImpCasts());
    const auto *P = D ? dyn_cast<ParmVarDecl>(D->getDecl()) : nullptr;
    if (!P || !Current || P->getDeclContext() != Current)
      return true;
    auto It = Calls.Calls.find(Current->getCanonicalDecl());
    if (It == Calls.Calls.end())
      return true;
    unsigned I = P->getFunctionScopeIndex();
    for (const CallExpr *C : It->second) {
      unsigned J =
          I + (isa<CXXOperatorCallExpr>(C) && isa<CXXMethodDecl>(Current));
      if (J >= C->getNumArgs())
        continue;
      if (const FunctionDecl *Kernel = kernelOf(C->getArg(J)))
        record(Kernel, Arg(0), Arg(1), Arg(2), Config->getNumArgs() > 2, Args,
               E, C);
    }
    return true;
  }

  /// The runtime's launch functions: cudaLaunchKernel(kernel, grid, block,
  /// args, smem, stream) and cudaLaunchCooperativeKernel alike;
  /// cudaLaunchKernelEx(&config, kernel, args...) with the config's
  /// gridDim, blockDim and dynamicSmemBytes from its initializer or the
  /// function's own `config.gridDim = ...;` statements.
  bool VisitCallExpr(CallExpr *C) override {
    const FunctionDecl *FD = C->getDirectCallee();
    if (!FD || !FD->getIdentifier() || C->isTypeDependent() ||
        C->isValueDependent())
      return true;
    StringRef N = FD->getName();
    unsigned NA = C->getNumArgs();
    if ((N == "cudaLaunchKernel" || N == "cudaLaunchCooperativeKernel") &&
        NA >= 3) {
      if (const FunctionDecl *K = kernelOf(C->getArg(0)))
        record(K, C->getArg(1), C->getArg(2), NA > 4 ? C->getArg(4) : nullptr,
               true, NA > 3 ? argumentArray(C->getArg(3), K) : std::nullopt, C);
      return true;
    }
    if ((N == "cudaLaunchKernelEx" || N == "cudaLaunchKernelExC") && NA >= 2) {
      const FunctionDecl *K = kernelOf(C->getArg(1));
      const VarDecl *Cfg = addressedVar(C->getArg(0));
      if (!K || !Cfg)
        return true;
      // The C++ overload passes the kernel's arguments themselves.
      std::optional<SmallVector<const Expr *, 8>> Args;
      if (N == "cudaLaunchKernelEx" && NA - 2 == K->getNumParams())
        Args.emplace(C->arguments().begin() + 2, C->arguments().end());
      record(K, configField(Cfg, "gridDim", 0), configField(Cfg, "blockDim", 1),
             configField(Cfg, "dynamicSmemBytes", 2), true, Args, C);
    }
    return true;
  }

private:
  /// The __global__ function an expression names: `k`, `&k`, `(void *)k`,
  /// `reinterpret_cast<const void *>(&k<float>)`.
  static const FunctionDecl *kernelOf(const Expr *E) {
    for (unsigned Depth = 0; E && Depth < MaxDepth; ++Depth) {
      E = E->IgnoreParens();
      if (const auto *Cast = dyn_cast<CastExpr>(E))
        E = Cast->getSubExpr();
      else if (const auto *U = dyn_cast<UnaryOperator>(E);
               U && U->getOpcode() == UO_AddrOf)
        E = U->getSubExpr();
      else if (const auto *D = dyn_cast<DeclRefExpr>(E)) {
        const auto *FD = dyn_cast<FunctionDecl>(D->getDecl());
        return FD && FD->hasAttr<CUDAGlobalAttr>() ? FD : nullptr;
      } else
        return nullptr;
    }
    return nullptr;
  }

  /// The kernel's arguments from `void *args[] = {&a, &n}` (the array
  /// cudaLaunchKernel is given): `a`, `n`.
  static std::optional<SmallVector<const Expr *, 8>>
  argumentArray(const Expr *E, const FunctionDecl *K) {
    const auto *D = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
    const auto *VD = D ? dyn_cast<VarDecl>(D->getDecl()) : nullptr;
    const Expr *Init = VD ? VD->getInit() : nullptr;
    const auto *IL =
        Init ? dyn_cast<InitListExpr>(Init->IgnoreImplicit()) : nullptr;
    if (!IL || IL->getNumInits() != K->getNumParams())
      return std::nullopt;
    SmallVector<const Expr *, 8> Out;
    for (const Expr *X : IL->inits()) {
      const auto *U = dyn_cast<UnaryOperator>(X->IgnoreParenImpCasts());
      if (!U || U->getOpcode() != UO_AddrOf)
        return std::nullopt;
      Out.push_back(U->getSubExpr());
    }
    return Out;
  }

  /// The local variable `&v` points to.
  static const VarDecl *addressedVar(const Expr *E) {
    const auto *U = dyn_cast<UnaryOperator>(E->IgnoreParenImpCasts());
    if (!U || U->getOpcode() != UO_AddrOf)
      return nullptr;
    const auto *D = dyn_cast<DeclRefExpr>(U->getSubExpr()->IgnoreParens());
    return D ? dyn_cast<VarDecl>(D->getDecl()) : nullptr;
  }

  /// A field of a launch config: the last `cfg.Field = e;` statement of the
  /// function's own body, else element \p Index of its initializer.
  const Expr *configField(const VarDecl *Cfg, StringRef Field, unsigned Index) {
    const Expr *Value = nullptr;
    if (Current && Current->hasBody())
      if (const auto *Body = dyn_cast<CompoundStmt>(Current->getBody()))
        for (const Stmt *St : Body->body()) {
          const Expr *E = dyn_cast<Expr>(St);
          if (const auto *W = E ? dyn_cast<ExprWithCleanups>(E) : nullptr)
            E = W->getSubExpr();
          const Expr *L = nullptr, *R = nullptr;
          if (const auto *B = E ? dyn_cast<BinaryOperator>(E) : nullptr;
              B && B->getOpcode() == BO_Assign)
            L = B->getLHS(), R = B->getRHS();
          else if (const auto *O =
                       E ? dyn_cast<CXXOperatorCallExpr>(E) : nullptr;
                   O && O->getOperator() == OO_Equal && O->getNumArgs() == 2)
            L = O->getArg(0), R = O->getArg(1);
          const auto *M =
              L ? dyn_cast<MemberExpr>(L->IgnoreParenImpCasts()) : nullptr;
          const auto *D =
              M ? dyn_cast<DeclRefExpr>(M->getBase()->IgnoreParenImpCasts())
                : nullptr;
          if (D && D->getDecl() == Cfg &&
              M->getMemberDecl()->getName() == Field)
            Value = R;
        }
    if (Value)
      return Value;
    const Expr *Init = Cfg->getInit();
    if (const auto *IL =
            Init ? dyn_cast<InitListExpr>(Init->IgnoreImplicit()) : nullptr)
      if (Index < IL->getNumInits() &&
          !isa<ImplicitValueInitExpr>(IL->getInit(Index)))
        return IL->getInit(Index);
    return nullptr;
  }

  /// One launch of \p K: its grid, block and dynamic shared memory (\p
  /// HasSmem: 0 when \p Smem is absent), and the kernel's arguments when
  /// the call passes them.
  void record(const FunctionDecl *K, const Expr *Grid, const Expr *Block,
              const Expr *Smem, bool HasSmem,
              std::optional<ArrayRef<const Expr *>> Args, const Expr *E,
              const CallExpr *Site = nullptr) {
    // A wrapper's launch is at its call, where the user chose the kernel.
    if (Site)
      E = Site;
    std::string Name;
    {
      raw_string_ostream OS(Name);
      if (Mangle->shouldMangleDeclName(K))
        Mangle->mangleName(GlobalDecl(K, KernelReferenceKind::Kernel), OS);
      else
        OS << K->getName();
    }
    const SourceManager &SM = Ctx.getSourceManager();
    PresumedLoc PL = SM.getPresumedLoc(SM.getExpansionLoc(E->getBeginLoc()));
    Translator T(Ctx, Current, Calls, E, Site);
    json::Object L{{"kernel", Name},
                   {"file", PL.isValid() ? PL.getFilename() : ""},
                   {"line", PL.isValid() ? PL.getLine() : 0},
                   {"column", PL.isValid() ? PL.getColumn() : 0}};
    auto Dim = [&](const Expr *D) -> json::Value {
      if (!D)
        return nullptr;
      if (std::optional<std::array<std::string, 3>> V = T.dim3(D))
        return json::Array{(*V)[0], (*V)[1], (*V)[2]};
      return nullptr;
    };
    L["grid"] = Dim(Grid);
    L["block"] = Dim(Block);
    if (HasSmem) {
      std::optional<std::string> S =
          Smem ? T.integer(Smem) : std::optional<std::string>("0");
      L["dynamic_smem"] = S ? json::Value(*S) : json::Value(nullptr);
    }
    json::Array A;
    if (Args)
      for (const Expr *X : *Args) {
        std::optional<std::string> V;
        if (X->getType()->isIntegralOrEnumerationType())
          V = T.integer(X);
        A.push_back(V ? json::Value(*V) : json::Value(nullptr));
      }
    else
      for (unsigned I = 0; I < K->getNumParams(); ++I)
        A.push_back(nullptr);
    L["args"] = std::move(A);
    L["vars"] = std::move(T.Vars);
    StringRef Text = Lexer::getSourceText(
        CharSourceRange::getTokenRange(E->getSourceRange()), SM,
        Ctx.getLangOpts());
    L["text"] = Text.size() > 160 ? (Text.take_front(157) + "...").str()
                                  : Text.str();
    // A variable taking each element of an array in turn: one launch per
    // element (per combination, when there are a few such variables).
    size_t Combinations = 1;
    for (const auto &C : T.Choices)
      Combinations *= C.second.first.size();
    json::Object Notes;
    for (const auto &[Name, How] : T.From)
      Notes[Name] = How;
    if (T.Choices.empty() || Combinations > 64) {
      for (const auto &C : T.Choices)
        (*L.getObject("vars"))[C.first] = nullptr;
      if (!Notes.empty())
        L["vars_from"] = std::move(Notes);
      Launches.push_back(std::move(L));
      return;
    }
    for (size_t K = 0; K < Combinations; ++K) {
      json::Object Copy = L;
      json::Object From = Notes;
      size_t Rest = K;
      for (const auto &[Name, C] : T.Choices) {
        size_t I = Rest % C.first.size();
        Rest /= C.first.size();
        (*Copy.getObject("vars"))[Name] = C.first[I];
        From[Name] = formatv("{0}[{1}] of {2}", C.second, I, C.first.size());
      }
      Copy["vars_from"] = std::move(From);
      Launches.push_back(std::move(Copy));
    }
  }

  ASTContext &Ctx;
  const CallCollector &Calls;
  std::unique_ptr<MangleContext> Mangle;
};

class Consumer : public ASTConsumer {
public:
  explicit Consumer(std::string Out) : Out(std::move(Out)) {}

  void HandleTranslationUnit(ASTContext &Ctx) override {
    CallCollector Calls;
    Calls.TraverseDecl(Ctx.getTranslationUnitDecl());
    LaunchFinder F(Ctx, Calls);
    F.TraverseDecl(Ctx.getTranslationUnitDecl());
    LastDoc = formatv("{0:2}", json::Value(json::Object{
                                   {"launches", std::move(F.Launches)}}))
                  .str();
    if (Out.empty())
      return;
    std::error_code EC;
    raw_fd_ostream OS(Out, EC);
    if (!EC) {
      OS << LastDoc << "\n";
      OS.close();
      // A failed write (a full disk) is an error of the compile, not an
      // abort: raw_fd_ostream stops the process on an unchecked error.
      EC = OS.error();
      OS.clear_error();
    }
    if (EC) {
      DiagnosticsEngine &D = Ctx.getDiagnostics();
      D.Report(D.getCustomDiagID(DiagnosticsEngine::Error,
                                 "lhf: cannot write the host launches to "
                                 "'%0': %1"))
          << Out << EC.message();
    }
  }

private:
  std::string Out;
};

class Action : public PluginASTAction {
  std::string Out;

protected:
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 StringRef) override {
    // Only the device compilation's passes read the launches (unless a
    // file is asked for): the host compilation does no work.
    if (!CI.getLangOpts().CUDAIsDevice && Out.empty())
      return std::make_unique<ASTConsumer>();
    return std::make_unique<Consumer>(Out);
  }
  bool ParseArgs(const CompilerInstance &CI,
                 const std::vector<std::string> &Args) override {
    for (const std::string &A : Args) {
      if (StringRef(A).starts_with("out=")) {
        Out = A.substr(4);
        continue;
      }
      DiagnosticsEngine &D = CI.getDiagnostics();
      D.Report(D.getCustomDiagID(DiagnosticsEngine::Error,
                                 "lhf: unknown plugin argument '%0' "
                                 "(expected -fplugin-arg-lhf-out=FILE)"))
          << A;
      return false;
    }
    return true;
  }
  // Before code generation, which runs the passes that read the launches.
  ActionType getActionType() override { return AddBeforeMainAction; }
};

} // namespace

static FrontendPluginRegistry::Add<Action>
    X("lhf", "record kernel launches for the lhf performance model");

/// The launches of the last translation unit this process compiled.
extern "C" __attribute__((visibility("default"))) const char *
lhf_host_launches_json() {
  return LastDoc.c_str();
}
