// One Jacobi relaxation sweep for the 2-D Laplace equation on a uniform
// grid (the 5-point stencil u'(x,y) = (u(x-1,y) + u(x+1,y) + u(x,y-1) +
// u(x,y+1)) / 4 on interior points, boundary points copied), as described
// for the Jacobi method in Y. Saad, "Iterative Methods for Sparse Linear
// Systems", 2nd ed., SIAM 2003, sections 2.2 and 4.1. This is the naive GPU
// form: one output point per thread and all five inputs read straight from
// global memory (no shared-memory reuse; neighbouring threads' reads overlap
// only in the caches).
//
// Row-major grid of height rows by width columns. Block (32,8,1), grid
// (width/32, height/8, 1).

__global__ void jacobi2d_5pt(const float *in, float *out, int width,
                             int height) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= width || y >= height)
    return;
  int idx = y * width + x;
  if (x == 0 || y == 0 || x == width - 1 || y == height - 1) {
    out[idx] = in[idx]; // Dirichlet boundary: keep the fixed value
    return;
  }
  out[idx] = 0.25f * (in[idx - 1] + in[idx + 1] + in[idx - width] +
                      in[idx + width]);
}
