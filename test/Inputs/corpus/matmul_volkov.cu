// Register-blocked dense matrix multiply C = A x B in the style of Volkov &
// Demmel, "Benchmarking GPUs to tune dense linear algebra", SC 2008 (their
// SGEMM: 64 threads compute a 64x16 block of C, each thread keeping 16
// results in registers; A streamed from global memory, a 16x16 tile of B
// staged in shared memory).
// Follows the seed paper's restatement: Yuan et al., "A GPU Computational
// Model Based on Latency Hidden Factor", Journal of Software 2010, Fig. 13
// (loop WA/16 times { loop 4 times: load Bs to shared memory; syncthreads;
// loop 16 times { load element of A to register; update Cs }; syncthreads };
// loop 16 times: write Cs to global memory) and Table 3 (16x4 threads).
//
// Column-major storage as in BLAS and in Volkov's code, so that the 64
// threads of a block read 64 consecutive elements of a column of A:
//   A(i,k) = A[i + k*hA]  (hA x wA)
//   B(k,j) = B[k + j*wA]  (wA x wB)
//   C(i,j) = C[i + j*hA]  (hA x wB)
// Block (16,4,1) = 64 threads; grid (hA/64, wB/16). Thread t computes
// C(row0+t, col0..col0+15): one 1x16 strip of the block's 64x16 tile of C.
// hA is a multiple of 64, wA and wB multiples of 16.

__global__ void matmul_volkov(const float *A, const float *B, float *C, int hA,
                              int wA) {
  __shared__ float Bs[16][17]; // Bs[k][j]; padded against bank conflicts

  int tid = threadIdx.y * 16 + threadIdx.x; // 0..63
  int row = blockIdx.x * 64 + tid;          // row of A and C
  int col0 = blockIdx.y * 16;               // first column of B and C

  // "Compute some values": this thread's row of A, and the element of the
  // 16x16 tile of B it loads on each of its 4 loads.
  const float *a = A + row;
  const float *b = B + threadIdx.x + (col0 + threadIdx.y) * wA;

  float c[16];
#pragma unroll
  for (int j = 0; j < 16; ++j)
    c[j] = 0.0f;

  for (int k0 = 0; k0 < wA; k0 += 16) {
    // Loop 4 times: load Bs to shared memory (64 threads x 4 = 16x16).
#pragma unroll
    for (int r = 0; r < 4; ++r)
      Bs[threadIdx.x][threadIdx.y + 4 * r] = b[k0 + 4 * r * wA];
    __syncthreads();
    // Loop 16 times: load element of A to register, update Cs.
#pragma unroll
    for (int k = 0; k < 16; ++k) {
      float aElem = a[(k0 + k) * hA];
#pragma unroll
      for (int j = 0; j < 16; ++j)
        c[j] += aElem * Bs[k][j];
    }
    __syncthreads();
  }

  // Loop 16 times: write Cs to global memory.
  float *cOut = C + row + col0 * hA;
#pragma unroll
  for (int j = 0; j < 16; ++j)
    cOut[j * hA] = c[j];
}
