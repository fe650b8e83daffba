; Switch points as the GPU runs the code (issue 13): the model's region
; scheduler issues loads as early as their operands allow and switches
; only when nothing can issue until a load is back; the IR (opt) and
; machine (llc) front ends give the same segments, as does MLIR
; (test/MLIR/schedule.mlir, the same kernels).
; RUN: %opt-lhf -passes='print<lhf>' -lhf-gpu=h100-sxm -lhf-block=256 \
; RUN:   -lhf-grid=132 -lhf-regs=32 -lhf-arg=n=1024 -disable-output %s \
; RUN:   | FileCheck %s
; RUN: llc -march=nvptx64 -mcpu=sm_90 -O3 -load=%lhf_plugin %s -o /dev/null \
; RUN:   -pass-remarks-analysis=lhf -lhf-gpu=h100-sxm -lhf-block=256 \
; RUN:   -lhf-grid=132 -lhf-arg=n=1024 2>&1 | FileCheck %s --check-prefix=MIR
;
; Eight (global load -> shared store) pairs: the stores wait, the next
; loads do not (another space): one segment issues all eight loads
; (8 x 128 = 1024 bytes), the next the eight stores.
; CHECK-LABEL: Printing analysis 'LHF' for function 'pairs':
; CHECK: segments: 2 static, NBB=2.00
; Every block loads the same 8 KB: the loads wait on the L2 (279 cycles,
; the first block's misses' share of DRAM's latency added; docs/model.md
; section 30).
; CHECK: 0    1.0 {{[0-9.]+ +[0-9.]+}}      1024       279 {{.*}} wait:l2
; CHECK-NEXT: 1    1.0 {{[0-9.]+ +[0-9.]+}}      1024        23
; MIR: [MIR] kernel 'pairs' {{.*}} NBB 2,
;
; A pointer chase of eight loads: each needs the one before, eight waits.
; CHECK-LABEL: Printing analysis 'LHF' for function 'chase':
; CHECK: segments: 9 static, NBB=9.00
; MIR: [MIR] kernel 'chase' {{.*}} NBB 9,
;
; A loop body with two independent loads: one wait per iteration (n = 1024,
; step 32: 32 iterations). ptxas unrolls such a loop (small, a constant
; step, a run-time count) by 4 and issues the 4 iterations' loads before
; the first use (docs/model.md section 36): 8 waits of 4 iterations' bytes
; (1024 per warp), NBB = 8 + 1.
; CHECK-LABEL: Printing analysis 'LHF' for function 'twoloads':
; CHECK: segments: 3 static, NBB=9.00
; Iteration k+1 reads what the next warp read in iteration k: L1 hits
; but for one warp's sectors in eight (131 cycles).
; CHECK: 1    7.0 {{[0-9.]+ +[0-9.]+}}      1024       131 {{.*}} wait:l1 loop
; MIR: [MIR] kernel 'twoloads' {{.*}} NBB 9,

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [2048 x float] undef, align 4

define ptx_kernel void @pairs(ptr addrspace(1) %a) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p0 = getelementptr float, ptr addrspace(1) %a, i32 %t
  %s0 = getelementptr float, ptr addrspace(3) @tile, i32 %t
  %x0 = load float, ptr addrspace(1) %p0
  store float %x0, ptr addrspace(3) %s0
  %p1 = getelementptr float, ptr addrspace(1) %p0, i32 256
  %s1 = getelementptr float, ptr addrspace(3) %s0, i32 256
  %x1 = load float, ptr addrspace(1) %p1
  store float %x1, ptr addrspace(3) %s1
  %p2 = getelementptr float, ptr addrspace(1) %p0, i32 512
  %s2 = getelementptr float, ptr addrspace(3) %s0, i32 512
  %x2 = load float, ptr addrspace(1) %p2
  store float %x2, ptr addrspace(3) %s2
  %p3 = getelementptr float, ptr addrspace(1) %p0, i32 768
  %s3 = getelementptr float, ptr addrspace(3) %s0, i32 768
  %x3 = load float, ptr addrspace(1) %p3
  store float %x3, ptr addrspace(3) %s3
  %p4 = getelementptr float, ptr addrspace(1) %p0, i32 1024
  %s4 = getelementptr float, ptr addrspace(3) %s0, i32 1024
  %x4 = load float, ptr addrspace(1) %p4
  store float %x4, ptr addrspace(3) %s4
  %p5 = getelementptr float, ptr addrspace(1) %p0, i32 1280
  %s5 = getelementptr float, ptr addrspace(3) %s0, i32 1280
  %x5 = load float, ptr addrspace(1) %p5
  store float %x5, ptr addrspace(3) %s5
  %p6 = getelementptr float, ptr addrspace(1) %p0, i32 1536
  %s6 = getelementptr float, ptr addrspace(3) %s0, i32 1536
  %x6 = load float, ptr addrspace(1) %p6
  store float %x6, ptr addrspace(3) %s6
  %p7 = getelementptr float, ptr addrspace(1) %p0, i32 1792
  %s7 = getelementptr float, ptr addrspace(3) %s0, i32 1792
  %x7 = load float, ptr addrspace(1) %p7
  store float %x7, ptr addrspace(3) %s7
  ret void
}

define ptx_kernel void @chase(ptr addrspace(1) %p, ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %q0 = getelementptr ptr addrspace(1), ptr addrspace(1) %p, i32 %t
  %q1 = load ptr addrspace(1), ptr addrspace(1) %q0
  %q2 = load ptr addrspace(1), ptr addrspace(1) %q1
  %q3 = load ptr addrspace(1), ptr addrspace(1) %q2
  %q4 = load ptr addrspace(1), ptr addrspace(1) %q3
  %q5 = load ptr addrspace(1), ptr addrspace(1) %q4
  %q6 = load ptr addrspace(1), ptr addrspace(1) %q5
  %q7 = load ptr addrspace(1), ptr addrspace(1) %q6
  %q8 = load ptr addrspace(1), ptr addrspace(1) %q7
  %o = getelementptr ptr addrspace(1), ptr addrspace(1) %out, i32 %t
  store ptr addrspace(1) %q8, ptr addrspace(1) %o
  ret void
}

define ptx_kernel void @twoloads(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %b, ptr addrspace(1) noalias %c, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc.next, %loop ]
  %idx = add i32 %i, %t
  %pa = getelementptr float, ptr addrspace(1) %a, i32 %idx
  %pb = getelementptr float, ptr addrspace(1) %b, i32 %idx
  %x = load float, ptr addrspace(1) %pa
  %y = load float, ptr addrspace(1) %pb
  %m = fmul float %x, %y
  %acc.next = fadd float %acc, %m
  %i.next = add nuw nsw i32 %i, 32
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit
exit:
  %pc = getelementptr float, ptr addrspace(1) %c, i32 %t
  store float %acc.next, ptr addrspace(1) %pc
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
