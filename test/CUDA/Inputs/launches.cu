// Kernels launched from host code: a 1-D launch over n elements (twice,
// from two places), a 2-D tile launch whose size comes from the command
// line, and a launch through a helper's parameter.
#include <cstdlib>

__global__ void saxpy(int n, float a, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
}

template <int Tile> __global__ void tile(float *c, int m) {
  c[(blockIdx.y * Tile + threadIdx.y) * m + blockIdx.x * Tile + threadIdx.x] =
      0.0f;
}

__global__ void rows(float *x, int len) {
  for (int i = threadIdx.x; i < len; i += blockDim.x)
    x[blockIdx.x * len + i] *= 2.0f;
}

void scaleRows(float *x, int count, int len) {
  rows<<<count, 128>>>(x, len);
}

int main(int argc, char **argv) {
  int n = 1 << 20;
  int m = atoi(argv[1]);
  float *x = nullptr, *y = nullptr;
  saxpy<<<(n + 255) / 256, 256>>>(n, 2.0f, x, y);
  dim3 block(16, 16);
  dim3 grid((m + 15) / 16, (m + 15) / 16);
  tile<16><<<grid, block, 1024>>>(x, m);
  saxpy<<<dim3(128), dim3(512)>>>(4096, 1.0f, x, y);
  scaleRows(x, 1000, 4096);
  auto twice = [&](int parts) { rows<<<parts, 64>>>(x, 64); };
  twice(2);
  return 0;
}
