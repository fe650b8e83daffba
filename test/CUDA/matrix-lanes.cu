// The lanes' addresses of ldmatrix and cp.async (issue 15): ldmatrix's
// rows pay their bank conflicts, a cp.async its source's sectors and its
// destination's bank conflicts, as the access analysis finds them for any
// other load or store.
//
// ldmatrix .x4: each lane gives one 16-byte row, 8 lanes per 8x8 matrix.
// A tile of 32 halves per row (64 bytes) puts rows r and r + 2 on the same
// four banks: 4 rows per bank group, 4 passes per matrix, 16 for the x4
// (16 x 128 = 2048 bytes where 512 are needed). Padding the row to 40
// halves (80 bytes) moves each row 20 banks on: 8 distinct bank groups,
// one pass per matrix, 4 in all (512 bytes).
//
// cp.async 16 bytes per lane: lanes 0-31 copying 32 consecutive 16-byte
// chunks of a row read 512 contiguous bytes (16 sectors); lanes that each
// copy from their own row (a 4096-byte row pitch) read one 32-byte sector
// each for 16 bytes: 32 sectors, 1024 bytes. Both land in shared memory
// contiguously, 4 passes (512 bytes).
// REQUIRES: cuda-sdk
// RUN: lhf predict %s --gpu a100-40gb --block 32 --grid 108 --json \
// RUN:   --kernel ldmatrix_conflicts | FileCheck %s --check-prefix=CONF
// CONF: "bank_ways": 4,
// CONF-NEXT: "bytes": 2048,
// CONF: "ideal_bytes": 512,
// CONF: "text": "ldmatrix (512 B per warp)"
// The hint for 16-byte rows: a one-word pad would break their alignment.
// RUN: lhf predict %s --gpu a100-40gb --block 32 --grid 108 \
// RUN:   --kernel ldmatrix_conflicts --all-hints | FileCheck %s --check-prefix=HINT
// HINT: bank conflict: {{.*}}
// HINT-NEXT: 4-way (ldmatrix (512 B per warp)): pad each row by 16 bytes or XOR its 16-byte chunk index with the row (a swizzle)
// RUN: lhf predict %s --gpu a100-40gb --block 32 --grid 108 --json \
// RUN:   --kernel ldmatrix_padded | FileCheck %s --check-prefix=PAD
// PAD: "bank_ways": 1,
// PAD-NEXT: "bytes": 512,
// PAD: "ideal_bytes": 512,
// PAD: "text": "ldmatrix (512 B per warp)"
// RUN: lhf predict %s --gpu a100-40gb --block 32 --grid 108 --json \
// RUN:   --kernel cpasync_rows | FileCheck %s --check-prefix=ROW
// ROW: "bytes": 512,
// ROW: "ideal_bytes": 512,
// ROW: "text": "cp.async (16 B per thread)"
// RUN: lhf predict %s --gpu a100-40gb --block 32 --grid 108 --json \
// RUN:   --kernel cpasync_scattered | FileCheck %s --check-prefix=SCAT
// SCAT: "bytes": 1024,
// SCAT: "ideal_bytes": 512,
// SCAT: "text": "cp.async (16 B per thread)"

#include <cuda_fp16.h>

__device__ __forceinline__ unsigned smem(const void *P) {
  return static_cast<unsigned>(__cvta_generic_to_shared(P));
}

__device__ __forceinline__ void ldmatrix_x4(unsigned *R, unsigned Addr) {
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, "
               "[%4];\n"
               : "=r"(R[0]), "=r"(R[1]), "=r"(R[2]), "=r"(R[3])
               : "r"(Addr));
}

__device__ __forceinline__ void cp_async16(unsigned Dst, const void *Src) {
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" ::"r"(Dst),
               "l"(Src));
}

template <int Pitch>
__device__ void ldmatrixTile(unsigned *Out) {
  __shared__ __align__(128) half Tile[32 * Pitch];
  int Lane = threadIdx.x;
  unsigned R[4];
  // Lane l gives row l % 8 of matrix l / 8; matrices side by side in 8-half
  // column blocks.
  ldmatrix_x4(R, smem(&Tile[(Lane % 8) * Pitch + (Lane / 8) * 8]));
  Out[blockIdx.x * 32 + Lane] = R[0] + R[1] + R[2] + R[3];
}

__global__ void ldmatrix_conflicts(unsigned *Out) { ldmatrixTile<32>(Out); }
__global__ void ldmatrix_padded(unsigned *Out) { ldmatrixTile<40>(Out); }

__global__ void cpasync_rows(const float4 *In, float *Out) {
  __shared__ __align__(128) float4 Buf[32];
  cp_async16(smem(&Buf[threadIdx.x]), &In[blockIdx.x * 32 + threadIdx.x]);
  asm volatile("cp.async.wait_all;\n" ::: "memory");
  Out[blockIdx.x * 32 + threadIdx.x] = Buf[threadIdx.x ^ 1].x;
}

__global__ void cpasync_scattered(const float4 *In, float *Out) {
  __shared__ __align__(128) float4 Buf[32];
  // One row of 256 float4 (4096 bytes) per lane.
  cp_async16(smem(&Buf[threadIdx.x]),
             &In[(blockIdx.x * 32 + threadIdx.x) * 256]);
  asm volatile("cp.async.wait_all;\n" ::: "memory");
  Out[blockIdx.x * 32 + threadIdx.x] = Buf[threadIdx.x ^ 1].x;
}
