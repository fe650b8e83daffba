//===- SCEVEvaluator.cpp - Evaluate SCEVs with a launch bound -------------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#include "lhf/Passes/SCEVEvaluator.h"

#include "lhf/Model/LoopTrip.h"
#include "lhf/Passes/IRFrontEnd.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/Analysis/UniformityAnalysis.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Operator.h"

using namespace llvm;

namespace lhf {

std::optional<int64_t> SCEVEvaluator::eval(const SCEV *S) {
  std::optional<APInt> V = value(S);
  if (!V)
    return std::nullopt;
  return V->getSExtValue();
}

void SCEVDispositionTrim::tick() {
  // Each clear costs the recomputation of what the next blocks ask; 256
  // blocks keep the lists short and a kernel of ordinary size never pays.
  if (++Blocks % 256 == 0)
    SE.forgetBlockAndLoopDispositions();
}

std::optional<APInt> SCEVEvaluator::valueOf(const Value *V) {
  if (!SE.isSCEVable(V->getType()))
    return std::nullopt;
  return value(SE.getSCEV(const_cast<Value *>(V)));
}

std::optional<bool> SCEVEvaluator::compare(const ICmpInst &Cmp) {
  // Both operands have the compare's one type.
  if (!SE.isSCEVable(Cmp.getOperand(0)->getType()))
    return std::nullopt;
  return compare(Cmp.getPredicate(), SE.getSCEV(Cmp.getOperand(0)),
                 SE.getSCEV(Cmp.getOperand(1)));
}

std::optional<bool> SCEVEvaluator::compare(CmpInst::Predicate Pred,
                                           const SCEV *SX, const SCEV *SY) {
  std::optional<APInt> X = value(SX);
  std::optional<APInt> Y = value(SY);
  if (!X || !Y)
    return std::nullopt;
  return ICmpInst::compare(*X, Y->zextOrTrunc(X->getBitWidth()), Pred);
}

unsigned SCEVEvaluator::width(const SCEV *S) {
  // Asked at every step of every evaluation: an integer's width is in its
  // type, only a pointer's needs the data layout.
  Type *T = S->getType();
  if (auto *IT = dyn_cast<IntegerType>(T))
    return std::max<unsigned>(1, IT->getBitWidth());
  return std::max<unsigned>(1, SE.getTypeSizeInBits(T));
}

void SCEVEvaluator::flag(uint8_t Bits) {
  SubFlags |= Bits;
  UsedThreadZero |= Bits & ThreadZero;
  UsedArgs |= Bits & ArgsUsed;
  UsedStandIn |= Bits & StandInUsed;
  Wrapped |= Bits & WrappedSeen;
  UsedDataLoad |= Bits & DataLoadUsed;
  UsedUniformZero |= Bits & UniformZeroUsed;
  StandInOverflow |= Bits & StandInOverflowSeen;
  UsedBlockIndex |= Bits & BlockIndexRead;
}

void SCEVEvaluator::unboundArg(unsigned ArgNo) {
  SubUnbound.push_back(ArgNo);
  if (!llvm::is_contained(UnboundArgs, ArgNo))
    UnboundArgs.push_back(ArgNo);
}

std::optional<APInt> SCEVEvaluator::value(const SCEV *S) {
  constexpr unsigned MaxDepth = 64;
  if (Depth + 1 > MaxDepth) { // pathological expressions: give up, do not
    ++Transient;               // recurse on
    return std::nullopt;
  }
  // A budget per outermost evaluation: joins of joins deeper than the
  // bound keep anything above them from being remembered, and each join
  // tries both sides (2^n evaluations; cuda-samples' mergeSort ran past
  // 300 s once its launch was known). Ordinary addresses take tens.
  if (Depth == 0)
    Steps = 0;
  if (++Steps > MaxSteps) {
    ++Transient;
    return std::nullopt;
  }
  bool Leaf = isa<SCEVConstant>(S);
  if (!Leaf)
    if (auto It = Memo.find(S);
        It != Memo.end() && Depth + It->second.Height <= MaxDepth &&
        (!It->second.ReadPoint || It->second.Gen == PointGen) &&
        (!It->second.ReadTrip || It->second.Trip == StepTrip)) {
      // Replays what computing it reported, as computing it again would.
      const Remembered &M = It->second;
      PointReads += M.ReadPoint;
      TripReads += M.ReadTrip;
      flag(M.Flags);
      for (unsigned Arg : M.Unbound)
        unboundArg(Arg);
      DeepestDepth = std::max(DeepestDepth, Depth + M.Height);
      return M.Value;
    }
  unsigned Kept = Transient, Points = PointReads, Trips = TripReads,
           Deepest = DeepestDepth;
  uint8_t Flags = SubFlags;
  size_t FirstArg = SubUnbound.size(); // what this expression meets follows
  SubFlags = 0;
  DeepestDepth = ++Depth;
  std::optional<APInt> R = compute(S);
  unsigned Height = DeepestDepth - Depth + 1;
  --Depth;
  // Failures are remembered too: a chain of joins whose sides fail deep
  // down was explored again from every join above it (2^n evaluations:
  // cuda-samples' mergeSort took over 300 s once its launch was known).
  if (!Leaf && Kept == Transient) {
    Remembered &M = Memo[S];
    M.Value = R;
    M.Unbound.clear();
    for (unsigned Arg : ArrayRef(SubUnbound).drop_front(FirstArg))
      if (!is_contained(M.Unbound, Arg))
        M.Unbound.push_back(Arg);
    M.Flags = SubFlags;
    M.Height = uint8_t(Height);
    M.ReadPoint = Points != PointReads;
    M.ReadTrip = Trips != TripReads;
    M.Gen = PointGen;
    M.Trip = StepTrip;
  }
  SubFlags |= Flags;
  if (!Depth)
    SubUnbound.clear();
  DeepestDepth = std::max(Deepest, DeepestDepth);
  return R;
}

std::optional<APInt> SCEVEvaluator::compute(const SCEV *S) {
  unsigned W = width(S);
  switch (S->getSCEVType()) {
  case scConstant:
    return cast<SCEVConstant>(S)->getAPInt();
  case scVScale:
  case scCouldNotCompute:
    return std::nullopt;
  case scAddRecExpr: {
    // At a thread point, the recurrence's first or last value; anywhere,
    // a recurrence of the stepped loop at its trip.
    const auto *AR = cast<SCEVAddRecExpr>(S);
    if (!AR->isAffine() || (!Point && AR->getLoop() != SteppedLoop))
      return std::nullopt;
    if (AR->getLoop() == SteppedLoop)
      ++TripReads;
    std::optional<APInt> Start = value(AR->getStart());
    if (!Start)
      return std::nullopt;
    if (AR->getLoop() == SteppedLoop && (StepTrip > 0 || !Point)) {
      std::optional<APInt> Step = value(AR->getOperand(1));
      if (!Step)
        return std::nullopt;
      return Start->zextOrTrunc(W) +
             Step->zextOrTrunc(W) * APInt(W, StepTrip);
    }
    ++PointReads; // its first or last trip, by the point
    double Trip = TripOf ? TripOf(AR->getLoop()) : 1;
    if (!Point->LastIteration || Trip <= 1)
      return Start->zextOrTrunc(W);
    std::optional<APInt> Step = value(AR->getOperand(1));
    if (!Step)
      return std::nullopt;
    return Start->zextOrTrunc(W) +
           Step->zextOrTrunc(W) * APInt(W, uint64_t(Trip - 1));
  }
  case scTruncate:
  case scZeroExtend:
  case scSignExtend:
  case scPtrToInt: {
    std::optional<APInt> V = value(cast<SCEVCastExpr>(S)->getOperand(0));
    if (!V)
      return std::nullopt;
    if (S->getSCEVType() == scSignExtend)
      return V->sextOrTrunc(W);
    return V->zextOrTrunc(W);
  }
  case scAddExpr:
  case scMulExpr: {
    bool Add = S->getSCEVType() == scAddExpr;
    APInt Acc(W, Add ? 0 : 1);
    bool Overflow = false;
    for (const SCEV *Op : cast<SCEVNAryExpr>(S)->operands()) {
      std::optional<APInt> V = value(Op);
      if (!V)
        return std::nullopt;
      APInt X = V->zextOrTrunc(W);
      bool O = false;
      Acc = Add ? Acc.sadd_ov(X, O) : Acc.smul_ov(X, O);
      Overflow |= O;
    }
    // An address is modulo 2^64 (a buffer near the top of the range);
    // only an integer's overflow is the stand-ins'.
    if (Overflow && (SubFlags & StandInUsed) && S->getType()->isIntegerTy())
      flag(StandInOverflowSeen);
    return Acc;
  }
  case scUDivExpr: {
    const auto *D = cast<SCEVUDivExpr>(S);
    std::optional<APInt> A = value(D->getLHS()), B = value(D->getRHS());
    if (!A || !B || B->isZero())
      return std::nullopt;
    if (A->zextOrTrunc(W).isNegative())
      flag(WrappedSeen);
    return A->zextOrTrunc(W).udiv(B->zextOrTrunc(W));
  }
  case scSMaxExpr:
  case scUMaxExpr:
  case scSMinExpr:
  case scUMinExpr:
  case scSequentialUMinExpr: {
    SCEVTypes T = S->getSCEVType();
    std::optional<APInt> Acc;
    for (const SCEV *Op : cast<SCEVNAryExpr>(S)->operands()) {
      std::optional<APInt> V = value(Op);
      if (!V)
        return std::nullopt;
      APInt X = V->zextOrTrunc(W);
      if (!Acc) {
        Acc = X;
        continue;
      }
      bool Take = T == scSMaxExpr   ? X.sgt(*Acc)
                  : T == scUMaxExpr ? X.ugt(*Acc)
                  : T == scSMinExpr ? X.slt(*Acc)
                                    : X.ult(*Acc);
      if (Take)
        Acc = X;
    }
    return Acc;
  }
  case scUnknown:
    return unknown(cast<SCEVUnknown>(S)->getValue(), W);
  }
  return std::nullopt;
}

std::optional<APInt> SCEVEvaluator::unknown(const Value *V, unsigned W) {
  if (auto It = Bound.find(V); It != Bound.end()) {
    ++Transient;
    return It->second.zextOrTrunc(W);
  }
  if (const auto *A = dyn_cast<Argument>(V)) {
    auto It = Args.find(A->getArgNo());
    if (It != Args.end()) {
      flag(ArgsUsed);
      return APInt(W, It->second, /*isSigned=*/true);
    }
    if (ArgHook) {
      ++PointReads; // the caller's operand, at this thread
      if (std::optional<APInt> V = ArgHook(*A, W, Point))
        return V;
    }
    if (!A->getType()->isPointerTy())
      unboundArg(A->getArgNo());
    if (!Point)
      return std::nullopt;
    // Addresses are relative to their buffer; an unbound size is a large
    // stand-in so that different rows stay apart.
    if (A->getType()->isPointerTy())
      return APInt(W, 0);
    flag(StandInUsed);
    return APInt(W, StandIn);
  }
  if (Point && isa<GlobalValue>(V))
    return APInt(W, 0);
  // A tile a block claims from a counter (`if (threadIdx.x == 0) s_tile =
  // atomicAdd(counter, 1)`): the blocks take 0, 1, 2... in the order they
  // start, which is their index's (the counter zeroed before the launch).
  if (Point && isClaimedBlockIndex(V)) {
    ++PointReads;
    flag(BlockIndexRead);
    const uint64_t *B = Point->Ctaid;
    return APInt(W, B[0] + L.Grid.X * (B[1] + L.Grid.Y * B[2]));
  }
  // An integer compare's outcome as an integer (`lane / 16` rewritten as
  // `zext (lane > 15)`: LeetCUDA's sgemv); not a pointer's, whose stand-in
  // 0 is its buffer's start, not null.
  if (const auto *Cmp = dyn_cast<ICmpInst>(V);
      Cmp && Cmp->getOperand(0)->getType()->isIntegerTy())
    if (std::optional<bool> B = compare(*Cmp))
      return APInt(W, *B);
  // freeze is the value itself wherever it is defined (LLVM freezes a
  // remainder it rewrote from a division: llm.c's permute kernels).
  if (const auto *Fr = dyn_cast<FreezeInst>(V))
    if (std::optional<APInt> X = valueOf(Fr->getOperand(0)))
      return X->zextOrTrunc(W);
  // A generic pointer to a space and back (cvta, address-space
  // inference): the same address, or offset in the window.
  if (const auto *C = dyn_cast<AddrSpaceCastOperator>(V))
    if (std::optional<APInt> P = valueOf(C->getPointerOperand()))
      return P->zextOrTrunc(W);
  if (const auto *BO = dyn_cast<BinaryOperator>(V)) {
    // Integer arithmetic SCEV keeps opaque (sdiv, srem, shifts, logic).
    std::optional<APInt> X = valueOf(BO->getOperand(0));
    std::optional<APInt> Y = valueOf(BO->getOperand(1));
    if (!X || !Y)
      return std::nullopt;
    unsigned BW = X->getBitWidth();
    APInt A = *X, B = Y->zextOrTrunc(BW);
    switch (BO->getOpcode()) {
    case Instruction::SDiv:
      return B.isZero() ? std::nullopt : std::optional<APInt>(A.sdiv(B));
    case Instruction::UDiv:
      return B.isZero() ? std::nullopt : std::optional<APInt>(A.udiv(B));
    case Instruction::SRem:
      return B.isZero() ? std::nullopt : std::optional<APInt>(A.srem(B));
    case Instruction::URem:
      return B.isZero() ? std::nullopt : std::optional<APInt>(A.urem(B));
    case Instruction::Shl:
      return A.shl(B.getLimitedValue(BW));
    case Instruction::LShr:
      return A.lshr(B.getLimitedValue(BW));
    case Instruction::AShr:
      return A.ashr(B.getLimitedValue(BW));
    case Instruction::And:
      return A & B;
    case Instruction::Or:
      return A | B;
    case Instruction::Xor:
      return A ^ B;
    case Instruction::Add:
      return A + B;
    case Instruction::Sub:
      return A - B;
    case Instruction::Mul:
      return A * B;
    default:
      return std::nullopt;
    }
  }
  if (const auto *Phi = dyn_cast<PHINode>(V);
      Phi && Phi->getNumIncomingValues() && SE.isSCEVable(Phi->getType())) {
    // A join of one value reached along several paths (a loop's start,
    // blockIdx.x, computed on both sides of an `if (tid == 0)`): scalar
    // evolution keeps the phi opaque, but every side is the same SCEV.
    const SCEV *First = SE.getSCEV(Phi->getIncomingValue(0));
    if (all_of(Phi->incoming_values(),
               [&](Value *In) { return SE.getSCEV(In) == First; }))
      if (std::optional<APInt> R = value(First))
        return R->zextOrTrunc(W);
  }
  if (const auto *Phi = dyn_cast<PHINode>(V))
    if (std::optional<APInt> R = loopExitJoin(*Phi))
      return R->zextOrTrunc(W);
  if (const auto *Phi = dyn_cast<PHINode>(V);
      Phi && Point && Phi->getNumIncomingValues() == 2) {
    // A recurrence SCEV cannot express (h >>= 1): at a thread point, its
    // value on entry, the incoming value that does not use the phi; at a
    // later trip of the stepped loop, the next value applied that often.
    for (unsigned I = 0; I < 2; ++I) {
      const auto *Next = dyn_cast<Instruction>(Phi->getIncomingValue(1 - I));
      if (!Next || !llvm::is_contained(Next->operands(), Phi))
        continue;
      bool InStepped =
          SteppedLoop && Phi->getParent() == SteppedLoop->getHeader();
      TripReads += InStepped;
      bool Step = InStepped && StepTrip > 0 && !Bound.count(Phi);
      bool Uniform = Step && UI && UI->isUniform(Phi);
      if (Uniform)
        if (auto It = Stepped.find({Phi, StepTrip}); It != Stepped.end())
          return It->second.zextOrTrunc(W);
      std::optional<APInt> R = valueOf(Phi->getIncomingValue(I));
      if (R && Step) {
        for (uint64_t T = 0; R && T < StepTrip; ++T) {
          Bound[Phi] = R->zextOrTrunc(W);
          R = valueOf(Next);
        }
        Bound.erase(Phi);
        if (R && Uniform)
          Stepped[{Phi, StepTrip}] = *R;
      }
      if (R)
        return R->zextOrTrunc(W);
    }
  }
  if (const auto *Phi = dyn_cast<PHINode>(V); Phi && Point)
    if (std::optional<APInt> R = joinValue(*Phi))
      return R->zextOrTrunc(W);
  // Any other value a loop carries, at a point's first trip of a loop not
  // stepped: the value it enters with (`j = 4 * i` of a loop whose `i`
  // scalar evolution cannot follow: llm.c's classifier_fused).
  if (const auto *Phi = dyn_cast<PHINode>(V);
      Phi && Point && !Point->LastIteration && Loops)
    if (const Loop *Lp = Loops->getLoopFor(Phi->getParent());
        Lp && Lp->getHeader() == Phi->getParent() && Lp != SteppedLoop)
      if (const BasicBlock *Pre = Lp->getLoopPredecessor();
          Pre && !CarriedTooDeep.count(Phi)) {
        ++PointReads; // its first trip, by the point
        if (std::optional<APInt> R =
                valueOf(Phi->getIncomingValueForBlock(Pre)))
          return R->zextOrTrunc(W);
        // An entry value behind joins of joins that ran out of steps is
        // not asked again at every lane (ggml's fattn.cu: from 19 s to
        // past 300).
        if (Steps > MaxSteps)
          CarriedTooDeep.insert(Phi);
      }
  if (const auto *Sel = dyn_cast<SelectInst>(V)) {
    // A select on a compare of known values (e.g. an expanded remainder).
    const auto *Cmp = dyn_cast<ICmpInst>(Sel->getCondition());
    if (std::optional<bool> Taken = Cmp ? compare(*Cmp) : std::nullopt)
      if (std::optional<APInt> R =
              valueOf(*Taken ? Sel->getTrueValue() : Sel->getFalseValue()))
        return R->zextOrTrunc(W);
  }
  if (const auto *LI = dyn_cast<LoadInst>(V))
    if (std::optional<ByValField> F = byValField(LI->getPointerOperand())) {
      // A field of a struct the kernel takes by value (`p.n`, `p.data`) is
      // a kernel argument like any other: bound by its key, else a pointer
      // is its buffer's start and an integer the stand-in.
      unsigned Key = fieldKey(F->Arg->getArgNo(), F->Offset);
      if (auto It = Args.find(Key); It != Args.end()) {
        flag(ArgsUsed);
        return APInt(W, It->second, /*isSigned=*/true);
      }
      bool Pointer = LI->getType()->isPointerTy();
      if (!Pointer)
        unboundArg(Key);
      if (!Point)
        return std::nullopt;
      if (Pointer)
        return APInt(W, 0);
      flag(StandInUsed);
      return APInt(W, StandIn);
    }
  // An element of a loaded vector (a uint4 read whose words the
  // vectoriser extracts): the element's address.
  const LoadInst *LI = dyn_cast<LoadInst>(V);
  uint64_t Offset = 0;
  if (const auto *EE = dyn_cast<ExtractElementInst>(V)) {
    const auto *Idx = dyn_cast<ConstantInt>(EE->getIndexOperand());
    LI = Idx ? dyn_cast<LoadInst>(EE->getVectorOperand()) : nullptr;
    if (LI)
      Offset = Idx->getZExtValue() * (EE->getType()->getScalarSizeInBits() / 8);
  }
  if (LI && Point && DataLoads)
    if (std::optional<APInt> A = valueOf(LI->getPointerOperand())) {
      // A value per address, spread like random data: lanes reading one
      // address agree, lanes reading different ones land apart.
      flag(DataLoadUsed);
      // Every byte of a wider value random too (a word's four bytes are
      // four bins), and non-negative: W - 1 bits of the hash.
      uint64_t H = (A->getZExtValue() + Offset) * 0x9E3779B97F4A7C15ULL;
      uint64_t V =
          W <= 16 ? (H >> 48) & 0xFFFF : H >> (64 - (std::min(W, 64u) - 1));
      return APInt(W, V, /*isSigned=*/false,
                   /*implicitTrunc=*/true); // an i8 load keeps its low bits
    }
  // `asm("mov.u32 %0, %%laneid;")` (CUB's LaneId(), and many projects'):
  // the lane, as the intrinsic below.
  if (const auto *C = dyn_cast<CallInst>(V))
    if (const auto *IA = dyn_cast<InlineAsm>(C->getCalledOperand())) {
      std::string Asm;
      for (char Ch : IA->getAsmString())
        if (!isSpace(Ch) && Ch != ';')
          Asm += Ch;
      if (Asm == "mov.u32$0,%laneid")
        return laneId(W);
    }
  const auto *II = dyn_cast<IntrinsicInst>(V);
  if (!II) {
    // At a thread point, a value all lanes share shifts every lane alike.
    if (Point && UI && UI->isUniform(V)) {
      flag(UniformZeroUsed);
      return APInt(W, 0);
    }
    return std::nullopt;
  }
  if (std::optional<APInt> R = arithmetic(*II))
    return R->zextOrTrunc(W);
  if (II->getIntrinsicID() == Intrinsic::nvvm_read_ptx_sreg_laneid)
    return laneId(W);
  // By intrinsic ID: a name is a lookup in the context's table, and this
  // is asked at every lane of every access.
  enum Reg { Tid, Ctaid, Ntid, Nctaid };
  struct Special {
    Intrinsic::ID ID;
    Reg Of;
    unsigned Dim;
  };
  static constexpr Special Specials[] = {
      {Intrinsic::nvvm_read_ptx_sreg_tid_x, Tid, 0},
      {Intrinsic::nvvm_read_ptx_sreg_tid_y, Tid, 1},
      {Intrinsic::nvvm_read_ptx_sreg_tid_z, Tid, 2},
      {Intrinsic::nvvm_read_ptx_sreg_ctaid_x, Ctaid, 0},
      {Intrinsic::nvvm_read_ptx_sreg_ctaid_y, Ctaid, 1},
      {Intrinsic::nvvm_read_ptx_sreg_ctaid_z, Ctaid, 2},
      {Intrinsic::nvvm_read_ptx_sreg_ntid_x, Ntid, 0},
      {Intrinsic::nvvm_read_ptx_sreg_ntid_y, Ntid, 1},
      {Intrinsic::nvvm_read_ptx_sreg_ntid_z, Ntid, 2},
      {Intrinsic::nvvm_read_ptx_sreg_nctaid_x, Nctaid, 0},
      {Intrinsic::nvvm_read_ptx_sreg_nctaid_y, Nctaid, 1},
      {Intrinsic::nvvm_read_ptx_sreg_nctaid_z, Nctaid, 2}};
  const Special *Sp = find_if(
      Specials, [&](const Special &X) { return X.ID == II->getIntrinsicID(); });
  if (Sp == std::end(Specials))
    return std::nullopt;
  auto Pick = [&](const Dim3 &D) {
    return APInt(W, Sp->Dim == 0 ? D.X : Sp->Dim == 1 ? D.Y : D.Z);
  };
  switch (Sp->Of) {
  case Tid:
  case Ctaid:
    if (Point) {
      ++PointReads;
      if (Sp->Of == Ctaid)
        flag(BlockIndexRead);
      return APInt(W, (Sp->Of == Tid ? Point->Tid : Point->Ctaid)[Sp->Dim]);
    }
    // Trip counts that depend on the thread are evaluated for thread 0 of
    // block 0, and said so.
    flag(ThreadZero);
    return APInt(W, 0);
  case Ntid:
    return Pick(L.Block);
  case Nctaid:
    return Pick(L.Grid);
  }
  return std::nullopt;
}

/// The shared-memory variable \p Ptr points to (through the generic
/// address clang's CUDA code uses before address-space inference), or null.
static const GlobalVariable *sharedScalar(const Value *Ptr) {
  const auto *GV = dyn_cast<GlobalVariable>(Ptr->stripPointerCasts());
  return GV && GV->getAddressSpace() == 3 ? GV : nullptr;
}

/// `atomicAdd(counter, 1)` on one address for the whole grid, whose old
/// value is stored to a shared-memory scalar.
static bool claimsFromCounter(const Value *V) {
  const auto *RMW = dyn_cast<AtomicRMWInst>(V);
  const auto *One = RMW ? dyn_cast<ConstantInt>(RMW->getValOperand()) : nullptr;
  if (!One || !One->isOne() || RMW->getOperation() != AtomicRMWInst::Add ||
      sharedScalar(RMW->getPointerOperand()))
    return false;
  // The counter's address reads no thread or block index: an argument or
  // a global, at a constant offset.
  const Value *Base = RMW->getPointerOperand()->stripPointerCastsAndAliases();
  Base = getUnderlyingObject(Base, /*MaxLookup=*/4);
  if (!isa<Argument>(Base) && !isa<GlobalVariable>(Base))
    return false;
  if (const auto *GEP = dyn_cast<GEPOperator>(RMW->getPointerOperand());
      GEP && !GEP->hasAllConstantIndices())
    return false;
  return any_of(RMW->users(), [](const User *U) {
    const auto *St = dyn_cast<StoreInst>(U);
    return St && sharedScalar(St->getPointerOperand());
  });
}

bool isClaimedBlockIndex(const Value *V) {
  if (!V->getType()->isIntegerTy())
    return false;
  if (claimsFromCounter(V))
    return true;
  // The shared scalar every thread reads after the barrier: each store to
  // it stores such a claim.
  const auto *LI = dyn_cast<LoadInst>(V);
  const GlobalVariable *GV =
      LI ? sharedScalar(LI->getPointerOperand()) : nullptr;
  if (!GV)
    return false;
  bool Stored = false;
  SmallVector<const User *, 8> Work(GV->users());
  while (!Work.empty()) {
    const User *U = Work.pop_back_val();
    if (isa<ConstantExpr>(U) && cast<ConstantExpr>(U)->isCast()) {
      append_range(Work, U->users());
      continue;
    }
    if (isa<LoadInst>(U))
      continue;
    const auto *St = dyn_cast<StoreInst>(U);
    if (!St || !claimsFromCounter(St->getValueOperand()))
      return false;
    Stored = true;
  }
  return Stored;
}

APInt SCEVEvaluator::laneId(unsigned W) {
  // The thread's place in its warp: its linear index in the block, modulo
  // 32 (a warp is 32 consecutive threads on every NVIDIA GPU).
  if (!Point) {
    flag(ThreadZero);
    return APInt(W, 0);
  }
  ++PointReads;
  return APInt(W, Point->linear(L.Block) % 32);
}

std::optional<APInt> SCEVEvaluator::arithmetic(const IntrinsicInst &II) {
  // The high half of a product (__umulhi): ggml's division by a run-time
  // divisor (fastdiv, fastmodulo) in every broadcast kernel's index.
  bool Signed;
  switch (II.getIntrinsicID()) {
  case Intrinsic::nvvm_mulhi_i:
  case Intrinsic::nvvm_mulhi_s:
  case Intrinsic::nvvm_mulhi_ll:
    Signed = true;
    break;
  case Intrinsic::nvvm_mulhi_ui:
  case Intrinsic::nvvm_mulhi_us:
  case Intrinsic::nvvm_mulhi_ull:
    Signed = false;
    break;
  default:
    return std::nullopt;
  }
  std::optional<APInt> X = valueOf(II.getArgOperand(0));
  std::optional<APInt> Y = valueOf(II.getArgOperand(1));
  if (!X || !Y)
    return std::nullopt;
  unsigned BW = II.getType()->getIntegerBitWidth();
  APInt A = Signed ? X->sextOrTrunc(BW) : X->zextOrTrunc(BW);
  APInt B = Signed ? Y->sextOrTrunc(BW) : Y->zextOrTrunc(BW);
  return Signed ? APIntOps::mulhs(A, B) : APIntOps::mulhu(A, B);
}

/// The condition deciding the edge into \p To from \p From, if known:
/// true when the branch is taken towards \p To.
std::optional<bool> SCEVEvaluator::edgeTaken(const BasicBlock *From,
                                             const BasicBlock *To) {
  const auto *Br = dyn_cast<BranchInst>(From->getTerminator());
  if (!Br || !Br->isConditional() ||
      Br->getSuccessor(0) == Br->getSuccessor(1))
    return std::nullopt;
  const auto *Cmp = dyn_cast<ICmpInst>(Br->getCondition());
  std::optional<bool> Cond = Cmp ? compare(*Cmp) : std::nullopt;
  if (!Cond)
    return std::nullopt;
  return (Br->getSuccessor(0) == To) == *Cond;
}

/// A join after a loop of the value it started with (the loop skipped) or
/// ended with: an unrolled loop's remainder ("prolog") before its main
/// loop, whose start is this join. A decided branch picks the side; the
/// loop's side is its value at the exit. (`#pragma unroll 8` on a strided
/// loop left the main loop's count unknown: "16 assumed".)
std::optional<APInt> SCEVEvaluator::loopExitJoin(const PHINode &Phi) {
  if (Phi.getNumIncomingValues() != 2 || !SE.isSCEVable(Phi.getType()))
    return std::nullopt;
  const BasicBlock *Join = Phi.getParent();
  auto ExitOf = [&](unsigned I) -> const SCEVAddRecExpr * {
    const auto *AR =
        dyn_cast<SCEVAddRecExpr>(SE.getSCEV(Phi.getIncomingValue(I)));
    return AR && !AR->getLoop()->contains(Join) ? AR : nullptr;
  };
  for (unsigned I = 0; I < 2; ++I) {
    const SCEVAddRecExpr *AR = ExitOf(I);
    if (!AR || ExitOf(1 - I))
      continue;
    // The edge from outside the loop (the loop skipped) decides.
    std::optional<bool> Skipped = edgeTaken(Phi.getIncomingBlock(1 - I), Join);
    if (!Skipped)
      return std::nullopt;
    if (*Skipped)
      return valueOf(Phi.getIncomingValue(1 - I));
    const SCEV *Exit = SE.getSCEVAtScope(AR, AR->getLoop()->getParentLoop());
    if (Exit == AR)
      return std::nullopt; // its exit value is not known
    return value(Exit);
  }
  // CodeGenPrepare and strength reduction leave the loop's side as a value
  // computed outside it (`tid + 256 * prologue trips`, hoisted): the
  // machine level's IR. Which side comes out of a loop the join is not in
  // says which edge skips it.
  if (!Loops)
    return std::nullopt;
  auto Exited = [&](unsigned I) -> const Loop * {
    // The loop's exiting block, or the exit block that only falls through.
    const BasicBlock *In = Phi.getIncomingBlock(I);
    const BasicBlock *From =
        In->getSingleSuccessor() ? In->getSinglePredecessor() : nullptr;
    for (const BasicBlock *BB : {In, From})
      if (const Loop *L = BB ? Loops->getLoopFor(BB) : nullptr;
          L && !L->contains(Join))
        return L;
    return nullptr;
  };
  for (unsigned I = 0; I < 2; ++I) {
    const Loop *L = Exited(I);
    const auto *Inside = dyn_cast<Instruction>(Phi.getIncomingValue(I));
    if (!L || Exited(1 - I) || (Inside && L->contains(Inside)))
      continue;
    std::optional<bool> Skipped = edgeTaken(Phi.getIncomingBlock(1 - I), Join);
    if (!Skipped)
      return std::nullopt;
    return valueOf(Phi.getIncomingValue(*Skipped ? 1 - I : I));
  }
  return std::nullopt;
}

std::optional<APInt> SCEVEvaluator::joinValue(const PHINode &Phi) {
  // An if/else join: the side a decided branch takes, or the one side left
  // when the others are decided against. A loop's exit edge is asked at the
  // point's trip, where the loop does not leave yet: it decides nothing (an
  // unrolled loop's remainder starts at 0 when the test before the main
  // loop skips it, else where the main loop stopped).
  auto Exits = [&](const BasicBlock *From, const BasicBlock *To) {
    const Loop *L = Loops ? Loops->getLoopFor(From) : nullptr;
    return L && !L->contains(To);
  };
  unsigned Open = 0, Left = 0;
  for (unsigned I = 0; I < Phi.getNumIncomingValues(); ++I) {
    const BasicBlock *In = Phi.getIncomingBlock(I);
    std::optional<bool> Taken;
    if (const BasicBlock *Pred = In->getSinglePredecessor();
        Pred && !Exits(Pred, In))
      Taken = edgeTaken(Pred, In);
    if (!Taken && !Exits(In, Phi.getParent()))
      Taken = edgeTaken(In, Phi.getParent());
    if (Taken && *Taken)
      return valueOf(Phi.getIncomingValue(I));
    if (!Taken)
      Open = I, ++Left;
  }
  if (Left == 1)
    return valueOf(Phi.getIncomingValue(Open));
  // Otherwise the same value on every side, or any side of a warp-uniform
  // join (it shifts all lanes alike).
  std::optional<APInt> First;
  bool Same = true;
  for (const Value *In : Phi.incoming_values()) {
    std::optional<APInt> R = valueOf(In);
    if (!R)
      return std::nullopt;
    if (First && R->zextOrTrunc(First->getBitWidth()) != *First)
      Same = false;
    if (!First)
      First = R;
  }
  if (Same || (UI && UI->isUniform(&Phi)))
    return First;
  return std::nullopt;
}

/// \p P's value on entry: its incoming value from outside \p Latch.
static const Value *startOf(const PHINode &P, const BasicBlock *Latch) {
  const Value *Init = nullptr;
  for (unsigned I = 0; I < P.getNumIncomingValues(); ++I)
    if (P.getIncomingBlock(I) != Latch)
      Init = P.getIncomingValue(I);
  return Init;
}

/// Iterations of a geometric recurrence v' = v op c tested against a bound,
/// by running it (it ends within the bit width, or is not counted).
static std::optional<double>
geometricTrip(const PHINode &Phi, const BinaryOperator &Step,
              const BasicBlock *Latch, CmpInst::Predicate Pred,
              const Value *Bound, bool ComparesPhi, SCEVEvaluator &E) {
  const Value *Init = startOf(Phi, Latch);
  std::optional<APInt> V = Init ? E.valueOf(Init) : std::nullopt;
  std::optional<APInt> C = E.valueOf(Step.getOperand(1));
  std::optional<APInt> B = E.valueOf(Bound);
  if (!V || !C || !B)
    return std::nullopt;
  unsigned W = V->getBitWidth();
  APInt Cur = *V, K = C->zextOrTrunc(W), Lim = B->zextOrTrunc(W);
  for (int64_t Trip = 1; Trip <= 4 * int64_t(W); ++Trip) {
    APInt Tested = Cur;
    switch (Step.getOpcode()) {
    case Instruction::Mul:
      Cur = Cur * K;
      break;
    case Instruction::Shl:
      Cur = Cur.shl(K.getLimitedValue(W));
      break;
    case Instruction::LShr:
      Cur = Cur.lshr(K.getLimitedValue(W));
      break;
    case Instruction::AShr:
      Cur = Cur.ashr(K.getLimitedValue(W));
      break;
    case Instruction::UDiv:
      if (K.isZero())
        return std::nullopt;
      Cur = Cur.udiv(K);
      break;
    case Instruction::SDiv:
      if (K.isZero())
        return std::nullopt;
      Cur = Cur.sdiv(K);
      break;
    default:
      return std::nullopt;
    }
    if (!ICmpInst::compare(ComparesPhi ? Tested : Cur, Lim, Pred))
      return Trip;
  }
  return std::nullopt;
}

/// Iterations from the loop's latch test when scalar evolution has no
/// backedge count (unsigned grid strides, barriers in the body, exits that
/// are not dedicated): `iv' = iv + step; if (iv' < bound) loop`, with start,
/// step and bound evaluated with the bindings. Loop::getBounds would need
/// loop-simplify form, which clang's -O3 output does not keep.
/// The model's name for an integer compare that a loop goes on under.
static std::optional<TripTest> tripTestOf(CmpInst::Predicate P) {
  switch (P) {
  case CmpInst::ICMP_SLT:
  case CmpInst::ICMP_ULT:
    return TripTest::LT;
  case CmpInst::ICMP_SLE:
  case CmpInst::ICMP_ULE:
    return TripTest::LE;
  case CmpInst::ICMP_SGT:
  case CmpInst::ICMP_UGT:
    return TripTest::GT;
  case CmpInst::ICMP_SGE:
  case CmpInst::ICMP_UGE:
    return TripTest::GE;
  case CmpInst::ICMP_NE:
    return TripTest::NE;
  default:
    return std::nullopt;
  }
}

/// The trip count of a latch that goes on while `iv + step` (or `iv - step`)
/// overflows, or while it does not: codegen's preparation makes a counted
/// loop's exit test `uadd.with.overflow` after strength reduction, which
/// scalar evolution does not count (the machine level then lost a constant
/// trip count the IR level had).
static std::optional<double> overflowLatchTrip(const Loop &Lp,
                                               const BranchInst &BI,
                                               SCEVEvaluator &E) {
  const auto *Flag = dyn_cast<ExtractValueInst>(BI.getCondition());
  const auto *WO =
      Flag && Flag->getNumIndices() == 1 && Flag->getIndices()[0] == 1
          ? dyn_cast<WithOverflowInst>(Flag->getAggregateOperand())
          : nullptr;
  if (!WO || WO->isSigned() ||
      (WO->getBinaryOp() != Instruction::Add &&
       WO->getBinaryOp() != Instruction::Sub))
    return std::nullopt;
  const auto *Phi = dyn_cast<PHINode>(WO->getLHS());
  if (!Phi || Phi->getParent() != Lp.getHeader() ||
      !Lp.isLoopInvariant(WO->getRHS()))
    return std::nullopt;
  const auto *Next = dyn_cast<ExtractValueInst>(
      Phi->getIncomingValueForBlock(Lp.getLoopLatch()));
  if (!Next || Next->getAggregateOperand() != WO || Next->getIndices()[0] != 0)
    return std::nullopt;
  const Value *Init = nullptr;
  for (unsigned I = 0; I < Phi->getNumIncomingValues(); ++I)
    if (Phi->getIncomingBlock(I) != Lp.getLoopLatch())
      Init = Phi->getIncomingValue(I);
  std::optional<APInt> I0 = Init ? E.valueOf(Init) : std::nullopt;
  std::optional<APInt> S0 = E.valueOf(WO->getRHS());
  unsigned Bits = Phi->getType()->getIntegerBitWidth();
  if (!I0 || !S0 || Bits > 64)
    return std::nullopt;
  return overflowTrip(I0->zextOrTrunc(Bits).getZExtValue(),
                      S0->zextOrTrunc(Bits).getZExtValue(), Bits,
                      WO->getBinaryOp() == Instruction::Sub,
                      Lp.contains(BI.getSuccessor(0)));
}

/// Whether \p V is \p P plus loop-invariant terms through a chain of adds
/// (what loop strength reduction leaves of `i += 8 * blockDim.x` once an
/// unrolled body reads i + 7 * blockDim.x: next = ntid + (lsr.iv + 7 *
/// ntid)); the terms go to \p Terms, and \p PhiSeen counts \p P.
static bool addChainOf(const Value *V, const PHINode &P, const Loop &Lp,
                       SmallVectorImpl<const Value *> &Terms, unsigned &PhiSeen,
                       unsigned Depth = 0) {
  if (V == &P) {
    ++PhiSeen;
    return true;
  }
  if (Lp.isLoopInvariant(V)) {
    Terms.push_back(V);
    return true;
  }
  const auto *Add = dyn_cast<BinaryOperator>(V);
  if (!Add || Add->getOpcode() != Instruction::Add || Depth > 8)
    return false;
  return addChainOf(Add->getOperand(0), P, Lp, Terms, PhiSeen, Depth + 1) &&
         addChainOf(Add->getOperand(1), P, Lp, Terms, PhiSeen, Depth + 1);
}

/// \p V is \p P, or \p P widened and truncated back to its own type
/// (CodeGenPrepare reuses a counter's 64-bit extension for its step:
/// `trunc (sext i) + blockDim.x`, llm.c's layernorm_backward).
static bool isCounter(const Value *V, const PHINode &P) {
  if (V == &P)
    return true;
  const auto *Tr = dyn_cast<TruncInst>(V);
  const auto *Ext = Tr ? dyn_cast<CastInst>(Tr->getOperand(0)) : nullptr;
  return Ext && (isa<SExtInst>(Ext) || isa<ZExtInst>(Ext)) &&
         Ext->getOperand(0) == &P && Tr->getType() == P.getType();
}

std::optional<double> tripFromLatch(const Loop &Lp, SCEVEvaluator &E) {
  const BasicBlock *Latch = Lp.getLoopLatch();
  const auto *BI = Latch ? dyn_cast<BranchInst>(Latch->getTerminator())
                         : nullptr;
  if (BI && BI->isConditional())
    if (std::optional<double> T = overflowLatchTrip(Lp, *BI, E))
      return T;
  const auto *Cmp =
      BI && BI->isConditional() ? dyn_cast<ICmpInst>(BI->getCondition())
                                : nullptr;
  if (!Cmp)
    return std::nullopt;
  // The predicate under which the loop goes on, IV on the left.
  CmpInst::Predicate Pred = Cmp->getPredicate();
  if (!Lp.contains(BI->getSuccessor(0)))
    Pred = CmpInst::getInversePredicate(Pred);
  const Value *X = Cmp->getOperand(0), *Bound = Cmp->getOperand(1);
  if (Lp.isLoopInvariant(X)) {
    std::swap(X, Bound);
    Pred = CmpInst::getSwappedPredicate(Pred);
  }
  if (!Lp.isLoopInvariant(Bound))
    return std::nullopt;
  // `base + i < n` where loop strength reduction split the counter i from
  // a loop-invariant base (the thread's first index, blockIdx.x *
  // blockDim.x): the counter's values, shifted by the base.
  auto CounterOrNext = [&](const Value *V) {
    return any_of(Lp.getHeader()->phis(), [&](const PHINode &P) {
      return V == &P || V == P.getIncomingValueForBlock(Latch);
    });
  };
  SmallVector<const Value *, 2> Offsets;
  for (unsigned Depth = 0; Depth < 4 && !CounterOrNext(X); ++Depth) {
    const auto *Add = dyn_cast<BinaryOperator>(X);
    if (!Add || Add->getOpcode() != Instruction::Add)
      break;
    unsigned Inv = Lp.isLoopInvariant(Add->getOperand(0))   ? 0
                   : Lp.isLoopInvariant(Add->getOperand(1)) ? 1
                                                            : 2;
    if (Inv == 2)
      break;
    Offsets.push_back(Add->getOperand(Inv));
    X = Add->getOperand(1 - Inv);
  }
  // X is the phi or the phi plus a loop-invariant step.
  const PHINode *Phi = nullptr;
  const Value *Step = nullptr;
  bool ComparesPhi = false;
  for (const PHINode &P : Lp.getHeader()->phis()) {
    const Value *Next = P.getIncomingValueForBlock(Latch);
    const auto *Add = dyn_cast<BinaryOperator>(Next);
    if (!Add)
      continue;
    if (Add->getOpcode() != Instruction::Add &&
        Add->getOpcode() != Instruction::Sub) {
      // Doubling or halving (s *= 2, h >>= 1): run the recurrence.
      if ((X == Next || X == &P) && Add->getOperand(0) == &P &&
          Lp.isLoopInvariant(Add->getOperand(1)) && Offsets.empty())
        return geometricTrip(P, *Add, Latch, Pred, Bound, X == &P, E);
      continue;
    }
    const Value *Other = isCounter(Add->getOperand(0), P) ? Add->getOperand(1)
                         : isCounter(Add->getOperand(1), P) &&
                                 Add->getOpcode() == Instruction::Add
                             ? Add->getOperand(0)
                             : nullptr;
    if (!Other || !Lp.isLoopInvariant(Other))
      continue;
    if (X == Next || X == &P) {
      Phi = &P;
      Step = Other;
      ComparesPhi = X == &P;
      if (Add->getOpcode() == Instruction::Sub)
        Step = nullptr; // handled below as a negative step
      break;
    }
  }
  std::optional<TripTest> Test = tripTestOf(Pred);
  bool Signed = CmpInst::isSigned(Pred);
  auto Int = [&](const APInt &V) {
    return Signed ? TripInt(V.getSExtValue()) : TripInt(V.getZExtValue());
  };
  // The counter's start shifted by the offsets, where the shifted value
  // stays in the compared type's range (the compare does not wrap).
  auto Start = [&](const APInt &I0) -> std::optional<TripInt> {
    TripInt V = Int(I0);
    for (const Value *O : Offsets) {
      std::optional<APInt> Off = E.valueOf(O);
      if (!Off)
        return std::nullopt;
      V += Int(Off->zextOrTrunc(I0.getBitWidth()));
    }
    unsigned W = I0.getBitWidth();
    if (W >= 64)
      return Offsets.empty() ? std::optional<TripInt>(V) : std::nullopt;
    TripInt Lo = Signed ? -(TripInt(1) << (W - 1)) : 0;
    TripInt Hi = Signed ? (TripInt(1) << (W - 1)) - 1 : (TripInt(1) << W) - 1;
    if (V < Lo || V > Hi)
      return std::nullopt;
    return V;
  };
  if (!Phi && Test) {
    // The step as a chain of adds of invariant terms.
    for (const PHINode &P : Lp.getHeader()->phis()) {
      const Value *Next = P.getIncomingValueForBlock(Latch);
      SmallVector<const Value *, 4> Terms;
      unsigned Seen = 0;
      if ((X != Next && X != &P) || Next == &P ||
          !addChainOf(Next, P, Lp, Terms, Seen) || Seen != 1)
        continue;
      const Value *Init = startOf(P, Latch);
      std::optional<APInt> I0 = Init ? E.valueOf(Init) : std::nullopt;
      std::optional<APInt> B0 = E.valueOf(Bound);
      if (!I0 || !B0)
        return std::nullopt;
      TripInt St = 0;
      for (const Value *T : Terms) {
        std::optional<APInt> S = E.valueOf(T);
        if (!S)
          return std::nullopt;
        St += S->getSExtValue();
      }
      std::optional<TripInt> S0 = Start(*I0);
      if (!S0)
        return std::nullopt;
      return tripFromTest(*Test, *S0, St, Int(*B0), X == Next);
    }
  }
  if (!Phi)
    return std::nullopt;
  const Value *Init = startOf(*Phi, Latch);
  const auto *StepOp = cast<BinaryOperator>(Phi->getIncomingValueForBlock(Latch));
  const Value *StepV = isCounter(StepOp->getOperand(0), *Phi)
                           ? StepOp->getOperand(1)
                           : StepOp->getOperand(0);
  std::optional<APInt> I0 = Init ? E.valueOf(Init) : std::nullopt;
  std::optional<APInt> S0 = E.valueOf(StepV);
  std::optional<APInt> B0 = E.valueOf(Bound);
  if (!I0 || !S0 || !B0)
    return std::nullopt;
  TripInt St = S0->getSExtValue();
  if (!Step)
    St = -St;
  std::optional<TripInt> Shifted = Start(*I0);
  if (!Test || !Shifted)
    return std::nullopt;
  return tripFromTest(*Test, *Shifted, St, Int(*B0), !ComparesPhi);
}

} // namespace lhf
