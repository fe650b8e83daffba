// A launcher that picks a template instance by a size known only at run
// time (PyTorch extensions do this with tensor sizes): a `switch` whose
// cases each launch the instance for their label with that many threads,
// two labels sharing one case, and an `if` that tests the size the same
// way.
template <int Threads> __global__ void norm(float *x, int k) {
  int i = blockIdx.x * Threads + threadIdx.x;
  x[i] *= 2.0f;
}

__global__ void wide(float *x, int k) { x[threadIdx.x] += 1.0f; }
__global__ void other(float *x, int k) { x[threadIdx.x] -= 1.0f; }
__global__ void small(float *x, int k) { x[threadIdx.x] *= 0.5f; }
#define LAUNCH_NORM(T) norm<T><<<1024, k>>>(x, k) // a launch in a macro
int columns(); // not in this file: its value is unknown here

void run(float *x, int mode) {
  int k = columns();
  switch (k) {
  case 64: { // a braced case, its break inside
    norm<64><<<1024, k>>>(x, k);
    break; }
  case 128:
    LAUNCH_NORM(128);
    break;
  case 256:
  case 512:
    wide<<<1024, k>>>(x, k);
    break;
  default:
    other<<<1024, 256>>>(x, k);
  }
  if (k == 32)
    small<<<1024, k>>>(x, k);
  if (mode) { // unknown here
    int nt = k / 2; // a value read from k: nt is 16 in case 16
    switch (nt) {
    case 16:
      norm<16><<<1024, nt>>>(x, k);
      break;
    }
  }
}
