// The seed paper's naive matrix multiply (Yuan et al. 2010, Fig. 10): each
// thread computes one element of C = A x B, reading a row of A and a column
// of B from global memory. wA is the width of A (and height of B), wB the
// width of B.
__global__ void matmul_naive(const float *A, const float *B, float *C,
                             int wA, int wB) {
  int Col = blockIdx.x * blockDim.x + threadIdx.x;
  int Row = blockIdx.y * blockDim.y + threadIdx.y;
  float Sum = 0.0f;
  for (int K = 0; K < wA; ++K)
    Sum += A[Row * wA + K] * B[K * wB + Col];
  C[Row * wB + Col] = Sum;
}
