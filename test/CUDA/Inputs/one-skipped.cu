// Two launches of one kernel, the second's block known only at run time:
// the first is predicted from its launch, exactly, and says the other
// is not predicted (it does not rest on it).
#include <cstdlib>

__global__ void fill(float *o) { o[blockIdx.x * blockDim.x + threadIdx.x] = 0; }

int main(int argc, char **argv) {
  float *o;
  cudaMalloc(&o, 64 * 1024 * sizeof(float));
  fill<<<64, 256>>>(o);
  int bs = atoi(argv[1]); // no default to take
  fill<<<64, bs>>>(o);
  return 0;
}
