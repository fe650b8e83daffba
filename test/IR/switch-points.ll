; Warp switch points (docs/model.md section 1) on hand-written kernels.
; RUN: %opt-lhf -passes='print<lhf>' -lhf-gpu=tesla-c1060 -lhf-block=64 \
; RUN:   -lhf-grid=240 -lhf-regs=10 -disable-output %s | FileCheck %s

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [64 x float] undef, align 4
@coef = internal addrspace(4) global [4 x float] zeroinitializer, align 4

; Two global loads, then their use: one switch point, before the fmul.
; Segment 0: tid read, gep, 2 loads = 4 x 4 = 16 cycles; the lane-indexed
; load moves 32 x 4 = 128 bytes, the uniform one a 32-byte segment per
; half-warp (compute capability 1.x coalesces by half-warp): 192 bytes.
; Segment 1: fmul, store, ret = 12 cycles, 128 bytes stored; it is the last
; segment, a sync segment on 1.x (paper 2.5). A store does not block the
; warp, but its latency bounds how fast the SM drains stores, so it counts
; as the segment's MemAccLa (docs/model.md section 7). Every block reads
; the same bytes: the 30 blocks of a wave reach one of GT200's 8 DRAM
; partitions (partition camping), so the bytes queue 8x as long: MemAccBw
; 8 x 192 / 2.615 = 587.3 (not 73.4), and 8 x 128 / 2.615 = 391.5.
; CHECK-LABEL: Printing analysis 'LHF' for function 'load_use':
; CHECK: segments: 2 static, NBB=2.00
; CHECK-NEXT: seg
; CHECK-NEXT: 0    1.0      16.0      12.0       192       550     587.3 {{.*}} con wait:global
; CHECK-NEXT: 1    1.0      12.0      16.0       128       550     391.5 {{.*}} sync
define ptx_kernel void @load_use(ptr addrspace(1) %a, ptr addrspace(1) %b) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %pa = getelementptr float, ptr addrspace(1) %a, i64 %i
  %x = load float, ptr addrspace(1) %pa
  %y = load float, ptr addrspace(1) %a
  %m = fmul float %x, %y
  store float %m, ptr addrspace(1) %pa
  ret void
}

; A store alone never switches; a barrier ends a sync segment.
; CHECK-LABEL: Printing analysis 'LHF' for function 'barrier':
; CHECK: segments: 2 static, NBB=2.00
; CHECK: 0    1.0      16.0       4.0       128        36       2.6       0.0  sync
; CHECK-NEXT: 1    1.0       4.0      16.0         0         0       0.0       0.0  sync
define ptx_kernel void @barrier(ptr addrspace(1) %a) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr float, ptr addrspace(3) @tile, i32 %t
  store float 1.0, ptr addrspace(3) %p
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  ret void
}

; Three independent loads (a float4 from global, 16 bytes per lane = 512
; per warp; a shared word, 128; a constant, 64) issue together and the
; warp waits once, on the slowest level (global): 704 bytes in segment 0.
; The block's two warps read 1 KiB of float4s, 4 of the 8 partitions: the
; global 512 bytes queue twice as long, MemAccBw 2 x 195.8.
; CHECK-LABEL: Printing analysis 'LHF' for function 'levels':
; CHECK: segments: 2 static, NBB=2.00
; CHECK: 0    1.0      28.0      16.0       704       550     391.5 {{.*}} wait:global
define ptx_kernel void @levels(ptr addrspace(1) %a, ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pv = getelementptr <4 x float>, ptr addrspace(1) %a, i32 %t
  %v = load <4 x float>, ptr addrspace(1) %pv
  %e = extractelement <4 x float> %v, i32 0
  %ps = getelementptr float, ptr addrspace(3) @tile, i32 %t
  %s = load float, ptr addrspace(3) %ps
  %s2 = fadd float %s, %e
  %pc = getelementptr float, ptr addrspace(4) @coef, i32 1
  %c = load float, ptr addrspace(4) %pc
  %r = fmul float %s2, %c
  %po = getelementptr float, ptr addrspace(1) %out, i32 %t
  store float %r, ptr addrspace(1) %po
  ret void
}

; Shared and constant loads wait on their own level when they are waited
; for alone.
; CHECK-LABEL: Printing analysis 'LHF' for function 'shared_wait':
; CHECK: 0    1.0 {{.*}}       128        36       2.6 {{.*}} wait:shared
define ptx_kernel void @shared_wait(ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ps = getelementptr float, ptr addrspace(3) @tile, i32 %t
  %s = load float, ptr addrspace(3) %ps
  %s2 = fadd float %s, 1.0
  %po = getelementptr float, ptr addrspace(1) %out, i32 %t
  store float %s2, ptr addrspace(1) %po
  ret void
}
; CHECK-LABEL: Printing analysis 'LHF' for function 'constant_wait':
; CHECK: 0    1.0 {{.*}}        64        36       1.3 {{.*}} wait:constant
define ptx_kernel void @constant_wait(ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pc = getelementptr float, ptr addrspace(4) @coef, i32 1
  %c = load float, ptr addrspace(4) %pc
  %r = fmul float %c, 2.0
  %po = getelementptr float, ptr addrspace(1) %out, i32 %t
  store float %r, ptr addrspace(1) %po
  ret void
}

; Generic pointers are traced to their object: a kernel parameter is global.
; CHECK-LABEL: Printing analysis 'LHF' for function 'generic':
; CHECK: 0    1.0      12.0      12.0       128       550 {{.*}} wait:global
; CHECK-NOT: generic pointer not traced
define ptx_kernel void @generic(ptr %a) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr float, ptr %a, i32 %t
  %x = load float, ptr %p
  %y = fadd float %x, 1.0
  store float %y, ptr %p
  ret void
}

; Device functions are not kernels.
; CHECK-LABEL: Printing analysis 'LHF' for function 'helper':
; CHECK-NEXT: not a kernel (no ptx_kernel calling convention)
define float @helper(float %x) {
  ret float %x
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
