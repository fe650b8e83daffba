// Validation suite cuda_best_practices_guide_matmul: the six matrix-multiply
// kernels of the NVIDIA CUDA C++ Best Practices Guide, sections "Shared
// Memory in Matrix Multiplication (C=AB)" and "(C=AA^T)", written for this
// project from the guide's description (not copied from its listings).
//
// A is M x W, B is W x N, C is M x N (C = AB) or M x M (C = AA^T), all
// row-major floats, W = TILE = 32. A block of TILE x TILE threads computes
// one TILE x TILE tile of C; each thread one element, a dot product of
// length W.
//
//   mm_ab_simple          C=AB straight from global memory (A read by
//                         broadcast, B row-coalesced)
//   mm_ab_shared_a        C=AB, the warp's row of A staged in shared memory
//                         (the guide's coalescedMultiply; only the warp that
//                         wrote a row reads it, so a warp-level sync)
//   mm_ab_shared_ab       C=AB, tiles of A and B in shared memory
//                         (sharedABMultiply; B's tile is read by all warps,
//                         so a block barrier)
//   mm_aat_simple         C=AA^T straight from global memory (the second
//                         operand is read down a column: strided)
//   mm_aat_shared         C=AA^T, A's tile and the transposed tile staged in
//                         shared memory, 32x32 transposed tile (bank
//                         conflicts on the column reads)
//   mm_aat_shared_padded  as mm_aat_shared with the transposed tile padded
//                         to 32x33
//
// Launch (validation/suites/cuda_best_practices_guide_matmul.json): block
// (32,32), grid (N/32, M/32).

#define TILE 32

__global__ void mm_ab_simple(const float *a, const float *b, float *c,
                             int N) {
  int row = blockIdx.y * TILE + threadIdx.y;
  int col = blockIdx.x * TILE + threadIdx.x;
  float acc = 0.0f;
  for (int k = 0; k < TILE; ++k)
    acc += a[row * TILE + k] * b[k * N + col];
  c[row * N + col] = acc;
}

__global__ void mm_ab_shared_a(const float *a, const float *b, float *c,
                               int N) {
  __shared__ float rowsA[TILE][TILE];
  int row = blockIdx.y * TILE + threadIdx.y;
  int col = blockIdx.x * TILE + threadIdx.x;
  rowsA[threadIdx.y][threadIdx.x] = a[row * TILE + threadIdx.x];
  __syncwarp();
  float acc = 0.0f;
  for (int k = 0; k < TILE; ++k)
    acc += rowsA[threadIdx.y][k] * b[k * N + col];
  c[row * N + col] = acc;
}

__global__ void mm_ab_shared_ab(const float *a, const float *b, float *c,
                                int N) {
  __shared__ float tA[TILE][TILE];
  __shared__ float tB[TILE][TILE];
  int row = blockIdx.y * TILE + threadIdx.y;
  int col = blockIdx.x * TILE + threadIdx.x;
  tA[threadIdx.y][threadIdx.x] = a[row * TILE + threadIdx.x];
  tB[threadIdx.y][threadIdx.x] = b[threadIdx.y * N + col];
  __syncthreads();
  float acc = 0.0f;
  for (int k = 0; k < TILE; ++k)
    acc += tA[threadIdx.y][k] * tB[k][threadIdx.x];
  c[row * N + col] = acc;
}

__global__ void mm_aat_simple(const float *a, float *c, int M) {
  int row = blockIdx.y * TILE + threadIdx.y;
  int col = blockIdx.x * TILE + threadIdx.x;
  float acc = 0.0f;
  for (int k = 0; k < TILE; ++k)
    acc += a[row * TILE + k] * a[col * TILE + k];
  c[row * M + col] = acc;
}

__global__ void mm_aat_shared(const float *a, float *c, int M) {
  __shared__ float tA[TILE][TILE];
  __shared__ float tT[TILE][TILE];
  int row = blockIdx.y * TILE + threadIdx.y;
  int col = blockIdx.x * TILE + threadIdx.x;
  tA[threadIdx.y][threadIdx.x] = a[row * TILE + threadIdx.x];
  // row (blockIdx.x*TILE + threadIdx.y) of A becomes column threadIdx.y
  tT[threadIdx.x][threadIdx.y] =
      a[(blockIdx.x * TILE + threadIdx.y) * TILE + threadIdx.x];
  __syncthreads();
  float acc = 0.0f;
  for (int k = 0; k < TILE; ++k)
    acc += tA[threadIdx.y][k] * tT[k][threadIdx.x];
  c[row * M + col] = acc;
}

__global__ void mm_aat_shared_padded(const float *a, float *c, int M) {
  __shared__ float tA[TILE][TILE];
  __shared__ float tT[TILE][TILE + 1];
  int row = blockIdx.y * TILE + threadIdx.y;
  int col = blockIdx.x * TILE + threadIdx.x;
  tA[threadIdx.y][threadIdx.x] = a[row * TILE + threadIdx.x];
  tT[threadIdx.x][threadIdx.y] =
      a[(blockIdx.x * TILE + threadIdx.y) * TILE + threadIdx.x];
  __syncthreads();
  float acc = 0.0f;
  for (int k = 0; k < TILE; ++k)
    acc += tA[threadIdx.y][k] * tT[k][threadIdx.x];
  c[row * M + col] = acc;
}
