; A loop whose count is read from memory (a graph's edges per node, a CSR
; row): no argument binds it, so the default trip count is assumed and the
; note says why. A bound reloaded inside the loop (the stores may change it)
; leaves scalar evolution an upper bound of -1, the unsigned type's largest:
; it was taken as a loop that runs once ("its upper bound 0 assumed",
; rodinia's bfs).
; RUN: %opt-lhf -passes='print<lhf>' -lhf-gpu=v100 -lhf-block=128 \
; RUN:   -lhf-grid=80 -lhf-regs=32 -lhf-default-trip=9 -disable-output %s \
; RUN:   2>&1 | FileCheck %s

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: 'reloaded'
; CHECK-NOT: upper bound
; CHECK: note: {{.*}}loop trip count unknown (its exit test reads memory): 9 assumed
define ptx_kernel void @reloaded(ptr addrspace(1) %first, ptr addrspace(1) %deg, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %fslot = getelementptr inbounds i32, ptr addrspace(1) %first, i32 %t
  %slot = getelementptr inbounds i32, ptr addrspace(1) %deg, i32 %t
  %n0 = load i32, ptr addrspace(1) %slot, align 4
  %s0 = load i32, ptr addrspace(1) %fslot, align 4
  %any = icmp sgt i32 %n0, 0
  br i1 %any, label %loop, label %exit

loop:
  %i = phi i32 [ %s0, %entry ], [ %inc, %loop ]
  %o = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %i
  store i32 %t, ptr addrspace(1) %o, align 4
  %inc = add nsw i32 %i, 1
  %n = load i32, ptr addrspace(1) %slot, align 4
  %s = load i32, ptr addrspace(1) %fslot, align 4
  %end = add nsw i32 %s, %n
  %more = icmp slt i32 %inc, %end
  br i1 %more, label %loop, label %exit

exit:
  ret void
}

; CHECK-LABEL: 'loaded_once'
; CHECK: note: {{.*}}loop trip count unknown (its exit test reads memory): 9 assumed
define ptx_kernel void @loaded_once(ptr addrspace(1) noalias %deg, ptr addrspace(1) noalias %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %slot = getelementptr inbounds i32, ptr addrspace(1) %deg, i32 %t
  %n = load i32, ptr addrspace(1) %slot, align 4
  %any = icmp sgt i32 %n, 0
  br i1 %any, label %loop, label %exit

loop:
  %i = phi i32 [ 0, %entry ], [ %inc, %loop ]
  %o = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %i
  store i32 %t, ptr addrspace(1) %o, align 4
  %inc = add nsw i32 %i, 1
  %more = icmp slt i32 %inc, %n
  br i1 %more, label %loop, label %exit

exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
