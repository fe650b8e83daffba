// Sizes no binding gives are asked with the stand-in 65536 (as at the LLVM
// levels, test/CUDA/bounds-check.test). A product of several overflows a
// 32-bit integer: `i < B * T * C` at 65536 each is 2^48, which wraps to 0,
// and no thread took the body (0 bytes, 0.17 us); `tid * (B * T)` wrapped
// to 0 for every lane, one address for the warp (32 bytes). Both are asked
// again with 1024 for each, said with the arguments to bind: the body runs
// (128 bytes per warp each way) and the strided lanes take a sector each.
//
// RUN: %mlir-opt-lhf --pass-pipeline='builtin.module(gpu.module(lhf-analysis{gpu=h100-sxm block=256 grid=1024 print=1}))' \
// RUN:   %s -o /dev/null 2>&1 | FileCheck %s

// CHECK: remark: [MLIR] kernel 'product'
// CHECK: remark: assumed: a branch depends on unbound integer arguments: 65536 for each overflows its test's integer, 1024 assumed for which threads take it; pass args=B=<int>, args=T=<int> or args=C=<int>
// CHECK: Printing analysis 'LHF' for kernel 'product':
// CHECK: seg  count
// CHECK-NEXT: 0 1.0 {{[0-9.]+}} {{[0-9.]+}} 128
// CHECK-NEXT: 1 1.0 {{[0-9.]+}} {{[0-9.]+}} 128
// CHECK: remark: [MLIR] kernel 'strided'
// CHECK: remark: assumed: an address depends on unbound integer arguments: 65536 for each overflows its index's integer, 1024 assumed for coalescing; pass args=B=<int> or args=T=<int>
// CHECK: Printing analysis 'LHF' for kernel 'strided':
// CHECK: seg  count
// CHECK-NEXT: 0 1.0 {{[0-9.]+}} {{[0-9.]+}} 1024
// CHECK-NEXT: 1 1.0 {{[0-9.]+}} {{[0-9.]+}} 128

module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @product(%a: memref<?xf32>, %out: memref<?xf32>,
                      %b: i32 loc("B"), %t: i32 loc("T"), %c: i32 loc("C"))
        kernel {
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %i32 = arith.index_cast %i : index to i32
      %bt = arith.muli %b, %t : i32
      %n = arith.muli %bt, %c : i32
      %in = arith.cmpi slt, %i32, %n : i32
      scf.if %in {
        %v = memref.load %a[%i] : memref<?xf32>
        memref.store %v, %out[%i] : memref<?xf32>
      }
      gpu.return
    }
    gpu.func @strided(%a: memref<?xf32>, %out: memref<?xf32>,
                      %b: i32 loc("B"), %t: i32 loc("T"))
        kernel {
      %tid = gpu.thread_id x
      %tid32 = arith.index_cast %tid : index to i32
      %bt = arith.muli %b, %t : i32
      %j32 = arith.muli %tid32, %bt : i32
      %j = arith.index_cast %j32 : i32 to index
      %v = memref.load %a[%j] : memref<?xf32>
      memref.store %v, %out[%tid] : memref<?xf32>
      gpu.return
    }
  }
}
