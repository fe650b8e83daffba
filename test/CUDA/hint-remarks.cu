// Hint remarks sit where the code is (issue 31): in a clang compile of a
// 16x16 shared-memory tiled multiply, the register-tiling hint is remarked
// at the shared load of the inner product and the double-buffering hint at
// the global load the loop waits for, each with its gain in percent; the
// optimization record carries each remark's Hotness (its cycles), so that
// opt-viewer sorts them. The saxpy at the DRAM roof gets no hint (clang.cu).
// REQUIRES: cuda-sdk
// RUN: clang++ -x cuda --cuda-gpu-arch=sm_90 --cuda-path=%cuda_path -O3 \
// RUN:   --cuda-device-only -fno-discard-value-names -fpass-plugin=%lhf_plugin \
// RUN:   -Rpass-analysis=lhf -mllvm -lhf-block=16,16 -mllvm -lhf-grid=256,256 \
// RUN:   -mllvm -lhf-arg=n=4096 -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: rm -rf %t.dir && mkdir -p %t.dir && cd %t.dir && \
// RUN:   clang++ -x cuda --cuda-gpu-arch=sm_90 --cuda-path=%cuda_path -O3 \
// RUN:   --cuda-device-only -fno-discard-value-names -fpass-plugin=%lhf_plugin \
// RUN:   -fsave-optimization-record -foptimization-record-passes=lhf \
// RUN:   -mllvm -lhf-block=16,16 -mllvm -lhf-grid=256,256 \
// RUN:   -mllvm -lhf-arg=n=4096 -c %s -o t.o 2>/dev/null
// RUN: FileCheck %s --check-prefix=YAML --input-file=%t.dir/t.opt.yaml
//
// A wmma GEMM: the fragment loads are inlined from CUDA's mma.hpp; the hint
// is remarked at the user's load_matrix_sync call (line 59) and says where
// in the header the load is; a note that the copies of an unrolled loop
// share is said once.
// RUN: clang++ -x cuda --cuda-gpu-arch=sm_80 --cuda-path=%cuda_path -O3 \
// RUN:   --cuda-device-only -fno-discard-value-names -fpass-plugin=%lhf_plugin \
// RUN:   -Rpass-analysis=lhf -c %S/Inputs/wmma-cpasync-gemm.cu -o %t.w.o 2>&1 \
// RUN:   | FileCheck %s --check-prefix=WMMA --implicit-check-not=crt/mma.hpp

#define T 16
__global__ void mm(const float *a, const float *b, float *c, int n) {
  __shared__ float As[T][T], Bs[T][T];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * T + ty, col = blockIdx.x * T + tx;
  float acc = 0;
  for (int k = 0; k < n; k += T) {
    As[ty][tx] = a[row * n + k + tx];
    Bs[ty][tx] = b[(k + ty) * n + col]; // LOAD
    __syncthreads();
    for (int j = 0; j < T; ++j)
      acc += As[ty][j] * Bs[j][tx]; // FMA
    __syncthreads();
  }
  c[row * n + col] = acc;
}

// CHECK: hint-remarks.cu:[[#KERNEL:]]:1: remark: [MIR] kernel 'mm(float const*, float const*, float*, int)' on h100-sxm {{.*}}bottleneck: issue (DRAM {{[0-9]+}}%, L2 {{[0-9]+}}%, shared memory {{[0-9]+}}%, issue {{[0-9]+}}%
// CHECK: hint-remarks.cu:[[#KERNEL+10]]:14: remark: register tiling: this loop loads 1.25 values from shared memory per FMA {{.*}}; predicted gain {{[1-9][0-9]\.[0-9]}}% = {{[0-9.]+}} us ({{[0-9]+}} cycles)
// CHECK: hint-remarks.cu:[[#KERNEL+7]]:18: remark: pipeline stages: every iteration of this loop waits {{[0-9]+}} cycles per warp for its tile's loads {{.*}}double buffering{{.*}}; predicted gain {{[1-9][0-9]\.[0-9]}}% = {{[0-9.]+}} us
//
// YAML: Name: MachineKernelPrediction
// YAML-NEXT: DebugLoc: { File: '{{.*}}hint-remarks.cu', Line: [[#KERNEL:]], Column: 0 }
// YAML: Hotness: {{[1-9][0-9]+}}
// YAML: Name: BottleneckHint
// YAML-NEXT: DebugLoc: { File: '{{.*}}hint-remarks.cu', Line: [[#KERNEL+10]], Column: 14 }
// YAML-NEXT: Function:
// YAML-NEXT: Hotness: {{[1-9][0-9]+}}
// YAML: Fix: register tiling
// YAML: PredictedGainPercent: '{{[1-9][0-9]\.[0-9]}}'
// YAML: Name: BottleneckHint
// YAML-NEXT: DebugLoc: { File: '{{.*}}hint-remarks.cu', Line: [[#KERNEL+7]], Column: 18 }
// YAML-NEXT: Function:
// YAML-NEXT: Hotness: {{[1-9][0-9]+}}
// YAML: Fix: pipeline stages
//
// WMMA: wmma-cpasync-gemm.cu:59:9: remark: larger warp tile: {{.*}}; predicted gain {{[0-9.]+}}% = {{.*}} (in mma.hpp:{{[0-9]+}})
// WMMA: remark: assumed: loop trip count 2 depends on the thread; evaluated for thread 0 of block 0
// WMMA-NOT: loop trip count 2 depends on the thread
