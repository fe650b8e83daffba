// 64-bin histogram with one private sub-histogram per thread, after the
// per-thread sub-histogram scheme of Victor Podlozhnyuk, "Histogram
// calculation in CUDA", NVIDIA, 2007 (histogram64: each thread counts into
// its own 64-bin sub-histogram, which are merged afterwards). Here the
// sub-histogram is a per-thread float array indexed by a data-dependent bin,
// so it lives in local memory (addrspace(5)) instead of shared memory: the
// kernel exists to exercise local-memory traffic.
//
// data holds n values in [0, 1); each thread reads a grid-stride subset
// (coalesced), counts into hist[bin], bin = floor(64 * value), then writes
// its 64 counts to partial[bin * totalThreads + thread] (coalesced across
// the warp). A second pass (not here) sums the partial histograms.
// Block (128,1,1), grid (432,1,1).

#define NUM_BINS 64

__global__ void local_histogram64(const float *data, float *partial, int n) {
  float hist[NUM_BINS];
  for (int b = 0; b < NUM_BINS; ++b)
    hist[b] = 0.0f;

  int tid = blockIdx.x * blockDim.x + threadIdx.x;
  int totalThreads = blockDim.x * gridDim.x;
  for (int i = tid; i < n; i += totalThreads) {
    int bin = (int)(data[i] * NUM_BINS);
    bin = bin < 0 ? 0 : (bin > NUM_BINS - 1 ? NUM_BINS - 1 : bin);
    hist[bin] += 1.0f; // data-dependent index: local memory
  }

  for (int b = 0; b < NUM_BINS; ++b)
    partial[b * totalThreads + tid] = hist[b];
}
