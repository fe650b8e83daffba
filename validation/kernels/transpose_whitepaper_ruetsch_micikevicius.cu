// Validation suite transpose_whitepaper_ruetsch_micikevicius: the eight
// kernels of G. Ruetsch and P. Micikevicius, "Optimizing Matrix Transpose in
// CUDA" (NVIDIA whitepaper, 2009/2010), written for this project from the
// whitepaper's description (not copied from its listings or the samples).
//
// A block of TILE x ROWS = 32 x 8 threads handles one TILE x TILE tile of a
// row-major matrix of `rows` rows by `cols` columns of floats; every thread
// moves TILE/ROWS = 4 elements. `out` is cols x rows for the transposes.
//
//   copy_plain                  out = in, straight through registers
//   copy_shared                 out = in, staged through a shared tile
//   transpose_naive             read rows, write columns (strided writes)
//   transpose_coalesced         tile in shared memory, both sides coalesced,
//                               column reads of a 32x32 tile conflict
//   transpose_no_bank_conflicts as coalesced, tile padded to 32x33
//   transpose_fine_grained      transposes inside the tile only: the tile
//                               is written back at its own position
//   transpose_coarse_grained    moves whole tiles to the transposed position
//                               without transposing inside the tile
//   transpose_diagonal          as no_bank_conflicts, blocks renumbered
//                               along diagonals to spread DRAM partitions
//
// Launch (validation/suites/transpose_whitepaper_ruetsch_micikevicius.json):
// 2048 x 2048, block (32,8), grid (64,64).

#define TILE 32
#define ROWS 8

__global__ void copy_plain(float *out, const float *in, int cols, int rows) {
  int c = blockIdx.x * TILE + threadIdx.x;
  int r = blockIdx.y * TILE + threadIdx.y;
  for (int k = 0; k < TILE; k += ROWS)
    out[(r + k) * cols + c] = in[(r + k) * cols + c];
}

__global__ void copy_shared(float *out, const float *in, int cols, int rows) {
  __shared__ float buf[TILE][TILE];
  int c = blockIdx.x * TILE + threadIdx.x;
  int r = blockIdx.y * TILE + threadIdx.y;
  for (int k = 0; k < TILE; k += ROWS)
    buf[threadIdx.y + k][threadIdx.x] = in[(r + k) * cols + c];
  __syncthreads();
  for (int k = 0; k < TILE; k += ROWS)
    out[(r + k) * cols + c] = buf[threadIdx.y + k][threadIdx.x];
}

__global__ void transpose_naive(float *out, const float *in, int cols,
                                int rows) {
  int c = blockIdx.x * TILE + threadIdx.x;
  int r = blockIdx.y * TILE + threadIdx.y;
  // element (r+k, c) of in goes to element (c, r+k) of out (rows columns)
  for (int k = 0; k < TILE; k += ROWS)
    out[c * rows + (r + k)] = in[(r + k) * cols + c];
}

__global__ void transpose_coalesced(float *out, const float *in, int cols,
                                    int rows) {
  __shared__ float buf[TILE][TILE];
  int c = blockIdx.x * TILE + threadIdx.x;
  int r = blockIdx.y * TILE + threadIdx.y;
  for (int k = 0; k < TILE; k += ROWS)
    buf[threadIdx.y + k][threadIdx.x] = in[(r + k) * cols + c];
  __syncthreads();
  // this block writes tile (blockIdx.x, blockIdx.y) of out
  int oc = blockIdx.y * TILE + threadIdx.x;
  int orow = blockIdx.x * TILE + threadIdx.y;
  for (int k = 0; k < TILE; k += ROWS)
    out[(orow + k) * rows + oc] = buf[threadIdx.x][threadIdx.y + k];
}

__global__ void transpose_no_bank_conflicts(float *out, const float *in,
                                            int cols, int rows) {
  __shared__ float buf[TILE][TILE + 1];
  int c = blockIdx.x * TILE + threadIdx.x;
  int r = blockIdx.y * TILE + threadIdx.y;
  for (int k = 0; k < TILE; k += ROWS)
    buf[threadIdx.y + k][threadIdx.x] = in[(r + k) * cols + c];
  __syncthreads();
  int oc = blockIdx.y * TILE + threadIdx.x;
  int orow = blockIdx.x * TILE + threadIdx.y;
  for (int k = 0; k < TILE; k += ROWS)
    out[(orow + k) * rows + oc] = buf[threadIdx.x][threadIdx.y + k];
}

__global__ void transpose_fine_grained(float *out, const float *in, int cols,
                                       int rows) {
  __shared__ float buf[TILE][TILE + 1];
  int c = blockIdx.x * TILE + threadIdx.x;
  int r = blockIdx.y * TILE + threadIdx.y;
  for (int k = 0; k < TILE; k += ROWS)
    buf[threadIdx.y + k][threadIdx.x] = in[(r + k) * cols + c];
  __syncthreads();
  // same tile position, transposed contents
  for (int k = 0; k < TILE; k += ROWS)
    out[(r + k) * rows + c] = buf[threadIdx.x][threadIdx.y + k];
}

__global__ void transpose_coarse_grained(float *out, const float *in,
                                         int cols, int rows) {
  __shared__ float buf[TILE][TILE + 1];
  int c = blockIdx.x * TILE + threadIdx.x;
  int r = blockIdx.y * TILE + threadIdx.y;
  for (int k = 0; k < TILE; k += ROWS)
    buf[threadIdx.y + k][threadIdx.x] = in[(r + k) * cols + c];
  __syncthreads();
  // transposed tile position, contents not transposed
  int oc = blockIdx.y * TILE + threadIdx.x;
  int orow = blockIdx.x * TILE + threadIdx.y;
  for (int k = 0; k < TILE; k += ROWS)
    out[(orow + k) * rows + oc] = buf[threadIdx.y + k][threadIdx.x];
}

__global__ void transpose_diagonal(float *out, const float *in, int cols,
                                   int rows) {
  __shared__ float buf[TILE][TILE + 1];
  // Diagonal block order: consecutive block ids walk a diagonal of tiles.
  unsigned bx, by;
  if (cols == rows) {
    by = blockIdx.x;
    bx = (blockIdx.x + blockIdx.y) % gridDim.x;
  } else {
    unsigned id = blockIdx.x + gridDim.x * blockIdx.y;
    by = id % gridDim.y;
    bx = (id / gridDim.y + by) % gridDim.x;
  }
  int c = bx * TILE + threadIdx.x;
  int r = by * TILE + threadIdx.y;
  for (int k = 0; k < TILE; k += ROWS)
    buf[threadIdx.y + k][threadIdx.x] = in[(r + k) * cols + c];
  __syncthreads();
  int oc = by * TILE + threadIdx.x;
  int orow = bx * TILE + threadIdx.y;
  for (int k = 0; k < TILE; k += ROWS)
    out[(orow + k) * rows + oc] = buf[threadIdx.x][threadIdx.y + k];
}
