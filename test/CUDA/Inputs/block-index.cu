// Branches on the block's index (test/CUDA/block-index.test).

// Only block 0 runs the loop.
__global__ void first_block(float *out, const float *in) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = in[i];
  if (blockIdx.x == 0)
    for (int j = 0; j < 1000; ++j)
      v = v * 1.0001f + 0.5f;
  out[i] = v;
}

// A single-pass scan's tile loop: each block claims the next tile from a
// counter, reads four ints a thread when the tile is whole (else one at a
// time), and looks back at the previous tile unless it is the first.
__global__ void claimed_tile(const int *in, int *out, int n, int *counter,
                             volatile int *ready, int *sums) {
  __shared__ int tile;
  __shared__ int prefix;
  if (threadIdx.x == 0)
    tile = atomicAdd(counter, 1);
  __syncthreads();
  int base = (tile * blockDim.x + threadIdx.x) * 4;
  int4 v = {0, 0, 0, 0};
  if (base + 3 < n) {
    v = reinterpret_cast<const int4 *>(in)[base / 4];
  } else {
    for (int k = 0; k < 4; ++k)
      if (base + k < n)
        (&v.x)[k] = in[base + k];
  }
  int s = v.x + v.y + v.z + v.w;
  if (threadIdx.x == 0) {
    int p = 0;
    if (tile > 0) {
      while (ready[tile - 1] == 0) {
      }
      p = sums[tile - 1];
    }
    prefix = p;
    sums[tile] = p + s;
    __threadfence();
    ready[tile] = 1;
  }
  __syncthreads();
  v.x += prefix;
  if (base + 3 < n)
    reinterpret_cast<int4 *>(out)[base / 4] = v;
}

// The same tile, decoupled: each block publishes its own sum (flag 1)
// before it looks at the previous tile's flag, and its prefix (flag 2)
// after: a block waits only for the one before to have loaded its tile.
__global__ void lookback_tile(const int *in, int *out, int n, int *counter,
                              volatile int *flags, int *sums) {
  __shared__ int tile;
  if (threadIdx.x == 0)
    tile = atomicAdd(counter, 1);
  __syncthreads();
  int i = tile * blockDim.x + threadIdx.x;
  int v = i < n ? in[i] : 0;
  if (threadIdx.x == 0) {
    sums[tile] = v;
    __threadfence();
    flags[tile] = 1;
    if (tile > 0)
      while (flags[tile - 1] == 0) {
      }
    flags[tile] = 2;
  }
  __syncthreads();
  if (i < n)
    out[i] = v;
}

void run(const float *x, float *y, const int *a, int *b, int *c, int *r,
         int *s) {
  first_block<<<4096, 256>>>(y, x);
  claimed_tile<<<65536, 256>>>(a, b, 65536 * 1024, c, r, s);
  lookback_tile<<<65536, 256>>>(a, b, 65536 * 256, c, r, s);
}
