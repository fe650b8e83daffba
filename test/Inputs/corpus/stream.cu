// The four kernels of John D. McCalpin's STREAM benchmark ("Memory
// Bandwidth and Machine Balance in Current High Performance Computers",
// IEEE TCCA Newsletter, 1995): Copy c = a, Scale b = q*c, Add c = a + b,
// Triad a = b + q*c, in single precision. Each is a grid-stride loop
// (i from the thread's global index, step blockDim.x * gridDim.x, while
// i < n) so any grid covers n elements.
// Block (256,1,1); grid e.g. (1728,1,1) (16 blocks of 256 x 108 SMs).

__global__ void stream_copy(const float *a, float *c, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x)
    c[i] = a[i];
}

__global__ void stream_scale(float *b, const float *c, float q, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x)
    b[i] = q * c[i];
}

__global__ void stream_add(const float *a, const float *b, float *c, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x)
    c[i] = a[i] + b[i];
}

__global__ void stream_triad(float *a, const float *b, const float *c,
                             float q, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x)
    a[i] = b[i] + q * c[i];
}
