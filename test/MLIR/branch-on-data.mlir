// Branches on loaded data (as test/CUDA/branch-on-data.test at the LLVM
// levels): the walk cannot tell which lanes go where, so every warp is
// charged both sides, and the remark says so where the branch is; a test
// for one exact non-zero floating-point constant (a sentinel) or for NaN
// is taken as never holding, its side charged to no warp, said too. The
// store under the sentinel test moves no bytes (128 per warp under the
// zero test, which sparse data does hold).
//
// RUN: %mlir-opt-lhf --pass-pipeline='builtin.module(gpu.module(lhf-analysis{gpu=h100-sxm block=256 grid=1024 print=1}))' \
// RUN:   %s -o /dev/null 2>&1 | FileCheck %s

// CHECK: remark: [MLIR] kernel 'sentinel'
// CHECK: remark: assumed: a test of a floating-point value read at run time for one exact non-zero constant, for NaN (a sentinel) or for a magnitude beyond 2^16 (a math function's slow path): no warp is taken to hold such a value, so the code for that case is not charged; if the data holds it, that code is missing from the prediction
// CHECK: Printing analysis 'LHF' for kernel 'sentinel':
// CHECK: seg  count
// CHECK-NEXT: 0 1.0 {{[0-9.]+}} {{[0-9.]+}} 128
// CHECK-NEXT: 1 1.0 {{[0-9.]+}} {{[0-9.]+}} 0
// CHECK: remark: [MLIR] kernel 'nan_test'
// CHECK: remark: assumed: a test of a floating-point value read at run time for one exact non-zero constant, for NaN
// CHECK: Printing analysis 'LHF' for kernel 'nan_test':
// CHECK: seg  count
// CHECK-NEXT: 0 1.0 {{[0-9.]+}} {{[0-9.]+}} 128
// CHECK-NEXT: 1 1.0 {{[0-9.]+}} {{[0-9.]+}} 0
// CHECK: remark: [MLIR] kernel 'zero_test'
// CHECK: remark: assumed: a branch whose threads may go different ways on values known only when the kernel runs: every warp is charged both sides
// CHECK: Printing analysis 'LHF' for kernel 'zero_test':
// CHECK: seg  count
// CHECK-NEXT: 0 1.0 {{[0-9.]+}} {{[0-9.]+}} 128
// CHECK-NEXT: 1 1.0 {{[0-9.]+}} {{[0-9.]+}} 128
// A bounds check joined with `arith.andi` is asked per thread (tid < 16:
// one warp of eight: 16 bytes per warp on average), the
// unbound n with its stand-in, said:
// CHECK: remark: [MLIR] kernel 'bounds'
// CHECK: remark: assumed: a branch depends on an unbound integer argument: 65536 assumed for which threads take it; pass args=n=<int>
// CHECK-NOT: charged both sides
// CHECK: Printing analysis 'LHF' for kernel 'bounds':
// CHECK: seg  count
// CHECK-NEXT: 0 1.0 {{[0-9.]+}} {{[0-9.]+}} 16

module attributes {gpu.container_module} {
  gpu.module @data {
    gpu.func @sentinel(%a: memref<?xf32>, %out: memref<?xf32>) kernel {
      %m = arith.constant -1.25 : f32
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %v = memref.load %a[%i] : memref<?xf32>
      %hit = arith.cmpf oeq, %v, %m : f32
      scf.if %hit {
        memref.store %v, %out[%i] : memref<?xf32>
      }
      gpu.return
    }
    gpu.func @nan_test(%a: memref<?xf32>, %out: memref<?xf32>) kernel {
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %v = memref.load %a[%i] : memref<?xf32>
      %nan = arith.cmpf uno, %v, %v : f32
      scf.if %nan {
        memref.store %v, %out[%i] : memref<?xf32>
      }
      gpu.return
    }
    gpu.func @zero_test(%a: memref<?xf32>, %out: memref<?xf32>) kernel {
      %z = arith.constant 0.0 : f32
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %v = memref.load %a[%i] : memref<?xf32>
      %hit = arith.cmpf oeq, %v, %z : f32
      scf.if %hit {
        memref.store %v, %out[%i] : memref<?xf32>
      }
      gpu.return
    }
    gpu.func @bounds(%a: memref<?xf32>, %out: memref<?xf32>, %n: index loc("n"))
        kernel {
      %c16 = arith.constant 16 : index
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %in = arith.cmpi ult, %i, %n : index
      %low = arith.cmpi ult, %tid, %c16 : index
      %both = arith.andi %in, %low : i1
      scf.if %both {
        %v = memref.load %a[%i] : memref<?xf32>
        memref.store %v, %out[%i] : memref<?xf32>
      }
      gpu.return
    }
  }
}
