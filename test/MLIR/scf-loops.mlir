// Loops and branches before lowering: scf.for trip counts from constant
// or bound-argument bounds (with the default when unknown, said in a
// remark), nested loops, loops that never run, barriers inside a loop, and
// scf.if weighted like a branch (decided by bound arguments; when
// divergent, each side by the share of warps with a lane on it). A loop
// body with one switch point per iteration gives NBB = trip + 1
// (docs/model.md 5; the paper's WA + 2 less the store).
//
// RUN: %mlir-opt-lhf --pass-pipeline='builtin.module(gpu.module(lhf-analysis{gpu=a100-40gb block=64 grid=1024 args=n=100,flag=0 print=1}))' \
// RUN:   %s -o /dev/null 2>&1 | FileCheck %s
// RUN: %mlir-opt-lhf --pass-pipeline='builtin.module(gpu.module(lhf-analysis{gpu=a100-40gb block=64 grid=1024 default-trip=5 print=1}))' \
// RUN:   %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=DEFAULT

// CHECK-LABEL: Printing analysis 'LHF' for kernel 'constant_trip':
// Every block reads the same elements: the loads wait on the L2, with the
// first block's misses' share of DRAM's latency (docs/model.md section 30).
// CHECK: segments: 3 static, NBB=9.00
// CHECK-NEXT: seg
// CHECK-NEXT: 0 1.0 {{.*}} con wait:l2 entry
// CHECK-NEXT: 1 7.0 {{.*}} con wait:l2 scf.for
// CHECK-NEXT: 2 1.0 {{.*}} con {{.*}}scf.for
//
// CHECK-LABEL: Printing analysis 'LHF' for kernel 'nested':
// 4 x 3 loads waited for, one after the other.
// CHECK: NBB=13.00
//
// CHECK-LABEL: Printing analysis 'LHF' for kernel 'never_runs':
// CHECK: segments: 1 static, NBB=1.00
//
// CHECK-LABEL: Printing analysis 'LHF' for kernel 'bound_trip':
// n = 100 bound: 100 iterations.
// CHECK: NBB=101.00
// DEFAULT: remark: [MLIR] kernel 'bound_trip' {{.*}} NBB 6,
// DEFAULT: remark: assumed: loop trip count unknown: 5 assumed; pass args=n=<int> or default-trip=
//
// CHECK-LABEL: Printing analysis 'LHF' for kernel 'barrier_loop':
// Four barriers: four sync segments, the wrapped one three times.
// CHECK: NBB=5.00
// CHECK: sync
// CHECK: 3.0 {{.*}} sync
//
// CHECK-LABEL: Printing analysis 'LHF' for kernel 'branches':
// flag = 0 decides the uniform branch: its load is never issued; the
// divergent one (tid < 32 in a block of 2 warps) runs its load in warp 0
// only: half the warps, 64 of its 128 bytes per warp on average.
// CHECK: segments: 2 static, NBB=2.00
// CHECK-NEXT: seg
// CHECK-NEXT: 0 1.0 4.2 2.5 64 213
// CHECK: accesses (per warp request):
// CHECK-NEXT: load of float global at line [[@LINE+117]]:
// CHECK-NEXT: store of float global
//
// CHECK-LABEL: Printing analysis 'LHF' for kernel 'prefetch':
// `if (k + 2 < n)` in a loop of n = 100 trips: a uniform condition that
// moves with the loop holds on the share of the trips that take it,
// sampled at the middle trip of each 64th: 63 of 64 (exactly 98 of 100).
// The load and store of 5 sectors each (160 bytes per warp): 157.5 bytes
// per trip (80, branch probability's 1/2, before). The entry's load is
// mostly L1 hits (the loop's own reads), its misses' share added: 47.
// CHECK: seg  count
// CHECK-NEXT: 0 1.0 {{.*}} 158 47
// CHECK-NEXT: 1 100.0 {{.*}} 158 213
//
// CHECK-LABEL: Printing analysis 'LHF' for kernel 'prefetch_nested':
// The same prefetch inside `if (k >= 0)`, itself decided on every trip:
// the inner branch moves with the loop too (it kept 1/2, 80 bytes).
// CHECK: seg  count
// CHECK-NEXT: 0 1.0 {{.*}} 158 47
// CHECK-NEXT: 1 100.0 {{.*}} 158 213

module attributes {gpu.container_module} {
  gpu.module @loops {
    gpu.func @constant_trip(%a: memref<?xf32>, %out: memref<?xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %c64 = arith.constant 64 : index
      %zero = arith.constant 0.0 : f32
      %tid = gpu.thread_id x
      %s = scf.for %k = %c0 to %c8 step %c1 iter_args(%acc = %zero) -> (f32) {
        %row = arith.muli %k, %c64 : index
        %i = arith.addi %row, %tid : index
        %v = memref.load %a[%i] : memref<?xf32>
        %acc2 = arith.addf %acc, %v : f32
        scf.yield %acc2 : f32
      }
      memref.store %s, %out[%tid] : memref<?xf32>
      gpu.return
    }

    gpu.func @nested(%a: memref<?xf32>, %out: memref<?xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %zero = arith.constant 0.0 : f32
      %tid = gpu.thread_id x
      %s = scf.for %i = %c0 to %c4 step %c1 iter_args(%x = %zero) -> (f32) {
        %t = scf.for %j = %c0 to %c3 step %c1 iter_args(%y = %x) -> (f32) {
          %v = memref.load %a[%tid] : memref<?xf32>
          %y2 = arith.addf %y, %v : f32
          scf.yield %y2 : f32
        }
        scf.yield %t : f32
      }
      memref.store %s, %out[%tid] : memref<?xf32>
      gpu.return
    }

    gpu.func @never_runs(%a: memref<?xf32>, %out: memref<?xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %tid = gpu.thread_id x
      scf.for %k = %c1 to %c0 step %c1 {
        %v = memref.load %a[%k] : memref<?xf32>
        memref.store %v, %out[%tid] : memref<?xf32>
      }
      gpu.return
    }

    gpu.func @bound_trip(%a: memref<?xf32>, %out: memref<?xf32>,
        %n: i32 loc("n")) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %zero = arith.constant 0.0 : f32
      %tid = gpu.thread_id x
      %ni = arith.index_cast %n : i32 to index
      %s = scf.for %k = %c0 to %ni step %c1 iter_args(%acc = %zero) -> (f32) {
        %v = memref.load %a[%k] : memref<?xf32>
        %acc2 = arith.addf %acc, %v : f32
        scf.yield %acc2 : f32
      }
      memref.store %s, %out[%tid] : memref<?xf32>
      gpu.return
    }

    gpu.func @barrier_loop(%out: memref<?xf32>)
        workgroup(%tile: memref<64xf32, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %one = arith.constant 1.0 : f32
      %tid = gpu.thread_id x
      scf.for %k = %c0 to %c4 step %c1 {
        memref.store %one, %tile[%tid] : memref<64xf32, #gpu.address_space<workgroup>>
        gpu.barrier
      }
      gpu.return
    }

    gpu.func @branches(%a: memref<?xf32>, %out: memref<?xf32>,
        %flag: i32 loc("flag")) kernel {
      %c0 = arith.constant 0 : index
      %c0_i32 = arith.constant 0 : i32
      %c32 = arith.constant 32 : index
      %zero = arith.constant 0.0 : f32
      %tid = gpu.thread_id x
      %on = arith.cmpi ne, %flag, %c0_i32 : i32
      %x = scf.if %on -> (f32) {
        %v = memref.load %a[%c0] : memref<?xf32>
        scf.yield %v : f32
      } else {
        scf.yield %zero : f32
      }
      %low = arith.cmpi ult, %tid, %c32 : index
      %y = scf.if %low -> (f32) {
        %w = memref.load %a[%tid] : memref<?xf32>
        scf.yield %w : f32
      } else {
        scf.yield %zero : f32
      }
      %s = arith.addf %x, %y : f32
      memref.store %s, %out[%tid] : memref<?xf32>
      gpu.return
    }

    gpu.func @prefetch(%a: memref<?xf32>, %out: memref<?xf32>,
        %n: i32 loc("n")) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %tid = gpu.thread_id x
      %ni = arith.index_cast %n : i32 to index
      scf.for %k = %c0 to %ni step %c1 {
        %k2 = arith.addi %k, %c2 : index
        %ahead = arith.cmpi slt, %k2, %ni : index
        scf.if %ahead {
          %i = arith.addi %k2, %tid : index
          %v = memref.load %a[%i] : memref<?xf32>
          memref.store %v, %out[%i] : memref<?xf32>
        }
        gpu.barrier
      }
      gpu.return
    }

    gpu.func @prefetch_nested(%a: memref<?xf32>, %out: memref<?xf32>,
        %n: i32 loc("n")) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %tid = gpu.thread_id x
      %ni = arith.index_cast %n : i32 to index
      scf.for %k = %c0 to %ni step %c1 {
        %started = arith.cmpi sge, %k, %c0 : index
        scf.if %started {
          %k2 = arith.addi %k, %c2 : index
          %ahead = arith.cmpi slt, %k2, %ni : index
          scf.if %ahead {
            %i = arith.addi %k2, %tid : index
            %v = memref.load %a[%i] : memref<?xf32>
            memref.store %v, %out[%i] : memref<?xf32>
          }
        }
        gpu.barrier
      }
      gpu.return
    }
  }
}
