// A load indexed by the lane's place in its warp (%laneid), every other
// word: each warp reads the same 256 bytes.
__global__ void lanes(const float *a, float *out) {
  unsigned lane = __nvvm_read_ptx_sreg_laneid();
  out[blockIdx.x * blockDim.x + threadIdx.x] = a[lane * 2];
}
