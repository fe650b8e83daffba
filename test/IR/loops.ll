; Loops: trip counts from scalar evolution, with arguments bound by
; -lhf-arg (by name or index); unknown counts use -lhf-default-trip and say
; so; nested loops multiply.
; RUN: %opt-lhf -passes='print<lhf>' -lhf-gpu=v100 -lhf-block=128 \
; RUN:   -lhf-grid=80 -lhf-regs=32 -lhf-arg=n=100 -disable-output %s \
; RUN:   | FileCheck %s --check-prefixes=CHECK,BOUND
; RUN: %opt-lhf -passes='print<lhf>' -lhf-gpu=v100 -lhf-block=128 \
; RUN:   -lhf-grid=80 -lhf-regs=32 -lhf-arg=1=100 -disable-output %s \
; RUN:   | FileCheck %s --check-prefixes=CHECK,BOUND
; RUN: %opt-lhf -passes='print<lhf>' -lhf-gpu=v100 -lhf-block=128 \
; RUN:   -lhf-grid=80 -lhf-regs=32 -lhf-default-trip=7 -disable-output %s \
; RUN:   | FileCheck %s --check-prefixes=CHECK,UNKNOWN

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; A loop whose body loads and uses: the body's load-use switch cuts it into
; the wrapped segment (use of iteration k, load of k+1), n-1 times. (Marked
; llvm.loop.unroll.disable, as LLVM marks the loops it leaves rolled: ptxas
; keeps it rolled too, docs/model.md section 36; test/IR/schedule.ll's
; twoloads is unrolled.)
; CHECK-LABEL: 'sum'
; n = 100: entry + load of iteration 1, then 99 wrapped segments (use of
; iteration k, load of k+1), then the last use with the store.
; BOUND: segments: 3 static, NBB=101.00
; The region scheduler issues the loop's increment and compare before the
; wait (they do not need the load); the index add only forms the address,
; which advances by a constant step: one increment (strength reduction).
; Iteration k+1 reads a[k+1+tid]: the warp's sectors of iteration k but
; one, so the loop waits on L1 and only the misses' share of the bytes pays
; DRAM's latency (docs/model.md section 30): 37 cycles, not 436.
; BOUND: 0    1.0       3.5       3.5       128        37 {{.*}} wait:l1
; BOUND-NEXT: 1   99.0       3.5       3.5       128        37 {{.*}} wait:l1
; The last segment only stores: it waits for the L2 to take the store
; (V100 L2 latency 215), not DRAM's 436 (docs/model.md section 7).
; BOUND-NEXT: 2    1.0       3.0       3.5       128       215
; BOUND: memory latency: segment 1 waits 37 cycles on load of float global (l1)
; UNKNOWN: segments: 3 static, NBB=8.00
; UNKNOWN: 1    6.0
; UNKNOWN: note: {{.*}}loop trip count unknown: 7 assumed; pass -lhf-arg=n=<int> or -lhf-default-trip
define ptx_kernel void @sum(ptr addrspace(1) %a, i32 %n, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc.next, %loop ]
  %idx = add i32 %i, %t
  %p = getelementptr float, ptr addrspace(1) %a, i32 %idx
  %x = load float, ptr addrspace(1) %p
  %acc.next = fadd float %acc, %x
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !0

exit:
  %po = getelementptr float, ptr addrspace(1) %out, i32 %t
  store float %acc.next, ptr addrspace(1) %po
  ret void
}

; A constant 4 x 8 nest of pure compute: no switch point inside, so the
; costs multiply into one segment: 32 fmul + loop overhead.
; CHECK-LABEL: 'nest'
; 32 fmul + 32 x (add, icmp, br) + 4 x (add, icmp, br) + 2 br + ret = 146
; warp instructions at 0.5 cycles (V100: 64 lanes per SM) = 73, plus the
; store's issue at 1 cycle = 74.
; CHECK: segments: 1 static, NBB=1.00
; CHECK-NEXT: seg
; CHECK-NEXT: 0    1.0      74.0
; CHECK-NOT: trip count unknown
define ptx_kernel void @nest(ptr addrspace(1) %out, float %x) {
entry:
  br label %outer

outer:
  %i = phi i32 [ 0, %entry ], [ %i.next, %outer.latch ]
  %acc0 = phi float [ %x, %entry ], [ %acc2, %outer.latch ]
  br label %inner

inner:
  %j = phi i32 [ 0, %outer ], [ %j.next, %inner ]
  %acc1 = phi float [ %acc0, %outer ], [ %acc2, %inner ]
  %acc2 = fmul float %acc1, %x
  %j.next = add nuw nsw i32 %j, 1
  %cj = icmp ult i32 %j.next, 8
  br i1 %cj, label %inner, label %outer.latch

outer.latch:
  %i.next = add nuw nsw i32 %i, 1
  %ci = icmp ult i32 %i.next, 4
  br i1 %ci, label %outer, label %exit

exit:
  store float %acc2, ptr addrspace(1) %out
  ret void
}

; A loop that polls a flag another block sets (a volatile load; grid.sync()
; does the same with ld.acquire): one poll, said, whatever -lhf-default-trip.
; CHECK-LABEL: 'spin'
; CHECK: segments: 2 static, NBB=2.00
; CHECK: note: loop spins on a flag in memory that other blocks set (a grid-wide barrier such as grid.sync(), a scan{{.}}s look-back): one poll counted
; CHECK-NOT: loop trip count unknown
define ptx_kernel void @spin(ptr addrspace(1) %flag, ptr addrspace(1) %out) {
entry:
  br label %poll
poll:
  %v = load volatile i32, ptr addrspace(1) %flag
  %done = icmp ne i32 %v, 0
  br i1 %done, label %exit, label %poll
exit:
  store i32 %v, ptr addrspace(1) %out
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
