// An integer compare used as a value in an index (a clamp's select, the
// compare widened into the index), as at the LLVM levels
// (test/CUDA/lane-compare.test): the lanes' addresses are known. Before,
// the compare had no value, both loads were "not affine in the thread
// index (data-dependent)", 2048 bytes per warp; now lanes 0-15 read their
// own words and 16-31 word 0 (two sectors), and the widened compare reads
// words 0 and 16 (two sectors): 128 bytes for the two loads.
//
// RUN: %mlir-opt-lhf --pass-pipeline='builtin.module(gpu.module(lhf-analysis{gpu=h100-sxm block=256 grid=1024 print=1}))' \
// RUN:   %s -o /dev/null 2>&1 | FileCheck %s

// CHECK: remark: [MLIR] kernel 'halves'
// CHECK-NOT: data-dependent
// CHECK: Printing analysis 'LHF' for kernel 'halves':
// CHECK: seg  count
// CHECK-NEXT: 0 1.0 {{[0-9.]+}} {{[0-9.]+}} 128
// CHECK-NEXT: 1 1.0 {{[0-9.]+}} {{[0-9.]+}} 128
//
// arith.floordivsi and arith.ceildivui (affine and tensor lowerings) in an
// index: lanes in groups of eight, one sector each load (before: unknown,
// "data-dependent", 2048 bytes per warp).
// CHECK: remark: [MLIR] kernel 'groups'
// CHECK-NOT: data-dependent
// CHECK: Printing analysis 'LHF' for kernel 'groups':
// CHECK: seg  count
// CHECK-NEXT: 0 1.0 {{[0-9.]+}} {{[0-9.]+}} 64
//
// The index dialect's arithmetic (index.add, index.mul, ...) is
// evaluated and costed as arith's: `tid + 1` a row, one word off the
// sector boundary, five sectors (before: "operation 'index.add' not
// modelled" and "data-dependent", 1024 bytes per warp).
// CHECK: remark: [MLIR] kernel 'shifted'
// CHECK-NOT: not modelled
// CHECK-NOT: data-dependent
// CHECK: Printing analysis 'LHF' for kernel 'shifted':
// CHECK: seg  count
// CHECK-NEXT: 0 1.0 {{[0-9.]+}} {{[0-9.]+}} 160
//
// gpu.lane_id (the linear thread index modulo 32) and gpu.global_id
// (block_id * block_dim + thread_id) at each lane: 128 bytes per warp
// each (before: unknown values, 1024 each, "data-dependent").
// CHECK: remark: [MLIR] kernel 'lanes'
// CHECK-NOT: data-dependent
// CHECK: Printing analysis 'LHF' for kernel 'lanes':
// CHECK: seg  count
// CHECK-NEXT: 0 1.0 {{[0-9.]+}} {{[0-9.]+}} 128
// CHECK-NEXT: 1 1.0 {{[0-9.]+}} {{[0-9.]+}} 128

module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @halves(%a: memref<?xf32>, %out: memref<?xf32>) kernel {
      %c16 = arith.constant 16 : index
      %c0 = arith.constant 0 : index
      %tid = gpu.thread_id x
      %lo = arith.cmpi ult, %tid, %c16 : index
      %j = arith.select %lo, %tid, %c0 : index
      %v = memref.load %a[%j] : memref<?xf32>
      %hi = arith.index_castui %lo : i1 to index
      %k = arith.muli %hi, %c16 : index
      %w = memref.load %a[%k] : memref<?xf32>
      %s = arith.addf %v, %w : f32
      memref.store %s, %out[%tid] : memref<?xf32>
      gpu.return
    }
    gpu.func @groups(%a: memref<?xf32>, %out: memref<?xf32>) kernel {
      %c8 = arith.constant 8 : index
      %tid = gpu.thread_id x
      %g = arith.floordivsi %tid, %c8 : index
      %h = arith.ceildivui %tid, %c8 : index
      %v = memref.load %a[%g] : memref<?xf32>
      %w = memref.load %a[%h] : memref<?xf32>
      %s = arith.addf %v, %w : f32
      memref.store %s, %out[%tid] : memref<?xf32>
      gpu.return
    }
    gpu.func @shifted(%a: memref<?xf32>, %out: memref<?xf32>) kernel {
      %c1 = index.constant 1
      %tid = gpu.thread_id x
      %w = index.add %tid, %c1
      %x = memref.load %a[%w] : memref<?xf32>
      memref.store %x, %out[%tid] : memref<?xf32>
      gpu.return
    }
    gpu.func @lanes(%a: memref<?xf32>, %out: memref<?xf32>) kernel {
      %lane = gpu.lane_id
      %g = gpu.global_id x
      %v = memref.load %a[%lane] : memref<?xf32>
      memref.store %v, %out[%g] : memref<?xf32>
      gpu.return
    }
  }
}
