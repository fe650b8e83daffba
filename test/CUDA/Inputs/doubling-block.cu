// A block rounded up to a power of two by a doubling loop, as ggml's
// softmax (`while (nth < ncols && nth < 1024) nth *= 2;`) and its
// `next_power_of_2` helper compute theirs.
#include <cstdlib>

__global__ void rowmax(const float *x, float *y, int ncols) {
  float m = -1e30f;
  for (int c = threadIdx.x; c < ncols; c += blockDim.x)
    m = fmaxf(m, x[blockIdx.x * ncols + c]);
  if (threadIdx.x == 0)
    y[blockIdx.x] = m;
}

__global__ void rowsum(const float *x, float *y, int ncols) {
  float s = 0.0f;
  for (int c = threadIdx.x; c < ncols; c += blockDim.x)
    s += x[blockIdx.x * ncols + c];
  if (threadIdx.x == 0)
    y[blockIdx.x] = s;
}

__global__ void rowscale(float *x, int ncols) {
  for (int c = threadIdx.x; c < ncols; c += blockDim.x)
    x[blockIdx.x * ncols + c] *= 0.5f;
}

static int next_power_of_2(int x) {
  int n = 1;
  while (n < x) {
    n *= 2;
  }
  return n;
}

__global__ void rowreduce(float *x, int ncols) {
  for (int c = threadIdx.x; c < ncols; c += blockDim.x)
    x[blockIdx.x * ncols + c] += 1.0f;
}

// llm.c's largestPowerOfTwoLessOrEqual: a guard, and a loop that clears
// the lowest set bit.
static int largest_pow2_at_most(int n) {
  if (n < 1) {
    return 0;
  }
  while ((n & (n - 1)) > 0) {
    n = n & (n - 1);
  }
  return n;
}

void reduce_rows(float *x, int rows, int ncols, int block_size) {
  block_size = largest_pow2_at_most(block_size);
  rowreduce<<<rows, block_size>>>(x, ncols);
}

void softmax_rows(const float *x, float *y, int rows, int ncols) {
  int nth = 32;
  while (nth < ncols && nth < 1024)
    nth *= 2;
  rowmax<<<rows, nth>>>(x, y, ncols);
}

void sum_rows(const float *x, float *y, int rows, int ncols) {
  int block = 64;
  for (; block <= ncols / 4 && block < 512; block <<= 1)
    ;
  rowsum<<<rows, block>>>(x, y, ncols);
}

void scale_rows(float *x, int rows, int ncols) {
  rowscale<<<rows, next_power_of_2(ncols)>>>(x, ncols);
}

int main(int argc, char **argv) {
  float *x, *y;
  cudaMalloc(&x, sizeof(float) << 24);
  cudaMalloc(&y, sizeof(float) << 16);
  softmax_rows(x, y, 4096, 300);
  sum_rows(x, y, 4096, atoi(argv[1]));
  scale_rows(x, 4096, 100);
  reduce_rows(x, 4096, 1000, 768);
  return 0;
}
