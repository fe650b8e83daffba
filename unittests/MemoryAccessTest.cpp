//===- MemoryAccessTest.cpp - Coalescing, banks, cache level --------------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#include "lhf/Model/MemoryAccess.h"

#include "lhf/Model/Kernel.h"
#include "lhf/Model/LHFModel.h"

#include "gtest/gtest.h"

using namespace lhf;

namespace {

GPUDesc modern() {
  GPUDesc G;
  G.CCMajor = 8;
  G.WarpSize = 32;
  G.SectorBytes = 32;
  G.SharedBanks = 32;
  G.BankWidthBytes = 4;
  G.Mem[unsigned(MemLevel::L1)].SizeKiB = 192;
  G.Mem[unsigned(MemLevel::L2)].SizeKiB = 40960;
  return G;
}

LaneAddresses strided(int64_t Stride, unsigned Size, int64_t Offset = 0,
                      unsigned Lanes = 32) {
  LaneAddresses L(Lanes);
  for (unsigned I = 0; I < Lanes; ++I)
    L[I] = Offset + int64_t(I) * Stride * Size;
  return L;
}

TEST(Coalescing, StridesAndWidths) {
  GPUDesc G = modern();
  // 32 lanes x 4 B consecutive = 128 B = 4 sectors.
  Coalescing C = coalesceGlobal(strided(1, 4), 4, G);
  EXPECT_EQ(C.Transactions, 4u);
  EXPECT_EQ(C.Bytes, 128);
  EXPECT_EQ(C.IdealTransactions, 4u);
  // Stride 2: 256 B span, 8 sectors; stride 8 or more: one per lane.
  EXPECT_EQ(coalesceGlobal(strided(2, 4), 4, G).Transactions, 8u);
  EXPECT_EQ(coalesceGlobal(strided(8, 4), 4, G).Transactions, 32u);
  EXPECT_EQ(coalesceGlobal(strided(32, 4), 4, G).Transactions, 32u);
  // Widths (seed 002): 8-byte lanes fill 8 sectors, 16-byte 16.
  EXPECT_EQ(coalesceGlobal(strided(1, 8), 8, G).Transactions, 8u);
  EXPECT_EQ(coalesceGlobal(strided(1, 8), 8, G).IdealTransactions, 8u);
  EXPECT_EQ(coalesceGlobal(strided(1, 16), 16, G).Transactions, 16u);
  // One element off: 128 bytes straddle 5 sectors.
  EXPECT_EQ(coalesceGlobal(strided(1, 4, 4), 4, G).Transactions, 5u);
  // Broadcast: one sector.
  EXPECT_EQ(coalesceGlobal(strided(0, 4), 4, G).Transactions, 1u);
}

// The L1 of 7.0 on reads a whole line per pass (docs/model.md section 35;
// H200: lanes 128 B apart 32.0 cycles per warp load, 64 B apart 16.0):
// a load whose lanes touch L lines queues L x 128 bytes at L1, beyond the
// bytes its hits put there; coalesced loads and older GPUs none.
TEST(Coalescing, ScatteredLoadsPassTheL1OncePerLine) {
  GPUDesc G = modern();
  AccessSummary S;
  S.Size = 4;
  summarizeLanes(S, strided(32, 4), G); // 128 B apart: a line per lane
  EXPECT_EQ(S.Lines, 32);
  EXPECT_EQ(S.LinePassBytes, 32 * 128);
  AccessSummary Half;
  Half.Size = 4;
  summarizeLanes(Half, strided(16, 4), G);
  EXPECT_EQ(Half.LinePassBytes, 16 * 128);
  AccessSummary Dense;
  Dense.Size = 4;
  summarizeLanes(Dense, strided(1, 4), G);
  EXPECT_EQ(Dense.LinePassBytes, 0);
  // All hits at L1 (1024 B of sectors there): 3072 bytes more queue.
  S.Level = MemLevel::L1;
  S.HitFraction = 1;
  Segment Seg;
  addAccessCost(Seg, S, true, KeyInstr());
  EXPECT_DOUBLE_EQ(Seg.mem(MemLevel::L1).LinePassBytes, 32 * 128 - 1024);
  EXPECT_DOUBLE_EQ(Seg.mem(MemLevel::L1).bandwidthBytes(), 32 * 128);
  // A store and a GPU before 7.0: no passes.
  Segment Store;
  addAccessCost(Store, S, false, KeyInstr());
  EXPECT_DOUBLE_EQ(Store.mem(MemLevel::L1).LinePassBytes, 0);
  G.CCMajor = 6;
  AccessSummary Old;
  Old.Size = 4;
  summarizeLanes(Old, strided(32, 4), G);
  EXPECT_EQ(Old.LinePassBytes, 0);
}

// One word for the whole grid (docs/model.md section 34): every lane, the
// last thread of the block and of the grid on the first thread's address.
TEST(Coalescing, OneWordAtomicIsTheSameAddressEverywhere) {
  LaneAddresses Same = strided(0, 4, 64);
  EXPECT_EQ(oneWordAtomic(64, 64, 64, Same, true),
            AccessSummary::OneWord::Float);
  EXPECT_EQ(oneWordAtomic(64, 64, 64, Same, false),
            AccessSummary::OneWord::Int);
  // A word per block (out[blockIdx.x]), per lane, or unknown: not one.
  EXPECT_EQ(oneWordAtomic(64, 64, 64 + 4 * 99, Same, false),
            AccessSummary::OneWord::No);
  EXPECT_EQ(oneWordAtomic(64, 64, 64, strided(1, 4, 64), false),
            AccessSummary::OneWord::No);
  EXPECT_EQ(oneWordAtomic(std::nullopt, 64, 64, Same, false),
            AccessSummary::OneWord::No);
}

TEST(Coalescing, WidePhases) {
  GPUDesc G = modern();
  // 16-byte lanes reach the L2 eight at a time (128 B per phase). Lane l
  // reads chunk l / 8 of row l % 8 (rows 8 KB apart): each phase touches
  // the same 8 rows, one 32-byte sector each, so each of the 4 phases
  // fetches 8 sectors (32 in all, as ncu counts for such a cp.async),
  // though the warp's 512 bytes lie in 16 distinct sectors.
  LaneAddresses Rows(32);
  for (unsigned L = 0; L < 32; ++L)
    Rows[L] = int64_t(L % 8) * 8192 + int64_t(L / 8) * 16;
  Coalescing C = coalesceGlobal(Rows, 16, G);
  EXPECT_EQ(C.Transactions, 32u);
  EXPECT_EQ(C.IdealTransactions, 16u);
  // Consecutive lanes on consecutive chunks: each phase 4 sectors of its
  // own, 16 in all, as before.
  EXPECT_EQ(coalesceGlobal(strided(1, 16), 16, G).Transactions, 16u);
}

// Addresses at the ends of the 64-bit range (a pointer argument bound to an
// extreme value) wrapped signed arithmetic: the same warp request counts
// the same sectors and bank passes there as near zero (issue 14).
TEST(Coalescing, ExtremeAddresses) {
  GPUDesc G = modern();
  LaneAddresses L(32);
  for (int64_t Base : {INT64_MAX - 63, INT64_MIN, INT64_MIN + 4,
                       int64_t(-64)}) {
    for (unsigned I = 0; I < 32; ++I)
      L[I] = addrAdd(Base, int64_t(I) * 4);
    unsigned Expect = (Base & 31) ? 5u : 4u;
    EXPECT_EQ(coalesceGlobal(L, 4, G).Transactions, Expect) << Base;
    EXPECT_EQ(bankConflicts(L, 4, G).Ways, 1u) << Base;
    // Stride 32 words: every lane in one bank.
    for (unsigned I = 0; I < 32; ++I)
      L[I] = addrAdd(Base, int64_t(I) * 128);
    EXPECT_EQ(bankConflicts(L, 4, G).Ways, 32u) << Base;
  }
  EXPECT_EQ(addrDistance(INT64_MAX, INT64_MIN), UINT64_MAX);
}

TEST(Coalescing, UnknownLanesAreOneSectorEach) {
  GPUDesc G = modern();
  LaneAddresses L = strided(1, 4);
  L[3] = std::nullopt;
  L[7] = std::nullopt;
  Coalescing C = coalesceGlobal(L, 4, G);
  EXPECT_TRUE(C.Unknown);
  // The 30 known lanes still touch 4 sectors; each unknown adds one.
  EXPECT_EQ(C.Transactions, 6u);
}

TEST(Coalescing, HalfWarpSegmentsOn1x) {
  GPUDesc G = modern();
  G.CCMajor = 1;
  // 16 x 4 B per half-warp = 64 B: one 128-B segment reduced to 64 B.
  Coalescing C = coalesceGlobal(strided(1, 4), 4, G);
  EXPECT_EQ(C.Transactions, 2u);
  EXPECT_EQ(C.Bytes, 128);
  // Two rows of 8 floats per half-warp (the paper's 8x8 block): each row
  // is its own 32-B segment.
  LaneAddresses Rows(32);
  for (unsigned I = 0; I < 32; ++I)
    Rows[I] = int64_t(I / 8) * 4096 + (I % 8) * 4;
  C = coalesceGlobal(Rows, 4, G);
  EXPECT_EQ(C.Transactions, 4u);
  EXPECT_EQ(C.Bytes, 128);
}

TEST(BankConflicts, Ways) {
  GPUDesc G = modern();
  // Word t*W: W = 1 conflict-free, 2 -> 2-way, 32 -> 32-way.
  for (unsigned W : {1u, 2u, 4u, 8u, 16u, 32u}) {
    BankConflict B = bankConflicts(strided(W, 4), 4, G);
    EXPECT_EQ(B.Ways, W) << W;
    EXPECT_EQ(B.Cycles, W) << W;
  }
  // Padding a 32-wide row by one word: column reads become conflict-free.
  EXPECT_EQ(bankConflicts(strided(33, 4), 4, G).Ways, 1u);
  // Broadcast: same word, no conflict.
  EXPECT_EQ(bankConflicts(strided(0, 4), 4, G).Ways, 1u);
}

TEST(BankConflicts, KeplerPairsWordsInA64BitEntry) {
  // Compute capability 3.x in 4-byte mode: a bank is 64 bits wide and
  // holds words w and w + 32 side by side, so a column of a 32-wide float
  // tile (stride 32 words) reads 16 entries of bank 0, not 32 words.
  GPUDesc G = modern();
  G.CCMajor = 3;
  EXPECT_EQ(bankConflicts(strided(32, 4), 4, G).Ways, 16u);
  EXPECT_EQ(bankConflicts(strided(64, 4), 4, G).Ways, 32u);
  // Stride two: words 2t and 2t + 32 meet in one entry (the Programming
  // Guide's 3.x figure: no bank conflict), where 5.x has two ways.
  EXPECT_EQ(bankConflicts(strided(2, 4), 4, G).Ways, 1u);
  EXPECT_EQ(bankConflicts(strided(33, 4), 4, G).Ways, 1u);
  G.CCMajor = 2; // Fermi's banks are 32 bits wide
  EXPECT_EQ(bankConflicts(strided(32, 4), 4, G).Ways, 32u);
}

TEST(BankConflicts, WideAccessesInPhases) {
  GPUDesc G = modern();
  // 8-byte consecutive: two half-warp phases, each conflict-free.
  BankConflict B = bankConflicts(strided(1, 8), 8, G);
  EXPECT_EQ(B.Phases, 2u);
  EXPECT_EQ(B.Ways, 1u);
  EXPECT_EQ(B.Cycles, 2u);
  // 16-byte: four quarter-warp phases.
  EXPECT_EQ(bankConflicts(strided(1, 16), 16, G).Phases, 4u);
  EXPECT_EQ(bankConflicts(strided(1, 16), 16, G).Cycles, 4u);
  // A 16-byte broadcast (every lane the same four words): one pass on 7.0+
  // (the most used bank has one distinct word), four on 6.x, one per
  // quarter-warp.
  BankConflict Bc = bankConflicts(strided(0, 16), 16, G);
  EXPECT_EQ(Bc.Cycles, 1u);
  EXPECT_EQ(Bc.Ways, 1u);
  G.CCMajor = 6;
  EXPECT_EQ(bankConflicts(strided(0, 16), 16, G).Cycles, 4u);
  G.CCMajor = 8;
  // 16 bytes at a 32-byte stride: lanes 0 and 4 of each quarter share
  // banks; 8 distinct words in the busiest bank either way.
  EXPECT_EQ(bankConflicts(strided(2, 16), 16, G).Cycles, 8u);
}

TEST(CacheLevel, Choice) {
  GPUDesc G = modern();
  // Read once: DRAM.
  EXPECT_EQ(chooseCacheLevel(1 << 20, 1 << 20, 4096, 4096, 1 << 20, G).Level,
            MemLevel::Global);
  // Re-read 64x within a block whose 4 KiB fit L1.
  CacheChoice C = chooseCacheLevel(1 << 22, 1 << 28, 4096, 4096 * 64,
                                   1 << 22, G);
  EXPECT_EQ(C.Level, MemLevel::L1);
  EXPECT_NEAR(C.HitFraction, 1 - 1.0 / 64, 1e-12);
  // Re-read across blocks, 4 MiB kernel footprint fits 40 MiB of L2.
  C = chooseCacheLevel(1 << 22, 1 << 26, 1 << 20, 1 << 20, 1 << 22, G);
  EXPECT_EQ(C.Level, MemLevel::L2);
  EXPECT_NEAR(C.HitFraction, 1 - 1.0 / 16, 1e-12);
  // The same reuse with a 1 GiB footprint: DRAM.
  EXPECT_EQ(chooseCacheLevel(1 << 22, 1 << 26, 1 << 20, 1 << 20, 1 << 30, G)
                .Level,
            MemLevel::Global);
}

// One warp updating a 32 KB buffer round and round (2048 executions of
// 256 bytes: 16x re-read), its loop unrolled: the second copy's load finds
// half of its 8 sectors where the first copy read them. Its other half is
// re-read as the first copy's sectors are, in L1, not missed to DRAM.
TEST(CacheLevel, UnrolledCopiesReReadAsTheFirst) {
  GPUDesc G = modern();
  CacheLevelPlanner P(G, Dim3{32, 1, 1}, Dim3{1, 1, 1});
  int Code = 0, Base = 0;
  AccessSummary First, Next;
  First.Size = Next.Size = 4;
  First.Lanes = strided(2, 4);
  Next.Lanes = strided(2, 4, 128);
  First.Bytes = Next.Bytes = 256;
  First.Transactions = Next.Transactions = 8;
  EXPECT_FALSE(P.reuseInCode(&Code, &Base, true, First, &First));
  P.addFootprint(&First, &Base, true, 0, 32767, 32767, 2048, First);
  EXPECT_TRUE(P.reuseInCode(&Code, &Base, true, Next, &Next));
  EXPECT_EQ(Next.Level, MemLevel::L1);
  EXPECT_NEAR(Next.HitFraction, 0.5, 1e-12);
  P.finish([&](const void *K) -> AccessSummary & {
    return K == &First ? First : Next;
  });
  EXPECT_EQ(First.Level, MemLevel::L1);
  EXPECT_NEAR(First.HitFraction, 1 - 1.0 / 16, 1e-5); // the footprint's end
  EXPECT_NEAR(Next.HitFraction, 0.5 + 0.5 * First.HitFraction, 1e-12);
}

// The naive transpose's store, out[c * rows + r]: c from threadIdx.x (a
// lane writes one word of its own row, 8 KB apart), r from threadIdx.y (one
// warp per row of the 32x8 block, 4 bytes apart). Each warp writes 32
// sectors of which it fills 4 bytes; the block's 8 warps fill the same 32
// sectors, which L2 merges before DRAM: 1/8 of the bytes reach it. The
// address range (248 KB) would hide that.
TEST(CacheLevel, StridedStoresMergedAcrossTheBlocksWarps) {
  GPUDesc G = modern();
  // The merge is taken where the L2's rate of partial writes is known.
  G.L2StoreSectorsPerClkSM = 0.4;
  G.L2StoreLinesPerClkSM = 0.25;
  CacheLevelPlanner P(G, Dim3{32, 8, 1}, Dim3{64, 64, 1});
  AccessSummary S;
  S.Size = 4;
  S.Lanes = strided(2048, 4);
  S.Bytes = 32 * 32;
  S.Transactions = 32;
  SharingPoints Share;
  Share.LastWarp = 7 * 4;
  P.addFootprint(&S, &S, false, 0, int64_t(16) << 20, 31 * 8192 + 28, 1, S,
                 Share);
  EXPECT_EQ(S.Level, MemLevel::L2);
  EXPECT_NEAR(S.HitFraction, 7.0 / 8, 1e-12);
  // Warps whose addresses are not linear in the warp index: the range
  // decides, and it is too wide to merge anything.
  AccessSummary T = S;
  T.Level = MemLevel::Global;
  T.HitFraction = 0;
  Share.LastWarp = 7 * 4 + 1;
  P.addFootprint(&T, &T, false, 0, int64_t(16) << 20, 31 * 8192 + 28, 1, T,
                 Share);
  EXPECT_EQ(T.Level, MemLevel::Global);
  // Without the rate, neither.
  G.L2StoreSectorsPerClkSM = G.L2StoreLinesPerClkSM = 0;
  CacheLevelPlanner Q(G, Dim3{32, 8, 1}, Dim3{64, 64, 1});
  AccessSummary U = T;
  Share.LastWarp = 7 * 4;
  Q.addFootprint(&U, &U, false, 0, int64_t(16) << 20, 31 * 8192 + 28, 1, U,
                 Share);
  EXPECT_EQ(U.Level, MemLevel::Global);
}

// Issue 13, the naive SGEMM's B operand: B[k * N + col] with col from
// threadIdx.x only, in a 32x32 block (32 warps, one per threadIdx.y). Every
// warp reads the same 128 bytes at the same k: one miss, 31 L1 hits; the
// warps wait for the miss (the segment waits on DRAM), and only 1/32 of
// the bytes cross L2.
TEST(CacheLevel, SectorsSharedByTheWarpsOfABlock) {
  GPUDesc G = modern();
  G.Mem[unsigned(MemLevel::L2)].SizeKiB = 6144;
  CacheLevelPlanner P(G, Dim3{32, 32, 1}, Dim3{128, 128, 1});
  AccessSummary B, A;
  B.Size = A.Size = 4;
  B.Bytes = 128;
  A.Bytes = 32;
  // B: a 64 MiB matrix walked down its rows (K = N = 4096); warp 31's
  // first lane reads what warp 0's does. A: row * K + k, one row per warp.
  int64_t MiB64 = int64_t(64) << 20;
  SharingPoints SB, SA;
  SB.LastWarp = 0;
  SA.LastWarp = 31 * 4096 * 4;
  P.addFootprint(&B, &B, true, 0, MiB64, MiB64 - 4 * 4096 + 124, 4096, B, SB);
  P.addFootprint(&A, &A, true, 0, MiB64, MiB64, 4096, A, SA);
  P.finish([&](const void *K) -> AccessSummary & {
    return K == &B ? B : A;
  });
  EXPECT_EQ(B.Level, MemLevel::L1);
  EXPECT_TRUE(B.SharedByWarps);
  EXPECT_NEAR(B.HitFraction, 1 - 1.0 / 32, 1e-12);
  EXPECT_FALSE(A.SharedByWarps);
  EXPECT_EQ(A.Level, MemLevel::Global);

  // Charged: 128 x 31/32 = 124 bytes at L1, 4 at DRAM, and the request
  // waits on DRAM.
  Segment S;
  addAccessCost(S, B, true, KeyInstr());
  EXPECT_NEAR(S.mem(MemLevel::L1).LoadBytes, 124, 1e-9);
  EXPECT_NEAR(S.mem(MemLevel::Global).LoadBytes, 4, 1e-9);
  EXPECT_EQ(S.mem(MemLevel::Global).LoadRequests, 1);
  EXPECT_EQ(S.mem(MemLevel::L1).LoadRequests, 0);
}

// A row walked element by element (docs/model.md section 60): a warp whose
// lanes all read a[row * K + k] brings a new sector every 8 trips of 4
// bytes, one walking a row 4 bytes a lane every 32 trips per sector; the
// first trip of the loop reads all anew; a step past the lanes' span and
// the next sector reuses nothing.
TEST(CacheLevel, TripReuseOfAWalkedRow) {
  EXPECT_NEAR(tripReuse(strided(0, 4), 4, 4, 1e9, 32).Hit, 7.0 / 8, 1e-6);
  // Four trips from a sector's start: the three after the first reuse it.
  EXPECT_NEAR(tripReuse(strided(0, 4), 4, 4, 4, 32).Hit, 3.0 / 4, 1e-12);
  EXPECT_NEAR(tripReuse(strided(0, 4), 4, 16, 1e9, 32).Hit, 0.5, 1e-6);
  // 128 bytes sliding by 4: a fifth sector every 8 trips (4 new among
  // the 156 sectors of 32 trips).
  EXPECT_NEAR(tripReuse(strided(1, 4), 4, 4, 1e9, 32).Hit, 1 - 4.0 / 156, 1e-6);
  EXPECT_NEAR(tripReuse(strided(0, 4), 4, 0, 8, 32).Hit, 7.0 / 8, 1e-12);
  EXPECT_EQ(tripReuse(strided(1, 4), 4, 4 * 4096, 1e9, 32).Hit, 0);
  EXPECT_EQ(tripReuse(strided(0, 4), 4, 4, 1, 32).Hit, 0);
  // Trips that wait: the uniform row's eighth; the sliding 128 bytes'
  // eighth too (the fifth sector comes every 8 trips); lanes a row of 1023
  // floats apart cross into their next sectors at different trips: all.
  EXPECT_NEAR(tripReuse(strided(0, 4), 4, 4, 1e9, 32).Wait, 1.0 / 8, 1e-6);
  EXPECT_NEAR(tripReuse(strided(1, 4), 4, 4, 1e9, 32).Wait, 1.0 / 8, 1e-6);
  TripReuse Skewed = tripReuse(strided(1023, 4), 4, 4, 1e9, 32);
  EXPECT_NEAR(Skewed.Hit, 7.0 / 8, 1e-6);
  EXPECT_NEAR(Skewed.Wait, 1, 1e-6);
  LaneAddresses Unknown = strided(0, 4);
  Unknown[3].reset();
  EXPECT_EQ(tripReuse(Unknown, 4, 4, 1e9, 32).Hit, 0);

  // In the planner: the row's 4 MiB footprint is no block's re-read and
  // exceeds this L2, but 7 of 8 trips find the warp's sector in L1; the
  // eighth misses to DRAM, and that trip waits for it.
  GPUDesc G = modern();
  G.Mem[unsigned(MemLevel::L2)].SizeKiB = 1024;
  G.Limits.MaxWarpsPerSM = 64;
  G.Mem[unsigned(MemLevel::L1)].Latency = 30;
  G.Mem[unsigned(MemLevel::L2)].Latency = 200;
  G.Mem[unsigned(MemLevel::Global)].Latency = 600;
  CacheLevelPlanner P(G, Dim3{32, 1, 1}, Dim3{1, 1, 1});
  AccessSummary A;
  A.Size = 4;
  summarizeLanes(A, strided(0, 4), G);
  int64_t MiB4 = int64_t(4) << 20;
  P.addFootprint(&A, &A, true, 0, MiB4, MiB4, double(1 << 20), A, {}, 4,
                 double(1 << 20));
  P.finish([&](const void *) -> AccessSummary & { return A; });
  EXPECT_EQ(A.Level, MemLevel::L1);
  EXPECT_NEAR(A.TripHit, 7.0 / 8, 1e-5);
  EXPECT_EQ(A.MissLevel, MemLevel::Global);
  EXPECT_NE(A.Why.str().find("87% of the warp's sectors read by its previous "
                             "trip of the loop: L1 hits; the others miss"),
            std::string::npos)
      << A.Why.str();
  Segment S;
  addAccessCost(S, A, true, KeyInstr());
  EXPECT_EQ(S.mem(MemLevel::L1).LoadRequests, 1);
  EXPECT_NEAR(S.mem(MemLevel::Global).LoadBytes, 32.0 / 8, 1e-4);
  LoadWait W = loadWait(S, G, false);
  EXPECT_EQ(W.Level, MemLevel::L1);
  EXPECT_NEAR(W.Latency, 30 + (600 - 30) / 8.0, 0.01);

  // The block's 8 warps read the same row: one miss for them all, so
  // DRAM moves an eighth of the new sectors, and the trips that bring one
  // still wait for it.
  CacheLevelPlanner P8(G, Dim3{256, 1, 1}, Dim3{1, 1, 1});
  AccessSummary B;
  B.Size = 4;
  summarizeLanes(B, strided(0, 4), G);
  SharingPoints Same;
  Same.LastWarp = 0;
  P8.addFootprint(&B, &B, true, 0, MiB4, MiB4, double(1 << 20), B, Same, 4,
                  double(1 << 20));
  P8.finish([&](const void *) -> AccessSummary & { return B; });
  EXPECT_TRUE(B.SharedByWarps);
  EXPECT_NEAR(B.TripHit, 7.0 / 8, 1e-5);
  Segment S8;
  addAccessCost(S8, B, true, KeyInstr());
  EXPECT_NEAR(S8.mem(MemLevel::Global).LoadBytes, 32.0 / 64, 1e-4);
  EXPECT_NEAR(loadWait(S8, G, false).Latency, 30 + (600 - 30) / 8.0, 0.01);
}

// Issue 13, a tiled GEMM's tile loads (32 x 32 blocks of 256 threads, one
// per SM on 82 SMs): the A tile depends on blockIdx.y only, so the first
// wave's 82 blocks (rows 0-2 of the grid, x fastest) read 3 distinct A
// tiles at each trip: 79 of 82 requests are L2 hits. B depends on
// blockIdx.x only: 32 distinct, 50 of 82 hit. A tile that depends on both
// is read by one block only: DRAM.
TEST(CacheLevel, TilesSharedByTheBlocksOfAWave) {
  GPUDesc G = modern();
  G.SMCount = 82;
  G.Mem[unsigned(MemLevel::L2)].SizeKiB = 6144;
  CacheLevelPlanner P(G, Dim3{256, 1, 1}, Dim3{32, 32, 1});
  AccessSummary A, B, Own;
  A.Size = B.Size = Own.Size = 4;
  A.Bytes = B.Bytes = Own.Bytes = 128;
  int64_t MiB64 = int64_t(64) << 20;
  SharingPoints SA, SB, SOwn;
  SA.NextBlock[0] = 0;          // blockIdx.x + 1: the same A tile
  SA.NextBlock[1] = 128 * 4096 * 4;
  SB.NextBlock[0] = 128 * 4;
  SB.NextBlock[1] = 0;          // blockIdx.y + 1: the same B tile
  SOwn.NextBlock[0] = 512;
  SOwn.NextBlock[1] = 1 << 20;
  P.addFootprint(&A, &A, true, 0, MiB64, MiB64 / 32, 512, A, SA);
  P.addFootprint(&B, &B, true, 0, MiB64, MiB64, 512, B, SB);
  P.addFootprint(&Own, &Own, true, 0, MiB64, MiB64 / 32, 512, Own, SOwn);
  P.finish([&](const void *K) -> AccessSummary & {
    return K == &A ? A : K == &B ? B : Own;
  });
  EXPECT_EQ(A.Level, MemLevel::L2);
  EXPECT_NEAR(A.HitFraction, 1 - 3.0 / 82, 1e-12);
  EXPECT_EQ(B.Level, MemLevel::L2);
  EXPECT_NEAR(B.HitFraction, 1 - 32.0 / 82, 1e-12);
  EXPECT_EQ(Own.Level, MemLevel::Global);
}

// Issue 15, a tensor-core GEMM on a 1-D grid (gau-nernst's 4096^3 ladder):
// block b computes C tile (b / 32, b % 32). Both operands' addresses move
// with blockIdx.x, so the next block alone says nothing; the addresses of
// the first wave's 108 blocks say that they read 4 distinct A tiles (rows
// 0-3) and 32 distinct B tiles at each trip: 104 and 76 of the 108
// requests are L2 hits.
TEST(CacheLevel, TilesSharedThroughDivAndRem) {
  GPUDesc G = modern();
  G.SMCount = 108;
  G.Mem[unsigned(MemLevel::L2)].SizeKiB = 40960;
  Dim3 Block{128, 1, 1}, Grid{1024, 1, 1};
  CacheLevelPlanner P(G, Block, Grid);
  int64_t Row = 4096 * 2, Tile = 128 * Row; // rows of K = 4096 bf16
  // Eight lanes copy a row's first 128 bytes.
  auto InTile = [&](const ThreadPoint &T) {
    return int64_t(T.Tid[0] / 8) * Row + int64_t(T.Tid[0] % 8) * 16;
  };
  auto AAt = [&](const ThreadPoint &T) -> std::optional<int64_t> {
    return int64_t(T.Ctaid[0] / 32) * Tile + InTile(T);
  };
  auto BAt = [&](const ThreadPoint &T) -> std::optional<int64_t> {
    return int64_t(T.Ctaid[0] % 32) * Tile + InTile(T);
  };
  SharingPoints SA = sharingPoints(AAt, 0, Block, Grid, G);
  SharingPoints SB = sharingPoints(BAt, 0, Block, Grid, G);
  ASSERT_EQ(SA.Wave.size(), 108u);
  EXPECT_EQ(SB.NextBlock[0], Tile);
  // A 2-D grid's tile (blockIdx.y, blockIdx.x): linear, the next blocks
  // say it all.
  SharingPoints Linear = sharingPoints(
      [&](const ThreadPoint &T) -> std::optional<int64_t> {
        return int64_t(T.Ctaid[1] * 32 + T.Ctaid[0]) * Tile + InTile(T);
      },
      0, Block, Dim3{32, 32, 1}, G);
  EXPECT_TRUE(Linear.Wave.empty());
  EXPECT_EQ(Linear.NextBlock[1], 32 * Tile);
  AccessSummary A, B;
  A.Size = B.Size = 16;
  A.Bytes = B.Bytes = 512;
  int64_t MiB32 = int64_t(32) << 20;
  P.addFootprint(&A, &A, true, 0, MiB32, Tile, 8 * 64, A, SA);
  P.addFootprint(&B, &B, true, 0, MiB32, Tile, 8 * 64, B, SB);
  P.finish([&](const void *K) -> AccessSummary & { return K == &A ? A : B; });
  EXPECT_EQ(A.Level, MemLevel::L2);
  EXPECT_NEAR(A.HitFraction, 1 - 4.0 / 108, 1e-12);
  EXPECT_EQ(B.Level, MemLevel::L2);
  EXPECT_NEAR(B.HitFraction, 1 - 32.0 / 108, 1e-12);

  // An address unknown in one block of the wave: the next block decides
  // (B's moves with blockIdx.x: no sharing seen; with the 32 MiB matrix
  // larger than a 16 MiB L2, DRAM).
  G.Mem[unsigned(MemLevel::L2)].SizeKiB = 16384;
  CacheLevelPlanner Q(G, Block, Grid);
  SharingPoints Partial = sharingPoints(
      [&](const ThreadPoint &T) -> std::optional<int64_t> {
        if (T.Ctaid[0] == 50)
          return std::nullopt;
        return BAt(T);
      },
      0, Block, Grid, G);
  EXPECT_TRUE(Partial.Wave.empty());
  AccessSummary C = B;
  Q.addFootprint(&C, &C, true, 0, MiB32, Tile, 8 * 64, C, Partial);
  Q.finish([&](const void *) -> AccessSummary & { return C; });
  EXPECT_EQ(C.Level, MemLevel::Global);
}

// A 1-D grid has no next block along y or z: their sharing points are the
// first block's address (no step), and evaluating them is left out (issue
// 33: every evaluation is one per access and launch).
TEST(CacheLevel, NoNextBlockOutsideTheGrid) {
  GPUDesc G = modern();
  G.SMCount = 108;
  unsigned Evaluations = 0;
  auto At = [&](const ThreadPoint &T) -> std::optional<int64_t> {
    ++Evaluations;
    return int64_t(T.Ctaid[0] * 256 + T.Tid[0]) * 4;
  };
  SharingPoints S = sharingPoints(At, 0, Dim3{256, 1, 1}, Dim3{1024, 1, 1}, G);
  EXPECT_EQ(S.NextBlock[0], 1024);
  EXPECT_EQ(S.NextBlock[1], 0);
  EXPECT_EQ(S.NextBlock[2], 0);
  // The last warp, the next block along x, two blocks of the wave.
  EXPECT_EQ(Evaluations, 4u);
  Evaluations = 0;
  SharingPoints S2 = sharingPoints(At, 0, Dim3{256, 1, 1}, Dim3{32, 32, 1}, G);
  EXPECT_EQ(S2.NextBlock[1], 0); // the address ignores blockIdx.y
  EXPECT_EQ(Evaluations, 5u);
}

} // namespace

// Partition camping (docs/model.md section 7) on a GT200-like GPU: 30 SMs,
// 8 DRAM partitions interleaved every 256 bytes.
TEST(PartitionCamping, TransposeTiles) {
  GPUDesc G = modern();
  G.SMCount = 30;
  G.DRAMPartitions = 8;
  G.PartitionBytes = 256;
  Dim3 Grid{64, 64, 1};
  AccessSummary S;
  S.Size = 4;
  S.Lanes = strided(1, 4); // 128 consecutive bytes
  // A transpose's write of a 2048-float matrix: warps 8192 bytes apart
  // (one row each), the next block 32 rows on (32 x 8192 B): every address
  // is 0 modulo 8 x 256, so the 30 blocks of the wave reach partition 0
  // only.
  SharingPoints Camped;
  Camped.LastWarp = 7 * 8192;
  Camped.NextBlock[0] = 32 * 8192;
  Camped.NextBlock[1] = 128;
  Camped.NextBlock[2] = 0;
  EXPECT_EQ(partitionsTouched(S, 0, Camped, 8, Grid, G), 1u);
  // Its read: the next block 128 bytes on: blocks 0..29 cover bytes
  // 0..3839, partitions 0..7.
  SharingPoints Spread = Camped;
  Spread.NextBlock[0] = 128;
  Spread.NextBlock[1] = 32 * 8192;
  EXPECT_EQ(partitionsTouched(S, 0, Spread, 8, Grid, G), 8u);
  // A row pitch of 1 KiB (4 partitions) and blocks a row apart: partitions
  // 0 and 4 (rows alternate), plus what the 128 bytes reach: still 2.
  SharingPoints Pitch = Camped;
  Pitch.NextBlock[0] = 1024;
  Pitch.LastWarp = 7 * 2048;
  EXPECT_EQ(partitionsTouched(S, 0, Pitch, 8, Grid, G), 2u);
  // A GPU that hashes addresses (no partition figures), an unknown lane, or
  // an unknown block step: not modelled.
  GPUDesc H = modern();
  H.SMCount = 30;
  EXPECT_EQ(partitionsTouched(S, 0, Camped, 8, Grid, H), 0u);
  AccessSummary U = S;
  U.Lanes[3] = std::nullopt;
  EXPECT_EQ(partitionsTouched(U, 0, Camped, 8, Grid, G), 0u);
  SharingPoints NoStep = Camped;
  NoStep.NextBlock[1] = std::nullopt;
  EXPECT_EQ(partitionsTouched(S, 0, NoStep, 8, Grid, G), 0u);
}

// The planner turns the partitions into a time factor: P / k for a full
// wave, less when the grid leaves SMs idle (never below 1); addAccessCost
// adds the extra to the DRAM bytes' bandwidth, not to the bytes moved.
TEST(PartitionCamping, FactorAndCost) {
  GPUDesc G = modern();
  G.CCMajor = 1; // no caches: every byte is DRAM's
  G.SMCount = 30;
  G.DRAMPartitions = 8;
  G.PartitionBytes = 256;
  SharingPoints Camped;
  Camped.LastWarp = 7 * 8192;
  Camped.NextBlock[0] = 32 * 8192;
  Camped.NextBlock[1] = 128;
  Camped.NextBlock[2] = 0;
  auto Factor = [&](Dim3 Grid) {
    CacheLevelPlanner Planner(G, Dim3{32, 8, 1}, Grid);
    AccessSummary S;
    S.Size = 4;
    S.Lanes = strided(1, 4);
    S.Bytes = 128;
    Planner.addFootprint(&S, &S, false, 0, 1 << 24, 7 * 8192, 4, S, Camped);
    return S;
  };
  AccessSummary Full = Factor(Dim3{64, 64, 1});
  EXPECT_EQ(Full.Partitions, 1u);
  EXPECT_EQ(Full.PartitionsTotal, 8u);
  EXPECT_DOUBLE_EQ(Full.CampFactor, 8.0);
  // 6 blocks on 30 SMs: one partition for a fifth of the senders, 8/5.
  EXPECT_DOUBLE_EQ(Factor(Dim3{6, 1, 1}).CampFactor, 1.6);
  // 2 blocks: 8 x 2/30 < 1: no camping.
  EXPECT_DOUBLE_EQ(Factor(Dim3{2, 1, 1}).CampFactor, 1.0);

  Segment Seg;
  KeyInstr K;
  K.K = KeyInstr::Store;
  addAccessCost(Seg, Full, false, K);
  const MemTraffic &M = Seg.mem(MemLevel::Global);
  EXPECT_DOUBLE_EQ(M.StoreBytes, 128);
  EXPECT_DOUBLE_EQ(M.CampedBytes, 7 * 128);
  EXPECT_DOUBLE_EQ(M.bandwidthBytes(), 8 * 128);
  EXPECT_DOUBLE_EQ(Seg.Keys.back().CampedBytes, 7 * 128);
}

namespace {

TEST(ThreadPoint, LinearOrderRoundTrips) {
  Dim3 Block{8, 4, 2};
  for (uint64_t T : {0u, 7u, 8u, 31u, 32u, 63u}) {
    ThreadPoint P = ThreadPoint::ofThread(T, Block);
    EXPECT_EQ(P.linear(Block), T);
  }
  ThreadPoint P = ThreadPoint::ofThread(45, Block); // 45 = 5 + 8 * (1 + 4)
  EXPECT_EQ(P.Tid[0], 5u);
  EXPECT_EQ(P.Tid[1], 1u);
  EXPECT_EQ(P.Tid[2], 1u);
  EXPECT_FALSE(P.LastIteration);
}

} // namespace
