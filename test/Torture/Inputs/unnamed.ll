target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @anon(ptr addrspace(1), i32) {
  store i32 %1, ptr addrspace(1) %0
  ret void
}
