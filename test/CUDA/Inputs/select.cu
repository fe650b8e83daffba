// Three kernels for --kernel: scale and shift share a helper and a global
// local to the file (static), so the optimiser must see them together
// (alone, scale would never see bias written and fold it to 0.5); square
// shares nothing with them.
static __device__ float bias = 0.5f;

static __device__ float twice(const float *x, int i, int n) {
  float s = 0;
  for (int j = 0; j < n; ++j)
    s += x[i + j] * 2.0f;
  return s;
}

__global__ void scale(const float *x, float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = twice(x, i, n) + bias;
}

__global__ void shift(const float *x, float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = twice(x, i, n) + 1.0f;
  if (i == 0)
    bias = y[0];
}

__global__ void square(const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = x[i] * x[i];
}

void run(const float *x, float *y) {
  scale<<<1024, 256>>>(x, y, 16);
  shift<<<1024, 256>>>(x, y, 8);
  square<<<4096, 128>>>(x, y);
}
