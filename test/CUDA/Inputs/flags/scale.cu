// Needs a project header (-Iinclude), a macro (-DREPS), C++17 and CUDA's
// CCCL headers (cooperative_groups.h includes cuda/std/...).
#include "tile.h"
#include <cooperative_groups.h>

namespace cg = cooperative_groups;

__global__ void scale_v1(float *x) {
  auto B = cg::this_thread_block();
  if constexpr (REPS > 1)
    for (int R = 0; R < REPS; ++R)
      x[B.thread_rank() * TILE + R] *= 2.0f;
}

__global__ void scale_v2(float *x) { x[threadIdx.x] *= 3.0f; }

__global__ void other(float *x) { x[threadIdx.x] = 0.0f; }
