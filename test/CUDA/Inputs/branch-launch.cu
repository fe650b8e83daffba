// A launcher that picks its kernel by size: one block takes the small
// kernel, more blocks the large one (a host `if` lhf reads).
__global__ void small_kernel(float *x, int n) {
  int i = threadIdx.x;
  if (i < n)
    x[i] *= 2.0f;
}

__global__ void large_kernel(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] *= 2.0f;
}

void run(float *x, int n) {
  int threads = 256;
  int blocks = (n + threads - 1) / threads;
  if (blocks == 1)
    small_kernel<<<1, threads>>>(x, n);
  else
    large_kernel<<<blocks, threads>>>(x, n);
}

int main() {
  float *x = nullptr;
  int sizes[] = {128, 1 << 20};
  for (int s : sizes)
    run(x, s);
  return 0;
}
