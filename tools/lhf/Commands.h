//===- Commands.h - The lhf driver's subcommands --------------*- C++ -*-===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#ifndef LHF_TOOLS_COMMANDS_H
#define LHF_TOOLS_COMMANDS_H

#include "lhf/Passes/LHFAnalysis.h"

#include "llvm/Support/Error.h"

#include <optional>
#include <string>
#include <vector>

namespace lhf {

/// Exit codes: bad input (a file, a value, a launch the GPU cannot run)
/// and bad usage.
enum ExitCode { ExitOK = 0, ExitInput = 1, ExitUsage = 2 };

/// The tool's version (the CMake project's) and the version of the JSON
/// it prints (docs/json-schema.md).
constexpr const char *LHFVersion = LHF_VERSION_STRING;
constexpr int JSONSchemaVersion = 2;

/// How results are printed.
enum class OutputFormat { Text, JSON, CSV };

/// What the user asked for, in the driver's words.
struct DriverOptions {
  std::string Input;
  std::string GPU;
  std::string Kernel;
  std::string Block, Grid, Launch, Model, CudaPath = "/usr/local/cuda";
  std::string Level = "mir";
  std::vector<std::string> Args;
  std::optional<unsigned> Regs;
  std::optional<uint64_t> DynamicSmem;
  std::optional<unsigned> DefaultTrip;
  bool JSON = false;
  bool CSV = false;
  /// Flags for clang's device compile (-I, -D, -std, ... and what follows
  /// `--`), and the build directory whose compile_commands.json has more.
  std::vector<std::string> CompileFlags;
  std::string CompileDB;
  /// The host code's launches (LHFHost.so's file), set by the driver.
  std::string HostLaunches;
  /// sweep: candidate block sizes and the grid rule "name=value".
  std::vector<uint64_t> Blocks;
  std::string GridFor;
};

/// One analysed kernel.
struct KernelReport {
  LHFResult Result;
  std::string Level; ///< "ir" or "mir"
};

/// Compiles or parses the input and analyses every selected kernel with
/// the driver's options applied to the shared option set.
llvm::Expected<std::vector<KernelReport>> analyse(const DriverOptions &O);

/// `lhf predict`, `lhf sweep`, `lhf gpus`.
int runPredict(const DriverOptions &O);
int runSweep(const DriverOptions &O);
int runGPUs(OutputFormat F);
int runSimSweep(const DriverOptions &O);

} // namespace lhf

#endif // LHF_TOOLS_COMMANDS_H
