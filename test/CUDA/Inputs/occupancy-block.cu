// Blocks chosen by the occupancy calculator (cuda-samples' simpleOccupancy,
// and real code that sizes its launches so): cudaOccupancyMaxPotentialBlockSize
// writes the block and the minimum grid through pointers, here inside an
// error-checking macro.
#define CHECK(x)                                                               \
  do {                                                                         \
    cudaError_t e = (x);                                                       \
    if (e != cudaSuccess)                                                      \
      return;                                                                  \
  } while (0)

__global__ void square(float *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] = a[i] * a[i];
}

__global__ void __launch_bounds__(256) bounded(float *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] += 1.0f;
}

void run(float *a, int n) {
  int minGrid, block;
  CHECK(cudaOccupancyMaxPotentialBlockSize(&minGrid, &block, square, 0, 0));
  int grid = (n + block - 1) / block;
  square<<<grid, block>>>(a, n);
  int g2, b2;
  cudaOccupancyMaxPotentialBlockSize(&g2, &b2, (void *)bounded);
  bounded<<<g2, b2>>>(a, n);
}

// The block chosen in an if/else, the calculator in one branch (the
// sample's manual and automatic configurations).
void pick(float *a, int n, bool automatic) {
  int minGrid, block;
  if (automatic) {
    CHECK(cudaOccupancyMaxPotentialBlockSize(&minGrid, &block, square, 0, 0));
    n = n / 2;
  } else {
    block = 64;
  }
  square<<<(n + block - 1) / block, block>>>(a, n);
}

int main() {
  float *a;
  cudaMalloc(&a, sizeof(float) << 20);
  run(a, 1 << 20);
  pick(a, 1 << 20, true);
  pick(a, 1 << 20, false);
  return 0;
}
