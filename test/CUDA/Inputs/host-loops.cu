// Launches inside counted host loops that pass the loop's variable.
__global__ void digit_pass(const unsigned *in, unsigned *out, int n,
                           int shift) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[(in[i] >> shift) & 255] = in[i];
}

__global__ void step(float *u, int n, int t) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    u[i] += 0.5f * t;
}

int main(int argc, char **argv) {
  const int n = 1 << 20;
  unsigned *a, *b;
  float *u;
  cudaMalloc(&a, n * sizeof(unsigned));
  cudaMalloc(&b, n * sizeof(unsigned));
  cudaMalloc(&u, n * sizeof(float));
  for (int pass = 0; pass < 4; ++pass) {
    int shift = pass * 8;
    digit_pass<<<n / 256, 256>>>(a, b, n, shift);
  }
  for (int t = 0; t < 1000; ++t)
    step<<<n / 256, 256>>>(u, n, t);
  int steps = argc > 1 ? 5 : 7;
  for (int t = 1; t < steps * 2; t += 2)
    step<<<n / 512, 512>>>(u, n, t);
  // The loop's counter indexes an array of block sizes: they move together.
  int sizes[] = {64, 128, 256};
  for (int j = 0; j < 3; j++) {
    int bs = sizes[j];
    step<<<n / bs, bs>>>(u, n, j);
  }
  return 0;
}
