// A 2-stage cp.async + wmma GEMM: 128x128 block tile, BK = 32, 256 threads
// (8 warps, each 64x32 of C as 4x2 wmma fragments). Each k-step copies the
// next A and B tiles with 16-byte cp.async while the warps multiply the
// current ones.
#include <cuda_fp16.h>
#include <mma.h>
using namespace nvcuda;

constexpr int BM = 128, BN = 128, BK = 32;
constexpr int LDA = BK + 8, LDB = BN + 8;

__device__ __forceinline__ void copy16(void *Dst, const void *Src) {
  unsigned D = static_cast<unsigned>(__cvta_generic_to_shared(Dst));
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" ::"r"(D),
               "l"(Src)
               : "memory");
}

__device__ __forceinline__ void loadTiles(const half *A, const half *B,
                                          half *As, half *Bs, int M, int N,
                                          int K, int m0, int n0, int k0) {
  for (int c = threadIdx.x; c < BM * BK / 8; c += 256) {
    int r = c / (BK / 8), col = (c % (BK / 8)) * 8;
    copy16(As + r * LDA + col, A + (size_t)(m0 + r) * K + k0 + col);
  }
  for (int c = threadIdx.x; c < BK * BN / 8; c += 256) {
    int r = c / (BN / 8), col = (c % (BN / 8)) * 8;
    copy16(Bs + r * LDB + col, B + (size_t)(k0 + r) * N + n0 + col);
  }
  asm volatile("cp.async.commit_group;\n" ::: "memory");
}

__global__ void __launch_bounds__(256)
    gemm_wmma_cpasync(const half *A, const half *B, float *C, int M, int N,
                      int K) {
  __shared__ __align__(128) half As[2][BM * LDA];
  __shared__ __align__(128) half Bs[2][BK * LDB];
  int warp = threadIdx.x / 32, wm = warp / 4, wn = warp % 4;
  int m0 = blockIdx.y * BM, n0 = blockIdx.x * BN;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc[4][2];
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 2; ++j)
      wmma::fill_fragment(acc[i][j], 0.0f);
  loadTiles(A, B, As[0], Bs[0], M, N, K, m0, n0, 0);
  int kt = K / BK;
  for (int t = 0; t < kt; ++t) {
    if (t + 1 < kt)
      loadTiles(A, B, As[(t + 1) % 2], Bs[(t + 1) % 2], M, N, K, m0, n0,
                (t + 1) * BK);
    else
      asm volatile("cp.async.commit_group;\n" ::: "memory");
    asm volatile("cp.async.wait_group 1;\n" ::: "memory");
    __syncthreads();
    const half *as = As[t % 2], *bs = Bs[t % 2];
    for (int kk = 0; kk < BK; kk += 16) {
      wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> a[4];
      wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::row_major> b[2];
      for (int i = 0; i < 4; ++i)
        wmma::load_matrix_sync(a[i], as + (wm * 64 + i * 16) * LDA + kk, LDA);
      for (int j = 0; j < 2; ++j)
        wmma::load_matrix_sync(b[j], bs + kk * LDB + wn * 32 + j * 16, LDB);
      for (int i = 0; i < 4; ++i)
        for (int j = 0; j < 2; ++j)
          wmma::mma_sync(acc[i][j], a[i], b[j], acc[i][j]);
    }
    __syncthreads();
  }
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 2; ++j)
      wmma::store_matrix_sync(C + (size_t)(m0 + wm * 64 + i * 16) * N + n0 +
                                  wn * 32 + j * 16,
                              acc[i][j], N, wmma::mem_row_major);
}
