//===- GPUChoice.cpp - Which GPU a request predicts for -------------------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#include "lhf/Session/GPUChoice.h"

#include "lhf/Session/Spelling.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"

#include <mutex>

using namespace llvm;

namespace lhf {

Expected<ChosenGPU> chooseGPU(const Request &R, StringRef TargetCPU) {
  // Kernels of one module, and modules of one process (mlir-opt runs
  // gpu.modules in parallel), share the descriptions.
  static std::mutex Lock;
  static StringMap<GPUDesc> Cache;
  ChosenGPU C;
  C.TargetCPU = TargetCPU.str();
  std::string Name = R.GPU;
  C.Given = !Name.empty();
  if (!C.Given) {
    Name = gpuForTargetCPU(TargetCPU);
    if (Name.empty())
      return createStringError(
          inconvertibleErrorCode(),
          "no " + optionName(Input::GPU, R.Entry) +
              " given and no bundled GPU for target " +
              (R.Entry == EntryPoint::MLIR ? "chip '" : "CPU '") +
              (TargetCPU.empty() ? StringRef("<none>") : TargetCPU) +
              "'; pass " + withValue(Input::GPU, R.Entry, "<name>") +
              " (known: " + join(listGPUNames(), ", ") + ")");
  }
  std::lock_guard<std::mutex> Hold(Lock);
  auto It = Cache.find(Name);
  if (It == Cache.end()) {
    Expected<GPUDesc> G = loadGPUDesc(Name);
    if (!G)
      return G.takeError();
    It = Cache.insert({Name, std::move(*G)}).first;
  }
  C.GPU = &It->second;
  return C;
}

std::string describe(const ChosenGPU &C, EntryPoint E) {
  // mlir-opt's options have no dashes to tell them by, and its modules
  // name a target chip.
  bool MLIR = E == EntryPoint::MLIR;
  if (C.Given)
    return MLIR ? "gpu option" : optionName(Input::GPU, E);
  return "guessed from target " + std::string(MLIR ? "chip " : "CPU ") +
         C.TargetCPU + "; pass " + spell({Input::GPU, ""}, E) + " to choose";
}

} // namespace lhf
