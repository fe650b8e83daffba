; ModuleID = 'fuzz/corpus/ir/test_IR_Inputs_no-kernels.ll'
source_filename = "fuzz/corpus/ir/test_IR_Inputs_no-kernels.ll"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define float @device_only(float %x) {
  ret float %x
}
