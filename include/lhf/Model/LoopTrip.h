//===- LoopTrip.h - Trip counts from a loop's exit test --------*- C++ -*-===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The trip count of a loop whose induction variable starts at Start, moves
/// by Step and is tested against a bound: the one piece of loop algebra the
/// IR, machine and MLIR front ends share once they have evaluated the three
/// values with the bound arguments (LLVM's own getBounds needs
/// loop-simplify form, which clang's -O3 output does not keep).
///
//===----------------------------------------------------------------------===//

#ifndef LHF_MODEL_LOOPTRIP_H
#define LHF_MODEL_LOOPTRIP_H

#include <cstdint>
#include <optional>

namespace lhf {

/// The comparison under which the loop goes on, induction variable left.
enum class TripTest { LT, LE, GT, GE, NE };

/// Wide enough for any difference of two 64-bit values, signed or not: a
/// bound of INT64_MIN or a step of INT64_MAX wrapped 64-bit arithmetic and
/// dropped the loop, or made its count 2^63.
using TripInt = __int128;

/// How many times the loop's body runs when its k-th test (k = 1, 2, ...)
/// compares Start + k * Step (\p TestsNext: the incremented value, as a
/// latch does) or Start + (k - 1) * Step (the value before the increment)
/// and the loop leaves at the first test that fails; at least 1 (the test
/// is after the body). Start and Bound are the values as the comparison
/// sees them (zero-extended for an unsigned one). nullopt when the test
/// never fails for this direction of Step.
std::optional<double> tripFromTest(TripTest T, TripInt Start, TripInt Step,
                                   TripInt Bound, bool TestsNext);

/// How many times the body runs when the latch adds (or, \p Subtract,
/// subtracts) \p Step to a \p Bits-wide unsigned induction variable that
/// starts at \p Start, and the loop goes on while that operation
/// overflows (\p OnOverflow) or while it does not: the form codegen's
/// preparation gives a counted loop (`uadd.with.overflow` after strength
/// reduction), which scalar evolution does not count. nullopt when it
/// never stops.
std::optional<double> overflowTrip(uint64_t Start, uint64_t Step,
                                   unsigned Bits, bool Subtract,
                                   bool OnOverflow);

} // namespace lhf

#endif // LHF_MODEL_LOOPTRIP_H
