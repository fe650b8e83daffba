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

bool inSystemHeader(const Decl *D) {
  const SourceManager &SM = D->getASTContext().getSourceManager();
  SourceLocation L = D->getLocation();
  return L.isValid() && SM.isInSystemHeader(SM.getExpansionLoc(L));
}

} // namespace lhf::host
