// A naive SGEMM whose sizes the host reads at run time: with no --arg,
// the grid and the k loop are guesses, and the first line says so.
#include <cstdlib>

__global__ void sgemm(int M, int N, int K, const float *A, const float *B,
                      float *C) {
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  if (row < M && col < N) {
    float acc = 0;
    for (int k = 0; k < K; ++k)
      acc += A[row * K + k] * B[k * N + col];
    C[row * N + col] = acc;
  }
}

int main(int argc, char **argv) {
  int M = atoi(argv[1]), N = atoi(argv[2]), K = atoi(argv[3]);
  float *A, *B, *C;
  cudaMalloc(&A, sizeof(float) * M * K);
  cudaMalloc(&B, sizeof(float) * K * N);
  cudaMalloc(&C, sizeof(float) * M * N);
  dim3 block(32, 32);
  dim3 grid((N + 31) / 32, (M + 31) / 32);
  sgemm<<<grid, block>>>(M, N, K, A, B, C);
  return 0;
}
