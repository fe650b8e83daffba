// A kernel that launches itself from device code (dynamic parallelism):
// its project builds with nvcc's -rdc=true, clang's -fgpu-rdc.
__global__ void halve(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] *= 0.5f;
  if (i == 0 && n > 256)
    halve<<<(n / 2 + 255) / 256, 256>>>(x, n / 2);
}

int main() {
  float *x;
  cudaMalloc(&x, (1 << 20) * sizeof(float));
  halve<<<4096, 256>>>(x, 1 << 20);
  return 0;
}
