// Validation suite yencal_histogram: the 256-bin byte histogram ladder of
// yencal/gpu-histogram-optimization (README table, H100 HBM3: 2^30 uniform
// random bytes, blocks of 512 threads, a grid of 32 blocks per SM), written
// here from that description:
//   - every byte an atomicAdd on the global bins;
//   - a per-block histogram in shared memory (atomicAdd there), added to the
//     global bins once per block;
//   - the same with 16 bytes read per thread and trip (one uint4).
// Each kernel walks the input with a grid-stride loop.

#define BINS 256

__global__ void histogram_global_atomic(const unsigned char *__restrict__ in,
                                        int n, int *__restrict__ bins) {
  int step = gridDim.x * blockDim.x;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += step)
    atomicAdd(&bins[in[i]], 1);
}

// The block's counts: zeroed, filled, then flushed with one global atomic
// per non-empty bin.
__device__ void flush_block_bins(const int *counts, int *bins) {
  __syncthreads();
  for (int b = threadIdx.x; b < BINS; b += blockDim.x)
    if (int c = counts[b])
      atomicAdd(&bins[b], c);
}

__global__ void histogram_shared_atomic(const unsigned char *__restrict__ in,
                                        int n, int *__restrict__ bins) {
  __shared__ int counts[BINS];
  for (int b = threadIdx.x; b < BINS; b += blockDim.x)
    counts[b] = 0;
  __syncthreads();
  int step = gridDim.x * blockDim.x;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += step)
    atomicAdd(&counts[in[i]], 1);
  flush_block_bins(counts, bins);
}

__global__ void histogram_shared_atomic_vec16(
    const unsigned char *__restrict__ in, int n, int *__restrict__ bins) {
  __shared__ int counts[BINS];
  for (int b = threadIdx.x; b < BINS; b += blockDim.x)
    counts[b] = 0;
  __syncthreads();
  int step = gridDim.x * blockDim.x;
  int first = blockIdx.x * blockDim.x + threadIdx.x;
  const uint4 *in16 = reinterpret_cast<const uint4 *>(in);
  int chunks = n / 16;
  for (int i = first; i < chunks; i += step) {
    uint4 v = in16[i];
    unsigned words[4] = {v.x, v.y, v.z, v.w};
#pragma unroll
    for (int w = 0; w < 4; ++w)
#pragma unroll
      for (int s = 0; s < 32; s += 8)
        atomicAdd(&counts[(words[w] >> s) & 0xFF], 1);
  }
  // The bytes past the last whole 16.
  for (int i = chunks * 16 + first; i < n; i += step)
    atomicAdd(&counts[in[i]], 1);
  flush_block_bins(counts, bins);
}
