//===- Divergence.cpp - Which MLIR values differ between lanes ------------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A small uniformity analysis in the manner of LLVM's UniformityInfo with
/// NVPTX's divergence sources, and the integer compares the front end
/// evaluates (LLVM and arith number their predicates alike).
///
//===----------------------------------------------------------------------===//

#include "lhf/MLIR/Evaluator.h"

#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"

using namespace mlir;
using llvm::APInt;
using llvm::StringRef;

namespace lhf {

//===----------------------------------------------------------------------===//
// Divergence
//===----------------------------------------------------------------------===//

bool KernelFacts::isParam(Value V) const {
  auto A = dyn_cast<BlockArgument>(V);
  return A && A.getOwner() == Entry && A.getArgNumber() < NumParams;
}

static bool isDivergenceSource(Operation *Op) {
  if (std::optional<SpecialReg> S = specialReg(Op))
    return S->K == SpecialReg::Tid || S->K == SpecialReg::LaneId ||
           S->K == SpecialReg::GlobalId;
  StringRef N = opName(Op);
  if (N == "llvm.call" || N == "llvm.atomicrmw" || N == "llvm.cmpxchg" ||
      N.starts_with("memref.atomic") || N == "memref.generic_atomic_rmw" ||
      (N.starts_with("nvvm.") && N.contains("atom")))
    return true;
  if (N == "llvm.call_intrinsic") {
    auto A = Op->getAttrOfType<StringAttr>("intrin");
    return A && A.getValue().contains("atomic");
  }
  // Loads through generic or local pointers (no pointer analysis).
  if (N == "llvm.load" || N == "memref.load") {
    Type T = Op->getOperand(0).getType();
    if (auto P = dyn_cast<LLVM::LLVMPointerType>(T))
      return P.getAddressSpace() == ASGeneric ||
             P.getAddressSpace() == ASLocal;
    if (auto M = dyn_cast<BaseMemRefType>(T)) {
      bool Guessed = false;
      unsigned AS = M.getMemorySpace() ? memorySpaceOf(M.getMemorySpace(), Guessed)
                                       : ASGeneric;
      return AS == ASGeneric || AS == ASLocal;
    }
  }
  return false;
}

void computeDivergence(KernelFacts &F) {
  llvm::DenseSet<Value> &D = F.Divergent;
  bool Changed = true;
  auto Mark = [&](Value V) {
    if (D.insert(V).second)
      Changed = true;
  };
  auto Div = [&](Value V) { return D.contains(V); };
  auto AnyDiv = [&](ValueRange R) { return llvm::any_of(R, Div); };
  while (Changed) {
    Changed = false;
    F.Kernel->walk([&](Operation *Op) {
      if (Op == F.Kernel)
        return;
      StringRef N = opName(Op);
      if (N == "scf.for") {
        // lb, ub, step, inits...; body: iv, iter args; yield per iter arg.
        Block &B = Op->getRegion(0).front();
        Operation *Y = B.getTerminator();
        bool Bounds = AnyDiv(Op->getOperands().take_front(3));
        if (Div(Op->getOperand(0)) || Div(Op->getOperand(2)))
          Mark(B.getArgument(0));
        for (unsigned I = 0; I < Op->getNumResults(); ++I)
          if (Bounds || Div(Op->getOperand(3 + I)) || Div(Y->getOperand(I))) {
            Mark(B.getArgument(1 + I));
            Mark(Op->getResult(I));
          }
        return;
      }
      if (N == "scf.if") {
        bool Cond = Div(Op->getOperand(0));
        for (unsigned I = 0; I < Op->getNumResults(); ++I) {
          bool Any = Cond;
          for (Region &R : Op->getRegions())
            if (!R.empty())
              Any |= Div(R.front().getTerminator()->getOperand(I));
          if (Any)
            Mark(Op->getResult(I));
        }
        return;
      }
      if (N == "scf.while") {
        // Conservative: any divergence inside makes every carried value so.
        bool Any = AnyDiv(Op->getOperands());
        for (Region &R : Op->getRegions())
          for (Block &B : R) {
            Any |= AnyDiv(B.getArguments());
            Any |= AnyDiv(B.getTerminator()->getOperands());
          }
        if (Any) {
          for (Region &R : Op->getRegions())
            for (Block &B : R)
              for (Value A : B.getArguments())
                Mark(A);
          for (Value R : Op->getResults())
            Mark(R);
        }
        return;
      }
      if (auto Br = dyn_cast<BranchOpInterface>(Op)) {
        for (unsigned I = 0; I < Op->getNumSuccessors(); ++I) {
          SuccessorOperands SO = Br.getSuccessorOperands(I);
          Block *S = Op->getSuccessor(I);
          for (unsigned K = 0; K < SO.size() && K < S->getNumArguments(); ++K)
            if (Value X = SO[K]; X && Div(X))
              Mark(S->getArgument(K));
        }
      }
      if (isDivergenceSource(Op) || AnyDiv(Op->getOperands()))
        for (Value R : Op->getResults())
          Mark(R);
    });
  }
}

//===----------------------------------------------------------------------===//
// Compares
//===----------------------------------------------------------------------===//

std::optional<CmpPred> cmpPredicate(Operation *Op) {
  StringRef N = opName(Op);
  if (N != "llvm.icmp" && N != "arith.cmpi")
    return std::nullopt;
  auto A = Op->getAttrOfType<IntegerAttr>("predicate");
  if (!A || A.getInt() < 0 || A.getInt() > 9)
    return std::nullopt;
  return CmpPred(A.getInt());
}

CmpPred inversePred(CmpPred P) {
  static const CmpPred Inv[] = {CmpPred::NE,  CmpPred::EQ,  CmpPred::SGE,
                                CmpPred::SGT, CmpPred::SLE, CmpPred::SLT,
                                CmpPred::UGE, CmpPred::UGT, CmpPred::ULE,
                                CmpPred::ULT};
  return Inv[unsigned(P)];
}

CmpPred swappedPred(CmpPred P) {
  static const CmpPred Sw[] = {CmpPred::EQ,  CmpPred::NE,  CmpPred::SGT,
                               CmpPred::SGE, CmpPred::SLT, CmpPred::SLE,
                               CmpPred::UGT, CmpPred::UGE, CmpPred::ULT,
                               CmpPred::ULE};
  return Sw[unsigned(P)];
}

bool isSignedPred(CmpPred P) {
  return P == CmpPred::SLT || P == CmpPred::SLE || P == CmpPred::SGT ||
         P == CmpPred::SGE;
}

bool comparePred(CmpPred P, const APInt &X, const APInt &Y) {
  switch (P) {
  case CmpPred::EQ:
    return X == Y;
  case CmpPred::NE:
    return X != Y;
  case CmpPred::SLT:
    return X.slt(Y);
  case CmpPred::SLE:
    return X.sle(Y);
  case CmpPred::SGT:
    return X.sgt(Y);
  case CmpPred::SGE:
    return X.sge(Y);
  case CmpPred::ULT:
    return X.ult(Y);
  case CmpPred::ULE:
    return X.ule(Y);
  case CmpPred::UGT:
    return X.ugt(Y);
  case CmpPred::UGE:
    return X.uge(Y);
  }
  return false;
}

} // namespace lhf
