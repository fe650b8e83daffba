#include "kernels.cuh"

void run(float *x) {
  int n = 1 << 24;
  scale<float><<<(n + 255) / 256, 256>>>(x, 2.0f, n);
  fill<<<264, 512>>>(x, n);
}
