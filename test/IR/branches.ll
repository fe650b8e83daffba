; Branches: a divergent branch (on threadIdx) costs both sides for the warp;
; a uniform one is weighted by branch probability; a condition on a bound
; argument is decided. __launch_bounds__ gives the block; unnamed parameters
; are bound by index; require<lhf> runs the analysis alone.
; RUN: opt -load-pass-plugin=%lhf_plugin -passes='print<lhf>' -lhf-gpu=v100 \
; RUN:   -lhf-grid=80 -lhf-regs=32 -disable-output %s | FileCheck %s
; RUN: opt -load-pass-plugin=%lhf_plugin -passes='print<lhf>' -lhf-gpu=v100 \
; RUN:   -lhf-grid=80 -lhf-regs=32 -lhf-arg=1=1 -disable-output %s \
; RUN:   | FileCheck %s --check-prefix=BOUND
; RUN: opt -load-pass-plugin=%lhf_plugin -passes='require<lhf>' -lhf-gpu=v100 \
; RUN:   -lhf-grid=80 -disable-output %s 2>&1 | count 0
; RUN: lhf predict %s --kernel '^tree$' --gpu v100 --grid 80 --regs 32 --level ir \
; RUN:   --json | FileCheck %s --check-prefix=TREE
; RUN: lhf predict %s --kernel tree64 --gpu v100 --grid 80 --regs 32 \
; RUN:   --level ir --json | FileCheck %s --check-prefix=TREE64
; RUN: lhf predict %s --kernel prefetch --gpu v100 --grid 80 --regs 32 \
; RUN:   --level ir --arg n=64 --json | FileCheck %s --check-prefix=PREFETCH64
; RUN: lhf predict %s --kernel prefetch --gpu v100 --grid 80 --regs 32 \
; RUN:   --level ir --arg n=200 --json | FileCheck %s --check-prefix=PREFETCH200
; RUN: lhf predict %s --kernel prefetch --gpu v100 --grid 80 --regs 32 \
; RUN:   --level ir --json | FileCheck %s --check-prefix=PREFETCH
; RUN: not opt -load-pass-plugin=%lhf_plugin -passes=lhf-analysis -lhf-gpu=v100 \
; RUN:   -lhf-arg=nosuch=1 -disable-output %s 2>&1 | FileCheck %s --check-prefix=NAMES

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Each side has 8 fmuls. Divergent: the warp runs both sides: 16 fmuls +
; 13 other instructions at 0.5 cycles (V100) = 14.5.
; CHECK-LABEL: 'divergent'
; CHECK: launch: block (128,1,1)
; CHECK: 0    1.0      14.5
; CHECK: note: block size taken from __launch_bounds__
define ptx_kernel void @divergent(ptr addrspace(1) %p, i32) #0 {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %odd = and i32 %t, 1
  %c = icmp eq i32 %odd, 0
  %x = sitofp i32 %t to float
  br i1 %c, label %then, label %else
then:
  %a1 = fmul float %x, 2.0
  %a2 = fmul float %a1, 2.0
  %a3 = fmul float %a2, 2.0
  %a4 = fmul float %a3, 2.0
  %a5 = fmul float %a4, 2.0
  %a6 = fmul float %a5, 2.0
  %a7 = fmul float %a6, 2.0
  %a8 = fmul float %a7, 2.0
  br label %join
else:
  %b1 = fmul float %x, 3.0
  %b2 = fmul float %b1, 3.0
  %b3 = fmul float %b2, 3.0
  %b4 = fmul float %b3, 3.0
  %b5 = fmul float %b4, 3.0
  %b6 = fmul float %b5, 3.0
  %b7 = fmul float %b6, 3.0
  %b8 = fmul float %b7, 3.0
  br label %join
join:
  %r = phi float [ %a8, %then ], [ %b8, %else ]
  store float %r, ptr addrspace(1) %p
  ret void
}

; The same on a uniform condition (an argument): weighted by branch
; probability (50/50 here): 11 instructions + 8 x 0.5 fmuls = 14 x 0.5 = 7.0.
; Bound to 1 (-lhf-arg=1=1) the condition flag == 0 is false: no fmuls,
; 11 instructions = 5.5.
; CHECK-LABEL: 'uniform'
; CHECK: 0    1.0       7.0
; BOUND-LABEL: 'uniform'
; BOUND: 0    1.0       5.5
; NAMES: error: lhf: kernel 'divergent': -lhf-arg: kernel 'divergent' has no parameter 'nosuch'; parameters: 0:p, 1:<unnamed>
define ptx_kernel void @uniform(ptr addrspace(1) %p, i32 %flag) #0 {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp eq i32 %flag, 0
  %x = sitofp i32 %t to float
  br i1 %c, label %then, label %else
then:
  %a1 = fmul float %x, 2.0
  %a2 = fmul float %a1, 2.0
  %a3 = fmul float %a2, 2.0
  %a4 = fmul float %a3, 2.0
  %a5 = fmul float %a4, 2.0
  %a6 = fmul float %a5, 2.0
  %a7 = fmul float %a6, 2.0
  %a8 = fmul float %a7, 2.0
  br label %join
else:
  br label %join
join:
  %r = phi float [ %a8, %then ], [ %x, %else ]
  store float %r, ptr addrspace(1) %p
  ret void
}

; Divergent at warp granularity: with 128 threads only warp 0 has lanes
; with tid < 32, so the warps that run the then side are 1 in 4: its 8
; fmuls and branch count a quarter (9 x 0.5 x 0.25 = 1.125 cycles) on top
; of the other 5.0 (costing both sides in full would give 9.5).
; CHECK-LABEL: 'first_warp'
; CHECK: 0    1.0       6.1
define ptx_kernel void @first_warp(ptr addrspace(1) %p) #0 {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %t, 32
  %x = sitofp i32 %t to float
  br i1 %c, label %then, label %join
then:
  %a1 = fmul float %x, 2.0
  %a2 = fmul float %a1, 2.0
  %a3 = fmul float %a2, 2.0
  %a4 = fmul float %a3, 2.0
  %a5 = fmul float %a4, 2.0
  %a6 = fmul float %a5, 2.0
  %a7 = fmul float %a6, 2.0
  %a8 = fmul float %a7, 2.0
  br label %join
join:
  %r = phi float [ %a8, %then ], [ %x, %entry ]
  store float %r, ptr addrspace(1) %p
  ret void
}

; A tree reduction's `if (tid < s)` with s halving from 64 to 1 (7 trips,
; block 128 = 4 warps): the warps with a lane below s are 2 of 4 on the
; first trip and 1 of 4 on the six others, 2/7 on average over the trips,
; not the first trip's 1/2: the body (8 fmuls and the shared store) runs
; 7 x 2/7 = 2 times per warp: 16 fmuls, 8 x 2/7 = 2.29 per trip (3.5 per
; trip, 28 in all, when only the first trip was evaluated).
; TREE: "count": 1,
; TREE: "fp32": 2.2857
; TREE: "count": 6,
; TREE: "fp32": 2.2857
@buf = internal addrspace(3) global [128 x float] undef, align 4
define ptx_kernel void @tree(ptr addrspace(1) %p) #0 {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = sitofp i32 %t to float
  br label %loop
loop:
  %s = phi i32 [ 64, %entry ], [ %s.next, %latch ]
  %c = icmp ult i32 %t, %s
  br i1 %c, label %then, label %latch
then:
  %a1 = fmul float %x, 2.0
  %a2 = fmul float %a1, 2.0
  %a3 = fmul float %a2, 2.0
  %a4 = fmul float %a3, 2.0
  %a5 = fmul float %a4, 2.0
  %a6 = fmul float %a5, 2.0
  %a7 = fmul float %a6, 2.0
  %a8 = fmul float %a7, 2.0
  %q = getelementptr float, ptr addrspace(3) @buf, i32 %t
  store float %a8, ptr addrspace(3) %q
  br label %latch
latch:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %s.next = lshr i32 %s, 1
  %more = icmp ugt i32 %s, 1
  br i1 %more, label %loop, label %exit
exit:
  store float %x, ptr addrspace(1) %p
  ret void
}

; The same tree from s = 2^62 in a block of 1024 threads (32 warps), 63
; trips: all 32 warps on the 53 trips with s >= 1024, then 16, 8, 4, 2, 1
; and 1 for the last five. A divergent branch asks every thread at no more
; than 16 trips (the middle trip of each 16th: 1, 5, ..., 49 with all 32
; warps, 53 with 16, 57 and 61 with 1): (13 x 32 + 18) / 32 / 16 = 0.8477
; of the body per trip, 8 x 0.8477 = 6.781 fmuls (all 63 trips would give
; 6.873). The opaque recurrence is stepped once per trip (it is uniform),
; not once per thread.
; TREE64: "count": 62,
; TREE64: "fp32": 6.781
@buf64 = internal addrspace(3) global [1024 x float] undef, align 4
define ptx_kernel void @tree64(ptr addrspace(1) %p) #1 {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %x = sitofp i32 %t to float
  br label %loop
loop:
  %s = phi i64 [ 4611686018427387904, %entry ], [ %s.next, %latch ]
  %c = icmp ult i64 %t64, %s
  br i1 %c, label %then, label %latch
then:
  %a1 = fmul float %x, 2.0
  %a2 = fmul float %a1, 2.0
  %a3 = fmul float %a2, 2.0
  %a4 = fmul float %a3, 2.0
  %a5 = fmul float %a4, 2.0
  %a6 = fmul float %a5, 2.0
  %a7 = fmul float %a6, 2.0
  %a8 = fmul float %a7, 2.0
  %q = getelementptr float, ptr addrspace(3) @buf64, i32 %t
  store float %a8, ptr addrspace(3) %q
  br label %latch
latch:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %s.next = lshr i64 %s, 1
  %more = icmp ugt i64 %s, 1
  br i1 %more, label %loop, label %exit
exit:
  store float %x, ptr addrspace(1) %p
  ret void
}

; A pipeline's prefetch, `if (i + 2 < n)` in a loop of n trips: a uniform
; condition that moves with the loop holds on the share of the trips that
; take it, not on branch probability's guess (1/2). n = 64: 62 of 64 trips
; run the 8 fmuls and the store: 496 fmuls, 62 stores. n = 200: sampled at
; the middle trip of each 64th (1, 4, ..., 195, 198): 63 of 64 (exactly
; 198 of 200), 200 x 8 x 63/64 = 1575. n unbound: branch probability's
; 1/2 on each of the 16 assumed trips, 64 fmuls.
; PREFETCH64: "fp32": 496,
; PREFETCH64-NEXT: "global_issue": 62,
; PREFETCH200: "fp32": 1575,
; PREFETCH: "fp32": 64,
define ptx_kernel void @prefetch(ptr addrspace(1) %p, i32 %n) #0 {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = sitofp i32 %t to float
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %i2 = add nsw i32 %i, 2
  %c = icmp slt i32 %i2, %n
  br i1 %c, label %then, label %latch
then:
  %a1 = fmul float %x, 2.0
  %a2 = fmul float %a1, 2.0
  %a3 = fmul float %a2, 2.0
  %a4 = fmul float %a3, 2.0
  %a5 = fmul float %a4, 2.0
  %a6 = fmul float %a5, 2.0
  %a7 = fmul float %a6, 2.0
  %a8 = fmul float %a7, 2.0
  %q = getelementptr float, ptr addrspace(1) %p, i32 %i
  store float %a8, ptr addrspace(1) %q
  br label %latch
latch:
  %i.next = add nsw i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
attributes #0 = { "nvvm.maxntid"="128" }
attributes #1 = { "nvvm.maxntid"="1024" }
