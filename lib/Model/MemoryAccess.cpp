//===- MemoryAccess.cpp - Coalescing, bank conflicts, cache level ---------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#include "lhf/Model/MemoryAccess.h"

#include "lhf/Model/Format.h"
#include "lhf/Model/Kernel.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MathExtras.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdlib>
#include <map>
#include <set>

namespace lhf {

/// The lanes' addresses relative to a 4 KiB-aligned base near them, so that
/// what follows (sector and bank arithmetic) cannot overflow however large
/// the addresses are; alignment to sectors, segments and banks is kept. A
/// lane more than 2^62 bytes from the first is left unknown.
static LaneAddresses nearZero(const LaneAddresses &Lanes) {
  LaneAddresses Out(Lanes.size());
  std::optional<int64_t> Base;
  for (const auto &A : Lanes)
    if (A) {
      Base = int64_t(uint64_t(*A) & ~uint64_t(4095));
      break;
    }
  for (size_t L = 0; L < Lanes.size(); ++L)
    if (Lanes[L]) {
      int64_t D = addrSub(*Lanes[L], *Base);
      if (addrDistance(D, 0) <= (uint64_t(1) << 62))
        Out[L] = D;
    }
  return Out;
}

/// A / B rounded down, for B > 0 (INT64_MIN included).
static int64_t floorDiv(int64_t A, int64_t B) {
  int64_t Q = A / B;
  return A % B != 0 && A < 0 ? Q - 1 : Q;
}

/// Calls \p F with each Unit-sized block [addr, addr + Size) touches; an
/// address at the top of the range ends there (no signed overflow on
/// pointers near INT64_MAX).
template <typename Fn>
static void forEachUnit(int64_t Addr, unsigned Size, int64_t Unit, Fn F) {
  int64_t Last;
  if (llvm::AddOverflow(Addr, int64_t(std::max(Size, 1u)) - 1, Last))
    Last = INT64_MAX;
  for (int64_t B = floorDiv(Addr, Unit), E = floorDiv(Last, Unit);; ++B) {
    F(B);
    if (B >= E)
      break;
  }
}

/// Distinct Unit-sized blocks the lanes' [addr, addr + Size) touch.
static unsigned distinctBlocks(const LaneAddresses &Lanes, unsigned Begin,
                               unsigned End, unsigned Size, int64_t Unit) {
  // Sorted and made unique once: a set allocated a node per unit, for
  // every access of every kernel.
  // Most warps' lanes are in order already (checked in one pass).
  llvm::SmallVector<int64_t, 64> Blocks;
  for (unsigned L = Begin; L < End && L < Lanes.size(); ++L)
    if (Lanes[L])
      forEachUnit(*Lanes[L], Size, Unit,
                  [&](int64_t B) { Blocks.push_back(B); });
  if (!std::is_sorted(Blocks.begin(), Blocks.end()))
    std::sort(Blocks.begin(), Blocks.end());
  return unsigned(std::unique(Blocks.begin(), Blocks.end()) - Blocks.begin());
}

TripReuse tripReuse(const LaneAddresses &Lanes, unsigned Size, int64_t Step,
                    double Trips, int64_t Sector) {
  TripReuse R;
  if (Lanes.empty() || !(Trips >= 2) || Sector <= 0)
    return R;
  int64_t Lo = INT64_MAX, Hi = INT64_MIN;
  for (const std::optional<int64_t> &A : Lanes) {
    if (!A)
      return R;
    Lo = std::min(Lo, *A);
    Hi = std::max(Hi, *A);
  }
  // Trips whose sectors cannot meet (a row's next element a row away).
  if (addrDistance(Step, 0) >=
      addrDistance(Hi, Lo) + uint64_t(Size) + uint64_t(Sector))
    return R;
  // The sector pattern repeats after at most Sector trips.
  unsigned Moves = unsigned(std::min(Trips - 1, double(Sector)));
  llvm::SmallVector<int64_t, 64> Prev, Cur;
  auto SectorsAt = [&](int64_t Shift, llvm::SmallVectorImpl<int64_t> &Out) {
    Out.clear();
    for (const std::optional<int64_t> &A : Lanes)
      forEachUnit(addrAdd(*A, Shift), Size, Sector,
                  [&](int64_t B) { Out.push_back(B); });
    std::sort(Out.begin(), Out.end());
    Out.erase(std::unique(Out.begin(), Out.end()), Out.end());
  };
  SectorsAt(0, Prev);
  double Fresh = 0, All = 0, Waits = 0;
  for (unsigned K = 1; K <= Moves; ++K) {
    SectorsAt(addrMul(Step, int64_t(K)), Cur);
    double New = 0;
    for (int64_t B : Cur)
      New += !std::binary_search(Prev.begin(), Prev.end(), B);
    Fresh += New;
    Waits += New > 0;
    All += double(Cur.size());
    std::swap(Prev, Cur);
  }
  if (All <= 0)
    return R;
  R.Hit = (1 - Fresh / All) * (Trips - 1) / Trips;
  R.Wait = (1 + (Trips - 1) * Waits / Moves) / Trips;
  return R;
}

/// Compute capability 1.2/1.3: per half-warp, one transaction per segment
/// (32 B for 1-byte words, 64 B for 2-byte, 128 B otherwise), halved while
/// only one half of it is used (CUDA C Programming Guide 3.0, G.3.2.2).
static std::pair<unsigned, double> segments1x(const LaneAddresses &Lanes,
                                              unsigned Begin, unsigned End,
                                              unsigned Size) {
  int64_t Seg = Size == 1 ? 32 : Size == 2 ? 64 : 128;
  std::map<int64_t, std::pair<int64_t, int64_t>> Used; // segment -> [lo, hi)
  for (unsigned L = Begin; L < End && L < Lanes.size(); ++L) {
    if (!Lanes[L])
      continue;
    int64_t A = *Lanes[L], S = floorDiv(A, Seg);
    auto [It, New] = Used.try_emplace(S, A, A + Size);
    if (!New) {
      It->second.first = std::min(It->second.first, A);
      It->second.second = std::max(It->second.second, A + int64_t(Size));
    }
  }
  unsigned N = 0;
  double Bytes = 0;
  for (auto &[S, R] : Used) {
    int64_t Base = S * Seg, Len = Seg;
    // Reduce to the used half while the access fits in it (down to 32 B).
    while (Len > 32) {
      int64_t Half = Len / 2;
      if (R.second <= Base + Half)
        Len = Half;
      else if (R.first >= Base + Half) {
        Base += Half;
        Len = Half;
      } else
        break;
    }
    ++N;
    Bytes += Len;
  }
  return {N, Bytes};
}

/// What \p Lanes would cost: transactions and bytes, no ideal.
static Coalescing coalesceOnly(const LaneAddresses &Lanes, unsigned Size,
                               const GPUDesc &G);

Coalescing coalesceGlobal(const LaneAddresses &Given, unsigned Size,
                          const GPUDesc &G) {
  LaneAddresses Lanes = nearZero(Given);
  Coalescing C = coalesceOnly(Lanes, Size, G);
  // Ideal: the same lanes at consecutive elements from an aligned base.
  LaneAddresses Perfect(Lanes.size());
  for (size_t L = 0; L < Lanes.size(); ++L)
    Perfect[L] = int64_t(L) * Size;
  Coalescing I = coalesceOnly(Perfect, Size, G);
  C.IdealBytes = I.Bytes;
  C.IdealTransactions = I.Transactions;
  return C;
}

static Coalescing coalesceOnly(const LaneAddresses &Lanes, unsigned Size,
                               const GPUDesc &G) {
  Coalescing C;
  unsigned Active = Lanes.size();
  unsigned Unknown = 0;
  for (const auto &A : Lanes)
    Unknown += !A;
  C.Unknown = Unknown > 0;
  unsigned Sector = G.SectorBytes ? G.SectorBytes : 32;
  if (G.CCMajor < 2) {
    unsigned Half = G.WarpSize / 2;
    for (unsigned B = 0; B < Active; B += Half) {
      auto [N, Bytes] = segments1x(Lanes, B, B + Half, Size);
      C.Transactions += N;
      C.Bytes += Bytes;
    }
    // Unknown lanes: one minimum segment each.
    C.Transactions += Unknown;
    C.Bytes += Unknown * 32.0;
    return C;
  }
  // Wide accesses go to the L2 a phase of 128 bytes at a time (8 lanes of
  // 16 bytes, 16 of 8): a sector two phases share is fetched by each.
  unsigned PhaseLanes = std::max(1u, 128u / std::max(1u, Size));
  C.Transactions = 0;
  for (unsigned B = 0; B < Active; B += PhaseLanes)
    C.Transactions +=
        distinctBlocks(Lanes, B, std::min(Active, B + PhaseLanes), Size, Sector);
  // An unknown address costs its own sector(s).
  C.Transactions += Unknown * ((Size + Sector - 1) / Sector);
  C.Bytes = double(C.Transactions) * Sector;
  return C;
}

BankConflict bankConflicts(const LaneAddresses &Given, unsigned Size,
                           const GPUDesc &G, bool PerPhase) {
  LaneAddresses Lanes = nearZero(Given);
  BankConflict R;
  unsigned Width = G.BankWidthBytes ? G.BankWidthBytes : 4;
  unsigned Banks = G.SharedBanks ? G.SharedBanks : 32;
  // Wide accesses are served in phases of lanes whose words fill the banks
  // once: 8-byte accesses by half-warps, 16-byte by quarter-warps.
  unsigned WordsPerLane = std::max(1u, Size / Width);
  unsigned LanesPerPhase =
      std::max(1u, std::min<unsigned>(Lanes.size(), Banks / WordsPerLane));
  // 1.x serves each half-warp separately.
  if (G.CCMajor < 2)
    LanesPerPhase = std::min(LanesPerPhase, G.WarpSize / 2);
  // Compute capability 3.x banks are 64 bits wide: in 4-byte mode the
  // words w and w + 32 of a bank share one entry and are read together.
  int64_t EntryWords = G.CCMajor == 3 && Width == 4 ? 2 * Banks : 1;
  R.Phases = 0;
  R.Cycles = 0;
  R.Ways = 1;
  for (unsigned B = 0; B < Lanes.size(); B += LanesPerPhase) {
    std::map<int64_t, std::set<int64_t>> WordsInBank;
    unsigned Unknown = 0;
    for (unsigned L = B; L < B + LanesPerPhase && L < Lanes.size(); ++L) {
      if (!Lanes[L]) {
        ++Unknown;
        continue;
      }
      for (unsigned W = 0; W < WordsPerLane; ++W) {
        int64_t Word = floorDiv(*Lanes[L], Width) + W;
        WordsInBank[((Word % Banks) + Banks) % Banks].insert(
            floorDiv(Word, EntryWords));
      }
    }
    unsigned C = 1;
    for (auto &[Bank, Words] : WordsInBank)
      C = std::max<unsigned>(C, Words.size());
    // Unknown lanes may all hit one bank: assume the worst for them.
    C += Unknown;
    R.Unknown |= Unknown > 0;
    R.Ways = std::max(R.Ways, C);
    R.Cycles += C;
    ++R.Phases;
  }
  if (R.Phases == 0) {
    R.Phases = 1;
    R.Cycles = 1;
  }
  // From Volta on, a wide request takes as many passes as its most used
  // bank has distinct words over the whole warp: lanes reading the same
  // words share a pass, so a 16-byte broadcast (every lane the same four
  // words: the A fragment of a tiled GEMM, as ptxas merges its loads) is
  // one pass, not one per quarter-warp. Consecutive or conflicting wide
  // requests come out as the phases above.
  if (G.CCMajor >= 7 && WordsPerLane > 1 && !R.Unknown && !PerPhase) {
    std::map<int64_t, std::set<int64_t>> WordsInBank;
    for (const std::optional<int64_t> &A : Lanes)
      for (unsigned W = 0; W < WordsPerLane; ++W) {
        int64_t Word = floorDiv(*A, Width) + W;
        WordsInBank[((Word % Banks) + Banks) % Banks].insert(Word);
      }
    unsigned C = 1;
    for (auto &[Bank, Words] : WordsInBank)
      C = std::max<unsigned>(C, Words.size());
    if (C < R.Cycles) {
      R.Cycles = C;
      R.Ways = std::min(R.Ways, C);
      R.Phases = std::min(R.Phases, C);
    }
  }
  return R;
}

void summarizeLanes(AccessSummary &S, const LaneAddresses &Lanes,
                    const GPUDesc &G, bool PerPhase) {
  double Ideal = double(Lanes.size()) * S.Size;
  if (S.AddrSpace == ASShared) {
    BankConflict B = bankConflicts(Lanes, S.Size, G, PerPhase);
    S.BankWays = B.Ways;
    S.BankCycles = B.Cycles;
    S.BankPhases = B.Phases;
    S.Unknown = B.Unknown;
    S.Level = MemLevel::Shared;
    S.IdealBytes = Ideal;
    // Each pass moves one bank-width word per bank.
    S.Bytes = double(B.Cycles) * G.SharedBanks * G.BankWidthBytes;
    S.Transactions = B.Cycles;
    S.IdealTransactions = B.Phases;
    S.Lanes = Lanes;
    return;
  }
  if (S.AddrSpace == ASLocal || S.AddrSpace == ASConst) {
    // Local memory is interleaved by lane; constant reads broadcast.
    S.Level = S.AddrSpace == ASConst ? MemLevel::Constant : MemLevel::Global;
    S.Bytes = S.IdealBytes = Ideal;
    S.Transactions = S.IdealTransactions = std::ceil(Ideal / 32);
    if (S.AddrSpace == ASConst) {
      Coalescing C = coalesceGlobal(Lanes, S.Size, G);
      S.Bytes = C.Bytes;
      S.Transactions = C.Transactions;
    }
    return;
  }
  Coalescing C = coalesceGlobal(Lanes, S.Size, G);
  S.Bytes = C.Bytes;
  S.IdealBytes = C.IdealBytes;
  S.Transactions = C.Transactions;
  S.IdealTransactions = C.IdealTransactions;
  unsigned LineBytes = G.LineBytes ? G.LineBytes : 128;
  if (S.Transactions > S.IdealTransactions) // only scattered ones use it
    S.Lines =
        distinctBlocks(Lanes, 0, unsigned(Lanes.size()), S.Size, LineBytes);
  if (G.CCMajor >= 7)
    S.LinePassBytes = S.Lines * LineBytes;
  S.Unknown = C.Unknown;
  S.Lanes = Lanes;
}

void wantWholeStruct(AccessSummary &A, double BytesPerLane, unsigned WarpSize) {
  A.IdealBytes = std::max(A.IdealBytes, BytesPerLane * WarpSize);
  A.IdealTransactions =
      std::max(A.IdealTransactions, std::ceil(A.IdealBytes / 32));
}

AccessSummary::OneWord oneWordAtomic(std::optional<int64_t> First,
                                     std::optional<int64_t> BlockLast,
                                     std::optional<int64_t> GridLast,
                                     const LaneAddresses &Lanes, bool Float) {
  bool Same =
      First && BlockLast == First && GridLast == First &&
      std::all_of(Lanes.begin(), Lanes.end(),
                  [&](const std::optional<int64_t> &V) { return V == First; });
  if (!Same)
    return AccessSummary::OneWord::No;
  return Float ? AccessSummary::OneWord::Float : AccessSummary::OneWord::Int;
}

InstrClass accessIssueClass(MemLevel L) {
  return L == MemLevel::Shared     ? InstrClass::SharedIssue
         : L == MemLevel::Constant ? InstrClass::ConstIssue
                                   : InstrClass::GlobalIssue;
}

void countAtomicIssue(Segment &S, InstrClass Counted, bool Float,
                      const GPUDesc &G) {
  if (Counted == InstrClass::SharedIssue && !Float && G.CCMajor >= 5)
    return;
  S.count(Counted) -= 1;
  S.count(InstrClass::Atomic) += 1;
}

void addAccessCost(Segment &S, const AccessSummary &A, bool IsLoad,
                   KeyInstr Key) {
  // Requests that reach only k of the GPU's P DRAM partitions queue there
  // P/k times as long (partition camping, GT200).
  double Camp = A.CampFactor - 1;
  double Camped = 0;
  double AtL1 = 0;
  // WaitShare: the share of the access's trips that wait for a miss's
  // bytes (by default their share of its bytes).
  auto Add = [&](MemLevel Lv, double Bytes, double Requests,
                 double WaitShare = 0) {
    MemTraffic &M = S.mem(Lv);
    if (Lv == MemLevel::L1)
      AtL1 += Bytes;
    if (Lv == MemLevel::Global) {
      M.CampedBytes += Bytes * Camp;
      Camped += Bytes * Camp;
    }
    if (IsLoad) {
      M.LoadBytes += Bytes;
      M.LoadRequests += Requests;
      if (!Requests && Bytes > 0) { // another level's request's misses
        M.MissLoadBytes += Bytes;
        M.MissHitBytes += WaitShare > 0 ? Bytes / WaitShare - Bytes
                                        : std::max(0.0, A.Bytes - Bytes);
      }
    } else {
      M.StoreBytes += Bytes;
      M.StoreRequests += Requests;
    }
  };
  MemLevel Main = A.Level;
  // An L1 access's misses: the share MissHitFraction in MissLevel (the L2
  // where the re-reads fit it), the rest in DRAM; \p Wait: the share of
  // the access's trips that wait for them.
  auto AddMisses = [&](double Miss, double Wait = 0) {
    double L2Hit = A.MissHitFraction;
    if (A.MissLevel != MemLevel::Global)
      Add(A.MissLevel, Miss * L2Hit, Main == A.MissLevel ? 1 : 0, Wait * L2Hit);
    Add(MemLevel::Global, Miss * (1 - L2Hit), Main == MemLevel::Global ? 1 : 0,
        Wait * (1 - L2Hit));
  };
  if (A.TripHit > 0) {
    // The new sectors miss (once for the block's warps where they share
    // them), and the trips that bring one wait for it: the request waits at
    // L1 when most trips bring none, at the miss's level when most do.
    double L2Hit = A.MissHitFraction, Wait = A.TripWait;
    double Miss =
        A.Bytes * (1 - A.TripHit) * (A.SharedByWarps ? 1 - A.HitFraction : 1);
    MemLevel MissMain = A.MissLevel != MemLevel::Global && L2Hit >= 0.5
                            ? A.MissLevel
                            : MemLevel::Global;
    Main = Wait < 0.5 ? MemLevel::L1 : MissMain;
    Add(MemLevel::L1, A.Bytes - Miss, Main == MemLevel::L1 ? 1 : 0);
    AddMisses(Miss, Wait);
  } else if (A.SharedByWarps) {
    // L1 serves the other warps' bytes; all wait for the one miss, served
    // by the level its own reuse gives.
    Main = A.MissHitFraction >= 0.5 ? A.MissLevel : MemLevel::Global;
    Add(MemLevel::L1, A.Bytes * A.HitFraction, 0);
    AddMisses(A.Bytes * (1 - A.HitFraction));
  } else if (A.Level == MemLevel::L1 || A.Level == MemLevel::L2) {
    // An L1 hit's other sectors may be re-read in the L2 (MissLevel: an
    // unrolled loop's copies, CacheLevelPlanner::finish).
    double Hit = A.HitFraction;
    Main = Hit >= 0.5                 ? A.Level
           : A.MissHitFraction >= 0.5 ? A.MissLevel
                                      : MemLevel::Global;
    Add(A.Level, A.Bytes * Hit, Main == A.Level ? 1 : 0);
    AddMisses(A.Bytes * (1 - Hit));
  } else {
    Add(Main, A.Bytes, 1);
  }
  S.mem(Main).IdealBytes += A.IdealBytes;
  // A scattered store (sectors only partly written) goes to the L2 sector
  // by sector, and line by line: the rate the L2 takes those at binds
  // where the GPU file measured it (LHFModel.cpp).
  if (!IsLoad && A.Level != MemLevel::Shared &&
      A.Level != MemLevel::Constant &&
      A.Transactions > A.IdealTransactions && A.Lines > 0) {
    MemTraffic &M = S.mem(Main);
    M.StoreSectors += A.Transactions;
    M.StoreLines += A.Lines;
    Key.StoreSectors = A.Transactions;
    Key.StoreLines = A.Lines;
  }
  // One issue; a c-way conflict's replays occupy the banks (its bytes are
  // c passes), not the issue pipe other warps share.
  S.count(accessIssueClass(A.Level)) += 1.0;
  Key.Level = Main;
  Key.Bytes = A.Bytes;
  Key.IdealBytes = A.IdealBytes;
  Key.Transactions = A.Transactions;
  Key.IdealTransactions = A.IdealTransactions;
  Key.BankWays = A.Level == MemLevel::Shared ? A.BankWays : 0;
  Key.LaneBytes = A.Size;
  Key.LevelWhy = A.Why;
  Key.Partitions = A.Partitions;
  Key.PartitionsTotal = A.PartitionsTotal;
  Key.CampedBytes = Camped;
  Key.DataIndexed = A.DataIndexed;
  // Every global load passes the L1, hits and misses: a scattered one
  // takes a pass per line there, beyond the bytes its hits put at L1.
  if (IsLoad && A.LinePassBytes > AtL1 && Main != MemLevel::Shared &&
      Main != MemLevel::Constant) {
    Key.LinePassBytes = A.LinePassBytes - AtL1;
    S.mem(MemLevel::L1).LinePassBytes += Key.LinePassBytes;
  }
  if (A.OneWordAtomic != AccessSummary::OneWord::No) {
    (A.OneWordAtomic == AccessSummary::OneWord::Float ? S.OneWordFloatAtomics
                                                      : S.OneWordAtomics) +=
        1.0;
    Key.OneWordAtomic = true;
  }
  if (A.LineAtomic != AccessSummary::OneWord::No) {
    S.LineAtomics += 1;
    (A.LineAtomic == AccessSummary::OneWord::Float ? S.LineFloatAtomicUpdates
                                                   : S.LineAtomicUpdates) +=
        A.LineUpdates;
    Key.AtomicLines = A.AtomicLines;
  }
  S.Keys.push_back(std::move(Key));
}

uint64_t firstWaveBlocks(const Dim3 &Grid, const GPUDesc &G) {
  return std::min<uint64_t>(Grid.total(), std::max(1u, G.SMCount));
}

std::array<uint64_t, 3> blockCoords(uint64_t B, const Dim3 &Grid) {
  return {B % Grid.X, B / Grid.X % Grid.Y, B / (Grid.X * Grid.Y)};
}

ThreadPoint ThreadPoint::lastOfBlock(const Dim3 &Block) {
  ThreadPoint P;
  P.Tid[0] = Block.X - 1;
  P.Tid[1] = Block.Y - 1;
  P.Tid[2] = Block.Z - 1;
  P.LastIteration = true;
  return P;
}

ThreadPoint ThreadPoint::firstOfLastWarp(const Dim3 &Block,
                                         unsigned WarpSize) {
  return ofThread((Block.total() - 1) / WarpSize * WarpSize, Block);
}

ThreadPoint ThreadPoint::ofThread(uint64_t T, const Dim3 &Block) {
  ThreadPoint P;
  P.Tid[0] = T % Block.X;
  P.Tid[1] = T / Block.X % Block.Y;
  P.Tid[2] = T / (Block.X * Block.Y);
  return P;
}

ThreadPoint ThreadPoint::nextBlock(unsigned Dim) {
  ThreadPoint P;
  P.Ctaid[Dim] = 1;
  return P;
}

ThreadPoint ThreadPoint::firstOfBlock(const std::array<uint64_t, 3> &Ctaid) {
  ThreadPoint P;
  for (unsigned D = 0; D < 3; ++D)
    P.Ctaid[D] = Ctaid[D];
  return P;
}

SharingPoints sharingPoints(
    const std::function<std::optional<int64_t>(const ThreadPoint &)> &At,
    int64_t Lo, const Dim3 &Block, const Dim3 &Grid, const GPUDesc &G,
    const std::optional<int64_t> *LastWarp) {
  SharingPoints Share;
  Share.LastWarp = LastWarp
                       ? *LastWarp
                       : At(ThreadPoint::firstOfLastWarp(Block, G.WarpSize));
  // Along a dimension the grid does not extend there is no next block: no
  // step (and one evaluation less per access and launch: issue 33).
  uint64_t Extent[3] = {Grid.X, Grid.Y, Grid.Z};
  for (unsigned D = 0; D < 3; ++D)
    Share.NextBlock[D] = Extent[D] > 1 ? At(ThreadPoint::nextBlock(D))
                                       : std::optional<int64_t>(Lo);
  // An address linear in the block coordinates repeats what NextBlock
  // says; only another map (`/` and `%` of a 1-D grid, a swizzle) needs
  // every block's address. Linear where two blocks of the wave say so.
  uint64_t Wave = firstWaveBlocks(Grid, G);
  if (Wave < 3)
    return Share;
  auto Linear = [&](uint64_t B) {
    std::array<uint64_t, 3> C = blockCoords(B, Grid);
    int64_t Expect = Lo;
    for (unsigned D = 0; D < 3; ++D)
      if (C[D]) {
        if (!Share.NextBlock[D])
          return false;
        Expect = addrAdd(
            Expect, addrMul(int64_t(C[D]), addrSub(*Share.NextBlock[D], Lo)));
      }
    return At(ThreadPoint::firstOfBlock(C)) == Expect;
  };
  if (Linear(Wave - 1) && Linear(Wave / 2))
    return Share;
  Share.Wave.reserve(Wave);
  for (uint64_t B = 0; B < Wave; ++B) {
    std::optional<int64_t> A =
        At(ThreadPoint::firstOfBlock(blockCoords(B, Grid)));
    if (!A) {
      Share.Wave.clear(); // NextBlock decides
      break;
    }
    Share.Wave.push_back(*A);
  }
  return Share;
}

ThreadPoint ThreadPoint::lastOfGrid(const Dim3 &Block, const Dim3 &Grid) {
  ThreadPoint P = lastOfBlock(Block);
  P.Ctaid[0] = Grid.X - 1;
  P.Ctaid[1] = Grid.Y - 1;
  P.Ctaid[2] = Grid.Z - 1;
  return P;
}

CacheLevelPlanner::CacheLevelPlanner(const GPUDesc &G, const Dim3 &Block,
                                     const Dim3 &Grid)
    : G(G), HasL1(G.CCMajor >= 2 && G.mem(MemLevel::L1).SizeKiB > 0),
      HasL2(G.CCMajor >= 2 && G.mem(MemLevel::L2).SizeKiB > 0),
      WarpsPerBlock(double((Block.total() + G.WarpSize - 1) / G.WarpSize)),
      Blocks(double(Grid.total())), Grid(Grid),
      Wave(firstWaveBlocks(Grid, G)) {}

bool CacheLevelPlanner::reuseInCode(const void *Code, const void *Base,
                                    bool IsLoad, AccessSummary &S,
                                    const void *Key,
                                    std::optional<int64_t> WarpStep) {
  if (S.Unknown || S.Lanes.empty() || S.Transactions <= 0 ||
      !(IsLoad ? HasL1 : HasL2))
    return false;
  std::pair<const void *, const void *> Where{Code, Base};
  llvm::SmallDenseSet<int64_t, 16> &Old = (IsLoad ? Seen : Written)[Where];
  int64_t Sector = G.SectorBytes ? G.SectorBytes : 32;
  unsigned Warps = WarpStep ? unsigned(WarpsPerBlock) : 1;
  // The first access's other warps, kept as warp 0's sectors and a step
  // until a second access through the buffer here needs them: most have
  // none (issue 33).
  auto &Pending = IsLoad ? PendingLoads : PendingStores;
  if (auto It = Pending.find(Where); It != Pending.end()) {
    const PendingSectors &P = It->second;
    for (unsigned W = 0; W < P.Warps; ++W)
      for (int64_t B : P.Sectors)
        Old.insert(addrAdd(B, addrMul(P.Step, int64_t(W))));
    Pending.erase(It);
  }
  // Each warp's sectors, counted fresh when no earlier access brought them
  // (the access's own warps sharing a sector is the same-sectors case of
  // finish(), not reuse in code).
  llvm::SmallVector<int64_t, 64> Mine;
  // Appends the distinct sectors of warp 0's lanes moved by \p Shift bytes.
  auto AddWarp = [&](int64_t Shift) {
    size_t Begin = Mine.size();
    for (const std::optional<int64_t> &A : S.Lanes)
      if (A)
        forEachUnit(addrAdd(*A, Shift), S.Size, Sector,
                    [&](int64_t B) { Mine.push_back(B); });
    std::sort(Mine.begin() + Begin, Mine.end());
    Mine.erase(std::unique(Mine.begin() + Begin, Mine.end()), Mine.end());
  };
  AddWarp(0);
  size_t Warp0 = Mine.size();
  // A step of whole sectors moves warp 0's sectors as they are (the usual
  // case: rows of a 2-D block).
  bool WholeSectors = WarpStep && *WarpStep % Sector == 0;
  if (Old.empty() && (Warps == 1 || WholeSectors) &&
      double(Warp0) >= double(S.Transactions)) {
    Pending[Where] = {llvm::SmallVector<int64_t, 8>(Mine.begin(), Mine.end()),
                      Warps, WholeSectors ? *WarpStep / Sector : 0};
    if (IsLoad)
      FirstLoad.try_emplace(Where, Key); // the first one stays
    return false;
  }
  double Fresh = 0;
  for (size_t I = 0; I < Warp0; ++I)
    Fresh += !Old.count(Mine[I]);
  for (unsigned W = 1; W < Warps; ++W) {
    size_t Begin = Mine.size();
    if (WholeSectors) {
      int64_t Shift = addrMul(*WarpStep / Sector, int64_t(W));
      for (size_t I = 0; I < Warp0; ++I)
        Mine.push_back(addrAdd(Mine[I], Shift));
    } else {
      AddWarp(addrMul(*WarpStep, int64_t(W)));
    }
    for (size_t I = Begin; I < Mine.size(); ++I)
      Fresh += !Old.count(Mine[I]);
  }
  Old.insert(Mine.begin(), Mine.end());
  double Total = double(S.Transactions) * Warps;
  if (Fresh >= Total) {
    if (IsLoad)
      FirstLoad.try_emplace(Where, Key); // the first one stays
    return false;
  }
  if (auto It = IsLoad ? FirstLoad.find(Where) : FirstLoad.end();
      It != FirstLoad.end())
    Followers.push_back({Key, It->second});
  S.Level = IsLoad ? MemLevel::L1 : MemLevel::L2;
  S.HitFraction = 1 - Fresh / Total;
  S.Why = LevelReason(IsLoad ? LevelReason::Kind::EarlierLoad
                             : LevelReason::Kind::EarlierStore,
                      S.HitFraction);
  return true;
}

/// How many of the first wave's \p Wave blocks (launch order, x fastest)
/// read distinct sectors through an access at the same trip: their
/// addresses where known; else a block coordinate the address does not
/// depend on makes blocks share.
double CacheLevelPlanner::distinctInWave(const SharingPoints &Share,
                                         int64_t Lo) {
  if (Wave > 0 && Share.Wave.size() == Wave)
    return double(
        std::set<int64_t>(Share.Wave.begin(), Share.Wave.end()).size());
  bool Depends[3];
  unsigned Mask = 0;
  for (unsigned D = 0; D < 3; ++D) {
    Depends[D] = !Share.NextBlock[D] || *Share.NextBlock[D] != Lo;
    Mask |= unsigned(Depends[D]) << D;
  }
  // The count depends on the launch and on which coordinates the address
  // reads, not on the access: one walk over the wave per such set, not
  // one per access (issue 33: 400 loads x 30 launches).
  double &Known = DistinctByMask[Mask];
  if (Known >= 0)
    return Known;
  std::set<std::array<uint64_t, 3>> Distinct;
  for (uint64_t B = 0; B < Wave; ++B) {
    std::array<uint64_t, 3> C = blockCoords(B, Grid);
    Distinct.insert(
        {Depends[0] ? C[0] : 0, Depends[1] ? C[1] : 0, Depends[2] ? C[2] : 0});
  }
  return Known = double(Distinct.size());
}

std::optional<int64_t> warpStep(std::optional<int64_t> LastWarp, int64_t Lo,
                                unsigned Warps) {
  if (!LastWarp || Warps < 2)
    return std::nullopt;
  int64_t Last = addrSub(*LastWarp, Lo);
  if (Last % int64_t(Warps - 1) != 0)
    return std::nullopt;
  return Last / int64_t(Warps - 1);
}

/// Distinct sectors one execution of an access touches over the block's
/// \p Warps warps: warp 0's lanes, the others a warpStep apart; 0 where
/// that is not known.
static double blockSectors(const AccessSummary &S, int64_t Lo,
                           const SharingPoints &Share, unsigned Warps,
                           int64_t Sector) {
  std::optional<int64_t> Step = warpStep(Share, Lo, Warps);
  if (S.Unknown || S.Lanes.empty() || !Step)
    return 0;
  std::set<int64_t> Sectors;
  for (unsigned W = 0; W < Warps; ++W)
    for (const std::optional<int64_t> &A : S.Lanes) {
      if (!A)
        return 0;
      forEachUnit(addrAdd(*A, addrMul(*Step, W)), S.Size, Sector,
                  [&](int64_t B) { Sectors.insert(B); });
    }
  return double(Sectors.size());
}

void CacheLevelPlanner::addFootprint(
    const void *Key, const void *Base, bool IsLoad, int64_t Lo, int64_t GridHi,
    int64_t BlockHi, double Execs, AccessSummary &S, const SharingPoints &Share,
    std::optional<int64_t> TripStep, double Trips) {
  // A footprint is the shorter way round modulo 2^64, as the GPU's address
  // arithmetic is: a buffer bound near 2^63 crosses the end of the signed
  // range without becoming 2^64 bytes long.
  auto Span = [Lo](int64_t Hi) {
    return double(std::min(uint64_t(Hi) - uint64_t(Lo),
                           uint64_t(Lo) - uint64_t(Hi)));
  };
  double GridFootprint = Span(GridHi) + S.Size;
  double BlockFootprint = Span(BlockHi) + S.Size;
  double GridBytes = S.Bytes * WarpsPerBlock * Blocks * Execs;
  double BlockBytes = S.Bytes * WarpsPerBlock * Execs;
  S.PartitionsTotal = G.DRAMPartitions;
  S.Partitions = partitionsTouched(S, Lo, Share, unsigned(WarpsPerBlock),
                                   Grid, G);
  // k of P partitions serve the wave's SMs: each SM gets k/P of the
  // device's bandwidth over the wave's share of the SMs (a grid of fewer
  // blocks than SMs leaves the partitions to fewer senders).
  if (S.Partitions > 0 && G.SMCount > 0)
    S.CampFactor = std::max(1.0, double(S.PartitionsTotal) / S.Partitions *
                                     double(Wave) / G.SMCount);
  if (IsLoad) {
    // What competes for L2 is what is read: written buffers stream out.
    double &F = ReadFootprint[Base];
    F = std::max(F, GridFootprint);
    double PerTrip = Execs > 0 ? BlockBytes / Execs : BlockBytes;
    // The previous trip's sectors stay in L1 while every warp the SM can
    // hold keeps two trips' worth there.
    int64_t Sector = G.SectorBytes ? G.SectorBytes : 32;
    TripReuse Trip;
    if (TripStep && HasL1 && !S.Unknown &&
        2 * S.Transactions * double(Sector) * double(G.Limits.MaxWarpsPerSM) <=
            G.mem(MemLevel::L1).SizeKiB * 1024)
      Trip = tripReuse(S.Lanes, S.Size, *TripStep, Trips, Sector);
    Loads.push_back(
        {Key, GridFootprint, GridBytes, BlockFootprint, BlockBytes,
         WarpsPerBlock > 1 && Share.LastWarp && *Share.LastWarp == Lo,
         distinctInWave(Share, Lo), PerTrip * double(Wave), Trip});
    return;
  }
  // Sectors the block's warps each write partly (a strided store) are
  // merged in L2 before DRAM sees them. The block writes at most its
  // address range; a strided store's range is mostly gaps, so where the
  // warps' addresses are known and their sectors, as many for each of
  // the Execs executions, are fewer, those count instead, on
  // a GPU whose file gives the L2's rate of partial writes: that rate,
  // not the L2's bandwidth, is what such stores cost once merged (H100:
  // 0.69 of the naive transpose's time; docs/model.md section 17), and
  // without it the merge would make them nearly free.
  if (!HasL2)
    return;
  int64_t Sector = G.SectorBytes ? G.SectorBytes : 32;
  double Written = BlockBytes, Distinct = BlockFootprint;
  double Sectors =
      G.knowsL2StoreRates()
          ? blockSectors(S, Lo, Share, unsigned(WarpsPerBlock), Sector)
          : 0;
  if (Sectors > 0 && Sectors * Sector * Execs < Distinct) {
    Written = S.Bytes * WarpsPerBlock;
    Distinct = Sectors * Sector;
  }
  if (Distinct > 0 && Written >= 2 * Distinct) {
    S.Level = MemLevel::L2;
    S.HitFraction = 1 - Distinct / Written;
    S.Why = LevelReason(LevelReason::Kind::WrittenByWarps, Written / Distinct);
  }
}

void CacheLevelPlanner::addIndexRange(const void *Key, const void *Base,
                                      bool IsLoad, double Footprint,
                                      double Execs, AccessSummary &S) {
  // A range the L2 cannot hold says nothing of where the lanes' sectors
  // are (an int token id times the row: gigabytes), and would crowd out
  // what other loads re-read.
  if (!HasL2 || Footprint <= 0 ||
      Footprint > G.mem(MemLevel::L2).SizeKiB * 1024)
    return;
  double GridBytes = S.Bytes * WarpsPerBlock * Blocks * Execs;
  double BlockBytes = S.Bytes * WarpsPerBlock * Execs;
  if (IsLoad) {
    double &F = ReadFootprint[Base];
    F = std::max(F, Footprint);
    // Each block may read any entry: the range is its footprint too. No
    // block of the wave is known to read another's sectors at its trip.
    double PerTrip = Execs > 0 ? BlockBytes / Execs : BlockBytes;
    Loads.push_back({Key, Footprint, GridBytes, Footprint, BlockBytes, false,
                     double(Wave), PerTrip * double(Wave), TripReuse{}});
    return;
  }
  // The L2 performs global atomics: what comes from DRAM is the range's
  // lines once. Lines updated this often stay there while what the kernel
  // streams passes by (a histogram's bins beside its input).
  if (GridBytes < 2 * Footprint)
    return;
  S.Level = MemLevel::L2;
  S.HitFraction = 1 - Footprint / GridBytes;
  S.Why = LevelReason(LevelReason::Kind::AtomicsInL2, Footprint);
}

void CacheLevelPlanner::finish(
    const std::function<AccessSummary &(const void *)> &Get) {
  double Total = 0;
  for (const auto &[Base, F] : ReadFootprint)
    Total += F;
  for (const Load &L : Loads) {
    AccessSummary &S = Get(L.Key);
    if (S.Level == MemLevel::L1)
      continue; // decided by the reuse within its code block
    CacheChoice C = chooseCacheLevel(L.GridFootprint, L.GridBytes,
                                     L.BlockFootprint, L.BlockBytes, Total, G);
    // Blocks resident together that read the same tile at the same trip
    // (the row of C tiles in a tiled GEMM shares its A tile): the first
    // brings it into L2, the others hit, as long as what the wave reads in
    // a few trips fits L2.
    double WaveHit = Wave > 0 ? 1 - L.DistinctInWave / double(Wave) : 0;
    constexpr double TripsInFlight = 8;
    double L2Bytes = G.mem(MemLevel::L2).SizeKiB * 1024;
    if (C.Level == MemLevel::Global && HasL2 && WaveHit > 0 &&
        L.WaveBytesPerTrip * TripsInFlight <= L2Bytes) {
      C.Level = MemLevel::L2;
      C.HitFraction = WaveHit;
      C.Why = LevelReason(LevelReason::Kind::WaveShare,
                          double(Wave) - L.DistinctInWave, double(Wave));
    }
    S.Level = C.Level;
    S.HitFraction = C.HitFraction;
    S.Why = C.Why;
    // The block's warps request the same sectors together (an operand
    // that depends on threadIdx.x only, in a block of several rows of
    // warps): the L1 merges them into the first warp's miss.
    double Shared = 1 - 1 / WarpsPerBlock;
    if (L.SharedByWarps && HasL1 &&
        !(C.Level == MemLevel::L1 && C.HitFraction >= Shared)) {
      S.Level = MemLevel::L1;
      S.HitFraction = Shared;
      S.SharedByWarps = true;
      bool InL2 = C.Level == MemLevel::L2;
      S.MissLevel = InL2 ? MemLevel::L2 : MemLevel::Global;
      S.MissHitFraction = InL2 ? C.HitFraction : 0;
      S.Why = LevelReason::sameSectors(WarpsPerBlock, C.Why);
    }
    // A warp that reads at the next trip of its loop sectors it read at
    // this one (a row walked element by element, a sliding window) finds
    // them in L1 whatever the footprint: only the new ones miss, and only
    // the trips that bring them wait for the level the footprint gives.
    if (L.Trip.Hit <= 0 || !HasL1 ||
        (S.Level == MemLevel::L1 && !S.SharedByWarps &&
         S.HitFraction >= L.Trip.Hit))
      continue;
    if (!S.SharedByWarps) {
      bool InL2 = S.Level == MemLevel::L2;
      S.MissLevel = InL2 ? MemLevel::L2 : MemLevel::Global;
      S.MissHitFraction = InL2 ? S.HitFraction : 0;
      S.Level = MemLevel::L1;
      S.HitFraction = L.Trip.Hit;
    }
    S.TripHit = L.Trip.Hit;
    S.TripWait = L.Trip.Wait;
    S.Why = LevelReason::tripReuse(L.Trip.Hit,
                                   S.SharedByWarps ? WarpsPerBlock : 0, C.Why);
  }
  // A later load of a code block that found some of its sectors where an
  // earlier one read them (an unrolled loop's copies): its other sectors
  // are re-read as the first load of that buffer there is, in L1 when the
  // block re-reads what fits there (a loop round a 16 KB buffer), else in
  // the L2 where the grid re-reads what fits it; they went to DRAM.
  for (const auto &[Key, FirstKey] : Followers) {
    const AccessSummary &F = Get(FirstKey);
    MemLevel Level = F.Level;
    double Hit = F.HitFraction;
    if (F.SharedByWarps || F.TripHit > 0 || Hit <= 0)
      continue;
    AccessSummary &S = Get(Key);
    if (Level == MemLevel::L1) {
      S.HitFraction += (1 - S.HitFraction) * Hit;
    } else if (Level == MemLevel::L2) {
      S.MissLevel = MemLevel::L2;
      S.MissHitFraction = Hit;
    }
  }
}

bool knownAddrSpace(unsigned AS) {
  switch (AS) {
  case ASGeneric:
  case ASGlobal:
  case ASShared:
  case ASConst:
  case ASLocal:
  case ASParam:
    return true;
  default:
    return false;
  }
}

MemLevel levelOfAddrSpace(unsigned AS) {
  switch (AS) {
  case ASShared:
    return MemLevel::Shared;
  case ASConst:
  case ASParam:
    return MemLevel::Constant;
  default:
    return MemLevel::Global;
  }
}

const char *addrSpaceName(unsigned AS) {
  switch (AS) {
  case ASShared:
    return "shared";
  case ASConst:
    return "constant";
  case ASParam:
    return "param";
  case ASLocal:
    return "local";
  default:
    return "global";
  }
}

CacheChoice localCacheLevel(double BytesPerThread, double ThreadsPerSM,
                            const GPUDesc &G) {
  CacheChoice C;
  double L1 = G.mem(MemLevel::L1).SizeKiB * 1024;
  double L2 = G.mem(MemLevel::L2).SizeKiB * 1024;
  double PerSM = BytesPerThread * ThreadsPerSM;
  if (L1 > 0 && PerSM <= L1) {
    C.Level = MemLevel::L1;
    C.HitFraction = 1;
    C.Why = LevelReason(LevelReason::Kind::LocalInL1, BytesPerThread,
                        PerSM / 1024, ThreadsPerSM, L1 / 1024);
    return C;
  }
  if (L2 > 0 && PerSM * G.SMCount <= L2) {
    C.Level = MemLevel::L2;
    C.HitFraction = 1;
    C.Why = LevelReason(LevelReason::Kind::LocalInL2, BytesPerThread,
                        PerSM / 1024, L2 / 1024);
    return C;
  }
  C.Why = L2 <= 0 ? LevelReason(LevelReason::Kind::NoDataCache)
                  : LevelReason(LevelReason::Kind::LocalInDRAM, BytesPerThread);
  return C;
}

CacheChoice chooseCacheLevel(double GridFootprint, double GridBytes,
                             double BlockFootprint, double BlockBytes,
                             double TotalFootprint, const GPUDesc &G) {
  CacheChoice C;
  double L1 = G.mem(MemLevel::L1).SizeKiB * 1024;
  double L2 = G.mem(MemLevel::L2).SizeKiB * 1024;
  // Re-read by the same block, and the block's data fits in L1.
  // Reuse below 2x is within the error of the footprint estimate.
  if (L1 > 0 && BlockFootprint > 0 && BlockBytes >= 2 * BlockFootprint &&
      BlockFootprint <= L1) {
    C.Level = MemLevel::L1;
    C.HitFraction = 1 - BlockFootprint / BlockBytes;
    C.Why = LevelReason(LevelReason::Kind::BlockReuse,
                        BlockBytes / BlockFootprint, BlockFootprint, L1 / 1024);
    return C;
  }
  // Re-read across the grid, and everything the kernel touches fits in L2.
  if (L2 > 0 && GridFootprint > 0 && GridBytes >= 2 * GridFootprint &&
      TotalFootprint <= L2) {
    C.Level = MemLevel::L2;
    C.HitFraction = 1 - GridFootprint / GridBytes;
    C.Why = LevelReason(LevelReason::Kind::GridReuse, GridBytes / GridFootprint,
                        TotalFootprint / 1024, L2 / 1024);
    return C;
  }
  using K = LevelReason::Kind;
  C.Why = L2 <= 0                                              ? K::NoDataCache
          : GridFootprint > 0 && GridBytes < 2 * GridFootprint ? K::ReadOnce
          : TotalFootprint > L2                                ? K::ExceedsL2
                                                               : K::NoReuse;
  return C;
}

} // namespace lhf
