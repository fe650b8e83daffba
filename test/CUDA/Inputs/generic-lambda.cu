// Launches inside a generic lambda that the host code calls with
// compile-time constants (ggml's ssm_conv dispatch on the kernel width):
// each call operator the code instantiates launches its own instance.
#include <type_traits>

template <int Width>
__global__ void conv(const float *x, float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float s = 0.0f;
  for (int k = 0; k < Width; ++k)
    s += x[i + k];
  if (i < n)
    y[i] = s;
}

void run(const float *x, float *y, int n, int width) {
  const int threads = 128;
  auto launch = [&](auto W) {
    constexpr int kWidth = decltype(W)::value;
    conv<kWidth><<<(n + threads - 1) / threads, threads>>>(x, y, n);
  };
  switch (width) {
  case 3:
    launch(std::integral_constant<int, 3>{});
    break;
  case 4:
    launch(std::integral_constant<int, 4>{});
    break;
  }
}
