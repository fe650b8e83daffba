; ModuleID = 'fuzz/corpus/ir/test_IR_schedule.ll'
source_filename = "fuzz/corpus/ir/test_IR_schedule.ll"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [2048 x float] undef, align 4

define ptx_kernel void @pairs(ptr addrspace(1) %a) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p0 = getelementptr float, ptr addrspace(1) %a, i32 %t
  %s0 = getelementptr float, ptr addrspace(3) @tile, i32 %t
  %x0 = load float, ptr addrspace(1) %p0, align 4
  store float %x0, ptr addrspace(3) %s0, align 4
  %p1 = getelementptr float, ptr addrspace(1) %p0, i32 256
  %s1 = getelementptr float, ptr addrspace(3) %s0, i32 256
  %x1 = load float, ptr addrspace(1) %p1, align 4
  store float %x1, ptr addrspace(3) %s1, align 4
  %p2 = getelementptr float, ptr addrspace(1) %p0, i32 512
  %s2 = getelementptr float, ptr addrspace(3) %s0, i32 512
  %x2 = load float, ptr addrspace(1) %p2, align 4
  store float %x2, ptr addrspace(3) %s2, align 4
  %p3 = getelementptr float, ptr addrspace(1) %p0, i32 768
  %s3 = getelementptr float, ptr addrspace(3) %s0, i32 768
  %x3 = load float, ptr addrspace(1) %p3, align 4
  store float %x3, ptr addrspace(3) %s3, align 4
  %p4 = getelementptr float, ptr addrspace(1) %p0, i32 1024
  %s4 = getelementptr float, ptr addrspace(3) %s0, i32 1024
  %x4 = load float, ptr addrspace(1) %p4, align 4
  store float %x4, ptr addrspace(3) %s4, align 4
  %p5 = getelementptr float, ptr addrspace(1) %p0, i32 1280
  %s5 = getelementptr float, ptr addrspace(3) %s0, i32 1280
  %x5 = load float, ptr addrspace(1) %p5, align 4
  store float %x5, ptr addrspace(3) %s5, align 4
  %p6 = getelementptr float, ptr addrspace(1) %p0, i32 1536
  %s6 = getelementptr float, ptr addrspace(3) %s0, i32 1536
  %x6 = load float, ptr addrspace(1) %p6, align 4
  store float %x6, ptr addrspace(3) %s6, align 4
  %p7 = getelementptr float, ptr addrspace(1) %p0, i32 1792
  %s7 = getelementptr float, ptr addrspace(3) %s0, i32 1792
  %x7 = load float, ptr addrspace(1) %p7, align 4
  store float %x7, ptr addrspace(3) %s7, align 4
  ret void
}

define ptx_kernel void @chase(ptr addrspace(1) %p, ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %q0 = getelementptr ptr addrspace(1), ptr addrspace(1) %p, i32 %t
  %q1 = load ptr addrspace(1), ptr addrspace(1) %q0, align 8
  %q2 = load ptr addrspace(1), ptr addrspace(1) %q1, align 8
  %q3 = load ptr addrspace(1), ptr addrspace(1) %q2, align 8
  %q4 = load ptr addrspace(1), ptr addrspace(1) %q3, align 8
  %q5 = load ptr addrspace(1), ptr addrspace(1) %q4, align 8
  %q6 = load ptr addrspace(1), ptr addrspace(1) %q5, align 8
  %q7 = load ptr addrspace(1), ptr addrspace(1) %q6, align 8
  %q8 = load ptr addrspace(1), ptr addrspace(1) %q7, align 8
  %o = getelementptr ptr addrspace(1), ptr addrspace(1) %out, i32 %t
  store ptr addrspace(1) %q8, ptr addrspace(1) %o, align 8
  ret void
}

define ptx_kernel void @twoloads(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %b, ptr addrspace(1) noalias %c, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %loop

loop:                                             ; preds = %loop, %entry
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi float [ 0.000000e+00, %entry ], [ %acc.next, %loop ]
  %idx = add i32 %i, %t
  %pa = getelementptr float, ptr addrspace(1) %a, i32 %idx
  %pb = getelementptr float, ptr addrspace(1) %b, i32 %idx
  %x = load float, ptr addrspace(1) %pa, align 4
  %y = load float, ptr addrspace(1) %pb, align 4
  %m = fmul float %x, %y
  %acc.next = fadd float %acc, %m
  %i.next = add nuw nsw i32 %i, 32
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:                                             ; preds = %loop
  %pc = getelementptr float, ptr addrspace(1) %c, i32 %t
  store float %acc.next, ptr addrspace(1) %pc, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
