#include <cuda_runtime.h>

__global__ void scale(float *x, float a) {
  x[blockIdx.x * blockDim.x + threadIdx.x] *= a;
}

int main() {
  const int n = 1 << 22;
  float *x;
  cudaMalloc(&x, n * sizeof(float));
  cudaDeviceProp prop;
  cudaGetDeviceProperties(&prop, 0);
  dim3 threads(256, 1, 1);
  dim3 blocks(n / 256, 1, 1);
  // A smaller block on old devices, as SHOC's MaxFlops does.
  if (prop.major == 1 && prop.minor <= 2) {
    threads.x = 128;
    blocks.x = n / 128;
  }
  scale<<<blocks, threads>>>(x, 2.0f);
  if (prop.major < 7)
    threads.x = 64;
  else
    threads.x = 512;
  blocks.x = n / threads.x;
  scale<<<blocks, threads>>>(x, 0.5f);
  cudaFree(x);
  return 0;
}
