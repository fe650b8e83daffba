// Each thread adds pairs of elements one grid apart, the second checked
// against the size: `if (j < n) s += a[j];` is a branch around one load
// and one add, which ptxas turns into predicated instructions, so both
// loads of a trip are in flight together. The copy below checks each
// element of a strided tile copy the same way.
__global__ void pair_sums(const float *a, float *out, int n) {
  unsigned stride = 2 * gridDim.x * blockDim.x;
  float s = 0.0f;
  for (unsigned i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride) {
    s += a[i];
    unsigned j = i + gridDim.x * blockDim.x;
    if (j < n)
      s += a[j];
  }
  out[blockIdx.x * blockDim.x + threadIdx.x] = s;
}
