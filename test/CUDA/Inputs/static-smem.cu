// Dynamic shared memory from a static local initialised by a setup
// function (issue 32; cuda_hgemm writes its launches so): the function
// checks the device, sets the kernel's limit and returns the size it
// computed; its local has the caller's static's name.
#include <algorithm>
#include <cstdlib>

constexpr int Rows = 128, Cols = 128, Stride = 40, Stages = 3;

__global__ void tile(float *c) {
  extern __shared__ float smem[];
  smem[threadIdx.x] = c[threadIdx.x];
  __syncthreads();
  c[blockIdx.x * blockDim.x + threadIdx.x] = smem[(threadIdx.x + 1) % 256];
}

size_t initTile() {
  cudaDeviceProp prop;
  cudaGetDeviceProperties(&prop, 0);
  size_t smem = std::max((Rows + Cols) * Stride * sizeof(float) * Stages,
                         Rows * Stride * sizeof(float));
  if (prop.sharedMemPerMultiprocessor < smem)
    exit(1);
  cudaFuncSetAttribute(tile, cudaFuncAttributeMaxDynamicSharedMemorySize,
                       smem);
  return smem;
}

void runTile(float *c) {
  static size_t smem = initTile();
  tile<<<1024, 256, smem>>>(c);
}

int main() {
  float *c;
  cudaMalloc(&c, 1024 * 256 * sizeof(float));
  runTile(c);
  return 0;
}
