; Which values a warp's lanes share. NVPTX's target hooks take the result
; of every call as divergent, intrinsics included, so LLVM's uniformity
; analysis called blockIdx.x and ceil(n / 512.0) divergent: a serial loop
; that one thread runs over ceil(n / 512.0) partial sums (rodinia's
; particlefilter) read its sums "not affine in the thread index
; (data-dependent)", 32 sectors a request with a coalescing hint of 30%,
; and its loop guard was a branch "whose threads may go different ways".
; lhf asks the same analysis with a target description that knows which
; intrinsics read the thread (KernelUniformity.h): one sector, no hint, no
; note.
; RUN: %opt-lhf -passes=lhf-analysis -lhf-gpu=a100-80gb -lhf-block=512 \
; RUN:   -lhf-grid=100 -lhf-regs=32 -lhf-all-hints -lhf-default-trip=16 \
; RUN:   -disable-output %s -pass-remarks-analysis=lhf 2>&1 | FileCheck %s
; CHECK-NOT: data-dependent
; CHECK-NOT: coalescing
; CHECK-NOT: may go different ways
; CHECK: remark: {{.*}}'serial_sum' on a100-80gb
; CHECK-NOT: data-dependent
; CHECK-NOT: coalescing
; CHECK-NOT: may go different ways

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @serial_sum(ptr addrspace(1) %partial, i32 %n) {
entry:
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %base = mul i32 %ntid, %ctaid
  %i = add i32 %base, %tid
  %first = icmp eq i32 %i, 0
  br i1 %first, label %count, label %exit

count:
  %nf = sitofp i32 %n to double
  %q = fdiv double %nf, 5.120000e+02
  %c = call double @llvm.ceil.f64(double %q)
  %blocks = fptosi double %c to i32
  %any = icmp sgt i32 %blocks, 0
  br i1 %any, label %loop, label %done

loop:
  %x = phi i32 [ 0, %count ], [ %x.next, %loop ]
  %s = phi double [ 0.0, %count ], [ %s.next, %loop ]
  %p = getelementptr inbounds double, ptr addrspace(1) %partial, i32 %x
  %v = load double, ptr addrspace(1) %p, align 8
  %s.next = fadd double %s, %v
  %x.next = add nuw nsw i32 %x, 1
  %more = icmp slt i32 %x.next, %blocks
  br i1 %more, label %loop, label %done

done:
  %sum = phi double [ 0.0, %count ], [ %s.next, %loop ]
  store double %sum, ptr addrspace(1) %partial, align 8
  br label %exit

exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare double @llvm.ceil.f64(double)
