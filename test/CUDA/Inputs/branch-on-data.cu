// Branches on loaded data (test/CUDA/branch-on-data.test): which sides the
// warps are charged.
__global__ void sentinel(float *out, const float *in) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = in[i];
  if (v == -1.25f) // a value real data does not hold
    out[i] = v;
}

__global__ void not_sentinel(float *out, const float *in) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = in[i];
  if (v != 3.0f)
    out[i] = v;
}

__global__ void nan_check(float *out, const float *in) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = in[i];
  if (v != v)
    out[i] = 0.0f;
}

__global__ void zero_test(float *out, const float *in) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = in[i];
  if (v == 0.0f) // sparse data holds zeros: both sides
    out[i] = 1.0f;
}

__global__ void flag_test(float *out, const float *in, const int *flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (flag[i] == 3)
    out[i] = in[i];
}

__global__ void rotate(float *out, const float *angle) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = sinf(angle[i]) * cosf(angle[i]); // slow paths past |x| 105615
}
