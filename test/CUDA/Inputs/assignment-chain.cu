// Sizes set by one chained assignment (Learn-CUDA-Programming's SGEMM:
// `N = M = K = 2048;`).
__global__ void axpy(float *y, const float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] += 2.0f * x[i];
}

int main() {
  int M, N, K;
  N = M = K = 2048;
  float *x, *y;
  cudaMalloc(&x, M * N * sizeof(float));
  cudaMalloc(&y, M * N * sizeof(float));
  axpy<<<M * N / K, K / 8>>>(y, x, M * N);
  return 0;
}
