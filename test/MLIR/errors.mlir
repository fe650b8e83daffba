// Errors: the pass fails (exit code 1) with an error at the operation it is
// about; a kernel with a good launch still gets its remarks.
//
// RUN: not %mlir-opt-lhf --pass-pipeline='builtin.module(gpu.module(lhf-analysis{gpu=nosuch block=32}))' \
// RUN:   %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=GPU
// RUN: not %mlir-opt-lhf --pass-pipeline='builtin.module(gpu.module(lhf-analysis{block=32}))' \
// RUN:   %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOGPU
// RUN: not %mlir-opt-lhf --pass-pipeline='builtin.module(gpu.module(lhf-analysis{gpu=h100-sxm}))' \
// RUN:   %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LAUNCH
// RUN: not %mlir-opt-lhf --pass-pipeline='builtin.module(gpu.module(lhf-analysis{gpu=h100-sxm block=0}))' \
// RUN:   %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=DIM
// RUN: not %mlir-opt-lhf --pass-pipeline='builtin.module(gpu.module(lhf-analysis{gpu=h100-sxm block=32 args=q=1}))' \
// RUN:   %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=ARGNAME
// RUN: not %mlir-opt-lhf --pass-pipeline='builtin.module(gpu.module(lhf-analysis{gpu=h100-sxm block=32 args=n}))' \
// RUN:   %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=ARGSYNTAX
// RUN: not %mlir-opt-lhf --pass-pipeline='builtin.module(gpu.module(lhf-analysis{gpu=h100-sxm block=32 aggregate=mean}))' \
// RUN:   %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=AGG
// RUN: not %mlir-opt-lhf --pass-pipeline='builtin.module(lhf-analysis)' \
// RUN:   %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=ANCHOR
//
// One error for the module, not one per kernel:
// GPU: errors.mlir:[[@LINE+27]]:3: error: lhf: kernel 'copy': unknown GPU 'nosuch' (known: {{.*}}h100-sxm
// GPU-NOT: error:
//
// NOGPU: error: lhf: kernel 'copy': no gpu given and no bundled GPU for target chip '<none>'; pass gpu=<name> (known: {{.*}})
//
// The kernel without a block size fails; the one declaring it is analysed.
// LAUNCH: errors.mlir:[[@LINE+22]]:5: error: lhf: kernel 'copy': missing launch information: no block size; pass block=X[,Y[,Z]], or launch the kernel with a gpu.launch_func with constant operands, or give it known_block_size
// LAUNCH: remark: [MLIR] kernel 'sized' on h100-sxm (gpu option): predicted
// LAUNCH: remark: assumed: block size taken from known_block_size
// LAUNCH: remark: assumed: no grid given: one full wave of {{[0-9]+}} blocks assumed ({{.*}}); pass grid=
//
// DIM: error: lhf: invalid block '0': dimensions must be positive
//
// ARGNAME: error: lhf: kernel 'copy': args: kernel 'copy' has no parameter 'q'; parameters: 0:a, 1:c, 2:n
//
// ARGSYNTAX: error: lhf: invalid args binding 'n': expected <param-name|index>=<integer>
//
// AGG: error: lhf: invalid aggregate 'mean': expected max, paper or sim
//
// ANCHOR: error: Can't add pass 'LHFAnalysis' restricted to 'gpu.module' on a PassManager intended to run on 'builtin.module'

// A module without kernels says so and succeeds.
// RUN: %mlir-opt-lhf --pass-pipeline='builtin.module(gpu.module(lhf-analysis{gpu=h100-sxm block=32}))' \
// RUN:   %S/Inputs/no-kernels.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=NONE
// NONE: remark: lhf: gpu.module 'helpers' has no kernels: nothing analysed

module {
  gpu.module @kernels {
    gpu.func @copy(%a: memref<?xf32> loc("a"), %c: memref<?xf32> loc("c"),
        %n: i32 loc("n")) kernel {
      %tid = gpu.thread_id x
      %v = memref.load %a[%tid] : memref<?xf32>
      memref.store %v, %c[%tid] : memref<?xf32>
      gpu.return
    }
    gpu.func @sized(%a: memref<?xf32>) kernel
        attributes {known_block_size = array<i32: 128, 1, 1>} {
      %tid = gpu.thread_id x
      %v = memref.load %a[%tid] : memref<?xf32>
      memref.store %v, %a[%tid] : memref<?xf32>
      gpu.return
    }
  }
}
