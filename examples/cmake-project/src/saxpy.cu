// y = a x + y over n elements, one element per thread.
#include "vecops.h"

__global__ void saxpyKernel(int n, float a, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
}

void saxpy(int n, float a, const float *x, float *y) {
  saxpyKernel<<<(n + 255) / 256, 256>>>(n, a, x, y);
}

// The project's own use: a million elements.
void saxpyMillion(const float *x, float *y) { saxpy(1 << 20, 2.0f, x, y); }
