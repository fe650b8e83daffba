// Arithmetic-intensity micro-benchmark in the style of the roofline model's
// ceilings (S. Williams, A. Waterman, D. Patterson, "Roofline: an insightful
// visual performance model for multicore architectures", CACM 52(4), 2009):
// each thread loads one float, applies K dependent fused multiply-adds
// x = x*a + b, and stores one float, so the kernel's flops per byte is
// 2K / 8 and K sweeps it from memory-bound to compute-bound.
// Block (256,1,1), grid (n/256,1,1).

__global__ void fma_intensity(const float *in, float *out, int n, int K,
                              float a, float b) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float x = in[i];
  for (int k = 0; k < K; ++k)
    x = fmaf(x, a, b);
  out[i] = x;
}
