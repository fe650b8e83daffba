//===- OccupancyTest.cpp - Blocks per SM against the published rules ------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
//
// The expected values do not come from lib/Model/Occupancy.cpp.
//
// For 7.0, 8.0, 8.6 and 9.0 they come from NVIDIA's cuda_occupancy.h (CUDA
// 13.0 runtime), run on the CPU by a throwaway program that calls
// cudaOccMaxActiveBlocksPerMultiprocessor with a cudaOccDeviceProp holding the
// numbers of the GPUs built below. None of its code is in lhf. Settings:
//  - the function has opted in to the largest per-block shared memory
//    (FUNC_SHMEM_LIMIT_OPTIN, maxDynamicSharedSizeBytes = the opt-in limit),
//    and the shared memory of a case is all dynamic;
//  - one block barrier, partitioned global caching off;
//  - a carve-out of K KiB is the percentage floor(K * 1024 * 100 /
//    sharedMemPerMultiprocessor), which cuda_occupancy.h rounds up to the same
//    carve-out step as K KiB (each comment gives the percentage and step).
// The expected limiter is the first limiting factor the oracle reports, in
// lhf's order: warps (and threads), blocks, registers, shared memory.
//
// For 1.3, which cuda_occupancy.h no longer covers, the cases are worked by
// hand from the CUDA Occupancy Calculator rules for 1.2/1.3, W being warps
// per block:
//   registers per block = ceil(ceil(W, 2) * regs * 32, 512)
//   shared per block    = ceil(smem, 512)
//   blocks = min(8, floor(32 / W), floor(16384 / registers per block),
//                floor(16384 / shared per block))
// and 0 when a block needs more than 512 threads, 124 registers per thread,
// 16384 registers or 16384 bytes of shared memory.
//
//===----------------------------------------------------------------------===//

#include "lhf/Model/Occupancy.h"

#include "gtest/gtest.h"

#include <cstdint>

using namespace lhf;

namespace {

//===----------------------------------------------------------------------===//
// The GPUs: CUDA C++ Programming Guide, "Technical Specifications per Compute
// Capability", and the per-architecture rules of cuda_occupancy.h.
//===----------------------------------------------------------------------===//

/// Tesla C1060 (GT200), compute capability 1.3.
GPUDesc teslaC1060() {
  GPUDesc G;
  G.Name = "tesla-c1060";
  G.CCMajor = 1;
  G.CCMinor = 3;
  G.WarpSize = 32;
  SMLimits &L = G.Limits;
  L.MaxThreadsPerBlock = 512;
  L.MaxBlockDim = {512, 512, 64};
  L.MaxGridDim = {65535, 65535, 1};
  L.MaxThreadsPerSM = 1024;
  L.MaxWarpsPerSM = 32;
  L.MaxBlocksPerSM = 8;
  L.RegistersPerSM = 16384;
  L.MaxRegistersPerBlock = 16384;
  L.MaxRegistersPerThread = 124;
  L.RegisterAllocationUnit = 512;
  L.RegisterAllocationPerBlock = true;
  L.WarpAllocationGranularity = 2;
  L.SharedMemoryPerSM = 16384;
  L.SharedMemoryPerBlock = 16384;
  L.SharedMemoryPerBlockOptin = 16384;
  L.SharedMemoryAllocationUnit = 512;
  L.ReservedSharedMemoryPerBlock = 0;
  L.CarveoutsKiB = {16};
  return G;
}

/// The limits 7.0 and later share: 64K 32-bit registers per SM and per
/// block, 255 per thread, allocated per warp in units of 256 in 4
/// sub-partitions; 1024 threads and 48 KiB of shared memory per block by
/// default.
GPUDesc voltaPlus(const char *Name, unsigned Major, unsigned Minor) {
  GPUDesc G;
  G.Name = Name;
  G.CCMajor = Major;
  G.CCMinor = Minor;
  G.WarpSize = 32;
  SMLimits &L = G.Limits;
  L.MaxThreadsPerBlock = 1024;
  L.MaxBlockDim = {1024, 1024, 64};
  L.MaxGridDim = {2147483647, 65535, 65535};
  L.RegistersPerSM = 65536;
  L.MaxRegistersPerBlock = 65536;
  L.MaxRegistersPerThread = 255;
  L.RegisterAllocationUnit = 256; // cudaOccRegAllocationGranularity
  L.RegisterAllocationPerBlock = false;
  L.WarpAllocationGranularity = 4; // cudaOccSubPartitionsPerMultiprocessor
  L.SharedMemoryPerBlock = 48 * 1024;
  return G;
}

/// Tesla V100 (GV100), compute capability 7.0.
GPUDesc v100() {
  GPUDesc G = voltaPlus("v100", 7, 0);
  SMLimits &L = G.Limits;
  L.MaxThreadsPerSM = 2048;
  L.MaxWarpsPerSM = 64;
  L.MaxBlocksPerSM = 32;
  L.SharedMemoryPerSM = 96 * 1024;
  L.SharedMemoryPerBlockOptin = 96 * 1024;
  L.SharedMemoryAllocationUnit = 256; // cudaOccSMemAllocationGranularity
  L.ReservedSharedMemoryPerBlock = 0;
  L.CarveoutsKiB = {0, 8, 16, 32, 64, 96}; // cudaOccAlignUpShmemSizeVoltaPlus
  return G;
}

/// A100 (GA100), compute capability 8.0.
GPUDesc a100() {
  GPUDesc G = voltaPlus("a100", 8, 0);
  SMLimits &L = G.Limits;
  L.MaxThreadsPerSM = 2048;
  L.MaxWarpsPerSM = 64;
  L.MaxBlocksPerSM = 32;
  L.SharedMemoryPerSM = 164 * 1024;
  L.SharedMemoryPerBlockOptin = 163 * 1024;
  L.SharedMemoryAllocationUnit = 128;
  L.ReservedSharedMemoryPerBlock = 1024;
  L.CarveoutsKiB = {0, 8, 16, 32, 64, 100, 132, 164};
  return G;
}

/// GA102 (RTX 3090, A40), compute capability 8.6.
GPUDesc ga102() {
  GPUDesc G = voltaPlus("ga102", 8, 6);
  SMLimits &L = G.Limits;
  L.MaxThreadsPerSM = 1536;
  L.MaxWarpsPerSM = 48;
  L.MaxBlocksPerSM = 16;
  L.SharedMemoryPerSM = 100 * 1024;
  L.SharedMemoryPerBlockOptin = 99 * 1024;
  L.SharedMemoryAllocationUnit = 128;
  L.ReservedSharedMemoryPerBlock = 1024;
  L.CarveoutsKiB = {0, 8, 16, 32, 64, 100};
  return G;
}

/// H100 (GH100), compute capability 9.0.
GPUDesc h100() {
  GPUDesc G = voltaPlus("h100", 9, 0);
  SMLimits &L = G.Limits;
  L.MaxThreadsPerSM = 2048;
  L.MaxWarpsPerSM = 64;
  L.MaxBlocksPerSM = 32;
  L.SharedMemoryPerSM = 228 * 1024;
  L.SharedMemoryPerBlockOptin = 227 * 1024;
  L.SharedMemoryAllocationUnit = 128;
  L.ReservedSharedMemoryPerBlock = 1024;
  L.CarveoutsKiB = {0, 8, 16, 32, 64, 100, 132, 164, 196, 228};
  return G;
}

//===----------------------------------------------------------------------===//
// Table-driven checks
//===----------------------------------------------------------------------===//

struct OccCase {
  uint64_t Threads;
  unsigned Regs;
  uint64_t Smem;
  uint64_t CarveoutKiB;
  unsigned Blocks;    ///< expected BlocksPerSM
  OccLimiter Limiter; ///< expected limiter; not checked when Blocks == 0
};

OccupancyInput inputOf(uint64_t Threads, unsigned Regs, uint64_t Smem,
                       uint64_t CarveoutKiB = 0) {
  OccupancyInput In;
  In.ThreadsPerBlock = Threads;
  In.RegsPerThread = Regs;
  In.SmemPerBlock = Smem;
  In.CarveoutKiB = CarveoutKiB;
  return In;
}

template <size_t N>
void checkCases(const GPUDesc &G, const OccCase (&Cases)[N]) {
  static_assert(N >= 20, "the issue asks for at least 20 cases per family");
  for (size_t I = 0; I != N; ++I) {
    const OccCase &C = Cases[I];
    SCOPED_TRACE(::testing::Message()
                 << G.Name << " case " << I << ": " << C.Threads << " threads, "
                 << C.Regs << " regs, " << C.Smem << " B shared, carve-out "
                 << C.CarveoutKiB << " KiB");
    Occupancy O =
        computeOccupancy(G, inputOf(C.Threads, C.Regs, C.Smem, C.CarveoutKiB));
    EXPECT_EQ(O.BlocksPerSM, C.Blocks);
    if (C.Blocks == 0)
      EXPECT_FALSE(O.Reason.empty());
    else
      EXPECT_STREQ(occLimiterName(O.Limiter), occLimiterName(C.Limiter));
  }
}

} // namespace

//===----------------------------------------------------------------------===//
// The paper's Table 3: Tesla C1060, 10 registers per thread.
//===----------------------------------------------------------------------===//

TEST(OccupancyTest, PaperTable3C1060Block8x8) {
  // W = 2: warps 32 / 2 = 16; registers ceil(2 * 10 * 32 = 640, 512) = 1024,
  // 16384 / 1024 = 16; blocks 8. min = 8.
  Occupancy O = computeOccupancy(teslaC1060(), inputOf(8 * 8, 10, 0));
  EXPECT_EQ(O.BlocksPerSM, 8u);
  EXPECT_EQ(O.WarpsPerBlock, 2u);
  EXPECT_EQ(O.Limiter, OccLimiter::Blocks);
  EXPECT_EQ(O.RegsPerBlockAllocated, 1024u);
}

TEST(OccupancyTest, PaperTable3C1060Block16x16) {
  // W = 8: warps 32 / 8 = 4; registers ceil(8 * 10 * 32 = 2560, 512) = 2560,
  // 16384 / 2560 = 6; blocks 8. min = 4.
  Occupancy O = computeOccupancy(teslaC1060(), inputOf(16 * 16, 10, 0));
  EXPECT_EQ(O.BlocksPerSM, 4u);
  EXPECT_EQ(O.WarpsPerBlock, 8u);
  EXPECT_EQ(O.Limiter, OccLimiter::Warps);
  EXPECT_EQ(O.RegsPerBlockAllocated, 2560u);
}

//===----------------------------------------------------------------------===//
// Compute capability 1.3 (Tesla C1060), worked by hand.
//===----------------------------------------------------------------------===//

TEST(OccupancyTest, CC13) {
  // clang-format off
  const OccCase Cases[] = {
    // W=2: warps 16; regs ceil(2*10*32=640, 512)=1024 -> 16; blocks 8.
    {64, 10, 0, 0, 8, OccLimiter::Blocks},
    // W=8: warps 4; regs 8*10*32=2560 -> 6; blocks 8.
    {256, 10, 0, 0, 4, OccLimiter::Warps},
    // W=16: warps 32/16=2.
    {512, 0, 0, 0, 2, OccLimiter::Warps},
    // W=1: warps 32; blocks 8.
    {32, 0, 0, 0, 8, OccLimiter::Blocks},
    // 1 thread is 1 warp: warps 32; blocks 8.
    {1, 0, 0, 0, 8, OccLimiter::Blocks},
    // W=5: warps floor(32/5)=6.
    {160, 0, 0, 0, 6, OccLimiter::Warps},
    // W=4: warps 8; regs 4*16*32=2048 -> 8; blocks 8; warps come first.
    {128, 16, 0, 0, 8, OccLimiter::Warps},
    // W=4: warps 8; regs 4*20*32=2560 -> floor(6.4)=6.
    {128, 20, 0, 0, 6, OccLimiter::Registers},
    // W=3, rounded to 4 for registers: regs 4*20*32=2560 -> 6 (3 warps
    // would be 1920 -> 2048 -> 8); warps floor(32/3)=10.
    {96, 20, 0, 0, 6, OccLimiter::Registers},
    // W=4: regs 4*17*32=2176 rounds to 2560 -> 6 (unrounded: 7); warps 8.
    {128, 17, 0, 0, 6, OccLimiter::Registers},
    // W=8: warps 4; regs 8*32*32=8192 -> 2.
    {256, 32, 0, 0, 2, OccLimiter::Registers},
    // W=16: warps 2; regs 16*32*32=16384 -> 1.
    {512, 32, 0, 0, 1, OccLimiter::Registers},
    // W=16: regs 16*33*32=16896 > 16384 per block -> 0.
    {512, 33, 0, 0, 0, OccLimiter::None},
    // W=1, rounded to 2: regs 2*124*32=7936 -> 8192 -> 2; warps 32.
    {32, 124, 0, 0, 2, OccLimiter::Registers},
    // W=2: warps 16; regs 2*60*32=3840 -> 4096 -> 4.
    {33, 60, 0, 0, 4, OccLimiter::Registers},
    // 125 registers per thread > 124 -> 0.
    {32, 125, 0, 0, 0, OccLimiter::None},
    // 513 threads per block > 512 -> 0.
    {513, 0, 0, 0, 0, OccLimiter::None},
    // W=2: warps 16; smem ceil(1, 512)=512 -> 32; blocks 8.
    {64, 0, 1, 0, 8, OccLimiter::Blocks},
    // W=2: warps 16; smem 2048 -> 8; blocks 8; blocks come first.
    {64, 0, 2048, 0, 8, OccLimiter::Blocks},
    // W=2: smem ceil(2049, 512)=2560 -> floor(6.4)=6.
    {64, 0, 2049, 0, 6, OccLimiter::SharedMemory},
    // W=2: smem 4096 -> 4.
    {64, 0, 4096, 0, 4, OccLimiter::SharedMemory},
    // W=2: smem ceil(3073, 512)=3584 -> floor(4.57)=4 (unrounded: 5).
    {64, 0, 3073, 0, 4, OccLimiter::SharedMemory},
    // W=2: smem 16384 -> 1.
    {64, 0, 16384, 0, 1, OccLimiter::SharedMemory},
    // smem ceil(16385, 512)=16896 > 16384 per block -> 0.
    {64, 0, 16385, 0, 0, OccLimiter::None},
    // W=6: warps floor(32/6)=5; regs 6*10*32=1920 -> 2048 -> 8;
    // smem 1024 -> 16.
    {192, 10, 1024, 0, 5, OccLimiter::Warps},
    // W=12: warps 2; regs 12*12*32=4608 -> 3; smem ceil(5000, 512)=5120 -> 3.
    {384, 12, 5000, 0, 2, OccLimiter::Warps},
    // W=4: warps 8; regs 4*40*32=5120 -> 3; smem ceil(3000, 512)=3072 -> 5.
    {128, 40, 3000, 0, 3, OccLimiter::Registers},
    // W=2: warps 16; regs 2*20*32=1280 -> 1536 -> 10; smem 5120 -> 3.
    {64, 20, 5000, 0, 3, OccLimiter::SharedMemory},
  };
  // clang-format on
  checkCases(teslaC1060(), Cases);
}

//===----------------------------------------------------------------------===//
// Compute capability 7.0 (V100)
//===----------------------------------------------------------------------===//

TEST(OccupancyTest, CC70) {
  // clang-format off
  const OccCase Cases[] = {
    // largest block. oracle: cuda_occupancy.h 13.0: by warps 2, blocks 32,
    // registers n/a, shared n/a (0 regs, 0 B per block)
    {1024, 0, 0, 0, 2, OccLimiter::Warps},
    // 8 warps, 32 regs: warps and registers tie. oracle: cuda_occupancy.h 13.0:
    // by warps 8, blocks 32, registers 8, shared n/a (8192 regs, 0 B per block)
    {256, 32, 0, 0, 8, OccLimiter::Warps},
    // 3 warps. oracle: cuda_occupancy.h 13.0: by warps 21, blocks 32,
    // registers n/a, shared n/a (0 regs, 0 B per block)
    {96, 0, 0, 0, 21, OccLimiter::Warps},
    // 33 threads round up to 2 warps. oracle: cuda_occupancy.h 13.0: by
    // warps 32, blocks 32, registers n/a, shared n/a (0 regs, 0 B per block)
    {33, 0, 0, 0, 32, OccLimiter::Warps},
    // 1-warp blocks. oracle: cuda_occupancy.h 13.0: by warps 64, blocks 32,
    // registers 128, shared n/a (512 regs, 0 B per block)
    {32, 16, 0, 0, 32, OccLimiter::Blocks},
    // 1 thread. oracle: cuda_occupancy.h 13.0: by warps 64, blocks 32,
    // registers n/a, shared n/a (0 regs, 0 B per block)
    {1, 0, 0, 0, 32, OccLimiter::Blocks},
    // 64 regs = 2048/warp. oracle: cuda_occupancy.h 13.0: by warps 8,
    // blocks 32, registers 4, shared n/a (16384 regs, 0 B per block)
    {256, 64, 0, 0, 4, OccLimiter::Registers},
    // 255 regs -> 8160 rounds to 8192/warp. oracle: cuda_occupancy.h 13.0: by
    // warps 16, blocks 32, registers 2, shared n/a (32768 regs, 0 B per block)
    {128, 255, 0, 0, 2, OccLimiter::Registers},
    // 33 regs -> 1056 rounds to 1280/warp. oracle: cuda_occupancy.h 13.0: by
    // warps 16, blocks 32, registers 12, shared n/a (5120 regs, 0 B per block)
    {128, 33, 0, 0, 12, OccLimiter::Registers},
    // 40 regs, 3 warps: 4 sub-partitions. oracle: cuda_occupancy.h 13.0: by
    // warps 21, blocks 32, registers 16, shared n/a (3840 regs, 0 B per block)
    {96, 40, 0, 0, 16, OccLimiter::Registers},
    // 1024 threads x 64 regs = the whole file. oracle: cuda_occupancy.h 13.0:
    // by warps 2, blocks 32, registers 1, shared n/a (65536 regs, 0 B
    // per block)
    {1024, 64, 0, 0, 1, OccLimiter::Registers},
    // 65 regs -> 2304/warp x 32 > 65536 per block. oracle:
    // cuda_occupancy.h 13.0: by warps 2, blocks 32, registers 0, shared n/a
    // (73728 regs, 0 B per block)
    {1024, 65, 0, 0, 0, OccLimiter::None},
    // 255 regs, 8 warps = 65536. oracle: cuda_occupancy.h 13.0: by warps 8,
    // blocks 32, registers 1, shared n/a (65536 regs, 0 B per block)
    {256, 255, 0, 0, 1, OccLimiter::Registers},
    // 255 regs, 9 warps > 65536 per block. oracle: cuda_occupancy.h 13.0: by
    // warps 7, blocks 32, registers 0, shared n/a (73728 regs, 0 B per block)
    {288, 255, 0, 0, 0, OccLimiter::None},
    // 300 regs per thread > the limit. oracle: cuda_occupancy.h 13.0: by
    // warps 64, blocks 32, registers 0, shared n/a (9728 regs, 0 B per block)
    {32, 300, 0, 0, 0, OccLimiter::None},
    // 1025 threads per block > 1024. oracle: cuda_occupancy.h 13.0: by warps 0,
    // blocks 32, registers n/a, shared n/a (0 regs, 0 B per block)
    {1025, 0, 0, 0, 0, OccLimiter::None},
    // 4 KiB shared. oracle: cuda_occupancy.h 13.0: by warps 32, blocks 32,
    // registers n/a, shared 24 (0 regs, 4096 B per block)
    {64, 0, 4096, 0, 24, OccLimiter::SharedMemory},
    // 3073 B rounds up to the allocation unit. oracle: cuda_occupancy.h 13.0:
    // by warps 64, blocks 32, registers n/a, shared 29 (0 regs, 3328 B
    // per block)
    {32, 0, 3073, 0, 29, OccLimiter::SharedMemory},
    // 48 KiB = the default per-block limit. oracle: cuda_occupancy.h 13.0: by
    // warps 16, blocks 32, registers 16, shared 2 (4096 regs, 49152 B
    // per block)
    {128, 32, 49152, 0, 2, OccLimiter::SharedMemory},
    // the opt-in per-block limit. oracle: cuda_occupancy.h 13.0: by warps 16,
    // blocks 32, registers 16, shared 1 (4096 regs, 98304 B per block)
    {128, 32, 98304, 0, 1, OccLimiter::SharedMemory},
    // one byte over the opt-in limit. oracle: cuda_occupancy.h 13.0: by
    // warps 16, blocks 32, registers 16, shared 0 (4096 regs, 98560 B
    // per block)
    {128, 32, 98305, 0, 0, OccLimiter::None},
    // 8 KiB in a 32 KiB carve-out. oracle: cuda_occupancy.h 13.0: by warps 16,
    // blocks 32, registers n/a, shared 4 (0 regs, 8192 B per block,
    // carve-out 33% -> 32 KiB)
    {128, 0, 8192, 32, 4, OccLimiter::SharedMemory},
    // 20 KiB in an 8 KiB carve-out: the driver grows it. oracle:
    // cuda_occupancy.h 13.0: by warps 16, blocks 32, registers n/a, shared 1
    // (0 regs, 20480 B per block, carve-out 8% -> 8 KiB)
    {128, 0, 20480, 8, 1, OccLimiter::SharedMemory},
    // 20 KiB carve-out rounds up to the 32 KiB step. oracle:
    // cuda_occupancy.h 13.0: by warps 16, blocks 32, registers n/a, shared 4
    // (0 regs, 7168 B per block, carve-out 20% -> 32 KiB)
    {128, 0, 7168, 20, 4, OccLimiter::SharedMemory},
    // 40 KiB. oracle: cuda_occupancy.h 13.0: by warps 32, blocks 32,
    // registers n/a, shared 2 (0 regs, 40960 B per block)
    {64, 0, 40960, 0, 2, OccLimiter::SharedMemory},
    // 40 KiB + 1. oracle: cuda_occupancy.h 13.0: by warps 32, blocks 32,
    // registers n/a, shared 2 (0 regs, 41216 B per block)
    {64, 0, 40961, 0, 2, OccLimiter::SharedMemory},
    // mixed: 5 warps, 48 regs, 10000 B. oracle: cuda_occupancy.h 13.0: by
    // warps 12, blocks 32, registers 8, shared 9 (7680 regs, 10240 B per block)
    {160, 48, 10000, 0, 8, OccLimiter::Registers},
    // mixed: 16 warps, 40 regs, 20000 B, 64 KiB carve-out. oracle:
    // cuda_occupancy.h 13.0: by warps 4, blocks 32, registers 3, shared 3
    // (20480 regs, 20224 B per block, carve-out 66% -> 64 KiB)
    {512, 40, 20000, 64, 3, OccLimiter::Registers},
    // 24 KiB: 96 KiB / 24 KiB. oracle: cuda_occupancy.h 13.0: by warps 32,
    // blocks 32, registers n/a, shared 4 (0 regs, 24576 B per block)
    {64, 0, 24576, 0, 4, OccLimiter::SharedMemory},
    // 1 B in a 16 KiB carve-out. oracle: cuda_occupancy.h 13.0: by warps 64,
    // blocks 32, registers n/a, shared 64 (0 regs, 256 B per block,
    // carve-out 16% -> 16 KiB)
    {32, 0, 1, 16, 32, OccLimiter::Blocks},
  };
  // clang-format on
  checkCases(v100(), Cases);
}

//===----------------------------------------------------------------------===//
// Compute capability 8.0 (A100)
//===----------------------------------------------------------------------===//

TEST(OccupancyTest, CC80) {
  // clang-format off
  const OccCase Cases[] = {
    // largest block. oracle: cuda_occupancy.h 13.0: by warps 2, blocks 32,
    // registers n/a, shared 164 (0 regs, 1024 B per block)
    {1024, 0, 0, 0, 2, OccLimiter::Warps},
    // 8 warps, 32 regs: warps and registers tie. oracle: cuda_occupancy.h 13.0:
    // by warps 8, blocks 32, registers 8, shared 164 (8192 regs, 1024 B
    // per block)
    {256, 32, 0, 0, 8, OccLimiter::Warps},
    // 3 warps. oracle: cuda_occupancy.h 13.0: by warps 21, blocks 32,
    // registers n/a, shared 164 (0 regs, 1024 B per block)
    {96, 0, 0, 0, 21, OccLimiter::Warps},
    // 33 threads round up to 2 warps. oracle: cuda_occupancy.h 13.0: by
    // warps 32, blocks 32, registers n/a, shared 164 (0 regs, 1024 B per block)
    {33, 0, 0, 0, 32, OccLimiter::Warps},
    // 1-warp blocks. oracle: cuda_occupancy.h 13.0: by warps 64, blocks 32,
    // registers 128, shared 164 (512 regs, 1024 B per block)
    {32, 16, 0, 0, 32, OccLimiter::Blocks},
    // 1 thread. oracle: cuda_occupancy.h 13.0: by warps 64, blocks 32,
    // registers n/a, shared 164 (0 regs, 1024 B per block)
    {1, 0, 0, 0, 32, OccLimiter::Blocks},
    // 64 regs = 2048/warp. oracle: cuda_occupancy.h 13.0: by warps 8,
    // blocks 32, registers 4, shared 164 (16384 regs, 1024 B per block)
    {256, 64, 0, 0, 4, OccLimiter::Registers},
    // 255 regs -> 8160 rounds to 8192/warp. oracle: cuda_occupancy.h 13.0: by
    // warps 16, blocks 32, registers 2, shared 164 (32768 regs, 1024 B
    // per block)
    {128, 255, 0, 0, 2, OccLimiter::Registers},
    // 33 regs -> 1056 rounds to 1280/warp. oracle: cuda_occupancy.h 13.0: by
    // warps 16, blocks 32, registers 12, shared 164 (5120 regs, 1024 B
    // per block)
    {128, 33, 0, 0, 12, OccLimiter::Registers},
    // 40 regs, 3 warps: 4 sub-partitions. oracle: cuda_occupancy.h 13.0: by
    // warps 21, blocks 32, registers 16, shared 164 (3840 regs, 1024 B
    // per block)
    {96, 40, 0, 0, 16, OccLimiter::Registers},
    // 1024 threads x 64 regs = the whole file. oracle: cuda_occupancy.h 13.0:
    // by warps 2, blocks 32, registers 1, shared 164 (65536 regs, 1024 B
    // per block)
    {1024, 64, 0, 0, 1, OccLimiter::Registers},
    // 65 regs -> 2304/warp x 32 > 65536 per block. oracle:
    // cuda_occupancy.h 13.0: by warps 2, blocks 32, registers 0, shared 164
    // (73728 regs, 1024 B per block)
    {1024, 65, 0, 0, 0, OccLimiter::None},
    // 255 regs, 8 warps = 65536. oracle: cuda_occupancy.h 13.0: by warps 8,
    // blocks 32, registers 1, shared 164 (65536 regs, 1024 B per block)
    {256, 255, 0, 0, 1, OccLimiter::Registers},
    // 255 regs, 9 warps > 65536 per block. oracle: cuda_occupancy.h 13.0: by
    // warps 7, blocks 32, registers 0, shared 164 (73728 regs, 1024 B
    // per block)
    {288, 255, 0, 0, 0, OccLimiter::None},
    // 300 regs per thread > the limit. oracle: cuda_occupancy.h 13.0: by
    // warps 64, blocks 32, registers 0, shared 164 (9728 regs, 1024 B
    // per block)
    {32, 300, 0, 0, 0, OccLimiter::None},
    // 1025 threads per block > 1024. oracle: cuda_occupancy.h 13.0: by warps 0,
    // blocks 32, registers n/a, shared 164 (0 regs, 1024 B per block)
    {1025, 0, 0, 0, 0, OccLimiter::None},
    // 4 KiB shared. oracle: cuda_occupancy.h 13.0: by warps 32, blocks 32,
    // registers n/a, shared 32 (0 regs, 5120 B per block)
    {64, 0, 4096, 0, 32, OccLimiter::Warps},
    // 3073 B rounds up to the allocation unit. oracle: cuda_occupancy.h 13.0:
    // by warps 64, blocks 32, registers n/a, shared 39 (0 regs, 4224 B
    // per block)
    {32, 0, 3073, 0, 32, OccLimiter::Blocks},
    // 48 KiB = the default per-block limit. oracle: cuda_occupancy.h 13.0: by
    // warps 16, blocks 32, registers 16, shared 3 (4096 regs, 50176 B
    // per block)
    {128, 32, 49152, 0, 3, OccLimiter::SharedMemory},
    // the opt-in per-block limit. oracle: cuda_occupancy.h 13.0: by warps 16,
    // blocks 32, registers 16, shared 1 (4096 regs, 167936 B per block)
    {128, 32, 166912, 0, 1, OccLimiter::SharedMemory},
    // one byte over the opt-in limit. oracle: cuda_occupancy.h 13.0: by
    // warps 16, blocks 32, registers 16, shared 0 (4096 regs, 168064 B
    // per block)
    {128, 32, 166913, 0, 0, OccLimiter::None},
    // 8 KiB in a 32 KiB carve-out. oracle: cuda_occupancy.h 13.0: by warps 16,
    // blocks 32, registers n/a, shared 3 (0 regs, 9216 B per block,
    // carve-out 19% -> 32 KiB)
    {128, 0, 8192, 32, 3, OccLimiter::SharedMemory},
    // 20 KiB in an 8 KiB carve-out: the driver grows it. oracle:
    // cuda_occupancy.h 13.0: by warps 16, blocks 32, registers n/a, shared 1
    // (0 regs, 21504 B per block, carve-out 4% -> 8 KiB)
    {128, 0, 20480, 8, 1, OccLimiter::SharedMemory},
    // 20 KiB carve-out rounds up to the 32 KiB step. oracle:
    // cuda_occupancy.h 13.0: by warps 16, blocks 32, registers n/a, shared 4
    // (0 regs, 8192 B per block, carve-out 12% -> 32 KiB)
    {128, 0, 7168, 20, 4, OccLimiter::SharedMemory},
    // 40 KiB. oracle: cuda_occupancy.h 13.0: by warps 32, blocks 32,
    // registers n/a, shared 4 (0 regs, 41984 B per block)
    {64, 0, 40960, 0, 4, OccLimiter::SharedMemory},
    // 40 KiB + 1. oracle: cuda_occupancy.h 13.0: by warps 32, blocks 32,
    // registers n/a, shared 3 (0 regs, 42112 B per block)
    {64, 0, 40961, 0, 3, OccLimiter::SharedMemory},
    // mixed: 5 warps, 48 regs, 10000 B. oracle: cuda_occupancy.h 13.0: by
    // warps 12, blocks 32, registers 8, shared 15 (7680 regs, 11136 B
    // per block)
    {160, 48, 10000, 0, 8, OccLimiter::Registers},
    // mixed: 16 warps, 40 regs, 20000 B, 64 KiB carve-out. oracle:
    // cuda_occupancy.h 13.0: by warps 4, blocks 32, registers 3, shared 3
    // (20480 regs, 21120 B per block, carve-out 39% -> 64 KiB)
    {512, 40, 20000, 64, 3, OccLimiter::Registers},
    // 4 KiB + 1 KiB reserved. oracle: cuda_occupancy.h 13.0: by warps 32,
    // blocks 32, registers n/a, shared 32 (0 regs, 5120 B per block)
    {64, 0, 4096, 0, 32, OccLimiter::Warps},
    // 65 KiB + 1 KiB in a 100 KiB carve-out. oracle: cuda_occupancy.h 13.0: by
    // warps 32, blocks 32, registers n/a, shared 1 (0 regs, 67584 B per block,
    // carve-out 60% -> 100 KiB)
    {64, 0, 66560, 100, 1, OccLimiter::SharedMemory},
    // 33 KiB + 1 KiB in a 132 KiB carve-out. oracle: cuda_occupancy.h 13.0: by
    // warps 32, blocks 32, registers n/a, shared 3 (0 regs, 34816 B per block,
    // carve-out 80% -> 132 KiB)
    {64, 0, 33792, 132, 3, OccLimiter::SharedMemory},
  };
  // clang-format on
  checkCases(a100(), Cases);
}

//===----------------------------------------------------------------------===//
// Compute capability 8.6 (GA102)
//===----------------------------------------------------------------------===//

TEST(OccupancyTest, CC86) {
  // clang-format off
  const OccCase Cases[] = {
    // largest block. oracle: cuda_occupancy.h 13.0: by warps 1, blocks 16,
    // registers n/a, shared 100 (0 regs, 1024 B per block)
    {1024, 0, 0, 0, 1, OccLimiter::Warps},
    // 8 warps, 32 regs (a tie on 2048-thread SMs). oracle:
    // cuda_occupancy.h 13.0: by warps 6, blocks 16, registers 8, shared 100
    // (8192 regs, 1024 B per block)
    {256, 32, 0, 0, 6, OccLimiter::Warps},
    // 3 warps. oracle: cuda_occupancy.h 13.0: by warps 16, blocks 16,
    // registers n/a, shared 100 (0 regs, 1024 B per block)
    {96, 0, 0, 0, 16, OccLimiter::Warps},
    // 33 threads round up to 2 warps. oracle: cuda_occupancy.h 13.0: by
    // warps 24, blocks 16, registers n/a, shared 100 (0 regs, 1024 B per block)
    {33, 0, 0, 0, 16, OccLimiter::Blocks},
    // 1-warp blocks. oracle: cuda_occupancy.h 13.0: by warps 48, blocks 16,
    // registers 128, shared 100 (512 regs, 1024 B per block)
    {32, 16, 0, 0, 16, OccLimiter::Blocks},
    // 1 thread. oracle: cuda_occupancy.h 13.0: by warps 48, blocks 16,
    // registers n/a, shared 100 (0 regs, 1024 B per block)
    {1, 0, 0, 0, 16, OccLimiter::Blocks},
    // 64 regs = 2048/warp. oracle: cuda_occupancy.h 13.0: by warps 6,
    // blocks 16, registers 4, shared 100 (16384 regs, 1024 B per block)
    {256, 64, 0, 0, 4, OccLimiter::Registers},
    // 255 regs -> 8160 rounds to 8192/warp. oracle: cuda_occupancy.h 13.0: by
    // warps 12, blocks 16, registers 2, shared 100 (32768 regs, 1024 B
    // per block)
    {128, 255, 0, 0, 2, OccLimiter::Registers},
    // 33 regs -> 1056 rounds to 1280/warp. oracle: cuda_occupancy.h 13.0: by
    // warps 12, blocks 16, registers 12, shared 100 (5120 regs, 1024 B
    // per block)
    {128, 33, 0, 0, 12, OccLimiter::Warps},
    // 40 regs, 3 warps: 4 sub-partitions. oracle: cuda_occupancy.h 13.0: by
    // warps 16, blocks 16, registers 16, shared 100 (3840 regs, 1024 B
    // per block)
    {96, 40, 0, 0, 16, OccLimiter::Warps},
    // 1024 threads x 64 regs = the whole file. oracle: cuda_occupancy.h 13.0:
    // by warps 1, blocks 16, registers 1, shared 100 (65536 regs, 1024 B
    // per block)
    {1024, 64, 0, 0, 1, OccLimiter::Warps},
    // 65 regs -> 2304/warp x 32 > 65536 per block. oracle:
    // cuda_occupancy.h 13.0: by warps 1, blocks 16, registers 0, shared 100
    // (73728 regs, 1024 B per block)
    {1024, 65, 0, 0, 0, OccLimiter::None},
    // 255 regs, 8 warps = 65536. oracle: cuda_occupancy.h 13.0: by warps 6,
    // blocks 16, registers 1, shared 100 (65536 regs, 1024 B per block)
    {256, 255, 0, 0, 1, OccLimiter::Registers},
    // 255 regs, 9 warps > 65536 per block. oracle: cuda_occupancy.h 13.0: by
    // warps 5, blocks 16, registers 0, shared 100 (73728 regs, 1024 B
    // per block)
    {288, 255, 0, 0, 0, OccLimiter::None},
    // 300 regs per thread > the limit. oracle: cuda_occupancy.h 13.0: by
    // warps 48, blocks 16, registers 0, shared 100 (9728 regs, 1024 B
    // per block)
    {32, 300, 0, 0, 0, OccLimiter::None},
    // 1025 threads per block > 1024. oracle: cuda_occupancy.h 13.0: by warps 0,
    // blocks 16, registers n/a, shared 100 (0 regs, 1024 B per block)
    {1025, 0, 0, 0, 0, OccLimiter::None},
    // 4 KiB shared. oracle: cuda_occupancy.h 13.0: by warps 24, blocks 16,
    // registers n/a, shared 20 (0 regs, 5120 B per block)
    {64, 0, 4096, 0, 16, OccLimiter::Blocks},
    // 3073 B rounds up to the allocation unit. oracle: cuda_occupancy.h 13.0:
    // by warps 48, blocks 16, registers n/a, shared 24 (0 regs, 4224 B
    // per block)
    {32, 0, 3073, 0, 16, OccLimiter::Blocks},
    // 48 KiB = the default per-block limit. oracle: cuda_occupancy.h 13.0: by
    // warps 12, blocks 16, registers 16, shared 2 (4096 regs, 50176 B
    // per block)
    {128, 32, 49152, 0, 2, OccLimiter::SharedMemory},
    // the opt-in per-block limit. oracle: cuda_occupancy.h 13.0: by warps 12,
    // blocks 16, registers 16, shared 1 (4096 regs, 102400 B per block)
    {128, 32, 101376, 0, 1, OccLimiter::SharedMemory},
    // one byte over the opt-in limit. oracle: cuda_occupancy.h 13.0: by
    // warps 12, blocks 16, registers 16, shared 0 (4096 regs, 102528 B
    // per block)
    {128, 32, 101377, 0, 0, OccLimiter::None},
    // 8 KiB in a 32 KiB carve-out. oracle: cuda_occupancy.h 13.0: by warps 12,
    // blocks 16, registers n/a, shared 3 (0 regs, 9216 B per block,
    // carve-out 32% -> 32 KiB)
    {128, 0, 8192, 32, 3, OccLimiter::SharedMemory},
    // 20 KiB in an 8 KiB carve-out: the driver grows it. oracle:
    // cuda_occupancy.h 13.0: by warps 12, blocks 16, registers n/a, shared 1
    // (0 regs, 21504 B per block, carve-out 8% -> 8 KiB)
    {128, 0, 20480, 8, 1, OccLimiter::SharedMemory},
    // 20 KiB carve-out rounds up to the 32 KiB step. oracle:
    // cuda_occupancy.h 13.0: by warps 12, blocks 16, registers n/a, shared 4
    // (0 regs, 8192 B per block, carve-out 20% -> 32 KiB)
    {128, 0, 7168, 20, 4, OccLimiter::SharedMemory},
    // 40 KiB. oracle: cuda_occupancy.h 13.0: by warps 24, blocks 16,
    // registers n/a, shared 2 (0 regs, 41984 B per block)
    {64, 0, 40960, 0, 2, OccLimiter::SharedMemory},
    // 40 KiB + 1. oracle: cuda_occupancy.h 13.0: by warps 24, blocks 16,
    // registers n/a, shared 2 (0 regs, 42112 B per block)
    {64, 0, 40961, 0, 2, OccLimiter::SharedMemory},
    // mixed: 5 warps, 48 regs, 10000 B. oracle: cuda_occupancy.h 13.0: by
    // warps 9, blocks 16, registers 8, shared 9 (7680 regs, 11136 B per block)
    {160, 48, 10000, 0, 8, OccLimiter::Registers},
    // mixed: 16 warps, 40 regs, 20000 B, 64 KiB carve-out. oracle:
    // cuda_occupancy.h 13.0: by warps 3, blocks 16, registers 3, shared 3
    // (20480 regs, 21120 B per block, carve-out 64% -> 64 KiB)
    {512, 40, 20000, 64, 3, OccLimiter::Warps},
    // 24 warps of 48. oracle: cuda_occupancy.h 13.0: by warps 2, blocks 16,
    // registers n/a, shared 100 (0 regs, 1024 B per block)
    {768, 0, 0, 0, 2, OccLimiter::Warps},
    // 48 KiB + 1 KiB in 100 KiB. oracle: cuda_occupancy.h 13.0: by warps 24,
    // blocks 16, registers n/a, shared 2 (0 regs, 50176 B per block,
    // carve-out 100% -> 100 KiB)
    {64, 0, 49152, 100, 2, OccLimiter::SharedMemory},
    // 3 warps, 16 blocks. oracle: cuda_occupancy.h 13.0: by warps 16,
    // blocks 16, registers n/a, shared 100 (0 regs, 1024 B per block)
    {96, 0, 0, 0, 16, OccLimiter::Warps},
  };
  // clang-format on
  checkCases(ga102(), Cases);
}

//===----------------------------------------------------------------------===//
// Compute capability 9.0 (H100)
//===----------------------------------------------------------------------===//

TEST(OccupancyTest, CC90) {
  // clang-format off
  const OccCase Cases[] = {
    // largest block. oracle: cuda_occupancy.h 13.0: by warps 2, blocks 32,
    // registers n/a, shared 228 (0 regs, 1024 B per block)
    {1024, 0, 0, 0, 2, OccLimiter::Warps},
    // 8 warps, 32 regs: warps and registers tie. oracle: cuda_occupancy.h 13.0:
    // by warps 8, blocks 32, registers 8, shared 228 (8192 regs, 1024 B
    // per block)
    {256, 32, 0, 0, 8, OccLimiter::Warps},
    // 3 warps. oracle: cuda_occupancy.h 13.0: by warps 21, blocks 32,
    // registers n/a, shared 228 (0 regs, 1024 B per block)
    {96, 0, 0, 0, 21, OccLimiter::Warps},
    // 33 threads round up to 2 warps. oracle: cuda_occupancy.h 13.0: by
    // warps 32, blocks 32, registers n/a, shared 228 (0 regs, 1024 B per block)
    {33, 0, 0, 0, 32, OccLimiter::Warps},
    // 1-warp blocks. oracle: cuda_occupancy.h 13.0: by warps 64, blocks 32,
    // registers 128, shared 228 (512 regs, 1024 B per block)
    {32, 16, 0, 0, 32, OccLimiter::Blocks},
    // 1 thread. oracle: cuda_occupancy.h 13.0: by warps 64, blocks 32,
    // registers n/a, shared 228 (0 regs, 1024 B per block)
    {1, 0, 0, 0, 32, OccLimiter::Blocks},
    // 64 regs = 2048/warp. oracle: cuda_occupancy.h 13.0: by warps 8,
    // blocks 32, registers 4, shared 228 (16384 regs, 1024 B per block)
    {256, 64, 0, 0, 4, OccLimiter::Registers},
    // 255 regs -> 8160 rounds to 8192/warp. oracle: cuda_occupancy.h 13.0: by
    // warps 16, blocks 32, registers 2, shared 228 (32768 regs, 1024 B
    // per block)
    {128, 255, 0, 0, 2, OccLimiter::Registers},
    // 33 regs -> 1056 rounds to 1280/warp. oracle: cuda_occupancy.h 13.0: by
    // warps 16, blocks 32, registers 12, shared 228 (5120 regs, 1024 B
    // per block)
    {128, 33, 0, 0, 12, OccLimiter::Registers},
    // 40 regs, 3 warps: 4 sub-partitions. oracle: cuda_occupancy.h 13.0: by
    // warps 21, blocks 32, registers 16, shared 228 (3840 regs, 1024 B
    // per block)
    {96, 40, 0, 0, 16, OccLimiter::Registers},
    // 1024 threads x 64 regs = the whole file. oracle: cuda_occupancy.h 13.0:
    // by warps 2, blocks 32, registers 1, shared 228 (65536 regs, 1024 B
    // per block)
    {1024, 64, 0, 0, 1, OccLimiter::Registers},
    // 65 regs -> 2304/warp x 32 > 65536 per block. oracle:
    // cuda_occupancy.h 13.0: by warps 2, blocks 32, registers 0, shared 228
    // (73728 regs, 1024 B per block)
    {1024, 65, 0, 0, 0, OccLimiter::None},
    // 255 regs, 8 warps = 65536. oracle: cuda_occupancy.h 13.0: by warps 8,
    // blocks 32, registers 1, shared 228 (65536 regs, 1024 B per block)
    {256, 255, 0, 0, 1, OccLimiter::Registers},
    // 255 regs, 9 warps > 65536 per block. oracle: cuda_occupancy.h 13.0: by
    // warps 7, blocks 32, registers 0, shared 228 (73728 regs, 1024 B
    // per block)
    {288, 255, 0, 0, 0, OccLimiter::None},
    // 300 regs per thread > the limit. oracle: cuda_occupancy.h 13.0: by
    // warps 64, blocks 32, registers 0, shared 228 (9728 regs, 1024 B
    // per block)
    {32, 300, 0, 0, 0, OccLimiter::None},
    // 1025 threads per block > 1024. oracle: cuda_occupancy.h 13.0: by warps 0,
    // blocks 32, registers n/a, shared 228 (0 regs, 1024 B per block)
    {1025, 0, 0, 0, 0, OccLimiter::None},
    // 4 KiB shared. oracle: cuda_occupancy.h 13.0: by warps 32, blocks 32,
    // registers n/a, shared 45 (0 regs, 5120 B per block)
    {64, 0, 4096, 0, 32, OccLimiter::Warps},
    // 3073 B rounds up to the allocation unit. oracle: cuda_occupancy.h 13.0:
    // by warps 64, blocks 32, registers n/a, shared 55 (0 regs, 4224 B
    // per block)
    {32, 0, 3073, 0, 32, OccLimiter::Blocks},
    // 48 KiB = the default per-block limit. oracle: cuda_occupancy.h 13.0: by
    // warps 16, blocks 32, registers 16, shared 4 (4096 regs, 50176 B
    // per block)
    {128, 32, 49152, 0, 4, OccLimiter::SharedMemory},
    // the opt-in per-block limit. oracle: cuda_occupancy.h 13.0: by warps 16,
    // blocks 32, registers 16, shared 1 (4096 regs, 233472 B per block)
    {128, 32, 232448, 0, 1, OccLimiter::SharedMemory},
    // one byte over the opt-in limit. oracle: cuda_occupancy.h 13.0: by
    // warps 16, blocks 32, registers 16, shared 0 (4096 regs, 233600 B
    // per block)
    {128, 32, 232449, 0, 0, OccLimiter::None},
    // 8 KiB in a 32 KiB carve-out. oracle: cuda_occupancy.h 13.0: by warps 16,
    // blocks 32, registers n/a, shared 3 (0 regs, 9216 B per block,
    // carve-out 14% -> 32 KiB)
    {128, 0, 8192, 32, 3, OccLimiter::SharedMemory},
    // 20 KiB in an 8 KiB carve-out: the driver grows it. oracle:
    // cuda_occupancy.h 13.0: by warps 16, blocks 32, registers n/a, shared 1
    // (0 regs, 21504 B per block, carve-out 3% -> 8 KiB)
    {128, 0, 20480, 8, 1, OccLimiter::SharedMemory},
    // 20 KiB carve-out rounds up to the 32 KiB step. oracle:
    // cuda_occupancy.h 13.0: by warps 16, blocks 32, registers n/a, shared 4
    // (0 regs, 8192 B per block, carve-out 8% -> 32 KiB)
    {128, 0, 7168, 20, 4, OccLimiter::SharedMemory},
    // 40 KiB. oracle: cuda_occupancy.h 13.0: by warps 32, blocks 32,
    // registers n/a, shared 5 (0 regs, 41984 B per block)
    {64, 0, 40960, 0, 5, OccLimiter::SharedMemory},
    // 40 KiB + 1. oracle: cuda_occupancy.h 13.0: by warps 32, blocks 32,
    // registers n/a, shared 5 (0 regs, 42112 B per block)
    {64, 0, 40961, 0, 5, OccLimiter::SharedMemory},
    // mixed: 5 warps, 48 regs, 10000 B. oracle: cuda_occupancy.h 13.0: by
    // warps 12, blocks 32, registers 8, shared 20 (7680 regs, 11136 B
    // per block)
    {160, 48, 10000, 0, 8, OccLimiter::Registers},
    // mixed: 16 warps, 40 regs, 20000 B, 64 KiB carve-out. oracle:
    // cuda_occupancy.h 13.0: by warps 4, blocks 32, registers 3, shared 3
    // (20480 regs, 21120 B per block, carve-out 28% -> 64 KiB)
    {512, 40, 20000, 64, 3, OccLimiter::Registers},
    // 200 KiB + 1 KiB. oracle: cuda_occupancy.h 13.0: by warps 32, blocks 32,
    // registers n/a, shared 1 (0 regs, 205824 B per block)
    {64, 0, 204800, 0, 1, OccLimiter::SharedMemory},
    // 100 KiB + 1 KiB. oracle: cuda_occupancy.h 13.0: by warps 32, blocks 32,
    // registers n/a, shared 2 (0 regs, 103424 B per block)
    {64, 0, 102400, 0, 2, OccLimiter::SharedMemory},
    // 64 KiB + 1 KiB in a 196 KiB carve-out. oracle: cuda_occupancy.h 13.0: by
    // warps 32, blocks 32, registers n/a, shared 3 (0 regs, 66560 B per block,
    // carve-out 85% -> 196 KiB)
    {64, 0, 65536, 196, 3, OccLimiter::SharedMemory},
    // 2 warps: 32 blocks. oracle: cuda_occupancy.h 13.0: by warps 32,
    // blocks 32, registers n/a, shared 228 (0 regs, 1024 B per block)
    {64, 0, 0, 0, 32, OccLimiter::Warps},
  };
  // clang-format on
  checkCases(h100(), Cases);
}

//===----------------------------------------------------------------------===//
// Allocated amounts
//===----------------------------------------------------------------------===//

TEST(OccupancyTest, AllocatedPerBlock) {
  // 1.3, hand: W=3 rounded to 4, 4*20*32 = 2560 registers; no shared memory.
  Occupancy O = computeOccupancy(teslaC1060(), inputOf(96, 20, 0));
  EXPECT_EQ(O.RegsPerBlockAllocated, 2560u);
  EXPECT_EQ(O.SmemPerBlockAllocated, 0u);
  // 1.3, hand: ceil(3073, 512) = 3584 bytes.
  O = computeOccupancy(teslaC1060(), inputOf(64, 0, 3073));
  EXPECT_EQ(O.SmemPerBlockAllocated, 3584u);
  // 7.0, oracle: cuda_occupancy.h 13.0 allocatedSharedMemPerBlock = 3328
  // (3073 rounded to 256).
  O = computeOccupancy(v100(), inputOf(32, 0, 3073));
  EXPECT_EQ(O.SmemPerBlockAllocated, 3328u);
  // 8.0, oracle: cuda_occupancy.h 13.0 allocatedRegistersPerBlock = 7680
  // (48 * 32 = 1536 per warp, 5 warps), allocatedSharedMemPerBlock = 11136
  // (10000 + 1024 reserved, rounded to 128).
  O = computeOccupancy(a100(), inputOf(160, 48, 10000));
  EXPECT_EQ(O.RegsPerBlockAllocated, 7680u);
  EXPECT_EQ(O.SmemPerBlockAllocated, 11136u);
  // 9.0, oracle: cuda_occupancy.h 13.0 allocatedRegistersPerBlock = 5120
  // (33 * 32 = 1056 rounded to 1280 per warp, 4 warps),
  // allocatedSharedMemPerBlock = 1024 (the reservation alone).
  O = computeOccupancy(h100(), inputOf(128, 33, 0));
  EXPECT_EQ(O.RegsPerBlockAllocated, 5120u);
  EXPECT_EQ(O.SmemPerBlockAllocated, 1024u);
}

//===----------------------------------------------------------------------===//
// maxRegsForBlocks and maxSmemForBlocks
//===----------------------------------------------------------------------===//

TEST(OccupancyTest, MaxRegsForBlocksCC13) {
  GPUDesc G = teslaC1060();
  // Hand: 16384 / 2 = 8192 per block = 8 warps * 32 * 32 registers.
  EXPECT_EQ(maxRegsForBlocks(G, inputOf(256, 0, 0), 2), 32u);
  // Hand: floor(16384 / 3) = 5461, whole 512-units: 5120 = 8 * 32 * 20.
  EXPECT_EQ(maxRegsForBlocks(G, inputOf(256, 0, 0), 3), 20u);
  // Hand: 16384 / 8 = 2048 per block = 2 warps * 32 * 32 registers.
  EXPECT_EQ(maxRegsForBlocks(G, inputOf(64, 0, 0), 8), 32u);
  // Hand: 16 warps allow at most 2 blocks, whatever the registers.
  EXPECT_EQ(maxRegsForBlocks(G, inputOf(512, 0, 0), 3), 0u);
}

TEST(OccupancyTest, MaxRegsForBlocksVoltaPlus) {
  // Oracle: cuda_occupancy.h 13.0, the largest register count in 1..255 with
  // at least the given blocks; the same on 7.0, 8.0, 8.6 and 9.0.
  for (const GPUDesc &G : {v100(), a100(), ga102(), h100()}) {
    SCOPED_TRACE(G.Name);
    EXPECT_EQ(maxRegsForBlocks(G, inputOf(256, 0, 0), 4), 64u);
    EXPECT_EQ(maxRegsForBlocks(G, inputOf(256, 0, 0), 2), 128u);
    EXPECT_EQ(maxRegsForBlocks(G, inputOf(128, 0, 0), 5), 96u);
    EXPECT_EQ(maxRegsForBlocks(G, inputOf(1024, 0, 0), 1), 64u);
    EXPECT_EQ(maxRegsForBlocks(G, inputOf(1024, 0, 0), 3), 0u);
  }
}

TEST(OccupancyTest, MaxSmemForBlocksCC13) {
  GPUDesc G = teslaC1060();
  // Hand: 16384 / 8 = 2048.
  EXPECT_EQ(maxSmemForBlocks(G, inputOf(64, 10, 0), 8), 2048u);
  // Hand: floor(16384 / 3) = 5461, whole 512-units: 5120.
  EXPECT_EQ(maxSmemForBlocks(G, inputOf(256, 10, 0), 3), 5120u);
  // Hand: floor(16384 / 5) = 3276, whole 512-units: 3072.
  EXPECT_EQ(maxSmemForBlocks(G, inputOf(128, 16, 0), 5), 3072u);
}

TEST(OccupancyTest, MaxSmemForBlocksVoltaPlus) {
  // Oracle: cuda_occupancy.h 13.0, the largest byte count (searched byte by
  // byte from the opt-in limit down) with at least the given blocks.
  struct Row {
    GPUDesc G;
    uint64_t TwoBlocks, ThreeBlocks, OneBlock, TwoIn64KiB, OneIn8KiB;
  };
  const Row Rows[] = {
      // 96K/2; 96K/3; the opt-in limit; 64K carve-out / 2; carve-out grown.
      {v100(), 49152, 32768, 98304, 32768, 98304},
      // (164K/2 - 1K); (floor(164K/3) to 128 - 1K); 163K; 32K - 1K; 163K.
      {a100(), 82944, 54912, 166912, 31744, 166912},
      // (100K/2 - 1K); (floor(100K/3) to 128 - 1K); 99K; 32K - 1K; 99K.
      {ga102(), 50176, 33024, 101376, 31744, 101376},
      // (228K/2 - 1K); (228K/3 - 1K); 227K; 32K - 1K; 227K.
      {h100(), 115712, 76800, 232448, 31744, 232448},
  };
  for (const Row &R : Rows) {
    SCOPED_TRACE(R.G.Name);
    EXPECT_EQ(maxSmemForBlocks(R.G, inputOf(256, 32, 0), 2), R.TwoBlocks);
    EXPECT_EQ(maxSmemForBlocks(R.G, inputOf(256, 32, 0), 3), R.ThreeBlocks);
    EXPECT_EQ(maxSmemForBlocks(R.G, inputOf(128, 32, 0), 1), R.OneBlock);
    EXPECT_EQ(maxSmemForBlocks(R.G, inputOf(128, 32, 0, 64), 2), R.TwoIn64KiB);
    EXPECT_EQ(maxSmemForBlocks(R.G, inputOf(128, 32, 0, 8), 1), R.OneIn8KiB);
    // 40 blocks exceed the 32 (8.6: 16) blocks per SM: none.
    EXPECT_EQ(maxSmemForBlocks(R.G, inputOf(32, 0, 0), 40), 0u);
  }
}

TEST(OccupancyTest, LimiterNames) {
  EXPECT_STREQ(occLimiterName(OccLimiter::None), "none");
  EXPECT_STREQ(occLimiterName(OccLimiter::Warps), "warps");
  EXPECT_STREQ(occLimiterName(OccLimiter::Registers), "registers");
  EXPECT_STREQ(occLimiterName(OccLimiter::SharedMemory), "shared memory");
}
