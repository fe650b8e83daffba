//===- MemoryAccess.h - Coalescing, bank conflicts, cache level -*- C++ -*-===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// What the paper assumed away (its main error source): how many bytes a
/// warp's request really moves. Front ends give the byte address each lane
/// of the first warp touches; these functions turn that into 32-byte
/// sectors (seeds 001/002: width-aware warp coalescing; half-warp segments
/// on compute capability 1.x), shared-memory bank congestion (seed 004:
/// c = the most distinct words any bank serves), and the cache level a
/// re-read access is served from.
///
//===----------------------------------------------------------------------===//

#ifndef LHF_MODEL_MEMORYACCESS_H
#define LHF_MODEL_MEMORYACCESS_H

#include "lhf/Model/GPUDesc.h"
#include "lhf/Model/LevelReason.h"

#include "llvm/ADT/DenseSet.h"

#include <array>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace lhf {

/// A thread and loop position a front end evaluates addresses at.
struct ThreadPoint {
  uint64_t Tid[3] = {0, 0, 0};
  uint64_t Ctaid[3] = {0, 0, 0};
  bool LastIteration = false; ///< loop variables at their last trip

  /// The block's last thread (block 0), loops at their last trip.
  static ThreadPoint lastOfBlock(const Dim3 &Block);
  /// The grid's last thread, loops at their last trip.
  static ThreadPoint lastOfGrid(const Dim3 &Block, const Dim3 &Grid);
  /// The first lane of the block's last warp (block 0, first trip).
  static ThreadPoint firstOfLastWarp(const Dim3 &Block, unsigned WarpSize);
  /// The first thread of the next block along \p Dim (first trip).
  static ThreadPoint nextBlock(unsigned Dim);
  /// The first thread of block \p Ctaid (first trip).
  static ThreadPoint firstOfBlock(const std::array<uint64_t, 3> &Ctaid);
  /// Thread \p T of block 0 in the block's linear order (x fastest),
  /// first trip: warps are runs of 32 of it.
  static ThreadPoint ofThread(uint64_t T, const Dim3 &Block);
  /// This thread's index in its block's linear order.
  uint64_t linear(const Dim3 &Block) const {
    return Tid[0] + Block.X * (Tid[1] + Block.Y * Tid[2]);
  }
};

/// Byte address per active lane; nullopt where the front end could not
/// tell (the access is then treated as one sector per lane).
using LaneAddresses = std::vector<std::optional<int64_t>>;

/// Address arithmetic as the GPU does it, modulo 2^64: signed overflow is
/// undefined in C++, and a pointer argument bound to an extreme address
/// reached it.
inline int64_t addrAdd(int64_t A, int64_t B) {
  return int64_t(uint64_t(A) + uint64_t(B));
}
inline int64_t addrSub(int64_t A, int64_t B) {
  return int64_t(uint64_t(A) - uint64_t(B));
}
inline int64_t addrMul(int64_t A, int64_t B) {
  return int64_t(uint64_t(A) * uint64_t(B));
}
/// |A - B| for two addresses, without overflow.
inline uint64_t addrDistance(int64_t A, int64_t B) {
  return A > B ? uint64_t(A) - uint64_t(B) : uint64_t(B) - uint64_t(A);
}

/// One global request of a warp.
struct Coalescing {
  double Bytes = 0;      ///< bytes moved: transactions x their size
  double IdealBytes = 0; ///< the same lanes perfectly coalesced
  unsigned Transactions = 0; ///< sectors (2.x+) or segments (1.x)
  unsigned IdealTransactions = 0;
  bool Unknown = false;  ///< some lane's address was unknown
};

/// Sectors (or 1.x segments) one warp request touches.
Coalescing coalesceGlobal(const LaneAddresses &Lanes, unsigned Size,
                          const GPUDesc &G);

/// One shared-memory request of a warp.
struct BankConflict {
  unsigned Ways = 1;   ///< worst congestion c over the request's phases
  unsigned Cycles = 1; ///< serialised passes: sum of c over phases
  unsigned Phases = 1; ///< passes a conflict-free request needs
  bool Unknown = false;
};

/// Bank congestion of one warp request (same word = broadcast).
/// \p PerPhase: each phase is a request of its own (ldmatrix's 8 rows per
/// matrix), so phases are never merged across the warp.
BankConflict bankConflicts(const LaneAddresses &Lanes, unsigned Size,
                           const GPUDesc &G, bool PerPhase = false);

/// Where a global access is served from.
struct CacheChoice {
  MemLevel Level = MemLevel::Global;
  double HitFraction = 0; ///< of its bytes, served by Level when not Global
  LevelReason Why;
};

/// What a warp's previous trip of its loop left in L1 for this one.
struct TripReuse {
  double Hit = 0;  ///< share of the sectors the previous trip read
  double Wait = 1; ///< share of the trips with a sector it did not read
};

/// What one memory access moves per warp request, as a front end found it.
struct AccessSummary {
  unsigned Size = 0;      ///< bytes per lane
  unsigned AddrSpace = 1; ///< NVPTX address space after tracing
  double Bytes = 0;       ///< bytes one warp request moves
  double IdealBytes = 0;  ///< the same request perfectly coalesced
  double Transactions = 0, IdealTransactions = 0;
  /// The distinct cache lines (GPUDesc::LineBytes) the lanes touch, for
  /// global accesses with more sectors than coalesced (0 otherwise): a
  /// scattered store's rate at the L2 counts them.
  double Lines = 0;
  /// Lines x LineBytes on GPUs whose L1 reads a whole line per pass (7.0
  /// on; 0 elsewhere and for coalesced accesses): a load whose every lane
  /// hits a line of its own takes 32 passes however few bytes it moves
  /// (docs/model.md section 35).
  double LinePassBytes = 0;
  unsigned BankWays = 1;   ///< shared: worst congestion c
  unsigned BankCycles = 1; ///< shared: serialised passes
  unsigned BankPhases = 1; ///< shared: passes without conflicts
  MemLevel Level = MemLevel::Global; ///< where it is served from
  double HitFraction = 0;  ///< of Bytes, served by Level (cached levels)
  LevelReason Why;         ///< why that level
  bool Unknown = false;    ///< address not affine in the thread index
  /// The address rests on a value loaded from memory (`hist[in[i]]`): the
  /// lanes' order is the data's, which no change of the code reorders.
  bool DataIndexed = false;
  /// A global atomic whose address is the same for every thread of the
  /// grid (a single counter or sum): all its requests queue at one L2
  /// slice, one after another.
  enum class OneWord : unsigned char { No, Int, Float };
  OneWord OneWordAtomic = OneWord::No;
  /// A data-indexed global atomic whose index reaches AtomicLines cache
  /// lines, few enough to queue at their L2 slices (the same kind as
  /// OneWordAtomic); LineUpdates: the warp's distinct words over those
  /// lines, the updates the busiest line gets from one warp atomic when
  /// the lines spread over slices (docs/model.md section 74).
  OneWord LineAtomic = OneWord::No;
  unsigned AtomicLines = 0;
  double LineUpdates = 0;
  /// Every warp of the block requests the same sectors at the same time:
  /// the first misses, the others wait for its request (served by L1 for
  /// bandwidth, at the miss's latency).
  bool SharedByWarps = false;
  /// With SharedByWarps: where the one miss is served (L2 for part of it
  /// when the kernel's data fits there, else DRAM).
  MemLevel MissLevel = MemLevel::Global;
  double MissHitFraction = 0;
  /// The share of the warp's sectors that its previous trip of the loop
  /// read (a row walked element by element): L1 hits whatever the
  /// footprint, the others miss to MissLevel (docs/model.md section 60).
  double TripHit = 0;
  double TripWait = 1; ///< the share of its trips that wait for a miss
  /// DRAM partitions the requests of the blocks resident at once reach
  /// through this access, of the GPU's PartitionsTotal (0: not modelled),
  /// and how much longer its DRAM bytes take for it (1: no camping).
  unsigned Partitions = 0, PartitionsTotal = 0;
  double CampFactor = 1;
  /// Byte address per lane of the first warp (empty when not computed):
  /// the machine front end re-runs coalescing at its own access width.
  LaneAddresses Lanes;
};

/// Whether a global atomic names one word for the whole grid (docs/model.md
/// section 34), from its address for the first thread (\p First), the last
/// of the block and of the grid (at the loop's last trip) and the first
/// warp's lanes; \p Float for a floating-point operation.
AccessSummary::OneWord oneWordAtomic(std::optional<int64_t> First,
                                     std::optional<int64_t> BlockLast,
                                     std::optional<int64_t> GridLast,
                                     const LaneAddresses &Lanes, bool Float);

/// Fills \p S (whose Size and AddrSpace are set) from the lane addresses of
/// the first warp: bank congestion for shared memory, sectors for global
/// and constant memory, the interleaved (ideal) layout of local memory.
/// \p PerPhase as for bankConflicts.
void summarizeLanes(AccessSummary &S, const LaneAddresses &Lanes,
                    const GPUDesc &G, bool PerPhase = false);

/// A struct moved by value (a memcpy or memset of \p BytesPerLane per
/// lane): all of it is wanted, so no layout moves less than all of its
/// bytes (the ideal of its first move, at both levels).
void wantWholeStruct(AccessSummary &A, double BytesPerLane, unsigned WarpSize);

/// Moves an atomic's issue, counted on \p Counted by its access, to the
/// atomic unit (the GPU file's `atomic` rate). An integer shared-memory
/// atomic stays at the shared-memory rate on GPUs with native shared
/// atomics (5.0 on): measured the same as a load there (H100: 1.01 cycles
/// per warp, validation/hw/h100-micro-extra.csv row shared_distinct), a
/// tenth of a global one's. A \p Float one is a compare-and-swap loop in
/// nvcc's code (docs/model.md section 74): the atomic unit's rate.
void countAtomicIssue(Segment &S, InstrClass Counted, bool Float,
                      const GPUDesc &G);

/// Adds one access to a segment: bytes per level (split by the hit
/// fraction, waiting on the level serving most of it), one issue, and a
/// KeyInstr describing it. Shared by every front end.
void addAccessCost(Segment &S, const AccessSummary &A, bool IsLoad,
                   KeyInstr Key);

/// The issue class of one memory instruction that \p L serves (shared and
/// constant memory have their own pipes).
InstrClass accessIssueClass(MemLevel L);

/// The address of an access's first lane at the points that say who else
/// reads its sectors at the same time (first trip of every loop).
struct SharingPoints {
  std::optional<int64_t> LastWarp;     ///< the block's last warp
  /// Blocks (1,0,0), (0,1,0), (0,0,1); along a dimension of extent 1, the
  /// first block's address (there is no next block: no step).
  std::optional<int64_t> NextBlock[3];
  /// The first thread of each block of the first wave (firstWaveBlocks,
  /// launch order): how many addresses differ is how many tiles the wave
  /// reads at once, whatever maps the block index to the tile (`/` and
  /// `%` of a 1-D grid, a swizzle). Empty where the address is linear in
  /// the block coordinates (NextBlock says it all) or unknown in one of
  /// the blocks: NextBlock decides.
  std::vector<int64_t> Wave;
};

/// The address step from one warp of a block of \p Warps warps to the next,
/// when the address is linear in the warp index as far as warp 0 (\p Lo)
/// and the last warp (\p LastWarp: its first lane's address) tell; none
/// otherwise.
std::optional<int64_t> warpStep(std::optional<int64_t> LastWarp, int64_t Lo,
                                unsigned Warps);
inline std::optional<int64_t> warpStep(const SharingPoints &Share, int64_t Lo,
                                       unsigned Warps) {
  return warpStep(Share.LastWarp, Lo, Warps);
}

/// SharingPoints of an address that \p At evaluates at a thread point and
/// that is \p Lo at the first thread; every front end asks the same points.
/// \p LastWarp: the last warp's address where the caller asked it already.
SharingPoints sharingPoints(
    const std::function<std::optional<int64_t>(const ThreadPoint &)> &At,
    int64_t Lo, const Dim3 &Block, const Dim3 &Grid, const GPUDesc &G,
    const std::optional<int64_t> *LastWarp = nullptr);

/// The blocks the model takes as running at once: the first wave in
/// launch order, one block per SM (occupancy is not known when access
/// levels are chosen), and the coordinates of the \p B th of them (x
/// fastest).
uint64_t firstWaveBlocks(const Dim3 &Grid, const GPUDesc &G);
std::array<uint64_t, 3> blockCoords(uint64_t B, const Dim3 &Grid);

/// On a GPU that maps addresses to DRAM partitions directly (GT200: 8
/// partitions, 256 bytes wide), the partitions that the requests of the
/// first wave (one block per SM, launch order) reach through one access:
/// warp 0's lanes (S.Lanes), the block's warps (from \p Share.LastWarp,
/// linear in the warp index) and the blocks (from \p Share.NextBlock,
/// linear in the block index), first trip of every loop. 0 where the GPU
/// hashes addresses or an address is unknown.
unsigned partitionsTouched(const AccessSummary &S, int64_t Lo,
                           const SharingPoints &Share, unsigned Warps,
                           const Dim3 &Grid, const GPUDesc &G);

/// The cache-level policy every front end applies to its global accesses
/// (docs/model.md section 7): sector reuse within a straight-line block of
/// code, then footprints and reuse across the block and the grid.
class CacheLevelPlanner {
public:
  CacheLevelPlanner(const GPUDesc &G, const Dim3 &Block, const Dim3 &Grid);

  /// The block's sectors of an access (\p Key) in code block \p Code
  /// through buffer \p Base: a load of sectors an earlier load there
  /// brought hits L1, a store to sectors an earlier store wrote merges in
  /// L2. The block's warps are warp 0's lanes (S.Lanes) \p WarpStep apart
  /// (warpStep), or warp 0 alone where that is not known: a stencil's
  /// `in[i - width]` reads the row the warp above read as `in[i]`. True
  /// (and \p S updated) when some sectors were already there; the load's
  /// other sectors then take the level finish() gives the first load of
  /// that buffer there.
  bool reuseInCode(const void *Code, const void *Base, bool IsLoad,
                   AccessSummary &S, const void *Key,
                   std::optional<int64_t> WarpStep = std::nullopt);

  /// Records a global access's footprints from the addresses it takes at
  /// the first thread (\p Lo), the grid's last (\p GridHi) and the
  /// block's last (\p BlockHi), run \p Execs times per warp: distinct
  /// bytes the grid (one block) touches through it, and the bytes all
  /// warps (one block's) request. A store written partly by several warps
  /// of a block is merged in L2 at once (\p S updated); loads wait for
  /// finish().
  /// \p Share: where the address equals \p Lo, the block's warps, or the
  /// blocks next to it, read the same sectors.
  /// \p TripStep: the bytes every lane's address moves from one trip of
  /// the access's innermost loop to the next, which runs \p Trips trips
  /// (none: not in a loop, or the lanes move differently).
  void addFootprint(const void *Key, const void *Base, bool IsLoad, int64_t Lo,
                    int64_t GridHi, int64_t BlockHi, double Execs,
                    AccessSummary &S, const SharingPoints &Share = {},
                    std::optional<int64_t> TripStep = std::nullopt,
                    double Trips = 0);

  /// Records a global access whose address is a value loaded from memory
  /// (\p S.DataIndexed) that can reach only \p Footprint bytes of its
  /// buffer (the index's range: `hist[byte]` 256 entries): a load's level
  /// waits for finish() as addFootprint's; an atomic, which the L2
  /// performs, is served there while the range fits it (\p S updated).
  void addIndexRange(const void *Key, const void *Base, bool IsLoad,
                     double Footprint, double Execs, AccessSummary &S);

  /// Decides the level of every recorded load; \p Get returns the
  /// summary of a key.
  void finish(const std::function<AccessSummary &(const void *)> &Get);

private:
  struct Load {
    const void *Key;
    double GridFootprint, GridBytes, BlockFootprint, BlockBytes;
    bool SharedByWarps;
    /// Blocks resident at once (the first wave, one per SM at least) that
    /// read distinct sectors through it at the same trip, and their bytes
    /// per trip.
    double DistinctInWave, WaveBytesPerTrip;
    TripReuse Trip; ///< where the L1 holds two trips' sectors
  };
  const GPUDesc &G;
  bool HasL1, HasL2;
  double WarpsPerBlock, Blocks;
  Dim3 Grid;
  uint64_t Wave; ///< firstWaveBlocks
  /// Sectors each code block's loads (stores) of a buffer touched.
  std::map<std::pair<const void *, const void *>,
           llvm::SmallDenseSet<int64_t, 16>>
      Seen, Written;
  /// A code block's first access of a buffer, not yet in Seen (Written):
  /// warp 0's sectors and the block's other warps, \p Step sectors apart.
  struct PendingSectors {
    llvm::SmallVector<int64_t, 8> Sectors;
    unsigned Warps;
    int64_t Step;
  };
  std::map<std::pair<const void *, const void *>, PendingSectors> PendingLoads,
      PendingStores;
  /// The first load of each code block and buffer, and the later loads
  /// there that found some of their sectors (each with its first).
  std::map<std::pair<const void *, const void *>, const void *> FirstLoad;
  std::vector<std::pair<const void *, const void *>> Followers;
  std::map<const void *, double> ReadFootprint; ///< per buffer
  /// Distinct blocks of the wave by the coordinates an address reads (bit
  /// D: it reads coordinate D); -1 until counted.
  std::array<double, 8> DistinctByMask{-1, -1, -1, -1, -1, -1, -1, -1};
  /// Tiles the first wave's blocks read at once (SharingPoints::Wave, else
  /// the distinct block coordinates the address reads).
  double distinctInWave(const SharingPoints &Share, int64_t Lo);
  std::vector<Load> Loads;
};

/// TripReuse of a warp's lanes (\p Lanes, \p Size bytes each) in a loop
/// of \p Trips trips, when every lane's address moves \p Step bytes a
/// trip: averaged over the sectors' period (at most one sector's bytes of
/// trips) and over the loop, whose first trip reads all of its sectors
/// anew. A trip waits when any lane's sector is new: lanes that cross into
/// their next sectors at different trips make every trip wait, though
/// they move as few bytes.
TripReuse tripReuse(const LaneAddresses &Lanes, unsigned Size, int64_t Step,
                    double Trips, int64_t Sector);

/// NVPTX address spaces (the NVPTX usage guide).
enum NVPTXAddrSpace : unsigned {
  ASGeneric = 0,
  ASGlobal = 1,
  ASShared = 3,
  ASConst = 4,
  ASLocal = 5,
  ASParam = 101
};
/// Whether lhf knows what \p AS is (generic, global, shared, constant,
/// local, kernel parameters); others are counted as global and said.
bool knownAddrSpace(unsigned AS);
/// The memory level an address space is served from (local memory goes
/// through the global path, parameters through the constant bank).
MemLevel levelOfAddrSpace(unsigned AS);
/// "global", "shared", "constant", "local", "param".
const char *addrSpaceName(unsigned AS);

/// Where local-memory accesses are served. Each thread's local memory
/// (its arrays: \p BytesPerThread) is its own, so the footprint is that
/// times the \p ThreadsPerSM that can be resident: L1 when that fits it (a
/// register tile, a small scratch array: re-read by its thread), L2 when
/// every SM's fits there, else DRAM.
CacheChoice localCacheLevel(double BytesPerThread, double ThreadsPerSM,
                            const GPUDesc &G);

/// Chooses the level of a global access from its footprints and traffic.
/// \p GridFootprint: distinct bytes the whole grid touches through this
/// access's buffer; \p GridBytes: bytes all warps request through it;
/// \p BlockFootprint / \p BlockBytes: the same for one block;
/// \p TotalFootprint: distinct bytes of all buffers the kernel touches.
CacheChoice chooseCacheLevel(double GridFootprint, double GridBytes,
                             double BlockFootprint, double BlockBytes,
                             double TotalFootprint, const GPUDesc &G);

} // namespace lhf

#endif // LHF_MODEL_MEMORYACCESS_H
