; Modules that are not NVPTX, or have no kernels, get one note.
; RUN: %opt-lhf -passes=lhf-analysis -disable-output %s 2>&1 | FileCheck %s
; RUN: %opt-lhf -passes=lhf-analysis -disable-output %S/Inputs/no-kernels.ll \
; RUN:   2>&1 | FileCheck %s --check-prefix=NOK
; CHECK: note: lhf: module '{{.*}}not-nvptx.ll' targets 'x86_64-unknown-linux-gnu', not NVPTX: nothing analysed
; CHECK-NOT: remark
; NOK: note: lhf: module '{{.*}}no-kernels.ll' has no ptx_kernel functions: nothing analysed
target triple = "x86_64-unknown-linux-gnu"
define void @f() {
  ret void
}
