// A 16x16 shared-memory tiled multiply whose tile is fixed in the code:
// it reads threadIdx.x/y but never blockDim, so only 16x16 blocks are valid.
#define T 16
__global__ void mm(const float *a, const float *b, float *c, int n) {
  __shared__ float As[T][T], Bs[T][T];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * T + ty, col = blockIdx.x * T + tx;
  float acc = 0;
  for (int k = 0; k < n; k += T) {
    As[ty][tx] = a[row * n + k + tx];
    Bs[ty][tx] = b[(k + ty) * n + col];
    __syncthreads();
    for (int j = 0; j < T; ++j) acc += As[ty][j] * Bs[j][tx];
    __syncthreads();
  }
  c[row * n + col] = acc;
}
void run(const float *a, const float *b, float *c, int n) {
  dim3 block(T, T), grid(n / T, n / T);
  mm<<<grid, block>>>(a, b, c, n);
}
void big(const float *a, const float *b, float *c) { run(a, b, c, 2048); }
