// Repro: __syncwarp() (MIR INT_BAR_WARP_SYNC_I) has mayLoad/mayStore set
// and no memory operand, so it is counted as a global memory issue and
// noted "'INT_BAR_WARP_SYNC_I' has no memory operand: its traffic is not
// modelled" instead of being classified as a sync/misc instruction.
//   build/bin/lhf predict validation/repro/syncwarp.cu --gpu v100 \
//     --block 32 --grid 1
__global__ void warp_sync(float *x) {
  __shared__ float s[32];
  s[threadIdx.x] = x[threadIdx.x];
  __syncwarp();
  x[threadIdx.x] = s[31 - threadIdx.x];
}
