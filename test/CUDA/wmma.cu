// wmma at the machine level (issue 15): TableGen names the wmma machine
// instructions only "anonymous_N", and they were counted as one issue each
// ("a lower bound"). Their PTX spelling, printed by the target's own
// instruction printer, says what they are; a generic fragment pointer
// takes the address space the IR level found at the same source position.
// 64 iterations (K = 1024) of one 16x16x16 f16 -> f32 mma per warp: 8192
// FLOP each; h100-sxm's matrix pipe does 2729.6 FLOP/clk/SM for fp16 with
// fp32 accumulation: 64 x 8192 / 2729.6 = 192.1 cycles. Each fragment load
// moves 16 x 16 halves = 512 bytes per warp from shared memory (the
// __shared__ tiles reached through a generic pointer).
// REQUIRES: cuda-sdk
// RUN: lhf predict %s --gpu h100-sxm --block 32 --grid 132 --arg K=1024 \
// RUN:   --json | FileCheck %s
// CHECK-NOT: not known
// CHECK: "bytes": 512,
// CHECK-NEXT: "column": {{[0-9]+}},
// CHECK-NEXT: "dram_partitions": 0,
// CHECK-NEXT: "dram_partitions_total": 0,
// CHECK-NEXT: "file": "{{.*}}wmma.cu",
// CHECK-NEXT: "ideal_bytes": 512,
// CHECK-NEXT: "ideal_transactions": 4,
// CHECK-NEXT: "level": "shared",
// CHECK-NEXT: "level_why": "",
// CHECK-NEXT: "line": 57,
// CHECK-NEXT: "load": true,
// CHECK-NEXT: "text": "wmma (512 B per warp)"
// CHECK: "bytes": 512,
// CHECK: "dram_partitions": 0,
// CHECK-NEXT: "dram_partitions_total": 0,
// CHECK-NEXT: "file": "{{.*}}wmma.cu",
// CHECK-NEXT: "ideal_bytes": 512,
// CHECK-NEXT: "ideal_transactions": 4,
// CHECK-NEXT: "level": "shared",
// CHECK-NEXT: "level_why": "",
// CHECK-NEXT: "line": 58,
// CHECK-NEXT: "load": true,
// CHECK-NEXT: "text": "wmma (512 B per warp)"
// CHECK: "level": "mir"
// CHECK: "tensor_cycles": 192.07
// CHECK-NOT: not known
#include <mma.h>
using namespace nvcuda;

// One warp: C (16x16) = A (16xK) B (Kx16), tiles staged in shared memory.
__global__ void wmma_smem(const half *A, const half *B, float *C, int K) {
  __shared__ half As[16 * 16], Bs[16 * 16];
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> c;
  wmma::fill_fragment(c, 0.0f);
  for (int k = 0; k < K; k += 16) {
    for (int i = threadIdx.x; i < 256; i += 32) {
      As[i] = A[(i / 16) * K + k + i % 16];
      Bs[i] = B[(k + i / 16) * 16 + i % 16];
    }
    __syncthreads();
    wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> a;
    wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::row_major> b;
    wmma::load_matrix_sync(a, As, 16);
    wmma::load_matrix_sync(b, Bs, 16);
    wmma::mma_sync(c, a, b, c);
    __syncthreads();
  }
  wmma::store_matrix_sync(C, c, 16, wmma::mem_row_major);
}
