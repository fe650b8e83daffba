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

} // namespace lhf
