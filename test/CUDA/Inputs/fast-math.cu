// llm.c's pattern (dev/cuda/gelu_backward.cu, built with --use_fast_math):
// eight floats in a 16-byte-aligned struct read as two int4, a loop over
// them with tanhf and coshf. clang keeps the struct in local memory where
// nvcc unrolls the loop and keeps it in registers.
struct alignas(16) Packed8 {
  float v[8];
};
__device__ Packed8 load8(const float *p) {
  Packed8 r;
  int4 a = reinterpret_cast<const int4 *>(p)[0];
  int4 b = reinterpret_cast<const int4 *>(p)[1];
  __builtin_memcpy(&r.v[0], &a, 16);
  __builtin_memcpy(&r.v[4], &b, 16);
  return r;
}
__global__ void gelu_grad8(float *out, const float *in, int n) {
  int i = (blockIdx.x * blockDim.x + threadIdx.x) * 8;
  if (i >= n)
    return;
  Packed8 p = load8(in + i), r;
  for (int k = 0; k < 8; ++k) {
    float x = p.v[k], a = 0.79788456f * (x + 0.044715f * x * x * x);
    float c = coshf(a);
    r.v[k] = 0.5f * (1.0f + tanhf(a)) + x * 0.5f / (c * c) + sinhf(a) * logf(c);
  }
  for (int k = 0; k < 8; ++k)
    out[i + k] = r.v[k];
}
