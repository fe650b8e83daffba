// Shared-memory tiled dense matrix multiply C = A x B ("CUBLAS 1.1" style).
// Follows the seed paper: Yuan et al., "A GPU Computational Model Based on
// Latency Hidden Factor", Journal of Software 2010, section 3, Fig. 12
// ("CUBLAS 1.1 pseudocode": loop WA/BS times { load As to shared memory;
// load Bs to shared memory; syncthreads; loop BS times { update Cs };
// syncthreads }; write Cs to global memory) and Table 3 (one C element per
// thread, BS x BS tiles of A and B in shared memory, 16x16 threads).
//
// Row-major storage. A is hA x wA, B is wA x wB, C is hA x wB; wA, wB and hA
// are multiples of BS. Launch with blockDim = (BS, BS).

#ifndef BS
#define BS 16
#endif

__global__ void matmul_tiled(const float *A, const float *B, float *C, int wA,
                             int wB) {
  __shared__ float As[BS][BS];
  __shared__ float Bs[BS][BS];

  int tx = threadIdx.x;
  int ty = threadIdx.y;
  int row = blockIdx.y * BS + ty;
  int col = blockIdx.x * BS + tx;

  // "Compute some values": where this thread reads A and B in the first tile.
  const float *a = A + row * wA + tx;
  const float *b = B + ty * wB + col;

  float sum = 0.0f;
  int numTiles = wA / BS;
  for (int t = 0; t < numTiles; ++t) {
    As[ty][tx] = a[t * BS];          // load As to shared memory
    Bs[ty][tx] = b[t * BS * wB];     // load Bs to shared memory
    __syncthreads();
#pragma unroll
    for (int k = 0; k < BS; ++k)     // loop BS times: update C
      sum += As[ty][k] * Bs[k][tx];
    __syncthreads();
  }
  C[row * wB + col] = sum;           // write C to global memory
}
