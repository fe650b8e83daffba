// The CPU version of a program whose GPU version launches its kernels: it
// includes the shared header and launches nothing
// (test/CUDA/launch-idioms.test).
#include "helpers.cuh"

int main() {
  float sum = 0;
  for (int i = 0; i < 1000; ++i)
    sum += 0.5f * i;
  return sum > 0 ? 0 : 1;
}
