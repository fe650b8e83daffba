// A gpu.module with a device function but no kernel.
module {
  gpu.module @helpers {
    gpu.func @helper(%x: f32) -> f32 {
      %y = arith.mulf %x, %x : f32
      gpu.return %y : f32
    }
  }
}
