// A multiplication by a power-of-two constant is a shift after instruction
// selection and ptxas: an integer operation's issue (4 cycles per warp on
// the G80), not a 32-bit multiply's (16), as the machine level counts it.
// A multiply by 3 stays a multiply: 12 cycles more in the load's segment.
// A division by a run-time value is ptxas's 18-instruction sequence (two
// conversions, an SFU reciprocal, 4 multiplies, 11 integer operations:
// 132 cycles per warp on the G80), by a constant a multiply.
// RUN: %mlir-opt-lhf --pass-pipeline='builtin.module(gpu.module(lhf-analysis{gpu=g80 block=128 grid=16 print=1}))' \
// RUN:   %s -o /dev/null 2>&1 | FileCheck %s
// CHECK-LABEL: Printing analysis 'LHF' for kernel 'by4':
// CHECK: 0    1.0      16.0      12.0       512
// CHECK-LABEL: Printing analysis 'LHF' for kernel 'by3':
// CHECK: 0    1.0      28.0      12.0       384
// CHECK-LABEL: Printing analysis 'LHF' for kernel 'divr':
// CHECK: 0    1.0     144.0      12.0
// CHECK-LABEL: Printing analysis 'LHF' for kernel 'divc':
// CHECK: 0    1.0      28.0      12.0

module attributes {gpu.container_module} {
  gpu.module @mul {
    gpu.func @by4(%a: memref<?xf32>) kernel {
      %tid = gpu.thread_id x
      %c4 = arith.constant 4 : index
      %i = arith.muli %tid, %c4 : index
      %v = memref.load %a[%i] : memref<?xf32>
      memref.store %v, %a[%tid] : memref<?xf32>
      gpu.return
    }
    gpu.func @by3(%a: memref<?xf32>) kernel {
      %tid = gpu.thread_id x
      %c3 = arith.constant 3 : index
      %i = arith.muli %tid, %c3 : index
      %v = memref.load %a[%i] : memref<?xf32>
      memref.store %v, %a[%tid] : memref<?xf32>
      gpu.return
    }
    gpu.func @divr(%a: memref<?xf32>, %w: i32) kernel {
      %tid = gpu.thread_id x
      %t = arith.index_cast %tid : index to i32
      %q = arith.divui %t, %w : i32
      %i = arith.index_cast %q : i32 to index
      %v = memref.load %a[%i] : memref<?xf32>
      memref.store %v, %a[%tid] : memref<?xf32>
      gpu.return
    }
    gpu.func @divc(%a: memref<?xf32>, %w: i32) kernel {
      %tid = gpu.thread_id x
      %t = arith.index_cast %tid : index to i32
      %c7 = arith.constant 7 : i32
      %q = arith.divui %t, %c7 : i32
      %i = arith.index_cast %q : i32 to index
      %v = memref.load %a[%i] : memref<?xf32>
      memref.store %v, %a[%tid] : memref<?xf32>
      gpu.return
    }
  }
}
