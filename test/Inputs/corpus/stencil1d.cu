// 1-D 7-point stencil (radius 3) with the block's inputs and a halo of
// RADIUS elements on each side staged in shared memory, after the 1-D
// stencil example of NVIDIA's "CUDA C/C++ Basics" tutorial (Cyril Zeller,
// Supercomputing 2011): each block loads blockDim + 2*RADIUS inputs into
// shared memory (the first RADIUS threads also load the two halos),
// synchronises, then each thread applies the stencil from shared memory.
//
// The input is padded: in has n + 2*RADIUS elements and out[i] is the
// weighted sum of in[i .. i+2*RADIUS] (symmetric weights c0 for the centre,
// c1..c3 for distance 1..3). Block (256,1,1), grid (n/256,1,1); n is a
// multiple of the block size.

#define RADIUS 3
#define STENCIL_BLOCK 256

__global__ void stencil1d_7pt(const float *in, float *out, int n, float c0,
                              float c1, float c2, float c3) {
  __shared__ float temp[STENCIL_BLOCK + 2 * RADIUS];
  int gindex = blockIdx.x * blockDim.x + threadIdx.x; // index into out
  int lindex = threadIdx.x + RADIUS;                  // index into temp

  // The block's inputs, then the halos (first RADIUS threads).
  temp[lindex] = in[gindex + RADIUS];
  if (threadIdx.x < RADIUS) {
    temp[lindex - RADIUS] = in[gindex];
    temp[lindex + STENCIL_BLOCK] = in[gindex + STENCIL_BLOCK + RADIUS];
  }
  __syncthreads();

  if (gindex < n) {
    float result = c0 * temp[lindex] +
                   c1 * (temp[lindex - 1] + temp[lindex + 1]) +
                   c2 * (temp[lindex - 2] + temp[lindex + 2]) +
                   c3 * (temp[lindex - 3] + temp[lindex + 3]);
    out[gindex] = result;
  }
}
