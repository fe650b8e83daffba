// A gather through a const __restrict__ pointer (ld.global.nc, which
// carries no memory operand) in a loop LLVM unrolls at run time: the
// copies of the load share one source position.
__global__ void colsum(const float *__restrict__ a, float *__restrict__ out,
                       int rows, int cols) {
  int c = blockIdx.x * blockDim.x + threadIdx.x;
  if (c >= cols)
    return;
  float s = 0;
  for (int r = 0; r < rows; ++r)
    s += a[c * rows + r];
  out[c] = s;
}
int main() {
  float *a, *out;
  int rows = 1000, cols = 1 << 16;
  colsum<<<cols / 256, 256>>>(a, out, rows, cols);
}
