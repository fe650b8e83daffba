// A file that launches one kernel of its own and calls Thrust, which
// launches CUB kernels from its own code (test/CUDA/library-kernels.test).
#include <thrust/device_vector.h>
#include <thrust/reduce.h>
__global__ void mine(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] *= 2;
}
int main() {
  thrust::device_vector<float> v(1 << 20, 1.0f);
  mine<<<4096, 256>>>(thrust::raw_pointer_cast(v.data()), 1 << 20);
  return (int)thrust::reduce(v.begin(), v.end());
}
