//===- Options.h - The one option set of every lhf front end --*- C++ -*-===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// `-lhf-gpu`, `-lhf-block`, `-lhf-grid`, `-lhf-arg`, `-lhf-regs`,
/// `-lhf-dynamic-smem`, `-lhf-launch`, `-lhf-aggregate`, `-lhf-default-trip`:
/// defined once, read by the IR and machine passes alike.
///
//===----------------------------------------------------------------------===//

#ifndef LHF_PASSES_OPTIONS_H
#define LHF_PASSES_OPTIONS_H

#include "lhf/Model/Demangle.h"
#include "lhf/Model/GPUDesc.h"
#include "lhf/Model/LHFModel.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace lhf {

/// The launch of one kernel as the user described it (options and launch
/// file merged; options win).
struct LaunchSpec {
  std::optional<Dim3> Block;
  std::optional<Dim3> Grid;
  /// Kernel arguments by parameter name or decimal index.
  std::map<std::string, int64_t> Args;
  std::optional<unsigned> Regs;
  std::optional<uint64_t> DynamicSmem;
  std::optional<uint64_t> StaticSmem;
  /// A launch read from the host code (LHFHost.so): where it is and what
  /// was taken from it, for the remark; kernel arguments it binds by index
  /// (weaker than -lhf-arg); host variable names its expressions read,
  /// which -lhf-arg may bind although no kernel has such a parameter; and
  /// what could not be evaluated.
  std::string From;
  std::map<unsigned, int64_t> HostArgs;
  std::vector<std::string> HostNames;
  std::vector<std::string> Notes;
};

/// Parses "X[,Y[,Z]]" with positive components.
llvm::Expected<Dim3> parseDim3(llvm::StringRef Text, llvm::StringRef What);

/// Parses launch-file text (\p FileName names it in errors) and returns
/// the entry of kernel \p Mangled (looked up mangled, demangled and by base
/// name); an empty spec when the file has no entry for it.
llvm::Expected<LaunchSpec> parseLaunchFile(llvm::StringRef JSONText,
                                           llvm::StringRef FileName,
                                           llvm::StringRef Mangled);

/// The launch for kernel \p Mangled (its demangled name and base name are
/// also looked up in the launch file), from the options and launch file.
llvm::Expected<LaunchSpec> launchFor(llvm::StringRef Mangled);

/// The value of -lhf-host-launches, empty when not given.
std::string optionHostLaunches();

/// The value of -lhf-gpu, empty when not given.
std::string optionGPU();

/// Loads the GPU for a module whose target CPU is \p CPU. \p How says how
/// it was chosen (so that the output can say so). Cached by name.
llvm::Expected<const GPUDesc *> gpuFor(llvm::StringRef CPU, std::string &How);

/// Model options from -lhf-aggregate.
ModelOptions modelOptions();

/// Trip count assumed when scalar evolution cannot find one.
double defaultTripCount();


} // namespace lhf

#endif // LHF_PASSES_OPTIONS_H
