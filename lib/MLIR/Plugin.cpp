//===- Plugin.cpp - Registers lhf's MLIR passes with mlir-opt -------------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// USAGE:
///   mlir-opt --load-pass-plugin=build/lib/LHFMLIR.so
///     --pass-pipeline='builtin.module(gpu.module(lhf-analysis{gpu=h100-sxm
///       block=256 grid=1024}))' k.mlir
///
/// The MLIR pass plugin entry point (mlir/Tools/Plugins/PassPlugin.h):
/// registers `lhf-analysis` with the tool that loads it.
///
//===----------------------------------------------------------------------===//

#include "lhf/MLIR/Passes.h"

#include "mlir/Tools/Plugins/PassPlugin.h"
#include "llvm/Config/llvm-config.h"

extern "C" LLVM_ATTRIBUTE_WEAK ::mlir::PassPluginLibraryInfo
mlirGetPassPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "LHFMLIR", LLVM_VERSION_STRING,
          []() { lhf::registerLHFPasses(); }};
}
