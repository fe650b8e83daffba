// The MLIR level marks an atomic on one word for the whole grid as the IR
// level does (docs/model.md section 34): 262144 blocks of 8 warps, one float
// atomicAdd per thread, which the warp makes as one request: 2097152 warp
// atomics x 3.06 cycles on the H200, the same number as
// test/CUDA/atomic-one-word.cu's at the IR and machine levels.
//
// RUN: %mlir-opt-lhf --pass-pipeline='builtin.module(gpu.module(lhf-analysis{gpu=h200 block=256 grid=262144}))' \
// RUN:   %s -o /dev/null 2>&1 | FileCheck %s
//
// CHECK: remark: [MLIR] kernel 'sum(float const*, float*)' on h200 (gpu option): predicted 6417285 cycles (3241.053 us) = the grid's atomics on one word, more than TimeOneRep
// CHECK: atomic-one-word.mlir:[[@LINE+11]]:14: remark: atomics on one word: the grid's 2097152 warp atomics on one word queue at one L2 slice: 6417285 cycles, 3.06 each
module attributes {gpu.container_module} {
  gpu.module @k {
    llvm.func ptx_kernelcc @_Z3sumPKfPf(%in: !llvm.ptr<1> loc("in"), %out: !llvm.ptr<1> loc("out")) {
      %tid = nvvm.read.ptx.sreg.tid.x : i32
      %bid = nvvm.read.ptx.sreg.ctaid.x : i32
      %ntid = nvvm.read.ptx.sreg.ntid.x : i32
      %b = llvm.mul %bid, %ntid : i32
      %i = llvm.add %b, %tid : i32
      %p = llvm.getelementptr %in[%i] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %x = llvm.load %p : !llvm.ptr<1> -> f32
      %old = llvm.atomicrmw fadd %out, %x monotonic : !llvm.ptr<1>, f32
      llvm.return
    }
  }
}
