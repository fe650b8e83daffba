// Issue 15: a cooperative kernel whose grid.sync() is, in CUDA 13's
// headers, thread 0 polling an arrival counter in global memory with
// inline `ld.acquire.gpu` (test/CUDA/grid-sync.test).
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void twoPhase(float *a, float *b, int n) {
  cg::grid_group g = cg::this_grid();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) a[i] = a[i] * 2.0f;
  g.sync();
  if (i < n) b[i] = a[(i + 1) % n];
}
