// Kernels launched through a local function pointer that a loop sets to
// one kernel after another (issue 32; cuda-samples' transpose does so):
// one launch per kernel it is set to, each with the launch's sizes.
__global__ void copy(float *o, const float *i) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  o[x] = i[x];
}

__global__ void twice(float *o, const float *i) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  o[x] = 2 * i[x];
}

int main() {
  const int n = 1 << 20;
  float *o, *i;
  cudaMalloc(&o, n * sizeof(float));
  cudaMalloc(&i, n * sizeof(float));
  void (*kernel)(float *, const float *);
  for (int k = 0; k < 2; ++k) {
    switch (k) {
    case 0:
      kernel = &copy;
      break;
    case 1:
      kernel = twice;
      break;
    }
    kernel<<<n / 256, 256>>>(o, i);
  }
  return 0;
}
