//===- IRFrontEnd.h - LLVM IR of an NVPTX kernel to a KernelDesc -*- C++ -*-===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Translates one `ptx_kernel` function into the model's kernel description:
/// warp switch points (docs/model.md section 1), instruction classes, memory
/// traffic by address space, loop trip counts from ScalarEvolution with the
/// user's argument bindings, branch weights from BranchProbabilityInfo and
/// UniformityInfo. Knows nothing of remarks or printing.
///
//===----------------------------------------------------------------------===//

#ifndef LHF_PASSES_IRFRONTEND_H
#define LHF_PASSES_IRFRONTEND_H

#include "lhf/Model/GPUDesc.h"
#include "lhf/Model/Kernel.h"
#include "lhf/Passes/Options.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/Support/Error.h"

#include <map>
#include <optional>
#include <vector>

namespace llvm {
class BasicBlock;
class BranchProbabilityInfo;
class DILocation;
class Value;
class Function;
class Instruction;
class Loop;
class LoopInfo;
class ScalarEvolution;
template <typename> class GenericUniformityInfo;
template <typename> class GenericSSAContext;
using UniformityInfo = GenericUniformityInfo<GenericSSAContext<Function>>;
} // namespace llvm

namespace lhf {

/// The analyses the IR front end reads.
struct IRAnalyses {
  llvm::LoopInfo &LI;
  llvm::ScalarEvolution &SE;
  llvm::BranchProbabilityInfo &BPI;
  llvm::UniformityInfo *UI; ///< null when the target has no divergence
};

/// What the front end found per loop, for the machine pass to reuse.
struct LoopTrip {
  double Trip = 0;
  std::string How; ///< "constant", "bound arguments", "assumed", ...
};

/// What one memory access moves per warp request (AccessAnalysis).
struct AccessSummary {
  unsigned Size = 0;      ///< bytes per lane
  unsigned AddrSpace = 1; ///< NVPTX address space after tracing
  double Bytes = 0;       ///< bytes one warp request moves
  double IdealBytes = 0;  ///< the same request perfectly coalesced
  double Transactions = 0, IdealTransactions = 0;
  unsigned BankWays = 1;   ///< shared: worst congestion c
  unsigned BankCycles = 1; ///< shared: serialised passes
  unsigned BankPhases = 1; ///< shared: passes without conflicts
  MemLevel Level = MemLevel::Global; ///< where it is served from
  double HitFraction = 0;  ///< of Bytes, served by Level (cached levels)
  std::string Why;         ///< why that level
  bool Unknown = false;    ///< address not affine in the thread index
  /// Byte address per lane of the first warp (empty when not computed):
  /// the machine front end re-runs coalescing at its own access width.
  std::vector<std::optional<int64_t>> Lanes;
};

/// What the IR front end learnt about control flow, for the machine front
/// end to reuse rather than guess again.
struct IRFacts {
  /// Trip count per loop header.
  llvm::DenseMap<const llvm::BasicBlock *, LoopTrip> Trips;
  /// Chance a warp runs a block in one iteration of its innermost region.
  llvm::DenseMap<const llvm::BasicBlock *, double> Weights;
  /// Memory accesses by pointer operand.
  llvm::DenseMap<const llvm::Value *, AccessSummary> Accesses;
  /// Loads by source position "file:line:col", for machine loads that lost
  /// their memory operand (ld.global.nc); ambiguous positions are absent.
  std::map<std::string, const llvm::Value *> LoadsByLoc;
};

/// Kernel functions are those with the ptx_kernel calling convention.
bool isKernel(const llvm::Function &F);

/// Resolves -lhf-arg bindings to argument indices. Errors name the kernel's
/// parameters when a name is unknown.
llvm::Expected<std::map<unsigned, int64_t>>
bindArguments(const llvm::Function &F, const LaunchSpec &L);

/// Builds the kernel description of \p F; \p Facts receives trip counts and
/// block weights. Never fails: what it cannot model becomes an Assumption.
KernelDesc buildKernelFromIR(const llvm::Function &F, const IRAnalyses &A,
                             const GPUDesc &G, const LaunchSpec &L,
                             const std::map<unsigned, int64_t> &Args,
                             IRFacts *Facts = nullptr);

/// The first use of a load's result waits; so does a phi that merges one.
/// Param-space loads read the constant bank and never wait.
bool isParamSpace(unsigned AddrSpace);

/// The user's source line of a debug location: for code inlined from
/// headers (threadIdx.x and friends), the outermost call site.
SourceLoc userLoc(const llvm::DILocation *DL);

/// The IR instruction behind a KeyInstr or Hint origin.
inline const llvm::Instruction *originInstr(const void *Origin) {
  return static_cast<const llvm::Instruction *>(Origin);
}

} // namespace lhf

#endif // LHF_PASSES_IRFRONTEND_H
