; A loop whose count reads an unbound size but whose types bound it: an
; unrolled loop's remainder, `n & 3` trips (after LSR it counts down, `-1 +
; (n & 3)`, whose unsigned bound is the type's). It ran the default trip
; count, as often as the loop it finishes (rodinia's streamcluster); now
; its upper bound, said.
; RUN: %opt-lhf -passes='print<lhf>' -lhf-gpu=v100 -lhf-block=128 \
; RUN:   -lhf-grid=80 -lhf-regs=32 -disable-output %s 2>&1 | FileCheck %s

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: 'remainder'
; CHECK-NOT: loop trip count unknown
; CHECK: note: {{.*}}loop trip count not known exactly: its upper bound 3 assumed
define ptx_kernel void @remainder(ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %rem = and i32 %n, 3
  %any = icmp ne i32 %rem, 0
  br i1 %any, label %loop, label %exit

loop:
  %left = phi i32 [ %rem, %entry ], [ %left.next, %loop ]
  %i = phi i32 [ %t, %entry ], [ %i.next, %loop ]
  %o = getelementptr inbounds float, ptr addrspace(1) %out, i32 %i
  store float 1.0, ptr addrspace(1) %o, align 4
  %i.next = add i32 %i, 128
  %left.next = add nsw i32 %left, -1
  %done = icmp eq i32 %left.next, 0
  br i1 %done, label %exit, label %loop

exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
