// An embedding lookup, one thread per output element: every lane of a warp
// reads the same token id (its row), then consecutive floats of that row
// of the table; and a gather whose index differs per lane.
__global__ void embed(float *out, const int *tokens, const float *table,
                      int rows, int C) {
  int idx = blockIdx.x * blockDim.x + threadIdx.x;
  if (idx >= rows * C)
    return;
  int row = idx / C, c = idx % C;
  int tok = tokens[row];
  out[idx] = table[tok * C + c];
}

__global__ void gather(float *out, const int *index, const float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = x[index[i]];
}
