// The device's properties asked with cudaDeviceGetAttribute (the NVIDIA
// blog's grid-stride loops size the grid by the SM count so), answered
// from the GPU file.
#include <cuda_runtime.h>
__global__ void fill(float *x, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    x[i] = 1.0f;
}
int main() {
  int dev = 0, sms, major;
  cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev);
  cudaDeviceGetAttribute(&major, cudaDevAttrComputeCapabilityMajor, dev);
  float *x;
  int n = 1 << 24;
  cudaMalloc(&x, n * sizeof(float));
  fill<<<32 * sms, major >= 7 ? 256 : 128>>>(x, n);
  return 0;
}
