//===- Evaluator.cpp - Integers, addresses and divergence of MLIR values --===//
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
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "llvm/Support/raw_ostream.h"

#include <climits>

using namespace mlir;
using llvm::APInt;
using llvm::StringRef;

namespace lhf {

/// Stand-in for an unbound integer in an address: large enough that rows
/// it separates never share a 128-byte line (labelled where used).
static constexpr uint64_t StandIn = 1 << 16;

static std::string printed(Attribute A) {
  std::string S;
  llvm::raw_string_ostream OS(S);
  A.print(OS);
  return S;
}

//===----------------------------------------------------------------------===//
// Types and places
//===----------------------------------------------------------------------===//

uint64_t storeSize(Type T) {
  if (auto I = dyn_cast<IntegerType>(T))
    return (I.getWidth() + 7) / 8;
  if (auto F = dyn_cast<FloatType>(T))
    return F.getWidth() / 8;
  if (isa<IndexType, LLVM::LLVMPointerType>(T))
    return 8;
  if (auto V = dyn_cast<VectorType>(T))
    return (V.getNumElements() * storeSize(V.getElementType()) * 8 + 7) / 8;
  return allocSize(T);
}

static uint64_t alignOf(Type T) {
  if (auto A = dyn_cast<LLVM::LLVMArrayType>(T))
    return alignOf(A.getElementType());
  if (auto S = dyn_cast<LLVM::LLVMStructType>(T)) {
    uint64_t Al = 1;
    if (!S.isPacked())
      for (Type E : S.getBody())
        Al = std::max(Al, alignOf(E));
    return Al;
  }
  return std::max<uint64_t>(1, llvm::PowerOf2Ceil(storeSize(T)));
}

/// Offset of field \p Index of a struct.
static uint64_t fieldOffset(LLVM::LLVMStructType S, unsigned Index) {
  uint64_t Off = 0;
  for (unsigned I = 0; I < Index && I < S.getBody().size(); ++I) {
    Type E = S.getBody()[I];
    if (!S.isPacked())
      Off = llvm::alignTo(Off, alignOf(E));
    Off += allocSize(E);
  }
  if (Index < S.getBody().size() && !S.isPacked())
    Off = llvm::alignTo(Off, alignOf(S.getBody()[Index]));
  return Off;
}

uint64_t allocSize(Type T) {
  if (auto A = dyn_cast<LLVM::LLVMArrayType>(T))
    return A.getNumElements() * allocSize(A.getElementType());
  if (auto S = dyn_cast<LLVM::LLVMStructType>(T)) {
    unsigned N = S.getBody().size();
    uint64_t End = N ? fieldOffset(S, N - 1) + allocSize(S.getBody()[N - 1])
                     : 0;
    return S.isPacked() ? End : llvm::alignTo(End, alignOf(S));
  }
  if (auto M = dyn_cast<MemRefType>(T))
    return M.hasStaticShape()
               ? M.getNumElements() * allocSize(M.getElementType())
               : 0;
  if (isa<IntegerType, FloatType, IndexType, LLVM::LLVMPointerType,
          VectorType>(T))
    return llvm::alignTo(storeSize(T), alignOf(T));
  return 0;
}

std::string llvmTypeName(Type T) {
  if (T.isF32())
    return "float";
  if (T.isF64())
    return "double";
  if (T.isF16())
    return "half";
  if (T.isBF16())
    return "bfloat";
  if (isa<IndexType>(T))
    return "i64";
  if (auto I = dyn_cast<IntegerType>(T))
    return "i" + std::to_string(I.getWidth());
  if (auto V = dyn_cast<VectorType>(T))
    return "<" + std::to_string(V.getNumElements()) + " x " +
           llvmTypeName(V.getElementType()) + ">";
  if (auto P = dyn_cast<LLVM::LLVMPointerType>(T))
    return P.getAddressSpace() ? "ptr addrspace(" +
                                     std::to_string(P.getAddressSpace()) + ")"
                               : "ptr";
  if (auto A = dyn_cast<LLVM::LLVMArrayType>(T))
    return "[" + std::to_string(A.getNumElements()) + " x " +
           llvmTypeName(A.getElementType()) + "]";
  std::string S;
  llvm::raw_string_ostream OS(S);
  T.print(OS);
  return S;
}

Value underlyingObject(Value V) {
  for (unsigned Steps = 0; Steps < 64; ++Steps) {
    Operation *Op = V.getDefiningOp();
    if (!Op || Op->getNumOperands() == 0)
      return V;
    StringRef N = opName(Op);
    if (N == "llvm.getelementptr" || N == "llvm.addrspacecast" ||
        N == "llvm.bitcast" || N == "memref.cast" || N == "memref.subview" ||
        N == "memref.reinterpret_cast" || N == "memref.view" ||
        N == "memref.collapse_shape" || N == "memref.expand_shape" ||
        N == "memref.memory_space_cast" || N == "memref.assume_alignment") {
      Value Src = Op->getOperand(0);
      if (!isa<LLVM::LLVMPointerType, BaseMemRefType>(Src.getType()))
        return V;
      V = Src;
      continue;
    }
    return V;
  }
  return V;
}

static unsigned memorySpace(Attribute MS, bool &Guessed) {
  if (!MS)
    return ASGlobal;
  if (auto I = dyn_cast<IntegerAttr>(MS))
    return I.getInt() == ASGeneric ? ASGlobal : unsigned(I.getInt());
  std::string S = printed(MS);
  if (StringRef(S).contains("workgroup"))
    return ASShared;
  if (StringRef(S).contains("private"))
    return ASLocal;
  if (!StringRef(S).contains("global"))
    Guessed = true;
  return ASGlobal;
}

AccessPlace placeOf(Value V, unsigned NumParams) {
  AccessPlace P;
  if (auto M = dyn_cast<BaseMemRefType>(V.getType())) {
    P.AS = memorySpace(M.getMemorySpace(), P.Guessed);
    return P;
  }
  auto Ptr = dyn_cast<LLVM::LLVMPointerType>(V.getType());
  if (!Ptr)
    return {ASGlobal, true};
  if (Ptr.getAddressSpace() != ASGeneric)
    return {Ptr.getAddressSpace(), false};
  Value Obj = underlyingObject(V);
  if (auto OP = dyn_cast<LLVM::LLVMPointerType>(Obj.getType()))
    if (OP.getAddressSpace() != ASGeneric)
      return {OP.getAddressSpace(), false};
  if (Operation *Op = Obj.getDefiningOp()) {
    if (opName(Op) == "llvm.alloca")
      return {ASLocal, false};
    if (opName(Op) == "llvm.mlir.addressof")
      return {ASGlobal, false};
    return {ASGlobal, true};
  }
  // Kernel pointer parameters point to global memory.
  auto A = cast<BlockArgument>(Obj);
  if (A.getOwner()->isEntryBlock() && A.getArgNumber() < NumParams &&
      A.getOwner()->getParentOp() &&
      isMLIRKernel(A.getOwner()->getParentOp()))
    return {ASGlobal, false};
  return {ASGlobal, true};
}

std::optional<SpecialReg> specialReg(Operation *Op) {
  StringRef N = opName(Op), R;
  if (N.starts_with("nvvm.read.ptx.sreg.")) {
    R = N.drop_front(strlen("nvvm.read.ptx.sreg."));
  } else if (N == "llvm.call_intrinsic") {
    auto A = Op->getAttrOfType<StringAttr>("intrin");
    if (!A || !A.getValue().starts_with("llvm.nvvm.read.ptx.sreg."))
      return std::nullopt;
    R = A.getValue().drop_front(strlen("llvm.nvvm.read.ptx.sreg."));
  } else if (N.starts_with("gpu.")) {
    SpecialReg S;
    if (N == "gpu.thread_id")
      S.K = SpecialReg::Tid;
    else if (N == "gpu.block_id")
      S.K = SpecialReg::Ctaid;
    else if (N == "gpu.block_dim")
      S.K = SpecialReg::Ntid;
    else if (N == "gpu.grid_dim")
      S.K = SpecialReg::Nctaid;
    else if (N == "gpu.lane_id")
      return SpecialReg{SpecialReg::LaneId, 0};
    else
      return std::nullopt;
    if (Attribute D = Op->getAttr("dimension")) {
      std::string P = printed(D); // #gpu<dim x>
      S.Dim = StringRef(P).contains(" y") ? 1 : StringRef(P).contains(" z") ? 2 : 0;
    }
    return S;
  } else {
    return std::nullopt;
  }
  SpecialReg S;
  auto Dim = [](StringRef D) -> unsigned {
    return D == "x" ? 0 : D == "y" ? 1 : 2;
  };
  if (R.consume_front("tid."))
    S = {SpecialReg::Tid, Dim(R)};
  else if (R.consume_front("ctaid."))
    S = {SpecialReg::Ctaid, Dim(R)};
  else if (R.consume_front("ntid."))
    S = {SpecialReg::Ntid, Dim(R)};
  else if (R.consume_front("nctaid."))
    S = {SpecialReg::Nctaid, Dim(R)};
  else if (R == "laneid")
    S.K = SpecialReg::LaneId;
  return S;
}

//===----------------------------------------------------------------------===//
// Divergence
//===----------------------------------------------------------------------===//

bool KernelFacts::isParam(Value V) const {
  auto A = dyn_cast<BlockArgument>(V);
  return A && A.getOwner() == Entry && A.getArgNumber() < NumParams;
}

static bool isDivergenceSource(Operation *Op) {
  if (std::optional<SpecialReg> S = specialReg(Op))
    return S->K == SpecialReg::Tid || S->K == SpecialReg::LaneId;
  StringRef N = opName(Op);
  if (N == "gpu.global_id" || N == "llvm.call" || N == "llvm.atomicrmw" ||
      N == "llvm.cmpxchg" || N.starts_with("memref.atomic") ||
      N == "memref.generic_atomic_rmw" ||
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
      unsigned AS = M.getMemorySpace() ? memorySpace(M.getMemorySpace(), Guessed)
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
  if (!R)
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
  if (Point && F.isUniform(V))
    return APInt(W, 0);
  return std::nullopt;
}

std::optional<APInt> Evaluator::argument(BlockArgument A, unsigned W) {
  if (F.isParam(A)) {
    auto It = F.Launch->Args.find(A.getArgNumber());
    if (It != F.Launch->Args.end()) {
      UsedArgs = true;
      return APInt(W, It->second, /*isSigned=*/true);
    }
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
  if (It != F.IVs.end() && Point) {
    const InductionVar &IV = It->second;
    std::optional<APInt> Init = value(IV.Init);
    if (!Init)
      return std::nullopt;
    double Trip = F.TripOf ? F.TripOf(IV.Loop) : 1;
    if (!Point->LastIteration || Trip <= 1)
      return Init->zextOrTrunc(W);
    std::optional<APInt> Step = value(IV.Step);
    if (!Step)
      return std::nullopt;
    APInt S = Step->zextOrTrunc(W);
    if (IV.Negate)
      S.negate();
    return Init->zextOrTrunc(W) + S * APInt(W, uint64_t(Trip - 1));
  }
  if (Point && F.isUniform(A))
    return APInt(W, 0);
  return std::nullopt;
}

namespace {
enum class BinOp {
  Add, Sub, Mul, SDiv, UDiv, SRem, URem, Shl, LShr, AShr, And, Or, Xor,
  SMax, SMin, UMax, UMin
};
} // namespace

static std::optional<BinOp> binOp(StringRef N) {
  static const std::pair<const char *, BinOp> Table[] = {
      {"llvm.add", BinOp::Add},      {"arith.addi", BinOp::Add},
      {"llvm.sub", BinOp::Sub},      {"arith.subi", BinOp::Sub},
      {"llvm.mul", BinOp::Mul},      {"arith.muli", BinOp::Mul},
      {"llvm.sdiv", BinOp::SDiv},    {"arith.divsi", BinOp::SDiv},
      {"llvm.udiv", BinOp::UDiv},    {"arith.divui", BinOp::UDiv},
      {"llvm.srem", BinOp::SRem},    {"arith.remsi", BinOp::SRem},
      {"llvm.urem", BinOp::URem},    {"arith.remui", BinOp::URem},
      {"llvm.shl", BinOp::Shl},      {"arith.shli", BinOp::Shl},
      {"llvm.lshr", BinOp::LShr},    {"arith.shrui", BinOp::LShr},
      {"llvm.ashr", BinOp::AShr},    {"arith.shrsi", BinOp::AShr},
      {"llvm.and", BinOp::And},      {"arith.andi", BinOp::And},
      {"llvm.or", BinOp::Or},        {"arith.ori", BinOp::Or},
      {"llvm.xor", BinOp::Xor},      {"arith.xori", BinOp::Xor},
      {"llvm.intr.smax", BinOp::SMax}, {"arith.maxsi", BinOp::SMax},
      {"llvm.intr.smin", BinOp::SMin}, {"arith.minsi", BinOp::SMin},
      {"llvm.intr.umax", BinOp::UMax}, {"arith.maxui", BinOp::UMax},
      {"llvm.intr.umin", BinOp::UMin}, {"arith.minui", BinOp::UMin},
  };
  for (auto &[Name, Op] : Table)
    if (N == Name)
      return Op;
  return std::nullopt;
}

static std::optional<APInt> applyBinOp(BinOp Op, const APInt &A,
                                       const APInt &B) {
  unsigned BW = A.getBitWidth();
  switch (Op) {
  case BinOp::Add:
    return A + B;
  case BinOp::Sub:
    return A - B;
  case BinOp::Mul:
    return A * B;
  case BinOp::SDiv:
    return B.isZero() ? std::nullopt : std::optional<APInt>(A.sdiv(B));
  case BinOp::UDiv:
    return B.isZero() ? std::nullopt : std::optional<APInt>(A.udiv(B));
  case BinOp::SRem:
    return B.isZero() ? std::nullopt : std::optional<APInt>(A.srem(B));
  case BinOp::URem:
    return B.isZero() ? std::nullopt : std::optional<APInt>(A.urem(B));
  case BinOp::Shl:
    return A.shl(B.getLimitedValue(BW));
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
  }
  return std::nullopt;
}

std::optional<APInt> Evaluator::operation(Operation *Op, unsigned W) {
  StringRef N = opName(Op);
  if (Op->getNumResults() != 1)
    return std::nullopt;
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
    const MLIRLaunch &L = *F.Launch;
    auto Pick = [&](const std::optional<Dim3> &D) -> std::optional<APInt> {
      if (!D)
        return std::nullopt;
      return APInt(W, S->Dim == 0 ? D->X : S->Dim == 1 ? D->Y : D->Z);
    };
    switch (S->K) {
    case SpecialReg::Tid:
    case SpecialReg::Ctaid:
      if (Point)
        return APInt(W, S->K == SpecialReg::Tid ? Point->Tid[S->Dim]
                                                : Point->Ctaid[S->Dim]);
      // Trip counts that depend on the thread are evaluated for thread 0
      // of block 0, and said so.
      UsedThreadZero = true;
      return APInt(W, 0);
    case SpecialReg::Ntid:
      return Pick(L.Block);
    case SpecialReg::Nctaid:
      return Pick(L.Grid);
    default:
      return std::nullopt;
    }
  }
  if (N == "llvm.mlir.addressof" || N == "memref.get_global" ||
      N == "llvm.alloca" || N == "memref.alloca")
    return Point ? std::optional<APInt>(APInt(W, 0)) : std::nullopt;
  if (N == "llvm.getelementptr")
    return gep(Op, W);
  bool SExt = N == "llvm.sext" || N == "arith.extsi" || N == "arith.index_cast";
  bool ZExt = N == "llvm.zext" || N == "arith.extui" ||
              N == "arith.index_castui" || N == "llvm.trunc" ||
              N == "arith.trunci" || N == "llvm.ptrtoint" ||
              N == "llvm.inttoptr" || N == "llvm.addrspacecast" ||
              N == "llvm.bitcast" || N == "llvm.freeze";
  if (SExt || ZExt) {
    std::optional<APInt> X = value(Op->getOperand(0));
    if (!X)
      return std::nullopt;
    return SExt ? X->sextOrTrunc(W) : X->zextOrTrunc(W);
  }
  if (N == "llvm.select" || N == "arith.select") {
    std::optional<APInt> C = value(Op->getOperand(0));
    if (!C)
      return std::nullopt;
    return value(Op->getOperand(C->isZero() ? 2 : 1));
  }
  if (std::optional<BinOp> B = binOp(N)) {
    std::optional<APInt> X = value(Op->getOperand(0));
    std::optional<APInt> Y = value(Op->getOperand(1));
    if (!X || !Y)
      return std::nullopt;
    return applyBinOp(*B, *X, Y->zextOrTrunc(X->getBitWidth()));
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
  for (size_t I = 0; I < Raw.size(); ++I) {
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
      Off += Idx * int64_t(allocSize(Cur));
    } else if (auto A = dyn_cast<LLVM::LLVMArrayType>(Cur)) {
      Cur = A.getElementType();
      Off += Idx * int64_t(allocSize(Cur));
    } else if (auto V = dyn_cast<VectorType>(Cur)) {
      Cur = V.getElementType();
      Off += Idx * int64_t(storeSize(Cur));
    } else if (auto S = dyn_cast<LLVM::LLVMStructType>(Cur)) {
      if (Raw[I] == INT32_MIN || Idx < 0 || size_t(Idx) >= S.getBody().size())
        return std::nullopt;
      Off += fieldOffset(S, Idx);
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
    Lin += *I * St;
  }
  return *Base + Lin * int64_t(allocSize(MT.getElementType()));
}

} // namespace lhf
