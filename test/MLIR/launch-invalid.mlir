// Issue 14: a gpu.launch_func with -1 threads was ignored without a word.
// Now the error says so, naming the launch; the options, which give both
// block and grid, replace the launch.
// RUN: not %mlir-opt-lhf --pass-pipeline='builtin.module(gpu.module(lhf-analysis{gpu=h100-sxm}))' \
// RUN:   %s -o /dev/null 2>&1 | FileCheck %s
// CHECK: error: lhf: kernel 'k': missing launch information: no block size: the block of the launch at {{.*}}launch-invalid.mlir:{{[0-9]+}} (gpu.launch_func @kernels::@k) is not valid: a size of -1 is not a launch CUDA runs (invalid configuration)
// RUN: %mlir-opt-lhf --pass-pipeline='builtin.module(gpu.module(lhf-analysis{gpu=h100-sxm block=128 grid=4}))' \
// RUN:   %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=OPTS
// OPTS: remark: [MLIR] kernel 'k' on h100-sxm (gpu option): predicted {{[0-9]+}} cycles
module attributes {gpu.container_module} {
  func.func @host(%a: memref<?xf32>) {
    %c1 = arith.constant 1 : index
    %cm1 = arith.constant -1 : index
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1)
        threads in (%cm1, %c1, %c1) args(%a : memref<?xf32>)
    return
  }
  gpu.module @kernels {
    gpu.func @k(%a: memref<?xf32>) kernel {
      %tid = gpu.thread_id x
      %v = memref.load %a[%tid] : memref<?xf32>
      %w = arith.addf %v, %v : f32
      memref.store %w, %a[%tid] : memref<?xf32>
      gpu.return
    }
  }
}
