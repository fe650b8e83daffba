target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.memcpy.p1.p1.i64(ptr addrspace(1), ptr addrspace(1), i64, i1)
define ptx_kernel void @big(ptr addrspace(1) align 16 %d, ptr addrspace(1) align 16 %s) {
  call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) align 16 %d, ptr addrspace(1) align 16 %s, i64 256000000000, i1 false)
  ret void
}
define ptx_kernel void @small(ptr addrspace(1) align 16 %d, ptr addrspace(1) align 16 %s) {
  call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) align 16 %d, ptr addrspace(1) align 16 %s, i64 64, i1 false)
  ret void
}
