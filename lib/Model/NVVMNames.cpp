//===- NVVMNames.cpp - What an NVVM operation name costs ------------------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#include "lhf/Model/NVVMNames.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"

using namespace llvm;

namespace lhf {

static bool startsWithAny(StringRef N, std::initializer_list<StringRef> P) {
  for (StringRef X : P)
    if (N.starts_with(X))
      return true;
  return false;
}

NVVMKind classifyNVVM(StringRef N) {
  // bar.sync, barrier0, barrier.sync, cta, aligned, and/or/popc
  // reductions, cluster.
  if (startsWithAny(N, {"barrier", "bar.sync", "cluster.barrier"}))
    return NVVMKind::Barrier;
  if (N.starts_with("read.ptx.sreg.") || N == "activemask")
    return NVVMKind::SpecialReg;
  if (startsWithAny(N, {"shfl.", "vote.", "match.", "redux."}))
    return NVVMKind::Shuffle;
  if (startsWithAny(N, {"bar.warp.sync", "membar", "fence"}))
    return NVVMKind::WarpSync;
  if (startsWithAny(N, {"rsqrt", "sqrt", "rcp", "sin", "cos", "ex2", "lg2",
                        "tanh"}))
    return NVVMKind::SFU;
  if (startsWithAny(N, {"fma", "add.r", "mul.r", "div", "fabs", "fmin",
                        "fmax", "saturate"}))
    return NVVMKind::FloatArith;
  if (startsWithAny(N, {"f2", "i2", "d2", "ui2", "ll2", "ull2"}))
    return NVVMKind::Conversion;
  if (startsWithAny(N, {"mul", "prmt", "popc", "clz", "brev", "min", "max",
                        "abs", "sad"}))
    return NVVMKind::IntArith;
  return NVVMKind::Unknown;
}

std::optional<InstrClass> classifyPTXArith(StringRef St) {
  St = St.trim();
  if (St.starts_with("@")) // a predicate guard: @p or @!p
    St = St.drop_until([](char C) { return C == ' ' || C == '\t'; }).trim();
  StringRef Mn = St.take_until([](char C) { return C == ' ' || C == '\t'; });
  SmallVector<StringRef, 6> Parts;
  Mn.split(Parts, '.');
  if (Parts.empty())
    return std::nullopt;
  StringRef Op = Parts[0];
  auto Has = [&](std::initializer_list<StringRef> Types) {
    for (size_t I = 1; I < Parts.size(); ++I)
      for (StringRef T : Types)
        if (Parts[I] == T)
          return true;
    return false;
  };
  if (Op == "cvt" || Op == "cvta")
    return Op == "cvt" ? InstrClass::Conversion : InstrClass::Int;
  if (Op == "mov")
    return InstrClass::Misc;
  static const StringRef Arith[] = {"add", "sub", "mul", "fma", "mad", "neg",
                                    "abs", "min", "max", "set", "setp",
                                    "selp", "div", "rcp", "sqrt", "rsqrt",
                                    "ex2", "lg2", "sin", "cos", "tanh",
                                    "and", "or", "xor", "not", "shl", "shr",
                                    "copysign", "testp"};
  if (!llvm::is_contained(Arith, Op))
    return std::nullopt;
  bool Approx = Has({"approx"});
  if (Approx || Op == "ex2" || Op == "lg2" || Op == "sin" || Op == "cos" ||
      Op == "tanh" || Op == "rsqrt")
    return InstrClass::SFU;
  if (Has({"f16", "f16x2", "bf16", "bf16x2"}))
    return InstrClass::FP16;
  if (Has({"f64"}))
    return InstrClass::FP64;
  if (Has({"f32", "f32x2", "ftz"}))
    return InstrClass::FP32;
  return Op == "mul" || Op == "mad" || Op == "div" ? InstrClass::IntMul
                                                   : InstrClass::Int;
}

std::optional<InstrClass> fixedInstrClass(NVVMKind K) {
  switch (K) {
  case NVVMKind::SpecialReg:
  case NVVMKind::WarpSync:
    return InstrClass::Misc;
  case NVVMKind::Shuffle:
    return InstrClass::Shuffle;
  case NVVMKind::SFU:
    return InstrClass::SFU;
  case NVVMKind::Conversion:
    return InstrClass::Conversion;
  case NVVMKind::IntArith:
    return InstrClass::Int;
  case NVVMKind::Barrier:
  case NVVMKind::FloatArith:
  case NVVMKind::Unknown:
    break;
  }
  return std::nullopt;
}

const char *const WideDivisionNote =
    "a 64-bit integer division or remainder by a run-time value is a ptxas "
    "subroutine: counted as twice the 32-bit sequence (36 instructions), "
    "assumed";

bool addIntegerDivision(Segment &S, unsigned Bits, bool Signed) {
  // ptxas's sequence for div.u32 on sm_90 (CUDA 13): I2F.U32.RP and
  // F2I.FTZ.U32.TRUNC around MUFU.RCP, four IMAD/IMAD.HI, then eleven
  // IADD3/ISETP/LOP3/moves that correct the quotient by up to two and
  // guard a zero divisor: 18 instructions. div.s32 adds three IABS, the
  // sign's LOP3 and ISETP and a negation: 24 ("below 20 instructions" on
  // compute capability 2.x and later, NVIDIA Nsight Visual Studio Edition,
  // "Achieved IOPs"; rem is the same sequence ending in the remainder).
  double Int = Signed ? 17 : 11;
  // 64-bit operands call a subroutine of roughly two 32-bit passes (one
  // IMAD.HI correction chain per half): assumed twice the 32-bit sequence.
  double Times = Bits > 32 ? 2 : 1;
  S.count(InstrClass::Conversion) += 2 * Times;
  S.count(InstrClass::SFU) += 1 * Times;
  S.count(InstrClass::IntMul) += 4 * Times;
  S.count(InstrClass::Int) += Int * Times;
  return Bits > 32;
}

} // namespace lhf
