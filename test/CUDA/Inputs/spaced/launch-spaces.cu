// Launches as Visual Studio's formatter writes them (test/CUDA/launch-spaces.test).
#include "launch-spaces.h"
#include <vector>

__global__ void scale(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] *= kFactor;
}

int main() {
  const int n = 1 << 20;
  float *x;
  cudaMalloc(&x, n * sizeof(float));
  std::vector<std::vector<std::vector<int>> > nested; // not a launch
  scale << <(n + 255) / 256, 256 >> > (x, n);
  scale<<<n / 512, 512 >> >(x, n);
  return 0;
}
