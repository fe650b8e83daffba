// One warp that walks a shared array at a stride of `stride` words per lane
// (test/CUDA/one-warp.test): stride 1 reads 32 banks at once, stride 32 one
// bank 32 times over. Written for lhf after the bank-conflict demonstrations
// that launch a single warp to isolate the effect.
#include <cstdint>

__global__ void walk(uint32_t *out, int stride) {
  __shared__ uint32_t words[4096];
  for (int i = threadIdx.x; i < 4096; i += 32)
    words[i] = i;
  __syncwarp();
  uint32_t at = threadIdx.x * stride, sum = 0;
  for (int i = 0; i < 8192; ++i) {
    sum += words[at];
    words[at] = sum;
    at = (at + 32) % 4096;
  }
  out[threadIdx.x] = sum;
}

void run(uint32_t *out, int stride) { walk<<<1, 32>>>(out, stride); }
