//===- Occupancy.h - Blocks per SM, CUDA occupancy rules -----*- C++ -*-===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// BLP (resident blocks per SM) and its limiting resource, with the rules of
/// NVIDIA's occupancy calculator: per-block register allocation on 1.x,
/// per-warp allocation rounded to the register allocation unit and the warp
/// allocation granularity later, shared memory rounded to its allocation unit
/// plus the driver's per-block reservation (8.0+), carve-out rounding.
///
//===----------------------------------------------------------------------===//

#ifndef LHF_MODEL_OCCUPANCY_H
#define LHF_MODEL_OCCUPANCY_H

#include "lhf/Model/GPUDesc.h"

#include <cstdint>
#include <string>

namespace lhf {

/// What limits the number of resident blocks.
enum class OccLimiter { None, Threads, Warps, Blocks, Registers, SharedMemory };

/// Lower-case name used in remarks and JSON ("registers", ...).
const char *occLimiterName(OccLimiter L);

/// The per-block resources of a launch.
struct OccupancyInput {
  uint64_t ThreadsPerBlock = 0;
  unsigned RegsPerThread = 0;
  uint64_t SmemPerBlock = 0; ///< static + dynamic, bytes
  /// Requested shared-memory carve-out in KiB (cudaFuncAttribute-
  /// PreferredSharedMemoryCarveout); 0 = the driver's default (the largest).
  uint64_t CarveoutKiB = 0;
};

/// The result of the occupancy rules.
struct Occupancy {
  unsigned BlocksPerSM = 0; ///< BLP; 0 means the block cannot launch
  unsigned WarpsPerBlock = 0; ///< TLP
  OccLimiter Limiter = OccLimiter::None;
  /// Blocks per SM each resource alone would allow.
  unsigned ByThreads = 0, ByWarps = 0, ByBlocks = 0, ByRegisters = 0,
           BySharedMemory = 0;
  unsigned RegsPerBlockAllocated = 0;
  uint64_t SmemPerBlockAllocated = 0;
  uint64_t SmemPerSMUsed = 0; ///< carve-out the blocks are placed in
  /// Why the block cannot launch, when BlocksPerSM == 0.
  std::string Reason;

  unsigned warpsPerSM() const { return BlocksPerSM * WarpsPerBlock; }
};

/// Applies the occupancy rules of \p G's compute capability to \p In.
Occupancy computeOccupancy(const GPUDesc &G, const OccupancyInput &In);

/// Largest register count per thread that still gives \p Blocks blocks per
/// SM (other resources unchanged); 0 if none does.
unsigned maxRegsForBlocks(const GPUDesc &G, OccupancyInput In,
                          unsigned Blocks);

/// Largest shared memory per block (bytes) that still gives \p Blocks blocks
/// per SM; 0 if none does.
uint64_t maxSmemForBlocks(const GPUDesc &G, OccupancyInput In,
                          unsigned Blocks);

} // namespace lhf

#endif // LHF_MODEL_OCCUPANCY_H
