// A kernel that prints (test/CUDA/device-printf.test).
#include <cstdio>

__global__ void hello(const float *x) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  printf("thread %d: %f\n", i, x[i]);
}
