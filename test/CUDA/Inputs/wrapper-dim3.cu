// Launch wrappers that take the grid and block as dim3 parameters (by
// reference and by value), called with dim3 temporaries and variables,
// and one called from a template that fills the block from its argument.
__global__ void k(float *x) { x[blockIdx.x * blockDim.x + threadIdx.x] = 1.0f; }
static void launch(float *x, const dim3 &grid, dim3 block) { k<<<grid, block>>>(x); }
template <int B> static void wrap(float *x, dim3 grid) {
  dim3 b(B);
  launch(x, grid, b);
}
void run(float *x, int n) {
  dim3 b(128);
  launch(x, dim3(4096 / 128), b);
  launch(x, dim3(64, 2), dim3(256));
  wrap<512>(x, dim3(8));
}
