; ModuleID = 'fuzz/corpus/ir/test_Torture_sim-long-loop.ll'
source_filename = "fuzz/corpus/ir/test_Torture_sim-long-loop.ll"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @longloop(ptr addrspace(1) %a, i64 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  br label %loop

loop:                                             ; preds = %loop, %entry
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi float [ 0.000000e+00, %entry ], [ %acc.next, %loop ]
  %idx = add i64 %i, %t64
  %idx.m = and i64 %idx, 1048575
  %p = getelementptr float, ptr addrspace(1) %a, i64 %idx.m
  %x = load float, ptr addrspace(1) %p, align 4
  %acc.next = fadd float %acc, %x
  %i.next = add nuw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit

exit:                                             ; preds = %loop
  %po = getelementptr float, ptr addrspace(1) %a, i64 %t64
  store float %acc.next, ptr addrspace(1) %po, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
