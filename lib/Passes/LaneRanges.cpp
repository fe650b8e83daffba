//===- LaneRanges.cpp - A compare decided for a whole warp at once --------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
//
// Warp shares ask a branch's condition at each of a block's 1024 threads,
// and at each of 16 sampled trips of its loop: in a real compile that was
// most of lhf's time. Most conditions give every lane of a warp the same
// answer (`if (idx < N)`, `if (warp_id == 0)`): the range of each operand
// over the warp's lanes tells that with one evaluation. The ranges follow
// the expressions scalar evolution gives, and only where no lane's value
// wraps, so that the answer and the flags are those that asking each lane
// gives; anything else is asked lane by lane as before.
//
//===----------------------------------------------------------------------===//

#include "lhf/Passes/SCEVEvaluator.h"

#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsNVPTX.h"

#include <algorithm>

using namespace llvm;

namespace lhf {

namespace {

using Wide = __int128;

/// The values an expression takes over a warp's lanes, as mathematical
/// integers whose W-bit patterns are the lanes' values.
struct Range {
  Wide Lo, Hi;
};

Wide pow2(unsigned W) { return Wide(1) << W; }

/// The same lanes read as signed W-bit integers (shifting the range by
/// 2^W when all of it lies on the other side), if no lane straddles.
std::optional<Range> asSigned(Range R, unsigned W) {
  Wide Half = pow2(W - 1);
  for (Wide Shift : {Wide(0), -pow2(W), pow2(W)})
    if (R.Lo + Shift >= -Half && R.Hi + Shift < Half)
      return Range{R.Lo + Shift, R.Hi + Shift};
  return std::nullopt;
}

/// The same read as unsigned W-bit integers.
std::optional<Range> asUnsigned(Range R, unsigned W) {
  for (Wide Shift : {Wide(0), pow2(W), -pow2(W)})
    if (R.Lo + Shift >= 0 && R.Hi + Shift < pow2(W))
      return Range{R.Lo + Shift, R.Hi + Shift};
  return std::nullopt;
}

bool fitsSigned(Range R, unsigned W) {
  return R.Lo >= -pow2(W - 1) && R.Hi < pow2(W - 1);
}

std::optional<Range> mul(Range A, Range B) {
  // Operands fit 64 bits: every corner product fits 128.
  Wide C[] = {A.Lo * B.Lo, A.Lo * B.Hi, A.Hi * B.Lo, A.Hi * B.Hi};
  return Range{*std::min_element(C, C + 4), *std::max_element(C, C + 4)};
}

} // namespace

/// The ranges of expressions over the lanes of a warp, with the evaluator
/// at the warp's first lane (SCEVEvaluator::compareAtLanes).
class LaneRanger {
public:
  LaneRanger(SCEVEvaluator &E, const SCEVEvaluator::LaneBox &Box)
      : E(E), Box(Box) {}
  /// \p S's values over the lanes; nullopt where a lane's value may wrap
  /// or the expression is not one ranges follow.
  std::optional<Range> of(const SCEV *S);

private:
  SCEVEvaluator &E;
  const SCEVEvaluator::LaneBox &Box;

  unsigned Width(const SCEV *S) { return E.width(S); }
  std::optional<APInt> ValueAtFirst(const SCEV *S) { return E.value(S); }
  /// Whether \p S read the point when evaluated at the first lane (or is
  /// not remembered: then its parts are looked at).
  bool ReadsPoint(const SCEV *S) {
    auto It = E.Memo.find(S);
    return It == E.Memo.end() || It->second.ReadPoint;
  }
  std::optional<Range> addRec(const SCEVAddRecExpr *AR);
  std::optional<Range> binary(const BinaryOperator &BO);
};

std::optional<Range> LaneRanger::of(const SCEV *S) {
  unsigned W = Width(S);
  if (W > 64)
    return std::nullopt;
  std::optional<APInt> V = ValueAtFirst(S);
  if (!V)
    return std::nullopt;
  if (isa<SCEVConstant>(S) || !ReadsPoint(S)) {
    Wide X = V->getSExtValue();
    return Range{X, X};
  }
  switch (S->getSCEVType()) {
  case scAddExpr:
  case scMulExpr: {
    // In the order the evaluator accumulates, each partial result within
    // the signed range: no lane overflows (which would flag stand-ins).
    bool Add = S->getSCEVType() == scAddExpr;
    std::optional<Range> Acc;
    for (const SCEV *Op : cast<SCEVNAryExpr>(S)->operands()) {
      std::optional<Range> X = of(Op);
      if (!X || Width(Op) != W || !(X = asSigned(*X, W)))
        return std::nullopt;
      if (!Acc)
        Acc = X;
      else if (Add)
        Acc = Range{Acc->Lo + X->Lo, Acc->Hi + X->Hi};
      else
        Acc = mul(*Acc, *X);
      if (!fitsSigned(*Acc, W))
        return std::nullopt;
    }
    return Acc;
  }
  case scTruncate:
  case scZeroExtend:
  case scSignExtend:
  case scPtrToInt: {
    const SCEV *Op = cast<SCEVCastExpr>(S)->getOperand(0);
    std::optional<Range> X = of(Op);
    if (!X)
      return std::nullopt;
    unsigned From = Width(Op);
    if (W <= From) { // the low W bits, when no lane crosses a 2^W step
      Wide Block = pow2(W);
      Wide Lo = X->Lo >= 0 ? X->Lo / Block : -((-X->Lo + Block - 1) / Block);
      Wide Hi = X->Hi >= 0 ? X->Hi / Block : -((-X->Hi + Block - 1) / Block);
      if (Lo != Hi)
        return std::nullopt;
      return Range{X->Lo - Lo * Block, X->Hi - Lo * Block};
    }
    return S->getSCEVType() == scSignExtend ? asSigned(*X, From)
                                            : asUnsigned(*X, From);
  }
  case scUDivExpr: {
    const auto *D = cast<SCEVUDivExpr>(S);
    std::optional<Range> A = of(D->getLHS()), B = of(D->getRHS());
    if (!A || !B || Width(D->getLHS()) != W || Width(D->getRHS()) != W)
      return std::nullopt;
    // A dividend with its sign bit set flags a wrapped count: not here.
    A = asUnsigned(*A, W);
    B = asUnsigned(*B, W);
    if (!A || !B || A->Hi >= pow2(W - 1) || B->Lo == 0)
      return std::nullopt;
    return Range{A->Lo / B->Hi, A->Hi / B->Lo};
  }
  case scSMaxExpr:
  case scUMaxExpr:
  case scSMinExpr:
  case scUMinExpr:
  case scSequentialUMinExpr: {
    SCEVTypes T = S->getSCEVType();
    bool Signed = T == scSMaxExpr || T == scSMinExpr;
    bool Max = T == scSMaxExpr || T == scUMaxExpr;
    std::optional<Range> Acc;
    for (const SCEV *Op : cast<SCEVNAryExpr>(S)->operands()) {
      std::optional<Range> X = of(Op);
      if (!X || Width(Op) != W ||
          !(X = Signed ? asSigned(*X, W) : asUnsigned(*X, W)))
        return std::nullopt;
      if (!Acc)
        Acc = X;
      else if (Max)
        Acc = Range{std::max(Acc->Lo, X->Lo), std::max(Acc->Hi, X->Hi)};
      else
        Acc = Range{std::min(Acc->Lo, X->Lo), std::min(Acc->Hi, X->Hi)};
    }
    return Acc;
  }
  case scAddRecExpr:
    return addRec(cast<SCEVAddRecExpr>(S));
  case scUnknown: {
    // The thread's own registers and the integer arithmetic scalar
    // evolution keeps opaque; anything else is asked lane by lane.
    const Value *U = cast<SCEVUnknown>(S)->getValue();
    if (const auto *BO = dyn_cast<BinaryOperator>(U))
      return binary(*BO);
    if (isClaimedBlockIndex(U)) { // one block's lanes
      Wide C = V->getZExtValue();
      return Range{C, C};
    }
    const auto *II = dyn_cast<IntrinsicInst>(U);
    if (!II)
      return std::nullopt;
    switch (II->getIntrinsicID()) {
    case Intrinsic::nvvm_read_ptx_sreg_tid_x:
      return Range{Box.TidLo[0], Box.TidHi[0]};
    case Intrinsic::nvvm_read_ptx_sreg_tid_y:
      return Range{Box.TidLo[1], Box.TidHi[1]};
    case Intrinsic::nvvm_read_ptx_sreg_tid_z:
      return Range{Box.TidLo[2], Box.TidHi[2]};
    case Intrinsic::nvvm_read_ptx_sreg_laneid:
      return Range{Box.LaneLo, Box.LaneHi};
    case Intrinsic::nvvm_read_ptx_sreg_ctaid_x:
    case Intrinsic::nvvm_read_ptx_sreg_ctaid_y:
    case Intrinsic::nvvm_read_ptx_sreg_ctaid_z: { // one block's lanes
      Wide C = V->getZExtValue();
      return Range{C, C};
    }
    default:
      return std::nullopt;
    }
  }
  default:
    return std::nullopt;
  }
}

std::optional<Range> LaneRanger::addRec(const SCEVAddRecExpr *AR) {
  // As compute(): at a thread point's first trip, the start; in the
  // stepped loop past its first trip, start + step x trip.
  unsigned W = Width(AR);
  if (!AR->isAffine() || Width(AR->getStart()) != W)
    return std::nullopt;
  std::optional<Range> Start = of(AR->getStart());
  if (!Start || AR->getLoop() != E.SteppedLoop || E.StepTrip == 0)
    return Start;
  std::optional<Range> Step = of(AR->getOperand(1));
  if (!Step || Width(AR->getOperand(1)) != W || Wide(E.StepTrip) >= pow2(W - 1))
    return std::nullopt;
  // compute() wraps here without a flag: no lane may.
  Start = asSigned(*Start, W);
  Step = asSigned(*Step, W);
  if (!Start || !Step)
    return std::nullopt;
  std::optional<Range> Scaled = mul(*Step, Range{E.StepTrip, E.StepTrip});
  Range R{Start->Lo + Scaled->Lo, Start->Hi + Scaled->Hi};
  return fitsSigned(R, W) ? std::optional<Range>(R) : std::nullopt;
}

std::optional<Range> LaneRanger::binary(const BinaryOperator &BO) {
  // As unknown() computes them: the operands' values in the first one's
  // width, with no flag; a lane that wraps or divides by zero is asked.
  auto *Ty = dyn_cast<IntegerType>(BO.getType());
  if (!Ty || Ty->getBitWidth() > 64)
    return std::nullopt;
  unsigned W = Ty->getBitWidth();
  std::optional<Range> X = of(E.SE.getSCEV(BO.getOperand(0)));
  std::optional<Range> Y = of(E.SE.getSCEV(BO.getOperand(1)));
  if (!X || !Y)
    return std::nullopt;
  auto Fits = [&](Range R) {
    return fitsSigned(R, W) ? std::optional<Range>(R) : std::nullopt;
  };
  std::optional<Range> SX = asSigned(*X, W), SY = asSigned(*Y, W);
  std::optional<Range> UX = asUnsigned(*X, W), UY = asUnsigned(*Y, W);
  // A remainder by a positive constant: the dividend's range moved into
  // [0, d) when no lane crosses a multiple of d, else all of [0, d).
  auto Rem = [](std::optional<Range> A,
                std::optional<Range> D) -> std::optional<Range> {
    if (!A || !D || D->Lo != D->Hi || D->Lo <= 0 || A->Lo < 0)
      return std::nullopt;
    Wide Dv = D->Lo;
    if (A->Lo / Dv == A->Hi / Dv)
      return Range{A->Lo % Dv, A->Hi % Dv};
    return Range{0, Dv - 1};
  };
  auto Div = [](std::optional<Range> A,
                std::optional<Range> D) -> std::optional<Range> {
    if (!A || !D || D->Lo <= 0 || A->Lo < 0)
      return std::nullopt;
    return Range{A->Lo / D->Hi, A->Hi / D->Lo};
  };
  std::optional<int> Shift;
  if (SY && SY->Lo == SY->Hi && SY->Lo >= 0 && SY->Lo < Wide(W))
    Shift = int(SY->Lo);
  switch (BO.getOpcode()) {
  case Instruction::Add:
    if (!SX || !SY)
      return std::nullopt;
    return Fits(Range{SX->Lo + SY->Lo, SX->Hi + SY->Hi});
  case Instruction::Sub:
    if (!SX || !SY)
      return std::nullopt;
    return Fits(Range{SX->Lo - SY->Hi, SX->Hi - SY->Lo});
  case Instruction::Mul:
    if (!SX || !SY)
      return std::nullopt;
    return Fits(*mul(*SX, *SY));
  case Instruction::SDiv:
    return Div(SX, SY);
  case Instruction::UDiv:
    return Div(UX, UY);
  case Instruction::SRem:
    return Rem(SX, SY);
  case Instruction::URem:
    return Rem(UX, UY);
  case Instruction::Shl:
    if (!SX || !Shift)
      return std::nullopt;
    return Fits(Range{SX->Lo * pow2(*Shift), SX->Hi * pow2(*Shift)});
  case Instruction::LShr:
    if (!UX || !Shift)
      return std::nullopt;
    return Range{UX->Lo >> *Shift, UX->Hi >> *Shift};
  case Instruction::And:
    // A mask of low bits is a remainder by a power of two.
    if (UY && UY->Lo == UY->Hi && ((UY->Lo + 1) & UY->Lo) == 0)
      return Rem(UX, Range{UY->Lo + 1, UY->Lo + 1});
    return std::nullopt;
  default:
    return std::nullopt;
  }
}

SCEVEvaluator::LaneBox
SCEVEvaluator::LaneBox::of(uint64_t First, uint64_t Lanes, const Dim3 &Block) {
  LaneBox B;
  B.First = ThreadPoint::ofThread(First, Block);
  for (unsigned D = 0; D < 3; ++D)
    B.TidLo[D] = B.TidHi[D] = B.First.Tid[D];
  B.LaneLo = B.LaneHi = First % 32;
  for (uint64_t T = First + 1; T < First + Lanes; ++T) {
    ThreadPoint P = ThreadPoint::ofThread(T, Block);
    for (unsigned D = 0; D < 3; ++D) {
      B.TidLo[D] = std::min(B.TidLo[D], P.Tid[D]);
      B.TidHi[D] = std::max(B.TidHi[D], P.Tid[D]);
    }
    B.LaneLo = std::min(B.LaneLo, T % 32);
    B.LaneHi = std::max(B.LaneHi, T % 32);
  }
  return B;
}

std::optional<bool> SCEVEvaluator::compareAtLanes(CmpInst::Predicate Pred,
                                                  const SCEV *SX,
                                                  const SCEV *SY,
                                                  const LaneBox &Box) {
  if (Point != &Box.First || Point->LastIteration || Depth != 0)
    return std::nullopt;
  // What compare() asks first: its flags and failures, at the first lane.
  if (!compare(Pred, SX, SY))
    return std::nullopt;
  LaneRanger Ranges(*this, Box);
  unsigned W = width(SX);
  if (W != width(SY))
    return std::nullopt;
  std::optional<Range> X = Ranges.of(SX), Y = Ranges.of(SY);
  if (!X || !Y)
    return std::nullopt;
  bool Signed = ICmpInst::isSigned(Pred);
  X = Signed ? asSigned(*X, W) : asUnsigned(*X, W);
  Y = Signed ? asSigned(*Y, W) : asUnsigned(*Y, W);
  if (!X || !Y)
    return std::nullopt;
  // Whether every lane's A is below its B, or none is.
  auto Lt = [](Range A, Range B) -> std::optional<bool> {
    if (A.Hi < B.Lo)
      return true;
    if (A.Lo >= B.Hi)
      return false;
    return std::nullopt;
  };
  auto Not = [](std::optional<bool> B) {
    return B ? std::optional<bool>(!*B) : std::nullopt;
  };
  switch (Pred) {
  case CmpInst::ICMP_EQ:
  case CmpInst::ICMP_NE: {
    std::optional<bool> Eq;
    if (X->Lo == X->Hi && Y->Lo == Y->Hi && X->Lo == Y->Lo)
      Eq = true;
    else if (X->Hi < Y->Lo || Y->Hi < X->Lo)
      Eq = false;
    return Pred == CmpInst::ICMP_EQ ? Eq : Not(Eq);
  }
  case CmpInst::ICMP_SLT:
  case CmpInst::ICMP_ULT:
    return Lt(*X, *Y);
  case CmpInst::ICMP_SGE:
  case CmpInst::ICMP_UGE:
    return Not(Lt(*X, *Y));
  case CmpInst::ICMP_SGT:
  case CmpInst::ICMP_UGT:
    return Lt(*Y, *X);
  case CmpInst::ICMP_SLE:
  case CmpInst::ICMP_ULE:
    return Not(Lt(*Y, *X));
  default:
    return std::nullopt;
  }
}

} // namespace lhf
