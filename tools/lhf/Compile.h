//===- Compile.h - CUDA to device IR, PTX to ptxas facts ------*- C++ -*-===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The driver's contact with external tools: clang 22 to compile CUDA for
/// the device, ptxas to learn registers and shared memory per kernel.
///
//===----------------------------------------------------------------------===//

#ifndef LHF_TOOLS_COMPILE_H
#define LHF_TOOLS_COMPILE_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace lhf {

/// nvcc's and clang's spellings of fast math, as a project's build passes
/// them (deviceCompileFlags writes each compiler's own).
inline bool isFastMathFlag(llvm::StringRef F) {
  return F == "--use_fast_math" || F == "-use_fast_math" || F == "-ffast-math";
}

/// A new temporary file lhf_XXX.\p Suffix in the system's temporary
/// directory; the error names that directory (and TMPDIR, which sets it).
llvm::Error createTempFile(llvm::StringRef Suffix,
                           llvm::SmallVectorImpl<char> &Path);

/// \p Src with each launch written `<< <...>> >` (spaces inside the
/// chevrons, which nvcc accepts and clang does not) spelled `<<<...>>>`;
/// nullopt when it has none. Lines stay where they were.
std::optional<std::string> launchesRespelled(llvm::StringRef Src);

/// The loop-unrolling threshold of the driver's device compile. nvcc fully
/// unrolls loops of known trip count that clang's default (300) leaves
/// rolled, and keeps in registers the arrays those loops index; at 800
/// clang's code has nvcc's loops and stack frames on the most kernels of
/// the parity corpus (docs/consistency.md, "Unrolling"). A threshold in the
/// user's flags wins.
inline constexpr const char *NvccUnrollThreshold = "800";

/// Compiles \p CUFile for \p Arch (e.g. "sm_80") to device LLVM IR in
/// \p OutLL with -O3 (unrolling as nvcc does), line tables and parameter names
/// kept; \p Flags (the user's -I, -D, -std, ...) go to clang after lhf's own.
/// CUDA's CCCL headers (cuda/std, cub, thrust) are on the include path. With \p
/// HostPlugin (LHFHost.so), the kernel launches of the host code are written to
/// \p LaunchesOut; without \p OutLL, only they are made (the file is parsed,
/// not compiled).
llvm::Error compileCUDA(llvm::StringRef CUFile, llvm::StringRef Arch,
                        llvm::StringRef CudaPath,
                        llvm::ArrayRef<std::string> Flags,
                        llvm::StringRef OutLL, llvm::StringRef HostPlugin = "",
                        llvm::StringRef LaunchesOut = "");

/// The compile flags of \p File in the compilation database of
/// \p BuildDir (its compile_commands.json) that matter to the device
/// compile: include paths, macros, the language standard, forced includes.
llvm::Expected<std::vector<std::string>>
flagsFromCompileDB(llvm::StringRef BuildDir, llvm::StringRef File);

/// The other CUDA files of the compilation database of \p BuildDir, each
/// with its device flags (as flagsFromCompileDB).
llvm::Expected<
    std::vector<std::pair<std::string, std::vector<std::string>>>>
otherCUDAFiles(llvm::StringRef BuildDir, llvm::StringRef File);

/// What a file's compile command says about the GPU it builds for.
struct BuildFacts {
  std::string Arch;          ///< the newest sm_XX it builds for; "" if none
  unsigned MaxRRegCount = 0; ///< -maxrregcount, 0 if none
};

/// The architecture (nvcc's -arch, -gencode, --gpu-architecture; clang's
/// --cuda-gpu-arch, --offload-arch) and -maxrregcount of \p File's
/// command in the compilation database of \p BuildDir.
llvm::Expected<BuildFacts> buildFactsFromCompileDB(llvm::StringRef BuildDir,
                                                   llvm::StringRef File);

/// What ptxas -v says about one kernel.
struct PtxasInfo {
  unsigned Registers = 0;
  uint64_t SharedBytes = 0;
  uint64_t SpillBytes = 0;
  /// Per thread: local arrays and spills together.
  uint64_t StackBytes = 0;
};

/// Runs `ptxas -v` on \p PTX for \p Arch (with -maxrregcount when not 0);
/// per mangled kernel name. When ptxas rejects the code inside one
/// kernel's .entry, that kernel is named in \p Rejected.
llvm::Expected<std::map<std::string, PtxasInfo>>
runPtxas(llvm::StringRef PTX, llvm::StringRef Arch, llvm::StringRef CudaPath,
         unsigned MaxRRegCount = 0, std::string *Rejected = nullptr);

/// What `ptxas -v` says of nvcc's own code for \p CUFile (compiled with
/// \p Flags for \p Arch): what the GPU would run, to hold the analysed
/// code against (docs/consistency.md, nvcc parity).
llvm::Expected<std::map<std::string, PtxasInfo>>
runNvccPtxas(llvm::StringRef CUFile, llvm::StringRef Arch,
             llvm::StringRef CudaPath, llvm::ArrayRef<std::string> Flags);

} // namespace lhf

#endif // LHF_TOOLS_COMPILE_H
