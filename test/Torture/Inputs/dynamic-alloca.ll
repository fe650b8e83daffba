target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare void @use(ptr)
define ptx_kernel void @k(ptr addrspace(1) %p, i32 %n) {
  %a = alloca float, i32 %n
  call void @use(ptr %a)
  %x = load float, ptr %a
  store float %x, ptr addrspace(1) %p
  ret void
}
