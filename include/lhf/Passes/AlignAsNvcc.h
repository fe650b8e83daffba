//===- AlignAsNvcc.h - Vector copies as nvcc makes them ------*- C++ -*-===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// `*reinterpret_cast<float4 *>(&tile[r][c])` is one 16-byte access in
/// nvcc's code and four 4-byte ones in clang's: nvcc trusts the alignment of
/// the type the pointer is cast to, clang that of the array the address came
/// from (4 bytes for a float array), and the backend cannot then merge the
/// four. The driver's device compile runs this pass first in clang's -O3
/// pipeline (the plugin under -lhf-align-as-nvcc) so that what it analyses
/// has nvcc's vector accesses (docs/consistency.md, "Vector accesses").
///
//===----------------------------------------------------------------------===//

#ifndef LHF_PASSES_ALIGNASNVCC_H
#define LHF_PASSES_ALIGNASNVCC_H

#include "llvm/IR/PassManager.h"

namespace lhf {

/// On clang's front-end output (before any optimisation): each copy of an
/// 8- or 16-byte aggregate (a float2, float4, int4, double2 ...) gets the
/// alignment its type has on its memory sides, and a 16-byte copy that is
/// not local on both sides becomes one vector load and store (the backend
/// makes two 8-byte pairs of an aligned memcpy; nvcc one 16-byte pair).
/// With \p Rewrite off (a user's compile, which lhf only observes) the
/// code stays as it is and a function with such copies carries their
/// number in NarrowCopiesAttr, for the machine pass to say.
struct AlignAsNvccPass : llvm::PassInfoMixin<AlignAsNvccPass> {
  explicit AlignAsNvccPass(bool Rewrite = true) : Rewrite(Rewrite) {}
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &);
  static bool isRequired() { return true; }

private:
  bool Rewrite;
};

/// The function attribute that counts the copies clang makes narrower
/// than nvcc's (AlignAsNvccPass without Rewrite).
inline constexpr const char *NarrowCopiesAttr = "lhf-narrow-vector-copies";

} // namespace lhf

#endif // LHF_PASSES_ALIGNASNVCC_H
