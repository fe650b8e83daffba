//===- NoMLIR.cpp - `lhf predict k.mlir` in a build without MLIR ----------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#include "Commands.h"

namespace lhf {

llvm::Expected<std::vector<KernelReport>>
analyseMLIRFile(const DriverOptions &O, Session &) {
  return llvm::createStringError(
      llvm::inconvertibleErrorCode(),
      O.Input + ": this lhf was built without MLIR (LHF_ENABLE_MLIR=OFF)");
}

} // namespace lhf
