// assert() in device code with no #include <assert.h>, as nvcc (and NVRTC)
// accept it (cuda-samples' simpleAssert_nvrtc).
extern "C" __global__ void check(int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  assert(i < n);
}
