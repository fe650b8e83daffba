// Loops whose trip counts wrapped or defaulted to 2^31 (test/Torture/trip-wrap.test).
__global__ void softmax_like(const float *in, float *out, int n) {
  float m = -1e30f;
  for (int i = threadIdx.x; i < n; i += blockDim.x)
    m = fmaxf(m, in[blockIdx.x * n + i]);
  out[blockIdx.x] = m;
}
__global__ void tri(const float *in, float *out, int T) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float s = 0;
  for (int j = 0; j <= i; ++j)
    s += in[j];
  out[i] = s;
}
