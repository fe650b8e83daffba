// A block-stride loop over a long row, unrolled by hand eight ways
// (i + u * blockDim.x), as softmax kernels over a vocabulary write it.
// Loop strength reduction rewrites its step as blockDim.x + (iv + 7 *
// blockDim.x): the machine level must still find its trip count.
__global__ void rowscale(float *y, const float *x, int C, float s) {
  const float *xr = x + blockIdx.x * C;
  float *yr = y + blockIdx.x * C;
  for (int i = threadIdx.x; i < C; i += blockDim.x * 8) {
    float v[8];
#pragma unroll
    for (int u = 0; u < 8; u++)
      v[u] = xr[min(C - 1, i + u * blockDim.x)];
#pragma unroll
    for (int u = 0; u < 8; u++)
      if (i + u * blockDim.x < C)
        yr[i + u * blockDim.x] = v[u] * s;
  }
}
