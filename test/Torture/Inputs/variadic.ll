target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @va(ptr addrspace(1) %p, ...) {
  store i32 1, ptr addrspace(1) %p
  ret void
}
