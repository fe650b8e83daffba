// Matrix copy and transposes after Greg Ruetsch and Paulius Micikevicius,
// "Optimizing Matrix Transpose in CUDA", NVIDIA, 2009:
//   transpose_copy:          the simple copy kernel used as the bandwidth
//                            reference (same access pattern, no transpose);
//   transpose_naive:         reads rows coalesced, writes columns strided;
//   transpose_coalesced:     stages a TILE_DIM x TILE_DIM tile in shared
//                            memory so reads and writes are both coalesced;
//   transpose_no_bank_conflicts: as transpose_coalesced with the tile padded
//                            to TILE_DIM x (TILE_DIM+1) so column reads of
//                            the tile hit distinct banks.
// A thread block of TILE_DIM x BLOCK_ROWS threads handles a TILE_DIM x
// TILE_DIM tile, each thread TILE_DIM/BLOCK_ROWS elements. The matrix is
// height rows of width floats (row-major); width and height are multiples of
// TILE_DIM. Block (32,8,1), grid (width/32, height/32, 1).

#define TILE_DIM 32
#define BLOCK_ROWS 8

__global__ void transpose_copy(float *odata, const float *idata, int width,
                               int height) {
  int x = blockIdx.x * TILE_DIM + threadIdx.x;
  int y = blockIdx.y * TILE_DIM + threadIdx.y;
  for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
    odata[(y + j) * width + x] = idata[(y + j) * width + x];
}

__global__ void transpose_naive(float *odata, const float *idata, int width,
                                int height) {
  int x = blockIdx.x * TILE_DIM + threadIdx.x;
  int y = blockIdx.y * TILE_DIM + threadIdx.y;
  for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
    odata[x * height + (y + j)] = idata[(y + j) * width + x];
}

__global__ void transpose_coalesced(float *odata, const float *idata,
                                    int width, int height) {
  __shared__ float tile[TILE_DIM][TILE_DIM];
  int x = blockIdx.x * TILE_DIM + threadIdx.x;
  int y = blockIdx.y * TILE_DIM + threadIdx.y;
  for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
    tile[threadIdx.y + j][threadIdx.x] = idata[(y + j) * width + x];
  __syncthreads();
  // Swap block indices: this block writes the transposed tile.
  x = blockIdx.y * TILE_DIM + threadIdx.x;
  y = blockIdx.x * TILE_DIM + threadIdx.y;
  for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
    odata[(y + j) * height + x] = tile[threadIdx.x][threadIdx.y + j];
}

__global__ void transpose_no_bank_conflicts(float *odata, const float *idata,
                                            int width, int height) {
  __shared__ float tile[TILE_DIM][TILE_DIM + 1];
  int x = blockIdx.x * TILE_DIM + threadIdx.x;
  int y = blockIdx.y * TILE_DIM + threadIdx.y;
  for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
    tile[threadIdx.y + j][threadIdx.x] = idata[(y + j) * width + x];
  __syncthreads();
  x = blockIdx.y * TILE_DIM + threadIdx.x;
  y = blockIdx.x * TILE_DIM + threadIdx.y;
  for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
    odata[(y + j) * height + x] = tile[threadIdx.x][threadIdx.y + j];
}
