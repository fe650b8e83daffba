module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @forever(%p: memref<?xf32>) kernel {
      %t = arith.constant true
      %c0 = arith.constant 0 : index
      %f = arith.constant 1.0 : f32
      scf.while : () -> () {
        scf.condition(%t)
      } do {
        memref.store %f, %p[%c0] : memref<?xf32>
        scf.yield
      }
      gpu.return
    }
    gpu.func @step0(%p: memref<?xf32>, %s: index) kernel {
      %c0 = arith.constant 0 : index
      %c9 = arith.constant 9 : index
      %f = arith.constant 1.0 : f32
      scf.for %i = %c0 to %c9 step %s {
        memref.store %f, %p[%i] : memref<?xf32>
      }
      gpu.return
    }
    gpu.func @big(%p: memref<?xf32>) kernel {
      %c0 = arith.constant 0 : i128
      %c1 = arith.constant 1 : i128
      %cb = arith.constant 36893488147419103232 : i128
      %f = arith.constant 1.0 : f32
      %z = arith.constant 0 : index
      scf.for %i = %c0 to %cb step %c1 : i128 {
        memref.store %f, %p[%z] : memref<?xf32>
      }
      gpu.return
    }
  }
}
