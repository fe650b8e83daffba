// __launch_bounds__ caps the register estimate (issue 32): clang's machine
// code keeps 62 values live at once, but ptxas fits 1024 threads x 2
// blocks in the H100's 65536 registers, 32 each, and spills the rest
// (ptxas -v of nvcc's code: 32 registers). Before, the estimate said 62:
// one block per SM, a kernel "that cannot launch" at 2 x 1024 threads.
// REQUIRES: cuda-sdk
// RUN: clang++ -x cuda --cuda-gpu-arch=sm_90 --cuda-path=%cuda_path -O3 \
// RUN:   --cuda-device-only -fpass-plugin=%lhf_plugin -Rpass-analysis=lhf \
// RUN:   -mllvm -lhf-gpu=h100-sxm -mllvm -lhf-grid=264 -c %s -o %t.o 2>&1 \
// RUN:   | FileCheck %s
// CHECK: remark: [MIR] kernel 'heavy(float const*, float*, int)' on h100-sxm {{.*}}TLP 32, BLP 2 {{.*}}registers 32 (estimate: max live virtual registers ({{[4-9][0-9]}}), capped at 32 by __launch_bounds__(1024, 2): ptxas spills the rest)
__global__ void __launch_bounds__(1024, 2)
    heavy(const float *x, float *y, int n) {
  float acc[48];
#pragma unroll
  for (int j = 0; j < 48; ++j)
    acc[j] = x[threadIdx.x + j * 1024];
  float s = 0;
#pragma unroll
  for (int j = 0; j < 48; ++j)
    s += acc[j] * acc[(j * 7) % 48];
#pragma unroll
  for (int j = 0; j < 48; ++j)
    y[threadIdx.x + j * 1024] = acc[j] * s;
}
