// Validation suite te42kyfo_gpu_roofline: the arithmetic-intensity sweep of
// the gpu-roofline benchmark in te42kyfo/gpu-benches, written for this
// project from the benchmark's description (not copied from it). Single
// precision (the published logs were produced with float).
//
// Block b of 256 threads owns a contiguous slab of 256 * 4000 elements of
// each of two input arrays A and B. Thread t walks its column of the slab
// (element m*256 + t, m = 0..3999) two rows at a time. For every loaded pair
// (a, b) it forms x = a - b, then applies NFMA dependent fused multiply-adds
// x = x*a - b, and adds x into a running sum; the two rows of an iteration
// are two independent chains. Per element of A: 8 bytes loaded and
// 2 + 2*NFMA flops (1 subtract, NFMA FMAs, 1 add into the sum), so the
// intensity is (2 + 2*NFMA)/8 flop per byte. One float per block is stored.
//
// One kernel per published NFMA value, named roofline_n<NFMA> (NFMA is a
// compile-time constant, as in the benchmark). Launch
// (validation/suites/te42kyfo_gpu_roofline.json): block 256, grid = SMs x
// resident blocks per SM (A100 864, A40 504, L40 852).

#define RL_BLOCK 256
#define RL_ROWS 4000

template <int NFMA>
__device__ __forceinline__ void rooflineBody(const float *A, const float *B,
                                             float *out) {
  size_t base = (size_t)blockIdx.x * RL_BLOCK * RL_ROWS + threadIdx.x;
  const float *pa = A + base;
  const float *pb = B + base;
  float acc = 0.0f;
#pragma unroll 1
  for (int m = 0; m < RL_ROWS; m += 2) {
    float a0 = pa[(size_t)m * RL_BLOCK];
    float b0 = pb[(size_t)m * RL_BLOCK];
    float a1 = pa[(size_t)(m + 1) * RL_BLOCK];
    float b1 = pb[(size_t)(m + 1) * RL_BLOCK];
    float x0 = a0 - b0;
    float x1 = a1 - b1;
    for (int k = 0; k < NFMA; ++k) {
      x0 = x0 * a0 - b0;
      x1 = x1 * a1 - b1;
    }
    acc += x0 + x1;
  }
  if (threadIdx.x == 0)
    out[blockIdx.x] = acc;
}

#define ROOFLINE_KERNEL(NF)                                                  \
  __global__ void roofline_n##NF(const float *A, const float *B,            \
                                 float *out) {                              \
    rooflineBody<NF>(A, B, out);                                             \
  }

ROOFLINE_KERNEL(0)
ROOFLINE_KERNEL(1)
ROOFLINE_KERNEL(2)
ROOFLINE_KERNEL(4)
ROOFLINE_KERNEL(8)
ROOFLINE_KERNEL(16)
ROOFLINE_KERNEL(32)
ROOFLINE_KERNEL(48)
ROOFLINE_KERNEL(64)
ROOFLINE_KERNEL(96)
ROOFLINE_KERNEL(128)
ROOFLINE_KERNEL(160)
ROOFLINE_KERNEL(224)
ROOFLINE_KERNEL(288)
ROOFLINE_KERNEL(352)
ROOFLINE_KERNEL(416)
ROOFLINE_KERNEL(480)
ROOFLINE_KERNEL(512)
