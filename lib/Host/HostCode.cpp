//===- HostCode.cpp - What the host code does to its variables ------------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#include "HostCode.h"

#include "clang/Basic/SourceManager.h"

namespace lhf::host {

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

unsigned returnCount(const Stmt *S) {
  class Returns : public DynamicRecursiveASTVisitor {
  public:
    unsigned N = 0;
    bool VisitReturnStmt(ReturnStmt *) override {
      ++N;
      return true;
    }
    bool TraverseLambdaExpr(LambdaExpr *) override { return true; }
  } R;
  R.TraverseStmt(const_cast<Stmt *>(S));
  return R.N;
}

const Stmt *loopDeclaring(const VarDecl *VD, const Stmt *Body) {
  class Find : public DynamicRecursiveASTVisitor {
  public:
    explicit Find(const VarDecl *VD) : VD(VD) {}
    bool VisitForStmt(ForStmt *S) override {
      if (const auto *DS = dyn_cast_or_null<DeclStmt>(S->getInit());
          DS && llvm::is_contained(DS->decls(), VD))
        Loop = S;
      return !Loop;
    }
    bool VisitCXXForRangeStmt(CXXForRangeStmt *S) override {
      if (S->getLoopVariable() == VD)
        Loop = S;
      return !Loop;
    }
    const VarDecl *VD;
    const Stmt *Loop = nullptr;
  } F(VD);
  F.TraverseStmt(const_cast<Stmt *>(Body));
  return F.Loop;
}

bool allVariables(const Stmt *S,
                  llvm::function_ref<bool(const VarDecl *)> Pred) {
  SmallVector<const Stmt *, 8> Todo{S};
  while (!Todo.empty()) {
    const Stmt *X = Todo.pop_back_val();
    if (const auto *D = dyn_cast<DeclRefExpr>(X))
      if (const auto *VD = dyn_cast<VarDecl>(D->getDecl()); VD && !Pred(VD))
        return false;
    for (const Stmt *C : X->children())
      if (C)
        Todo.push_back(C);
  }
  return true;
}

bool inSystemHeader(const Decl *D) {
  const SourceManager &SM = D->getASTContext().getSourceManager();
  SourceLocation L = D->getLocation();
  return L.isValid() && SM.isInSystemHeader(SM.getExpansionLoc(L));
}

const Expr *fieldAssignment(const Stmt *St, const VarDecl *VD,
                            StringRef Field) {
  const Expr *E = dyn_cast<Expr>(St);
  if (const auto *W = E ? dyn_cast<ExprWithCleanups>(E) : nullptr)
    E = W->getSubExpr();
  const Expr *L = nullptr, *R = nullptr;
  if (const auto *B = E ? dyn_cast<BinaryOperator>(E) : nullptr;
      B && B->getOpcode() == BO_Assign)
    L = B->getLHS(), R = B->getRHS();
  else if (const auto *O = E ? dyn_cast<CXXOperatorCallExpr>(E) : nullptr;
           O && O->getOperator() == OO_Equal && O->getNumArgs() == 2)
    L = O->getArg(0), R = O->getArg(1);
  const auto *M = L ? dyn_cast<MemberExpr>(L->IgnoreParenImpCasts()) : nullptr;
  const auto *D =
      M ? dyn_cast<DeclRefExpr>(M->getBase()->IgnoreParenImpCasts()) : nullptr;
  return D && D->getDecl() == VD && M->getMemberDecl()->getName() == Field
             ? R
             : nullptr;
}

const Expr *initializerElement(const VarDecl *VD, unsigned Index) {
  const Expr *Init = VD->getInit();
  const auto *IL =
      Init ? dyn_cast<InitListExpr>(Init->IgnoreImplicit()) : nullptr;
  if (IL && Index < IL->getNumInits() &&
      !isa<ImplicitValueInitExpr>(IL->getInit(Index)))
    return IL->getInit(Index);
  return nullptr;
}

} // namespace lhf::host
