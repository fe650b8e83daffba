; ModuleID = 'fuzz/corpus/ir/test_Torture_Inputs_k.ll'
source_filename = "fuzz/corpus/ir/test_Torture_Inputs_k.ll"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, i32 %n) {
  store i32 %n, ptr addrspace(1) %p, align 4
  ret void
}
