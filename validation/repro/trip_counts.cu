// Repro: trip counts of the two tree-reduction loop shapes with a bound
// taken from blockDim.x (bound by --block 128, 7 iterations each):
//   doubling: for (s = 1; s < blockDim.x; s *= 2)  -> "unknown: 16 assumed"
//   halving:  for (h = blockDim.x/2; h > 0; h >>= 1) -> counted 32 times,
//             silently (32 = the bit width?), no note
// and the shared load sdata[t + h] (h warp-uniform, lanes consecutive) is
// reported as a 33-way bank conflict (17-way on 16-bank GPUs).
//   build/bin/lhf predict validation/repro/trip_counts.cu --gpu v100 \
//     --block 128 --grid 1024 --dynamic-smem 512
extern __shared__ float sdata[];
__global__ void doubling(float *out) {
  unsigned t = threadIdx.x;
  sdata[t] = t;
  __syncthreads();
  for (unsigned s = 1; s < blockDim.x; s *= 2) {
    if (t % (2 * s) == 0) sdata[t] += sdata[t + s];
    __syncthreads();
  }
  if (t == 0) out[blockIdx.x] = sdata[0];
}
__global__ void halving(float *out) {
  unsigned t = threadIdx.x;
  sdata[t] = t;
  __syncthreads();
  for (unsigned h = blockDim.x / 2; h > 0; h >>= 1) {
    if (t < h) sdata[t] += sdata[t + h];
    __syncthreads();
  }
  if (t == 0) out[blockIdx.x] = sdata[0];
}
