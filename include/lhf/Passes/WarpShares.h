//===- WarpShares.h - Warps that run each side of a branch ----*- C++ -*-===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A warp runs a side of a divergent branch when any of its lanes goes
/// there: the IR front end weights each side by the share of the block's
/// warps that do, evaluating every thread's condition with the launch.
///
//===----------------------------------------------------------------------===//

#ifndef LHF_PASSES_WARPSHARES_H
#define LHF_PASSES_WARPSHARES_H

#include "lhf/Passes/SCEVEvaluator.h"

#include <functional>
#include <optional>
#include <utility>
#include <vector>

namespace llvm {
class BasicBlock;
class LoopInfo;
} // namespace llvm

namespace lhf {

/// For \p BB's conditional branch on integer compares (one, or several
/// joined by and, or, xor and select: clang's `&&` and `||`): the share of
/// block 0's warps with some lane going to the first successor, and to the
/// second (where the condition reads the block's index, block 0 and the
/// last block of \p Grid weigh one block each and the middle block the
/// rest, or, in a grid of at most \p WaveBlocks blocks, one wave, the most
/// of the three), averaged over the trips of the innermost enclosing loop (a
/// tree reduction's `tid < s` keeps half the warps on the first trip, one on
/// the last): every trip of a loop of at most 16, else the middle trip of each
/// 16th (sampledTrips); outer loops at their first trip. nullopt when a
/// thread's condition cannot be evaluated. \p MakeEvaluator gives an evaluator
/// with the function's bindings, \p TripOf a loop's trip count. \p Unbound
/// receives the integer arguments no binding gave, whose stand-in the threads
/// were asked with, and \p StandInUsed that stand-in (smaller than
/// LargeStandIn, StandIn.h, where the large one overflows the test).
std::optional<std::pair<double, double>> warpShares(
    const llvm::BasicBlock &BB, const llvm::LoopInfo &LI,
    llvm::ScalarEvolution &SE, llvm::UniformityInfo *UI, const Dim3 &Block,
    const Dim3 &Grid, uint64_t WaveBlocks, unsigned WarpSize,
    const std::function<SCEVEvaluator()> &MakeEvaluator,
    const std::function<double(const llvm::Loop *)> &TripOf,
    std::vector<unsigned> *Unbound = nullptr, uint64_t *StandInUsed = nullptr);

} // namespace lhf

#endif // LHF_PASSES_WARPSHARES_H
