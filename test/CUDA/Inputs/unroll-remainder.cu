// The column sums of a grid's partial rows (llm.c's layernorm_backward
// reads its scratchpad so, in the last block): an unrolled loop whose
// remainder starts where the main loop stopped.
__global__ void column_sums(float *out, const float *scratch, int C) {
  for (int i = threadIdx.x; i < C; i += blockDim.x) {
    float s = 0;
#pragma unroll 8
    for (int j = 0; j < gridDim.x; j++)
      s += scratch[i + j * C];
    out[i] = s;
  }
}
