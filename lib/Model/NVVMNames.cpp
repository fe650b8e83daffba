//===- NVVMNames.cpp - What an NVVM operation name costs ------------------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#include "lhf/Model/NVVMNames.h"

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
  if (N.starts_with("read.ptx.sreg."))
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

} // namespace lhf
