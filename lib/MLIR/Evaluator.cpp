//===- Evaluator.cpp - Integers and addresses of MLIR values --------------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Evaluation mirrors the IR front end's SCEVEvaluator: bound arguments
/// take their values, tid/ctaid are 0 (and said) or the thread point's,
/// ntid/nctaid the launch's; at a thread point, unbound pointers are 0,
/// unbound integers a large stand-in and values all lanes share 0.
///
//===----------------------------------------------------------------------===//

#include "lhf/MLIR/Evaluator.h"

#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "mlir/IR/AffineExpr.h"
#include "mlir/IR/AffineMap.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"

#include <climits>

using namespace mlir;
using llvm::APInt;
using llvm::StringRef;

namespace lhf {

//===----------------------------------------------------------------------===//
// Evaluation
//===----------------------------------------------------------------------===//

unsigned evalWidth(Type T) {
  if (auto I = dyn_cast<IntegerType>(T))
    return I.getWidth();
  if (isa<IndexType, LLVM::LLVMPointerType, BaseMemRefType>(T))
    return 64;
  return 0;
}

std::optional<APInt> Evaluator::value(Value V) {
  unsigned W = evalWidth(V.getType());
  if (!W || Depth > 64) // pathological expressions: give up
    return std::nullopt;
  ++Depth;
  std::optional<APInt> R = compute(V, W);
  --Depth;
  return R;
}

std::optional<int64_t> Evaluator::eval(Value V) {
  std::optional<APInt> R = value(V);
  // An i128 value past int64 is not a number the front end can use (it was
  // truncated: 2^65 became 0 and dropped a loop).
  if (!R || !R->isSignedIntN(64))
    return std::nullopt;
  return R->getSExtValue();
}

std::optional<APInt> Evaluator::compute(Value V, unsigned W) {
  if (auto A = dyn_cast<BlockArgument>(V))
    return argument(A, W);
  std::optional<APInt> R = operation(V.getDefiningOp(), W);
  if (R)
    return R->zextOrTrunc(W);
  // At a thread point, a value all lanes share shifts every lane alike.
  if (Point && F.isUniform(V)) {
    UsedUniformZero = true;
    return APInt(W, 0);
  }
  return std::nullopt;
}

std::optional<APInt> Evaluator::argument(BlockArgument A, unsigned W) {
  if (F.isParam(A)) {
    auto It = F.Launch->Args.find(A.getArgNumber());
    if (It != F.Launch->Args.end()) {
      UsedArgs = true;
      return APInt(W, It->second, /*isSigned=*/true);
    }
    if (!isa<LLVM::LLVMPointerType, BaseMemRefType>(A.getType()) &&
        !llvm::is_contained(UnboundArgs, A.getArgNumber()))
      UnboundArgs.push_back(A.getArgNumber());
    if (!Point)
      return std::nullopt;
    // Addresses are relative to their buffer; an unbound size is a large
    // stand-in so that different rows stay apart.
    if (isa<LLVM::LLVMPointerType, BaseMemRefType>(A.getType()))
      return APInt(W, 0);
    UsedStandIn = true;
    return APInt(W, StandIn);
  }
  auto It = F.IVs.find(A);
  bool Stepped = It != F.IVs.end() && It->second.Loop == SteppedLoop;
  if (It != F.IVs.end() && (Point || Stepped)) {
    const InductionVar &IV = It->second;
    std::optional<APInt> Init = value(IV.Init);
    if (!Init)
      return std::nullopt;
    double Trip = Stepped ? double(StepTrip) + 1
                          : F.TripOf ? F.TripOf(IV.Loop) : 1;
    if ((!Stepped && !Point->LastIteration) || Trip <= 1)
      return Init->zextOrTrunc(W);
    std::optional<APInt> Step = value(IV.Step);
    if (!Step)
      return std::nullopt;
    APInt S = Step->zextOrTrunc(W);
    if (IV.Negate)
      S.negate();
    return Init->zextOrTrunc(W) + S * APInt(W, uint64_t(Trip - 1));
  }
  if (Point && F.isUniform(A)) {
    UsedUniformZero = true;
    return APInt(W, 0);
  }
  return std::nullopt;
}

namespace {
enum class BinOp {
  Add,
  Sub,
  Mul,
  SDiv,
  UDiv,
  SRem,
  URem,
  Shl,
  LShr,
  AShr,
  And,
  Or,
  Xor,
  SMax,
  SMin,
  UMax,
  UMin,
  CeilDivS,
  CeilDivU,
  FloorDivS
};
} // namespace

static std::optional<BinOp> binOp(StringRef N) {
  static const std::pair<const char *, BinOp> Table[] = {
      {"llvm.add", BinOp::Add},
      {"arith.addi", BinOp::Add},
      {"llvm.sub", BinOp::Sub},
      {"arith.subi", BinOp::Sub},
      {"llvm.mul", BinOp::Mul},
      {"arith.muli", BinOp::Mul},
      {"llvm.sdiv", BinOp::SDiv},
      {"arith.divsi", BinOp::SDiv},
      {"llvm.udiv", BinOp::UDiv},
      {"arith.divui", BinOp::UDiv},
      {"llvm.srem", BinOp::SRem},
      {"arith.remsi", BinOp::SRem},
      {"llvm.urem", BinOp::URem},
      {"arith.remui", BinOp::URem},
      {"llvm.shl", BinOp::Shl},
      {"arith.shli", BinOp::Shl},
      {"llvm.lshr", BinOp::LShr},
      {"arith.shrui", BinOp::LShr},
      {"llvm.ashr", BinOp::AShr},
      {"arith.shrsi", BinOp::AShr},
      {"llvm.and", BinOp::And},
      {"arith.andi", BinOp::And},
      {"llvm.or", BinOp::Or},
      {"arith.ori", BinOp::Or},
      {"llvm.xor", BinOp::Xor},
      {"arith.xori", BinOp::Xor},
      {"llvm.intr.smax", BinOp::SMax},
      {"arith.maxsi", BinOp::SMax},
      {"llvm.intr.smin", BinOp::SMin},
      {"arith.minsi", BinOp::SMin},
      {"llvm.intr.umax", BinOp::UMax},
      {"arith.maxui", BinOp::UMax},
      {"llvm.intr.umin", BinOp::UMin},
      {"arith.minui", BinOp::UMin},
      {"arith.ceildivsi", BinOp::CeilDivS},
      {"arith.ceildivui", BinOp::CeilDivU},
      {"arith.floordivsi", BinOp::FloorDivS},
      // The index dialect's (index-typed, 64 bits here).
      {"index.add", BinOp::Add},
      {"index.sub", BinOp::Sub},
      {"index.mul", BinOp::Mul},
      {"index.divs", BinOp::SDiv},
      {"index.divu", BinOp::UDiv},
      {"index.rems", BinOp::SRem},
      {"index.remu", BinOp::URem},
      {"index.shl", BinOp::Shl},
      {"index.shru", BinOp::LShr},
      {"index.shrs", BinOp::AShr},
      {"index.and", BinOp::And},
      {"index.or", BinOp::Or},
      {"index.xor", BinOp::Xor},
      {"index.maxs", BinOp::SMax},
      {"index.mins", BinOp::SMin},
      {"index.maxu", BinOp::UMax},
      {"index.minu", BinOp::UMin},
      {"index.ceildivs", BinOp::CeilDivS},
      {"index.ceildivu", BinOp::CeilDivU},
      {"index.floordivs", BinOp::FloorDivS},
  };
  for (auto &[Name, Op] : Table)
    if (N == Name)
      return Op;
  return std::nullopt;
}

/// \p Op applied to \p A and \p B; \p Overflow: whether a sum,
/// difference, product or left shift overflowed as a signed integer.
static std::optional<APInt> applyBinOp(BinOp Op, const APInt &A, const APInt &B,
                                       bool &Overflow) {
  unsigned BW = A.getBitWidth();
  switch (Op) {
  case BinOp::Add:
    return A.sadd_ov(B, Overflow);
  case BinOp::Sub:
    return A.ssub_ov(B, Overflow);
  case BinOp::Mul:
    return A.smul_ov(B, Overflow);
  case BinOp::SDiv:
    return B.isZero() ? std::nullopt : std::optional<APInt>(A.sdiv(B));
  case BinOp::UDiv:
    return B.isZero() ? std::nullopt : std::optional<APInt>(A.udiv(B));
  case BinOp::SRem:
    return B.isZero() ? std::nullopt : std::optional<APInt>(A.srem(B));
  case BinOp::URem:
    return B.isZero() ? std::nullopt : std::optional<APInt>(A.urem(B));
  case BinOp::Shl:
    return A.sshl_ov(B.getLimitedValue(BW), Overflow);
  case BinOp::LShr:
    return A.lshr(B.getLimitedValue(BW));
  case BinOp::AShr:
    return A.ashr(B.getLimitedValue(BW));
  case BinOp::And:
    return A & B;
  case BinOp::Or:
    return A | B;
  case BinOp::Xor:
    return A ^ B;
  case BinOp::SMax:
    return A.sgt(B) ? A : B;
  case BinOp::SMin:
    return A.slt(B) ? A : B;
  case BinOp::UMax:
    return A.ugt(B) ? A : B;
  case BinOp::UMin:
    return A.ult(B) ? A : B;
  case BinOp::CeilDivS:
  case BinOp::FloorDivS:
    if (B.isZero() || (A.isMinSignedValue() && B.isAllOnes()))
      return std::nullopt;
    return llvm::APIntOps::RoundingSDiv(
        A, B,
        Op == BinOp::CeilDivS ? APInt::Rounding::UP : APInt::Rounding::DOWN);
  case BinOp::CeilDivU:
    return B.isZero() ? std::nullopt
                      : std::optional<APInt>(llvm::APIntOps::RoundingUDiv(
                            A, B, APInt::Rounding::UP));
  }
  return std::nullopt;
}

/// \p E with the dimensions and symbols \p Ops (dimensions first, \p Dims
/// of them), as the affine dialect defines it: floordiv and ceildiv round
/// towards minus and plus infinity, mod is never negative. nullopt on a
/// division by zero or a 64-bit overflow.
static std::optional<int64_t> affineValue(AffineExpr E, unsigned Dims,
                                          ArrayRef<int64_t> Ops) {
  if (auto C = dyn_cast<AffineConstantExpr>(E))
    return C.getValue();
  if (auto D = dyn_cast<AffineDimExpr>(E))
    return D.getPosition() < Ops.size()
               ? std::optional<int64_t>(Ops[D.getPosition()])
               : std::nullopt;
  if (auto S = dyn_cast<AffineSymbolExpr>(E))
    return Dims + S.getPosition() < Ops.size()
               ? std::optional<int64_t>(Ops[Dims + S.getPosition()])
               : std::nullopt;
  auto B = dyn_cast<AffineBinaryOpExpr>(E);
  if (!B)
    return std::nullopt;
  std::optional<int64_t> X = affineValue(B.getLHS(), Dims, Ops);
  std::optional<int64_t> Y = affineValue(B.getRHS(), Dims, Ops);
  if (!X || !Y)
    return std::nullopt;
  bool Mod = B.getKind() == AffineExprKind::Mod;
  BinOp Op = B.getKind() == AffineExprKind::Add        ? BinOp::Add
             : B.getKind() == AffineExprKind::Mul      ? BinOp::Mul
             : B.getKind() == AffineExprKind::FloorDiv ? BinOp::FloorDivS
             : B.getKind() == AffineExprKind::CeilDiv  ? BinOp::CeilDivS
                                                       : BinOp::SRem;
  APInt A(64, uint64_t(*X), true), D(64, uint64_t(*Y), true);
  bool Overflow = false;
  std::optional<APInt> R = applyBinOp(Op, A, D, Overflow);
  if (!R || Overflow)
    return std::nullopt;
  if (Mod && R->isNegative())
    *R += D.abs();
  return R->getSExtValue();
}

std::optional<APInt> Evaluator::operation(Operation *Op, unsigned W) {
  StringRef N = opName(Op);
  if (Op->getNumResults() != 1)
    return std::nullopt;
  if (N == "affine.apply" || N == "affine.min" || N == "affine.max") {
    // Index arithmetic before lower-affine (tiled loops mapped to threads).
    auto Map = Op->getAttrOfType<AffineMapAttr>("map");
    if (!Map || Map.getValue().getNumResults() == 0)
      return std::nullopt;
    llvm::SmallVector<int64_t, 4> Ops;
    for (Value V : Op->getOperands()) {
      std::optional<APInt> X = value(V);
      if (!X || !X->isSignedIntN(64))
        return std::nullopt;
      Ops.push_back(X->getSExtValue());
    }
    std::optional<int64_t> R;
    for (AffineExpr E : Map.getValue().getResults()) {
      std::optional<int64_t> V =
          affineValue(E, Map.getValue().getNumDims(), Ops);
      if (!V)
        return std::nullopt;
      R = !R ? *V : N == "affine.min" ? std::min(*R, *V) : std::max(*R, *V);
    }
    return APInt(W, uint64_t(*R), /*isSigned=*/true);
  }
  if (N == "arith.constant" || N == "llvm.mlir.constant" ||
      N == "index.constant") {
    if (auto A = Op->getAttrOfType<IntegerAttr>("value"))
      return A.getValue().sextOrTrunc(W);
    if (auto A = Op->getAttrOfType<BoolAttr>("value"))
      return APInt(W, A.getValue());
    return std::nullopt;
  }
  if (N == "llvm.mlir.zero")
    return APInt(W, 0);
  if (std::optional<SpecialReg> S = specialReg(Op)) {
    const KernelLaunch &L = *F.Launch;
    auto Pick = [&](const Dim3 &D) -> std::optional<APInt> {
      return APInt(W, S->Dim == 0 ? D.X : S->Dim == 1 ? D.Y : D.Z);
    };
    switch (S->K) {
    case SpecialReg::Tid:
    case SpecialReg::Ctaid:
      if (Point) {
        UsedBlockIndex |= S->K == SpecialReg::Ctaid;
        return APInt(W, S->K == SpecialReg::Tid ? Point->Tid[S->Dim]
                                                : Point->Ctaid[S->Dim]);
      }
      // Trip counts that depend on the thread are evaluated for thread 0
      // of block 0, and said so.
      UsedThreadZero = true;
      return APInt(W, 0);
    case SpecialReg::Ntid:
      return Pick(L.Block);
    case SpecialReg::Nctaid:
      return Pick(L.Grid);
    case SpecialReg::LaneId:
      // The thread's place in its warp: its linear index in the block,
      // modulo 32 (a warp is 32 consecutive threads on every NVIDIA GPU).
      if (Point)
        return APInt(W, Point->linear(L.Block) % 32);
      UsedThreadZero = true;
      return APInt(W, 0);
    case SpecialReg::GlobalId:
      UsedBlockIndex |= Point != nullptr;
      if (Point)
        return APInt(W, Point->Ctaid[S->Dim] * Pick(L.Block)->getZExtValue() +
                            Point->Tid[S->Dim]);
      UsedThreadZero = true;
      return APInt(W, 0);
    default:
      return std::nullopt;
    }
  }
  if (N == "llvm.mlir.addressof" || N == "memref.get_global" ||
      N == "llvm.alloca" || N == "memref.alloca")
    return Point ? std::optional<APInt>(APInt(W, 0)) : std::nullopt;
  if (N == "llvm.getelementptr")
    return gep(Op, W);
  if (N == "llvm.extractvalue") {
    Value In = insertedValue(Op);
    return In ? value(In) : std::nullopt;
  }
  bool SExt = N == "llvm.sext" || N == "arith.extsi" ||
              N == "arith.index_cast" || N == "index.casts";
  bool ZExt =
      N == "llvm.zext" || N == "arith.extui" || N == "arith.index_castui" ||
      N == "index.castu" || N == "llvm.trunc" || N == "arith.trunci" ||
      N == "llvm.ptrtoint" || N == "llvm.inttoptr" ||
      N == "llvm.addrspacecast" || N == "llvm.bitcast" || N == "llvm.freeze";
  if (SExt || ZExt) {
    std::optional<APInt> X = value(Op->getOperand(0));
    if (!X)
      return std::nullopt;
    return SExt ? X->sextOrTrunc(W) : X->zextOrTrunc(W);
  }
  // An integer compare's outcome as a value (a clamp's select, or the
  // compare widened into an index), as at the LLVM levels; not a
  // pointer's, whose stand-in 0 is its buffer's start, not null.
  if (std::optional<CmpPred> P = cmpPredicate(Op);
      P && Op->getNumOperands() == 2 &&
      !isa<LLVM::LLVMPointerType, BaseMemRefType>(
          Op->getOperand(0).getType())) {
    std::optional<APInt> X = value(Op->getOperand(0));
    std::optional<APInt> Y = value(Op->getOperand(1));
    if (!X || !Y)
      return std::nullopt;
    return APInt(W, comparePred(*P, *X, Y->zextOrTrunc(X->getBitWidth())));
  }
  if (N == "llvm.select" || N == "arith.select") {
    std::optional<APInt> C = value(Op->getOperand(0));
    if (!C)
      return std::nullopt;
    return value(Op->getOperand(C->isZero() ? 2 : 1));
  }
  if (std::optional<BinOp> B = binOp(N)) {
    bool Before = UsedStandIn;
    UsedStandIn = false;
    std::optional<APInt> X = value(Op->getOperand(0));
    std::optional<APInt> Y = value(Op->getOperand(1));
    bool OverStandIn = UsedStandIn;
    UsedStandIn |= Before;
    if (!X || !Y)
      return std::nullopt;
    bool Overflow = false;
    std::optional<APInt> R =
        applyBinOp(*B, *X, Y->zextOrTrunc(X->getBitWidth()), Overflow);
    // Only an overflow over a stand-in is the stand-ins' (a hash's own
    // arithmetic wraps by design).
    StandInOverflow |= Overflow && OverStandIn;
    return R;
  }
  return std::nullopt;
}

std::optional<APInt> Evaluator::gep(Operation *Op, unsigned W) {
  std::optional<APInt> Base = value(Op->getOperand(0));
  auto Raw = Op->getAttrOfType<DenseI32ArrayAttr>("rawConstantIndices");
  auto ET = Op->getAttrOfType<TypeAttr>("elem_type");
  if (!Base || !Raw || !ET)
    return std::nullopt;
  int64_t Off = 0;
  unsigned Dyn = 1;
  Type Cur = ET.getValue();
  for (int64_t I = 0, E = Raw.size(); I < E; ++I) {
    int64_t Idx = Raw[I];
    if (Raw[I] == INT32_MIN) {
      if (Dyn >= Op->getNumOperands())
        return std::nullopt;
      std::optional<APInt> V = value(Op->getOperand(Dyn++));
      if (!V)
        return std::nullopt;
      Idx = V->getSExtValue();
    }
    if (I == 0) {
      Off = addrAdd(Off, addrMul(Idx, int64_t(allocSize(Cur))));
    } else if (auto A = dyn_cast<LLVM::LLVMArrayType>(Cur)) {
      Cur = A.getElementType();
      Off = addrAdd(Off, addrMul(Idx, int64_t(allocSize(Cur))));
    } else if (auto V = dyn_cast<VectorType>(Cur)) {
      Cur = V.getElementType();
      Off = addrAdd(Off, addrMul(Idx, int64_t(storeSize(Cur))));
    } else if (auto S = dyn_cast<LLVM::LLVMStructType>(Cur)) {
      if (Raw[I] == INT32_MIN || Idx < 0 || size_t(Idx) >= S.getBody().size())
        return std::nullopt;
      Off = addrAdd(Off, int64_t(fieldOffset(S, Idx)));
      Cur = S.getBody()[Idx];
    } else {
      return std::nullopt;
    }
  }
  return Base->zextOrTrunc(W) + APInt(W, Off, /*isSigned=*/true);
}

std::optional<int64_t> Evaluator::memrefAddress(Value MemRef,
                                                ValueRange Indices) {
  auto MT = dyn_cast<MemRefType>(MemRef.getType());
  if (!MT)
    return std::nullopt;
  std::optional<int64_t> Base = eval(MemRef);
  llvm::SmallVector<int64_t, 4> Strides;
  int64_t Offset = 0;
  if (!Base || failed(MT.getStridesAndOffset(Strides, Offset)) ||
      Strides.size() != Indices.size())
    return std::nullopt;
  int64_t Lin = ShapedType::isDynamic(Offset) ? 0 : Offset;
  for (size_t K = 0; K < Indices.size(); ++K) {
    std::optional<int64_t> I = eval(Indices[K]);
    if (!I)
      return std::nullopt;
    int64_t St = Strides[K];
    if (ShapedType::isDynamic(St)) {
      if (!Point)
        return std::nullopt;
      St = StandIn;
      UsedStandIn = true;
    }
    Lin = addrAdd(Lin, addrMul(*I, St));
  }
  return addrAdd(*Base,
                 addrMul(Lin, int64_t(allocSize(MT.getElementType()))));
}

} // namespace lhf
