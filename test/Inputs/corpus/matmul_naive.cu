// Naive dense matrix multiply C = A x B, one element of C per thread.
// Follows the seed paper: Yuan et al., "A GPU Computational Model Based on
// Latency Hidden Factor", Journal of Software 2010, section 3, Fig. 10
// ("Naive MMM pseudocode": compute some values; loop WA times { load element
// of A to register; load element of B to register; update C }; write C to
// global memory) and Table 3 (blocks of 8x8 or 16x16 threads).
//
// Row-major storage. A is hA x wA, B is wA x wB, C is hA x wB. The grid
// covers C exactly (wB and hA multiples of the block size), so there is no
// bounds check, as in the paper's pseudocode.

__global__ void matmul_naive(const float *A, const float *B, float *C, int wA,
                             int wB) {
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  int row = blockIdx.y * blockDim.y + threadIdx.y;

  // "Compute some values": the start of the row of A and column of B.
  const float *a = A + row * wA;
  const float *b = B + col;

  float sum = 0.0f;
  for (int k = 0; k < wA; ++k) {
    float aElem = a[k];        // load element of A to register
    float bElem = b[k * wB];   // load element of B to register
    sum += aElem * bElem;      // update C
  }
  C[row * wB + col] = sum;     // write C to global memory
}
