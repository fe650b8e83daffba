// A 2-D block-tiled SGEMM (test/CUDA/tiled-sgemm.test), written for lhf
// from issue 30's description: 128x128 block tile, a k-slice of 16, an 8x8
// tile of C per thread, 256 threads, templated on the element type. Each
// block stages a 128x16 slice of A (transposed) and a 16x128 slice of B in
// shared memory, then every thread accumulates its 8x8 outer products.
#include <cstddef>

template <typename T, int BM, int BN, int BK, int TM, int TN>
__global__ void gemm2d(int m, int n, int k, T alpha, const T *A, int lda,
                       const T *B, int ldb, T beta, T *C, int ldc) {
  constexpr int Threads = (BM / TM) * (BN / TN);
  __shared__ T As[BK][BM];
  __shared__ T Bs[BK][BN];
  int tid = threadIdx.x;
  int row0 = blockIdx.y * BM, col0 = blockIdx.x * BN;
  int trow = (tid / (BN / TN)) * TM, tcol = (tid % (BN / TN)) * TN;
  T acc[TM][TN] = {};
  for (int k0 = 0; k0 < k; k0 += BK) {
    for (int e = tid; e < BM * BK; e += Threads) {
      int r = e / BK, c = e % BK;
      As[c][r] = (row0 + r < m && k0 + c < k) ? A[(row0 + r) * lda + k0 + c] : T(0);
    }
    for (int e = tid; e < BK * BN; e += Threads) {
      int r = e / BN, c = e % BN;
      Bs[r][c] = (k0 + r < k && col0 + c < n) ? B[(k0 + r) * ldb + col0 + c] : T(0);
    }
    __syncthreads();
    for (int kk = 0; kk < BK; ++kk) {
      T a[TM], b[TN];
      for (int i = 0; i < TM; ++i)
        a[i] = As[kk][trow + i];
      for (int j = 0; j < TN; ++j)
        b[j] = Bs[kk][tcol + j];
      for (int i = 0; i < TM; ++i)
        for (int j = 0; j < TN; ++j)
          acc[i][j] += a[i] * b[j];
    }
    __syncthreads();
  }
  for (int i = 0; i < TM; ++i)
    for (int j = 0; j < TN; ++j) {
      int r = row0 + trow + i, c = col0 + tcol + j;
      if (r < m && c < n)
        C[r * ldc + c] = alpha * acc[i][j] + beta * C[r * ldc + c];
    }
}

template <typename T>
void launch_gemm2d(int m, int n, int k, T alpha, const T *A, const T *B,
                   T beta, T *C) {
  dim3 block(256);
  dim3 grid((n + 127) / 128, (m + 127) / 128);
  gemm2d<T, 128, 128, 16, 8, 8><<<grid, block>>>(m, n, k, alpha, A, k, B, n,
                                                 beta, C, n);
}

void run(const float *A, const float *B, float *C) {
  launch_gemm2d<float>(4096, 4096, 4096, 1.0f, A, B, 0.0f, C);
}
