//===- PartitionCamping.cpp - DRAM partitions a wave's requests reach -----===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
//
// GT200 interleaves addresses over its DRAM partitions in 256-byte steps
// with no hashing (Ruetsch & Micikevicius, "Optimizing Matrix Transpose in
// CUDA", section "Partition Camping"). When the blocks running at once all
// write (or read) addresses a multiple of 8 x 256 bytes apart, as a
// transpose's tile columns of a 2048-float matrix are, one partition serves
// the whole GPU's requests: the bytes take 8 times as long. Later GPUs hash
// the address and do not camp (the whitepaper's diagonal reordering helps
// on GT200 and not on Fermi: docs/accuracy.md).
//
//===----------------------------------------------------------------------===//

#include "lhf/Model/MemoryAccess.h"

#include <algorithm>
#include <set>
#include <vector>

namespace lhf {

unsigned partitionsTouched(const AccessSummary &S, int64_t Lo,
                           const SharingPoints &Share, unsigned Warps,
                           const Dim3 &Grid, const GPUDesc &G) {
  unsigned P = G.DRAMPartitions;
  uint64_t Width = G.PartitionBytes;
  if (P < 2 || !Width || S.Unknown || S.Lanes.empty() || !Share.LastWarp)
    return 0;
  for (const std::optional<int64_t> &B : Share.NextBlock)
    if (!B)
      return 0;
  std::vector<int64_t> LaneOff;
  for (const std::optional<int64_t> &A : S.Lanes) {
    if (!A)
      return 0;
    LaneOff.push_back(addrSub(*A, Lo));
  }
  std::sort(LaneOff.begin(), LaneOff.end());
  LaneOff.erase(std::unique(LaneOff.begin(), LaneOff.end()), LaneOff.end());
  // The block's warps: evenly spaced from warp 0 to the last when the
  // address is linear in the warp index, else those two.
  std::vector<int64_t> WarpOff = {0};
  if (std::optional<int64_t> Step = warpStep(Share, Lo, Warps))
    for (unsigned W = 1; W < Warps; ++W)
      WarpOff.push_back(addrMul(*Step, W));
  else if (Warps > 1)
    WarpOff.push_back(addrSub(*Share.LastWarp, Lo));
  int64_t Step[3];
  for (unsigned D = 0; D < 3; ++D)
    Step[D] = addrSub(*Share.NextBlock[D], Lo);
  uint64_t Wave = firstWaveBlocks(Grid, G);
  // A set, not a table of P flags: the file may claim any count, and at
  // most Wave x warps x lanes partitions are reached.
  std::set<uint64_t> Seen;
  for (uint64_t B = 0; B < Wave; ++B) {
    std::array<uint64_t, 3> C = blockCoords(B, Grid);
    int64_t Base = Lo;
    for (unsigned D = 0; D < 3; ++D)
      Base = addrAdd(Base, addrMul(int64_t(C[D]), Step[D]));
    for (int64_t W : WarpOff)
      for (int64_t L : LaneOff) {
        Seen.insert(uint64_t(addrAdd(addrAdd(Base, W), L)) / Width % P);
        if (Seen.size() == P)
          return P;
      }
  }
  return unsigned(Seen.size());
}

} // namespace lhf
