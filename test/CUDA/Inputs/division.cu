// Divisions by a run-time value and by a constant (test/CUDA/integer-division.test).
__global__ void by_runtime(unsigned *out, const unsigned *in, unsigned w) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = in[i] / w;
}

__global__ void by_three(unsigned *out, const unsigned *in, unsigned w) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = in[i] / 3;
}

__global__ void by_wide(unsigned long *out, const unsigned long *in,
                        unsigned long w) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = in[i] / w;
}
