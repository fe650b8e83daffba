// Two rows per warp (LeetCUDA's sgemv for K = 16): clang rewrites
// lane / 16 as zext(lane > 15).
#define WARP_SIZE 32
template <const int ROW_PER_WARP = 2>
__global__ void sgemv_k16(float *A, float *x, float *y, int M, int K) {
  constexpr int K_WARP_SIZE = (WARP_SIZE + ROW_PER_WARP - 1) / ROW_PER_WARP;
  int tx = threadIdx.x;
  int ty = threadIdx.y;
  int bx = blockIdx.x;
  int lane = tx % WARP_SIZE;
  int k = lane % K_WARP_SIZE;
  int m = (blockDim.y * bx + ty) * ROW_PER_WARP + lane / K_WARP_SIZE;
  if (m < M) {
    float sum = A[m * K + k] * x[k];
    if (k == 0)
      y[m] = sum;
  }
}
template __global__ void sgemv_k16<2>(float *, float *, float *, int, int);
