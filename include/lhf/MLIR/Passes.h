//===- Passes.h - lhf's MLIR passes -----------------------------*- C++ -*-===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// USAGE:
///   mlir-opt --load-pass-plugin=build/lib/LHFMLIR.so
///     --pass-pipeline='builtin.module(gpu.module(lhf-analysis{gpu=h100-sxm
///       block=256 grid=1024 args=n=1048576}))' k.mlir
///
/// The pass declarations generated from lib/MLIR/Passes.td
/// (`createLHFAnalysis`, `registerLHFPasses`).
///
//===----------------------------------------------------------------------===//

#ifndef LHF_MLIR_PASSES_H
#define LHF_MLIR_PASSES_H

#include "mlir/Pass/Pass.h"

#include <memory>

namespace lhf {

#define GEN_PASS_DECL
#define GEN_PASS_REGISTRATION
#include "Passes.h.inc"

} // namespace lhf

#endif // LHF_MLIR_PASSES_H
