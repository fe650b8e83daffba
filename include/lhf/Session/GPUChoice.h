//===- GPUChoice.h - Which GPU a request predicts for ----------*- C++ -*-===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#ifndef LHF_SESSION_GPUCHOICE_H
#define LHF_SESSION_GPUCHOICE_H

#include "lhf/Model/GPUDesc.h"
#include "lhf/Session/Request.h"

#include "llvm/Support/Error.h"

#include <string>

namespace lhf {

/// The GPU of a prediction and how it was chosen.
struct ChosenGPU {
  const GPUDesc *GPU = nullptr;
  /// The request named it; otherwise it was guessed from TargetCPU.
  bool Given = false;
  std::string TargetCPU;
};

/// The request's GPU, or the bundled one for \p TargetCPU (the code's
/// `sm_XX`). Loaded once per name or path for the process.
llvm::Expected<ChosenGPU> chooseGPU(const Request &R,
                                    llvm::StringRef TargetCPU);

/// How it was chosen, for the output: "-lhf-gpu", or "guessed from target
/// CPU sm_90; pass -lhf-gpu to choose".
std::string describe(const ChosenGPU &C, EntryPoint E);

} // namespace lhf

#endif // LHF_SESSION_GPUCHOICE_H
