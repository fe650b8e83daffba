// A shared-memory tiled SGEMM, C = A * B (n x n, row-major), TILE^2 threads
#ifndef TILE
#define TILE 32
#endif
__global__ void sgemm_tiled(const float *A, const float *B, float *C, int n) {
  __shared__ float As[TILE][TILE], Bs[TILE][TILE];
  int row = blockIdx.y * TILE + threadIdx.y;
  int col = blockIdx.x * TILE + threadIdx.x;
  float acc = 0.0f;
  for (int t = 0; t < n; t += TILE) {
    As[threadIdx.y][threadIdx.x] = A[row * n + t + threadIdx.x];
    Bs[threadIdx.y][threadIdx.x] = B[(t + threadIdx.y) * n + col];
    __syncthreads();
    for (int k = 0; k < TILE; ++k)
      acc += As[threadIdx.y][k] * Bs[k][threadIdx.x];
    __syncthreads();
  }
  C[row * n + col] = acc;
}

void sgemm(const float *A, const float *B, float *C, int n) {
  dim3 block(TILE, TILE);
  dim3 grid(n / TILE, n / TILE);
  sgemm_tiled<<<grid, block>>>(A, B, C, n);
}

int main() {
  int n = 4096;
  float *A, *B, *C;
  cudaMalloc(&A, sizeof(float) * n * n);
  cudaMalloc(&B, sizeof(float) * n * n);
  cudaMalloc(&C, sizeof(float) * n * n);
  sgemm(A, B, C, n);
  cudaDeviceSynchronize();
  return 0;
}
