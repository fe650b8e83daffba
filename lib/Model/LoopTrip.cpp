//===- LoopTrip.cpp - Trip counts from a loop's exit test -----------------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#include "lhf/Model/LoopTrip.h"

#include <algorithm>

namespace lhf {

std::optional<double> tripFromTest(TripTest T, TripInt Start, TripInt Step,
                                   TripInt Bound, bool TestsNext) {
  if (Step == 0)
    return std::nullopt;
  // C: the first j >= 0 at which Start + j * Step fails the test.
  auto CeilDiv = [](TripInt A, TripInt B) -> TripInt {
    return A <= 0 ? 0 : (A + B - 1) / B;
  };
  TripInt C = 0;
  switch (T) {
  case TripTest::LT:
  case TripTest::LE:
    if (Step < 0)
      return std::nullopt;
    C = CeilDiv(Bound + (T == TripTest::LE) - Start, Step);
    break;
  case TripTest::GT:
  case TripTest::GE:
    if (Step > 0)
      return std::nullopt;
    C = CeilDiv(Start + (T == TripTest::GE) - Bound, -Step);
    break;
  case TripTest::NE: {
    TripInt Span = Bound - Start;
    if (Span % Step != 0 || Span / Step <= 0)
      return std::nullopt;
    C = Span / Step;
    break;
  }
  }
  // Testing the incremented value, the k-th test sees j = k: the body runs
  // C times; testing the value before, j = k - 1: C + 1 times.
  return double(std::max<TripInt>(1, TestsNext ? C : C + 1));
}

std::optional<double> overflowTrip(uint64_t Start, uint64_t Step,
                                   unsigned Bits, bool Subtract,
                                   bool OnOverflow) {
  if (Bits == 0 || Bits > 64)
    return std::nullopt;
  TripInt M = TripInt(1) << Bits;
  TripInt S = TripInt(Start) % M, C = TripInt(Step) % M;
  if (C == 0) // never overflows: one pass, or forever
    return OnOverflow ? std::optional<double>(1) : std::nullopt;
  // Each test sees v, then v moves by C (mod M); the body has run once
  // more each time the loop goes on.
  if (!OnOverflow)
    // Adding: no overflow while v + C < M; subtracting: while v >= C.
    return double((Subtract ? S / C : (M - 1 - S) / C) + 1);
  // Going on while it overflows: adding wraps v down by D = M - C while
  // v >= D; subtracting (a borrow) wraps it up by D while v < C.
  TripInt D = M - C;
  if (!Subtract)
    return double(S / D + 1);
  return double(S >= C ? 1 : (C - S + D - 1) / D + 1);
}

} // namespace lhf
