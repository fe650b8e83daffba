// cp.async helpers for the pipeline lit tests (inline PTX, as CUDA code
// writes it without cuda_pipeline.h).
#pragma once

__device__ __forceinline__ void copy16(unsigned Dst, const void *Src) {
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" ::"r"(Dst),
               "l"(Src)
               : "memory");
}
__device__ __forceinline__ void commitGroup() {
  asm volatile("cp.async.commit_group;\n" ::: "memory");
}
// Wait until at most N committed groups of this thread are in flight.
template <int N> __device__ __forceinline__ void waitGroup() {
  asm volatile("cp.async.wait_group %0;\n" ::"n"(N) : "memory");
}
