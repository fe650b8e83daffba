// Tensor cores and asynchronous copies at the MLIR level (issue 15): the
// NVVM dialect's operations, NVVM intrinsics called by name and inline PTX
// go through the model's one classifier (lib/Model/MatrixOps.cpp), so the
// kernels of test/IR/tensor.ll give the same numbers here.
//
// mma_loop: 16 mma m16n8k16 (fp16 in, fp32 accumulate: 4096 FLOP each) per
// iteration, 15 nvvm.mma.sync and one in inline PTX, 1000 iterations. On
// h100-sxm the matrix pipe does 2729.6 FLOP/clk/SM for that type: 65536 /
// 2729.6 = 24.0 cycles per warp per iteration, more than its issue.
// RUN: %mlir-opt-lhf --pass-pipeline='builtin.module(gpu.module(lhf-analysis{gpu=h100-sxm block=128 grid=132 print=1}))' \
// RUN:   %s -o /dev/null 2>&1 | FileCheck %s
// The loop has no switch point: one segment of 24009.4 cycles per warp, as
// at the IR level.
// CHECK-LABEL: Printing analysis 'LHF' for kernel 'mma_loop':
// CHECK: segments: 1 static
// CHECK-NEXT: seg
// CHECK-NEXT: 0 1.0 24009.4 24009.4 0
// CHECK: bottleneck: tensor pipe
//
// copy_wait0: a 16-byte cp.async per thread, committed and waited for at
// once: the wait is the switch point (512 B from global and 512 B into
// shared memory per warp: 1024 B, waiting the DRAM latency, 679 cycles).
// copy_wait1: wait_group 1 leaves the newest group in flight: no switch
// point. copy_intrinsic: the same as copy_wait0 through the NVVM intrinsics
// called by name (the wait's count is an operand).
// CHECK-LABEL: Printing analysis 'LHF' for kernel 'copy_wait0':
// CHECK: segments: 2 static
// CHECK-NEXT: seg
// CHECK-NEXT: 0 1.0 {{.*}} 1024 679 {{.*}} con wait:global
// The hint asks for one more pipeline stage: a buffer of the copies one
// iteration lands, 4 warps x 512 B = 2048 B per block (the block's shared
// memory is not given: no claim about occupancy).
// CHECK: pipeline stages: segment 0 waits 679 cycles for its asynchronous copies (cp.async (16 B per thread), global); 4 warps per SM hide only 0% of it: too few pipeline stages: issue each copy one stage further ahead of its wait (one more buffer of 2048 bytes per block)
// CHECK: note: {{.*}}tensor.mlir:{{[0-9]+}}: cp.async (NVVM): the lanes' addresses are not analysed at the MLIR level: taken as coalesced and free of bank conflicts, a lower bound for it
// CHECK-LABEL: Printing analysis 'LHF' for kernel 'copy_wait1':
// CHECK: segments: 1 static
// CHECK-LABEL: Printing analysis 'LHF' for kernel 'copy_intrinsic':
// CHECK: segments: 2 static
// CHECK-NEXT: seg
// CHECK-NEXT: 0 1.0 {{.*}} 1024 679 {{.*}} con wait:global
//
// ldmatrix x4: 512 bytes per warp from shared memory, waited for by the
// store of its result.
// CHECK-LABEL: Printing analysis 'LHF' for kernel 'ldmatrix_then_use':
// CHECK: segments: 2 static
// CHECK-NEXT: seg
// CHECK-NEXT: 0 1.0 {{.*}} 512 23 {{.*}} con wait:shared
//
// bulk_wait: a 4096-byte bulk copy (its size a constant operand) waited for
// by the mbarrier wait after it: 4096 B from global and into shared memory
// (then the shared load of the data waits before its store).
// CHECK-LABEL: Printing analysis 'LHF' for kernel 'bulk_wait':
// CHECK: segments: 3 static
// CHECK-NEXT: seg
// CHECK-NEXT: 0 1.0 {{.*}} 8192 679 {{.*}} con wait:global
// CHECK: cp.async.bulk (4096 B per instruction): 4096 B in 128 sectors (ideal 4096 B in 128), global
//
// What is not modelled is said, with a lower bound: wgmma's operand reads
// and latency, a TMA tensor copy written as inline PTX, a sparse mma.
// CHECK-LABEL: Printing analysis 'LHF' for kernel 'lower_bounds':
// CHECK: note: {{.*}}tensor.mlir:{{[0-9]+}}: wgmma (NVVM): its operands' shared-memory reads and its latency are not counted: the prediction is a lower bound
// CHECK: note: {{.*}}tensor.mlir:{{[0-9]+}}: cp.async.bulk.tensor (inline asm): not modelled yet (its memory traffic and waits are not counted): the prediction is a lower bound
//
// On a GPU without tensor cores: a clear error naming the type.
// RUN: %mlir-opt-lhf --pass-pipeline='builtin.module(gpu.module(lhf-analysis{gpu=g80 block=128 grid=132}))' \
// RUN:   %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=G80
// G80: kernel 'mma_loop' on g80 {{.*}}cannot launch: the kernel uses fp16_fp32acc tensor-core (matrix) instructions, which g80 (compute capability 1.0) does not have

module attributes {gpu.container_module} {
  gpu.module @tc {
    gpu.func @mma_loop(%n: index) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c1000 = arith.constant 1000 : index
      %h = llvm.mlir.constant(dense<1.0> : vector<2xf16>) : vector<2xf16>
      %zero = llvm.mlir.constant(0.0 : f32) : f32
      %one = llvm.mlir.constant(1 : i32) : i32
      %r = scf.for %i = %c0 to %c1000 step %c1 iter_args(%x0 = %zero) -> (f32) {
        %d0 = nvvm.mma.sync A[%h, %h, %h, %h] B[%h, %h] C[%x0, %x0, %x0, %x0] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
        %x1 = llvm.extractvalue %d0[0] : !llvm.struct<(f32, f32, f32, f32)>
        %d1 = nvvm.mma.sync A[%h, %h, %h, %h] B[%h, %h] C[%x1, %x1, %x1, %x1] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
        %x2 = llvm.extractvalue %d1[0] : !llvm.struct<(f32, f32, f32, f32)>
        %d2 = nvvm.mma.sync A[%h, %h, %h, %h] B[%h, %h] C[%x2, %x2, %x2, %x2] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
        %x3 = llvm.extractvalue %d2[0] : !llvm.struct<(f32, f32, f32, f32)>
        %d3 = nvvm.mma.sync A[%h, %h, %h, %h] B[%h, %h] C[%x3, %x3, %x3, %x3] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
        %x4 = llvm.extractvalue %d3[0] : !llvm.struct<(f32, f32, f32, f32)>
        %d4 = nvvm.mma.sync A[%h, %h, %h, %h] B[%h, %h] C[%x4, %x4, %x4, %x4] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
        %x5 = llvm.extractvalue %d4[0] : !llvm.struct<(f32, f32, f32, f32)>
        %d5 = nvvm.mma.sync A[%h, %h, %h, %h] B[%h, %h] C[%x5, %x5, %x5, %x5] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
        %x6 = llvm.extractvalue %d5[0] : !llvm.struct<(f32, f32, f32, f32)>
        %d6 = nvvm.mma.sync A[%h, %h, %h, %h] B[%h, %h] C[%x6, %x6, %x6, %x6] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
        %x7 = llvm.extractvalue %d6[0] : !llvm.struct<(f32, f32, f32, f32)>
        %d7 = nvvm.mma.sync A[%h, %h, %h, %h] B[%h, %h] C[%x7, %x7, %x7, %x7] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
        %x8 = llvm.extractvalue %d7[0] : !llvm.struct<(f32, f32, f32, f32)>
        %d8 = nvvm.mma.sync A[%h, %h, %h, %h] B[%h, %h] C[%x8, %x8, %x8, %x8] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
        %x9 = llvm.extractvalue %d8[0] : !llvm.struct<(f32, f32, f32, f32)>
        %d9 = nvvm.mma.sync A[%h, %h, %h, %h] B[%h, %h] C[%x9, %x9, %x9, %x9] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
        %x10 = llvm.extractvalue %d9[0] : !llvm.struct<(f32, f32, f32, f32)>
        %d10 = nvvm.mma.sync A[%h, %h, %h, %h] B[%h, %h] C[%x10, %x10, %x10, %x10] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
        %x11 = llvm.extractvalue %d10[0] : !llvm.struct<(f32, f32, f32, f32)>
        %d11 = nvvm.mma.sync A[%h, %h, %h, %h] B[%h, %h] C[%x11, %x11, %x11, %x11] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
        %x12 = llvm.extractvalue %d11[0] : !llvm.struct<(f32, f32, f32, f32)>
        %d12 = nvvm.mma.sync A[%h, %h, %h, %h] B[%h, %h] C[%x12, %x12, %x12, %x12] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
        %x13 = llvm.extractvalue %d12[0] : !llvm.struct<(f32, f32, f32, f32)>
        %d13 = nvvm.mma.sync A[%h, %h, %h, %h] B[%h, %h] C[%x13, %x13, %x13, %x13] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
        %x14 = llvm.extractvalue %d13[0] : !llvm.struct<(f32, f32, f32, f32)>
        %d14 = nvvm.mma.sync A[%h, %h, %h, %h] B[%h, %h] C[%x14, %x14, %x14, %x14] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
        %x15 = llvm.extractvalue %d14[0] : !llvm.struct<(f32, f32, f32, f32)>
        %x16 = llvm.inline_asm has_side_effects "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0}, {$1}, {$1}, {$0};", "=f,r,0" %one, %x15 : (i32, f32) -> f32
        scf.yield %x16 : f32
      }
      gpu.return
    }
    gpu.func @copy_wait0(%src: !llvm.ptr<1>, %dst: !llvm.ptr<3>) kernel {
      %t = nvvm.read.ptx.sreg.tid.x : i32
      %s = llvm.getelementptr %src[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, vector<4xf32>
      %d = llvm.getelementptr %dst[%t] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, vector<4xf32>
      nvvm.cp.async.shared.global %d, %s, 16, cache = cg : !llvm.ptr<3>, !llvm.ptr<1>
      nvvm.cp.async.commit.group
      nvvm.cp.async.wait.group 0
      gpu.return
    }
    gpu.func @copy_wait1(%src: !llvm.ptr<1>, %dst: !llvm.ptr<3>) kernel {
      %t = nvvm.read.ptx.sreg.tid.x : i32
      %s = llvm.getelementptr %src[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, vector<4xf32>
      %d = llvm.getelementptr %dst[%t] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, vector<4xf32>
      nvvm.cp.async.shared.global %d, %s, 16, cache = cg : !llvm.ptr<3>, !llvm.ptr<1>
      nvvm.cp.async.commit.group
      nvvm.cp.async.wait.group 1
      gpu.return
    }
    gpu.func @copy_intrinsic(%src: !llvm.ptr<1>, %dst: !llvm.ptr<3>) kernel {
      %t = nvvm.read.ptx.sreg.tid.x : i32
      %zero = llvm.mlir.constant(0 : i32) : i32
      %s = llvm.getelementptr %src[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, vector<4xf32>
      %d = llvm.getelementptr %dst[%t] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, vector<4xf32>
      llvm.call_intrinsic "llvm.nvvm.cp.async.cg.shared.global.16"(%d, %s) : (!llvm.ptr<3>, !llvm.ptr<1>) -> ()
      llvm.call_intrinsic "llvm.nvvm.cp.async.commit.group"() : () -> ()
      llvm.call_intrinsic "llvm.nvvm.cp.async.wait.group"(%zero) : (i32) -> ()
      gpu.return
    }
    gpu.func @ldmatrix_then_use(%out: !llvm.ptr<1>, %buf: !llvm.ptr<3>) kernel {
      %m = nvvm.ldmatrix %buf {num = 4 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
      %r = llvm.extractvalue %m[0] : !llvm.struct<(i32, i32, i32, i32)>
      llvm.store %r, %out : i32, !llvm.ptr<1>
      gpu.return
    }
    gpu.func @bulk_wait(%src: !llvm.ptr<1>, %out: !llvm.ptr<1>, %buf: !llvm.ptr<3>, %bar: !llvm.ptr<3>) kernel {
      %size = llvm.mlir.constant(4096 : i32) : i32
      %phase = llvm.mlir.constant(0 : i32) : i32
      %ticks = llvm.mlir.constant(1000000 : i32) : i32
      %dst = llvm.addrspacecast %buf : !llvm.ptr<3> to !llvm.ptr<7>
      nvvm.cp.async.bulk.shared.cluster.global %dst, %src, %bar, %size : !llvm.ptr<7>, !llvm.ptr<1>
      nvvm.mbarrier.try_wait.parity %bar, %phase, %ticks : !llvm.ptr<3>, i32, i32
      %v = llvm.load %buf : !llvm.ptr<3> -> f32
      llvm.store %v, %out : f32, !llvm.ptr<1>
      gpu.return
    }
    gpu.func @lower_bounds(%map: i64, %bar: i32, %da: i64) kernel {
      %acc0 = llvm.mlir.undef : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
      nvvm.wgmma.fence.aligned
      %acc = nvvm.wgmma.mma_async %da, %da, %acc0, <m = 64, n = 16, k = 16>, D[<f32>, <one>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
      nvvm.wgmma.commit.group.sync.aligned
      nvvm.wgmma.wait.group.sync.aligned 0
      llvm.inline_asm has_side_effects "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1, {0, 0}], [$0];", "r,l" %bar, %map : (i32, i64) -> ()
      gpu.return
    }
  }
}
