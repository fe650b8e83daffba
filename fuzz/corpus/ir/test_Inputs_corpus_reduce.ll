; ModuleID = 'fuzz/corpus/ir/test_Inputs_corpus_reduce.ll'
source_filename = "reduce.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ18reduce_interleavedPKfPfiE5sdata = internal unnamed_addr addrspace(3) global [128 x float] undef, align 4
@_ZZ17reduce_sequentialPKfPfiE5sdata = internal unnamed_addr addrspace(3) global [128 x float] undef, align 4
@_ZZ15reduce_unrolledPKfPfiE5sdata = internal addrspace(3) global [128 x float] undef, align 4
@_ZZ15reduce_multiplePKfPfiE5sdata = internal addrspace(3) global [128 x float] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z18reduce_interleavedPKfPfi(ptr noundef readonly captures(none) %in, ptr noundef writeonly captures(none) %out, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul = shl i32 %1, 7
  %add = add i32 %mul, %0
  %cmp = icmp ult i32 %add, %n
  br i1 %cmp, label %cond.true, label %cond.end

cond.true:                                        ; preds = %entry
  %idxprom = zext i32 %add to i64
  %arrayidx = getelementptr inbounds nuw float, ptr %in, i64 %idxprom
  %2 = load float, ptr %arrayidx, align 4, !tbaa !13
  br label %cond.end

cond.end:                                         ; preds = %cond.true, %entry
  %cond = phi float [ %2, %cond.true ], [ 0.000000e+00, %entry ]
  %idxprom3 = zext nneg i32 %0 to i64
  %arrayidx4 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ18reduce_interleavedPKfPfiE5sdata to ptr), i64 %idxprom3
  store float %cond, ptr %arrayidx4, align 4, !tbaa !13
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %rem = and i32 %0, 1
  %cmp7 = icmp eq i32 %rem, 0
  br i1 %cmp7, label %if.then, label %if.end

if.then:                                          ; preds = %cond.end
  %3 = zext nneg i32 %0 to i64
  %4 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ18reduce_interleavedPKfPfiE5sdata to ptr), i64 %3
  %arrayidx10 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %5 = load float, ptr %arrayidx10, align 4, !tbaa !13
  %6 = load float, ptr %arrayidx4, align 4, !tbaa !13
  %add13 = fadd contract float %5, %6
  store float %add13, ptr %arrayidx4, align 4, !tbaa !13
  br label %if.end

if.end:                                           ; preds = %if.then, %cond.end
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %rem.1 = and i32 %0, 3
  %cmp7.1 = icmp eq i32 %rem.1, 0
  br i1 %cmp7.1, label %if.then.1, label %if.end.1

if.then.1:                                        ; preds = %if.end
  %7 = zext nneg i32 %0 to i64
  %8 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ18reduce_interleavedPKfPfiE5sdata to ptr), i64 %7
  %arrayidx10.1 = getelementptr inbounds nuw i8, ptr %8, i64 8
  %9 = load float, ptr %arrayidx10.1, align 4, !tbaa !13
  %10 = load float, ptr %arrayidx4, align 4, !tbaa !13
  %add13.1 = fadd contract float %9, %10
  store float %add13.1, ptr %arrayidx4, align 4, !tbaa !13
  br label %if.end.1

if.end.1:                                         ; preds = %if.then.1, %if.end
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %rem.2 = and i32 %0, 7
  %cmp7.2 = icmp eq i32 %rem.2, 0
  br i1 %cmp7.2, label %if.then.2, label %if.end.2

if.then.2:                                        ; preds = %if.end.1
  %11 = zext nneg i32 %0 to i64
  %12 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ18reduce_interleavedPKfPfiE5sdata to ptr), i64 %11
  %arrayidx10.2 = getelementptr inbounds nuw i8, ptr %12, i64 16
  %13 = load float, ptr %arrayidx10.2, align 4, !tbaa !13
  %14 = load float, ptr %arrayidx4, align 4, !tbaa !13
  %add13.2 = fadd contract float %13, %14
  store float %add13.2, ptr %arrayidx4, align 4, !tbaa !13
  br label %if.end.2

if.end.2:                                         ; preds = %if.then.2, %if.end.1
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %rem.3 = and i32 %0, 15
  %cmp7.3 = icmp eq i32 %rem.3, 0
  br i1 %cmp7.3, label %if.then.3, label %if.end.3

if.then.3:                                        ; preds = %if.end.2
  %15 = zext nneg i32 %0 to i64
  %16 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ18reduce_interleavedPKfPfiE5sdata to ptr), i64 %15
  %arrayidx10.3 = getelementptr inbounds nuw i8, ptr %16, i64 32
  %17 = load float, ptr %arrayidx10.3, align 4, !tbaa !13
  %18 = load float, ptr %arrayidx4, align 4, !tbaa !13
  %add13.3 = fadd contract float %17, %18
  store float %add13.3, ptr %arrayidx4, align 4, !tbaa !13
  br label %if.end.3

if.end.3:                                         ; preds = %if.then.3, %if.end.2
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %rem.4 = and i32 %0, 31
  %cmp7.4 = icmp eq i32 %rem.4, 0
  br i1 %cmp7.4, label %if.then.4, label %if.end.4

if.then.4:                                        ; preds = %if.end.3
  %19 = zext nneg i32 %0 to i64
  %20 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ18reduce_interleavedPKfPfiE5sdata to ptr), i64 %19
  %arrayidx10.4 = getelementptr inbounds nuw i8, ptr %20, i64 64
  %21 = load float, ptr %arrayidx10.4, align 4, !tbaa !13
  %22 = load float, ptr %arrayidx4, align 4, !tbaa !13
  %add13.4 = fadd contract float %21, %22
  store float %add13.4, ptr %arrayidx4, align 4, !tbaa !13
  br label %if.end.4

if.end.4:                                         ; preds = %if.then.4, %if.end.3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %rem.5 = and i32 %0, 63
  %cmp7.5 = icmp eq i32 %rem.5, 0
  br i1 %cmp7.5, label %if.then.5, label %if.end.5

if.then.5:                                        ; preds = %if.end.4
  %23 = zext nneg i32 %0 to i64
  %24 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ18reduce_interleavedPKfPfiE5sdata to ptr), i64 %23
  %arrayidx10.5 = getelementptr inbounds nuw i8, ptr %24, i64 128
  %25 = load float, ptr %arrayidx10.5, align 4, !tbaa !13
  %26 = load float, ptr %arrayidx4, align 4, !tbaa !13
  %add13.5 = fadd contract float %25, %26
  store float %add13.5, ptr %arrayidx4, align 4, !tbaa !13
  br label %if.end.5

if.end.5:                                         ; preds = %if.then.5, %if.end.4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %rem.6 = and i32 %0, 127
  %cmp7.6 = icmp eq i32 %rem.6, 0
  br i1 %cmp7.6, label %if.then.6, label %if.end.6

if.then.6:                                        ; preds = %if.end.5
  %27 = zext nneg i32 %0 to i64
  %28 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ18reduce_interleavedPKfPfiE5sdata to ptr), i64 %27
  %arrayidx10.6 = getelementptr inbounds nuw i8, ptr %28, i64 256
  %29 = load float, ptr %arrayidx10.6, align 4, !tbaa !13
  %30 = load float, ptr %arrayidx4, align 4, !tbaa !13
  %add13.6 = fadd contract float %29, %30
  store float %add13.6, ptr %arrayidx4, align 4, !tbaa !13
  br label %if.end.6

if.end.6:                                         ; preds = %if.then.6, %if.end.5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %cmp15 = icmp eq i32 %0, 0
  br i1 %cmp15, label %if.then16, label %if.end20

if.then16:                                        ; preds = %if.end.6
  %idxprom18 = zext nneg i32 %1 to i64
  %arrayidx19 = getelementptr inbounds nuw float, ptr %out, i64 %idxprom18
  %31 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ18reduce_interleavedPKfPfiE5sdata to ptr), align 4, !tbaa !13
  store float %31, ptr %arrayidx19, align 4, !tbaa !13
  br label %if.end20

if.end20:                                         ; preds = %if.then16, %if.end.6
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z17reduce_sequentialPKfPfi(ptr noundef readonly captures(none) %in, ptr noundef writeonly captures(none) %out, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul = shl i32 %1, 7
  %add = add i32 %mul, %0
  %cmp = icmp ult i32 %add, %n
  br i1 %cmp, label %cond.true, label %cond.end

cond.true:                                        ; preds = %entry
  %idxprom = zext i32 %add to i64
  %arrayidx = getelementptr inbounds nuw float, ptr %in, i64 %idxprom
  %2 = load float, ptr %arrayidx, align 4, !tbaa !13
  br label %cond.end

cond.end:                                         ; preds = %cond.true, %entry
  %cond = phi float [ %2, %cond.true ], [ 0.000000e+00, %entry ]
  %idxprom3 = zext nneg i32 %0 to i64
  %arrayidx4 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ17reduce_sequentialPKfPfiE5sdata to ptr), i64 %idxprom3
  store float %cond, ptr %arrayidx4, align 4, !tbaa !13
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %cmp6 = icmp samesign ult i32 %0, 64
  br i1 %cmp6, label %if.then, label %if.end

if.then:                                          ; preds = %cond.end
  %3 = zext nneg i32 %0 to i64
  %4 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ17reduce_sequentialPKfPfiE5sdata to ptr), i64 %3
  %arrayidx9 = getelementptr inbounds nuw i8, ptr %4, i64 256
  %5 = load float, ptr %arrayidx9, align 4, !tbaa !13
  %6 = load float, ptr %arrayidx4, align 4, !tbaa !13
  %add12 = fadd contract float %5, %6
  store float %add12, ptr %arrayidx4, align 4, !tbaa !13
  br label %if.end

if.end:                                           ; preds = %if.then, %cond.end
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %cmp6.1 = icmp samesign ult i32 %0, 32
  br i1 %cmp6.1, label %if.then.1, label %if.end.1

if.then.1:                                        ; preds = %if.end
  %7 = zext nneg i32 %0 to i64
  %8 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ17reduce_sequentialPKfPfiE5sdata to ptr), i64 %7
  %arrayidx9.1 = getelementptr inbounds nuw i8, ptr %8, i64 128
  %9 = load float, ptr %arrayidx9.1, align 4, !tbaa !13
  %10 = load float, ptr %arrayidx4, align 4, !tbaa !13
  %add12.1 = fadd contract float %9, %10
  store float %add12.1, ptr %arrayidx4, align 4, !tbaa !13
  br label %if.end.1

if.end.1:                                         ; preds = %if.then.1, %if.end
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %cmp6.2 = icmp samesign ult i32 %0, 16
  br i1 %cmp6.2, label %if.then.2, label %if.end.2

if.then.2:                                        ; preds = %if.end.1
  %11 = zext nneg i32 %0 to i64
  %12 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ17reduce_sequentialPKfPfiE5sdata to ptr), i64 %11
  %arrayidx9.2 = getelementptr inbounds nuw i8, ptr %12, i64 64
  %13 = load float, ptr %arrayidx9.2, align 4, !tbaa !13
  %14 = load float, ptr %arrayidx4, align 4, !tbaa !13
  %add12.2 = fadd contract float %13, %14
  store float %add12.2, ptr %arrayidx4, align 4, !tbaa !13
  br label %if.end.2

if.end.2:                                         ; preds = %if.then.2, %if.end.1
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %cmp6.3 = icmp samesign ult i32 %0, 8
  br i1 %cmp6.3, label %if.then.3, label %if.end.3

if.then.3:                                        ; preds = %if.end.2
  %15 = zext nneg i32 %0 to i64
  %16 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ17reduce_sequentialPKfPfiE5sdata to ptr), i64 %15
  %arrayidx9.3 = getelementptr inbounds nuw i8, ptr %16, i64 32
  %17 = load float, ptr %arrayidx9.3, align 4, !tbaa !13
  %18 = load float, ptr %arrayidx4, align 4, !tbaa !13
  %add12.3 = fadd contract float %17, %18
  store float %add12.3, ptr %arrayidx4, align 4, !tbaa !13
  br label %if.end.3

if.end.3:                                         ; preds = %if.then.3, %if.end.2
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %cmp6.4 = icmp samesign ult i32 %0, 4
  br i1 %cmp6.4, label %if.then.4, label %if.end.4

if.then.4:                                        ; preds = %if.end.3
  %19 = zext nneg i32 %0 to i64
  %20 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ17reduce_sequentialPKfPfiE5sdata to ptr), i64 %19
  %arrayidx9.4 = getelementptr inbounds nuw i8, ptr %20, i64 16
  %21 = load float, ptr %arrayidx9.4, align 4, !tbaa !13
  %22 = load float, ptr %arrayidx4, align 4, !tbaa !13
  %add12.4 = fadd contract float %21, %22
  store float %add12.4, ptr %arrayidx4, align 4, !tbaa !13
  br label %if.end.4

if.end.4:                                         ; preds = %if.then.4, %if.end.3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %cmp6.5 = icmp samesign ult i32 %0, 2
  br i1 %cmp6.5, label %if.then.5, label %if.end.5

if.then.5:                                        ; preds = %if.end.4
  %23 = zext nneg i32 %0 to i64
  %24 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ17reduce_sequentialPKfPfiE5sdata to ptr), i64 %23
  %arrayidx9.5 = getelementptr inbounds nuw i8, ptr %24, i64 8
  %25 = load float, ptr %arrayidx9.5, align 4, !tbaa !13
  %26 = load float, ptr %arrayidx4, align 4, !tbaa !13
  %add12.5 = fadd contract float %25, %26
  store float %add12.5, ptr %arrayidx4, align 4, !tbaa !13
  br label %if.end.5

if.end.5:                                         ; preds = %if.then.5, %if.end.4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %cmp6.6 = icmp eq i32 %0, 0
  br i1 %cmp6.6, label %if.then.6, label %if.end.6

if.then.6:                                        ; preds = %if.end.5
  %27 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17reduce_sequentialPKfPfiE5sdata to ptr), i64 4), align 4, !tbaa !13
  %28 = load float, ptr %arrayidx4, align 4, !tbaa !13
  %add12.6 = fadd contract float %27, %28
  store float %add12.6, ptr %arrayidx4, align 4, !tbaa !13
  br label %if.end.6

if.end.6:                                         ; preds = %if.then.6, %if.end.5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %cmp13 = icmp eq i32 %0, 0
  br i1 %cmp13, label %if.then14, label %if.end18

if.then14:                                        ; preds = %if.end.6
  %idxprom16 = zext nneg i32 %1 to i64
  %arrayidx17 = getelementptr inbounds nuw float, ptr %out, i64 %idxprom16
  %29 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ17reduce_sequentialPKfPfiE5sdata to ptr), align 4, !tbaa !13
  store float %29, ptr %arrayidx17, align 4, !tbaa !13
  br label %if.end18

if.end18:                                         ; preds = %if.then14, %if.end.6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z15reduce_unrolledPKfPfi(ptr noundef readonly captures(none) %in, ptr noundef writeonly captures(none) %out, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul = shl i32 %1, 8
  %add = add i32 %mul, %0
  %cmp = icmp ult i32 %add, %n
  br i1 %cmp, label %cond.true, label %cond.end

cond.true:                                        ; preds = %entry
  %idxprom = zext i32 %add to i64
  %arrayidx = getelementptr inbounds nuw float, ptr %in, i64 %idxprom
  %2 = load float, ptr %arrayidx, align 4, !tbaa !13
  br label %cond.end

cond.end:                                         ; preds = %cond.true, %entry
  %cond = phi float [ %2, %cond.true ], [ 0.000000e+00, %entry ]
  %add3 = add i32 %add, 128
  %cmp4 = icmp ult i32 %add3, %n
  br i1 %cmp4, label %if.then, label %if.end

if.then:                                          ; preds = %cond.end
  %idxprom6 = zext i32 %add3 to i64
  %arrayidx7 = getelementptr inbounds nuw float, ptr %in, i64 %idxprom6
  %3 = load float, ptr %arrayidx7, align 4, !tbaa !13
  %add8 = fadd contract float %cond, %3
  br label %if.end

if.end:                                           ; preds = %if.then, %cond.end
  %v.0 = phi float [ %add8, %if.then ], [ %cond, %cond.end ]
  %idxprom9 = zext nneg i32 %0 to i64
  %arrayidx10 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ15reduce_unrolledPKfPfiE5sdata to ptr), i64 %idxprom9
  store float %v.0, ptr %arrayidx10, align 4, !tbaa !13
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %cmp12 = icmp samesign ult i32 %0, 64
  br i1 %cmp12, label %if.then13, label %if.end20

if.then13:                                        ; preds = %if.end
  %4 = zext nneg i32 %0 to i64
  %5 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ15reduce_unrolledPKfPfiE5sdata to ptr), i64 %4
  %arrayidx16 = getelementptr inbounds nuw i8, ptr %5, i64 256
  %6 = load float, ptr %arrayidx16, align 4, !tbaa !13
  %7 = load float, ptr %arrayidx10, align 4, !tbaa !13
  %add19 = fadd contract float %6, %7
  store float %add19, ptr %arrayidx10, align 4, !tbaa !13
  br label %if.end20

if.end20:                                         ; preds = %if.then13, %if.end
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %cmp21 = icmp samesign ult i32 %0, 32
  br i1 %cmp21, label %if.then22, label %if.end23

if.then22:                                        ; preds = %if.end20
  %8 = load volatile float, ptr %arrayidx10, align 4, !tbaa !13
  %arrayidx2.i = getelementptr inbounds nuw i8, ptr %arrayidx10, i64 128
  %9 = load volatile float, ptr %arrayidx2.i, align 4, !tbaa !13
  %add3.i = fadd contract float %8, %9
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  store volatile float %add3.i, ptr %arrayidx10, align 4, !tbaa !13
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %arrayidx8.i = getelementptr inbounds nuw i8, ptr %arrayidx10, i64 64
  %10 = load volatile float, ptr %arrayidx8.i, align 4, !tbaa !13
  %add9.i = fadd contract float %add3.i, %10
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  store volatile float %add9.i, ptr %arrayidx10, align 4, !tbaa !13
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %arrayidx14.i = getelementptr inbounds nuw i8, ptr %arrayidx10, i64 32
  %11 = load volatile float, ptr %arrayidx14.i, align 4, !tbaa !13
  %add15.i = fadd contract float %add9.i, %11
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  store volatile float %add15.i, ptr %arrayidx10, align 4, !tbaa !13
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %arrayidx20.i = getelementptr inbounds nuw i8, ptr %arrayidx10, i64 16
  %12 = load volatile float, ptr %arrayidx20.i, align 4, !tbaa !13
  %add21.i = fadd contract float %add15.i, %12
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  store volatile float %add21.i, ptr %arrayidx10, align 4, !tbaa !13
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %arrayidx26.i = getelementptr inbounds nuw i8, ptr %arrayidx10, i64 8
  %13 = load volatile float, ptr %arrayidx26.i, align 4, !tbaa !13
  %add27.i = fadd contract float %add21.i, %13
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  store volatile float %add27.i, ptr %arrayidx10, align 4, !tbaa !13
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %arrayidx32.i = getelementptr inbounds nuw i8, ptr %arrayidx10, i64 4
  %14 = load volatile float, ptr %arrayidx32.i, align 4, !tbaa !13
  %add33.i = fadd contract float %add27.i, %14
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  store volatile float %add33.i, ptr %arrayidx10, align 4, !tbaa !13
  br label %if.end23

if.end23:                                         ; preds = %if.then22, %if.end20
  %cmp24 = icmp eq i32 %0, 0
  br i1 %cmp24, label %if.then25, label %if.end29

if.then25:                                        ; preds = %if.end23
  %idxprom27 = zext nneg i32 %1 to i64
  %arrayidx28 = getelementptr inbounds nuw float, ptr %out, i64 %idxprom27
  %15 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ15reduce_unrolledPKfPfiE5sdata to ptr), align 4, !tbaa !13
  store float %15, ptr %arrayidx28, align 4, !tbaa !13
  br label %if.end29

if.end29:                                         ; preds = %if.then25, %if.end23
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z15reduce_multiplePKfPfi(ptr noundef readonly captures(none) %in, ptr noundef writeonly captures(none) %out, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %mul = shl i32 %1, 8
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul3 = shl i32 %2, 8
  %add = add i32 %mul3, %0
  %cmp56 = icmp ult i32 %add, %n
  br i1 %cmp56, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.inc, %entry
  %v.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %v.1, %for.inc ]
  %idxprom12 = zext nneg i32 %0 to i64
  %arrayidx13 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ15reduce_multiplePKfPfiE5sdata to ptr), i64 %idxprom12
  store float %v.0.lcssa, ptr %arrayidx13, align 4, !tbaa !13
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %cmp18 = icmp samesign ult i32 %0, 64
  br i1 %cmp18, label %if.then19, label %if.end26

for.body:                                         ; preds = %for.inc, %entry
  %i.058 = phi i32 [ %add11, %for.inc ], [ %add, %entry ]
  %v.057 = phi float [ %v.1, %for.inc ], [ 0.000000e+00, %entry ]
  %idxprom = zext i32 %i.058 to i64
  %arrayidx = getelementptr inbounds nuw float, ptr %in, i64 %idxprom
  %3 = load float, ptr %arrayidx, align 4, !tbaa !13
  %add4 = fadd contract float %v.057, %3
  %add5 = add i32 %i.058, 128
  %cmp6 = icmp ult i32 %add5, %n
  br i1 %cmp6, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %idxprom8 = zext i32 %add5 to i64
  %arrayidx9 = getelementptr inbounds nuw float, ptr %in, i64 %idxprom8
  %4 = load float, ptr %arrayidx9, align 4, !tbaa !13
  %add10 = fadd contract float %add4, %4
  br label %for.inc

for.inc:                                          ; preds = %if.then, %for.body
  %v.1 = phi float [ %add10, %if.then ], [ %add4, %for.body ]
  %add11 = add i32 %i.058, %mul
  %cmp = icmp ult i32 %add11, %n
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !llvm.loop !15

if.then19:                                        ; preds = %for.cond.cleanup
  %5 = zext nneg i32 %0 to i64
  %6 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ15reduce_multiplePKfPfiE5sdata to ptr), i64 %5
  %arrayidx22 = getelementptr inbounds nuw i8, ptr %6, i64 256
  %7 = load float, ptr %arrayidx22, align 4, !tbaa !13
  %8 = load float, ptr %arrayidx13, align 4, !tbaa !13
  %add25 = fadd contract float %7, %8
  store float %add25, ptr %arrayidx13, align 4, !tbaa !13
  br label %if.end26

if.end26:                                         ; preds = %if.then19, %for.cond.cleanup
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %cmp29 = icmp samesign ult i32 %0, 32
  br i1 %cmp29, label %if.then30, label %if.end31

if.then30:                                        ; preds = %if.end26
  %9 = load volatile float, ptr %arrayidx13, align 4, !tbaa !13
  %arrayidx2.i = getelementptr inbounds nuw i8, ptr %arrayidx13, i64 128
  %10 = load volatile float, ptr %arrayidx2.i, align 4, !tbaa !13
  %add3.i = fadd contract float %9, %10
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  store volatile float %add3.i, ptr %arrayidx13, align 4, !tbaa !13
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %arrayidx8.i = getelementptr inbounds nuw i8, ptr %arrayidx13, i64 64
  %11 = load volatile float, ptr %arrayidx8.i, align 4, !tbaa !13
  %add9.i = fadd contract float %add3.i, %11
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  store volatile float %add9.i, ptr %arrayidx13, align 4, !tbaa !13
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %arrayidx14.i = getelementptr inbounds nuw i8, ptr %arrayidx13, i64 32
  %12 = load volatile float, ptr %arrayidx14.i, align 4, !tbaa !13
  %add15.i = fadd contract float %add9.i, %12
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  store volatile float %add15.i, ptr %arrayidx13, align 4, !tbaa !13
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %arrayidx20.i = getelementptr inbounds nuw i8, ptr %arrayidx13, i64 16
  %13 = load volatile float, ptr %arrayidx20.i, align 4, !tbaa !13
  %add21.i = fadd contract float %add15.i, %13
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  store volatile float %add21.i, ptr %arrayidx13, align 4, !tbaa !13
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %arrayidx26.i = getelementptr inbounds nuw i8, ptr %arrayidx13, i64 8
  %14 = load volatile float, ptr %arrayidx26.i, align 4, !tbaa !13
  %add27.i = fadd contract float %add21.i, %14
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  store volatile float %add27.i, ptr %arrayidx13, align 4, !tbaa !13
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %arrayidx32.i = getelementptr inbounds nuw i8, ptr %arrayidx13, i64 4
  %15 = load volatile float, ptr %arrayidx32.i, align 4, !tbaa !13
  %add33.i = fadd contract float %add27.i, %15
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  store volatile float %add33.i, ptr %arrayidx13, align 4, !tbaa !13
  br label %if.end31

if.end31:                                         ; preds = %if.then30, %if.end26
  %cmp32 = icmp eq i32 %0, 0
  br i1 %cmp32, label %if.then33, label %if.end37

if.then33:                                        ; preds = %if.end31
  %idxprom35 = zext nneg i32 %2 to i64
  %arrayidx36 = getelementptr inbounds nuw float, ptr %out, i64 %idxprom35
  %16 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ15reduce_multiplePKfPfiE5sdata to ptr), align 4, !tbaa !13
  store float %16, ptr %arrayidx36, align 4, !tbaa !13
  br label %if.end37

if.end37:                                         ; preds = %if.then33, %if.end31
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !3, !4, !5}
!llvm.ident = !{!6, !7}
!llvm.errno.tbaa = !{!8}
!nvvmir.version = !{!12}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 9]}
!1 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!7 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C++ TBAA"}
!12 = !{i32 2, i32 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !10, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
