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
#include "lhf/Model/MemoryAccess.h"
#include "lhf/Model/SegmentBuilder.h"
#include "lhf/Session/Launch.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/Support/Error.h"

#include <map>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace llvm {
class Argument;
class MemIntrinsic;
class BasicBlock;
class BranchProbabilityInfo;
class DILocation;
class CallInst;
class Use;
class Value;
class Function;
class Instruction;
class Loop;
class LoopInfo;
class Module;
class ScalarEvolution;
template <typename> class GenericUniformityInfo;
template <typename> class GenericSSAContext;
using UniformityInfo = GenericUniformityInfo<GenericSSAContext<Function>>;
} // namespace llvm

namespace lhf {

/// A divergent branch's warp shares (warpShares) as one build found them,
/// with all they read: the launch's block, grid and bound arguments, and
/// the trip counts of the loops the threads were asked at. The build at
/// more assumed trips (lhf/Session/Evaluate.h) asks every branch again;
/// where none of these differ, its answer is this one.
struct SharesAnswer {
  Dim3 Block, Grid;
  std::map<unsigned, int64_t> Args;
  unsigned WarpSize = 32;
  std::vector<std::pair<const llvm::Loop *, double>> TripsRead;
  std::optional<std::pair<double, double>> Shares;
  std::vector<unsigned> Unbound;
  uint64_t StandIn = 0;
};

/// What the IR front end finds in a kernel that no launch changes: the
/// blocks each region's walk visits, each loop's shape for ptxas's unroll
/// and whether it spins on a wait. Filled by the first build; a caller that
/// builds one kernel for several launches keeps one (IRAnalyses::Structure)
/// so that each later build only evaluates what its launch decides. It
/// also keeps the branches' warp shares with what they read (SharesAnswer).
struct IRStructure {
  enum class Spin : uint8_t { No, OnWait, OnFlag };
  /// Each region's blocks (regionBlocks): empty until the first build,
  /// which gives at least the whole function's region.
  std::unordered_map<const llvm::Loop *, std::vector<const llvm::BasicBlock *>>
      Regions;
  std::unordered_map<const llvm::Loop *, LoopShape> Shapes; ///< Trip unset
  std::unordered_map<const llvm::Loop *, Spin> Spins;
  std::unordered_map<const llvm::BasicBlock *, std::vector<SharesAnswer>>
      Shares;
};

/// The analyses the IR front end reads.
struct IRAnalyses {
  llvm::LoopInfo &LI;
  llvm::ScalarEvolution &SE;
  llvm::BranchProbabilityInfo &BPI;
  llvm::UniformityInfo *UI; ///< null when the target has no divergence
  /// Kept across the builds of one kernel for its launches (null: each
  /// build finds it again).
  IRStructure *Structure = nullptr;
};

/// What the front end found per loop, for the machine pass to reuse.
struct LoopTrip {
  double Trip = 0;
  std::string How; ///< "constant", "bound arguments", "assumed", ...
  unsigned Unroll = 1; ///< ptxas's unroll factor (lhf::ptxasUnroll)
  /// Chance a warp enters the loop from its enclosing region (the header's
  /// entry in IRFacts::Weights is its weight inside the loop: 1).
  double Entry = 1;
};

/// What the IR front end learnt about control flow, for the machine front
/// end to reuse rather than guess again.
struct IRFacts {
  /// Trip count per loop header.
  llvm::DenseMap<const llvm::BasicBlock *, LoopTrip> Trips;
  /// Chance a warp runs a block in one iteration of its innermost region.
  llvm::DenseMap<const llvm::BasicBlock *, double> Weights;
  /// Blocks whose branch condition may differ between a warp's threads.
  llvm::DenseSet<const llvm::BasicBlock *> DivergentBranches;
  /// Memory accesses by pointer operand.
  llvm::DenseMap<const llvm::Value *, AccessSummary> Accesses;
  /// The guesses an access's lanes rest on, said where it is costed
  /// (AccessAnalyzer::AccessNotes).
  llvm::DenseMap<const llvm::Value *, std::vector<Assumption>> AccessNotes;
  /// Loads by source position "file:line:col", in program order, for
  /// machine loads that lost their memory operand (ld.global.nc): the
  /// copies of an unrolled loop's load share a position.
  std::map<std::string, std::vector<const llvm::Value *>> LoadsByLoc;
  /// The address operands of ldmatrix/stmatrix and cp.async (inline PTX
  /// or NVVM), by the call's operand.
  llvm::DenseMap<const llvm::Use *, AccessSummary> OperandAccesses;
  /// The same by source position and inlining chain (matrixPositionKey),
  /// in operand order, for the machine level; positions whose moves differ
  /// in what they cost are absent.
  std::map<std::string, std::vector<AccessSummary>> MatrixAccessesByLoc;
  /// The address space of matrix-fragment moves (wmma.load/store, ldmatrix)
  /// by source position, for the machine level's generic ones; a position
  /// with moves in two spaces maps to ~0u.
  std::map<std::string, unsigned> MatrixSpaceByLoc;
  /// Segments of the non-inlined device functions the kernel calls, as the
  /// IR front end folded them in at a call site (the machine front end
  /// folds the same at its calls).
  std::map<const llvm::Function *, SegSeq> Callees;
};

/// Kernel functions are those with the ptx_kernel calling convention.
bool isKernel(const llvm::Function &F);

/// Where \p Ptr points into a struct a kernel takes by value (`Params p`;
/// `p.n` reads it at a byte offset): through constant offsets, address
/// space casts and the parameter space NVPTXLowerArgs wraps it in.
struct ByValField {
  const llvm::Argument *Arg;
  uint64_t Offset;
};
std::optional<ByValField> byValField(const llvm::Value *Ptr);
/// Whether \p Ptr points into such a struct at all (an index known only at
/// run time: `p.param[i]` of a `__grid_constant__` array).
bool inByValParam(const llvm::Value *Ptr);

/// The bytes of each move the backend expands a constant-length memcpy or
/// memset into: the common alignment, 16 at most.
unsigned memMoveWidth(const llvm::MemIntrinsic &MI);
/// The longest memcpy or memset per thread analysed as a struct's moves.
constexpr uint64_t MaxStructMoveBytes = 256;

/// The bytes a constant-length memcpy or memset moves per thread where \p V
/// is its source or destination (a struct copied by value), else 0: its
/// moves at a nonzero offset touch the sectors the first move brought.
uint64_t movedBytes(const llvm::Value *V);

/// What the launch resolver needs from \p F's declaration: its name,
/// parameters, __launch_bounds__ and static shared memory (and, for a
/// binding it has no parameter for, its module's other kernels).
KernelSignature irSignature(const llvm::Function &F);

/// Parameter names from debug info (DILocalVariable with an arg number),
/// else from IR value names; empty where unknown.
std::vector<std::string> paramNames(const llvm::Function &F);

/// Whether any kernel of \p M has a parameter named (or numbered) \p Key.
bool moduleHasParam(const llvm::Module &M, llvm::StringRef Key);

/// Builds the kernel description of \p F for launch \p L; \p Facts
/// receives trip counts and block weights. Never fails: what it cannot
/// model becomes an Assumption.
KernelDesc buildKernelFromIR(const llvm::Function &F, const IRAnalyses &A,
                             const GPUDesc &G, const KernelLaunch &L,
                             IRFacts *Facts = nullptr);

/// The user's source line of a debug location: for code inlined from
/// headers (threadIdx.x and friends), the outermost call site.
SourceLoc userLoc(const llvm::DILocation *DL);

/// Where code merged out of the arms of a branch into \p BB is: the branch
/// that opens the arms (the one block every predecessor of \p BB is or
/// comes from), or nothing.
SourceLoc mergedArmsLoc(const llvm::BasicBlock *BB);

/// The user's source line of an instruction located at \p Own, in the IR
/// block \p BB, with the instructions \p Before it (nearest first) and
/// \p After it, IR or machine ones. Code LLVM merged from several lines
/// has line 0 (SimplifyCFG sinks `a[i] += x` out of both arms of an `if`
/// into one access): the nearest located instruction before it, else
/// mergedArmsLoc, else the nearest one after it. Without debug
/// information nothing is looked for (nothing near it has any).
template <typename BeforeRange, typename AfterRange>
SourceLoc nearestUserLoc(const llvm::DILocation *Own, BeforeRange &&Before,
                         const llvm::BasicBlock *BB, AfterRange &&After) {
  SourceLoc L = userLoc(Own);
  if (L.Line || L.File.empty())
    return L;
  for (const auto &X : Before)
    if (SourceLoc Q = userLoc(X.getDebugLoc().get()); Q.Line)
      return Q;
  if (SourceLoc Q = mergedArmsLoc(BB); Q.Line)
    return Q;
  for (const auto &X : After)
    if (SourceLoc Q = userLoc(X.getDebugLoc().get()); Q.Line)
      return Q;
  return L;
}

/// nearestUserLoc of an IR instruction.
SourceLoc userLoc(const llvm::Instruction &I);

/// "file:line:col" of \p DL itself (not its call site): the key under
/// which IRFacts keeps what the IR level found at a position, for the
/// machine instructions selected from it.
std::string positionKey(const llvm::DILocation &DL);

/// The argument of \p CI that operand reference \p Ref names: `$N` of an
/// inline asm (which numbers its direct outputs first), or an intrinsic's
/// argument number; null for an output, ~0u or a reference past the
/// arguments.
const llvm::Use *refOperand(const llvm::CallInst &CI, unsigned Ref);

/// positionKey of \p DL and of each call site it is inlined into: one
/// helper's `asm("cp.async ...")` inlined at two places has two keys.
std::string matrixPositionKey(const llvm::DILocation &DL);

/// The IR instruction behind a KeyInstr or Hint origin.
inline const llvm::Instruction *originInstr(const void *Origin) {
  return static_cast<const llvm::Instruction *>(Origin);
}

} // namespace lhf

#endif // LHF_PASSES_IRFRONTEND_H
