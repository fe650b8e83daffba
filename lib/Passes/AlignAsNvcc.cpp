//===- AlignAsNvcc.cpp - Vector copies aligned as nvcc aligns them --------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// clang copies a float4 that `*reinterpret_cast<const float4 *>(&a[i][j])`
/// reads with a memcpy whose source has the array's alignment (4) and whose
/// destination has the type's (16): its CodeGen keeps an alignment derived
/// from a declaration through an explicit cast. nvcc aligns such an access
/// as its type says (C++ leaves a misaligned one undefined), and so do we.
/// An aggregate copy (clang marks each with !tbaa.struct; a memcpy the
/// user calls has none, and neither has any copy under
/// -fno-strict-aliasing) of 8 or 16 bytes shows its type's alignment when
/// one side has it or one side is an element of an array of narrower
/// scalars (a float array read as a float4). A struct of four floats,
/// aligned to 4, copied between arrays of itself shows neither and stays.
///
//===----------------------------------------------------------------------===//

#include "lhf/Passes/AlignAsNvcc.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/DiagnosticHandler.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Operator.h"

using namespace llvm;

namespace lhf {

/// Whether \p Ptr addresses an element of an array of scalars narrower
/// than \p Size: a copy of Size bytes there reads the array as another
/// type, which in CUDA code is a vector type (float4, int2 ...), aligned
/// to its size.
static bool punsScalars(const Value *Ptr, uint64_t Size) {
  const auto *GEP = dyn_cast<GEPOperator>(Ptr->stripPointerCasts());
  if (!GEP)
    return false;
  Type *Elt = GEP->getResultElementType();
  return (Elt->isIntegerTy() || Elt->isFloatingPointTy()) &&
         Elt->getPrimitiveSizeInBits() < 8 * Size;
}

/// The alignment of the copied aggregate's type, when \p C shows it: an
/// aggregate copy (clang marks each with !tbaa.struct; a memcpy the user
/// calls has none) of 8 or 16 bytes with that alignment on one side, or
/// from or into an array of narrower scalars.
static std::optional<Align> typeAlignment(const MemCpyInst &C) {
  if (!C.getMetadata(LLVMContext::MD_tbaa_struct) || C.isVolatile())
    return std::nullopt;
  auto *Len = dyn_cast<ConstantInt>(C.getLength());
  if (!Len || (Len->getZExtValue() != 8 && Len->getZExtValue() != 16))
    return std::nullopt;
  uint64_t Size = Len->getZExtValue();
  Align Most =
      std::max(C.getDestAlign().valueOrOne(), C.getSourceAlign().valueOrOne());
  if (Most < Align(Size) && !punsScalars(C.getDest(), Size) &&
      !punsScalars(C.getSource(), Size))
    return std::nullopt;
  return Align(Size);
}

/// Whether \p Ptr points into a local variable.
static bool isLocal(const Value *Ptr) {
  return isa<AllocaInst>(getUnderlyingObject(Ptr));
}

PreservedAnalyses AlignAsNvccPass::run(Function &F, FunctionAnalysisManager &) {
  // Counting is for the remarks: a compile without them does no work.
  LLVMContext &Ctx = F.getContext();
  if (!Rewrite && !Ctx.getLLVMRemarkStreamer() &&
      !Ctx.getDiagHandlerPtr()->isAnyRemarkEnabled("lhf"))
    return PreservedAnalyses::all();
  bool Changed = false;
  unsigned Narrow = 0;
  for (Instruction &I : make_early_inc_range(instructions(F))) {
    auto *C = dyn_cast<MemCpyInst>(&I);
    std::optional<Align> A = C ? typeAlignment(*C) : std::nullopt;
    if (!A)
      continue;
    // A local side keeps its alignment: SROA takes it apart, and an
    // alignment above its variable's keeps the variable in memory.
    bool LocalDest = isLocal(C->getDest()),
         LocalSource = isLocal(C->getSource());
    bool Raise = (!LocalDest && C->getDestAlign() < A) ||
                 (!LocalSource && C->getSourceAlign() < A);
    bool Vector = *A == Align(16) && !(LocalDest && LocalSource);
    if (!Raise && !Vector)
      continue;
    if (!Rewrite) {
      ++Narrow;
      continue;
    }
    Changed = true;
    if (!LocalDest)
      C->setDestAlignment(std::max(*A, C->getDestAlign().valueOrOne()));
    if (!LocalSource)
      C->setSourceAlignment(std::max(*A, C->getSourceAlign().valueOrOne()));
    if (!Vector)
      continue;
    IRBuilder<> B(C);
    auto *V = FixedVectorType::get(B.getInt32Ty(), 4);
    LoadInst *L = B.CreateAlignedLoad(V, C->getSource(),
                                      C->getSourceAlign().valueOrOne());
    B.CreateAlignedStore(L, C->getDest(), C->getDestAlign().valueOrOne());
    C->eraseFromParent();
  }
  if (Narrow)
    F.addFnAttr(NarrowCopiesAttr, utostr(Narrow));
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace lhf
