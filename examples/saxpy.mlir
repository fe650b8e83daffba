// y = a * x + y over n floats in the GPU dialect, one thread per element;
// the kernel takes n from its launch or from `args=n=...`.
module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90">] {
    gpu.func @saxpy(%n: i32 loc("n"), %a: f32, %x: memref<?xf32>,
        %y: memref<?xf32>) kernel {
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %i0 = arith.muli %bid, %bdim : index
      %i = arith.addi %i0, %tid : index
      %ni = arith.index_cast %n : i32 to index
      %inside = arith.cmpi slt, %i, %ni : index
      scf.if %inside {
        %xv = memref.load %x[%i] : memref<?xf32>
        %yv = memref.load %y[%i] : memref<?xf32>
        %ax = arith.mulf %a, %xv : f32
        %r = arith.addf %ax, %yv : f32
        memref.store %r, %y[%i] : memref<?xf32>
      }
      gpu.return
    }
  }
}
