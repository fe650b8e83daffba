// Parallel sum reductions, one partial sum per block, after Mark Harris,
// "Optimizing Parallel Reduction in CUDA", NVIDIA, 2007:
//   reduce_interleaved: kernel 1, interleaved addressing with a divergent
//                       branch (tid % (2*s) == 0);
//   reduce_sequential:  kernel 3, sequential addressing (stride halves,
//                       active threads are contiguous);
//   reduce_unrolled:    kernel 5, first add during the global load (each
//                       block reduces 2*BLOCK_SIZE inputs) and the last warp
//                       unrolled without __syncthreads;
//   reduce_multiple:    kernel 7's idea, each thread first sums many inputs
//                       with a grid-stride loop, then the kernel 5 tree.
// BLOCK_SIZE = 128 threads per block, known at compile time, so the tree
// loops have constant trip counts. n is the number of inputs.
// Grids: reduce_interleaved/reduce_sequential n/128 blocks,
// reduce_unrolled n/256 blocks, reduce_multiple any number of blocks.
//
// The unrolled last warp uses a volatile shared pointer as in Harris's
// slides; on sm_70 and later lanes of a warp are not guaranteed to run in
// lock step, so each step also has a __syncwarp().

#define BLOCK_SIZE 128

__global__ void reduce_interleaved(const float *in, float *out, int n) {
  __shared__ float sdata[BLOCK_SIZE];
  unsigned tid = threadIdx.x;
  unsigned i = blockIdx.x * BLOCK_SIZE + threadIdx.x;
  sdata[tid] = (i < n) ? in[i] : 0.0f;
  __syncthreads();
  for (unsigned s = 1; s < BLOCK_SIZE; s *= 2) {
    if (tid % (2 * s) == 0) // divergent: active threads are scattered
      sdata[tid] += sdata[tid + s];
    __syncthreads();
  }
  if (tid == 0)
    out[blockIdx.x] = sdata[0];
}

__global__ void reduce_sequential(const float *in, float *out, int n) {
  __shared__ float sdata[BLOCK_SIZE];
  unsigned tid = threadIdx.x;
  unsigned i = blockIdx.x * BLOCK_SIZE + threadIdx.x;
  sdata[tid] = (i < n) ? in[i] : 0.0f;
  __syncthreads();
  for (unsigned s = BLOCK_SIZE / 2; s > 0; s >>= 1) {
    if (tid < s) // active threads are the first s
      sdata[tid] += sdata[tid + s];
    __syncthreads();
  }
  if (tid == 0)
    out[blockIdx.x] = sdata[0];
}

// Last 32 partial sums of a block, reduced by the first warp.
__device__ __forceinline__ void warpReduce(volatile float *sdata,
                                           unsigned tid) {
  float v = sdata[tid];
  v += sdata[tid + 32]; __syncwarp(); sdata[tid] = v; __syncwarp();
  v += sdata[tid + 16]; __syncwarp(); sdata[tid] = v; __syncwarp();
  v += sdata[tid + 8];  __syncwarp(); sdata[tid] = v; __syncwarp();
  v += sdata[tid + 4];  __syncwarp(); sdata[tid] = v; __syncwarp();
  v += sdata[tid + 2];  __syncwarp(); sdata[tid] = v; __syncwarp();
  v += sdata[tid + 1];  __syncwarp(); sdata[tid] = v;
}

__global__ void reduce_unrolled(const float *in, float *out, int n) {
  __shared__ float sdata[BLOCK_SIZE];
  unsigned tid = threadIdx.x;
  unsigned i = blockIdx.x * (2 * BLOCK_SIZE) + threadIdx.x;
  // First add during load: two inputs per thread.
  float v = (i < n) ? in[i] : 0.0f;
  if (i + BLOCK_SIZE < n)
    v += in[i + BLOCK_SIZE];
  sdata[tid] = v;
  __syncthreads();
  for (unsigned s = BLOCK_SIZE / 2; s > 32; s >>= 1) {
    if (tid < s)
      sdata[tid] += sdata[tid + s];
    __syncthreads();
  }
  if (tid < 32)
    warpReduce(sdata, tid);
  if (tid == 0)
    out[blockIdx.x] = sdata[0];
}

__global__ void reduce_multiple(const float *in, float *out, int n) {
  __shared__ float sdata[BLOCK_SIZE];
  unsigned tid = threadIdx.x;
  unsigned gridSize = 2 * BLOCK_SIZE * gridDim.x;
  float v = 0.0f;
  // Each thread adds pairs of inputs one grid apart until n is exhausted.
  for (unsigned i = blockIdx.x * (2 * BLOCK_SIZE) + tid; i < n;
       i += gridSize) {
    v += in[i];
    if (i + BLOCK_SIZE < n)
      v += in[i + BLOCK_SIZE];
  }
  sdata[tid] = v;
  __syncthreads();
  for (unsigned s = BLOCK_SIZE / 2; s > 32; s >>= 1) {
    if (tid < s)
      sdata[tid] += sdata[tid + s];
    __syncthreads();
  }
  if (tid < 32)
    warpReduce(sdata, tid);
  if (tid == 0)
    out[blockIdx.x] = sdata[0];
}
