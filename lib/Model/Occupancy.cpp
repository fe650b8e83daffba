//===- Occupancy.cpp - Blocks per SM, CUDA occupancy rules ----------------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The rules follow NVIDIA's CUDA Occupancy Calculator (the paper's ref. [13])
/// as documented in the CUDA C++ Programming Guide and `cuda_occupancy.h`;
/// every number they use comes from the GPU description.
///
//===----------------------------------------------------------------------===//

#include "lhf/Model/Occupancy.h"

#include "llvm/Support/FormatVariadic.h"

#include <algorithm>
#include <climits>

namespace lhf {

const char *occLimiterName(OccLimiter L) {
  switch (L) {
  case OccLimiter::None:
    return "none";
  case OccLimiter::Threads:
    return "threads";
  case OccLimiter::Warps:
    return "warps";
  case OccLimiter::Blocks:
    return "blocks";
  case OccLimiter::Registers:
    return "registers";
  case OccLimiter::SharedMemory:
    return "shared memory";
  }
  return "none";
}

static uint64_t divideRoundUp(uint64_t X, uint64_t Y) {
  return Y ? (X + Y - 1) / Y : X;
}
static uint64_t roundUp(uint64_t X, uint64_t Y) {
  return Y * divideRoundUp(X, Y);
}

/// Registers: blocks per SM, or 0 with a reason.
static unsigned blocksByRegisters(const GPUDesc &G, const OccupancyInput &In,
                                  Occupancy &O) {
  const SMLimits &L = G.Limits;
  unsigned Regs = In.RegsPerThread;
  if (Regs == 0)
    return UINT_MAX;
  if (L.MaxRegistersPerThread && Regs > L.MaxRegistersPerThread) {
    O.Reason = llvm::formatv("{0} registers per thread exceed the limit of {1}",
                             Regs, L.MaxRegistersPerThread);
    return 0;
  }
  uint64_t Warps = O.WarpsPerBlock;
  if (L.RegisterAllocationPerBlock) {
    // 1.x: the whole block's registers, warps rounded to the granularity.
    uint64_t PerBlock =
        roundUp(roundUp(Warps, L.WarpAllocationGranularity) * Regs * G.WarpSize,
                L.RegisterAllocationUnit);
    O.RegsPerBlockAllocated = PerBlock;
    if (L.MaxRegistersPerBlock && PerBlock > L.MaxRegistersPerBlock) {
      O.Reason = llvm::formatv("a block needs {0} registers, the limit is {1}",
                               PerBlock, L.MaxRegistersPerBlock);
      return 0;
    }
    return L.RegistersPerSM / PerBlock;
  }
  // 2.x and later: per warp, and warps are placed in register-file
  // sub-partitions (the warp allocation granularity).
  uint64_t PerWarp = roundUp(uint64_t(Regs) * G.WarpSize,
                             L.RegisterAllocationUnit);
  uint64_t PerBlock = PerWarp * Warps;
  uint64_t Assumed = PerWarp * roundUp(Warps, L.WarpAllocationGranularity);
  O.RegsPerBlockAllocated = PerBlock;
  if (L.MaxRegistersPerBlock && std::max(PerBlock, Assumed) >
                                    L.MaxRegistersPerBlock) {
    O.Reason = llvm::formatv("a block needs {0} registers, the limit is {1}",
                             std::max(PerBlock, Assumed),
                             L.MaxRegistersPerBlock);
    return 0;
  }
  uint64_t Gran = L.WarpAllocationGranularity;
  uint64_t WarpsPerSM = (L.RegistersPerSM / Gran) / PerWarp * Gran;
  return WarpsPerSM / Warps;
}

/// Shared memory: blocks per SM, or 0 with a reason.
static unsigned blocksBySharedMemory(const GPUDesc &G,
                                     const OccupancyInput &In, Occupancy &O) {
  const SMLimits &L = G.Limits;
  bool AmperePlus = G.CCMajor >= 8;
  uint64_t Reserved = AmperePlus ? L.ReservedSharedMemoryPerBlock : 0;
  uint64_t Alloc = roundUp(In.SmemPerBlock + Reserved,
                           L.SharedMemoryAllocationUnit);
  O.SmemPerBlockAllocated = Alloc;
  uint64_t PerBlockLimit =
      std::max(L.SharedMemoryPerBlockOptin, L.SharedMemoryPerBlock) + Reserved;
  if (Alloc > PerBlockLimit) {
    O.Reason = llvm::formatv(
        "a block needs {0} bytes of shared memory, the limit is {1}",
        In.SmemPerBlock, PerBlockLimit - Reserved);
    return 0;
  }
  // The carve-out: the requested one rounded up to a supported step, but
  // never smaller than one block needs (the driver grows it).
  auto RoundToCarveout = [&](uint64_t Bytes) {
    for (uint64_t K : L.CarveoutsKiB)
      if (K * 1024 >= Bytes)
        return K * 1024;
    return L.SharedMemoryPerSM;
  };
  uint64_t Pref = In.CarveoutKiB ? RoundToCarveout(In.CarveoutKiB * 1024)
                                 : L.SharedMemoryPerSM;
  uint64_t Cap = Pref;
  if (Pref < Alloc)
    Cap = G.CCMajor >= 7 ? RoundToCarveout(Alloc) : L.SharedMemoryPerSM;
  O.SmemPerSMUsed = Cap;
  if (Alloc == 0)
    return UINT_MAX;
  return Cap / Alloc;
}

Occupancy computeOccupancy(const GPUDesc &G, const OccupancyInput &In) {
  Occupancy O;
  const SMLimits &L = G.Limits;
  if (In.ThreadsPerBlock == 0) {
    O.Reason = "the block has no threads";
    return O;
  }
  O.WarpsPerBlock = divideRoundUp(In.ThreadsPerBlock, G.WarpSize);
  if (In.ThreadsPerBlock > L.MaxThreadsPerBlock) {
    O.Reason = llvm::formatv("{0} threads per block exceed the limit of {1}",
                             In.ThreadsPerBlock, L.MaxThreadsPerBlock);
    return O;
  }
  O.ByThreads = L.MaxThreadsPerSM / (O.WarpsPerBlock * G.WarpSize);
  O.ByWarps = L.MaxWarpsPerSM / O.WarpsPerBlock;
  O.ByBlocks = L.MaxBlocksPerSM;
  O.ByRegisters = blocksByRegisters(G, In, O);
  if (!O.Reason.empty())
    return O;
  O.BySharedMemory = blocksBySharedMemory(G, In, O);
  if (!O.Reason.empty())
    return O;

  // The first tightest resource in this order: hard limits before the
  // ones the kernel's author can change, so that a hint to cut registers is
  // only given when registers alone are the limit.
  const std::pair<OccLimiter, unsigned> Order[] = {
      {OccLimiter::Warps, O.ByWarps},
      {OccLimiter::Threads, O.ByThreads},
      {OccLimiter::Blocks, O.ByBlocks},
      {OccLimiter::Registers, O.ByRegisters},
      {OccLimiter::SharedMemory, O.BySharedMemory}};
  O.BlocksPerSM = UINT_MAX;
  for (const auto &[Lim, N] : Order)
    if (N < O.BlocksPerSM) {
      O.BlocksPerSM = N;
      O.Limiter = Lim;
    }
  if (O.BlocksPerSM == 0)
    O.Reason = llvm::formatv("no block fits on an SM ({0})",
                             occLimiterName(O.Limiter));
  return O;
}

unsigned maxRegsForBlocks(const GPUDesc &G, OccupancyInput In,
                          unsigned Blocks) {
  unsigned Max = G.Limits.MaxRegistersPerThread ? G.Limits.MaxRegistersPerThread
                                                : 255;
  for (unsigned R = Max; R > 0; --R) {
    In.RegsPerThread = R;
    if (computeOccupancy(G, In).BlocksPerSM >= Blocks)
      return R;
  }
  return 0;
}

uint64_t maxSmemForBlocks(const GPUDesc &G, OccupancyInput In,
                          unsigned Blocks) {
  uint64_t Unit = G.Limits.SharedMemoryAllocationUnit;
  uint64_t Max = std::max(G.Limits.SharedMemoryPerBlockOptin,
                          G.Limits.SharedMemoryPerBlock);
  for (uint64_t S = Max / Unit * Unit;; S -= Unit) {
    In.SmemPerBlock = S;
    if (computeOccupancy(G, In).BlocksPerSM >= Blocks)
      return S;
    if (S < Unit)
      return 0;
  }
}

} // namespace lhf
