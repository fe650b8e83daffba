//===- Commands.h - The lhf driver's subcommands --------------*- C++ -*-===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#ifndef LHF_TOOLS_COMMANDS_H
#define LHF_TOOLS_COMMANDS_H

#include "lhf/Passes/LHFAnalysis.h"
#include "lhf/Session/Session.h"

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/DiagnosticHandler.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"
#include "llvm/Target/TargetMachine.h"

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
  bool AllHints = false;
  bool Verbose = false; ///< -v: the paper's quantities, every segment
  /// Flags for clang's device compile (-I, -D, -std, ... and what follows
  /// `--`), and the build directory whose compile_commands.json has more.
  std::vector<std::string> CompileFlags;
  std::string CompileDB;
  /// From the compilation database: ptxas's -maxrregcount (0: none), and
  /// why the GPU is the one it is when --gpu was not given.
  unsigned MaxRRegCount = 0;
  std::string GPUFrom;
  /// The host code's launches (LHFHost.so's file), set by the driver.
  std::string HostLaunches;
  /// sweep: candidate block shapes and the grid rule "name=value".
  std::vector<Dim3> Blocks;
  std::string GridFor;
};

/// One analysed launch of a kernel, or why a kernel got none.
struct KernelReport {
  std::string Kernel; ///< its symbol
  std::string Error;  ///< why nothing was predicted; "" when predicted
  KernelResult Result;
  std::string Level; ///< "ir", "mir" or "mlir"
  /// The host code launches other kernels of the file but not this one,
  /// and nothing else gives its block: listed, not an error.
  bool NotLaunched = false;
  /// ... and the CUDA toolkit's headers define it (CUB, Thrust): the
  /// library launches it from code lhf does not read.
  bool Library = false;
};

/// The driver's flags as a session request (errors name the flag).
llvm::Expected<Request> requestOf(const DriverOptions &O);

/// Compiles or parses the input and analyses every selected kernel in a
/// session made from the driver's flags.
llvm::Expected<std::vector<KernelReport>> analyse(const DriverOptions &O);

/// Shared by the commands (Commands.cpp).
OutputFormat formatOf(const DriverOptions &O);
/// Runs \p F; false, with LLVM's reason in \p Why, when it stops the
/// process with a fatal error or crashes.
bool runGuarded(llvm::function_ref<void()> F, std::string &Why);

/// " (LLVM: <reason>)", or " (its message is above)" without one.
std::string llvmReason(llvm::StringRef Why);

/// The errors \p Ctx reports while this lives, kept (the backend's, the
/// MIR parser's, the optimiser's): LLVM's default handler prints "error:
/// <unknown>:0:0: ..." and exits, with no word of lhf or the file.
/// Warnings and remarks go as LLVM says them, or nowhere with
/// \p QuietWarnings (the optimiser's "loop not unrolled", which the driver
/// does not show from clang either).
class KeptErrors {
public:
  explicit KeptErrors(llvm::LLVMContext &Ctx, bool QuietWarnings = false);
  ~KeptErrors();
  KeptErrors(const KeptErrors &) = delete;
  KeptErrors &operator=(const KeptErrors &) = delete;

  bool empty() const { return Errors.empty(); }
  /// The first error, trimmed.
  llvm::StringRef first() const {
    return llvm::StringRef(Errors.front()).trim();
  }

private:
  struct Handler : llvm::DiagnosticHandler {
    std::vector<std::string> &Errors;
    bool Quiet;
    Handler(std::vector<std::string> &E, bool Quiet)
        : Errors(E), Quiet(Quiet) {}
    bool handleDiagnostics(const llvm::DiagnosticInfo &DI) override;
  };
  llvm::LLVMContext &Ctx;
  std::unique_ptr<llvm::DiagnosticHandler> Old;
  std::vector<std::string> Errors;
};

int report(const std::vector<KernelReport> &Reports, OutputFormat Format,
           bool Verbose = false);
llvm::json::Value reportJSON(const KernelReport &R);
llvm::json::Object jsonDocument(llvm::json::Array Kernels);

/// Prints \p Doc, indented, a number within 12 significant digits of a
/// whole number as that number (the model's sums left 1489.9999999999998
/// for 1490).
void printJSON(llvm::raw_ostream &OS, llvm::json::Value Doc);
extern const char CSVHeader[];
std::string csvRow(const KernelReport &R);
std::string csvField(llvm::StringRef S);
std::string archFor(const DriverOptions &O, std::vector<std::string> &Notes);
bool selected(const llvm::Function &F, llvm::StringRef Wanted);
/// Whether the kernel named \p Symbol is one --kernel \p Wanted selects.
bool nameSelected(llvm::StringRef Symbol, llvm::StringRef Wanted);
std::string baseName(llvm::StringRef Demangled);
/// "tile<16>" for "void tile<16>(float*, int)".
std::string instanceName(llvm::StringRef Demangled);
/// The predictions of the kernels of an MLIR file (AnalyseMLIR.cpp), or
/// an error when the driver was built without MLIR.
llvm::Expected<std::vector<KernelReport>>
analyseMLIRFile(const DriverOptions &O, Session &S);
/// \p Name (LHFHost.so, LHF.so) in the driver's lib/, or "".
std::string pluginPath(llvm::StringRef Name);
/// share/lhf/include/lhf_cuda_compat.h, installed or in the source tree.
std::string compatHeaderPath();

/// The device compile flags: for clang, the compatibility header
/// (share/lhf_cuda_compat.h); then the compilation database's (-p) and the
/// command line's.
llvm::Expected<std::vector<std::string>>
deviceCompileFlags(const DriverOptions &O, bool ForClang = true);
/// Compiles a .cu input's device code to IR in \p TmpLL (clang -O3, or
/// with \p Unoptimized set its front end alone, for keepSelected to
/// finish; cleared when the flags tune clang's optimiser).
llvm::Error compileInput(const DriverOptions &O, llvm::StringRef Arch,
                         llvm::SmallVectorImpl<char> &TmpLL,
                         llvm::SmallVectorImpl<char> &TmpLaunches,
                         std::vector<std::string> &Notes,
                         bool *Unoptimized = nullptr);

/// With --kernel, the other kernels (and the functions only they call)
/// leave the module; a --kernel that selects nothing keeps the module, so
/// that the error lists what is there. \p Unoptimized: the module is
/// clang's front end's alone, and gets clang's -O3 pipeline for \p TM
/// here, after the others leave when they share no function or global
/// with the selected kernels (Select.cpp).
llvm::Expected<std::unique_ptr<llvm::Module>>
keepSelected(const DriverOptions &O, std::unique_ptr<llvm::Module> M,
             llvm::TargetMachine &TM, bool Unoptimized);

/// Parses a sweep's --block: "32..1024[:step]" or "64,128,256" (1-D,
/// additive step, 32 by default), or per dimension joined by 'x', e.g.
/// "8..32x8..32" (a range without a step doubles) or "16x4,8". At most
/// MaxSweepCandidates shapes.
bool parseBlockSpec(llvm::StringRef S, std::vector<Dim3> &Out,
                    std::string &Why);
constexpr uint64_t MaxSweepCandidates = 1024;

/// `lhf predict`, `lhf sweep`, `lhf gpus`.
int runPredict(const DriverOptions &O);
int runSweep(const DriverOptions &O);
int runGPUs(OutputFormat F);
int runSimSweep(const DriverOptions &O);

} // namespace lhf

#endif // LHF_TOOLS_COMMANDS_H
