// Sizes rounded through floating point, as host code often computes tile
// counts (flash-attention-minimal's `ceil((float) N / Bc)`): ceil, floor
// and a truncating conversion of a quotient of integers.
#include <cmath>

__global__ void tiles(float *out, int tc, int tr, int tt) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float s = 0;
  for (int t = 0; t < tc; ++t)
    s += out[t];
  for (int t = 0; t < tr; ++t)
    s += 2 * out[t];
  for (int t = 0; t < tt; ++t)
    s += 3 * out[t];
  out[i] = s;
}

void run(float *out, int n, int m) {
  const int Tc = ceil((float)n / 32);
  int Tr = floorf(m / 32.0f);
  int Tt = (int)((double)(n - 1) / 32);
  float Half = n / 2.5f; // not a quotient of integers: not read
  tiles<<<n / 256, 256>>>(out, Tc, Tr, Tt);
  tiles<<<n / 256, 256>>>(out, Tc, Tr, int(Half));
}

// A square grid of about `blocks` blocks, its side the square root's
// integer part (a benchmark sizing its grid from the SM count).
void square(float *out, int sms) {
  int blocks = sms * 100;
  auto side = static_cast<unsigned int>(sqrt(blocks));
  dim3 grid{side, side, 1};
  tiles<<<grid, 128>>>(out, 1, 1, 1);
}
