// Launches inside loops that set their size from itself once per pass.
#include <cstdlib>

__global__ void fold(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[blockIdx.x] = in[i];
}

// A multi-pass reduction: each pass leaves one value per block.
void reduce(float *a, float *b, int n) {
  while (n > 1) {
    int blocks = (n + 255) / 256;
    fold<<<blocks, 256>>>(a, b, n);
    n = blocks;
    float *t = a;
    a = b;
    b = t;
  }
}

// The size halved by the loop's increment.
void halve(float *a, int n) {
  for (int s = n / 2; s > 0; s >>= 1)
    fold<<<(s + 127) / 128, 128>>>(a, a, s);
}

// The size set before the launch, the test after it.
void shrink(float *a, int n) {
  do {
    n = (n + 511) / 512;
    fold<<<n, 512>>>(a, a, n);
  } while (n > 1);
}

// More passes than lhf follows.
void countdown(float *a, int n) {
  while (n > 0) {
    fold<<<n, 64>>>(a, a, n);
    n -= 1;
  }
}

int main(int argc, char **argv) {
  float *a, *b;
  reduce(a, b, 1 << 24);
  halve(a, 1 << 10);
  shrink(a, 1 << 20);
  countdown(a, 40);
  if (argc > 1)
    reduce(a, b, atoi(argv[1]));
}
