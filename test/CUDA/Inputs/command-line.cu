// Sizes a program reads from its command line, with defaults when it is
// run without arguments (a benchmark's `if (argc > 1) n = atoi(argv[1]);`,
// cuda-samples' checkCmdLineFlag), and a kernel the command line selects.
#include <cstdlib>

__global__ void scale(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] *= 2.0f;
}

__global__ void shift(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] += 1.0f;
}

bool flagGiven(int argc, char **argv, const char *name);

int main(int argc, char **argv) {
  int n = 1 << 20;
  if (argc > 1)
    n = atoi(argv[1]);
  int block = argc > 2 ? atoi(argv[2]) : 256;
  int kernel = 1;
  if (flagGiven(argc, argv, "kernel"))
    kernel = atoi(argv[3]);
  float *x;
  cudaMalloc(&x, n * sizeof(float));
  switch (kernel) {
  case 1:
    scale<<<(n + block - 1) / block, block>>>(x, n);
    break;
  case 2:
    shift<<<(n + block - 1) / block, block>>>(x, n);
    break;
  }
  // An else-if chain on argc (Tony-Tan's CUDA_Freshman).
  int offset = 0, block2 = 128;
  if (argc == 2)
    offset = atoi(argv[1]);
  else if (argc == 3) {
    offset = atoi(argv[1]);
    block2 = atoi(argv[2]);
  }
  scale<<<n / block2, block2>>>(x + offset, n);
  return 0;
}
