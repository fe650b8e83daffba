// The project's own tile loops with a barrier every trip, written for
// docs/model.md section 39 (a loop bound by L2 or DRAM bandwidth whose
// blocks overlap one another's loads with their work) and timed on the
// lent GPUs (suite h200_own, validation/hw/plan.py). No published code was
// used.
//
// Each block walks the tiles blockIdx.x, blockIdx.x + gridDim.x, ...: its
// 256 threads copy a 4 KB tile (one float4 each) from global memory into
// shared memory, meet at a barrier, read Fmas floats of the tile (lane i
// of a warp reads consecutive floats: no bank conflicts) into four
// independent sums, and meet again before the next trip overwrites the
// tile. Few operations per byte keep the loop bound by DRAM bandwidth;
// more make its issue as long as the bytes' time, then longer.
//   tile_loop_f8, _f16, _f32, _f64: 8, 16, 32, 64 reads per thread
//   and trip.

template <int Fmas>
__device__ __forceinline__ void tileLoop(const float4 *in, float *out,
                                         int ntiles) {
  __shared__ float4 tile[256];
  const float *f = reinterpret_cast<const float *>(tile);
  float acc[4] = {0.f, 0.f, 0.f, 0.f};
  for (int t = blockIdx.x; t < ntiles; t += gridDim.x) {
    tile[threadIdx.x] = in[(size_t)t * 256 + threadIdx.x];
    __syncthreads();
#pragma unroll 8
    for (int k = 0; k < Fmas; ++k)
      acc[k & 3] = fmaf(f[(threadIdx.x + 32 * k) & 1023], 1.0001f, acc[k & 3]);
    __syncthreads();
  }
  out[blockIdx.x * blockDim.x + threadIdx.x] =
      acc[0] + acc[1] + acc[2] + acc[3];
}

__global__ void __launch_bounds__(256)
    tile_loop_f8(const float4 *in, float *out, int ntiles) {
  tileLoop<8>(in, out, ntiles);
}

__global__ void __launch_bounds__(256)
    tile_loop_f16(const float4 *in, float *out, int ntiles) {
  tileLoop<16>(in, out, ntiles);
}

__global__ void __launch_bounds__(256)
    tile_loop_f32(const float4 *in, float *out, int ntiles) {
  tileLoop<32>(in, out, ntiles);
}

__global__ void __launch_bounds__(256)
    tile_loop_f64(const float4 *in, float *out, int ntiles) {
  tileLoop<64>(in, out, ntiles);
}
