// Repro: a load through a const __restrict__ pointer becomes ld.global.nc
// (MIR opcode LD_GLOBAL_NC_*), which the MIR front end does not count as a
// memory access: scale_restrict is predicted with its store only.
//   build/bin/lhf predict validation/repro/ldg_nc.cu --gpu v100 \
//     --block 256 --grid 4096 --arg n=1048576 --json
// Expected: both kernels show one global load and one global store.
__global__ void scale_plain(float *out, const float *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = 2.0f * in[i];
}
__global__ void scale_restrict(float *__restrict__ out,
                               const float *__restrict__ in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = 2.0f * in[i];
}
