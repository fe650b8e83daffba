// A load indexed by the lane's place in its warp (%laneid), every other
// word: each warp reads the same 256 bytes.
__global__ void lanes(const float *a, float *out) {
  unsigned lane = __nvvm_read_ptx_sreg_laneid();
  out[blockIdx.x * blockDim.x + threadIdx.x] = a[lane * 2];
}

// The same through inline PTX, as CUB's LaneId() reads it.
__device__ __forceinline__ unsigned laneFromAsm() {
  unsigned r;
  asm("mov.u32 %0, %%laneid;" : "=r"(r));
  return r;
}

__global__ void lanes_asm(const float *a, float *out) {
  out[blockIdx.x * blockDim.x + threadIdx.x] = a[laneFromAsm() * 2];
}
