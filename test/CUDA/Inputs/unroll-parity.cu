// A 32-step loop of known trip count over a column of b (the CUDA Best
// Practices Guide's simpleMultiply): nvcc unrolls it fully; clang's default
// threshold (300) leaves it rolled, unrolled by 4.
#define TILE 32
__global__ void column_dot(const float *a, const float *b, float *c, int n) {
  int row = blockIdx.y * TILE + threadIdx.y;
  int col = blockIdx.x * TILE + threadIdx.x;
  float acc = 0.0f;
  for (int k = 0; k < TILE; ++k)
    acc += a[row * TILE + k] * b[k * n + col];
  c[row * n + col] = acc;
}
