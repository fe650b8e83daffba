// Issue 30, nvcc parity: a float4 read from a shared tile through a cast of
// an element's address. nvcc trusts the float4's 16-byte alignment and
// reads it with one ld.shared.v4; clang trusts the float array's 4 and
// reads four floats, unless the driver aligns the copy as nvcc does.
__global__ void tile_rows(float *out, const float *in) {
  __shared__ float tile[64][32];
  int r = threadIdx.x / 8, c = 4 * (threadIdx.x % 8);
  // A float4 copied from global memory into the tile: one 16-byte load and
  // one 16-byte store in nvcc's code.
  *reinterpret_cast<float4 *>(&tile[r][c]) =
      *reinterpret_cast<const float4 *>(&in[32 * r + c]);
  __syncthreads();
  float4 v = *reinterpret_cast<const float4 *>(&tile[63 - r][c]);
  out[blockDim.x * blockIdx.x + threadIdx.x] = v.x + v.y + v.z + v.w;
}

// A struct of four floats is aligned to 4 bytes: nvcc reads it as four
// floats, and so does the driver.
struct Quad {
  float a, b, c, d;
};
__global__ void quads(float *out, const Quad *in) {
  __shared__ Quad q[256];
  q[threadIdx.x] = in[threadIdx.x];
  __syncthreads();
  Quad v = q[255 - threadIdx.x];
  out[threadIdx.x] = v.a + v.b + v.c + v.d;
}
