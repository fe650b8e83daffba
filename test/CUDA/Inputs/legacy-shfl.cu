// A warp sum with the shuffles CUDA 9 deprecated (no mask, no _sync), as
// older tutorials write it: nvcc rejects them for compute capability 7.0
// and later; clang's headers declare them and its backend cannot select
// them there.
__global__ void warp_sum(const float *in, float *out) {
  float v = in[blockIdx.x * blockDim.x + threadIdx.x];
  for (int d = 16; d > 0; d /= 2)
    v += __shfl_down(v, d);
  if (threadIdx.x % 32 == 0)
    out[blockIdx.x * blockDim.x / 32 + threadIdx.x / 32] = v;
}
