// A block size the host code raises or lowers under a condition, as real
// projects clamp them (`if (b <= 64) b = 128;`).
#include <algorithm>

__global__ void fill(float *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] = 1.0f;
}

__global__ void scale(float *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] *= 2.0f;
}

void run(float *p, int n) {
  int block = n / 4096;
  if (block <= 64)
    block = 128;
  fill<<<(n + block - 1) / block, block>>>(p, n);
  int wide = n / 32;
  if (wide > 1024) {
    wide = 1024;
  }
  scale<<<(n + wide - 1) / wide, wide>>>(p, n);
}

__global__ void shift(float *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] += 1.0f;
}

// A parameter raised under a condition (llm.c's global_norm4), its value
// before the caller's, which loops over block sizes.
void run_shift(float *p, int n, int block_size) {
  if (block_size <= 64) {
    block_size = 128;
  }
  shift<<<n / block_size, block_size>>>(p, n);
}

__global__ void cap(float *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] *= 0.5f;
}

// A size computed from its value before (ggml's cumsum:
// `block_size = std::min(block_size, 256);`), also under a condition.
void run_cap(float *p, int n) {
  int block = ((n + 31) / 32) * 32;
  block = std::min(block, 2048);
  if (block > 512)
    block = block / 4;
  cap<<<n / block, block>>>(p, n);
}

int main() {
  float *p;
  cudaMalloc(&p, sizeof(float) << 20);
  run(p, 1 << 16);
  run_cap(p, 1 << 16);
  int block_sizes[] = {32, 256};
  for (int j = 0; j < 2; j++) {
    int block_size = block_sizes[j];
    run_shift(p, 1 << 16, block_size);
  }
  return 0;
}
