// microbench_branch.cu - branch issue cost, for microbench_extra.cu.
//
// Built with `-Xptxas -O0` so that ptxas keeps a chain of taken branches
// (at -O3 it threads jumps to jumps and if-converts short skips). One loop
// trip takes 16 warp-uniform conditional branches whose predicate is true at
// run time (flag = 1); each jumps over code in a zigzag (L0 -> L8 -> L1 ->
// L9 ...), so none is a jump to the next instruction. The not-taken paths
// (an add each) never run. Cycles per block come back in cyc[]; the caller
// divides by warps x 16 x iters. Check the SASS (cuobjdump -sass): 16 BRA
// per trip.

#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>

typedef long long i64;

__global__ void __launch_bounds__(1024, 1)
    k_branch(int iters, int flag, i64* cyc, unsigned* sink) {
  unsigned acc = 0;
  __syncthreads();
  i64 c0 = clock64();
#pragma unroll 1
  for (int i = 0; i < iters; ++i) {
    asm volatile(
      "{\n .reg .pred p;\n setp.ne.u32 p, %1, 0;\n"
      "BRL0: @p bra BRL8;\n add.u32 %0, %0, 1;\n"
      "BRL1: @p bra BRL9;\n add.u32 %0, %0, 2;\n"
      "BRL2: @p bra BRL10;\n add.u32 %0, %0, 3;\n"
      "BRL3: @p bra BRL11;\n add.u32 %0, %0, 4;\n"
      "BRL4: @p bra BRL12;\n add.u32 %0, %0, 5;\n"
      "BRL5: @p bra BRL13;\n add.u32 %0, %0, 6;\n"
      "BRL6: @p bra BRL14;\n add.u32 %0, %0, 7;\n"
      "BRL7: @p bra BRL15;\n add.u32 %0, %0, 8;\n"
      "BRL8: @p bra BRL1;\n add.u32 %0, %0, 9;\n"
      "BRL9: @p bra BRL2;\n add.u32 %0, %0, 10;\n"
      "BRL10: @p bra BRL3;\n add.u32 %0, %0, 11;\n"
      "BRL11: @p bra BRL4;\n add.u32 %0, %0, 12;\n"
      "BRL12: @p bra BRL5;\n add.u32 %0, %0, 13;\n"
      "BRL13: @p bra BRL6;\n add.u32 %0, %0, 14;\n"
      "BRL14: @p bra BRL7;\n add.u32 %0, %0, 15;\n"
      "BRL15: @p bra BRLEND;\n add.u32 %0, %0, 16;\n"
      "BRLEND:\n}\n"
      : "+r"(acc) : "r"(flag));
  }
  __syncthreads();
  i64 c1 = clock64();
  if (threadIdx.x == 0) cyc[blockIdx.x] = c1 - c0;
  if (acc == 0x7FBADBADu) sink[blockIdx.x * blockDim.x + threadIdx.x] = acc;
}

void branch_run(int blocks, int threads, int smem, int iters, i64* d_cyc,
                int flag) {
  static unsigned* sink = nullptr;
  cudaError_t e = cudaSuccess;
  if (!sink) e = cudaMalloc(&sink, 1024u * 1024u * 4u);
  if (e == cudaSuccess)
    e = cudaFuncSetAttribute(k_branch,
                             cudaFuncAttributeMaxDynamicSharedMemorySize, smem);
  if (e == cudaSuccess) {
    k_branch<<<blocks, threads, threads == 32 ? 0 : smem>>>(iters, flag,
                                                           d_cyc, sink);
    e = cudaGetLastError();
  }
  if (e == cudaSuccess) e = cudaDeviceSynchronize();
  if (e != cudaSuccess) {
    fprintf(stderr, "CUDA error in branch_run: %s\n", cudaGetErrorString(e));
    exit(2);
  }
}
