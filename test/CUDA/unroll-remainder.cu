// `#pragma unroll 8` on a loop with a runtime bound: clang peels the
// remainder (n / 32 mod 8 trips) into a loop before the main loop, whose
// start is a join of "remainder skipped" and "remainder done". Both loops
// are counted from the bound n (issue 32: the main loop was "trip count
// unknown: 16 assumed" with n bound). n = 4032: 126 trips of 32 lanes, 6 in
// the remainder and 15 of 8 in the main loop.
// REQUIRES: cuda-sdk
// RUN: lhf predict %s --gpu a100-40gb --cuda-path %cuda_path 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not="16 assumed"
// CHECK: loop trip count 6 depends on the thread
// CHECK: loop trip count 15 depends on the thread

__global__ void strided(const float *x, float *y, int n) {
  float acc = 0;
#pragma unroll 8
  for (int i = threadIdx.x; i < n; i += 32)
    acc += x[i];
  y[threadIdx.x] = acc;
}

void run(const float *x, float *y) { strided<<<1, 32>>>(x, y, 4032); }
