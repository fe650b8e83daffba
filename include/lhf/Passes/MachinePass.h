//===- MachinePass.h - lhf on NVPTX machine IR ----------------*- C++ -*-===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The machine-level analysis as a function, for the pass and the driver.
///
//===----------------------------------------------------------------------===//

#ifndef LHF_PASSES_MACHINEPASS_H
#define LHF_PASSES_MACHINEPASS_H

#include "lhf/Passes/LHFAnalysis.h"

#include <functional>

namespace llvm {
class MachineFunction;
} // namespace llvm

namespace lhf {

/// Runs the IR front end (for launch, trip counts and weights), then the
/// machine front end and the model on \p MF.
LHFResult analyseMachineFunction(const llvm::MachineFunction &MF);

/// Receives every machine-level result the pass computes (the driver sets
/// it; the pass then runs whether or not remarks are enabled).
using MachineResultSink =
    std::function<void(const llvm::MachineFunction &, const LHFResult &)>;
void setMachineResultSink(MachineResultSink Sink);

} // namespace lhf

#endif // LHF_PASSES_MACHINEPASS_H
