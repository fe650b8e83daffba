; ModuleID = 'fuzz/corpus/ir/test_IR_switch-points.ll'
source_filename = "fuzz/corpus/ir/test_IR_switch-points.ll"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [64 x float] undef, align 4
@coef = internal addrspace(4) global [4 x float] zeroinitializer, align 4

define ptx_kernel void @load_use(ptr addrspace(1) %a, ptr addrspace(1) %b) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %pa = getelementptr float, ptr addrspace(1) %a, i64 %i
  %x = load float, ptr addrspace(1) %pa, align 4
  %y = load float, ptr addrspace(1) %a, align 4
  %m = fmul float %x, %y
  store float %m, ptr addrspace(1) %pa, align 4
  ret void
}

define ptx_kernel void @barrier(ptr addrspace(1) %a) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr float, ptr addrspace(3) @tile, i32 %t
  store float 1.000000e+00, ptr addrspace(3) %p, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  ret void
}

define ptx_kernel void @levels(ptr addrspace(1) %a, ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pv = getelementptr <4 x float>, ptr addrspace(1) %a, i32 %t
  %v = load <4 x float>, ptr addrspace(1) %pv, align 16
  %e = extractelement <4 x float> %v, i32 0
  %ps = getelementptr float, ptr addrspace(3) @tile, i32 %t
  %s = load float, ptr addrspace(3) %ps, align 4
  %s2 = fadd float %s, %e
  %pc = getelementptr float, ptr addrspace(4) @coef, i32 1
  %c = load float, ptr addrspace(4) %pc, align 4
  %r = fmul float %s2, %c
  %po = getelementptr float, ptr addrspace(1) %out, i32 %t
  store float %r, ptr addrspace(1) %po, align 4
  ret void
}

define ptx_kernel void @shared_wait(ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ps = getelementptr float, ptr addrspace(3) @tile, i32 %t
  %s = load float, ptr addrspace(3) %ps, align 4
  %s2 = fadd float %s, 1.000000e+00
  %po = getelementptr float, ptr addrspace(1) %out, i32 %t
  store float %s2, ptr addrspace(1) %po, align 4
  ret void
}

define ptx_kernel void @constant_wait(ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pc = getelementptr float, ptr addrspace(4) @coef, i32 1
  %c = load float, ptr addrspace(4) %pc, align 4
  %r = fmul float %c, 2.000000e+00
  %po = getelementptr float, ptr addrspace(1) %out, i32 %t
  store float %r, ptr addrspace(1) %po, align 4
  ret void
}

define ptx_kernel void @generic(ptr %a) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr float, ptr %a, i32 %t
  %x = load float, ptr %p, align 4
  %y = fadd float %x, 1.000000e+00
  store float %y, ptr %p, align 4
  ret void
}

define float @helper(float %x) {
  ret float %x
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind }
