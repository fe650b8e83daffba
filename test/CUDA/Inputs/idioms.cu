// Launches written the way projects write them (issue 32).
#include <cuda_runtime.h>

__global__ void fill(float *x, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += gridDim.x * blockDim.x)
    x[i] = 1.0f;
}

__global__ void add(float *x, const float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] += y[i];
}

template <typename T, int B> __global__ void scale(T *x, int n) {
  int i = blockIdx.x * B + threadIdx.x;
  if (i < n)
    x[i] *= 2;
}

// In the file, launched by nobody (a header's kernel, another file's).
__global__ void never(float *x) { x[threadIdx.x] = 0; }

void run(float *x, const float *y, double *z) {
  int n = 1 << 24;
  cudaDeviceProp prop;
  cudaGetDeviceProperties(&prop, 0);
  fill<<<prop.multiProcessorCount * 4, 256>>>(x, n);
  dim3 block;
  block.x = 128;
  dim3 grid((n + 127) / 128);
  add<<<grid, block>>>(x, y, n);
  scale<float, 128><<<(n + 127) / 128, 128>>>(x, n);
  scale<double, 64><<<(n + 63) / 64, 64>>>(z, n);
}
