//===- OpCosts.cpp - What each MLIR operation costs a warp ----------------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Instruction classes of LLVM/NVVM dialect operations, one for one with
/// the IR front end's classes of the LLVM instructions they translate to,
/// and of the arith/math/memref/gpu operations before lowering (counted as
/// the instructions their lowering gives: a memref access is its address
/// arithmetic plus the access).
///
//===----------------------------------------------------------------------===//

#include "lhf/MLIR/Builder.h"
#include "lhf/Model/Demangle.h"
#include "lhf/Model/NVVMNames.h"

#include "mlir/IR/AffineExpr.h"
#include "mlir/IR/AffineMap.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using llvm::formatv;
using llvm::StringRef;

namespace lhf {

namespace {

/// What an operation is, by name.
enum class Kind {
  Unknown,
  Free,
  Branch,
  Int,
  IntMul,
  IntDiv, ///< a division or remainder: ptxas's sequence by a run-time value
  FP,
  FPResult,
  FMul,
  FDiv,
  SFU,
  Conv,
  Ext,
  GEP,
  Access,
  Call,
  CallIntrinsic,
  Intrinsic,
  NVVM,
  InlineAsm,
  SReg,
  Barrier,
  Shuffle,
  Affine
};

Kind kindOf(StringRef N) {
  if (N.starts_with("llvm.mlir.") || N.starts_with("llvm.intr.dbg."))
    return Kind::Free;
  if (N.starts_with("llvm.intr."))
    return Kind::Intrinsic;
  if (N.starts_with("nvvm."))
    return Kind::NVVM;
  if (N.starts_with("memref.atomic") || N == "memref.generic_atomic_rmw")
    return Kind::Access;
  // Register renaming and views are Free: no instruction of their own.
  static const std::pair<const char *, Kind> Table[] = {
      {"llvm.load", Kind::Access},
      {"llvm.store", Kind::Access},
      {"llvm.atomicrmw", Kind::Access},
      {"llvm.cmpxchg", Kind::Access},
      {"memref.load", Kind::Access},
      {"memref.store", Kind::Access},
      {"vector.load", Kind::Access},
      {"vector.store", Kind::Access},
      {"llvm.br", Kind::Branch},
      {"llvm.cond_br", Kind::Branch},
      {"llvm.switch", Kind::Branch},
      {"llvm.return", Kind::Branch},
      {"llvm.indirectbr", Kind::Branch},
      {"cf.br", Kind::Branch},
      {"cf.cond_br", Kind::Branch},
      {"cf.switch", Kind::Branch},
      {"gpu.return", Kind::Branch},
      {"func.return", Kind::Branch},
      {"llvm.add", Kind::Int},
      {"llvm.sub", Kind::Int},
      {"llvm.and", Kind::Int},
      {"llvm.or", Kind::Int},
      {"llvm.xor", Kind::Int},
      {"llvm.shl", Kind::Int},
      {"llvm.lshr", Kind::Int},
      {"llvm.ashr", Kind::Int},
      {"llvm.icmp", Kind::Int},
      {"llvm.select", Kind::Int},
      {"arith.addi", Kind::Int},
      {"arith.subi", Kind::Int},
      {"arith.andi", Kind::Int},
      {"arith.ori", Kind::Int},
      {"arith.xori", Kind::Int},
      {"arith.shli", Kind::Int},
      {"arith.shrui", Kind::Int},
      {"arith.shrsi", Kind::Int},
      {"arith.cmpi", Kind::Int},
      {"arith.select", Kind::Int},
      {"arith.maxsi", Kind::Int},
      {"arith.minsi", Kind::Int},
      {"arith.maxui", Kind::Int},
      {"arith.minui", Kind::Int},
      {"math.absi", Kind::Int},
      {"math.ctpop", Kind::Int},
      {"math.ctlz", Kind::Int},
      {"math.cttz", Kind::Int},
      {"llvm.mul", Kind::IntMul},
      {"llvm.udiv", Kind::IntDiv},
      {"llvm.sdiv", Kind::IntDiv},
      {"llvm.urem", Kind::IntDiv},
      {"llvm.srem", Kind::IntDiv},
      {"arith.muli", Kind::IntMul},
      {"arith.divsi", Kind::IntDiv},
      {"arith.divui", Kind::IntDiv},
      {"arith.remsi", Kind::IntDiv},
      {"arith.remui", Kind::IntDiv},
      {"arith.ceildivsi", Kind::IntDiv},
      {"arith.ceildivui", Kind::IntDiv},
      {"arith.floordivsi", Kind::IntDiv},
      {"llvm.fadd", Kind::FP},
      {"llvm.fsub", Kind::FP},
      {"llvm.fneg", Kind::FP},
      {"llvm.fcmp", Kind::FP},
      {"arith.addf", Kind::FP},
      {"arith.subf", Kind::FP},
      {"arith.negf", Kind::FP},
      {"arith.cmpf", Kind::FP},
      {"arith.maximumf", Kind::FP},
      {"arith.minimumf", Kind::FP},
      {"arith.maxnumf", Kind::FP},
      {"arith.minnumf", Kind::FP},
      {"math.fma", Kind::FPResult},
      {"math.absf", Kind::FPResult},
      {"math.floor", Kind::FPResult},
      {"math.ceil", Kind::FPResult},
      {"math.round", Kind::FPResult},
      {"math.roundeven", Kind::FPResult},
      {"math.trunc", Kind::FPResult},
      {"math.copysign", Kind::FPResult},
      {"llvm.fmul", Kind::FMul},
      {"arith.mulf", Kind::FMul},
      {"llvm.fdiv", Kind::FDiv},
      {"llvm.frem", Kind::FDiv},
      {"arith.divf", Kind::FDiv},
      {"arith.remf", Kind::FDiv},
      {"math.sqrt", Kind::SFU},
      {"math.rsqrt", Kind::SFU},
      {"math.exp", Kind::SFU},
      {"math.exp2", Kind::SFU},
      {"math.log", Kind::SFU},
      {"math.log2", Kind::SFU},
      {"math.log1p", Kind::SFU},
      {"math.expm1", Kind::SFU},
      {"math.sin", Kind::SFU},
      {"math.cos", Kind::SFU},
      {"math.tan", Kind::SFU},
      {"math.tanh", Kind::SFU},
      {"math.powf", Kind::SFU},
      {"math.erf", Kind::SFU},
      {"math.atan", Kind::SFU},
      {"math.atan2", Kind::SFU},
      {"math.cbrt", Kind::SFU},
      {"llvm.fptoui", Kind::Conv},
      {"llvm.fptosi", Kind::Conv},
      {"llvm.uitofp", Kind::Conv},
      {"llvm.sitofp", Kind::Conv},
      {"llvm.fptrunc", Kind::Conv},
      {"llvm.fpext", Kind::Conv},
      {"arith.fptosi", Kind::Conv},
      {"arith.fptoui", Kind::Conv},
      {"arith.sitofp", Kind::Conv},
      {"arith.uitofp", Kind::Conv},
      {"arith.extf", Kind::Conv},
      {"arith.truncf", Kind::Conv},
      {"llvm.zext", Kind::Ext},
      {"llvm.sext", Kind::Ext},
      {"arith.extsi", Kind::Ext},
      {"arith.extui", Kind::Ext},
      {"gpu.thread_id", Kind::SReg},
      {"gpu.block_id", Kind::SReg},
      {"gpu.block_dim", Kind::SReg},
      {"gpu.grid_dim", Kind::SReg},
      {"gpu.lane_id", Kind::SReg},
      {"gpu.global_id", Kind::SReg},
      {"gpu.subgroup_id", Kind::SReg},
      {"llvm.unreachable", Kind::Free},
      {"llvm.trunc", Kind::Free},
      {"llvm.bitcast", Kind::Free},
      {"llvm.addrspacecast", Kind::Free},
      {"llvm.ptrtoint", Kind::Free},
      {"llvm.inttoptr", Kind::Free},
      {"llvm.alloca", Kind::Free},
      {"llvm.freeze", Kind::Free},
      {"llvm.extractvalue", Kind::Free},
      {"llvm.insertvalue", Kind::Free},
      {"llvm.extractelement", Kind::Free},
      {"llvm.insertelement", Kind::Free},
      {"llvm.shufflevector", Kind::Free},
      {"llvm.fence", Kind::Free},
      {"arith.constant", Kind::Free},
      {"arith.index_cast", Kind::Free},
      {"arith.index_castui", Kind::Free},
      {"arith.trunci", Kind::Free},
      {"arith.bitcast", Kind::Free},
      {"index.constant", Kind::Free},
      {"ub.poison", Kind::Free},
      {"memref.cast", Kind::Free},
      {"memref.subview", Kind::Free},
      {"memref.reinterpret_cast", Kind::Free},
      {"memref.view", Kind::Free},
      {"memref.alloca", Kind::Free},
      {"memref.get_global", Kind::Free},
      {"memref.dim", Kind::Free},
      {"memref.collapse_shape", Kind::Free},
      {"memref.expand_shape", Kind::Free},
      {"memref.extract_strided_metadata", Kind::Free},
      {"memref.assume_alignment", Kind::Free},
      {"memref.memory_space_cast", Kind::Free},
      {"memref.extract_aligned_pointer_as_index", Kind::Free},
      {"gpu.terminator", Kind::Free},
      {"gpu.dynamic_shared_memory", Kind::Free},
      {"scf.yield", Kind::Free},
      {"scf.condition", Kind::Free},
      {"builtin.unrealized_conversion_cast", Kind::Free},
      {"llvm.getelementptr", Kind::GEP},
      {"llvm.call", Kind::Call},
      {"llvm.call_intrinsic", Kind::CallIntrinsic},
      {"llvm.inline_asm", Kind::InlineAsm},
      {"gpu.barrier", Kind::Barrier},
      {"gpu.shuffle", Kind::Shuffle},
      {"index.add", Kind::Int},
      {"index.sub", Kind::Int},
      {"index.shl", Kind::Int},
      {"index.shru", Kind::Int},
      {"index.shrs", Kind::Int},
      {"index.and", Kind::Int},
      {"index.or", Kind::Int},
      {"index.xor", Kind::Int},
      {"index.maxs", Kind::Int},
      {"index.mins", Kind::Int},
      {"index.maxu", Kind::Int},
      {"index.minu", Kind::Int},
      {"index.cmp", Kind::Int},
      {"index.mul", Kind::IntMul},
      {"index.divs", Kind::IntDiv},
      {"index.divu", Kind::IntDiv},
      {"index.rems", Kind::IntDiv},
      {"index.remu", Kind::IntDiv},
      {"index.ceildivs", Kind::IntDiv},
      {"index.ceildivu", Kind::IntDiv},
      {"index.floordivs", Kind::IntDiv},
      {"index.casts", Kind::Free},
      {"index.castu", Kind::Free},
      {"index.bool.constant", Kind::Free},
      {"affine.apply", Kind::Affine},
      {"affine.min", Kind::Affine},
      {"affine.max", Kind::Affine},
  };
  static const llvm::StringMap<Kind> Kinds = [] {
    llvm::StringMap<Kind> M;
    for (const auto &[Name, K] : Table)
      M[Name] = K;
    return M;
  }();
  auto It = Kinds.find(N);
  return It == Kinds.end() ? Kind::Unknown : It->second;
}

InstrClass fpClass(Type T) {
  if (auto V = dyn_cast<VectorType>(T))
    T = V.getElementType();
  if (T.isF64())
    return InstrClass::FP64;
  if (T.isF16() || T.isBF16())
    return InstrClass::FP16;
  return InstrClass::FP32;
}

/// `llvm.intr.fma` or "llvm.fma.f32" naming intrinsic \p Name.
bool isIntrinsic(StringRef X, StringRef Name) {
  return X == Name || (X.starts_with(Name) && X.size() > Name.size() &&
                       X[Name.size()] == '.');
}

bool allowsContract(Operation &Op) {
  Attribute A = Op.getAttr("fastmathFlags");
  if (!A)
    A = Op.getAttr("fastmath");
  if (!A)
    return false;
  std::string S;
  llvm::raw_string_ostream OS(S);
  A.print(OS);
  return StringRef(S).contains("contract") || StringRef(S).contains("fast");
}

bool isConstant(Value V) {
  Operation *D = V.getDefiningOp();
  return D &&
         (opName(D) == "arith.constant" || opName(D) == "llvm.mlir.constant" ||
          opName(D) == "index.constant");
}

} // namespace

void Builder::addCompute(Segment &S, Operation &Op, InstrClass C, double N) {
  S.count(C) += N;
  computeKey(S, Op);
}

void Builder::computeKey(Segment &S, Operation &Op) {
  if (S.hasKey(KeyInstr::Compute))
    return;
  StringRef Name = opName(&Op);
  S.keepComputeKey(mlirUserLoc(Op.getLoc()), &Op,
                   Name.starts_with("llvm.") ? Name.drop_front(5).str()
                                             : Name.str());
}

void Builder::affine(Operation &Op, Segment &S) {
  auto Map = Op.getAttrOfType<AffineMapAttr>("map");
  if (!Map) {
    addCompute(S, Op, InstrClass::Misc);
    return;
  }
  // lower-affine writes an add or a multiply per operation of the
  // expressions, and wraps a floordiv, ceildiv or mod in a compare, a
  // select and a correction (3 integer operations) around the division; a
  // min or max compares and selects once per further result.
  double Int = 0, Mul = 0;
  for (AffineExpr E : Map.getValue().getResults())
    E.walk([&](AffineExpr X) {
      auto B = dyn_cast<AffineBinaryOpExpr>(X);
      if (!B)
        return;
      auto C = dyn_cast<AffineConstantExpr>(B.getRHS());
      switch (B.getKind()) {
      case AffineExprKind::Add:
        Int += 1;
        break;
      case AffineExprKind::Mul:
        // By a power of two: a shift.
        (C && C.getValue() > 0 && llvm::isPowerOf2_64(C.getValue()) ? Int
                                                                    : Mul) += 1;
        break;
      default: // Mod, FloorDiv, CeilDiv
        Int += 3;
        if (C)
          Mul += 1; // by the constant's inverse
        else if (addIntegerDivision(S, 64, /*Signed=*/true))
          note(Op, WideDivisionNote);
        break;
      }
    });
  if (opName(&Op) != "affine.apply")
    Int += 2.0 * (Map.getValue().getNumResults() - 1);
  if (Int)
    addCompute(S, Op, InstrClass::Int, Int);
  if (Mul)
    addCompute(S, Op, InstrClass::IntMul, Mul);
  computeKey(S, Op);
}

void Builder::addAccess(Segment &S, const MemAccess &A, bool ResultUsed) {
  AccessPlace P = placeOf(A.Ptr, F.NumParams);
  if (P.Guessed && GuessedAccesses++ == 0)
    K.Assumptions.push_back(
        {"generic pointer not traced to its object: counted as global "
         "memory",
         mlirUserLoc(A.Op->getLoc())});
  // A memref access is its address arithmetic plus the access: one
  // multiply-add per variable index, as for a GEP, or one pointer
  // increment when the address advances by a step per trip.
  unsigned VarIdx = 0;
  for (Value I : A.Indices)
    VarIdx += !isConstant(I);
  if (VarIdx && inLoopScope(*A.Op, [&](const LoopScope &L) {
        return advancesByStep(A.Indices, L);
      }))
    VarIdx = 1;
  if (VarIdx)
    addCompute(S, *A.Op, InstrClass::Int, VarIdx);
  KeyInstr Key;
  Key.K = A.IsLoad ? KeyInstr::Load : KeyInstr::Store;
  Key.Loc = mlirUserLoc(A.Op->getLoc());
  Key.Origin = A.Op;
  Key.Text = formatv("{0} {1} {2}", A.IsLoad ? "load of" : "store of",
                     llvmTypeName(A.Ty), addrSpaceName(P.AS));
  Key.Text += atLine(Key.Loc);
  auto It = Accesses.find(accessKey(A));
  if (It != Accesses.end()) {
    addAccessCost(S, It->second, A.IsLoad, std::move(Key));
  } else {
    // Not analysed (param space): the paper's assumption.
    AccessFacts AF;
    AF.Size = unsigned(storeSize(A.Ty));
    AF.Level = levelOfAddrSpace(P.AS);
    AF.Bytes = AF.IdealBytes = double(AF.Size) * G.WarpSize;
    addAccessCost(S, AF, A.IsLoad, std::move(Key));
  }
  if (A.IsAtomic) {
    InstrClass Issue = P.AS == ASShared  ? InstrClass::SharedIssue
                       : P.AS == ASConst ? InstrClass::ConstIssue
                                         : InstrClass::GlobalIssue;
    countAtomicIssue(S, Issue, isa<FloatType>(A.Ty), G);
  }
  if (CurOp) {
    CurOp->IsLoad = A.IsLoad && ResultUsed && A.Op->getNumResults();
    CurOp->Memory = A.IsAtomic ? OpMemory::ReadWrite
                    : A.IsLoad ? OpMemory::Load
                               : OpMemory::Store;
    CurOp->Shared = P.AS == ASShared;
    if (A.IsLoad && !A.IsAtomic && It != Accesses.end() &&
        !It->second.Lanes.empty()) {
      CurOp->FuseBase = underlyingObject(A.Ptr).getAsOpaquePointer();
      CurOp->FuseSize = It->second.Size;
      CurOp->FuseLanes = It->second.Lanes;
    }
  }
}

/// An fmul that becomes part of its user's fma in PTX.
static bool contractedIntoUser(Operation &Op) {
  if (!allowsContract(Op) || !Op.getResult(0).hasOneUse())
    return false;
  Operation *U = *Op.getResult(0).getUsers().begin();
  StringRef UN = opName(U);
  return (UN == "llvm.fadd" || UN == "llvm.fsub" || UN == "arith.addf" ||
          UN == "arith.subf") &&
         allowsContract(*U);
}

/// The elements of \p Op's result: a vector's, else 1.
static double elements(Operation &Op) {
  if (Op.getNumResults())
    if (auto V = dyn_cast<VectorType>(Op.getResult(0).getType()))
      return V.getNumElements();
  return 1;
}

/// FLOP per lane of \p Op (Segment::Flops): an fma 2, an add, subtract,
/// multiply or divide 1 (an add that absorbs a contracted multiply 2, the
/// multiply 0), per vector element. LLVM's fma intrinsics are counted
/// where intrinsics are (Builder::intrinsic).
static double flopsPerLane(Operation &Op, StringRef N) {
  auto Mul = [](Value V) {
    Operation *D = V.getDefiningOp();
    StringRef DN = D ? opName(D) : "";
    return (DN == "llvm.fmul" || DN == "arith.mulf") && contractedIntoUser(*D);
  };
  double F = 0;
  if (N == "math.fma")
    F = 2;
  else if (N == "llvm.fadd" || N == "llvm.fsub" || N == "arith.addf" ||
           N == "arith.subf")
    F = llvm::any_of(Op.getOperands(), Mul) ? 2 : 1;
  else if (N == "llvm.fmul" || N == "arith.mulf")
    F = contractedIntoUser(Op) ? 0 : 1;
  else if (N == "llvm.fdiv" || N == "arith.divf")
    F = 1;
  return F * elements(Op);
}

/// A multiplication by a power-of-two constant: the NVPTX back end and
/// ptxas make it a shift, an integer operation's cost, not a multiplier's
/// (as the machine level counts it, MIRFrontEnd.cpp).
static bool shiftInDisguise(Operation &Op, StringRef N) {
  if (N != "arith.muli" && N != "llvm.mul")
    return false;
  for (Value V : Op.getOperands()) {
    APInt C;
    if (matchPattern(V, m_ConstantInt(&C)) && C.isPowerOf2())
      return true;
  }
  return false;
}

bool Builder::rotatedAway(Operation &Op) {
  if (Op.getNumSuccessors() != 1)
    return false;
  Block *B = Op.getBlock(), *To = Op.getSuccessor(0);
  auto It = CFGs.find(B->getParent());
  if (It == CFGs.end())
    return false;
  CFGLoop *Lp = It->second.LI->getLoopFor(B);
  if (!Lp || Lp->getHeader() != To || Lp->getLoopLatch() != B)
    return false;
  // The header tests and leaves: rotated, that test ends the latch.
  Operation *Test = To->getTerminator();
  if (!Test || Test->getNumSuccessors() != 2)
    return false;
  return !Lp->contains(Test->getSuccessor(0)) ||
         !Lp->contains(Test->getSuccessor(1));
}

bool Builder::reducedInLoop(Operation &Op) {
  return inLoopScope(
      Op, [&](const LoopScope &L) { return strengthReduced(Op, L, Reduced); });
}

bool Builder::cost(Operation &Op, Segment &S) {
  StringRef N = opName(&Op);
  S.Flops += flopsPerLane(Op, N) * G.WarpSize;
  switch (kindOf(N)) {
  case Kind::Free:
    if (N == "llvm.fence")
      fenceOp();
    return false;
  case Kind::Branch:
    if (!rotatedAway(Op))
      S.count(InstrClass::Branch) += 1;
    return false;
  case Kind::Int:
    if (reducedInLoop(Op))
      return false;
    addCompute(S, Op, InstrClass::Int);
    return false;
  case Kind::IntMul:
    if (reducedInLoop(Op))
      return false;
    addCompute(S, Op,
               shiftInDisguise(Op, N) ? InstrClass::Int : InstrClass::IntMul);
    return false;
  case Kind::Affine:
    affine(Op, S);
    return false;
  case Kind::IntDiv: {
    // By a constant: a multiply by its inverse and a shift; by a run-time
    // value: ptxas's reciprocal sequence.
    APInt C;
    if (matchPattern(Op.getOperand(1), m_ConstantInt(&C))) {
      addCompute(S, Op, InstrClass::IntMul);
      return false;
    }
    Type T = getElementTypeOrSelf(Op.getResult(0).getType());
    unsigned Bits = T.isIndex() ? 64 : T.getIntOrFloatBitWidth();
    bool Signed = N.contains("si") || N.starts_with("llvm.s") ||
                  (N.starts_with("index.") && N.ends_with("s"));
    if (addIntegerDivision(S, Bits, Signed))
      note(Op, WideDivisionNote);
    computeKey(S, Op);
    return false;
  }
  case Kind::FP:
    addCompute(S, Op, fpClass(Op.getOperand(0).getType()));
    return false;
  case Kind::FPResult:
    addCompute(S, Op, fpClass(Op.getResult(0).getType()));
    return false;
  case Kind::FMul:
    // fmul feeding a contractable fadd/fsub becomes one fma in PTX.
    if (contractedIntoUser(Op))
      return false;
    addCompute(S, Op, fpClass(Op.getResult(0).getType()));
    return false;
  case Kind::FDiv:
    // Division is a reciprocal on the SFU plus a multiply.
    addCompute(S, Op, InstrClass::SFU);
    addCompute(S, Op, fpClass(Op.getResult(0).getType()));
    return false;
  case Kind::SFU:
    addCompute(S, Op, InstrClass::SFU);
    return false;
  case Kind::Conv:
    addCompute(S, Op, InstrClass::Conversion);
    return false;
  case Kind::Ext:
    // An index widened only for addressing folds into mul.wide/mad.wide.
    if (llvm::all_of(
            Op.getResult(0).getUsers(),
            [](Operation *U) { return opName(U) == "llvm.getelementptr"; }) ||
        reducedInLoop(Op))
      return false;
    addCompute(S, Op, InstrClass::Int);
    return false;
  case Kind::GEP: {
    // An address that advances by a loop-invariant step per trip is one
    // pointer increment after loop strength reduction.
    if (inLoopScope(Op, [&](const LoopScope &L) {
          return advancesByStep(Op.getOperands().drop_front(), L);
        })) {
      addCompute(S, Op, InstrClass::Int);
      return false;
    }
    // Each variable index is one multiply-add of address arithmetic.
    unsigned Var = 0;
    for (Value Idx : Op.getOperands().drop_front())
      Var += !isConstant(Idx);
    if (Var)
      addCompute(S, Op, InstrClass::Int, Var);
    return false;
  }
  case Kind::Access: {
    std::optional<MemAccess> A = memAccessOf(&Op);
    if (!A)
      break;
    // A kernel parameter is a constant-bank operand of the instructions
    // that use it (c[0x0][...] in SASS): no instruction of its own.
    if (placeOf(A->Ptr, F.NumParams).AS == ASParam)
      return false;
    addAccess(S, *A,
              A->IsLoad && Op.getNumResults() && !Op.getResult(0).use_empty());
    return false;
  }
  case Kind::SReg:
    S.count(InstrClass::Misc) += 1;
    return false;
  case Kind::Barrier:
    return nvvm(Op, "barrier", S);
  case Kind::Shuffle:
    S.count(InstrClass::Shuffle) += 1;
    return false;
  case Kind::Call:
    fenceOp();
    call(Op, S);
    return false;
  case Kind::InlineAsm:
    inlineAsm(Op, S);
    return false;
  case Kind::Intrinsic:
    return intrinsic(Op, N.drop_front(strlen("llvm.intr.")), S);
  case Kind::CallIntrinsic: {
    if (std::optional<MemAccess> A = memAccessOf(&Op)) {
      addAccess(S, *A, !Op.getResult(0).use_empty());
      return false;
    }
    auto I = Op.getAttrOfType<StringAttr>("intrin");
    StringRef Name = I ? I.getValue() : StringRef();
    Name.consume_front("llvm.");
    return intrinsic(Op, Name, S);
  }
  case Kind::NVVM:
    return nvvm(Op, N.drop_front(strlen("nvvm.")), S);
  case Kind::Unknown:
    break;
  }
  note(Op, formatv("operation '{0}' not modelled: counted as 1 issue cycle "
                   "each, assumed",
                   N));
  S.count(InstrClass::Misc) += 1;
  return false;
}

void Builder::call(Operation &Op, Segment &S) {
  S.count(InstrClass::Misc) += 1;
  auto Callee = Op.getAttrOfType<FlatSymbolRefAttr>("callee");
  if (!Callee) {
    note(Op, "indirect call: callee not analysed, counted as 1 "
             "instruction, assumed");
    return;
  }
  StringRef N = Callee.getValue();
  if (N.starts_with("cudaLaunchDevice") ||
      N.starts_with("cudaGetParameterBuffer"))
    note(Op, "dynamic parallelism launch: the child grid is not modelled");
  else
    note(Op, "call to '" + demangledName(N) +
                 "' not inlined: its body is not analysed, counted as 1 "
                 "instruction, assumed");
}

bool Builder::intrinsic(Operation &Op, StringRef X, Segment &S) {
  auto Is = [&](std::initializer_list<StringRef> Names) {
    for (StringRef Name : Names)
      if (isIntrinsic(X, Name))
        return true;
    return false;
  };
  if (Is({"lifetime.start", "lifetime.end", "assume",
          "experimental.noalias.scope.decl", "invariant.start", "invariant.end",
          "dbg.declare", "dbg.value", "dbg.label", "donothing"}))
    return false;
  if (Is({"fma", "fmuladd", "fabs", "minnum", "maxnum", "minimum", "maximum",
          "copysign", "floor", "ceil", "trunc", "rint", "nearbyint",
          "round"})) {
    addCompute(S, Op, fpClass(Op.getResult(0).getType()));
    if (Is({"fma", "fmuladd"}))
      S.Flops += 2 * elements(Op) * G.WarpSize;
    return false;
  }
  if (Is({"sqrt", "sin", "cos", "exp", "exp2", "log", "log2", "pow"})) {
    addCompute(S, Op, InstrClass::SFU);
    return false;
  }
  if (Is({"smax", "smin", "umax", "umin", "abs", "ctpop", "ctlz", "cttz",
          "bitreverse", "bswap", "fshl", "fshr"})) {
    addCompute(S, Op, InstrClass::Int);
    return false;
  }
  if (Is({"memcpy", "memmove", "memset", "memcpy.inline", "memset.inline"})) {
    S.count(InstrClass::GlobalIssue) += 1;
    fenceOp();
    note(Op, "memcpy/memset intrinsic: its traffic is not modelled");
    return false;
  }
  if (X.consume_front("nvvm."))
    return nvvm(Op, X, S);
  S.count(InstrClass::Misc) += 1;
  note(Op, "intrinsic 'llvm." + X.str() +
               "' not modelled: counted as 1 instruction, assumed");
  return false;
}

bool Builder::nvvm(Operation &Op, StringRef N, Segment &S) {
  if (matrixOrCopy(Op, N, S))
    return false;
  Type Result = Op.getNumResults() ? Op.getResult(0).getType() : Type();
  NVVMKind Kind = classifyNVVM(N);
  if (Kind == NVVMKind::Barrier) {
    // Every spelling (bar.sync, barrier0, barrier.sync, cta, aligned,
    // and/or/popc reductions, cluster; gpu.barrier).
    S.addBarrier(mlirUserLoc(Op.getLoc()), &Op);
    if (N.starts_with("cluster"))
      note(Op, "cluster barrier treated as a block barrier");
    return true;
  }
  if (Kind == NVVMKind::WarpSync)
    fenceOp(); // __syncwarp and membar order the warp's memory
  std::optional<InstrClass> C = fixedInstrClass(Kind);
  if (!C && Kind == NVVMKind::FloatArith && Result)
    C = fpClass(Result);
  if (C) {
    // Arithmetic is worth naming in a hint; moves and shuffles are not.
    if (*C == InstrClass::Misc || *C == InstrClass::Shuffle)
      S.count(*C) += 1;
    else
      addCompute(S, Op, *C);
    return false;
  }
  S.count(InstrClass::Misc) += 1;
  note(Op, "NVVM operation 'nvvm." + N.str() +
               "' not modelled: counted as 1 instruction, assumed");
  return false;
}

} // namespace lhf
