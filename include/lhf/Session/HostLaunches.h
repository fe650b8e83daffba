//===- HostLaunches.h - Launch sites read from the host code ---*- C++ -*-===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A launch site is what the host code says about one launch of a kernel:
/// its `<<<grid, block, smem>>>` and integer arguments as expressions over
/// host variables (LHFHost.so's JSON), or the constant operands of an MLIR
/// `gpu.launch_func`. The session evaluates them with the user's bindings:
/// a host variable takes the binding of its name, else its initializer.
///
//===----------------------------------------------------------------------===//

#ifndef LHF_SESSION_HOSTLAUNCHES_H
#define LHF_SESSION_HOSTLAUNCHES_H

#include "lhf/Model/Kernel.h"
#include "lhf/Session/Request.h"

#include "llvm/Support/Error.h"

#include <array>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace lhf {

struct GPUDesc;
struct KernelResources;

/// One launch of a kernel in the host code.
struct HostSite {
  std::string Kernel; ///< the launched kernel's symbol
  SourceLoc Where;
  std::string Text; ///< the launch as written, for the output
  /// Expressions per dimension; nullopt when not one lhf reads.
  std::optional<std::array<std::string, 3>> Block, Grid;
  /// The dynamic shared memory expression: absent is 0 bytes.
  bool HasDynamicSmem = false;
  std::optional<std::string> DynamicSmem;
  /// The integer arguments' expressions, by parameter index.
  std::vector<std::optional<std::string>> Args;
  /// The integer fields of the structs passed by value: their names
  /// ("p.n"), KernelLaunch::Args keys (fieldKey) and expressions.
  struct Field {
    std::string Name;
    unsigned Key;
    std::optional<std::string> Value;
  };
  std::vector<Field> Fields;
  /// Host variables' initializers, by name.
  std::map<std::string, std::string> Vars;
  /// Where a variable's value came from when the host code gives it
  /// several ("block_sizes[2] of 6": one launch per element).
  std::map<std::string, std::string> VarsFrom;
  /// The conditions of the `if`s around the launch (HostExpr grammar):
  /// where they are known false, the launch is not made. Empty: none.
  std::string When;
  /// A pass of a loop that sets the launch's sizes from themselves (a
  /// multi-pass reduction), or a level of a function's call of itself: its
  /// index from 0, what runs it ("the loop at line 12"), the loop's tests
  /// up to it (PassWhen: the first pass is made where they are not known
  /// false, a later one only where they are known to hold), and, on the
  /// last pass lhf follows, the tests that would run one more.
  unsigned Pass = 0;
  std::string PassOf, PassWhen, After;
  /// Why a size that is not an expression cannot be read.
  std::string Unreadable = "not an expression lhf reads";
};

/// The launch sites of LHFHost.so's document (\p Name names it in errors).
llvm::Expected<std::vector<HostSite>>
parseHostLaunches(llvm::StringRef JSONText, llvm::StringRef Name);

/// The value of condition \p Cond (HostExpr grammar, the site's names) at
/// these values (the bindings, else the host code's): true when empty;
/// nullopt where unknown.
std::optional<bool> siteHolds(const HostSite &S, llvm::StringRef Cond,
                              const std::map<std::string, int64_t> &Bindings,
                              EntryPoint E, const GPUDesc *G);

/// What a site gives a launch, its expressions evaluated.
struct SiteLaunch {
  std::optional<Dim3> Block, Grid;
  std::optional<uint64_t> DynamicSmem;
  /// The integer arguments it passes, by parameter index.
  std::map<unsigned, int64_t> Args;
  /// "block and grid from the host code at f.cu:12: k<<<...>>>(...) with
  /// n = 4096 (--arg)", empty when nothing was taken.
  std::string From;
  /// What could not be evaluated, naming the bindings it needs.
  std::vector<Assumption> Notes;
};

/// What cudaOccupancyMaxPotentialBlockSize is computed from for the
/// launched kernel.
struct KernelQuery {
  llvm::StringRef Symbol;               ///< mangled
  const KernelResources *Res = nullptr; ///< registers, static shared memory
  uint64_t MaxThreads = 0; ///< __launch_bounds__'s (0: the GPU's limit)
};

/// Evaluates \p S with \p Bindings (host variable names to values); only
/// the dimensions wanted are evaluated (the options win over the others).
/// \p KernelLoc is where notes are said. The cudaDeviceProp fields the
/// host code reads come from \p G; what cudaOccupancyMaxPotentialBlockSize
/// gives the launched kernel \p K, from its resources on \p G.
SiteLaunch evaluateSite(const HostSite &S,
                        const std::map<std::string, int64_t> &Bindings,
                        EntryPoint E, bool WantBlock, bool WantGrid,
                        bool WantSmem, const SourceLoc &KernelLoc,
                        const GPUDesc *G = nullptr, const KernelQuery &K = {});

} // namespace lhf

#endif // LHF_SESSION_HOSTLAUNCHES_H
