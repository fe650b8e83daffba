// A persistent kernel's grid: the blocks an SM holds
// (cudaOccupancyMaxActiveBlocksPerMultiprocessor) times the SMs, launched
// cooperatively with its arguments in a `void *args[]` written with casts
// (olcf's cuda-training-series, hw9), or with <<<>>> and dynamic shared
// memory that bounds the blocks per SM.
#include <cuda_runtime.h>

__global__ void add(const int *in, int v, int *out, unsigned n) {
  for (unsigned i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += gridDim.x * blockDim.x)
    out[i] = in[i] + v;
}

__global__ void staged(float *x, unsigned n) {
  extern __shared__ float tile[];
  for (unsigned i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += gridDim.x * blockDim.x) {
    tile[threadIdx.x] = x[i];
    x[i] = tile[threadIdx.x] * 2.0f;
  }
}

int main() {
  int *a, *b;
  cudaMalloc(&a, 1 << 24);
  cudaMalloc(&b, 1 << 24);
  int v = 3;
  unsigned n = 1 << 22;
  void *args[] = {(void *)&a, (void *)&v, (void *)&b, (void *)&n};
  int perSM;
  cudaOccupancyMaxActiveBlocksPerMultiprocessor(&perSM, add, 256, 0);
  cudaDeviceProp prop;
  cudaGetDeviceProperties(&prop, 0);
  dim3 grid(perSM * prop.multiProcessorCount), block(256);
  cudaLaunchCooperativeKernel((void *)add, grid, block, args, 0, 0);

  const size_t smem = 100 * 1024;
  int held;
  cudaOccupancyMaxActiveBlocksPerMultiprocessor(&held, staged, 128, smem);
  staged<<<held * prop.multiProcessorCount, 128, smem>>>((float *)a, n);
  return 0;
}
