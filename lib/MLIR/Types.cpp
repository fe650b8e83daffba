//===- Types.cpp - Sizes, address spaces and special registers in MLIR ---===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// What the MLIR front end reads off types and pointers: store and alloc
/// sizes (NVPTX data layout), LLVM IR spellings of types for hint texts,
/// the address space a pointer or memref reaches and the object it is
/// computed from, and which special register an operation reads.
///
//===----------------------------------------------------------------------===//

#include "lhf/MLIR/Evaluator.h"

#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using llvm::StringRef;

namespace lhf {

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
static uint64_t structOffset(LLVM::LLVMStructType S, unsigned Index) {
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
    uint64_t End = N ? structOffset(S, N - 1) + allocSize(S.getBody()[N - 1])
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

uint64_t fieldOffset(Type Struct, unsigned Index) {
  auto S = dyn_cast<LLVM::LLVMStructType>(Struct);
  return S ? structOffset(S, Index) : 0;
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

Value insertedValue(Operation *Extract) {
  auto Pos = Extract->getAttrOfType<DenseI64ArrayAttr>("position");
  if (!Pos)
    return {};
  Value Agg = Extract->getOperand(0);
  for (unsigned Steps = 0; Steps < 64; ++Steps) {
    Operation *Ins = Agg.getDefiningOp();
    if (!Ins || opName(Ins) != "llvm.insertvalue")
      return {};
    auto P = Ins->getAttrOfType<DenseI64ArrayAttr>("position");
    if (P && P.asArrayRef() == Pos.asArrayRef())
      return Ins->getOperand(1);
    Agg = Ins->getOperand(0);
  }
  return {};
}

Value underlyingObject(Value V) {
  for (unsigned Steps = 0; Steps < 64; ++Steps) {
    Operation *Op = V.getDefiningOp();
    if (!Op || Op->getNumOperands() == 0)
      return V;
    StringRef N = opName(Op);
    if (N == "llvm.extractvalue") {
      Value In = insertedValue(Op);
      if (!In)
        return V;
      V = In;
      continue;
    }
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

unsigned memorySpaceOf(Attribute MS, bool &Guessed) {
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
    P.AS = memorySpaceOf(M.getMemorySpace(), P.Guessed);
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
    else if (N == "gpu.global_id") // ctaid * ntid + tid
      S.K = SpecialReg::GlobalId;
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

} // namespace lhf
