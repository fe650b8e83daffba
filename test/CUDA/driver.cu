// lhf predict on CUDA source: compiled with clang 22, registers from ptxas.
// REQUIRES: cuda-sdk
// RUN: lhf predict %s --gpu a100-40gb --kernel scale --block 256 \
// RUN:   --grid 4096 --arg n=1048576 --cuda-path %cuda_path | FileCheck %s
// RUN: lhf predict %s --gpu a100-40gb --block 256 --grid 4096 \
// RUN:   --arg n=1048576 --cuda-path %cuda_path --json > %t.json
// RUN: %python %S/../tools/check_json.py %t.json
// RUN: FileCheck %s --check-prefix=JSON --input-file=%t.json

__global__ void scale(float *x, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] *= a;
}

// CHECK: scale(float*, float, int) on a100-40gb [mir]
// CHECK: registers ({{.*}}ptxas)
// CHECK: hint        {{.*}}driver.cu:[[@LINE-5]]:
// JSON: "regs_source": "ptxas"
