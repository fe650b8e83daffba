; Issue 14: the reference simulator with a loop whose segments run 2^32
; times or more (a 64-bit n bound to 4294967295): the trace length
; overflowed an unsigned (undefined behaviour, then an empty trace read:
; SIGSEGV in opt, llc and clang). Now the trace is scaled as for any long
; loop, and the time is said (the remark of the simulator run).
; RUN: %opt-lhf -passes=lhf-analysis -lhf-gpu=v100 -lhf-block=128 -lhf-grid=80 \
; RUN:   -lhf-regs=32 -lhf-model=sim -lhf-arg=n=4294967295 -disable-output %s \
; RUN:   -pass-remarks-analysis=lhf 2>&1 | FileCheck %s
; CHECK: [IR] kernel 'longloop' on v100 (-lhf-gpu): predicted {{[1-9][0-9]+}} cycles

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @longloop(ptr addrspace(1) %a, i64 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc.next, %loop ]
  %idx = add i64 %i, %t64
  %idx.m = and i64 %idx, 1048575
  %p = getelementptr float, ptr addrspace(1) %a, i64 %idx.m
  %x = load float, ptr addrspace(1) %p
  %acc.next = fadd float %acc, %x
  %i.next = add nuw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit

exit:
  %po = getelementptr float, ptr addrspace(1) %a, i64 %t64
  store float %acc.next, ptr addrspace(1) %po
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
