// Code that nvcc 13 compiles and clang 22 with the CUDA 13 headers does
// not, without lhf's compatibility header: cache-hinted stores and loads
// clang's headers lack, and host code calling min/max (of mixed
// signedness too), isfinite and clock.
#include <cstdio>

__global__ void stream_copy(const float4 *in, float4 *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    __stcs(out + i, __ldlu(in + i));
}

__global__ void scale(const float *in, float *out, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    __stcg(out + i, a * __ldca(in + i));
}

int check(const float *ref, int n) {
  clock_t t = clock();
  int bad = 0;
  for (int i = 0; i < n; ++i)
    bad = max(bad, isfinite(ref[i]) ? 0 : 1);
  // Mixed signedness, as the CUDA headers' overloads take it.
  unsigned half = unsigned(n) / 2;
  return bad + min(0, int(t)) + int(max(1, half) - half);
}

void run(const float4 *in, float4 *out, const float *x, float *y) {
  int n = 1 << 24;
  stream_copy<<<n / 256, 256>>>(in, out, n);
  scale<<<4 * n / 256, 256>>>(x, y, 2.0f, 4 * n);
}
