; ModuleID = 'fuzz/corpus/ir/test_IR_loops.ll'
source_filename = "fuzz/corpus/ir/test_IR_loops.ll"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @sum(ptr addrspace(1) %a, i32 %n, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %loop

loop:                                             ; preds = %loop, %entry
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi float [ 0.000000e+00, %entry ], [ %acc.next, %loop ]
  %idx = add i32 %i, %t
  %p = getelementptr float, ptr addrspace(1) %a, i32 %idx
  %x = load float, ptr addrspace(1) %p, align 4
  %acc.next = fadd float %acc, %x
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit

exit:                                             ; preds = %loop
  %po = getelementptr float, ptr addrspace(1) %out, i32 %t
  store float %acc.next, ptr addrspace(1) %po, align 4
  ret void
}

define ptx_kernel void @nest(ptr addrspace(1) %out, float %x) {
entry:
  br label %outer

outer:                                            ; preds = %outer.latch, %entry
  %i = phi i32 [ 0, %entry ], [ %i.next, %outer.latch ]
  %acc0 = phi float [ %x, %entry ], [ %acc2, %outer.latch ]
  br label %inner

inner:                                            ; preds = %inner, %outer
  %j = phi i32 [ 0, %outer ], [ %j.next, %inner ]
  %acc1 = phi float [ %acc0, %outer ], [ %acc2, %inner ]
  %acc2 = fmul float %acc1, %x
  %j.next = add nuw nsw i32 %j, 1
  %cj = icmp ult i32 %j.next, 8
  br i1 %cj, label %inner, label %outer.latch

outer.latch:                                      ; preds = %inner
  %i.next = add nuw nsw i32 %i, 1
  %ci = icmp ult i32 %i.next, 4
  br i1 %ci, label %outer, label %exit

exit:                                             ; preds = %outer.latch
  store float %acc2, ptr addrspace(1) %out, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
