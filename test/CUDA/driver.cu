// lhf predict on CUDA source: compiled with clang 22, registers from ptxas.
// REQUIRES: cuda-sdk
// RUN: lhf predict %s --gpu a100-40gb --kernel scale --block 256 \
// RUN:   --grid 4096 --arg n=1048576 --cuda-path %cuda_path | FileCheck %s
// RUN: lhf predict %s --gpu a100-40gb --block 256 --grid 4096 \
// RUN:   --arg n=1048576 --cuda-path %cuda_path --json --all-hints > %t.json
// RUN: %python %S/../tools/check_json.py %t.json
// RUN: FileCheck %s --check-prefix=JSON --input-file=%t.json

__global__ void scale(float *x, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] *= a;
}

// CHECK: scale(float*, float, int) on a100-40gb [mir]
// CHECK: registers ({{.*}}ptxas)
// A coalesced scale at 75% of the DRAM peak: no hint gains 2%.
// CHECK: throughput  DRAM {{[0-9]+}}%, L2 0%, shared memory 0%, issue {{[0-9]+}}%, tensor pipe 0% of peak; occupancy 100%, 4.74 waves
// CHECK-NOT: hint{{ +}}{{.*}}driver.cu
// CHECK: hints       1 hint(s) under 2% of the kernel's time left out (--all-hints shows them)
// JSON: "fix": "fewer_instructions"
// JSON: "regs_source": "ptxas"
