// Launches after a test that leaves the function (`if (n == 0) { ...;
// return 1; }`, exit()): made only where the test fails.
#include <cstdio>
#include <cstdlib>

__global__ void zero(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] = 0;
}

void clear(float *x, int n) {
  if (n == 0) {
    printf("nothing to clear\n");
    return;
  }
  zero<<<(n + 255) / 256, 256>>>(x, n);
}

int main() {
  float *x;
  cudaMalloc(&x, sizeof(float) << 20);
  clear(x, 0);
  int m = 1 << 20;
  if (m < 1024)
    exit(1);
  zero<<<m / 256, 256>>>(x, m);
  return 0;
}
