// Purpose-written kernels for the memory analysis (issue 6): strided and
// misaligned copies, access widths, a broadcast, shared-memory bank
// conflicts of 1, 2, 4, 8 and 32 ways. One element per thread.

__global__ void copy_stride1(const float *in, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = in[i];
}
__global__ void copy_stride2(const float *in, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = in[2 * i];
}
__global__ void copy_stride4(const float *in, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = in[4 * i];
}
__global__ void copy_stride32(const float *in, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = in[32 * i];
}
__global__ void copy_misaligned(const float *in, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = in[i + 1];
}
__global__ void load_float2(const float2 *in, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float2 v = in[i];
  out[i] = v.x + v.y;
}
__global__ void load_float4(const float4 *in, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float4 v = in[i];
  out[i] = v.x + v.y + v.z + v.w;
}
__global__ void load_double(const double *in, double *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = in[i] * 2.0;
}
__global__ void broadcast(const float *in, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = in[0];
}

// Shared memory: lane t reads word t * W of a tile; W = 1, 2, 4, 8, 32 gives
// 1-, 2-, 4-, 8- and 32-way congestion on 32 banks of 4-byte words.
#define CONFLICT(NAME, W)                                                      \
  __global__ void NAME(const float *in, float *out) {                         \
    __shared__ float tile[32 * 33];                                            \
    int t = threadIdx.x;                                                       \
    tile[t] = in[blockIdx.x * blockDim.x + t];                                 \
    __syncthreads();                                                           \
    out[blockIdx.x * blockDim.x + t] = tile[(t * W) % (32 * 33)];             \
  }
CONFLICT(smem_1way, 1)
CONFLICT(smem_2way, 2)
CONFLICT(smem_4way, 4)
CONFLICT(smem_8way, 8)
CONFLICT(smem_32way, 32)
// Same word for every lane: a broadcast, no conflict.
CONFLICT(smem_broadcast, 0)
