// The tail of a row walked backwards, 8 elements a trip, before the main
// loop (llm.c's classifier_fused, prepare_softmax_blockwide3): a value the
// loop carries that scalar evolution does not follow.
__global__ void row_tail(float *out, const float *in, int V) {
  const float *x = in + blockIdx.x * (long)V;
  float s = 0;
  int i = (V + 7) / 8 + threadIdx.x - blockDim.x;
  while ((i + 1) * 8 > V) {
    for (int k = 0; k < 8; ++k) {
      if (i * 8 + k >= V)
        break;
      s += x[i * 8 + k];
    }
    i -= blockDim.x;
  }
  for (; i >= 0; i -= blockDim.x)
    for (int k = 0; k < 8; ++k)
      s += x[i * 8 + k];
  out[blockIdx.x * blockDim.x + threadIdx.x] = s;
}
