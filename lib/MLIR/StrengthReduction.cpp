//===- StrengthReduction.cpp - Index arithmetic LLVM removes --------------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#include "lhf/MLIR/StrengthReduction.h"

#include "lhf/MLIR/Evaluator.h"

using namespace mlir;

namespace lhf {

Operation *enclosingFor(Operation &Op) {
  for (Operation *P = Op.getParentOp(); P; P = P->getParentOp()) {
    StringRef Name = opName(P);
    if (Name == "scf.for")
      return P;
    if (Name != "scf.if")
      return nullptr;
  }
  return nullptr;
}

/// Longer chains are rare and not worth the walk.
constexpr unsigned MaxDepth = 8;

/// \p V is i0 + step x iv for an induction variable iv of \p L and values
/// i0, step invariant in it.
static bool affineIn(Value V, const LoopScope &L, unsigned Depth = 0) {
  if (L.IsInduction(V))
    return true;
  Operation *D = V.getDefiningOp();
  if (!D || Depth > MaxDepth || L.Invariant(V) || D->getNumResults() != 1)
    return false;
  StringRef N = opName(D);
  auto Affine = [&](unsigned I) {
    return affineIn(D->getOperand(I), L, Depth + 1);
  };
  auto Invariant = [&](unsigned I) { return L.Invariant(D->getOperand(I)); };
  if (N == "arith.index_cast" || N == "arith.index_castui" ||
      N == "arith.extsi" || N == "arith.extui" || N == "llvm.sext" ||
      N == "llvm.zext")
    return Affine(0);
  if (D->getNumOperands() != 2)
    return false;
  if (N == "arith.addi" || N == "arith.subi" || N == "arith.muli" ||
      N == "llvm.add" || N == "llvm.sub" || N == "llvm.mul")
    return (Affine(0) && Invariant(1)) || (Invariant(0) && Affine(1));
  if (N == "arith.shli" || N == "llvm.shl")
    return Affine(0) && Invariant(1);
  return false;
}

/// Whether the use \p U is a memory index (not the value stored, not the
/// memref or base pointer).
static bool indexUse(OpOperand &U) {
  StringRef N = opName(U.getOwner());
  if (N == "memref.load" || N == "llvm.getelementptr")
    return U.getOperandNumber() >= 1;
  if (N == "memref.store")
    return U.getOperandNumber() >= 2;
  return false;
}

static bool reduced(Operation &Op, const LoopScope &L, unsigned Depth,
                    llvm::DenseMap<Operation *, bool> &Memo) {
  auto [It, New] = Memo.try_emplace(&Op, false);
  if (!New)
    return It->second;
  if (Depth > MaxDepth || Op.getNumResults() != 1)
    return false;
  Value R = Op.getResult(0);
  if (!R.getType().isIntOrIndex() || R.use_empty() || !affineIn(R, L))
    return false;
  for (OpOperand &U : R.getUses()) {
    if (indexUse(U))
      continue;
    Operation *User = U.getOwner();
    if (User->getBlock() != Op.getBlock() ||
        !reduced(*User, L, Depth + 1, Memo))
      return false;
  }
  return Memo[&Op] = true;
}

bool strengthReduced(Operation &Op, const LoopScope &L,
                     llvm::DenseMap<Operation *, bool> &Memo) {
  return reduced(Op, L, 0, Memo);
}

bool advancesByStep(ValueRange Indices, const LoopScope &L) {
  bool Moves = false;
  for (Value I : Indices) {
    if (L.Invariant(I))
      continue;
    if (!affineIn(I, L))
      return false;
    Moves = true;
  }
  return Moves;
}

} // namespace lhf
