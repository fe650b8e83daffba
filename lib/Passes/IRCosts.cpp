//===- IRCosts.cpp - What single LLVM IR instructions cost ----------------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#include "IRCosts.h"

#include "lhf/Model/Demangle.h"
#include "lhf/Model/Format.h"
#include "lhf/Model/NVVMNames.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cmath>

using namespace llvm;

namespace lhf {

SourceLoc locOf(const Instruction &I) { return userLoc(I); }

std::string typeName(Type *T) {
  std::string S;
  raw_string_ostream OS(S);
  T->print(OS);
  return S;
}

AccessPlace placeOf(const Value *Ptr) {
  unsigned AS = Ptr->getType()->getPointerAddressSpace();
  if (AS != ASGeneric)
    return {AS, false};
  // A struct the kernel takes by value is parameter space (before
  // NVPTXLowerArgs puts it there), not global memory.
  if (inByValParam(Ptr))
    return {ASParam, false};
  const Value *Obj = getUnderlyingObject(Ptr, /*MaxLookup=*/0);
  if (const auto *C = dyn_cast<AddrSpaceCastInst>(Obj))
    return placeOf(C->getPointerOperand());
  if (const auto *CE = dyn_cast<ConstantExpr>(Obj))
    if (CE->getOpcode() == Instruction::AddrSpaceCast)
      return placeOf(CE->getOperand(0));
  if (isa<AllocaInst>(Obj))
    return {ASLocal, false};
  if (const auto *GV = dyn_cast<GlobalVariable>(Obj))
    return {GV->getAddressSpace() == ASGeneric ? ASGlobal
                                               : GV->getAddressSpace(),
            false};
  // Kernel pointer parameters point to global memory (CUDA passes device
  // pointers), as do the pointers in a struct it takes by value; anything
  // else is a guess.
  if (const auto *A = dyn_cast<Argument>(Obj))
    if (isKernel(*A->getParent()))
      return {ASGlobal, false};
  if (const auto *LI = dyn_cast<LoadInst>(Obj))
    if (byValField(LI->getPointerOperand()))
      return {ASGlobal, false};
  return {ASGlobal, true};
}

InstrClass issueClass(unsigned AS) {
  switch (AS) {
  case ASShared:
    return InstrClass::SharedIssue;
  case ASConst:
  case ASParam:
    return InstrClass::ConstIssue;
  default:
    return InstrClass::GlobalIssue;
  }
}

InstrClass fpClass(Type *T) {
  T = T->getScalarType();
  if (T->isDoubleTy())
    return InstrClass::FP64;
  if (T->isHalfTy() || T->isBFloatTy())
    return InstrClass::FP16;
  return InstrClass::FP32;
}

/// The operation being costed orders memory like a fence (a call the
/// model does not see into, inline asm with side effects, a fence).
void IRCosts::fenceOp() {
  if (CurOp)
    CurOp->Memory = OpMemory::Fence;
}

KeyInstr IRCosts::accessKey(const Instruction &I, const AccessPlace &P,
                            bool IsLoad, const Twine &What) {
  if (P.Guessed && GuessedAccesses++ == 0)
    K.Assumptions.push_back(
        {"generic pointer not traced to its object: counted as global "
         "memory",
         locOf(I)});
  if (!knownAddrSpace(P.AS))
    note(I, formatv("access to address space {0}, which lhf does not know: "
                    "counted as global memory, assumed",
                    P.AS));
  KeyInstr Key;
  Key.K = IsLoad ? KeyInstr::Load : KeyInstr::Store;
  Key.Loc = locOf(I);
  Key.Origin = &I;
  Key.Text = (What + " " + addrSpaceName(P.AS)).str();
  Key.Text += atLine(Key.Loc);
  return Key;
}

void IRCosts::addAccess(Segment &S, const Instruction &I, Type *Ty,
                        const Value *Ptr, bool IsLoad, bool ResultUsed) {
  AccessPlace P = placeOf(Ptr);
  // In nvcc's code the array is registers: nothing moves, nothing waits.
  if (LocalInRegisters && P.AS == ASLocal)
    return;
  KeyInstr Key = accessKey(I, P, IsLoad,
                           (IsLoad ? "load of " : "store of ") + typeName(Ty));
  auto It = Facts->Accesses.find(Ptr);
  if (It != Facts->Accesses.end()) {
    sayAccessNotes(Ptr);
    addAccessCost(S, It->second, IsLoad, std::move(Key));
  } else {
    // Not analysed (e.g. a memcpy-like access): the paper's assumption.
    AccessSummary A;
    const DataLayout &DL = F.getParent()->getDataLayout();
    A.Size = unsigned(DL.getTypeStoreSize(Ty).getKnownMinValue());
    A.Level = levelOfAddrSpace(P.AS);
    A.Bytes = A.IdealBytes = double(A.Size) * G.WarpSize;
    addAccessCost(S, A, IsLoad, std::move(Key));
  }
  if (CurOp) {
    CurOp->IsLoad = IsLoad && ResultUsed;
    CurOp->Memory = IsLoad ? OpMemory::Load : OpMemory::Store;
    CurOp->Shared = P.AS == ASShared;
    if (IsLoad && It != Facts->Accesses.end() && isa<LoadInst>(I) &&
        !It->second.Lanes.empty()) {
      CurOp->FuseBase = getUnderlyingObject(Ptr);
      CurOp->FuseSize = It->second.Size;
      CurOp->FuseLanes = It->second.Lanes;
    }
  }
}

/// Whether \p I, an fmul, becomes part of its user's fma in PTX.
bool IRCosts::contractedIntoUser(const Instruction &I) {
  if (!I.hasAllowContract() || !I.hasOneUse())
    return false;
  const auto *U = dyn_cast<Instruction>(*I.user_begin());
  return U &&
         (U->getOpcode() == Instruction::FAdd ||
          U->getOpcode() == Instruction::FSub) &&
         U->hasAllowContract();
}

void IRCosts::addFlops(Segment &S, Type *T, double PerElement) {
  double Elements = 1;
  if (auto *V = dyn_cast<FixedVectorType>(T))
    Elements = V->getNumElements();
  S.Flops += PerElement * Elements * G.WarpSize;
}

void IRCosts::addCompute(Segment &S, const Instruction &I, InstrClass C,
                         double N) {
  S.count(C) += N;
  S.keepComputeKey(locOf(I), &I, I.getOpcodeName());
}

void IRCosts::integerDivision(Segment &S, const Instruction &I) {
  unsigned Bits = I.getType()->getScalarSizeInBits();
  bool Signed =
      I.getOpcode() == Instruction::SDiv || I.getOpcode() == Instruction::SRem;
  if (addIntegerDivision(S, Bits, Signed))
    note(I, WideDivisionNote);
  S.keepComputeKey(locOf(I), &I, I.getOpcodeName());
}

/// \p I's value is {start,+,step} of its innermost loop with a
/// loop-invariant step.
bool IRCosts::affineInLoop(const Instruction &I) {
  const Loop *Lp = A.LI.getLoopFor(I.getParent());
  // A widened index is as affine as what it widens (SCEV keeps a sext
  // outside the recurrence when it cannot prove no overflow).
  const Value *V = &I;
  if (isa<SExtInst>(I) || isa<ZExtInst>(I))
    V = I.getOperand(0);
  if (!Lp || !A.SE.isSCEVable(V->getType()))
    return false;
  const auto *AR =
      dyn_cast<SCEVAddRecExpr>(A.SE.getSCEV(const_cast<Value *>(V)));
  return AR && AR->getLoop() == Lp && AR->isAffine();
}

bool IRCosts::offsetOfEarlierAddress(const Instruction &I) {
  auto [It, New] = OffsetMemo.try_emplace(&I, false);
  if (!New)
    return It->second;
  const SCEV *X = A.SE.getSCEV(const_cast<Instruction *>(&I));
  // A few dozen instructions back: an unrolled body's copies are close.
  unsigned Budget = 64;
  for (const Instruction *J = I.getPrevNode(); J && Budget;
       J = J->getPrevNode(), --Budget)
    if (isa<GetElementPtrInst>(J) && J->getType() == I.getType() &&
        affineInLoop(*J))
      if (isa<SCEVConstant>(
              A.SE.getMinusSCEV(X, A.SE.getSCEV(const_cast<Instruction *>(J)))))
        return It->second = true;
  return false;
}

/// Integer arithmetic that only forms addresses and is affine in its loop:
/// loop strength reduction (which runs in llc before instruction
/// selection) replaces it with the address's increment, so the machine
/// code has no instruction for it (docs/model.md section 7).
bool IRCosts::strengthReduced(const Instruction &I) {
  auto It = SRMemo.find(&I);
  if (It != SRMemo.end())
    return It->second;
  bool Free = I.getType()->isIntegerTy() && affineInLoop(I) && !I.use_empty();
  for (const User *U : I.users()) {
    if (!Free)
      break;
    if (isa<GetElementPtrInst>(U))
      continue;
    const auto *UI = dyn_cast<Instruction>(U);
    Free = UI &&
           (isa<SExtInst>(UI) || isa<ZExtInst>(UI) ||
            UI->getOpcode() == Instruction::Mul ||
            UI->getOpcode() == Instruction::Shl ||
            UI->getOpcode() == Instruction::Add ||
            UI->getOpcode() == Instruction::Or) &&
           UI->getParent() == I.getParent() && strengthReduced(*UI);
  }
  return SRMemo[&I] = Free;
}

void IRCosts::note(const Instruction &I, const Twine &What, AssumptionKind Kind,
                   bool LowerBound) {
  std::string Text = What.str();
  if (Noted.insert(Text).second) {
    K.Assumptions.push_back({Text, locOf(I), Kind});
    K.Assumptions.back().LowerBound = LowerBound;
  }
}

void IRCosts::atomic(Segment &S, const Instruction &I, Type *Ty,
                     const Value *Ptr) {
  addAccess(S, I, Ty, Ptr, true, !I.use_empty());
  countAtomicIssue(S, issueClass(placeOf(Ptr).AS), Ty->isFPOrFPVectorTy(), G);
  if (CurOp)
    CurOp->Memory = OpMemory::ReadWrite;
}

void IRCosts::sayAccessNotes(const Value *Ptr) {
  auto It = Facts->AccessNotes.find(Ptr);
  if (It == Facts->AccessNotes.end())
    return;
  for (const Assumption &N : It->second)
    addOnce(K.Assumptions, N);
}

/// Adds \p I's cost to \p S; true if \p I is a block barrier.
bool IRCosts::instruction(const Instruction &I, Segment &S) {
  switch (I.getOpcode()) {
  case Instruction::Load: {
    const auto &LI = cast<LoadInst>(I);
    // A kernel parameter is a constant-bank operand of the instructions
    // that use it (c[0x0][...] in SASS): no instruction of its own, as a
    // scalar argument has none at this level.
    if (placeOf(LI.getPointerOperand()).AS == ASParam) {
      // Indexed at run time (`p.param[i]`): a constant-bank load of its own.
      if (!byValField(LI.getPointerOperand()))
        S.count(InstrClass::ConstIssue) += 1;
      return false;
    }
    addAccess(S, I, LI.getType(), LI.getPointerOperand(), true, !I.use_empty());
    return false;
  }
  case Instruction::Store: {
    const auto &SI = cast<StoreInst>(I);
    addAccess(S, I, SI.getValueOperand()->getType(), SI.getPointerOperand(),
              false, false);
    return false;
  }
  case Instruction::AtomicRMW:
  case Instruction::AtomicCmpXchg: {
    const Value *Ptr = isa<AtomicRMWInst>(I)
                           ? cast<AtomicRMWInst>(I).getPointerOperand()
                           : cast<AtomicCmpXchgInst>(I).getPointerOperand();
    Type *Ty = isa<AtomicRMWInst>(I)
                   ? I.getType()
                   : cast<AtomicCmpXchgInst>(I).getNewValOperand()->getType();
    atomic(S, I, Ty, Ptr);
    return false;
  }
  case Instruction::FMul:
    // fmul feeding a contractable fadd/fsub becomes one fma in PTX (its
    // FLOP are counted there).
    if (contractedIntoUser(I))
      return false;
    addCompute(S, I, fpClass(I.getType()));
    addFlops(S, I.getType(), 1);
    return false;
  case Instruction::FAdd:
  case Instruction::FSub:
    addCompute(S, I, fpClass(I.getOperand(0)->getType()));
    addFlops(S, I.getType(),
             any_of(I.operands(),
                    [&](const Use &U) {
                      const auto *M = dyn_cast<Instruction>(U.get());
                      return M && M->getOpcode() == Instruction::FMul &&
                             contractedIntoUser(*M);
                    })
                 ? 2
                 : 1);
    return false;
  case Instruction::FNeg:
  case Instruction::FCmp:
    addCompute(S, I, fpClass(I.getOperand(0)->getType()));
    return false;
  case Instruction::FDiv:
  case Instruction::FRem:
    // Division is a reciprocal on the SFU plus a multiply (and Newton
    // steps in IEEE mode; the machine pass sees those).
    addCompute(S, I, InstrClass::SFU);
    addCompute(S, I, fpClass(I.getType()));
    addFlops(S, I.getType(), 1);
    return false;
  case Instruction::Mul:
    if (strengthReduced(I))
      return false;
    addCompute(S, I, InstrClass::IntMul);
    return false;
  case Instruction::UDiv:
  case Instruction::SDiv:
  case Instruction::URem:
  case Instruction::SRem:
    // By a constant: a multiply by its inverse and a shift (the selection
    // DAG's); by a run-time value: ptxas's reciprocal sequence.
    if (isa<Constant>(I.getOperand(1))) {
      addCompute(S, I, InstrClass::IntMul);
      return false;
    }
    integerDivision(S, I);
    return false;
  case Instruction::Add:
  case Instruction::Or:
  case Instruction::Shl:
    if (strengthReduced(I))
      return false;
    [[fallthrough]];
  case Instruction::Sub:
  case Instruction::And:
  case Instruction::Xor:
  case Instruction::LShr:
  case Instruction::AShr:
  case Instruction::ICmp:
  case Instruction::Select:
    addCompute(S, I, InstrClass::Int);
    return false;
  case Instruction::ZExt:
  case Instruction::SExt:
    // An index widened only for addressing folds into mul.wide/mad.wide.
    if (llvm::all_of(I.users(),
                     [](const User *U) { return isa<GetElementPtrInst>(U); }) ||
        strengthReduced(I))
      return false;
    addCompute(S, I, InstrClass::Int);
    return false;
  case Instruction::FPToUI:
  case Instruction::FPToSI:
  case Instruction::UIToFP:
  case Instruction::SIToFP:
  case Instruction::FPTrunc:
  case Instruction::FPExt:
    addCompute(S, I, InstrClass::Conversion);
    return false;
  case Instruction::GetElementPtr: {
    // An address that advances by a loop-invariant step per iteration is
    // one pointer increment after loop strength reduction; one a constant
    // away from another such address of its block (an unrolled loop's
    // copies: `s[j]`, `s[j + 1]`) is that pointer with an immediate offset.
    if (affineInLoop(I)) {
      if (!offsetOfEarlierAddress(I))
        addCompute(S, I, InstrClass::Int);
      return false;
    }
    // Each variable index is one multiply-add of address arithmetic.
    const auto &GEP = cast<GetElementPtrInst>(I);
    unsigned Var = 0;
    for (const Use &Idx : GEP.indices())
      Var += !isa<Constant>(Idx);
    if (Var)
      addCompute(S, I, InstrClass::Int, Var);
    return false;
  }
  case Instruction::Br:
  case Instruction::Switch:
  case Instruction::Ret:
  case Instruction::IndirectBr:
    S.count(InstrClass::Branch) += 1;
    return false;
  case Instruction::Unreachable:
  case Instruction::Trunc:
  case Instruction::BitCast:
  case Instruction::AddrSpaceCast:
  case Instruction::PtrToInt:
  case Instruction::IntToPtr:
  case Instruction::Alloca:
  case Instruction::Freeze:
  case Instruction::ExtractValue:
  case Instruction::InsertValue:
  case Instruction::ExtractElement:
  case Instruction::InsertElement:
  case Instruction::ShuffleVector:
    return false; // register renaming, or no SASS instruction of its own
  case Instruction::Fence:
    fenceOp();
    return false;
  case Instruction::Call:
    return call(cast<CallInst>(I), S);
  default:
    note(I, formatv("instruction '{0}' not modelled: counted as 1 issue "
                    "cycle each, assumed",
                    I.getOpcodeName()));
    S.count(InstrClass::Misc) += 1;
    return false;
  }
}

/// Whether two analyses of the same moves' addresses cost the same.
static bool sameCost(const std::vector<AccessSummary> &A,
                     const std::vector<AccessSummary> &B) {
  return A.size() == B.size() &&
         std::equal(A.begin(), A.end(), B.begin(),
                    [](const AccessSummary &X, const AccessSummary &Y) {
                      return X.Bytes == Y.Bytes &&
                             X.BankCycles == Y.BankCycles &&
                             X.Level == Y.Level &&
                             X.HitFraction == Y.HitFraction;
                    });
}

/// A matrix or asynchronous-copy operation (the model costs it); \p Ptr is
/// a fragment's pointer, null for inline asm, whose addresses are 32-bit
/// shared addresses.
void IRCosts::matrix(const CallInst &CI, const MatrixOp &Op, const Value *Ptr,
                     Segment &S) {
  KeyInstr Key;
  Key.Loc = locOf(CI);
  Key.Origin = &CI;
  Key.Text = Op.Family.str();
  unsigned AS = Ptr ? placeOf(Ptr).AS : ASShared;
  // A plain ld/st written as PTX: the space it names, or where a generic
  // address operand leads.
  if (Op.K == MatrixOp::Load || Op.K == MatrixOp::Store) {
    const Use *U = refOperand(CI, Op.AddrRefs[0]);
    AS = Op.AddrSpace != ASGeneric ? Op.AddrSpace
         : U                       ? placeOf(U->get()).AS
                                   : ASGeneric;
  }
  if (Ptr)
    if (const DILocation *DL = CI.getDebugLoc().get()) {
      auto [It, New] =
          Facts->MatrixSpaceByLoc.try_emplace(positionKey(*DL), AS);
      if (!New && It->second != AS)
        It->second = ~0u;
    }
  // The access analysis of the address operands.
  SmallVector<const AccessSummary *, 2> Addr;
  std::vector<AccessSummary> ForMIR;
  for (unsigned Ref : Op.AddrRefs) {
    const AccessSummary *A = nullptr;
    if (const Use *U = refOperand(CI, Ref))
      if (auto It = Facts->OperandAccesses.find(U);
          It != Facts->OperandAccesses.end())
        A = &It->second;
    Addr.push_back(A);
    if (A)
      ForMIR.push_back(*A);
  }
  if (!ForMIR.empty() && ForMIR.size() == Addr.size())
    if (const DILocation *DL = CI.getDebugLoc().get()) {
      auto [It, New] = Facts->MatrixAccessesByLoc.try_emplace(
          matrixPositionKey(*DL), ForMIR);
      if (!New && !sameCost(It->second, ForMIR))
        It->second.clear(); // moves that cost differently: ambiguous
    }
  MatrixOpRole R = addMatrixOpCost(S, Op, AS, G.WarpSize, std::move(Key), Addr);
  if (Op.isAsyncStep())
    AsyncRole = Op;
  if (!Op.notCounted().empty())
    note(CI,
         formatv("{0} ({1}): {2}: the prediction is a lower bound", Op.Family,
                 CI.isInlineAsm() ? "inline asm" : "NVVM", Op.notCounted()),
         AssumptionKind::Other, /*LowerBound=*/true);
  if (CurOp)
    applyMatrixRole(*CurOp, R, !CI.use_empty());
}

/// Inline PTX: the matrix and asynchronous-copy statements lhf knows are
/// costed as such; every other statement is one issue cycle, said.
void IRCosts::inlineAsm(const CallInst &CI, Segment &S) {
  const auto *IA = cast<InlineAsm>(CI.getCalledOperand());
  auto ValueOf = [&](unsigned N) -> std::optional<int64_t> {
    const Use *U = refOperand(CI, N);
    if (const auto *C = U ? dyn_cast<ConstantInt>(U->get()) : nullptr)
      if (C->getBitWidth() <= 64)
        return C->getSExtValue();
    return std::nullopt;
  };
  unsigned Unknown =
      costInlineAsm(IA->getAsmString(), ValueOf, S,
                    [&](const MatrixOp &Op) { matrix(CI, Op, nullptr, S); });
  // `volatile` keeps the compiler from moving the asm, not ptxas, which
  // schedules the PTX it reads by what each statement does: only a
  // statement lhf does not know is taken to order memory.
  if (IA->hasSideEffects() && Unknown && !AsyncRole)
    fenceOp();
  if (Unknown)
    note(CI, unknownAsmNote(Unknown));
}

bool IRCosts::call(const CallInst &CI, Segment &S) {
  if (CI.isInlineAsm()) {
    inlineAsm(CI, S);
    return false;
  }
  const Function *Callee = CI.getCalledFunction();
  if (!Callee) {
    fenceOp();
    S.count(InstrClass::Misc) += 1;
    note(CI, "indirect call: callee not analysed, counted as 1 "
             "instruction, assumed");
    return false;
  }
  StringRef N = Callee->getName();
  if (!Callee->isIntrinsic()) {
    fenceOp();
    S.count(InstrClass::Misc) += 1;
    if (N.starts_with("cudaLaunchDevice") ||
        N.starts_with("cudaGetParameterBuffer"))
      note(CI, "dynamic parallelism launch: the child grid is not "
               "modelled");
    else
      note(CI,
           "call to '" + demangledName(N) +
               "' not inlined: its body is not analysed, counted as "
               "1 instruction, assumed",
           AssumptionKind::Call);
    return false;
  }
  Intrinsic::ID ID = Callee->getIntrinsicID();
  switch (ID) {
  case Intrinsic::lifetime_start:
  case Intrinsic::lifetime_end:
  case Intrinsic::assume:
  case Intrinsic::experimental_noalias_scope_decl:
  case Intrinsic::invariant_start:
  case Intrinsic::invariant_end:
  case Intrinsic::dbg_declare:
  case Intrinsic::dbg_value:
  case Intrinsic::dbg_label:
  case Intrinsic::donothing:
    return false;
  case Intrinsic::fma:
  case Intrinsic::fmuladd:
    addCompute(S, CI, fpClass(CI.getType()));
    addFlops(S, CI.getType(), 2);
    return false;
  case Intrinsic::fabs:
  case Intrinsic::minnum:
  case Intrinsic::maxnum:
  case Intrinsic::minimum:
  case Intrinsic::maximum:
  case Intrinsic::copysign:
  case Intrinsic::floor:
  case Intrinsic::ceil:
  case Intrinsic::trunc:
  case Intrinsic::rint:
  case Intrinsic::nearbyint:
  case Intrinsic::round:
    addCompute(S, CI, fpClass(CI.getType()));
    return false;
  case Intrinsic::sqrt:
  case Intrinsic::sin:
  case Intrinsic::cos:
  case Intrinsic::exp:
  case Intrinsic::exp2:
  case Intrinsic::log:
  case Intrinsic::log2:
  case Intrinsic::pow:
    addCompute(S, CI, InstrClass::SFU);
    return false;
  case Intrinsic::smax:
  case Intrinsic::smin:
  case Intrinsic::umax:
  case Intrinsic::umin:
  case Intrinsic::abs:
  case Intrinsic::ctpop:
  case Intrinsic::ctlz:
  case Intrinsic::cttz:
  case Intrinsic::bitreverse:
  case Intrinsic::bswap:
  case Intrinsic::fshl:
  case Intrinsic::fshr:
    addCompute(S, CI, InstrClass::Int);
    return false;
  case Intrinsic::memcpy:
  case Intrinsic::memmove:
  case Intrinsic::memset:
    fenceOp();
    memIntrinsic(cast<MemIntrinsic>(CI), S);
    return false;
  default:
    break;
  }
  return nvvm(CI, N, S);
}

void IRCosts::memIntrinsic(const MemIntrinsic &MI, Segment &S) {
  const auto *Len = dyn_cast<ConstantInt>(MI.getLength());
  if (!Len || Len->getValue().getActiveBits() > 62) {
    S.count(InstrClass::GlobalIssue) += 1;
    note(MI,
         "memcpy/memset of a length not known at compile time: its "
         "traffic is not modelled: the prediction is a lower bound",
         AssumptionKind::Other, /*LowerBound=*/true);
    return;
  }
  // The backend expands it into moves of the common alignment (16 bytes
  // at most), each lane its own bytes: counted so, coalescing assumed
  // perfect, the moves' latency not waited for.
  double Bytes = double(Len->getZExtValue());
  unsigned Width = memMoveWidth(MI);
  double Moves = std::ceil(Bytes / double(Width));
  bool Assumed = false;
  auto Move = [&](const Value *Ptr, bool IsLoad) {
    AccessPlace P = placeOf(Ptr);
    if (LocalInRegisters && P.AS == ASLocal)
      return;
    KeyInstr Key = accessKey(MI, P, IsLoad,
                             isa<MemSetInst>(MI) ? "memset of" : "memcpy of");
    // The first move's lanes span what all the moves touch (a 12-byte
    // struct per lane: 384 bytes a warp); the others hit its sectors.
    AccessSummary A;
    if (auto It = Facts->Accesses.find(Ptr); It != Facts->Accesses.end()) {
      A = It->second;
      sayAccessNotes(Ptr);
      wantWholeStruct(A, Bytes, G.WarpSize);
    } else {
      A.Size = Width;
      A.Level = levelOfAddrSpace(P.AS);
      A.Bytes = A.IdealBytes = Bytes * G.WarpSize;
      Assumed = true;
    }
    addAccessCost(S, A, IsLoad, std::move(Key));
    // addAccessCost issued one move; the others.
    S.count(accessIssueClass(A.Level)) += Moves - 1;
  };
  if (const auto *T = dyn_cast<MemTransferInst>(&MI))
    Move(T->getRawSource(), /*IsLoad=*/true);
  Move(MI.getRawDest(), /*IsLoad=*/false);
  if (Assumed)
    note(MI, formatv("{0} of {1:f0} bytes per thread: counted as {2:f0} "
                     "moves of {3} bytes, coalescing assumed perfect",
                     isa<MemSetInst>(MI) ? "memset" : "memcpy", num(Bytes),
                     num(Moves), Width));
}

bool IRCosts::nvvm(const CallInst &CI, StringRef N, Segment &S) {
  if (!N.consume_front("llvm.nvvm.")) {
    S.count(InstrClass::Misc) += 1;
    note(CI, "intrinsic '" + Callee(CI) +
                 "' not modelled: counted as 1 instruction, assumed");
    return false;
  }
  if (N.starts_with("ldg.global.") || N.starts_with("ldu.global.")) {
    addAccess(S, CI, CI.getType(), CI.getArgOperand(0), true, !CI.use_empty());
    return false;
  }
  if (N.starts_with("atomic")) {
    atomic(S, CI, CI.getType(), CI.getArgOperand(0));
    return false;
  }
  if (std::optional<MatrixOp> Op = classifyMatrixName(N)) {
    // cp.async.wait.group takes its count as an operand.
    if (Op->K == MatrixOp::AsyncWait && CI.arg_size() > 0)
      if (const auto *C = dyn_cast<ConstantInt>(CI.getArgOperand(0)))
        Op->PendingGroups = unsigned(C->getLimitedValue(1u << 16));
    const Value *Ptr = nullptr;
    if ((Op->K == MatrixOp::LoadMatrix || Op->K == MatrixOp::StoreMatrix) &&
        CI.arg_size() > 0 && CI.getArgOperand(0)->getType()->isPointerTy())
      Ptr = CI.getArgOperand(0);
    matrix(CI, *Op, Ptr, S);
    return false;
  }
  NVVMKind Kind = classifyNVVM(N);
  if (Kind == NVVMKind::Barrier) {
    S.addBarrier(locOf(CI), &CI);
    if (N.starts_with("cluster"))
      note(CI, "cluster barrier treated as a block barrier");
    return true;
  }
  if (Kind == NVVMKind::WarpSync)
    fenceOp(); // __syncwarp and membar order the warp's memory
  std::optional<InstrClass> C = fixedInstrClass(Kind);
  if (!C && Kind == NVVMKind::FloatArith)
    C = fpClass(CI.getType());
  if (C) {
    // Arithmetic is worth naming in a hint; moves and shuffles are not.
    if (*C == InstrClass::Misc || *C == InstrClass::Shuffle)
      S.count(*C) += 1;
    else
      addCompute(S, CI, *C);
    return false;
  }
  S.count(InstrClass::Misc) += 1;
  note(CI, "NVVM intrinsic 'llvm.nvvm." + N +
               "' not modelled: counted as 1 instruction, assumed");
  return false;
}

std::string IRCosts::Callee(const CallInst &CI) {
  return CI.getCalledFunction()->getName().str();
}

} // namespace lhf
