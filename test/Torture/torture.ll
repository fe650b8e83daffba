; Kernels that break naive analyses: for each, no crash, a prediction or a
; clear note, and what is not modelled is named.
; RUN: opt -load-pass-plugin=%lhf_plugin -passes='print<lhf>' -lhf-gpu=a100-40gb \
; RUN:   -lhf-block=128 -lhf-grid=1024 -lhf-regs=32 -lhf-arg=n=0 -disable-output %s \
; RUN:   | FileCheck %s
; The same through codegen (llc), for the machine pass.
; RUN: llc -march=nvptx64 -mcpu=sm_80 -load=%lhf_plugin %s -o /dev/null \
; RUN:   -lhf-gpu=a100-40gb -lhf-block=128 -lhf-grid=1024 -lhf-regs=32 \
; RUN:   -lhf-arg=n=0 -pass-remarks-analysis=lhf 2>&1 | FileCheck %s --check-prefix=MIR

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sh = internal addrspace(3) global [256 x float] undef, align 4

; CHECK-LABEL: 'empty'
; CHECK: segments: 1 static, NBB=1.00
; MIR-DAG: [MIR] kernel 'empty' on a100-40gb
define ptx_kernel void @empty() {
  ret void
}

; A device function, called (not inlined) and recursive.
define float @fact(float %x) {
  %c = fcmp olt float %x, 2.0
  br i1 %c, label %done, label %rec
rec:
  %y = fsub float %x, 1.0
  %r = call float @fact(float %y)
  %m = fmul float %x, %r
  ret float %m
done:
  ret float 1.0
}

; CHECK-LABEL: 'calls'
; CHECK: note: {{.*}}call to 'fact' not inlined: its body is not analysed, counted as 1 instruction, assumed
; CHECK: note: {{.*}}indirect call: callee not analysed, counted as 1 instruction, assumed
; CHECK: note: {{.*}}inline asm: 1 instruction(s) counted as 1 issue cycle each, assumed
define ptx_kernel void @calls(ptr addrspace(1) %p, ptr %fp) {
  %v = load float, ptr addrspace(1) %p
  %f = call float @fact(float %v)
  %g = call float %fp(float %f)
  %h = call float asm "add.f32 $0, $1, $1; mul.f32 $0, $0, $0; nanosleep.u32 64;", "=f,f"(float %g)
  store float %h, ptr addrspace(1) %p
  ret void
}

; Shuffles, votes, atomics with and without a used result.
; CHECK-LABEL: 'warp_ops'
; CHECK-NOT: not modelled
; CHECK: TimeTotal:
define ptx_kernel void @warp_ops(ptr addrspace(1) %p, ptr addrspace(1) %cnt) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %q = getelementptr i32, ptr addrspace(1) %p, i32 %t
  %x = load i32, ptr addrspace(1) %q
  %s = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %x, i32 16, i32 31)
  %b = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 true)
  %a = atomicrmw add ptr addrspace(1) %cnt, i32 %s monotonic
  %old = atomicrmw add ptr addrspace(1) %cnt, i32 %b monotonic
  store i32 %old, ptr addrspace(1) %q
  ret void
}

; Asynchronous-copy intrinsics (issue 15): a 4-byte cp.async per thread,
; every lane the same address (one 32-byte sector from global, one pass of
; 128 B into shared per warp), committed, and waited for by wait.all: the
; wait ends the first segment. The block's other warps copy the same
; sector: L1 hits but for the first, whose share of DRAM's latency is added
; (53 cycles; docs/model.md section 30).
; CHECK-LABEL: 'async_and_mma'
; CHECK: segments: 2 static, NBB=2.00
; CHECK-NEXT: seg
; CHECK-NEXT: 0 1.0 {{.*}} 160 53 {{.*}} con wait:l1
define ptx_kernel void @async_and_mma(ptr addrspace(1) %g) {
  %d = getelementptr float, ptr addrspace(3) @sh, i32 0
  call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) %d, ptr addrspace(1) %g)
  call void @llvm.nvvm.cp.async.commit.group()
  call void @llvm.nvvm.cp.async.wait.all()
  ret void
}

; Irreducible control flow: two entries into a cycle.
; CHECK-LABEL: 'irreducible'
; CHECK: TimeTotal:
define ptx_kernel void @irreducible(ptr addrspace(1) %p, i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  %x = load float, ptr addrspace(1) %p
  %y = fadd float %x, 1.0
  store float %y, ptr addrspace(1) %p
  br i1 %c, label %b, label %exit
b:
  %z = load float, ptr addrspace(1) %p
  store float %z, ptr addrspace(1) %p
  br i1 %c, label %a, label %exit
exit:
  ret void
}

; A loop bound to run zero times (n = 0) and one of 2^40 iterations.
; CHECK-LABEL: 'zero_trip'
; CHECK: NBB=1.00
define ptx_kernel void @zero_trip(ptr addrspace(1) %p, i32 %n) {
entry:
  %c0 = icmp sgt i32 %n, 0
  br i1 %c0, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %q = getelementptr float, ptr addrspace(1) %p, i32 %i
  %x = load float, ptr addrspace(1) %q
  %y = fadd float %x, 1.0
  store float %y, ptr addrspace(1) %q
  %i1 = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; 2^40 iterations of a loop with no switch point: one segment whose ILP is
; 2^40 x 4 instructions x 0.5 cycles (+ the store), no overflow.
; CHECK-LABEL: 'huge_trip'
; CHECK: NBB=1.00
; CHECK: 0    1.0 2199023255554.0
; CHECK: TimeTotal: 87960930222160 cycles
define ptx_kernel void @huge_trip(ptr addrspace(1) %p) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %y, %loop ]
  %y = fadd float %acc, 1.0
  %i1 = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i1, 1099511627776
  br i1 %c, label %loop, label %exit
exit:
  store float %y, ptr addrspace(1) %p
  ret void
}

; Dynamic parallelism.
; CHECK-LABEL: 'launcher'
; CHECK: note: {{.*}}dynamic parallelism launch: the child grid is not modelled
define ptx_kernel void @launcher(ptr %buf) {
  %r = call i32 @cudaLaunchDeviceV2(ptr %buf, ptr null)
  ret void
}

declare i32 @cudaLaunchDeviceV2(ptr, ptr)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1)
declare void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3), ptr addrspace(1))
declare void @llvm.nvvm.cp.async.commit.group()
declare void @llvm.nvvm.cp.async.wait.all()
