// Operations the model has no exact class for are counted and said:
// calls that were not inlined, inline asm statements that are neither
// arithmetic nor matrix operations (one issue each; `add.f32` is fp32 work),
// unknown operations; atomics are accesses that return (waited for at their
// first use); memrefs with a dynamic stride use a stand-in for it, said.
//
// RUN: %mlir-opt-lhf --allow-unregistered-dialect --pass-pipeline='builtin.module(gpu.module(lhf-analysis{gpu=h100-sxm block=64 grid=8}))' \
// RUN:   %s -o /dev/null 2>&1 | FileCheck %s
//
// CHECK: remark: [MLIR] kernel 'ops(float*, int*)' on h100-sxm (gpu option): {{.*}} NBB 2,
// The atomic's old value is waited for at its first use (segment 0 ends
// there): the larger exposure, the DRAM latency (679); the store after it
// waits only for the L2 to take it (segment 1).
// CHECK-NEXT: llvm.func ptx_kernelcc
// CHECK: ops.mlir:[[@LINE+16]]:14: remark: memory latency: segment 0 waits 679 cycles on load of i32 global at line [[@LINE+16]]:{{[0-9]+}} (global)
// CHECK: remark: assumed: call to 'helper' not inlined: its body is not analysed, counted as 1 instruction, assumed
// CHECK: remark: assumed: inline asm: 2 instruction(s) counted as 1 issue cycle each, assumed
// CHECK: remark: assumed: operation 'foo.bar' not modelled: counted as 1 issue cycle each, assumed
//
// CHECK: remark: [MLIR] kernel 'memref_ops' on h100-sxm (gpu option): {{.*}} NBB 3,
// CHECK: remark: assumed: an address depends on an unbound integer argument: 65536 assumed for coalescing; pass args

module {
  gpu.module @ops {
    llvm.func @helper(%x: f32) -> f32 {
      llvm.return %x : f32
    }
    llvm.func ptx_kernelcc @_Z3opsPfPi(%out: !llvm.ptr<1> loc("out"), %cnt: !llvm.ptr<1> loc("cnt")) {
      %one = llvm.mlir.constant(1 : i32) : i32
      %tid = nvvm.read.ptx.sreg.tid.x : i32
      %old = llvm.atomicrmw add %cnt, %one monotonic : !llvm.ptr<1>, i32
      %f = llvm.sitofp %old : i32 to f32
      %s = llvm.intr.sqrt(%f) : (f32) -> f32
      %m = llvm.intr.fmuladd(%s, %s, %f) : (f32, f32, f32) -> f32
      %c = llvm.call @helper(%m) : (f32) -> f32
      %a = llvm.inline_asm "mov.b32 $0, $1; add.f32 $0, $0, $0; brev.b32 $0, $0; bfind.u32 $0, $0;", "=f,f" %c : (f32) -> f32
      %mask = llvm.mlir.constant(-1 : i32) : i32
      %sh = nvvm.shfl.sync bfly %mask, %a, %one, %mask : f32 -> f32
      %u = "foo.bar"(%sh) : (f32) -> f32
      %p = llvm.getelementptr %out[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      llvm.store %u, %p : f32, !llvm.ptr<1>
      llvm.return
    }
    gpu.func @memref_ops(%m: memref<?xf32>, %n: memref<4x?xf32>) kernel {
      %c0 = arith.constant 0 : index
      %one = arith.constant 1.0 : f32
      %tid = gpu.thread_id x
      %old = memref.atomic_rmw addf %one, %m[%tid] : (f32, memref<?xf32>) -> f32
      %r = memref.generic_atomic_rmw %m[%c0] : memref<?xf32> {
      ^bb0(%cur: f32):
        %x = arith.addf %cur, %old : f32
        memref.atomic_yield %x : f32
      }
      %sq = math.sqrt %r : f32
      %c0_i32 = arith.constant 0 : i32
      %c32_i32 = arith.constant 32 : i32
      %v, %ok = gpu.shuffle xor %sq, %c0_i32, %c32_i32 : f32
      %w = memref.load %n[%c0, %tid] : memref<4x?xf32>
      %d = arith.divf %v, %w : f32
      memref.store %d, %n[%c0, %tid] : memref<4x?xf32>
      gpu.return
    }
  }
}
