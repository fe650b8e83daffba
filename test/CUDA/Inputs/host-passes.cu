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

// A recursive multi-kernel scan: each level scans the tiles' sums of the
// level above it, down to one tile.
template <int B> __global__ void tiles(const int *in, int *out, int n) {
  int i = blockIdx.x * B + threadIdx.x;
  if (i < n)
    out[i] = in[i];
}

template <int B> void scan(int *in, int *out, int n, int *tmp) {
  int count = (n + B - 1) / B;
  if (count == 1) {
    tiles<B><<<1, B>>>(in, out, n);
    return;
  }
  tiles<B><<<count, B>>>(in, out, n);
  scan<B>(tmp, tmp + count, count, tmp + 2 * count);
}

// Called twice with the same size (a warm-up and a timed run).
template <int B> void timed(int *in, int *out, int n, int *tmp) {
  scan<B>(in, out, n, tmp);
  scan<B>(in, out, n, tmp);
}

void run_scan(int *in, int *out, int *tmp) { timed<512>(in, out, 1 << 30, tmp); }

// A step the host code does not give: the first pass only, said.
void divide(float *a, int n, int f) {
  while (n > 1) {
    fold<<<n, 32>>>(a, a, n);
    n = n / f;
  }
}

void run_divide(float *a, char **argv) { divide(a, 100, atoi(argv[1])); }

// A launch under a test lhf cannot tell, in a loop it can: every pass.
__global__ void scale(float *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] *= 2;
}

void maybe(float *a, int n, bool flag) {
  while (n > 1) {
    if (flag)
      scale<<<(n + 255) / 256, 256>>>(a, n);
    n /= 4096;
  }
}

void run_maybe(float *a, char **argv) { maybe(a, 1 << 24, atoi(argv[1])); }

// A local of the loop's body starts anew each pass: one size.
__global__ void fill(float *a, int n) {
  if (threadIdx.x < n)
    a[threadIdx.x] = n;
}

void refill(float *a) {
  for (int r = 0; r < 3; ++r) {
    int b = 64;
    b = b * 2;
    fill<<<b, 32>>>(a, b);
  }
}
