//===- RegionScheduler.h - Switch points of a region ------------*- C++ -*-===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Where a warp switches, decided once for every front end (seed 003's
/// instruction DAG). A front end describes a straight-line region (a basic
/// block, or the plain operations between two structured MLIR operations)
/// as operations in program order, each with its cost, the earlier
/// operations whose results it uses and what memory it touches; the
/// scheduler issues them the way ptxas and the warp scheduler would:
/// everything whose operands are ready, loads as early as their operands
/// allow, then a warp switch when nothing can issue until a load is back.
/// Eight independent load->use pairs thus cost one switch, not eight; a
/// pointer chase of eight loads still costs eight.
///
/// Order that is kept: nothing moves across a block barrier or a fence; a
/// memory operation does not pass an earlier store (or a store an earlier
/// load) of the same space (shared vs everything else: the model knows no
/// aliasing beyond that); loads may pass loads and anything in another
/// space. A round looks at most LookaheadWindow operations past the first
/// one it leaves unissued (docs/model.md section 1).
///
//===----------------------------------------------------------------------===//

#ifndef LHF_MODEL_REGIONSCHEDULER_H
#define LHF_MODEL_REGIONSCHEDULER_H

#include "lhf/Model/Kernel.h"
#include "lhf/Model/MatrixOps.h"
#include "lhf/Model/MemoryAccess.h"
#include "lhf/Model/SegmentBuilder.h"

#include <vector>

namespace lhf {

/// What an operation does to memory, for the order the scheduler keeps.
enum class OpMemory : unsigned {
  None,      ///< arithmetic, branches, moves
  Load,      ///< reads memory
  Store,     ///< writes memory
  ReadWrite, ///< atomics: both
  Fence,     ///< orders all memory (fences, unknown calls, volatile asm)
};

/// One operation of a region.
struct RegionOp {
  Segment Cost;               ///< its counts and traffic, for one warp
  std::vector<unsigned> Deps; ///< earlier operations of the region it uses
  /// Uses a load issued before the region that may still be in flight.
  bool UsesPendingIn = false;
  /// Its result comes from memory: users wait for a warp switch.
  bool IsLoad = false;
  bool IsBarrier = false; ///< a block barrier: ends a sync segment
  /// Issues after every earlier operation (a block's branch or return).
  bool IsTerminator = false;
  OpMemory Memory = OpMemory::None;
  bool Shared = false; ///< the memory is shared memory (else global/local/...)
  /// A scalar load that may be merged with its neighbours into one wide
  /// load (by ptxas in shared memory, by the programmer elsewhere): the
  /// object it reads and its lanes' addresses (empty when not such a
  /// load).
  const void *FuseBase = nullptr;
  unsigned FuseSize = 0;
  LaneAddresses FuseLanes;
};

/// What ptxas does with shared loads of consecutive words (an unrolled
/// loop reading a row of a tile): loads of one __shared__ object at
/// addresses Size apart in every lane, the first aligned to the group's
/// width, become one 8- or 16-byte load (ld.shared.v2/v4). Only the cost
/// moves: the first load of a group carries the wide load's issue and bank
/// passes, the others none; the schedule (who waits for what) is
/// unchanged. Returns the loads merged away.
unsigned fuseSharedLoads(std::vector<RegionOp> &Ops, const GPUDesc &G);

/// Global and local loads of consecutive elements that no compiler merged
/// (their alignment is not known): the first of each group says in
/// KeyInstr::VectorWith how many more one 8- or 16-byte load would read
/// with it, for the vector-access hint. Costs are unchanged.
void markVectorisableLoads(std::vector<RegionOp> &Ops);

/// Gives \p O the place of a costed matrix or copy operation in the
/// schedule: a wait orders like a fence, a fragment move is a load or store
/// (a load its users wait for when \p ResultUsed), a copy a load its wait
/// waits for.
void applyMatrixRole(RegionOp &O, const MatrixOpRole &R, bool ResultUsed);

/// The region after scheduling.
struct RegionSchedule {
  /// Operation indices in issue order, per round; a warp switch point
  /// follows every round but the last (a barrier's round ends with its
  /// sync switch).
  std::vector<std::vector<unsigned>> Rounds;
  std::vector<bool> RoundEndsInBarrier;
  /// Loads still in flight when the region ends.
  std::vector<unsigned> Outstanding;
  /// Whether any switch point fell in the region (then every load issued
  /// before the region is back).
  bool Switched = false;
};

/// How many operations a round looks past the first one it cannot issue:
/// a load further ahead waits for a later round.
constexpr unsigned LookaheadWindow = 256;

/// List-schedules \p Ops. \p MaxLoadsInFlight bounds the loads one warp
/// issues between two switch points (0: no bound).
RegionSchedule scheduleRegion(const std::vector<RegionOp> &Ops,
                              unsigned MaxLoadsInFlight = 0);

/// Collects a region's operations, then schedules them into a SegSeq.
class RegionBuilder {
public:
  explicit RegionBuilder(unsigned MaxLoadsInFlight = 0,
                         const GPUDesc *G = nullptr)
      : MaxLoads(MaxLoadsInFlight), G(G) {}
  /// Adds an operation; the returned reference stays valid until the next
  /// add() or flush().
  RegionOp &add() {
    Ops.emplace_back();
    return Ops.back();
  }
  unsigned size() const { return static_cast<unsigned>(Ops.size()); }
  /// The last operation added is the cp.async step \p Op: a copy joins
  /// the open commit group, a commit closes it, and a wait_group N gets a
  /// dependence on every copy of the region but those of the newest N
  /// committed groups. A bulk copy (cp.async.bulk, tracked by an mbarrier)
  /// is waited for by the next mbarrier wait. Copies of an earlier region
  /// (the previous iteration of a pipelined loop) are taken as landed.
  void addAsyncStep(const MatrixOp &Op);
  RegionOp &op(unsigned I) { return Ops[I]; }
  /// Schedules the operations collected so far and appends them to \p Seq
  /// (costs merged into its open chunk, switch points where the schedule
  /// has them), then starts an empty region.
  RegionSchedule flush(SegSeq &Seq);

  /// Shared loads merged into wide ones so far (fuseSharedLoads).
  unsigned Fused = 0;

private:
  unsigned MaxLoads;
  const GPUDesc *G;
  std::vector<RegionOp> Ops;
  /// The region's cp.async copies not yet waited for, by commit group,
  /// the open group last.
  std::vector<std::vector<unsigned>> CopyGroups{1};
  /// The region's bulk copies not yet waited for.
  std::vector<unsigned> BulkCopies;
  /// The region's waits for copies.
  std::vector<unsigned> Waits;
};

} // namespace lhf

#endif // LHF_MODEL_REGIONSCHEDULER_H
