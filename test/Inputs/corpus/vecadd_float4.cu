// Element-wise vector addition c = a + b with 128-bit vector loads and
// stores (one float4 per thread), the vectorised-access technique described
// in Justin Luitjens, "CUDA Pro Tip: Increase Performance with Vectorized
// Memory Access", NVIDIA Developer Blog, 2013.
// n is the number of floats (a multiple of 4); the arrays are 16-byte
// aligned. Block (256,1,1), grid (n/4/256,1,1).

__global__ void vecadd_float4(const float4 *a, const float4 *b, float4 *c,
                              int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n / 4) {
    float4 x = a[i];
    float4 y = b[i];
    c[i] = make_float4(x.x + y.x, x.y + y.y, x.z + y.z, x.w + y.w);
  }
}
