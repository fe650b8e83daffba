//===- RegionSchedulerTest.cpp - Switch points of hand-built regions ------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#include "lhf/Model/RegionScheduler.h"

#include "gtest/gtest.h"

using namespace lhf;

namespace {

RegionOp load(std::vector<unsigned> Deps = {}, bool Shared = false) {
  RegionOp O;
  O.Deps = std::move(Deps);
  O.IsLoad = true;
  O.Memory = OpMemory::Load;
  O.Shared = Shared;
  O.Cost.count(InstrClass::GlobalIssue) = 1;
  return O;
}

RegionOp store(std::vector<unsigned> Deps, bool Shared) {
  RegionOp O;
  O.Deps = std::move(Deps);
  O.Memory = OpMemory::Store;
  O.Shared = Shared;
  O.Cost.count(InstrClass::SharedIssue) = 1;
  return O;
}

RegionOp alu(std::vector<unsigned> Deps = {}) {
  RegionOp O;
  O.Deps = std::move(Deps);
  O.Cost.count(InstrClass::FP32) = 1;
  return O;
}

RegionOp barrier() {
  RegionOp O;
  O.IsBarrier = true;
  O.Cost.count(InstrClass::Sync) = 1;
  return O;
}

// A tile copy as written: eight (global load -> shared store) pairs. Each
// store waits for its load, but the next load does not wait for the store
// (another space): all eight loads issue, one switch, then eight stores.
TEST(RegionScheduler, IndependentLoadUsePairsShareOneSwitch) {
  std::vector<RegionOp> Ops;
  for (unsigned I = 0; I < 8; ++I) {
    Ops.push_back(load());
    Ops.push_back(store({2 * I}, /*Shared=*/true));
  }
  RegionSchedule R = scheduleRegion(Ops);
  ASSERT_EQ(R.Rounds.size(), 2u);
  // Round 0: the eight loads (indices 0, 2, ..., 14) in program order.
  EXPECT_EQ(R.Rounds[0], (std::vector<unsigned>{0, 2, 4, 6, 8, 10, 12, 14}));
  EXPECT_EQ(R.Rounds[1].size(), 8u);
  EXPECT_TRUE(R.Switched);
  EXPECT_TRUE(R.Outstanding.empty());
}

// p1 = *p0; p2 = *p1; ... : every load needs the one before, so every
// load is its own round: eight loads, eight rounds, the last still in
// flight at the end of the region.
TEST(RegionScheduler, PointerChaseSwitchesPerLoad) {
  std::vector<RegionOp> Ops;
  Ops.push_back(load());
  for (unsigned I = 1; I < 8; ++I)
    Ops.push_back(load({I - 1}));
  RegionSchedule R = scheduleRegion(Ops);
  ASSERT_EQ(R.Rounds.size(), 8u);
  for (unsigned I = 0; I < 8; ++I)
    EXPECT_EQ(R.Rounds[I], (std::vector<unsigned>{I}));
  EXPECT_EQ(R.Outstanding, (std::vector<unsigned>{7}));
}

// c[i] = a[i] + b[i] twice over global memory: the second pair of loads may
// not pass the first store (it may alias), so two switches; with the store
// to shared memory instead, one.
TEST(RegionScheduler, LoadsDoNotPassAStoreOfTheirSpace) {
  auto body = [](bool SharedStore) {
    std::vector<RegionOp> Ops;
    for (unsigned K = 0; K < 2; ++K) {
      unsigned B = 4 * K;
      Ops.push_back(load());                        // B+0
      Ops.push_back(load());                        // B+1
      Ops.push_back(alu({B, B + 1}));               // B+2
      Ops.push_back(store({B + 2}, SharedStore));   // B+3
    }
    return Ops;
  };
  RegionSchedule Global = scheduleRegion(body(false));
  // {ld, ld} | {add, st, ld, ld} | {add, st}
  ASSERT_EQ(Global.Rounds.size(), 3u);
  EXPECT_EQ(Global.Rounds[1], (std::vector<unsigned>{2, 3, 4, 5}));
  RegionSchedule Shared = scheduleRegion(body(true));
  // {ld, ld, ld, ld} | {add, st, add, st}
  ASSERT_EQ(Shared.Rounds.size(), 2u);
  EXPECT_EQ(Shared.Rounds[0], (std::vector<unsigned>{0, 1, 4, 5}));
}

// Nothing crosses a barrier: the load after it waits for the barrier's
// round, which ends in a sync switch point.
TEST(RegionScheduler, BarrierKeepsOrderAndEndsASyncRound) {
  std::vector<RegionOp> Ops;
  Ops.push_back(load());                    // 0
  Ops.push_back(store({0}, true));          // 1
  Ops.push_back(barrier());                 // 2
  Ops.push_back(load({}, /*Shared=*/true)); // 3
  Ops.push_back(alu({3}));                  // 4
  RegionSchedule R = scheduleRegion(Ops);
  // {ld} | {st, bar} (sync) | {ld.shared} | {alu}
  ASSERT_EQ(R.Rounds.size(), 4u);
  EXPECT_EQ(R.Rounds[1], (std::vector<unsigned>{1, 2}));
  EXPECT_EQ(R.RoundEndsInBarrier,
            (std::vector<bool>{false, true, false, false}));
}

// A value loaded before the region: its users wait for the first switch,
// independent work goes first.
TEST(RegionScheduler, PendingInputWaitsForTheFirstSwitch) {
  std::vector<RegionOp> Ops;
  RegionOp UsesOld = alu();
  UsesOld.UsesPendingIn = true;
  Ops.push_back(UsesOld); // 0
  Ops.push_back(load());  // 1
  Ops.push_back(alu());   // 2
  RegionSchedule R = scheduleRegion(Ops);
  ASSERT_EQ(R.Rounds.size(), 2u);
  EXPECT_EQ(R.Rounds[0], (std::vector<unsigned>{1, 2}));
  EXPECT_EQ(R.Rounds[1], (std::vector<unsigned>{0}));
  // The load is back after that switch.
  EXPECT_TRUE(R.Outstanding.empty());
}

// A bound on loads in flight: 8 independent loads with at most 3 per
// switch take ceil(8/3) = 3 rounds of loads.
TEST(RegionScheduler, LoadsInFlightBound) {
  std::vector<RegionOp> Ops;
  for (unsigned I = 0; I < 8; ++I)
    Ops.push_back(load());
  RegionSchedule R = scheduleRegion(Ops, 3);
  ASSERT_EQ(R.Rounds.size(), 3u);
  EXPECT_EQ(R.Rounds[2].size(), 2u);
  EXPECT_EQ(R.Outstanding.size(), 2u);
}

// The builder merges each round into the open chunk and cuts where the
// schedule switches: the tile copy is one segment with 8 loads, the next
// holds the 8 stores.
TEST(RegionScheduler, BuilderCutsSegments) {
  RegionBuilder B;
  for (unsigned I = 0; I < 8; ++I) {
    B.add() = load();
    B.add() = store({2 * I}, true);
  }
  SegSeq Seq;
  B.flush(Seq);
  std::vector<Segment> Out = std::move(Seq).finish();
  ASSERT_EQ(Out.size(), 2u);
  EXPECT_EQ(Out[0].count(InstrClass::GlobalIssue), 8);
  EXPECT_EQ(Out[1].count(InstrClass::SharedIssue), 8);
}

} // namespace

namespace {
// A block's branch stays last even when it uses nothing in flight.
TEST(RegionScheduler, TerminatorIssuesLast) {
  std::vector<RegionOp> Ops;
  Ops.push_back(load());       // 0
  Ops.push_back(alu({0}));     // 1
  RegionOp Br;
  Br.IsTerminator = true;
  Ops.push_back(Br);           // 2
  RegionSchedule R = scheduleRegion(Ops);
  ASSERT_EQ(R.Rounds.size(), 2u);
  EXPECT_EQ(R.Rounds[0], (std::vector<unsigned>{0}));
  EXPECT_EQ(R.Rounds[1], (std::vector<unsigned>{1, 2}));
}
} // namespace

namespace {
// A load blocked behind a same-space store is not hoisted, and independent
// loads more than LookaheadWindow operations past the first blocked one
// wait for a later round: the region costs O(n x window), not O(n^2).
TEST(RegionScheduler, LookaheadWindowBoundsHoisting) {
  std::vector<RegionOp> Ops;
  Ops.push_back(load());                      // 0
  Ops.push_back(store({0}, /*Shared=*/true)); // 1: waits for 0
  for (unsigned I = 0; I < LookaheadWindow + 10; ++I)
    Ops.push_back(alu({1}));                  // blocked behind the store
  unsigned Far = static_cast<unsigned>(Ops.size());
  Ops.push_back(load());                      // independent, but far
  RegionSchedule R = scheduleRegion(Ops);
  ASSERT_GE(R.Rounds.size(), 2u);
  EXPECT_EQ(R.Rounds[0], (std::vector<unsigned>{0}));
  // The far load issues in the second round, with the store and the ALU
  // operations before it.
  EXPECT_EQ(R.Rounds[1].back(), Far);
}

// cp.async: copies in two commit groups; wait_group 1 depends on the
// first group's copy only, wait_group 0 then on the second's.
TEST(RegionScheduler, AsyncCopyWaitsOnOlderGroups) {
  MatrixOp Copy, Commit, Wait;
  Copy.K = MatrixOp::AsyncCopy;
  Commit.K = MatrixOp::AsyncCommit;
  Wait.K = MatrixOp::AsyncWait;
  RegionBuilder B;
  for (const MatrixOp *Op : {&Copy, &Commit, &Copy, &Commit}) {
    B.add();
    B.addAsyncStep(*Op);
  }
  Wait.PendingGroups = 1;
  B.add();
  B.addAsyncStep(Wait);
  EXPECT_EQ(B.op(4).Deps, std::vector<unsigned>{0});
  Wait.PendingGroups = 0;
  B.add();
  B.addAsyncStep(Wait);
  EXPECT_EQ(B.op(5).Deps, std::vector<unsigned>{2});
}

// wait_all commits the open group first (PTX): it waits for copies that
// no commit_group closed, where wait_group 0 waits only for committed ones.
TEST(RegionScheduler, WaitAllWaitsForUncommittedCopies) {
  MatrixOp Copy, Wait;
  Copy.K = MatrixOp::AsyncCopy;
  Wait.K = MatrixOp::AsyncWait;
  RegionBuilder B;
  B.add();
  B.addAsyncStep(Copy);
  B.add();
  B.addAsyncStep(Wait);
  EXPECT_TRUE(B.op(1).Deps.empty());
  Wait.WaitAll = true;
  B.add();
  B.addAsyncStep(Wait);
  EXPECT_EQ(B.op(2).Deps, std::vector<unsigned>{0});
  std::optional<MatrixOp> Parsed = classifyMatrixPTX("cp.async.wait_all");
  ASSERT_TRUE(Parsed);
  EXPECT_TRUE(Parsed->WaitAll);
  Parsed = classifyMatrixPTX("cp.async.wait_group 0");
  ASSERT_TRUE(Parsed);
  EXPECT_FALSE(Parsed->WaitAll);
}

// The block waits for its copies at the barrier after their wait: the copy,
// the wait and the barrier are one sync segment, not a switch after the
// copy and then a segment of the wait and the barrier alone.
TEST(RegionScheduler, WaitBeforeBarrierIsOneSyncSwitch) {
  MatrixOp Copy, Wait;
  Copy.K = MatrixOp::AsyncCopy;
  Wait.K = MatrixOp::AsyncWait;
  Wait.WaitAll = true;
  RegionBuilder B;
  B.add() = load();
  B.addAsyncStep(Copy);
  B.add().Memory = OpMemory::Fence;
  B.addAsyncStep(Wait);
  B.add() = barrier();
  B.add() = alu();
  SegSeq Seq;
  B.flush(Seq);
  std::vector<Segment> Out = std::move(Seq).finish();
  ASSERT_EQ(Out.size(), 2u);
  EXPECT_TRUE(Out[0].EndsInBarrier);
  EXPECT_EQ(Out[0].count(InstrClass::GlobalIssue), 1);
  EXPECT_EQ(Out[0].count(InstrClass::Sync), 1);
  EXPECT_EQ(Out[1].count(InstrClass::FP32), 1);
}

// A copy its region's wait leaves in flight (wait_group 1 after one
// committed group) is marked pipelined, and the wait says that the kernel
// keeps groups in flight; a copy the region waits for is not.
TEST(RegionScheduler, CopiesLeftInFlightArePipelined) {
  MatrixOp Copy, Commit, Wait;
  Copy.K = MatrixOp::AsyncCopy;
  Commit.K = MatrixOp::AsyncCommit;
  Wait.K = MatrixOp::AsyncWait;
  Wait.PendingGroups = 1;
  RegionBuilder B;
  // A copy, its commit and the wait; the copy's segment.
  auto Region = [&] {
    B.add() = load();
    B.op(B.size() - 1).Cost.mem(MemLevel::Global).LoadBytes = 512;
    B.addAsyncStep(Copy);
    for (const MatrixOp *Op : {&Commit, &Wait}) {
      B.add().Memory = OpMemory::Fence;
      B.addAsyncStep(*Op);
    }
    SegSeq Seq;
    B.flush(Seq);
    std::vector<Segment> Out = std::move(Seq).finish();
    EXPECT_FALSE(Out.empty());
    return Out.empty() ? Segment() : Out[0];
  };
  Segment S = Region();
  EXPECT_EQ(S.mem(MemLevel::Global).PipelinedLoadBytes, 512);
  EXPECT_EQ(S.CopyGroupsKept, 1u);
  // wait_group 0 waits for it.
  Wait.PendingGroups = 0;
  S = Region();
  EXPECT_EQ(S.mem(MemLevel::Global).PipelinedLoadBytes, 0);
  EXPECT_EQ(S.CopyGroupsKept, 0u);
}

TEST(RegionScheduler, BulkCopiesWaitForTheirBarrier) {
  // A bulk copy is waited for by the next mbarrier wait, whatever the
  // cp.async groups do; a cp.async wait does not wait for it.
  MatrixOp Bulk, BarrierWait, Copy, Commit, GroupWait;
  Bulk.K = MatrixOp::AsyncCopy;
  Bulk.Bulk = true;
  BarrierWait.K = MatrixOp::AsyncWait;
  BarrierWait.Bulk = true;
  Copy.K = MatrixOp::AsyncCopy;
  Commit.K = MatrixOp::AsyncCommit;
  GroupWait.K = MatrixOp::AsyncWait;
  RegionBuilder B;
  for (const MatrixOp *Op :
       {&Bulk, &Copy, &Commit, &GroupWait, &Bulk, &BarrierWait, &BarrierWait}) {
    B.add();
    B.addAsyncStep(*Op);
  }
  EXPECT_EQ(B.op(3).Deps, std::vector<unsigned>{1});
  EXPECT_EQ(B.op(5).Deps, (std::vector<unsigned>{0, 4}));
  EXPECT_TRUE(B.op(6).Deps.empty());
}

} // namespace

namespace {

/// A scalar shared load of 4 bytes per lane at \p Lanes, 128 B, one issue.
RegionOp sharedLoad(const void *Base, LaneAddresses Lanes) {
  RegionOp O;
  O.IsLoad = true;
  O.Memory = OpMemory::Load;
  O.Shared = true;
  O.Cost.count(InstrClass::SharedIssue) = 1;
  O.Cost.mem(MemLevel::Shared).LoadBytes = 128;
  O.Cost.mem(MemLevel::Shared).LoadRequests = 1;
  O.FuseBase = Base;
  O.FuseSize = 4;
  O.FuseLanes = std::move(Lanes);
  return O;
}

LaneAddresses broadcast(int64_t A) { return LaneAddresses(32, A); }

// ptxas's ld.shared.v4: four loads of t[r..r+3], every lane the same r
// (a multiple of 4 words), become one 16-byte broadcast: one issue and,
// on 8.0, one bank pass (the busiest bank holds one distinct word) instead
// of four issues and four passes. A store to shared memory between them
// keeps them apart; an unaligned start merges only the aligned pair.
TEST(RegionScheduler, SharedLoadsMergeLikePtxas) {
  GPUDesc G;
  G.CCMajor = 8;
  G.WarpSize = 32;
  G.SharedBanks = 32;
  G.BankWidthBytes = 4;
  int Tile;
  std::vector<RegionOp> Ops;
  for (int64_t K = 0; K < 4; ++K)
    Ops.push_back(sharedLoad(&Tile, broadcast(64 + 4 * K)));
  EXPECT_EQ(fuseSharedLoads(Ops, G), 3u);
  EXPECT_EQ(Ops[0].Cost.count(InstrClass::SharedIssue), 1);
  EXPECT_EQ(Ops[0].Cost.mem(MemLevel::Shared).LoadBytes, 128); // 1 pass
  for (int K = 1; K < 4; ++K) {
    EXPECT_EQ(Ops[K].Cost.count(InstrClass::SharedIssue), 0);
    EXPECT_EQ(Ops[K].Cost.mem(MemLevel::Shared).LoadBytes, 0);
    EXPECT_TRUE(Ops[K].IsLoad); // the schedule keeps its waits
  }

  std::vector<RegionOp> Split;
  Split.push_back(sharedLoad(&Tile, broadcast(64)));
  Split.push_back(sharedLoad(&Tile, broadcast(68)));
  RegionOp Store;
  Store.Memory = OpMemory::Store;
  Store.Shared = true;
  Split.push_back(Store);
  Split.push_back(sharedLoad(&Tile, broadcast(72)));
  Split.push_back(sharedLoad(&Tile, broadcast(76)));
  // The pairs on either side of the store: two 8-byte loads.
  EXPECT_EQ(fuseSharedLoads(Split, G), 2u);

  std::vector<RegionOp> Odd;
  for (int64_t K = 0; K < 4; ++K)
    Odd.push_back(sharedLoad(&Tile, broadcast(68 + 4 * K)));
  // 68 is not 8-aligned; 72..76 is a pair; 80 stays alone.
  EXPECT_EQ(fuseSharedLoads(Odd, G), 1u);
  EXPECT_EQ(Odd[1].Cost.count(InstrClass::SharedIssue), 1);
  EXPECT_EQ(Odd[2].Cost.count(InstrClass::SharedIssue), 0);
}

} // namespace
