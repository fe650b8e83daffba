// A loop in a __noinline__ device function and the same loop inlined
// (test/Driver/noinline-call.test).
__device__ __noinline__ void accumulate(const float *a, float *b, int n,
                                        int t, int stride) {
  float s = 0.0f;
  for (int i = 0; i < n; ++i)
    s += a[i * stride + t];
  b[t] = s;
}

__global__ void through_call(const float *a, float *b, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  accumulate(a, b, n, t, gridDim.x * blockDim.x);
}

__global__ void inlined(const float *a, float *b, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int stride = gridDim.x * blockDim.x;
  float s = 0.0f;
  for (int i = 0; i < n; ++i)
    s += a[i * stride + t];
  b[t] = s;
}
