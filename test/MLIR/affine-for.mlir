// A kernel written with affine loops and accesses (affine.for with
// iter_args, affine.load, affine.store: tiled code mapped to threads, before
// the user's pipeline lowers it) is read as a copy lowered by lower-affine:
// 1024 trips of a coalesced load (the column is the thread), as the GPU
// runs it; remarks keep the user's lines and the segments its loop
// (labelled affine.for, as written). Before, the loop was "operation
// 'affine.for' with regions not modelled: its body is not analysed" and
// the kernel "does nothing" (0.009 us). The driver reads it the same way.
//
// RUN: %mlir-opt-lhf --pass-pipeline='builtin.module(gpu.module(lhf-analysis{gpu=h100-sxm block=256 grid=1 print=1}))' \
// RUN:   %s -o /dev/null 2>&1 | FileCheck %s
// RUN: lhf predict %s --gpu h100-sxm --block 256 --grid 1 | FileCheck %s --check-prefix=DRIVER

// CHECK-NOT: not modelled
// CHECK-NOT: does nothing
// CHECK: Printing analysis 'LHF' for kernel 'rows':
// CHECK: seg  count
// CHECK-NEXT: 0 1.0 {{[0-9.]+}} {{[0-9.]+}} 128
// CHECK-NEXT: 1 1023.0 {{[0-9.]+}} {{[0-9.]+}} 128 {{.*}} affine.for @{{.*}}affine-for.mlir:32
// CHECK-NEXT: 2 1.0 {{[0-9.]+}} {{[0-9.]+}} 128
//
// DRIVER: rows on h100-sxm [mlir]: rests on guesses: unknown registers per thread (pass --regs)
// DRIVER: #1 {{ *}}{{[0-9]+}} {{ *}}1023 {{ *}}{{[0-9.]+}} {{ *}}128 {{.*}}affine-for.mlir:32

module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @rows(%a: memref<1024x256xf32>, %out: memref<256xf32>) kernel {
      %tid = gpu.thread_id x
      %zero = arith.constant 0.0 : f32
      %s = affine.for %i = 0 to 1024 iter_args(%acc = %zero) -> (f32) {
        %v = affine.load %a[%i, symbol(%tid)] : memref<1024x256xf32>
        %n = arith.addf %acc, %v : f32
        affine.yield %n : f32
      }
      affine.store %s, %out[symbol(%tid)] : memref<256xf32>
      gpu.return
    }
  }
}
