// A broadcast kernel in ggml's style: a block filled member by member, each
// clamped by what the ones before it left (`b.y = min(ne1, 128 / b.x)`),
// inside a nested block of the host function, and a division by a size
// known only at run time done with the high half of a product (fastdiv:
// __umulhi), in the thread index.
struct fastdiv_t {
  unsigned mp, l, d;
};

__device__ unsigned fastdiv(unsigned n, fastdiv_t f) {
  return (__umulhi(n, f.mp) + n) >> f.l;
}

__global__ void bcast(const float *x, float *y, unsigned ne0, unsigned ne1,
                      fastdiv_t ne2, unsigned s1, unsigned s2) {
  unsigned i0 = blockDim.x * blockIdx.x + threadIdx.x;
  unsigned i1 = blockDim.y * blockIdx.y + threadIdx.y;
  unsigned z = blockDim.z * blockIdx.z + threadIdx.z;
  unsigned i2 = fastdiv(z, ne2);
  unsigned i3 = z - i2 * ne2.d;
  if (i0 >= ne0 || i1 >= ne1)
    return;
  size_t row = size_t(i3) * s2 + size_t(i1) * s1;
  y[row + i0] = 2.0f * x[row + i0];
}

void run(const float *x, float *y, long ne0, long ne1, long ne2, long s1,
         long s2, fastdiv_t d) {
  if (ne0 > 0) {
    const int block_size = 128;
    dim3 block;
    block.x = ne0 < block_size ? ne0 : block_size;
    block.y = ne1 < block_size / block.x ? ne1 : block_size / block.x;
    dim3 grid((ne0 + block.x - 1) / block.x, (ne1 + block.y - 1) / block.y,
              ne2);
    bcast<<<grid, block>>>(x, y, ne0, ne1, d, s1, s2);
  }
}

// A block clamped from a product of four sizes (ggml's im2col:
// MIN(IC * KD * KH * KW, 256)): 65536 each overflows its 64-bit integer.
__global__ void gather(const float *x, float *y) {
  y[blockIdx.x * blockDim.x + threadIdx.x] = x[threadIdx.x];
}

void run_gather(const float *x, float *y, long ic, long kd, long kh,
                long kw) {
  const long k = ic * kd * kh * kw;
  gather<<<64, k < 256 ? k : 256>>>(x, y);
}

// A load strided by a size no binding gives (a tensor's stride, 1 in most).
__global__ void strided(const float *x, float *y, unsigned s) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = x[i * s];
}

void run_strided(const float *x, float *y, unsigned s) {
  strided<<<1024, 128>>>(x, y, s);
}
