// Issue 14: scf.for bounds whose span or step does not fit 64-bit
// arithmetic. A step of INT64_MAX (from -512 to 512: one trip) and the
// span INT64_MIN..INT64_MAX with step 2^62 (four trips) overflowed the
// trip count's int64 arithmetic and dropped the loop (NBB 1, its loads not
// counted). A body with one wait per iteration gives NBB = trip + 1.
//
// RUN: %mlir-opt-lhf --pass-pipeline='builtin.module(gpu.module(lhf-analysis{gpu=a100-40gb block=64 grid=1024 print=1}))' \
// RUN:   %s -o /dev/null 2>&1 | FileCheck %s

// CHECK-LABEL: Printing analysis 'LHF' for kernel 'big_step':
// CHECK: segments: {{[0-9]+}} static, NBB=2.00
// CHECK-LABEL: Printing analysis 'LHF' for kernel 'wide_span':
// CHECK: segments: {{[0-9]+}} static, NBB=5.00

module attributes {gpu.container_module} {
  gpu.module @loops {
    gpu.func @big_step(%a: memref<?xf32>, %out: memref<?xf32>) kernel {
      %lo = arith.constant -512 : index
      %hi = arith.constant 512 : index
      %step = arith.constant 9223372036854775807 : index
      %zero = arith.constant 0.0 : f32
      %tid = gpu.thread_id x
      %s = scf.for %k = %lo to %hi step %step iter_args(%acc = %zero) -> (f32) {
        %v = memref.load %a[%tid] : memref<?xf32>
        %acc2 = arith.addf %acc, %v : f32
        scf.yield %acc2 : f32
      }
      memref.store %s, %out[%tid] : memref<?xf32>
      gpu.return
    }

    gpu.func @wide_span(%a: memref<?xf32>, %out: memref<?xf32>) kernel {
      %lo = arith.constant -9223372036854775808 : index
      %hi = arith.constant 9223372036854775807 : index
      %step = arith.constant 4611686018427387904 : index
      %zero = arith.constant 0.0 : f32
      %tid = gpu.thread_id x
      %s = scf.for %k = %lo to %hi step %step iter_args(%acc = %zero) -> (f32) {
        %v = memref.load %a[%tid] : memref<?xf32>
        %acc2 = arith.addf %acc, %v : f32
        scf.yield %acc2 : f32
      }
      memref.store %s, %out[%tid] : memref<?xf32>
      gpu.return
    }
  }
}
