// Sizes a helper writes through reference parameters (cuda-samples'
// transpose: getParams(argc, argv, prop, size_x, size_y, max)): the value
// each has where the helper ends, read with the call's arguments. A
// helper that may return early is not read.
#include <cstdlib>

__global__ void zero(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] = 0;
}

void getParams(int argc, char **argv, int &size, int &block, int maxSize) {
  if (argc > 1) {
    size = atoi(argv[1]);
  } else {
    size = maxSize;
    size = size - size % 512;
  }
  block = 128;
}

void maybe(int n, int &out) {
  if (n > 4)
    return;
  out = n;
}

int main(int argc, char **argv) {
  int size, block = 64;
  getParams(argc, argv, size, block, 1000000);
  float *x;
  cudaMalloc(&x, size * sizeof(float));
  zero<<<(size + block - 1) / block, block>>>(x, size);
  int m = 256;
  maybe(8, m);
  zero<<<4, m>>>(x, size);
  return 0;
}
