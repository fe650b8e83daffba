//===- Divergence.h - Warps that run each side of a branch ----*- C++ -*-===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A warp runs a side of a divergent branch when any of its lanes goes
/// there (SIMT): every front end weights each side by the share of the
/// block's warps that do, from each thread's condition. A uniform branch
/// inside a loop whose condition moves with the loop (a pipeline's
/// `if (kt + stages - 1 < ktiles)` prefetch) is weighted by the share of
/// the trips that take it.
///
//===----------------------------------------------------------------------===//

#ifndef LHF_MODEL_DIVERGENCE_H
#define LHF_MODEL_DIVERGENCE_H

#include "lhf/Model/Kernel.h"
#include "lhf/Model/MemoryAccess.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"

#include <array>
#include <optional>
#include <string>
#include <utility>

namespace lhf {

/// The share of block 0's warps (at most 1024 threads) with some lane for
/// which \p Cond is true, and with some lane for which it is false.
/// \p Cond is asked at each thread (ThreadPoint::Tid set, block 0); nullopt
/// when it cannot tell for some thread.
std::optional<std::pair<double, double>>
warpShares(const Dim3 &Block, unsigned WarpSize,
           llvm::function_ref<std::optional<bool>(const ThreadPoint &)> Cond);

/// What all lanes of a warp (threads First to First + Lanes - 1 of the
/// block) do at a trip, when that is told for them at once; nullopt: ask
/// each lane.
using WarpCondFn = llvm::function_ref<std::optional<bool>(
    uint64_t First, uint64_t Lanes, unsigned Trip)>;

/// The same shares at each of \p Trips trips of a loop, averaged: \p Cond
/// is asked at each thread for trips 0 to Trips - 1 in turn (one thread's
/// trips together, so that what depends only on the thread is found once),
/// except at the trips where \p WarpCond tells a warp's lanes at once.
std::optional<std::pair<double, double>> warpSharesOverTrips(
    const Dim3 &Block, unsigned WarpSize, unsigned Trips,
    llvm::function_ref<std::optional<bool>(const ThreadPoint &, unsigned)> Cond,
    WarpCondFn WarpCond = nullptr);

/// Shares of the block at a block index (nullopt: not told).
using BlockSharesFn =
    llvm::function_ref<std::optional<std::pair<double, double>>(
        const std::array<uint64_t, 3> &Ctaid)>;

/// The shares over the grid's blocks of a branch whose condition reads the
/// block's index (docs/model.md section 78), from \p First, block 0's, and
/// \p At, another block's: the last block's and the middle one's, and
/// where the three differ 8 blocks along the grid's diagonal (every block
/// of a grid of at most 10). In a grid of more than \p WaveBlocks blocks
/// (one wave) the blocks' work adds up: block 0 and the last one weigh a
/// block each, the others the rest; within one wave each side runs where
/// any block asked runs it. nullopt when a block is not told.
std::optional<std::pair<double, double>>
gridShares(const Dim3 &Grid, uint64_t WaveBlocks,
           std::pair<double, double> First, BlockSharesFn At);

/// The most blocks of \p Block threads the GPU holds at once by the SM's
/// thread and block limits (its registers and shared memory may allow
/// fewer).
uint64_t waveBlocksByThreads(const GPUDesc &G, const Dim3 &Block);

/// The trips (from 0) of a loop of \p Trip trips at which a condition is
/// sampled: each of them when there are at most \p MaxSamples, else the
/// middle trip of each MaxSamples-th of the loop; none when the loop runs
/// fewer than two trips.
llvm::SmallVector<uint64_t, 64> sampledTrips(double Trip,
                                             unsigned MaxSamples = 64);

/// The share of a loop's trips on which \p TakenAt (asked at each of
/// sampledTrips(\p Trip)) is true; nullopt when the loop has fewer than
/// two trips or the condition cannot be told at some trip.
std::optional<double>
tripShare(double Trip,
          llvm::function_ref<std::optional<bool>(uint64_t)> TakenAt);

/// One operand of a floating-point compare, for rareFloatOutcome.
enum class FloatOperand {
  Value,           ///< known only when the kernel runs
  Zero,            ///< the constant +0 or -0
  NonZeroConstant, ///< any other constant but NaN (infinities included)
  NaNConstant,
  Magnitude, ///< |x| (an fabs) of a value known only when the kernel runs
};

/// The floating-point compares rareFloatOutcome tells apart (LLVM IR and
/// MLIR number their predicates differently).
enum class FloatPred {
  OEQ,     ///< ordered and equal
  UEQ,     ///< unordered or equal
  ONE,     ///< ordered and not equal
  UNE,     ///< unordered or not equal
  ORD,     ///< neither is NaN
  UNO,     ///< either is NaN
  Less,    ///< <, <= (ordered or not)
  Greater, ///< >, >= (ordered or not)
  Other,   ///< always true or false
};

/// The outcome of a floating-point compare of values read at run time
/// (\p SameValue: both operands are one value; \p Constant: the constant
/// operand's value, if one is) that real data almost never gives: equality
/// with one exact non-zero constant (a sentinel: `if (v == -1.25)`), a NaN
/// test (`isnan`, `x != x`) and a magnitude beyond 2^16
/// (rareMagnitudeOutcome). Zero is not rare (sparse data, padding, masks),
/// nor is any other order compare. nullopt for any other compare.
std::optional<bool> rareFloatOutcome(FloatPred Pred, FloatOperand A,
                                     FloatOperand B, bool SameValue,
                                     double Constant = 0);

/// The outcome of `|x| < Bound` (\p Pred Less) or `|x| > Bound` (Greater),
/// x read at run time, that real data almost never gives: a magnitude
/// beyond 2^16, the guard of the math library's slow paths (sinf's and
/// cosf's range reduction past 105615) that angles and normalised values
/// do not reach. nullopt for a smaller bound or another compare.
std::optional<bool> rareMagnitudeOutcome(FloatPred Pred, double Bound);

/// The warp shares (true side, false side) of a divergent branch whose
/// condition has the rare outcome \p Rare: no warp runs that side.
std::pair<double, double> rareOutcomeShares(bool Rare);

/// What a front end says where it used rareOutcomeShares: the prediction
/// rests on it (AssumptionKind::Branch).
extern const char *const RareOutcomeNote;
/// ... and where a branch on data charges every warp both sides.
extern const char *const BothSidesNote;

} // namespace lhf

#endif // LHF_MODEL_DIVERGENCE_H
