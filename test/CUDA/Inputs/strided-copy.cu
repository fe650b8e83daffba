// A block of 256 threads copies a 128x16 tile (2048 floats) into shared
// memory, each thread every 256th element, the element checked against the
// matrix's size. Clang unrolls the copy by 4 behind a remainder loop that
// runs first; code generation rewrites the main loop's start (where the
// remainder stopped) as a value computed before it, and its exit test as
// an add with overflow.
__global__ void copy_tile(const float *a, float *out, int m, int k, int lda) {
  __shared__ float tile[16][128];
  int row0 = blockIdx.y * 128;
  for (int k0 = 0; k0 < k; k0 += 16) {
    for (int e = threadIdx.x; e < 2048; e += 256) {
      int r = e / 16, c = e % 16;
      tile[c][r] = (row0 + r < m && k0 + c < k) ? a[(row0 + r) * lda + k0 + c] : 0.0f;
    }
    __syncthreads();
    out[(blockIdx.y * blockDim.x + threadIdx.x) * k / 16 + k0 / 16] +=
        tile[threadIdx.x % 16][threadIdx.x / 2];
    __syncthreads();
  }
}
