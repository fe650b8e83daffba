; Tensor cores and asynchronous copies at the IR level (issue 15): inline
; PTX and NVVM intrinsics classified by the model (MatrixOps.h).
;
; mma_loop: 16 mma.sync m16n8k16 (fp16 in, fp32 accumulate; 4096 FLOP
; each) per iteration, 1000 iterations. On h100-sxm the matrix pipe does
; 2729.6 FLOP/clk/SM for that type (own H200 measurement): 65536 / 2729.6 =
; 24.0 cycles per warp per iteration, more than its issue: tensor-pipe-bound.
; RUN: opt -load-pass-plugin=%lhf_plugin -passes='print<lhf>' -lhf-gpu=h100-sxm \
; RUN:   -lhf-block=128 -lhf-grid=132 -lhf-arg=n=1000 -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=MMA
; The loop has no switch point: its 1000 iterations are one segment of
; 24009 cycles per warp (24.0 each, plus the exit's store).
; MMA-LABEL: Printing analysis 'LHF' for function 'mma_loop'
; MMA: 0 1.0 24009.4
; MMA: bottleneck: tensor pipe
; At the pipe's roof: no hint can promise a gain.
; MMA: throughput: DRAM 0%, L2 0%, shared memory 0%, issue 40%, tensor pipe 100% of peak
; MMA-NEXT: hints: 1 hint(s) under 2% of the kernel's time left out (-lhf-all-hints shows them)
;
; On a GPU without tensor cores: a clear error naming the type.
; RUN: opt -load-pass-plugin=%lhf_plugin -passes='print<lhf>' -lhf-gpu=g80 \
; RUN:   -lhf-block=128 -lhf-grid=132 -lhf-arg=n=1000 -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=G80
; G80-LABEL: Printing analysis 'LHF' for function 'mma_loop'
; G80: cannot launch: the kernel uses fp16_fp32acc tensor-core (matrix) instructions, which g80 (compute capability 1.0) does not have
;
; copy_wait0: a 16-byte cp.async per thread, consecutive lanes on
; consecutive 16-byte chunks (512 B per warp from global in 16 sectors),
; committed and waited for at once (wait_group 0): the wait is the switch
; point: a second segment. copy_wait1: wait_group 1 leaves the newest
; group in flight: no switch point in the region (its bytes still count,
; and the segment's loads are waited for at its end, as for any load).
; RUN: opt -load-pass-plugin=%lhf_plugin -passes='print<lhf>' -lhf-gpu=h100-sxm \
; RUN:   -lhf-block=128 -lhf-grid=132 -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=COPY
; COPY-LABEL: Printing analysis 'LHF' for function 'copy_wait0'
; COPY: segments: 2 static
; COPY-NEXT: seg
; Every block copies the same rows: the L2 serves all but the first
; block's, whose misses add their share of DRAM's latency (279 cycles,
; docs/model.md section 30).
; COPY-NEXT: 0 1.0 {{.*}} 1024 279 {{.*}} con wait:l2
; The hint asks for one more pipeline stage: a buffer of the copies one
; iteration lands, 4 warps x 512 B = 2048 B per block (the block's shared
; memory is not given: no claim about occupancy).
; COPY: pipeline stages: segment 0 waits 278 cycles for its asynchronous copies (cp.async (16 B per thread), l2); 4 warps per SM hide only 0% of it: too few pipeline stages: issue each copy one stage further ahead of its wait (one more buffer of 2048 bytes per block)
; COPY-LABEL: Printing analysis 'LHF' for function 'copy_wait1'
; COPY: segments: 1 static
; ldmatrix.x4: 512 bytes per warp from shared memory, waited for by the
; store of its result.
; COPY-LABEL: Printing analysis 'LHF' for function 'ldmatrix_then_use'
; COPY: segments: 2 static
; COPY-NEXT: seg
; COPY-NEXT: 0 1.0 {{.*}} 512 23 {{.*}} con wait:shared
;
; The lanes' addresses decide what a copy or an ldmatrix moves.
; copy_scattered: each lane copies 16 bytes from its own 4096-byte row: 32
; sectors (1024 B) from global, 512 B into shared: 1536 B (every block
; reads the same rows: the L2 serves all but the first).
; COPY-LABEL: Printing analysis 'LHF' for function 'copy_scattered'
; COPY: 0 1.0 {{.*}} 1536 279 {{.*}} con wait:l2
; COPY: cp.async (16 B per thread): 1024 B in 32 sectors (ideal 512 B in 16), l2
; ldmatrix_conflict: lane l gives row l % 8 of matrix l / 8 in a tile of
; 64-byte rows: rows r and r + 2 share four banks, 4 passes per matrix, 16
; for the x4 (2048 B where 512 are needed).
; COPY-LABEL: Printing analysis 'LHF' for function 'ldmatrix_conflict'
; COPY: 0 1.0 {{.*}} 2048 {{[0-9]+}} {{.*}} con wait:shared
; COPY: ldmatrix (512 B per warp): 2048 B in 16 bank passes (ideal 512 B in 4), shared, 4-way bank conflict
;
; bulk_copy: a 4096-byte bulk copy (bytes per instruction, its size passed
; in a register from a constant: 128 sectors) and the spin loop on its
; mbarrier, which counts one pass (not the 16 of an unknown loop).
; COPY-LABEL: Printing analysis 'LHF' for function 'bulk_copy'
; COPY: note: loop spins on an mbarrier wait: one pass counted (the wait is its switch point)
; COPY: cp.async.bulk (4096 B per instruction): 4096 B in 128 sectors (ideal 4096 B in 128), global
; bulk_wait: the mbarrier wait after the copy is the switch point: the
; first segment waits the DRAM latency on the copy (then the shared load
; of the data waits for shared memory before its store).
; COPY-LABEL: Printing analysis 'LHF' for function 'bulk_wait'
; COPY: segments: 3 static
; COPY-NEXT: seg
; COPY-NEXT: 0 1.0 {{.*}} 8192 679 {{.*}} con wait:global
;
; TMA tensor copies (a box the tensor map describes) are not modelled yet:
; said, with a lower bound.
; RUN: opt -load-pass-plugin=%lhf_plugin -passes=lhf-analysis -lhf-gpu=h100-sxm \
; RUN:   -lhf-block=128 -lhf-grid=132 -disable-output %s \
; RUN:   -pass-remarks-analysis=lhf 2>&1 | FileCheck %s --check-prefix=TMA
; TMA: remark: <unknown>:0:0: assumed: cp.async.bulk.tensor (inline asm): not modelled yet (its memory traffic and waits are not counted): the prediction is a lower bound
; wgmma's matrix time is counted, its operands' shared-memory reads and its
; latency are not: said too.
; TMA: remark: <unknown>:0:0: assumed: wgmma (inline asm): its operands' shared-memory reads and its latency are not counted: the prediction is a lower bound

target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @mma_loop(ptr addrspace(1) %out, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %a15, %loop ]
  %a0 = call float asm "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0}, {$1}, {$1}, {$0};", "=f,r,0"(i32 1, float %acc)
  %a1 = call float asm "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0}, {$1}, {$1}, {$0};", "=f,r,0"(i32 1, float %a0)
  %a2 = call float asm "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0}, {$1}, {$1}, {$0};", "=f,r,0"(i32 1, float %a1)
  %a3 = call float asm "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0}, {$1}, {$1}, {$0};", "=f,r,0"(i32 1, float %a2)
  %a4 = call float asm "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0}, {$1}, {$1}, {$0};", "=f,r,0"(i32 1, float %a3)
  %a5 = call float asm "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0}, {$1}, {$1}, {$0};", "=f,r,0"(i32 1, float %a4)
  %a6 = call float asm "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0}, {$1}, {$1}, {$0};", "=f,r,0"(i32 1, float %a5)
  %a7 = call float asm "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0}, {$1}, {$1}, {$0};", "=f,r,0"(i32 1, float %a6)
  %a8 = call float asm "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0}, {$1}, {$1}, {$0};", "=f,r,0"(i32 1, float %a7)
  %a9 = call float asm "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0}, {$1}, {$1}, {$0};", "=f,r,0"(i32 1, float %a8)
  %a10 = call float asm "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0}, {$1}, {$1}, {$0};", "=f,r,0"(i32 1, float %a9)
  %a11 = call float asm "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0}, {$1}, {$1}, {$0};", "=f,r,0"(i32 1, float %a10)
  %a12 = call float asm "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0}, {$1}, {$1}, {$0};", "=f,r,0"(i32 1, float %a11)
  %a13 = call float asm "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0}, {$1}, {$1}, {$0};", "=f,r,0"(i32 1, float %a12)
  %a14 = call float asm "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0}, {$1}, {$1}, {$0};", "=f,r,0"(i32 1, float %a13)
  %a15 = call float asm "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0}, {$1}, {$1}, {$0};", "=f,r,0"(i32 1, float %a14)
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  store float %a15, ptr addrspace(1) %out
  ret void
}

define ptx_kernel void @copy_wait0(ptr addrspace(1) %src, ptr addrspace(3) %dst) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %s = getelementptr <4 x float>, ptr addrspace(1) %src, i32 %t
  %d = getelementptr <4 x float>, ptr addrspace(3) %dst, i32 %t
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(ptr addrspace(3) %d, ptr addrspace(1) %s)
  call void asm sideeffect "cp.async.commit_group;", "~{memory}"()
  call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"()
  ret void
}

define ptx_kernel void @copy_wait1(ptr addrspace(1) %src, ptr addrspace(3) %dst) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %s = getelementptr <4 x float>, ptr addrspace(1) %src, i32 %t
  %d = getelementptr <4 x float>, ptr addrspace(3) %dst, i32 %t
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(ptr addrspace(3) %d, ptr addrspace(1) %s)
  call void asm sideeffect "cp.async.commit_group;", "~{memory}"()
  call void asm sideeffect "cp.async.wait_group 1;", "~{memory}"()
  ret void
}

define ptx_kernel void @ldmatrix_then_use(ptr addrspace(1) %out, i32 %addr) {
  %r = call i32 asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $0, $0, $0}, [$1];", "=r,r"(i32 %addr)
  store i32 %r, ptr addrspace(1) %out
  ret void
}

define ptx_kernel void @copy_scattered(ptr addrspace(1) %src, ptr addrspace(3) %dst) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %row = mul i32 %t, 256
  %s = getelementptr <4 x float>, ptr addrspace(1) %src, i32 %row
  %d = getelementptr <4 x float>, ptr addrspace(3) %dst, i32 %t
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(ptr addrspace(3) %d, ptr addrspace(1) %s)
  call void asm sideeffect "cp.async.commit_group;", "~{memory}"()
  call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"()
  ret void
}

define ptx_kernel void @ldmatrix_conflict(ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %r8 = and i32 %t, 7
  %m = lshr i32 %t, 3
  %ro = mul i32 %r8, 64
  %mo = mul i32 %m, 16
  %addr = add i32 %ro, %mo
  %r = call i32 asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $0, $0, $0}, [$1];", "=r,r"(i32 %addr)
  store i32 %r, ptr addrspace(1) %out
  ret void
}

define ptx_kernel void @bulk_copy(ptr addrspace(1) %src, i32 %dst) {
entry:
  call void asm sideeffect "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1], $2, [$0];", "r,l,r,~{memory}"(i32 %dst, ptr addrspace(1) %src, i32 4096)
  br label %spin
spin:
  %done = call i32 asm sideeffect "{ .reg .pred ready; mbarrier.try_wait.parity.shared::cta.b64 ready, [$1], 0; selp.u32 $0, 1, 0, ready; }", "=r,r,~{memory}"(i32 %dst)
  %again = icmp eq i32 %done, 0
  br i1 %again, label %spin, label %exit
exit:
  ret void
}

define ptx_kernel void @bulk_wait(ptr addrspace(1) %src, ptr addrspace(1) %out, i32 %dst, ptr addrspace(3) %buf) {
  call void asm sideeffect "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1], 4096, [$0];", "r,l,~{memory}"(i32 %dst, ptr addrspace(1) %src)
  call void asm sideeffect "mbarrier.try_wait.parity.shared::cta.b64 _, [$0], 0;", "r,~{memory}"(i32 %dst)
  %v = load float, ptr addrspace(3) %buf
  store float %v, ptr addrspace(1) %out
  ret void
}

define ptx_kernel void @tensor_copy(i64 %map, i32 %dst) {
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1, {0, 0}], [$0];", "r,l,~{memory}"(i32 %dst, i64 %map)
  ret void
}

define ptx_kernel void @wgmma_step(i64 %da, i64 %db) {
  %d = call float asm sideeffect "wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0}, $1, $2, 1, 1, 1, 0, 0;", "=f,l,l,~{memory}"(i64 %da, i64 %db)
  ret void
}
