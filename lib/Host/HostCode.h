//===- HostCode.h - What the host code does to its variables ----*- C++ -*-===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The walks of LHFHost.so over the user's host code: which calls each
/// function makes, which variables a function or the whole translation
/// unit changes, and which code is the user's.
///
//===----------------------------------------------------------------------===//

#ifndef LHF_HOST_HOSTCODE_H
#define LHF_HOST_HOSTCODE_H

#include "clang/AST/DynamicRecursiveASTVisitor.h"
#include "clang/AST/ExprCXX.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/JSON.h"

namespace lhf::host {

// The host walks read clang's AST throughout; the directive stays inside
// this namespace, which only LHFHost.so's sources open.
using namespace clang;
using llvm::ArrayRef;
using llvm::DenseMap;
using llvm::SmallVector;
using llvm::StringRef;
namespace json = llvm::json;

/// Translations deeper than this are not followed (a chain of
/// initializers, or a pathological expression).
constexpr unsigned MaxDepth = 32;

/// Whether parameter \p P of the template instance \p FD is a forwarding
/// reference (`template <class... A> f(A &&...a)`): a benchmark or launch
/// helper takes its arguments so to pass them on, and is not counted as
/// changing them (llm.c's benchmark_kernel(repeats, kernel, B, T, C)).
bool forwardingReference(const clang::FunctionDecl *FD, unsigned P);

/// The operand of `&x` written as an element of a kernel's `void *args[]`
/// (`&a`, or `(void *)&a` as many write it), else null.
inline const Expr *addressOperand(const Expr *E) {
  const auto *U = dyn_cast<UnaryOperator>(E->IgnoreParenCasts());
  return U && U->getOpcode() == UO_AddrOf ? U->getSubExpr() : nullptr;
}

/// Whether \p Body changes \p VD after its declaration: assigned,
/// incremented, its address taken, or bound to a non-const reference.
class Modifies : public DynamicRecursiveASTVisitor {
public:
  /// With \p Field, only what can change that field of VD counts (the
  /// address of another field taken, `cudaMalloc(&p.data, ...)`, does
  /// not).
  explicit Modifies(const VarDecl *VD, const FieldDecl *Field = nullptr)
      : VD(VD), Field(Field) {}
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
      // A call through a pointer to a function: its prototype says how
      // each argument is passed.
      if (!FD) {
        QualType CT = C->getCallee()->getType();
        if (const auto *PT = CT->getAs<clang::PointerType>())
          CT = PT->getPointeeType();
        const auto *Proto = CT->getAs<FunctionProtoType>();
        if (Proto && !Proto->isVariadic() && P < Proto->getNumParams()) {
          QualType T = Proto->getParamType(P);
          Found |=
              T->isReferenceType() && !T->getPointeeType().isConstQualified();
          continue;
        }
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
      if (const Expr *A = addressOperand(E); A && refersTo(A))
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
  const FieldDecl *Field;
  /// \p E names VD, or a member of it (grid.x = 4); with Field, a member
  /// other than Field does not count.
  bool refersTo(const Expr *E) const {
    E = E->IgnoreParenImpCasts();
    const ValueDecl *Outer = nullptr; // the member applied to VD itself
    while (const auto *M = dyn_cast<MemberExpr>(E)) {
      Outer = M->getMemberDecl();
      E = M->getBase()->IgnoreParenImpCasts();
    }
    const auto *D = dyn_cast<DeclRefExpr>(E);
    return D && D->getDecl() == VD && (!Field || !Outer || Outer == Field);
  }
};

/// Whether \p S changes \p VD (a Modifies walk over it).
inline bool modifies(const VarDecl *VD, const Stmt *S) {
  Modifies M(VD);
  M.TraverseStmt(const_cast<Stmt *>(S));
  return M.Found;
}

/// Whether \p E is \p VD itself.
inline bool isVariable(const Expr *E, const VarDecl *VD) {
  const auto *D = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
  return D && D->getDecl() == VD;
}

/// The loop in \p Body that declares \p VD: a `for` whose initialiser
/// does, or a range-for whose loop variable it is; null otherwise.
const Stmt *loopDeclaring(const VarDecl *VD, const Stmt *Body);

/// The return statements in \p S, not counting a lambda's.
unsigned returnCount(const Stmt *S);

/// Whether \p Pred holds for every variable \p S reads.
bool allVariables(const Stmt *S,
                  llvm::function_ref<bool(const VarDecl *)> Pred);

/// Whether \p D is in a system header (CUDA's, the C++ library, CUB,
/// Thrust): its launches are not the user's, and walking its templates
/// would cost every compile of a file that includes them.
bool inSystemHeader(const clang::Decl *D);

/// The value statement \p St of a function body assigns to field \p Field
/// of \p VD (`cfg.blockDim = e;`, `p.n = e;`, by the builtin `=` or a
/// class's operator=), else null.
const Expr *fieldAssignment(const Stmt *St, const VarDecl *VD, StringRef Field);
/// Element \p Index of \p VD's braced initializer, where it gives one.
const Expr *initializerElement(const VarDecl *VD, unsigned Index);

/// The calls of each function of the translation unit, by declaration.
using CallSites =
    DenseMap<const FunctionDecl *, SmallVector<const CallExpr *, 2>>;

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
  /// A generic lambda (`[&](auto NC) { k<NC><<<...>>>(...); }`, ggml's
  /// ssm_conv): its body as written is a template; the call operators the
  /// code instantiates are what runs, each walked as a function.
  bool TraverseLambdaExpr(LambdaExpr *LE) override {
    if (FunctionTemplateDecl *T = LE->getDependentCallOperator())
      for (FunctionDecl *Spec : T->specializations())
        if (!TraverseDecl(Spec))
          return false;
    return DynamicRecursiveASTVisitor::TraverseLambdaExpr(LE);
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
  /// modifies(VD, S), asked once per pair: each launch of a long host
  /// function asks it of the variables it reads, and each ask walks the
  /// whole function.
  bool modifiesOnce(const VarDecl *VD, const Stmt *S) const {
    auto [It, New] = Modified.try_emplace({VD, S}, false);
    if (New)
      It->second = modifies(VD, S);
    return It->second;
  }
  DenseMap<const CallExpr *, const FunctionDecl *> Caller;

private:
  mutable DenseMap<std::pair<const VarDecl *, const Stmt *>, bool> Modified;

public:
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

  /// Calls through a parameter that holds a function (`launch(...)`, with
  /// `launch` a parameter of the caller), by that parameter.
  DenseMap<const ParmVarDecl *, SmallVector<const CallExpr *, 1>> ParamCalls;
  /// The calls that pass a function as an argument (llm.c's
  /// `attention_backward1(..., launch_softmax_1, block_size)`), with the
  /// argument's index.
  DenseMap<const FunctionDecl *,
           SmallVector<std::pair<const CallExpr *, unsigned>, 1>>
      PassedAt;

  bool VisitCallExpr(CallExpr *C) override {
    const FunctionDecl *FD = C->getDirectCallee();
    if (FD && !isa<CUDAKernelCallExpr>(C)) {
      Calls[FD->getCanonicalDecl()].push_back(C);
      Caller[C] = Current;
      for (unsigned I = 0; I < C->getNumArgs(); ++I)
        if (const FunctionDecl *F = function(C->getArg(I)))
          PassedAt[F->getCanonicalDecl()].push_back({C, I});
    } else if (const auto *D = dyn_cast<DeclRefExpr>(
                   stripDeref(C->getCallee()->IgnoreParenImpCasts()))) {
      if (const auto *P = dyn_cast<ParmVarDecl>(D->getDecl())) {
        ParamCalls[P].push_back(C);
        Caller[C] = Current;
      }
    }
    // A global bound to a non-const reference (cudaMemcpyToSymbol's
    // symbol, a parser's `int &n`) may change there.
    // A member operator's first argument is its object.
    unsigned Shift =
        isa<CXXOperatorCallExpr>(C) && FD && isa<CXXMethodDecl>(FD);
    for (unsigned I = Shift; I < C->getNumArgs(); ++I)
      if (const VarDecl *G = global(C->getArg(I))) {
        const ParmVarDecl *P = FD && I - Shift < FD->getNumParams()
                                   ? FD->getParamDecl(I - Shift)
                                   : nullptr;
        QualType T = P ? P->getType() : QualType();
        if (!P ||
            (T->isReferenceType() && !T->getPointeeType().isConstQualified()))
          GlobalSets[G].push_back({nullptr, nullptr});
      }
    return true;
  }

private:
  static const Expr *stripDeref(const Expr *E) {
    if (const auto *U = dyn_cast<UnaryOperator>(E);
        U && (U->getOpcode() == UO_Deref || U->getOpcode() == UO_AddrOf))
      return U->getSubExpr()->IgnoreParenImpCasts();
    return E;
  }
  /// `f` or `&f` naming a function.
  static const FunctionDecl *function(const Expr *E) {
    const auto *D = dyn_cast<DeclRefExpr>(stripDeref(E->IgnoreParenImpCasts()));
    return D ? dyn_cast<FunctionDecl>(D->getDecl()) : nullptr;
  }
  static const VarDecl *global(const Expr *E) {
    const auto *D = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
    const auto *VD = D ? dyn_cast<VarDecl>(D->getDecl()) : nullptr;
    return VD && VD->hasGlobalStorage() && !VD->isStaticLocal() ? VD : nullptr;
  }
};

} // namespace lhf::host

#endif // LHF_HOST_HOSTCODE_H
