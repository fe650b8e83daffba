// Bounds checks on the launch's sizes (test/CUDA/bounds-check.test).
__global__ void one(float *x, int N) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < N)
    x[i] = 1.0f;
}
__global__ void two(float *x, int N) {
  int nx = blockIdx.x * 32 + threadIdx.x, ny = blockIdx.y * 32 + threadIdx.y;
  if (nx < N && ny < N)
    x[ny * N + nx] = 1.0f;
}
