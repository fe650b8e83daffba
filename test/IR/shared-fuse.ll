; Issue 13: ptxas merges shared loads of consecutive words into one wide
; load (ld.shared.v4), and the model does too, at IR and machine level: in
; rowsum, every lane of a warp reads t[r..r+3] with r a multiple of 8 (a
; broadcast, 16-byte aligned): one 16-byte load, one bank pass (from
; Volta on, lanes reading the same words share a pass). In offset, r is
; odd: t[r] and t[r+3] stay scalar, t[r+1..r+2] (8-byte aligned) merge.
; RUN: opt -load-pass-plugin=%lhf_plugin -passes='print<lhf>' -lhf-gpu=a100-80gb \
; RUN:   -lhf-block=256 -lhf-grid=1 -disable-output %s | FileCheck %s --check-prefix=IR
; IR-LABEL: function '_Z6rowsumPf'
; IR: load of float shared (with 3 more: one 16-byte load): 128 B in 1 bank passes (ideal 128 B in 1), shared
; IR-NOT: load of float shared
; IR-LABEL: function '_Z6offsetPf'
; IR: load of float shared: 128 B in 1 bank passes (ideal 128 B in 1), shared [x2]
; IR-NEXT: load of float shared (with 1 more: one 8-byte load): 128 B in 1 bank passes
; RUN: llc -march=nvptx64 -mcpu=sm_80 -O3 -load=%lhf_plugin -lhf-gpu=a100-80gb \
; RUN:   -lhf-block=256 -lhf-grid=1 -lhf-machine-print %s -o /dev/null | FileCheck %s --check-prefix=MIR
; MIR-LABEL: machine function '_Z6rowsumPf'
; MIR: LD_i32 shared (4 bytes per lane) (with 3 more: one 16-byte load): 128 B in 1 bank passes
; MIR-NOT: LD_i32 shared
; MIR-LABEL: machine function '_Z6offsetPf'
; MIR: (with 1 more: one 8-byte load)

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ6rowsumPfE1t = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@_ZZ6offsetPfE1t = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4

define dso_local ptx_kernel void @_Z6rowsumPf(ptr noundef writeonly captures(none) %out) local_unnamed_addr {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %conv = uitofp nneg i32 %0 to float
  %idxprom = zext nneg i32 %0 to i64
  %arrayidx = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ6rowsumPfE1t to ptr), i64 %idxprom
  store float %conv, ptr %arrayidx, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1 = lshr i32 %0, 2
  %mul = and i32 %1, 248
  %idxprom3 = zext nneg i32 %mul to i64
  %arrayidx4 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ6rowsumPfE1t to ptr), i64 %idxprom3
  %2 = load float, ptr %arrayidx4, align 4
  %arrayidx6 = getelementptr inbounds nuw i8, ptr %arrayidx4, i64 4
  %3 = load float, ptr %arrayidx6, align 4
  %add7 = fadd contract float %2, %3
  %arrayidx10 = getelementptr inbounds nuw i8, ptr %arrayidx4, i64 8
  %4 = load float, ptr %arrayidx10, align 4
  %add11 = fadd contract float %add7, %4
  %arrayidx14 = getelementptr inbounds nuw i8, ptr %arrayidx4, i64 12
  %5 = load float, ptr %arrayidx14, align 4
  %add15 = fadd contract float %add11, %5
  %arrayidx18 = getelementptr inbounds nuw float, ptr %out, i64 %idxprom
  store float %add15, ptr %arrayidx18, align 4
  ret void
}

declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)

define dso_local ptx_kernel void @_Z6offsetPf(ptr noundef writeonly captures(none) %out) local_unnamed_addr {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %conv = uitofp nneg i32 %0 to float
  %idxprom = zext nneg i32 %0 to i64
  %arrayidx = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ6offsetPfE1t to ptr), i64 %idxprom
  store float %conv, ptr %arrayidx, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1 = lshr i32 %0, 2
  %mul = and i32 %1, 248
  %2 = zext nneg i32 %mul to i64
  %3 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ6offsetPfE1t to ptr), i64 %2
  %arrayidx4 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %4 = load float, ptr %arrayidx4, align 4
  %arrayidx7 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %5 = load float, ptr %arrayidx7, align 4
  %add8 = fadd contract float %4, %5
  %arrayidx11 = getelementptr inbounds nuw i8, ptr %3, i64 12
  %6 = load float, ptr %arrayidx11, align 4
  %add12 = fadd contract float %add8, %6
  %arrayidx15 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %7 = load float, ptr %arrayidx15, align 4
  %add16 = fadd contract float %add12, %7
  %arrayidx19 = getelementptr inbounds nuw float, ptr %out, i64 %idxprom
  store float %add16, ptr %arrayidx19, align 4
  ret void
}

declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()

