// One warp that updates a 32 KB buffer in place, its lanes `spread` words
// apart, the warp moving 32 words a trip and wrapping round the buffer
// (test/CUDA/one-warp.test). clang unrolls the loop; each copy's load finds
// part of its sectors where the copy before it read them, and the buffer
// stays in L1 however it is walked.
#include <cstdint>

__global__ void update(uint32_t *words, int spread) {
  uint32_t at = threadIdx.x * spread;
  for (int i = 0; i < 2048; ++i) {
    words[at] ^= uint32_t(i);
    at = (at + 32) & 8191;
  }
}

void run(uint32_t *words, int spread) { update<<<1, 32>>>(words, spread); }
