// saxpy launched for 2^24 elements with a 256-thread block.
__global__ void saxpy(int n, float a, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i];
}
void run(const float *x, float *y) { int n = 1 << 24; saxpy<<<(n + 255) / 256, 256>>>(n, 2.0f, x, y); }
