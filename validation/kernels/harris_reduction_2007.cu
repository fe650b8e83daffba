// Validation suite harris_reduction_2007: the seven sum reductions of
// M. Harris, "Optimizing Parallel Reduction in CUDA" (NVIDIA, 2007), written
// for this project from the slides' descriptions (not copied from them or
// from the CUDA samples). 32-bit integers, 128 threads per block, one
// partial sum per block written to out[blockIdx.x].
//
//   reduce_k1_interleaved_divergent  kernel 1: interleaved addressing, the
//                                    active threads are those with
//                                    tid % (2*stride) == 0 (divergent warps)
//   reduce_k2_interleaved_strided    kernel 2: interleaved addressing with a
//                                    strided shared index (no divergence,
//                                    shared-memory bank conflicts)
//   reduce_k3_sequential             kernel 3: sequential addressing
//   reduce_k4_first_add              kernel 4: as 3, each thread adds two
//                                    inputs while loading (half the blocks)
//   reduce_k5_unroll_last_warp       kernel 5: as 4, the last six steps run
//                                    by one warp without barriers
//   reduce_k6_complete_unroll        kernel 6: as 5, every step unrolled for
//                                    a block size known at compile time
//   reduce_k7_multiple               kernel 7: as 6, each thread first sums
//                                    many pairs with a grid-sized stride
//
// As in the slides, kernels 1-5 take the block size from blockDim.x at run
// time (their tree loops have a run-time trip count), kernels 6 and 7 get it
// as a compile-time constant (the slides' template parameter), which is
// what lets kernel 6 unroll completely. The partial sums live in dynamically
// sized shared memory (blockDim.x ints, passed at launch).
//
// The warp-synchronous tail uses a volatile shared pointer and no
// __syncwarp, as the 2007 code that was timed on the G80 did (lanes ran in
// lock step there; on sm_70+ this would need __syncwarp).
//
// Launches (validation/suites/harris_reduction_2007.json): 128 threads,
// 512 B dynamic shared memory, n = 2^22, grid n/128 for kernels 1-3, n/256
// for 4-6, 64 blocks for kernel 7.

extern __shared__ int part[]; // blockDim.x partial sums

__global__ void reduce_k1_interleaved_divergent(const int *in, int *out,
                                                unsigned n) {
  unsigned t = threadIdx.x;
  unsigned g = blockIdx.x * blockDim.x + t;
  part[t] = g < n ? in[g] : 0;
  __syncthreads();
  for (unsigned stride = 1; stride < blockDim.x; stride *= 2) {
    if ((t % (2 * stride)) == 0)
      part[t] = part[t] + part[t + stride];
    __syncthreads();
  }
  if (t == 0)
    out[blockIdx.x] = part[0];
}

__global__ void reduce_k2_interleaved_strided(const int *in, int *out,
                                              unsigned n) {
  unsigned t = threadIdx.x;
  unsigned g = blockIdx.x * blockDim.x + t;
  part[t] = g < n ? in[g] : 0;
  __syncthreads();
  for (unsigned stride = 1; stride < blockDim.x; stride *= 2) {
    unsigned slot = 2 * stride * t; // contiguous threads, strided slots
    if (slot < blockDim.x)
      part[slot] = part[slot] + part[slot + stride];
    __syncthreads();
  }
  if (t == 0)
    out[blockIdx.x] = part[0];
}

__global__ void reduce_k3_sequential(const int *in, int *out, unsigned n) {
  unsigned t = threadIdx.x;
  unsigned g = blockIdx.x * blockDim.x + t;
  part[t] = g < n ? in[g] : 0;
  __syncthreads();
  for (unsigned half = blockDim.x / 2; half > 0; half >>= 1) {
    if (t < half)
      part[t] = part[t] + part[t + half];
    __syncthreads();
  }
  if (t == 0)
    out[blockIdx.x] = part[0];
}

__global__ void reduce_k4_first_add(const int *in, int *out, unsigned n) {
  unsigned t = threadIdx.x;
  unsigned g = blockIdx.x * (2 * blockDim.x) + t;
  int s = g < n ? in[g] : 0;
  if (g + blockDim.x < n)
    s += in[g + blockDim.x];
  part[t] = s;
  __syncthreads();
  for (unsigned half = blockDim.x / 2; half > 0; half >>= 1) {
    if (t < half)
      part[t] = part[t] + part[t + half];
    __syncthreads();
  }
  if (t == 0)
    out[blockIdx.x] = part[0];
}

// The last 64 -> 1 partial sums, done by warp 0 with no barrier.
__device__ __forceinline__ void lastWarpSum(volatile int *p, unsigned t) {
  p[t] = p[t] + p[t + 32];
  p[t] = p[t] + p[t + 16];
  p[t] = p[t] + p[t + 8];
  p[t] = p[t] + p[t + 4];
  p[t] = p[t] + p[t + 2];
  p[t] = p[t] + p[t + 1];
}

__global__ void reduce_k5_unroll_last_warp(const int *in, int *out,
                                           unsigned n) {
  unsigned t = threadIdx.x;
  unsigned g = blockIdx.x * (2 * blockDim.x) + t;
  int s = g < n ? in[g] : 0;
  if (g + blockDim.x < n)
    s += in[g + blockDim.x];
  part[t] = s;
  __syncthreads();
  for (unsigned half = blockDim.x / 2; half > 32; half >>= 1) {
    if (t < half)
      part[t] = part[t] + part[t + half];
    __syncthreads();
  }
  if (t < 32)
    lastWarpSum(part, t);
  if (t == 0)
    out[blockIdx.x] = part[0];
}

// Tree steps for a block size fixed at compile time: the steps that cannot
// occur for BS vanish, the rest need no loop counter.
template <unsigned BS>
__device__ __forceinline__ void blockTree(unsigned t) {
  if (BS >= 1024) {
    if (t < 512)
      part[t] = part[t] + part[t + 512];
    __syncthreads();
  }
  if (BS >= 512) {
    if (t < 256)
      part[t] = part[t] + part[t + 256];
    __syncthreads();
  }
  if (BS >= 256) {
    if (t < 128)
      part[t] = part[t] + part[t + 128];
    __syncthreads();
  }
  if (BS >= 128) {
    if (t < 64)
      part[t] = part[t] + part[t + 64];
    __syncthreads();
  }
  if (t < 32) {
    volatile int *p = part;
    if (BS >= 64) p[t] = p[t] + p[t + 32];
    if (BS >= 32) p[t] = p[t] + p[t + 16];
    if (BS >= 16) p[t] = p[t] + p[t + 8];
    if (BS >= 8) p[t] = p[t] + p[t + 4];
    if (BS >= 4) p[t] = p[t] + p[t + 2];
    if (BS >= 2) p[t] = p[t] + p[t + 1];
  }
}

template <unsigned BS>
__device__ __forceinline__ void completeUnroll(const int *in, int *out,
                                               unsigned n) {
  unsigned t = threadIdx.x;
  unsigned g = blockIdx.x * (2 * BS) + t;
  int s = g < n ? in[g] : 0;
  if (g + BS < n)
    s += in[g + BS];
  part[t] = s;
  __syncthreads();
  blockTree<BS>(t);
  if (t == 0)
    out[blockIdx.x] = part[0];
}

template <unsigned BS>
__device__ __forceinline__ void multiplePerThread(const int *in, int *out,
                                                  unsigned n) {
  unsigned t = threadIdx.x;
  unsigned step = 2 * BS * gridDim.x; // one whole grid of pairs
  // The slides' form: the running sum is kept in the thread's shared slot;
  // n is a multiple of 2*BS*gridDim.x, so both inputs of a pair are in
  // range whenever the first is.
  part[t] = 0;
  for (unsigned g = blockIdx.x * (2 * BS) + t; g < n; g += step)
    part[t] += in[g] + in[g + BS];
  __syncthreads();
  blockTree<BS>(t);
  if (t == 0)
    out[blockIdx.x] = part[0];
}

// Kernels 6 and 7 for the slides' block size of 128 threads.
__global__ void reduce_k6_complete_unroll(const int *in, int *out,
                                          unsigned n) {
  completeUnroll<128>(in, out, n);
}

__global__ void reduce_k7_multiple(const int *in, int *out, unsigned n) {
  multiplePerThread<128>(in, out, n);
}
