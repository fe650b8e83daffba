// The kernels of test/IR/schedule.ll in MLIR's GPU dialects: the model's
// region scheduler gives the same segments as the IR and machine front
// ends (issue 13). Eight independent (global load -> workgroup store)
// pairs: one segment with the eight loads (1024 bytes); a chase of eight
// dependent loads: eight waits (NBB 9); a loop body with two independent
// loads: one wait per iteration (32 iterations, NBB 33).
// RUN: %mlir-opt-lhf --pass-pipeline='builtin.module(gpu.module(lhf-analysis{gpu=h100-sxm block=256 grid=132 args=n=1024 print=1}))' \
// RUN:   %s -o /dev/null 2>&1 | FileCheck %s
// CHECK-LABEL: Printing analysis 'LHF' for kernel 'pairs':
// CHECK: segments: 2 static, NBB=2.00
// CHECK: 0    1.0 {{[0-9.]+ +[0-9.]+}}      1024       279 {{.*}} wait:l2
// CHECK-NEXT: 1    1.0 {{[0-9.]+ +[0-9.]+}}      1024        23
// CHECK-LABEL: Printing analysis 'LHF' for kernel 'chase':
// CHECK: segments: 9 static, NBB=9.00
// CHECK-LABEL: Printing analysis 'LHF' for kernel 'twoloads':
// CHECK: segments: 3 static, NBB=33.00
// CHECK: 1   31.0 {{[0-9.]+ +[0-9.]+}}       256       131 {{.*}} wait:l1 scf.for

module attributes {gpu.container_module} {
  gpu.module @sched {
    gpu.func @pairs(%a: memref<?xf32>) workgroup(%tile: memref<2048xf32, #gpu.address_space<workgroup>>) kernel {
      %t = gpu.thread_id x
      %c256 = arith.constant 256 : index
      %c512 = arith.constant 512 : index
      %c768 = arith.constant 768 : index
      %c1024 = arith.constant 1024 : index
      %c1280 = arith.constant 1280 : index
      %c1536 = arith.constant 1536 : index
      %c1792 = arith.constant 1792 : index
      %x0 = memref.load %a[%t] : memref<?xf32>
      memref.store %x0, %tile[%t] : memref<2048xf32, #gpu.address_space<workgroup>>
      %i1 = arith.addi %t, %c256 : index
      %x1 = memref.load %a[%i1] : memref<?xf32>
      memref.store %x1, %tile[%i1] : memref<2048xf32, #gpu.address_space<workgroup>>
      %i2 = arith.addi %t, %c512 : index
      %x2 = memref.load %a[%i2] : memref<?xf32>
      memref.store %x2, %tile[%i2] : memref<2048xf32, #gpu.address_space<workgroup>>
      %i3 = arith.addi %t, %c768 : index
      %x3 = memref.load %a[%i3] : memref<?xf32>
      memref.store %x3, %tile[%i3] : memref<2048xf32, #gpu.address_space<workgroup>>
      %i4 = arith.addi %t, %c1024 : index
      %x4 = memref.load %a[%i4] : memref<?xf32>
      memref.store %x4, %tile[%i4] : memref<2048xf32, #gpu.address_space<workgroup>>
      %i5 = arith.addi %t, %c1280 : index
      %x5 = memref.load %a[%i5] : memref<?xf32>
      memref.store %x5, %tile[%i5] : memref<2048xf32, #gpu.address_space<workgroup>>
      %i6 = arith.addi %t, %c1536 : index
      %x6 = memref.load %a[%i6] : memref<?xf32>
      memref.store %x6, %tile[%i6] : memref<2048xf32, #gpu.address_space<workgroup>>
      %i7 = arith.addi %t, %c1792 : index
      %x7 = memref.load %a[%i7] : memref<?xf32>
      memref.store %x7, %tile[%i7] : memref<2048xf32, #gpu.address_space<workgroup>>
      gpu.return
    }
    gpu.func @chase(%next: memref<?xi32>, %out: memref<?xi32>) kernel {
      %t = gpu.thread_id x
      %v1 = memref.load %next[%t] : memref<?xi32>
      %j1 = arith.index_cast %v1 : i32 to index
      %v2 = memref.load %next[%j1] : memref<?xi32>
      %j2 = arith.index_cast %v2 : i32 to index
      %v3 = memref.load %next[%j2] : memref<?xi32>
      %j3 = arith.index_cast %v3 : i32 to index
      %v4 = memref.load %next[%j3] : memref<?xi32>
      %j4 = arith.index_cast %v4 : i32 to index
      %v5 = memref.load %next[%j4] : memref<?xi32>
      %j5 = arith.index_cast %v5 : i32 to index
      %v6 = memref.load %next[%j5] : memref<?xi32>
      %j6 = arith.index_cast %v6 : i32 to index
      %v7 = memref.load %next[%j6] : memref<?xi32>
      %j7 = arith.index_cast %v7 : i32 to index
      %v8 = memref.load %next[%j7] : memref<?xi32>
      memref.store %v8, %out[%t] : memref<?xi32>
      gpu.return
    }
    gpu.func @twoloads(%a: memref<?xf32>, %b: memref<?xf32>, %c: memref<?xf32>, %n: index loc("n")) kernel {
      %t = gpu.thread_id x
      %c0 = arith.constant 0 : index
      %c32 = arith.constant 32 : index
      %zero = arith.constant 0.0 : f32
      %s = scf.for %i = %c0 to %n step %c32 iter_args(%acc = %zero) -> (f32) {
        %idx = arith.addi %i, %t : index
        %x = memref.load %a[%idx] : memref<?xf32>
        %y = memref.load %b[%idx] : memref<?xf32>
        %m = arith.mulf %x, %y : f32
        %acc2 = arith.addf %acc, %m : f32
        scf.yield %acc2 : f32
      }
      memref.store %s, %c[%t] : memref<?xf32>
      gpu.return
    }
  }
}
