// Validation suite yencal_transpose: the FP32 matrix transpose ladder of
// yencal/gpu-matrix-transpose (README table, H100 80GB HBM3, N = 32768),
// written here from that description: a naive transpose (coalesced reads,
// strided writes), then a tile staged through shared memory (32-way bank
// conflicts on the column read), the tile padded by one column, blocks of
// fewer rows that each move several rows of the tile ("coarsening"), and
// reads and writes of 2 or 4 consecutive floats per thread, on 32x32 and
// 64x64 tiles. Every tile kernel is one template here; N is a multiple of
// the tile, so no bounds checks but the naive kernel's.

__global__ void transpose_naive(const float *__restrict__ in,
                                float *__restrict__ out, int n) {
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  if (row < n && col < n)
    out[col * n + row] = in[row * n + col];
}

// A TILE x TILE tile per block of (TILE / VEC) x ROWS threads: each thread
// reads VEC consecutive floats of TILE / ROWS rows of the tile into shared
// memory, then writes VEC consecutive floats of as many rows of the
// transposed tile. PAD words at the end of each shared row.
template <int TILE, int ROWS, int VEC, int PAD>
__device__ void transpose_tile(const float *__restrict__ in,
                               float *__restrict__ out, int n) {
  __shared__ float tile[TILE][TILE + PAD];
  int c = threadIdx.x * VEC;
  int col0 = blockIdx.x * TILE, row0 = blockIdx.y * TILE;
#pragma unroll
  for (int j = 0; j < TILE; j += ROWS) {
    int r = threadIdx.y + j;
    const float *src = in + (row0 + r) * n + col0 + c;
    float v[VEC];
    if constexpr (VEC == 4) {
      float4 q = *reinterpret_cast<const float4 *>(src);
      v[0] = q.x, v[1] = q.y, v[2] = q.z, v[3] = q.w;
    } else if constexpr (VEC == 2) {
      float2 q = *reinterpret_cast<const float2 *>(src);
      v[0] = q.x, v[1] = q.y;
    } else {
      v[0] = *src;
    }
#pragma unroll
    for (int k = 0; k < VEC; ++k)
      tile[r][c + k] = v[k];
  }
  __syncthreads();
#pragma unroll
  for (int j = 0; j < TILE; j += ROWS) {
    int r = threadIdx.y + j;
    float *dst = out + (col0 + r) * n + row0 + c;
    float v[VEC];
#pragma unroll
    for (int k = 0; k < VEC; ++k)
      v[k] = tile[c + k][r];
    if constexpr (VEC == 4)
      *reinterpret_cast<float4 *>(dst) = make_float4(v[0], v[1], v[2], v[3]);
    else if constexpr (VEC == 2)
      *reinterpret_cast<float2 *>(dst) = make_float2(v[0], v[1]);
    else
      *dst = v[0];
  }
}

#define TRANSPOSE(NAME, TILE, ROWS, VEC, PAD)                                  \
  __global__ void NAME(const float *__restrict__ in, float *__restrict__ out, \
                       int n) {                                                \
    transpose_tile<TILE, ROWS, VEC, PAD>(in, out, n);                          \
  }

TRANSPOSE(transpose_tiled, 32, 32, 1, 0)
TRANSPOSE(transpose_padded, 32, 32, 1, 1)
TRANSPOSE(transpose_rows16, 32, 16, 1, 1)
TRANSPOSE(transpose_rows8, 32, 8, 1, 1)
TRANSPOSE(transpose_rows4, 32, 4, 1, 1)
TRANSPOSE(transpose_vec2, 32, 32, 2, 1)
TRANSPOSE(transpose_vec2_rows16, 32, 16, 2, 1)
TRANSPOSE(transpose_vec2_rows8, 32, 8, 2, 1)
TRANSPOSE(transpose_vec2_rows4, 32, 4, 2, 1)
TRANSPOSE(transpose_vec4, 32, 32, 4, 1)
TRANSPOSE(transpose_vec4_rows16, 32, 16, 4, 1)
TRANSPOSE(transpose_vec4_rows8, 32, 8, 4, 1)
TRANSPOSE(transpose_vec4_rows4, 32, 4, 4, 1)
TRANSPOSE(transpose_t64_vec2_rows32, 64, 32, 2, 1)
TRANSPOSE(transpose_t64_vec2_rows16, 64, 16, 2, 1)
TRANSPOSE(transpose_t64_vec2_rows8, 64, 8, 2, 1)
TRANSPOSE(transpose_t64_vec4_rows32, 64, 32, 4, 1)
TRANSPOSE(transpose_t64_vec4_rows16, 64, 16, 4, 1)
TRANSPOSE(transpose_t64_vec4_rows8, 64, 8, 4, 1)
