// A small block reduction, the source the fixture's hints point at.
__global__ void block_reduce(const float *in, float *out) {
  extern __shared__ float buf[];
  __shared__ float pad[10240];
  unsigned t = threadIdx.x;
  buf[t] = in[blockIdx.x * blockDim.x + t] + pad[t];
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (t < s) buf[t] += buf[t + s];
    __syncthreads();
  }
  if (t == 0) out[blockIdx.x] = buf[0];
}
