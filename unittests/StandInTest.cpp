//===- StandInTest.cpp - The stand-ins of unbound integer arguments -------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#include "lhf/Model/StandIn.h"

#include "gtest/gtest.h"

using namespace lhf;

namespace {

TEST(StandIn, LadderStopsAtTheFirstThatDoesNotOverflow) {
  std::vector<uint64_t> Asked;
  // `B * T * C` in 32 bits: 2^48 and 2^30 per stand-in cubed.
  uint64_t Used = withStandIns([&](uint64_t V) {
    Asked.push_back(V);
    return V * V * V >= (uint64_t(1) << 31);
  });
  EXPECT_EQ(Used, 1024u);
  EXPECT_EQ(Asked, (std::vector<uint64_t>{65536, 1024}));
  // Always overflowing: the smallest is the last asked.
  Asked.clear();
  EXPECT_EQ(withStandIns([&](uint64_t V) {
              Asked.push_back(V);
              return true;
            }),
            16u);
  EXPECT_EQ(Asked, (std::vector<uint64_t>{65536, 1024, 16}));
  EXPECT_EQ(withStandIns([](uint64_t) { return false; }), LargeStandIn);
}

TEST(StandIn, NotesNameTheStandInAndTheArguments) {
  std::vector<std::string> Names = {"out", "B", "", "C"};
  Assumption A = standInNote(StandInFor::Address, {}, LargeStandIn, {1});
  EXPECT_EQ(A.Text, "an address depends on an unbound integer argument: 65536 "
                    "assumed for coalescing");
  EXPECT_EQ(A.Kind, AssumptionKind::Size);
  ASSERT_EQ(A.BoundBy.size(), 1u);
  EXPECT_EQ(A.BoundBy[0].Name, "1"); // no names: bound by position
  Assumption B = standInNote(StandInFor::Branch, {}, 1024, {1, 2, 3}, Names);
  EXPECT_EQ(B.Text, "a branch depends on unbound integer arguments: 65536 for "
                    "each overflows its test's integer, 1024 assumed for "
                    "which threads take it");
  ASSERT_EQ(B.BoundBy.size(), 3u);
  EXPECT_EQ(B.BoundBy[0].Name, "B");
  EXPECT_EQ(B.BoundBy[1].Name, "2");
  EXPECT_EQ(B.BoundBy[2].Name, "C");
  EXPECT_TRUE(B.ForBranch);
  EXPECT_TRUE(standInNote(StandInFor::Branch, {}, LargeStandIn).ForBranch);
  EXPECT_FALSE(A.ForBranch);
  // A field of a struct argument without a name has no position to bind.
  Assumption F = standInNote(StandInFor::Address, {}, 16, {fieldKey(0, 8)});
  ASSERT_EQ(F.BoundBy.size(), 1u);
  EXPECT_EQ(F.BoundBy[0].Name, "");
}

} // namespace
