//===- NVVMNames.h - What an NVVM operation name costs --------*- C++ -*-===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The NVVM intrinsics and operations (`llvm.nvvm.<name>`, `nvvm.<name>`)
/// by the kind of cost they carry, shared by the IR and MLIR front ends.
/// Memory operations (ldg, ldu, atomics) are the front ends' own, since
/// they need the pointer.
///
//===----------------------------------------------------------------------===//

#ifndef LHF_MODEL_NVVMNAMES_H
#define LHF_MODEL_NVVMNAMES_H

#include "lhf/Model/Kernel.h"

#include "llvm/ADT/StringRef.h"

#include <optional>

namespace lhf {

enum class NVVMKind {
  Barrier,    ///< a block barrier, every spelling; ends a sync segment
  SpecialReg, ///< read.ptx.sreg.*
  Shuffle,    ///< shfl, vote, match, redux
  WarpSync,   ///< bar.warp.sync, membar, fence: orders, moves nothing
  SFU,        ///< rsqrt, sqrt, rcp, sin, cos, ex2, lg2, tanh
  FloatArith, ///< fma, add/mul with rounding, div, fabs, fmin, fmax, ...
  Conversion, ///< f2i and the like
  IntArith,   ///< mul, prmt, popc, clz, brev, min, max, abs, sad
  Unknown,
};

/// The kind of \p Name, the part after `llvm.nvvm.` or `nvvm.`.
NVVMKind classifyNVVM(llvm::StringRef Name);

/// The instruction class of a kind that has one (special-register reads
/// and warp syncs are Misc); none for barriers, float arithmetic (its class
/// follows the operand type) and unknown names.
std::optional<InstrClass> fixedInstrClass(NVVMKind K);

/// The class of one PTX arithmetic statement of inline asm ("add.f16 %0,
/// %1, %2", "@p fma.rn.f32x2 ...", "cvt.rn.f16.f32 ..."): half and bfloat
/// math (which CUDA 13's cuda_fp16.h writes as inline PTX) is fp16, .f32
/// fp32, .f64 fp64, conversions, approximate transcendentals on the SFU,
/// integer and logic ops int, moves misc. Nullopt for anything else
/// (memory, matrix, control), which the caller must cost or say.
std::optional<InstrClass> classifyPTXArith(llvm::StringRef Statement);

/// Adds to \p S what ptxas emits for one integer division or remainder
/// whose divisor is known only at run time: no NVIDIA GPU divides integers
/// in hardware, and every front end sees one instruction (`udiv`,
/// `div.u32`, `arith.divui`) where the GPU runs a reciprocal on the SFU
/// and its corrections. True when the count is assumed (64-bit operands go
/// through a subroutine; see the .cpp): the caller says WideDivisionNote.
bool addIntegerDivision(Segment &S, unsigned Bits, bool Signed);
/// The note at a division whose sequence addIntegerDivision assumed.
extern const char *const WideDivisionNote;

} // namespace lhf

#endif // LHF_MODEL_NVVMNAMES_H
