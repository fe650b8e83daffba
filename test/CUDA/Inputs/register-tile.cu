// An 8x8 register tile per thread (a 128x128 block tile of C = A * B^T,
// 256 threads), the k-slice read from shared memory as float4. The tile's
// three nested loops (k in steps of 4, rows, columns) unroll to 2048
// multiply-adds: nvcc unrolls them and keeps acc in registers, clang's
// default threshold leaves the row loop rolled and acc in local memory.
__global__ void __launch_bounds__(256)
    tile8x8(float *c, const float *a, const float *b, int kdim, int n) {
  __shared__ float as[128][32];
  __shared__ float bs[128][32];
  float acc[8][8] = {};
  a += 128 * blockIdx.x * kdim;
  b += 128 * blockIdx.y * kdim;
  int tx = threadIdx.x, ty = threadIdx.y;
  for (int k0 = 0; k0 < kdim; k0 += 32) {
    __syncthreads();
    for (int r = ty * 8 + tx / 2; r < 128; r += 128) {
      for (int q = 0; q < 16; q += 4) {
        int col = (tx % 2) * 16 + q;
        *reinterpret_cast<float4 *>(&as[r][col]) =
            *reinterpret_cast<const float4 *>(&a[r * kdim + k0 + col]);
        *reinterpret_cast<float4 *>(&bs[r][col]) =
            *reinterpret_cast<const float4 *>(&b[r * kdim + k0 + col]);
      }
    }
    __syncthreads();
    int kbase = 4 * (16 * ty + tx);
    for (int k = kbase; k < kbase + 32; k += 4) {
      float4 bv[8];
      for (int j = 0; j < 8; ++j)
        bv[j] = *reinterpret_cast<const float4 *>(&bs[j + 8 * ty][k % 32]);
      for (int i = 0; i < 8; ++i) {
        float4 av = *reinterpret_cast<const float4 *>(&as[i + 8 * tx][k % 32]);
        for (int j = 0; j < 8; ++j) {
          acc[i][j] += av.x * bv[j].x;
          acc[i][j] += av.y * bv[j].y;
          acc[i][j] += av.z * bv[j].z;
          acc[i][j] += av.w * bv[j].w;
        }
      }
    }
  }
  for (int i = 0; i < 8; ++i)
    for (int j = 0; j < 8; ++j)
      c[(128 * blockIdx.x + 8 * tx + i) * n + 128 * blockIdx.y + 8 * ty + j] =
          acc[i][j];
}
