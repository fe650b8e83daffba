// The project's own matrix-vector products and warp-shuffle reductions,
// written for the classes issue 30 names (GEMV, reductions beyond Harris's
// shared-memory tree) and timed on the lent GPUs (suite h200_own,
// validation/hw/plan.py). Written from the textbook descriptions of each
// scheme; no published code was used.
//
// y = A x, A row-major M x N floats (lda = N), x N floats, y M floats:
//   gemv_thread_row   one thread per row: the lanes of a warp read 32 rows
//                     at once, N floats apart (uncoalesced);
//   gemv_thread_col   y = A^T x with one thread per column of A: the lanes
//                     read consecutive floats of a row (coalesced);
//   gemv_warp_row     one warp per row, the lanes stride over the row,
//                     then a shuffle tree;
//   gemv_halfwarp_row 16 lanes per row, two rows per warp, a 4-step tree;
//   gemv_warp_row_f4  gemv_warp_row with 16-byte loads (N a multiple of 4);
//   gemv_block_row    one block of 256 threads per row, partial sums in
//                     shared memory, a tree with a barrier per step.
// Sums over n floats, one float per block (or atomically one per grid):
//   reduce_warp_shfl       grid-stride sum per thread, a shuffle tree per
//                          warp, warp partials through shared memory, the
//                          first warp's shuffle tree, one store per block;
//   reduce_warp_shfl_f4    the same with 16-byte loads (n a multiple of 4);
//   reduce_warp_atomic     a shuffle tree per warp and one atomicAdd per
//                          warp on a single result;
//   reduce_block_atomic    reduce_warp_shfl with one atomicAdd per block on
//                          a single result (what lhf's hint on
//                          reduce_warp_atomic proposes).
// Block sizes are the launch's (plan.py), multiples of 32.

__device__ __forceinline__ float warpSum(float v) {
  for (int o = 16; o > 0; o >>= 1)
    v += __shfl_down_sync(0xffffffffu, v, o);
  return v;
}

__global__ void gemv_thread_row(const float *A, const float *x, float *y,
                                int M, int N) {
  int row = blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= M)
    return;
  float acc = 0.0f;
  for (int j = 0; j < N; ++j)
    acc += A[(size_t)row * N + j] * x[j];
  y[row] = acc;
}

__global__ void gemv_thread_col(const float *A, const float *x, float *y,
                                int M, int N) {
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  if (col >= N)
    return;
  float acc = 0.0f;
  for (int i = 0; i < M; ++i)
    acc += A[(size_t)i * N + col] * x[i];
  y[col] = acc;
}

__global__ void gemv_warp_row(const float *A, const float *x, float *y, int M,
                              int N) {
  int lane = threadIdx.x & 31;
  int row = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  if (row >= M)
    return;
  const float *a = A + (size_t)row * N;
  float acc = 0.0f;
  for (int j = lane; j < N; j += 32)
    acc += a[j] * x[j];
  acc = warpSum(acc);
  if (lane == 0)
    y[row] = acc;
}

__global__ void gemv_halfwarp_row(const float *A, const float *x, float *y,
                                  int M, int N) {
  int lane = threadIdx.x & 15;
  int row = (blockIdx.x * blockDim.x + threadIdx.x) >> 4;
  if (row >= M)
    return;
  const float *a = A + (size_t)row * N;
  float acc = 0.0f;
  for (int j = lane; j < N; j += 16)
    acc += a[j] * x[j];
  for (int o = 8; o > 0; o >>= 1)
    acc += __shfl_down_sync(0xffffffffu, acc, o, 16);
  if (lane == 0)
    y[row] = acc;
}

__global__ void gemv_warp_row_f4(const float *A, const float *x, float *y,
                                 int M, int N) {
  int lane = threadIdx.x & 31;
  int row = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  if (row >= M)
    return;
  const float4 *a = reinterpret_cast<const float4 *>(A + (size_t)row * N);
  const float4 *x4 = reinterpret_cast<const float4 *>(x);
  float acc = 0.0f;
  for (int j = lane; j < N / 4; j += 32) {
    float4 u = a[j], v = x4[j];
    acc += u.x * v.x + u.y * v.y + u.z * v.z + u.w * v.w;
  }
  acc = warpSum(acc);
  if (lane == 0)
    y[row] = acc;
}

__global__ void gemv_block_row(const float *A, const float *x, float *y, int M,
                               int N) {
  __shared__ float part[256];
  int row = blockIdx.x;
  const float *a = A + (size_t)row * N;
  float acc = 0.0f;
  for (int j = threadIdx.x; j < N; j += 256)
    acc += a[j] * x[j];
  part[threadIdx.x] = acc;
  __syncthreads();
  for (int s = 128; s > 0; s >>= 1) {
    if (threadIdx.x < s)
      part[threadIdx.x] += part[threadIdx.x + s];
    __syncthreads();
  }
  if (threadIdx.x == 0)
    y[row] = part[0];
}

// The block's sum of v, valid in thread 0 (blockDim.x <= 1024).
__device__ __forceinline__ float blockSum(float v) {
  __shared__ float warps[32];
  int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  v = warpSum(v);
  if (lane == 0)
    warps[warp] = v;
  __syncthreads();
  v = threadIdx.x < (blockDim.x >> 5) ? warps[lane] : 0.0f;
  if (warp == 0)
    v = warpSum(v);
  return v;
}

__global__ void reduce_warp_shfl(const float *in, float *out, int n) {
  float acc = 0.0f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += gridDim.x * blockDim.x)
    acc += in[i];
  acc = blockSum(acc);
  if (threadIdx.x == 0)
    out[blockIdx.x] = acc;
}

__global__ void reduce_warp_shfl_f4(const float *in, float *out, int n) {
  const float4 *in4 = reinterpret_cast<const float4 *>(in);
  float acc = 0.0f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n / 4;
       i += gridDim.x * blockDim.x) {
    float4 v = in4[i];
    acc += (v.x + v.y) + (v.z + v.w);
  }
  acc = blockSum(acc);
  if (threadIdx.x == 0)
    out[blockIdx.x] = acc;
}

__global__ void reduce_warp_atomic(const float *in, float *out, int n) {
  float acc = 0.0f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += gridDim.x * blockDim.x)
    acc += in[i];
  acc = warpSum(acc);
  if ((threadIdx.x & 31) == 0)
    atomicAdd(out, acc);
}

__global__ void reduce_block_atomic(const float *in, float *out, int n) {
  float acc = 0.0f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += gridDim.x * blockDim.x)
    acc += in[i];
  acc = blockSum(acc);
  if (threadIdx.x == 0)
    atomicAdd(out, acc);
}
