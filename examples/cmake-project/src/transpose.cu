// out = in^T through a shared-memory tile, one element per thread.
#include "vecops.h"

__global__ void transposeKernel(int rows, int cols, const float *in,
                                float *out) {
  __shared__ float Tile[VECOPS_TILE][VECOPS_TILE + 1];
  int x = blockIdx.x * VECOPS_TILE + threadIdx.x;
  int y = blockIdx.y * VECOPS_TILE + threadIdx.y;
  if (x < cols && y < rows)
    Tile[threadIdx.y][threadIdx.x] = in[y * cols + x];
  __syncthreads();
  x = blockIdx.y * VECOPS_TILE + threadIdx.x;
  y = blockIdx.x * VECOPS_TILE + threadIdx.y;
  if (x < rows && y < cols)
    out[y * rows + x] = Tile[threadIdx.x][threadIdx.y];
}

void transpose(int rows, int cols, const float *in, float *out) {
  dim3 block(VECOPS_TILE, VECOPS_TILE);
  dim3 grid((cols + VECOPS_TILE - 1) / VECOPS_TILE,
            (rows + VECOPS_TILE - 1) / VECOPS_TILE);
  transposeKernel<<<grid, block>>>(rows, cols, in, out);
}

// The project's own use: a 4096 x 2048 matrix.
void transposeExample(const float *in, float *out) {
  transpose(4096, 2048, in, out);
}
