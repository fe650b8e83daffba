; ModuleID = 'fuzz/corpus/ir/test_IR_branches.ll'
source_filename = "fuzz/corpus/ir/test_IR_branches.ll"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @divergent(ptr addrspace(1) %p, i32 %0) #0 {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %odd = and i32 %t, 1
  %c = icmp eq i32 %odd, 0
  %x = sitofp i32 %t to float
  br i1 %c, label %then, label %else

then:                                             ; preds = %entry
  %a1 = fmul float %x, 2.000000e+00
  %a2 = fmul float %a1, 2.000000e+00
  %a3 = fmul float %a2, 2.000000e+00
  %a4 = fmul float %a3, 2.000000e+00
  %a5 = fmul float %a4, 2.000000e+00
  %a6 = fmul float %a5, 2.000000e+00
  %a7 = fmul float %a6, 2.000000e+00
  %a8 = fmul float %a7, 2.000000e+00
  br label %join

else:                                             ; preds = %entry
  %b1 = fmul float %x, 3.000000e+00
  %b2 = fmul float %b1, 3.000000e+00
  %b3 = fmul float %b2, 3.000000e+00
  %b4 = fmul float %b3, 3.000000e+00
  %b5 = fmul float %b4, 3.000000e+00
  %b6 = fmul float %b5, 3.000000e+00
  %b7 = fmul float %b6, 3.000000e+00
  %b8 = fmul float %b7, 3.000000e+00
  br label %join

join:                                             ; preds = %else, %then
  %r = phi float [ %a8, %then ], [ %b8, %else ]
  store float %r, ptr addrspace(1) %p, align 4
  ret void
}

define ptx_kernel void @uniform(ptr addrspace(1) %p, i32 %flag) #0 {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp eq i32 %flag, 0
  %x = sitofp i32 %t to float
  br i1 %c, label %then, label %else

then:                                             ; preds = %entry
  %a1 = fmul float %x, 2.000000e+00
  %a2 = fmul float %a1, 2.000000e+00
  %a3 = fmul float %a2, 2.000000e+00
  %a4 = fmul float %a3, 2.000000e+00
  %a5 = fmul float %a4, 2.000000e+00
  %a6 = fmul float %a5, 2.000000e+00
  %a7 = fmul float %a6, 2.000000e+00
  %a8 = fmul float %a7, 2.000000e+00
  br label %join

else:                                             ; preds = %entry
  br label %join

join:                                             ; preds = %else, %then
  %r = phi float [ %a8, %then ], [ %x, %else ]
  store float %r, ptr addrspace(1) %p, align 4
  ret void
}

define ptx_kernel void @first_warp(ptr addrspace(1) %p) #0 {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %t, 32
  %x = sitofp i32 %t to float
  br i1 %c, label %then, label %join

then:                                             ; preds = %entry
  %a1 = fmul float %x, 2.000000e+00
  %a2 = fmul float %a1, 2.000000e+00
  %a3 = fmul float %a2, 2.000000e+00
  %a4 = fmul float %a3, 2.000000e+00
  %a5 = fmul float %a4, 2.000000e+00
  %a6 = fmul float %a5, 2.000000e+00
  %a7 = fmul float %a6, 2.000000e+00
  %a8 = fmul float %a7, 2.000000e+00
  br label %join

join:                                             ; preds = %then, %entry
  %r = phi float [ %a8, %then ], [ %x, %entry ]
  store float %r, ptr addrspace(1) %p, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { "nvvm.maxntid"="128" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
