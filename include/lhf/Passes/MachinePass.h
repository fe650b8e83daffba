//===- MachinePass.h - lhf on NVPTX machine IR ----------------*- C++ -*-===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The machine-level analysis as functions, for the pass and the driver:
/// a kernel's launches are resolved in a session before any front end
/// runs (with the machine code's register estimate where nothing better is
/// known), built by the IR front end (for trip counts, weights and
/// addresses) and then the machine front end, and evaluated.
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

/// One launch as the machine level built it, with the IR level's
/// description of the same launch (to say where the two differ).
struct MachineLaunch {
  BuiltLaunch Built;
  KernelDesc IRKernel;
};

/// The registers the machine code needs at most live at once, as a
/// resource the session can resolve launches with; on \p G, at most what
/// the kernel's __launch_bounds__ or __maxnreg__ leave it.
KernelResources registerEstimate(const llvm::MachineFunction &MF,
                                 const GPUDesc *G = nullptr);

/// Resolves \p MF's launches in \p S and builds each.
llvm::Expected<std::vector<MachineLaunch>>
buildMachineLaunches(const llvm::MachineFunction &MF, Session &S,
                     const ChosenGPU &G);

/// Evaluates a built launch; where the IR level's prediction of the same
/// launch differs by more than 20%, a note says which counts differ.
KernelResult evaluateMachineLaunch(MachineLaunch M, const Session &S,
                                   const ChosenGPU &G);

/// Both, for every launch of \p MF.
LHFResult analyseMachineFunction(const llvm::MachineFunction &MF,
                                 Session &S);

/// While one is alive on this thread, the codegen pipelines built on it
/// run the machine analysis for the caller instead of emitting remarks:
/// each kernel's machine function is handed to \p OnKernel (the driver).
class MachineClientScope {
public:
  using Callback = std::function<void(const llvm::MachineFunction &)>;
  explicit MachineClientScope(Callback OnKernel);
  ~MachineClientScope();
  MachineClientScope(const MachineClientScope &) = delete;
  MachineClientScope &operator=(const MachineClientScope &) = delete;

private:
  Callback *Previous;
  Callback OnKernel;
};

} // namespace lhf

#endif // LHF_PASSES_MACHINEPASS_H
