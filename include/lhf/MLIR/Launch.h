//===- Launch.h - Options, launches and remarks of the MLIR pass -*- C++ -*-===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The parts of `lhf-analysis` that need no GPU dialect: parsing the pass
/// options, resolving one kernel's launch (options over the host's
/// gpu.launch_func over known sizes), running the front end and the model,
/// and emitting the remarks with the LLVM pass's wording
/// (lhf/Passes/Remarks.h), level "MLIR".
///
//===----------------------------------------------------------------------===//

#ifndef LHF_MLIR_LAUNCH_H
#define LHF_MLIR_LAUNCH_H

#include "lhf/MLIR/MLIRFrontEnd.h"
#include "lhf/Model/LHFModel.h"

#include <map>
#include <optional>
#include <string>

namespace lhf {

/// The launch a host-side gpu.launch_func gives a kernel.
struct HostLaunch {
  std::optional<Dim3> Block, Grid;
  std::map<unsigned, int64_t> Args; ///< its constant integer operands
  SourceLoc Where;
  unsigned Count = 0; ///< launches of the kernel found
  /// A launch with a constant size of zero or less (ignored, and said).
  std::string Invalid;
};

/// The pass options as given.
struct PassSettings {
  std::string GPU, Block, Grid, Args, Aggregate;
  unsigned Regs = 0;
  uint64_t DynamicSmem = 0;
  unsigned DefaultTrip = 16;
  bool Print = false;
};

/// The pass options, checked.
struct ParsedSettings {
  std::string GPU;
  std::optional<Dim3> Block, Grid;
  std::map<std::string, int64_t> Args; ///< by name or decimal index
  unsigned Regs = 0;
  uint64_t DynamicSmem = 0;
  ModelOptions Model;
  double DefaultTrip = 16;
  bool Print = false;
};

/// Parses "X[,Y[,Z]]" with positive components.
std::optional<Dim3> parseDim3(llvm::StringRef Text, llvm::StringRef What,
                              std::string &Error);

/// Checks the options; nullopt and \p Error on a malformed one.
std::optional<ParsedSettings> parseSettings(const PassSettings &S,
                                            std::string &Error);

/// How one kernel's analysis went.
enum class ReportStatus {
  Reported,    ///< remarks emitted
  KernelError, ///< an error about this kernel (launch, bindings) emitted
  ModuleError, ///< an error about the whole module (the GPU) emitted
};

/// Predicts \p Kernel of \p Module and emits its remarks, or an error when
/// the GPU, the launch or a binding is missing or wrong.
ReportStatus analyseAndReport(mlir::Operation *Kernel, mlir::Operation *Module,
                              const ParsedSettings &P, const HostLaunch &H);

/// The kernel remark's text (Remarks.h's kernelRemark with level "MLIR").
std::string kernelRemarkText(const Prediction &P, const GPUDesc &G,
                             llvm::StringRef GPUChoice);

/// A hint remark's text (Remarks.h's hintRemark).
std::string hintRemarkText(const Hint &H);

} // namespace lhf

#endif // LHF_MLIR_LAUNCH_H
