// A shared-memory tiled matmul whose inner loop runs blockDim.x times:
// LLVM unrolls it by 4 with a remainder loop that the launch's block
// (32: a multiple of 4) never enters.
const int N = 1 << 10;
__global__ void matrixMul(const int *a, const int *b, int *c) {
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  __shared__ int s_a[1024];
  __shared__ int s_b[1024];
  int tmp = 0;
  for (int i = 0; i < N; i += blockDim.x) {
    s_a[threadIdx.y * blockDim.x + threadIdx.x] = a[row * N + i + threadIdx.x];
    s_b[threadIdx.y * blockDim.x + threadIdx.x] = b[i * N + threadIdx.y * N + col];
    __syncthreads();
    for (int j = 0; j < blockDim.x; j++)
      tmp += s_a[threadIdx.y * blockDim.x + j] * s_b[j * blockDim.x + threadIdx.x];
    __syncthreads();
  }
  c[row * N + col] = tmp;
}
int main() {
  int *a, *b, *c;
  dim3 threads(32, 32), blocks(N / 32, N / 32);
  matrixMul<<<blocks, threads>>>(a, b, c);
}
