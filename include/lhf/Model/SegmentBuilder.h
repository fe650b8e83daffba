//===- SegmentBuilder.h - Cut code into segments, loops included -*- C++ -*-===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The segment algebra every front end uses (docs/model.md section 5). A
/// front end walks code in program order, adding instruction costs to the
/// open chunk and calling switchPoint() at each warp switch point. A loop
/// body is built as its own SegSeq and folded in with loop(): a body with
/// switch points P0 | P1 | ... | Pk becomes P0 (joining the code before the
/// loop), the inner segments once per iteration, the wrapped segment
/// Pk + P0 for T-1 iterations, and Pk (joining the code after the loop) -
/// which is how the paper counts NBB = WA + 2 for its naive multiply.
///
//===----------------------------------------------------------------------===//

#ifndef LHF_MODEL_SEGMENTBUILDER_H
#define LHF_MODEL_SEGMENTBUILDER_H

#include "lhf/Model/Kernel.h"

#include "llvm/ADT/GraphTraits.h"

#include <iterator>

#include <unordered_map>
#include <utility>
#include <vector>

namespace lhf {

/// A sequence of segments whose first and last chunks are still open (they
/// join whatever comes before and after).
class SegSeq {
public:
  /// The chunk instructions are added to now.
  Segment &open() { return HasSwitch ? Tail : Head; }
  /// Ends the open chunk at a warp switch point; \p Barrier marks a sync
  /// segment (the barrier itself must already be in the chunk).
  void switchPoint(bool Barrier);
  /// Appends \p B after this sequence.
  void append(SegSeq B);
  /// Multiplies everything by \p W: a block executed with probability W.
  void scale(double W);
  /// Drops the keys' front-end handles (KeyInstr::Origin): for segments
  /// carried into another front end, whose handles are of another kind.
  void forgetOrigins();
  /// The sequence of a loop with body \p Body run \p Trip times. With
  /// \p Unroll > 1 (ptxasUnroll) a body with one switch point per
  /// iteration runs Trip / Unroll times as Unroll copies whose loads all
  /// issue before the first use: one wait per Unroll iterations.
  static SegSeq loop(SegSeq Body, double Trip, unsigned Unroll = 1);
  /// Closes the sequence into a kernel's segments with absolute successors;
  /// the last segment's successor wraps to the first (paper 2.5).
  std::vector<Segment> finish() &&;
  bool hasSwitch() const { return HasSwitch; }

private:
  /// Successors of Mid[i] as (offset from i, count); empty = next, Count.
  using RelSuccs = std::vector<std::pair<int, double>>;

  bool HasSwitch = false;
  Segment Head, Tail;
  std::vector<Segment> Mid;
  std::vector<RelSuccs> MidSuccs;
};

/// What a front end knows of a loop for ptxasUnroll.
struct LoopShape {
  bool Innermost = false;
  /// The trip count is a compile-time constant (LLVM unrolls such loops
  /// itself, fully or by its own factor).
  bool ConstantTrip = false;
  /// The counter the exit test compares steps by a compile-time constant
  /// (not gridDim.x * blockDim.x: a grid-stride loop).
  bool ConstantStep = false;
  /// LLVM marked it not to be unrolled (its remainder loops; PTX
  /// `.pragma "nounroll"`).
  bool NoUnroll = false;
  /// IR instructions in the loop's blocks, phis and debug records aside.
  unsigned Instructions = 0;
  /// Calls and inline PTX in the body (not seen unrolled; intrinsics such
  /// as llvm.fma are no calls here).
  bool Calls = false;
  double Trip = 0;
};
/// The factor ptxas unrolls a loop by, as seen in the SASS of clang's PTX
/// for sm_90 (docs/model.md section 36): 4 for a small innermost loop with
/// a constant step and a run-time trip count that LLVM left rolled, its 4
/// iterations' loads issued before the first use; 1 otherwise.
unsigned ptxasUnroll(const LoopShape &L);

/// What a front end knows of a branch's arm for ptxasPredicates: a block
/// that only the branch enters and that falls through to the branch's other
/// target (`if (r < m) v = a[i];`).
struct ArmShape {
  /// Instructions in the arm, its terminator aside.
  unsigned Instructions = 0;
  /// The branch's condition may differ between a warp's threads.
  bool Divergent = false;
  /// A barrier, a call or inline PTX in the arm (never predicated here).
  bool Barrier = false, Calls = false;
};
/// Whether ptxas replaces the branch around the arm by predicated
/// instructions: an arm of at most 7 instructions under a condition that
/// may diverge, 4 otherwise (CUDA C Programming Guide, 'Control Flow
/// Instructions': "this threshold is 7, otherwise it is 4"). The front
/// ends then cost the arm in one straight line with the code around it,
/// for the warps that take it (docs/model.md section 66).
bool ptxasPredicates(const ArmShape &A);

/// The arm \p P's two-way branch may skip (ArmShape), or null: a target
/// whose only predecessor is \p P and whose only successor is the other
/// target, which only \p P and the arm reach. For any block type with
/// GraphTraits (LLVM's, the machine's).
template <typename BlockT> const BlockT *triangleArm(const BlockT *P) {
  using Succ = llvm::GraphTraits<const BlockT *>;
  using Pred = llvm::GraphTraits<llvm::Inverse<const BlockT *>>;
  auto Only = [](auto Begin, auto End) -> const BlockT * {
    return Begin != End && std::next(Begin) == End ? *Begin : nullptr;
  };
  auto SB = Succ::child_begin(P), SE = Succ::child_end(P);
  if (std::distance(SB, SE) != 2)
    return nullptr;
  for (unsigned I = 0; I < 2; ++I) {
    const BlockT *T = *std::next(SB, I), *J = *std::next(SB, 1 - I);
    if (T == J || T == P || J == P ||
        Only(Pred::child_begin(T), Pred::child_end(T)) != P ||
        Only(Succ::child_begin(T), Succ::child_end(T)) != J ||
        std::distance(Pred::child_begin(J), Pred::child_end(J)) != 2)
      continue;
    return T;
  }
  return nullptr;
}
/// Adds \p Src's costs to \p Dst; \p Dst then ends where \p Src ends.
void mergeChunk(Segment &Dst, const Segment &Src);
/// The same, taking \p Src's keys.
void mergeChunk(Segment &Dst, Segment &&Src);

/// Multiplies a chunk's per-warp costs by \p W.
void scaleChunk(Segment &S, double W);
/// Multiplies what a chunk's lanes do (memory traffic, arithmetic work,
/// atomics) by \p W and leaves its issue: a predicated instruction issues
/// for every warp, its lanes work only where the predicate holds.
void scaleWork(Segment &S, double W);
/// A block's costs in a predicated line (ptxasPredicates): its issue for
/// the share \p Issue of the line's warps, its work for the share \p Work.
void scaleShares(Segment &S, double Issue, double Work);

/// What block \p BB is to the walk of region \p R (a loop, or null for the
/// whole function) in reverse post-order, the walk every front end does:
/// directly in R, the header of a child loop (which the walk folds in with
/// SegSeq::loop), or inside a child loop already folded in (its header
/// dominates it, so came first). \p Innermost is the innermost loop of BB.
/// Constant time for any loop-info type (LLVM's, the machine's, MLIR's):
/// finding the child by walking up from the innermost loop took cubic time
/// on 2000 nested loops.
enum class BlockRole { InRegion, ChildHeader, InsideChild };
template <typename LoopT, typename BlockT>
BlockRole blockRole(const LoopT *Innermost, const BlockT *BB, const LoopT *R) {
  if (Innermost == R)
    return BlockRole::InRegion;
  if (Innermost->getHeader() == BB && Innermost->getParentLoop() == R)
    return BlockRole::ChildHeader;
  return BlockRole::InsideChild;
}

/// The blocks the walk of each region visits, in reverse post-order: those
/// directly in it and the headers of its child loops (key null: the whole
/// function). Each block is in at most two lists (a header is its loop's
/// and its parent's), so this is linear, and each region's walk visits only
/// its own blocks: walking the whole function once per loop was quadratic
/// in sibling loops. \p LoopOf gives a block's innermost loop (or null).
template <typename LoopT, typename BlockT, typename LoopOfFn>
std::unordered_map<const LoopT *, std::vector<const BlockT *>>
regionBlocks(const std::vector<const BlockT *> &RPO, LoopOfFn LoopOf) {
  std::unordered_map<const LoopT *, std::vector<const BlockT *>> Out;
  for (const BlockT *B : RPO) {
    const LoopT *L = LoopOf(B);
    Out[L].push_back(B);
    if (L && L->getHeader() == B)
      Out[L->getParentLoop()].push_back(B);
  }
  return Out;
}

} // namespace lhf

#endif // LHF_MODEL_SEGMENTBUILDER_H
