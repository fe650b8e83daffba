// Kernels launched through the runtime's functions (issue 32).
#include <cuda_runtime.h>

__global__ void rowsum(const float *x, float *y, int n) {
  float s = 0;
  for (int j = 0; j < n; ++j)
    s += x[threadIdx.x * n + j];
  y[blockIdx.x * blockDim.x + threadIdx.x] = s;
}

template <int B> __global__ void zero(float *y, int n) {
  int i = blockIdx.x * B + threadIdx.x;
  if (i < n)
    y[i] = 0;
}

void run(const float *x, float *y) {
  int n = 512;
  void *args[] = {&x, &y, &n};
  cudaLaunchKernel((const void *)rowsum, dim3(64), dim3(256), args, 0, 0);
  int m = 1 << 22;
  cudaLaunchConfig_t cfg = {};
  cfg.gridDim = dim3((m + 127) / 128);
  cfg.blockDim = dim3(128);
  cudaLaunchKernelEx(&cfg, zero<128>, y, m);
  cudaLaunchCooperativeKernel(reinterpret_cast<const void *>(&rowsum),
                              dim3(132), dim3(128), args, 0, 0);
}
