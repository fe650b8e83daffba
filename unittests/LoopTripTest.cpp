//===- LoopTripTest.cpp - Trip counts from a loop's exit test -------------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#include "lhf/Model/LoopTrip.h"

#include "gtest/gtest.h"

#include <cstdint>
#include <limits>

using namespace lhf;

namespace {

constexpr int64_t Min = std::numeric_limits<int64_t>::min();
constexpr int64_t Max = std::numeric_limits<int64_t>::max();

// for (i = 0; i < 10; i += 3): the latch tests i + 3 (3, 6, 9, 12): 4
// bodies; a header test of i before the increment is the same loop seen
// one test earlier.
TEST(LoopTrip, CountingUp) {
  EXPECT_EQ(tripFromTest(TripTest::LT, 0, 3, 10, /*TestsNext=*/true), 4);
  EXPECT_EQ(tripFromTest(TripTest::LT, 0, 3, 10, /*TestsNext=*/false), 5);
  EXPECT_EQ(tripFromTest(TripTest::LE, 0, 1, 10, true), 11);
  // A bottom-tested loop runs once even when the test fails at once.
  EXPECT_EQ(tripFromTest(TripTest::LT, 20, 1, 10, true), 1);
  // Counting up against a lower bound never ends: not counted.
  EXPECT_FALSE(tripFromTest(TripTest::GT, 0, 1, -10, true));
  EXPECT_FALSE(tripFromTest(TripTest::LT, 0, 0, 10, true));
}

TEST(LoopTrip, CountingDown) {
  EXPECT_EQ(tripFromTest(TripTest::GT, 10, -1, 0, true), 10);
  EXPECT_EQ(tripFromTest(TripTest::GE, 10, -2, 0, true), 6);
  EXPECT_EQ(tripFromTest(TripTest::NE, 10, -2, 0, true), 5);
  EXPECT_EQ(tripFromTest(TripTest::NE, 10, -2, 0, false), 6);
  // A stride that steps over the bound: not counted.
  EXPECT_FALSE(tripFromTest(TripTest::NE, 10, -3, 0, true));
}

// Bounds and steps at the ends of int64_t: 64-bit arithmetic wrapped here
// and dropped the loop (issue 14).
TEST(LoopTrip, NoWrapAtTheEnds) {
  EXPECT_EQ(tripFromTest(TripTest::LT, -512, Max, 512, true), 1);
  EXPECT_EQ(tripFromTest(TripTest::LT, Min, TripInt(1) << 62, Max, true), 4);
  // Max, 0, -Max are above Min; -2 Max is not: three bodies.
  EXPECT_EQ(tripFromTest(TripTest::GT, Max, Min + 1, Min, true), 3);
  // An unsigned bound of 2^64 - 1, zero-extended by the caller.
  EXPECT_DOUBLE_EQ(
      *tripFromTest(TripTest::LT, 0, 1, TripInt(UINT64_MAX), true),
      double(UINT64_MAX));
}

} // namespace

// Codegen's counted loops: the latch goes on while `iv + step` overflows
// (strength reduction made iv = c - 256 for `for (c = tid; c < 512; c +=
// 256)`, tid 0: 2^32 - 256, then 0), or while it does not.
TEST(LoopTrip, OverflowLatch) {
  const uint64_t M32 = uint64_t(1) << 32;
  EXPECT_EQ(overflowTrip(M32 - 256, 256, 32, false, true), 2.0);
  EXPECT_EQ(overflowTrip(M32 - 1024, 256, 32, false, true), 1.0);
  // A step past half the range wraps v down by 100: 350, 250, 150, 50.
  EXPECT_EQ(overflowTrip(350, M32 - 100, 32, false, true), 4.0);
  EXPECT_EQ(overflowTrip(5, 256, 32, false, true), 1.0);
  // Going on while it does not overflow: 0, 1000, ... until the wrap.
  EXPECT_EQ(overflowTrip(M32 - 3000, 1000, 32, false, false), 3.0);
  // Subtracting: a borrow at the third test (10, 6, 2).
  EXPECT_EQ(overflowTrip(10, 4, 32, true, false), 3.0);
  EXPECT_EQ(overflowTrip(2, 4, 32, true, true), 2.0);
  EXPECT_EQ(overflowTrip(7, 0, 32, false, false), std::nullopt);
  EXPECT_EQ(overflowTrip(7, 0, 32, false, true), 1.0);
}
