// Hints for pipelined tensor-core kernels (issue 15).
//
// one_stage: each iteration copies a 2048-byte tile (16 bytes a thread,
// 4 warps) with cp.async and waits for it at once: the wait is the switch
// point and 8 warps per SM hide none of the DRAM latency (657 cycles on the
// H200). The hint asks for one more pipeline stage: a second 2048-byte
// buffer, which still fits the 16 blocks per SM the warps allow.
// REQUIRES: cuda-sdk
// RUN: lhf predict %s --gpu h200 --kernel one_stage --block 128 --grid 264 --arg K=256 | FileCheck %s --check-prefix=STAGE
// RUN: lhf predict %s --gpu h200 --kernel one_stage --block 128 --grid 264 --arg K=256 --level ir | FileCheck %s --check-prefix=STAGE
// STAGE: bottleneck  memory latency
// STAGE: hint {{.*}}pipeline-hints.cu:[[#@LINE+31]]: pipeline stages: {{.*}}
// STAGE-NEXT: segment {{[0-9]+}} waits 657 cycles for its asynchronous copies (cp.async (16 B per thread), global); 8 warps per SM hide only 0% of it: too few pipeline stages: issue each copy one stage further ahead of its wait (one more buffer of 2048 bytes per block, which still fits 16 blocks per SM)
//
// operands_from_shared: every m16n8k16 reads its operands afresh, three
// ldmatrix.x4 (1536 bytes a warp) for 4096 FLOP: 1536 / 127.84 B/clk =
// 12.0 cycles of shared memory per warp against 4096 / 2730.2 = 1.5 of
// matrix pipe; 64 warps queue 768 cycles on the banks where the pipe needs
// 96. The machine level keeps the ldmatrix and the mma in one segment (the
// whole loop: it does not see an asm's results as values, which it says);
// the IR level waits for the fragments first.
// RUN: lhf predict %s --gpu h200 --kernel operands_from_shared --block 256 --grid 1056 --arg K=256 --level ir | FileCheck %s --check-prefix=SHARED
// RUN: lhf predict %s --gpu h200 --kernel operands_from_shared --block 256 --grid 1056 --arg K=256 | FileCheck %s --check-prefix=SHARED-MIR
// SHARED: bottleneck  memory bandwidth
// A warp tile twice as large halves the shared bytes per mma: the re-run
// gains half the time (shared memory is 100% busy).
// SHARED: throughput DRAM 0%, L2 0%, shared memory 100%
// SHARED: larger warp tile: {{.*}}(gain 49.7% = 49.52 us)
// SHARED-NEXT: segment 1 moves 1536 bytes per warp through shared memory for 1.5 cycles of matrix work per warp; 64 warps per SM queue 768 cycles on its banks where the matrix pipe needs 96: the tensor pipe waits for its operands; a warp tile twice as large reuses each fragment in twice the mma (ldmatrix (512 B per warp))
// SHARED-MIR: larger warp tile: {{.*}}(gain 50.0% = 49.71 us)
// SHARED-MIR-NEXT: segment 0 moves 393216 bytes per warp through shared memory for 384.2 cycles of matrix work per warp{{.*}}
// SHARED-MIR: note {{.*}}pipeline-hints.cu:[[#]]: ldmatrix (inline asm): the machine level does not wait for an asm's results: their latency is taken as hidden, a lower bound for it (the IR level waits for them)

#include "Inputs/cp-async.cuh"

// One stage: each iteration copies a 2048-byte tile (16 bytes a thread),
// waits for it at once and reads it.
__global__ void one_stage(const float4 *In, float *Out, int K) {
  __shared__ __align__(16) float4 Tile[128];
  unsigned Dst = static_cast<unsigned>(__cvta_generic_to_shared(&Tile[threadIdx.x]));
  float Acc = 0;
  for (int k = 0; k < K; ++k) {
    copy16(Dst, In + ((size_t)blockIdx.x * K + k) * 128 + threadIdx.x);
    commitGroup();
    waitGroup<0>();
    __syncthreads();
    float4 V = Tile[(threadIdx.x + 1) % 128];
    Acc += V.x * V.y + V.z * V.w;
    __syncthreads();
  }
  Out[blockIdx.x * 128 + threadIdx.x] = Acc;
}

__device__ __forceinline__ void ldsm4(unsigned (&R)[4], unsigned Addr) {
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];\n"
               : "=r"(R[0]), "=r"(R[1]), "=r"(R[2]), "=r"(R[3])
               : "r"(Addr));
}

// Every mma reads its operands afresh from shared memory: three
// ldmatrix.x4 (1536 bytes a warp) for one m16n8k16.
__global__ void operands_from_shared(float *Out, int K) {
  __shared__ __align__(128) unsigned short T[1536];
  unsigned Base = static_cast<unsigned>(__cvta_generic_to_shared(T));
  unsigned Lane = threadIdx.x % 32;
  float D[4] = {0, 0, 0, 0};
  for (int k = 0; k < K; ++k) {
    unsigned A[4], B[4], C[4];
    ldsm4(A, Base + Lane * 16);
    ldsm4(B, Base + 512 + Lane * 16);
    ldsm4(C, Base + 1024 + Lane * 16);
    asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 "
                 "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, "
                 "{%0, %1, %2, %3};\n"
                 : "+f"(D[0]), "+f"(D[1]), "+f"(D[2]), "+f"(D[3])
                 : "r"(A[0]), "r"(A[1]), "r"(A[2]), "r"(A[3]), "r"(B[0]),
                   "r"(B[1] ^ C[0]));
  }
  Out[blockIdx.x * blockDim.x + threadIdx.x] = D[0] + D[1] + D[2] + D[3];
}
