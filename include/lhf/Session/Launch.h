//===- Launch.h - One kernel's launches, resolved before any front end ===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The launch resolver decides, once and before any front end reads the
/// kernel's code, everything the prediction needs about a launch: block,
/// grid, argument bindings, registers and shared memory, each with where it
/// came from (the options, a launch file, the host code, the kernel's own
/// declaration) and, where nothing said, what is assumed. The default grid
/// (one full wave) is chosen here through the model's occupancy, so that the
/// trip counts and addresses a front end evaluates are those of the grid the
/// model is given and the note names.
///
//===----------------------------------------------------------------------===//

#ifndef LHF_SESSION_LAUNCH_H
#define LHF_SESSION_LAUNCH_H

#include "lhf/Model/GPUDesc.h"
#include "lhf/Model/Kernel.h"
#include "lhf/Session/HostLaunches.h"
#include "lhf/Session/LaunchFile.h"
#include "lhf/Session/Request.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Error.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace lhf {

/// A kernel parameter as the resolver needs it.
struct KernelParam {
  std::string Name; ///< empty when unknown
  /// The integer's width in bits; 0 when the parameter is not an integer.
  unsigned IntBits = 0;
};

/// What a front end reads from a kernel's declaration, cheaply, before it
/// analyses the body.
struct KernelSignature {
  std::string Name; ///< the symbol (mangled)
  SourceLoc Loc;
  std::vector<KernelParam> Params;
  /// The fields of the structs it takes by value, by fieldKey, where the
  /// host code declared them ("p.n").
  std::map<unsigned, std::string> FieldNames;
  /// The block the kernel declares (__launch_bounds__, known_block_size)
  /// and where it says so.
  std::optional<Dim3> DeclaredBlock;
  std::string DeclaredBlockFrom;
  /// The grid it declares (MLIR's known_grid_size).
  std::optional<Dim3> DeclaredGrid;
  std::string DeclaredGridFrom;
  uint64_t StaticSmem = 0;
  bool UsesDynamicSmem = false;
  /// Whether another kernel of the module has a parameter named or
  /// numbered \p Key (a binding meant for it); asked only for a binding
  /// this kernel has no parameter for.
  std::function<bool(llvm::StringRef Key)> ModuleHasParam;
  /// How to get the parameters' names when none is known ("compile with
  /// -fno-discard-value-names").
  std::string NamesMissingHint;
};

/// Registers and shared memory known from the compiled code (ptxas, or an
/// estimate from the machine code) before the launch is resolved.
struct KernelResources {
  unsigned Regs = 0;
  /// "ptxas", or "estimate: ..." (an estimate is said in the prediction).
  std::string RegsSource;
  bool RegsEstimated = false;
  uint64_t StaticSmem = 0;
  uint64_t SpillBytes = 0;
  /// ptxas's stack frame per thread: local arrays and spills.
  uint64_t StackBytes = 0;
};

/// One launch, complete.
struct ResolvedLaunch {
  /// What the front end builds the kernel for.
  KernelLaunch Launch;
  /// Registers per thread when known before the front end (the options, a
  /// launch file, ptxas), and their source.
  std::optional<unsigned> Regs;
  std::string RegsSource;
  bool RegsEstimated = false;
  uint64_t StaticSmem = 0;
  /// The launch file fixed the static shared memory (ptxas does not
  /// raise it).
  bool StaticSmemGiven = false;
  uint64_t DynamicSmem = 0;
  /// The kernel's place, for what is said about the launch.
  SourceLoc Loc;
  /// What the host code gave, and where ("" when nothing).
  std::string From;
  /// The grid is the default one (no option, file or host code gave one).
  bool GridAssumed = false;
  /// How it was resolved where it was not given: the block from the
  /// declaration, the default grid, the host code's unknowns, ...
  std::vector<Assumption> Assumptions;
};

/// Everything the resolver reads besides the request.
struct LaunchInputs {
  const KernelSignature &Sig;
  const GPUDesc &GPU;
  /// The kernel's entry in the launch file, if any.
  const LaunchEntry *File = nullptr;
  /// Every launch site of the host code (of all kernels: a binding may
  /// name any host variable one reads).
  llvm::ArrayRef<HostSite> Sites;
  /// From the compiled code, when known before the front end.
  const KernelResources *Known = nullptr;
};

/// The launches of one kernel: one per launch site of the host code when
/// the options and launch file do not give both block and grid, else one.
/// Errors (no block size, a binding the kernel has no parameter for, a
/// value its type cannot hold) name the options as \p R's entry point
/// spells them.
llvm::Expected<std::vector<ResolvedLaunch>>
resolveLaunches(const Request &R, const LaunchInputs &In);

/// Registers, shared memory and spills known from the compiled code, for
/// a launch resolved before they were: what the options or a launch file
/// gave wins.
void applyResources(ResolvedLaunch &L, const KernelResources &K);

/// The threads of launch \p L resident on an SM at once with \p Regs
/// registers (0: not counted) and \p Smem bytes of shared memory per block.
uint64_t residentThreads(const GPUDesc &G, const KernelLaunch &L,
                         unsigned Regs, uint64_t Smem);

/// The default grid: one full wave of blocks of \p Block threads with
/// \p Smem bytes of shared memory and \p Regs registers (0: unknown) on
/// \p G, and the assumption that says so.
Dim3 defaultGrid(const GPUDesc &G, const Dim3 &Block, unsigned Regs,
                 uint64_t Smem, Assumption &Said);

} // namespace lhf

#endif // LHF_SESSION_LAUNCH_H
