// A thread per row walks its row (test/CUDA/Inputs/row-walk.cu written in
// the scf dialect): the MLIR front end gives the cache planner each load's
// step to the next trip too (docs/model.md section 60), so 7 of 8 trips
// find the lane's sector in L1 and only the eighth waits for DRAM, as at
// the IR and machine levels (186.6 us there; 702 us before, every trip at
// DRAM).
//
// RUN: %mlir-opt-lhf --pass-pipeline='builtin.module(gpu.module(lhf-analysis{gpu=h100-sxm block=256 grid=64 args=C=1024 regs=8 print=1}))' \
// RUN:   %s -o /dev/null 2>&1 | FileCheck %s
// CHECK: 1 1023.0 {{.*}} con wait:l1 bw-bound scf.for
// CHECK: TimeTotal: 369414 cycles = 186.573 us

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @rowsum(%X: memref<?xf32> loc("X"), %O: memref<?xf32> loc("O"),
        %C: i32 loc("C")) kernel {
      %bx = gpu.block_id x
      %tx = gpu.thread_id x
      %bdx = gpu.block_dim x
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %zero = arith.constant 0.0 : f32
      %i0 = arith.muli %bx, %bdx : index
      %i = arith.addi %i0, %tx : index
      %Ci = arith.index_cast %C : i32 to index
      %row = arith.muli %i, %Ci : index
      %sum = scf.for %c = %c0 to %Ci step %c1 iter_args(%acc = %zero) -> (f32) {
        %xi = arith.addi %row, %c : index
        %x = memref.load %X[%xi] : memref<?xf32>
        %s = arith.addf %acc, %x : f32
        scf.yield %s : f32
      }
      memref.store %sum, %O[%i] : memref<?xf32>
      gpu.return
    }
  }
}
