// Repro: the warp-uniform part of an address comes from a phi (block
// indices chosen by a uniform branch, as in the diagonal block reordering
// of Ruetsch & Micikevicius); the lane-varying part is threadIdx.x with
// stride 1. `phi` is treated as uncoalesced (32 transactions per warp, 4
// expected, as for `modulo`), although the branch is decided by bound
// arguments (cols == rows).
//   build/bin/lhf predict validation/repro/uniform_offset.cu --gpu a100-40gb \
//     --block 256 --grid 64,64 --arg cols=16384 --arg rows=16384 --json
__global__ void modulo(float *out, const float *in, int cols, int rows) {
  unsigned bx = (blockIdx.x + blockIdx.y) % gridDim.x;
  int c = bx * 256 + threadIdx.x;
  out[blockIdx.y * cols + c] = in[blockIdx.y * cols + c];
}
__global__ void phi(float *out, const float *in, int cols, int rows) {
  unsigned bx;
  if (cols == rows)
    bx = (blockIdx.x + blockIdx.y) % gridDim.x;
  else
    bx = (blockIdx.x + 1) % gridDim.x;
  int c = bx * 256 + threadIdx.x;
  out[blockIdx.y * cols + c] = in[blockIdx.y * cols + c];
}
