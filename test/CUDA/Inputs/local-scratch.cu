// A 16-byte array per thread that clang's IR keeps in local memory
// (volatile), read and written 64 times per element of global
// data: its footprint, 16 B for each resident thread, stays in L1.
__global__ void scratch(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  volatile float v[4];
  for (int b = 0; b < 4; ++b)
    v[b] = in[i] + b;
  float s = 0;
  for (int k = 0; k < 64; ++k) {
    s += v[k & 3];
    v[(k + 1) & 3] = s;
  }
  out[i] = s;
}
