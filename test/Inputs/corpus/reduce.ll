; ModuleID = 'reduce.cu'
source_filename = "reduce.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ18reduce_interleavedPKfPfiE5sdata = internal unnamed_addr addrspace(3) global [128 x float] undef, align 4
@_ZZ17reduce_sequentialPKfPfiE5sdata = internal unnamed_addr addrspace(3) global [128 x float] undef, align 4
@_ZZ15reduce_unrolledPKfPfiE5sdata = internal addrspace(3) global [128 x float] undef, align 4
@_ZZ15reduce_multiplePKfPfiE5sdata = internal addrspace(3) global [128 x float] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z18reduce_interleavedPKfPfi(ptr noundef readonly captures(none) %in, ptr noundef writeonly captures(none) %out, i32 noundef %n) local_unnamed_addr #0 !dbg !15 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !18
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !22
  %mul = shl i32 %1, 7, !dbg !25
  %add = add i32 %mul, %0, !dbg !26
  %cmp = icmp ult i32 %add, %n, !dbg !27
  br i1 %cmp, label %cond.true, label %cond.end, !dbg !28

cond.true:                                        ; preds = %entry
  %idxprom = zext i32 %add to i64
  %arrayidx = getelementptr inbounds nuw float, ptr %in, i64 %idxprom
  %2 = load float, ptr %arrayidx, align 4, !dbg !29, !tbaa !30
  br label %cond.end, !dbg !28

cond.end:                                         ; preds = %entry, %cond.true
  %cond = phi contract float [ %2, %cond.true ], [ 0.000000e+00, %entry ], !dbg !28
  %idxprom3 = zext nneg i32 %0 to i64, !dbg !32
  %arrayidx4 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ18reduce_interleavedPKfPfiE5sdata to ptr), i64 %idxprom3, !dbg !32
  store float %cond, ptr %arrayidx4, align 4, !dbg !33, !tbaa !30
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !34
  %rem = and i32 %0, 1, !dbg !35
  %cmp7 = icmp eq i32 %rem, 0, !dbg !36
  br i1 %cmp7, label %if.then, label %if.end, !dbg !36

if.then:                                          ; preds = %cond.end
  %3 = zext nneg i32 %0 to i64
  %4 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ18reduce_interleavedPKfPfiE5sdata to ptr), i64 %3
  %arrayidx10 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %5 = load float, ptr %arrayidx10, align 4, !dbg !37, !tbaa !30
  %6 = load float, ptr %arrayidx4, align 4, !dbg !38, !tbaa !30
  %add13 = fadd contract float %5, %6, !dbg !38
  store float %add13, ptr %arrayidx4, align 4, !dbg !38, !tbaa !30
  br label %if.end, !dbg !39

if.end:                                           ; preds = %if.then, %cond.end
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !40
  %rem.1 = and i32 %0, 3, !dbg !35
  %cmp7.1 = icmp eq i32 %rem.1, 0, !dbg !36
  br i1 %cmp7.1, label %if.then.1, label %if.end.1, !dbg !36

if.then.1:                                        ; preds = %if.end
  %7 = zext nneg i32 %0 to i64
  %8 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ18reduce_interleavedPKfPfiE5sdata to ptr), i64 %7
  %arrayidx10.1 = getelementptr inbounds nuw i8, ptr %8, i64 8
  %9 = load float, ptr %arrayidx10.1, align 4, !dbg !37, !tbaa !30
  %10 = load float, ptr %arrayidx4, align 4, !dbg !38, !tbaa !30
  %add13.1 = fadd contract float %9, %10, !dbg !38
  store float %add13.1, ptr %arrayidx4, align 4, !dbg !38, !tbaa !30
  br label %if.end.1, !dbg !39

if.end.1:                                         ; preds = %if.then.1, %if.end
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !40
  %rem.2 = and i32 %0, 7, !dbg !35
  %cmp7.2 = icmp eq i32 %rem.2, 0, !dbg !36
  br i1 %cmp7.2, label %if.then.2, label %if.end.2, !dbg !36

if.then.2:                                        ; preds = %if.end.1
  %11 = zext nneg i32 %0 to i64
  %12 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ18reduce_interleavedPKfPfiE5sdata to ptr), i64 %11
  %arrayidx10.2 = getelementptr inbounds nuw i8, ptr %12, i64 16
  %13 = load float, ptr %arrayidx10.2, align 4, !dbg !37, !tbaa !30
  %14 = load float, ptr %arrayidx4, align 4, !dbg !38, !tbaa !30
  %add13.2 = fadd contract float %13, %14, !dbg !38
  store float %add13.2, ptr %arrayidx4, align 4, !dbg !38, !tbaa !30
  br label %if.end.2, !dbg !39

if.end.2:                                         ; preds = %if.then.2, %if.end.1
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !40
  %rem.3 = and i32 %0, 15, !dbg !35
  %cmp7.3 = icmp eq i32 %rem.3, 0, !dbg !36
  br i1 %cmp7.3, label %if.then.3, label %if.end.3, !dbg !36

if.then.3:                                        ; preds = %if.end.2
  %15 = zext nneg i32 %0 to i64
  %16 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ18reduce_interleavedPKfPfiE5sdata to ptr), i64 %15
  %arrayidx10.3 = getelementptr inbounds nuw i8, ptr %16, i64 32
  %17 = load float, ptr %arrayidx10.3, align 4, !dbg !37, !tbaa !30
  %18 = load float, ptr %arrayidx4, align 4, !dbg !38, !tbaa !30
  %add13.3 = fadd contract float %17, %18, !dbg !38
  store float %add13.3, ptr %arrayidx4, align 4, !dbg !38, !tbaa !30
  br label %if.end.3, !dbg !39

if.end.3:                                         ; preds = %if.then.3, %if.end.2
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !40
  %rem.4 = and i32 %0, 31, !dbg !35
  %cmp7.4 = icmp eq i32 %rem.4, 0, !dbg !36
  br i1 %cmp7.4, label %if.then.4, label %if.end.4, !dbg !36

if.then.4:                                        ; preds = %if.end.3
  %19 = zext nneg i32 %0 to i64
  %20 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ18reduce_interleavedPKfPfiE5sdata to ptr), i64 %19
  %arrayidx10.4 = getelementptr inbounds nuw i8, ptr %20, i64 64
  %21 = load float, ptr %arrayidx10.4, align 4, !dbg !37, !tbaa !30
  %22 = load float, ptr %arrayidx4, align 4, !dbg !38, !tbaa !30
  %add13.4 = fadd contract float %21, %22, !dbg !38
  store float %add13.4, ptr %arrayidx4, align 4, !dbg !38, !tbaa !30
  br label %if.end.4, !dbg !39

if.end.4:                                         ; preds = %if.then.4, %if.end.3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !40
  %rem.5 = and i32 %0, 63, !dbg !35
  %cmp7.5 = icmp eq i32 %rem.5, 0, !dbg !36
  br i1 %cmp7.5, label %if.then.5, label %if.end.5, !dbg !36

if.then.5:                                        ; preds = %if.end.4
  %23 = zext nneg i32 %0 to i64
  %24 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ18reduce_interleavedPKfPfiE5sdata to ptr), i64 %23
  %arrayidx10.5 = getelementptr inbounds nuw i8, ptr %24, i64 128
  %25 = load float, ptr %arrayidx10.5, align 4, !dbg !37, !tbaa !30
  %26 = load float, ptr %arrayidx4, align 4, !dbg !38, !tbaa !30
  %add13.5 = fadd contract float %25, %26, !dbg !38
  store float %add13.5, ptr %arrayidx4, align 4, !dbg !38, !tbaa !30
  br label %if.end.5, !dbg !39

if.end.5:                                         ; preds = %if.then.5, %if.end.4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !40
  %rem.6 = and i32 %0, 127, !dbg !35
  %cmp7.6 = icmp eq i32 %rem.6, 0, !dbg !36
  br i1 %cmp7.6, label %if.then.6, label %if.end.6, !dbg !36

if.then.6:                                        ; preds = %if.end.5
  %27 = zext nneg i32 %0 to i64
  %28 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ18reduce_interleavedPKfPfiE5sdata to ptr), i64 %27
  %arrayidx10.6 = getelementptr inbounds nuw i8, ptr %28, i64 256
  %29 = load float, ptr %arrayidx10.6, align 4, !dbg !37, !tbaa !30
  %30 = load float, ptr %arrayidx4, align 4, !dbg !38, !tbaa !30
  %add13.6 = fadd contract float %29, %30, !dbg !38
  store float %add13.6, ptr %arrayidx4, align 4, !dbg !38, !tbaa !30
  br label %if.end.6, !dbg !39

if.end.6:                                         ; preds = %if.then.6, %if.end.5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !40
  %cmp15 = icmp eq i32 %0, 0, !dbg !41
  br i1 %cmp15, label %if.then16, label %if.end20, !dbg !41

if.then16:                                        ; preds = %if.end.6
  %idxprom18 = zext nneg i32 %1 to i64
  %arrayidx19 = getelementptr inbounds nuw float, ptr %out, i64 %idxprom18
  %31 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ18reduce_interleavedPKfPfiE5sdata to ptr), align 4, !dbg !42, !tbaa !30
  store float %31, ptr %arrayidx19, align 4, !dbg !43, !tbaa !30
  br label %if.end20, !dbg !44

if.end20:                                         ; preds = %if.then16, %if.end.6
  ret void, !dbg !45
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z17reduce_sequentialPKfPfi(ptr noundef readonly captures(none) %in, ptr noundef writeonly captures(none) %out, i32 noundef %n) local_unnamed_addr #0 !dbg !46 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !47
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !49
  %mul = shl i32 %1, 7, !dbg !51
  %add = add i32 %mul, %0, !dbg !52
  %cmp = icmp ult i32 %add, %n, !dbg !53
  br i1 %cmp, label %cond.true, label %cond.end, !dbg !54

cond.true:                                        ; preds = %entry
  %idxprom = zext i32 %add to i64
  %arrayidx = getelementptr inbounds nuw float, ptr %in, i64 %idxprom
  %2 = load float, ptr %arrayidx, align 4, !dbg !55, !tbaa !30
  br label %cond.end, !dbg !54

cond.end:                                         ; preds = %entry, %cond.true
  %cond = phi contract float [ %2, %cond.true ], [ 0.000000e+00, %entry ], !dbg !54
  %idxprom3 = zext nneg i32 %0 to i64, !dbg !56
  %arrayidx4 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ17reduce_sequentialPKfPfiE5sdata to ptr), i64 %idxprom3, !dbg !56
  store float %cond, ptr %arrayidx4, align 4, !dbg !57, !tbaa !30
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !58
  %cmp6 = icmp samesign ult i32 %0, 64, !dbg !59
  br i1 %cmp6, label %if.then, label %if.end, !dbg !59

if.then:                                          ; preds = %cond.end
  %3 = zext nneg i32 %0 to i64
  %4 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ17reduce_sequentialPKfPfiE5sdata to ptr), i64 %3
  %arrayidx9 = getelementptr inbounds nuw i8, ptr %4, i64 256
  %5 = load float, ptr %arrayidx9, align 4, !dbg !60, !tbaa !30
  %6 = load float, ptr %arrayidx4, align 4, !dbg !61, !tbaa !30
  %add12 = fadd contract float %5, %6, !dbg !61
  store float %add12, ptr %arrayidx4, align 4, !dbg !61, !tbaa !30
  br label %if.end, !dbg !62

if.end:                                           ; preds = %if.then, %cond.end
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !63
  %cmp6.1 = icmp samesign ult i32 %0, 32, !dbg !59
  br i1 %cmp6.1, label %if.then.1, label %if.end.1, !dbg !59

if.then.1:                                        ; preds = %if.end
  %7 = zext nneg i32 %0 to i64
  %8 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ17reduce_sequentialPKfPfiE5sdata to ptr), i64 %7
  %arrayidx9.1 = getelementptr inbounds nuw i8, ptr %8, i64 128
  %9 = load float, ptr %arrayidx9.1, align 4, !dbg !60, !tbaa !30
  %10 = load float, ptr %arrayidx4, align 4, !dbg !61, !tbaa !30
  %add12.1 = fadd contract float %9, %10, !dbg !61
  store float %add12.1, ptr %arrayidx4, align 4, !dbg !61, !tbaa !30
  br label %if.end.1, !dbg !62

if.end.1:                                         ; preds = %if.then.1, %if.end
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !63
  %cmp6.2 = icmp samesign ult i32 %0, 16, !dbg !59
  br i1 %cmp6.2, label %if.then.2, label %if.end.2, !dbg !59

if.then.2:                                        ; preds = %if.end.1
  %11 = zext nneg i32 %0 to i64
  %12 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ17reduce_sequentialPKfPfiE5sdata to ptr), i64 %11
  %arrayidx9.2 = getelementptr inbounds nuw i8, ptr %12, i64 64
  %13 = load float, ptr %arrayidx9.2, align 4, !dbg !60, !tbaa !30
  %14 = load float, ptr %arrayidx4, align 4, !dbg !61, !tbaa !30
  %add12.2 = fadd contract float %13, %14, !dbg !61
  store float %add12.2, ptr %arrayidx4, align 4, !dbg !61, !tbaa !30
  br label %if.end.2, !dbg !62

if.end.2:                                         ; preds = %if.then.2, %if.end.1
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !63
  %cmp6.3 = icmp samesign ult i32 %0, 8, !dbg !59
  br i1 %cmp6.3, label %if.then.3, label %if.end.3, !dbg !59

if.then.3:                                        ; preds = %if.end.2
  %15 = zext nneg i32 %0 to i64
  %16 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ17reduce_sequentialPKfPfiE5sdata to ptr), i64 %15
  %arrayidx9.3 = getelementptr inbounds nuw i8, ptr %16, i64 32
  %17 = load float, ptr %arrayidx9.3, align 4, !dbg !60, !tbaa !30
  %18 = load float, ptr %arrayidx4, align 4, !dbg !61, !tbaa !30
  %add12.3 = fadd contract float %17, %18, !dbg !61
  store float %add12.3, ptr %arrayidx4, align 4, !dbg !61, !tbaa !30
  br label %if.end.3, !dbg !62

if.end.3:                                         ; preds = %if.then.3, %if.end.2
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !63
  %cmp6.4 = icmp samesign ult i32 %0, 4, !dbg !59
  br i1 %cmp6.4, label %if.then.4, label %if.end.4, !dbg !59

if.then.4:                                        ; preds = %if.end.3
  %19 = zext nneg i32 %0 to i64
  %20 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ17reduce_sequentialPKfPfiE5sdata to ptr), i64 %19
  %arrayidx9.4 = getelementptr inbounds nuw i8, ptr %20, i64 16
  %21 = load float, ptr %arrayidx9.4, align 4, !dbg !60, !tbaa !30
  %22 = load float, ptr %arrayidx4, align 4, !dbg !61, !tbaa !30
  %add12.4 = fadd contract float %21, %22, !dbg !61
  store float %add12.4, ptr %arrayidx4, align 4, !dbg !61, !tbaa !30
  br label %if.end.4, !dbg !62

if.end.4:                                         ; preds = %if.then.4, %if.end.3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !63
  %cmp6.5 = icmp samesign ult i32 %0, 2, !dbg !59
  br i1 %cmp6.5, label %if.then.5, label %if.end.5, !dbg !59

if.then.5:                                        ; preds = %if.end.4
  %23 = zext nneg i32 %0 to i64
  %24 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ17reduce_sequentialPKfPfiE5sdata to ptr), i64 %23
  %arrayidx9.5 = getelementptr inbounds nuw i8, ptr %24, i64 8
  %25 = load float, ptr %arrayidx9.5, align 4, !dbg !60, !tbaa !30
  %26 = load float, ptr %arrayidx4, align 4, !dbg !61, !tbaa !30
  %add12.5 = fadd contract float %25, %26, !dbg !61
  store float %add12.5, ptr %arrayidx4, align 4, !dbg !61, !tbaa !30
  br label %if.end.5, !dbg !62

if.end.5:                                         ; preds = %if.then.5, %if.end.4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !63
  %cmp6.6 = icmp eq i32 %0, 0, !dbg !59
  br i1 %cmp6.6, label %if.then.6, label %if.end.6, !dbg !59

if.then.6:                                        ; preds = %if.end.5
  %27 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17reduce_sequentialPKfPfiE5sdata to ptr), i64 4), align 4, !dbg !60, !tbaa !30
  %28 = load float, ptr %arrayidx4, align 4, !dbg !61, !tbaa !30
  %add12.6 = fadd contract float %27, %28, !dbg !61
  store float %add12.6, ptr %arrayidx4, align 4, !dbg !61, !tbaa !30
  br label %if.end.6, !dbg !62

if.end.6:                                         ; preds = %if.then.6, %if.end.5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !63
  %cmp13 = icmp eq i32 %0, 0, !dbg !64
  br i1 %cmp13, label %if.then14, label %if.end18, !dbg !64

if.then14:                                        ; preds = %if.end.6
  %idxprom16 = zext nneg i32 %1 to i64
  %arrayidx17 = getelementptr inbounds nuw float, ptr %out, i64 %idxprom16
  %29 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ17reduce_sequentialPKfPfiE5sdata to ptr), align 4, !dbg !65, !tbaa !30
  store float %29, ptr %arrayidx17, align 4, !dbg !66, !tbaa !30
  br label %if.end18, !dbg !67

if.end18:                                         ; preds = %if.then14, %if.end.6
  ret void, !dbg !68
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z15reduce_unrolledPKfPfi(ptr noundef readonly captures(none) %in, ptr noundef writeonly captures(none) %out, i32 noundef %n) local_unnamed_addr #0 !dbg !69 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !70
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !72
  %mul = shl i32 %1, 8, !dbg !74
  %add = add i32 %mul, %0, !dbg !75
  %cmp = icmp ult i32 %add, %n, !dbg !76
  br i1 %cmp, label %cond.true, label %cond.end, !dbg !77

cond.true:                                        ; preds = %entry
  %idxprom = zext i32 %add to i64
  %arrayidx = getelementptr inbounds nuw float, ptr %in, i64 %idxprom
  %2 = load float, ptr %arrayidx, align 4, !dbg !78, !tbaa !30
  br label %cond.end, !dbg !77

cond.end:                                         ; preds = %entry, %cond.true
  %cond = phi contract float [ %2, %cond.true ], [ 0.000000e+00, %entry ], !dbg !77
  %add3 = add i32 %add, 128, !dbg !79
  %cmp4 = icmp ult i32 %add3, %n, !dbg !80
  br i1 %cmp4, label %if.then, label %if.end, !dbg !80

if.then:                                          ; preds = %cond.end
  %idxprom6 = zext i32 %add3 to i64
  %arrayidx7 = getelementptr inbounds nuw float, ptr %in, i64 %idxprom6
  %3 = load float, ptr %arrayidx7, align 4, !dbg !81, !tbaa !30
  %add8 = fadd contract float %cond, %3, !dbg !82
  br label %if.end, !dbg !83

if.end:                                           ; preds = %if.then, %cond.end
  %v.0 = phi float [ %add8, %if.then ], [ %cond, %cond.end ], !dbg !84
  %idxprom9 = zext nneg i32 %0 to i64, !dbg !85
  %arrayidx10 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ15reduce_unrolledPKfPfiE5sdata to ptr), i64 %idxprom9, !dbg !85
  store float %v.0, ptr %arrayidx10, align 4, !dbg !86, !tbaa !30
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !87
  %cmp12 = icmp samesign ult i32 %0, 64, !dbg !88
  br i1 %cmp12, label %if.then13, label %if.end20, !dbg !88

if.then13:                                        ; preds = %if.end
  %4 = zext nneg i32 %0 to i64
  %5 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ15reduce_unrolledPKfPfiE5sdata to ptr), i64 %4
  %arrayidx16 = getelementptr inbounds nuw i8, ptr %5, i64 256
  %6 = load float, ptr %arrayidx16, align 4, !dbg !89, !tbaa !30
  %7 = load float, ptr %arrayidx10, align 4, !dbg !90, !tbaa !30
  %add19 = fadd contract float %6, %7, !dbg !90
  store float %add19, ptr %arrayidx10, align 4, !dbg !90, !tbaa !30
  br label %if.end20, !dbg !91

if.end20:                                         ; preds = %if.then13, %if.end
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !92
  %cmp21 = icmp samesign ult i32 %0, 32, !dbg !93
  br i1 %cmp21, label %if.then22, label %if.end23, !dbg !93

if.then22:                                        ; preds = %if.end20
  %8 = load volatile float, ptr %arrayidx10, align 4, !dbg !94, !tbaa !30
  %arrayidx2.i = getelementptr inbounds nuw i8, ptr %arrayidx10, i64 128, !dbg !97
  %9 = load volatile float, ptr %arrayidx2.i, align 4, !dbg !97, !tbaa !30
  %add3.i = fadd contract float %8, %9, !dbg !98
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !99
  store volatile float %add3.i, ptr %arrayidx10, align 4, !dbg !103, !tbaa !30
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !104
  %arrayidx8.i = getelementptr inbounds nuw i8, ptr %arrayidx10, i64 64, !dbg !106
  %10 = load volatile float, ptr %arrayidx8.i, align 4, !dbg !106, !tbaa !30
  %add9.i = fadd contract float %add3.i, %10, !dbg !107
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !108
  store volatile float %add9.i, ptr %arrayidx10, align 4, !dbg !110, !tbaa !30
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !111
  %arrayidx14.i = getelementptr inbounds nuw i8, ptr %arrayidx10, i64 32, !dbg !113
  %11 = load volatile float, ptr %arrayidx14.i, align 4, !dbg !113, !tbaa !30
  %add15.i = fadd contract float %add9.i, %11, !dbg !114
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !115
  store volatile float %add15.i, ptr %arrayidx10, align 4, !dbg !117, !tbaa !30
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !118
  %arrayidx20.i = getelementptr inbounds nuw i8, ptr %arrayidx10, i64 16, !dbg !120
  %12 = load volatile float, ptr %arrayidx20.i, align 4, !dbg !120, !tbaa !30
  %add21.i = fadd contract float %add15.i, %12, !dbg !121
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !122
  store volatile float %add21.i, ptr %arrayidx10, align 4, !dbg !124, !tbaa !30
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !125
  %arrayidx26.i = getelementptr inbounds nuw i8, ptr %arrayidx10, i64 8, !dbg !127
  %13 = load volatile float, ptr %arrayidx26.i, align 4, !dbg !127, !tbaa !30
  %add27.i = fadd contract float %add21.i, %13, !dbg !128
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !129
  store volatile float %add27.i, ptr %arrayidx10, align 4, !dbg !131, !tbaa !30
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !132
  %arrayidx32.i = getelementptr inbounds nuw i8, ptr %arrayidx10, i64 4, !dbg !134
  %14 = load volatile float, ptr %arrayidx32.i, align 4, !dbg !134, !tbaa !30
  %add33.i = fadd contract float %add27.i, %14, !dbg !135
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !136
  store volatile float %add33.i, ptr %arrayidx10, align 4, !dbg !138, !tbaa !30
  br label %if.end23, !dbg !139

if.end23:                                         ; preds = %if.then22, %if.end20
  %cmp24 = icmp eq i32 %0, 0, !dbg !140
  br i1 %cmp24, label %if.then25, label %if.end29, !dbg !140

if.then25:                                        ; preds = %if.end23
  %idxprom27 = zext nneg i32 %1 to i64
  %arrayidx28 = getelementptr inbounds nuw float, ptr %out, i64 %idxprom27
  %15 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ15reduce_unrolledPKfPfiE5sdata to ptr), align 4, !dbg !141, !tbaa !30
  store float %15, ptr %arrayidx28, align 4, !dbg !142, !tbaa !30
  br label %if.end29, !dbg !143

if.end29:                                         ; preds = %if.then25, %if.end23
  ret void, !dbg !144
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z15reduce_multiplePKfPfi(ptr noundef readonly captures(none) %in, ptr noundef writeonly captures(none) %out, i32 noundef %n) local_unnamed_addr #0 !dbg !145 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !146
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !148
  %mul = shl i32 %1, 8, !dbg !151
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !152
  %mul3 = shl i32 %2, 8, !dbg !154
  %add = add i32 %mul3, %0, !dbg !155
  %cmp56 = icmp ult i32 %add, %n, !dbg !156
  br i1 %cmp56, label %for.body, label %for.cond.cleanup, !dbg !157

for.cond.cleanup:                                 ; preds = %for.inc, %entry
  %v.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %v.1, %for.inc ], !dbg !158
  %idxprom12 = zext nneg i32 %0 to i64, !dbg !159
  %arrayidx13 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ15reduce_multiplePKfPfiE5sdata to ptr), i64 %idxprom12, !dbg !159
  store float %v.0.lcssa, ptr %arrayidx13, align 4, !dbg !160, !tbaa !30
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !161
  %cmp18 = icmp samesign ult i32 %0, 64, !dbg !162
  br i1 %cmp18, label %if.then19, label %if.end26, !dbg !162

for.body:                                         ; preds = %entry, %for.inc
  %i.058 = phi i32 [ %add11, %for.inc ], [ %add, %entry ]
  %v.057 = phi float [ %v.1, %for.inc ], [ 0.000000e+00, %entry ]
  %idxprom = zext i32 %i.058 to i64, !dbg !163
  %arrayidx = getelementptr inbounds nuw float, ptr %in, i64 %idxprom, !dbg !163
  %3 = load float, ptr %arrayidx, align 4, !dbg !163, !tbaa !30
  %add4 = fadd contract float %v.057, %3, !dbg !164
  %add5 = add i32 %i.058, 128, !dbg !165
  %cmp6 = icmp ult i32 %add5, %n, !dbg !166
  br i1 %cmp6, label %if.then, label %for.inc, !dbg !166

if.then:                                          ; preds = %for.body
  %idxprom8 = zext i32 %add5 to i64
  %arrayidx9 = getelementptr inbounds nuw float, ptr %in, i64 %idxprom8
  %4 = load float, ptr %arrayidx9, align 4, !dbg !167, !tbaa !30
  %add10 = fadd contract float %add4, %4, !dbg !168
  br label %for.inc, !dbg !169

for.inc:                                          ; preds = %for.body, %if.then
  %v.1 = phi float [ %add10, %if.then ], [ %add4, %for.body ], !dbg !158
  %add11 = add i32 %i.058, %mul, !dbg !170
  %cmp = icmp ult i32 %add11, %n, !dbg !156
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !dbg !157, !llvm.loop !171

if.then19:                                        ; preds = %for.cond.cleanup
  %5 = zext nneg i32 %0 to i64
  %6 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ15reduce_multiplePKfPfiE5sdata to ptr), i64 %5
  %arrayidx22 = getelementptr inbounds nuw i8, ptr %6, i64 256
  %7 = load float, ptr %arrayidx22, align 4, !dbg !174, !tbaa !30
  %8 = load float, ptr %arrayidx13, align 4, !dbg !175, !tbaa !30
  %add25 = fadd contract float %7, %8, !dbg !175
  store float %add25, ptr %arrayidx13, align 4, !dbg !175, !tbaa !30
  br label %if.end26, !dbg !176

if.end26:                                         ; preds = %if.then19, %for.cond.cleanup
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !177
  %cmp29 = icmp samesign ult i32 %0, 32, !dbg !178
  br i1 %cmp29, label %if.then30, label %if.end31, !dbg !178

if.then30:                                        ; preds = %if.end26
  %9 = load volatile float, ptr %arrayidx13, align 4, !dbg !179, !tbaa !30
  %arrayidx2.i = getelementptr inbounds nuw i8, ptr %arrayidx13, i64 128, !dbg !181
  %10 = load volatile float, ptr %arrayidx2.i, align 4, !dbg !181, !tbaa !30
  %add3.i = fadd contract float %9, %10, !dbg !182
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !183
  store volatile float %add3.i, ptr %arrayidx13, align 4, !dbg !185, !tbaa !30
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !186
  %arrayidx8.i = getelementptr inbounds nuw i8, ptr %arrayidx13, i64 64, !dbg !188
  %11 = load volatile float, ptr %arrayidx8.i, align 4, !dbg !188, !tbaa !30
  %add9.i = fadd contract float %add3.i, %11, !dbg !189
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !190
  store volatile float %add9.i, ptr %arrayidx13, align 4, !dbg !192, !tbaa !30
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !193
  %arrayidx14.i = getelementptr inbounds nuw i8, ptr %arrayidx13, i64 32, !dbg !195
  %12 = load volatile float, ptr %arrayidx14.i, align 4, !dbg !195, !tbaa !30
  %add15.i = fadd contract float %add9.i, %12, !dbg !196
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !197
  store volatile float %add15.i, ptr %arrayidx13, align 4, !dbg !199, !tbaa !30
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !200
  %arrayidx20.i = getelementptr inbounds nuw i8, ptr %arrayidx13, i64 16, !dbg !202
  %13 = load volatile float, ptr %arrayidx20.i, align 4, !dbg !202, !tbaa !30
  %add21.i = fadd contract float %add15.i, %13, !dbg !203
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !204
  store volatile float %add21.i, ptr %arrayidx13, align 4, !dbg !206, !tbaa !30
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !207
  %arrayidx26.i = getelementptr inbounds nuw i8, ptr %arrayidx13, i64 8, !dbg !209
  %14 = load volatile float, ptr %arrayidx26.i, align 4, !dbg !209, !tbaa !30
  %add27.i = fadd contract float %add21.i, %14, !dbg !210
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !211
  store volatile float %add27.i, ptr %arrayidx13, align 4, !dbg !213, !tbaa !30
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !214
  %arrayidx32.i = getelementptr inbounds nuw i8, ptr %arrayidx13, i64 4, !dbg !216
  %15 = load volatile float, ptr %arrayidx32.i, align 4, !dbg !216, !tbaa !30
  %add33.i = fadd contract float %add27.i, %15, !dbg !217
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !218
  store volatile float %add33.i, ptr %arrayidx13, align 4, !dbg !220, !tbaa !30
  br label %if.end31, !dbg !221

if.end31:                                         ; preds = %if.then30, %if.end26
  %cmp32 = icmp eq i32 %0, 0, !dbg !222
  br i1 %cmp32, label %if.then33, label %if.end37, !dbg !222

if.then33:                                        ; preds = %if.end31
  %idxprom35 = zext nneg i32 %2 to i64
  %arrayidx36 = getelementptr inbounds nuw float, ptr %out, i64 %idxprom35
  %16 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ15reduce_multiplePKfPfiE5sdata to ptr), align 4, !dbg !223, !tbaa !30
  store float %16, ptr %arrayidx36, align 4, !dbg !224, !tbaa !30
  br label %if.end37, !dbg !225

if.end37:                                         ; preds = %if.then33, %if.end31
  ret void, !dbg !226
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.dbg.cu = !{!6}
!llvm.ident = !{!8, !9}
!llvm.errno.tbaa = !{!10}
!nvvmir.version = !{!14}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 9]}
!1 = !{i32 7, !"Dwarf Version", i32 2}
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !7, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!7 = !DIFile(filename: "reduce.cu", directory: "/work/main/test/Inputs/corpus")
!8 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!9 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}
!14 = !{i32 2, i32 0}
!15 = distinct !DISubprogram(name: "reduce_interleaved", scope: !7, file: !7, line: 23, type: !16, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!16 = !DISubroutineType(types: !17)
!17 = !{}
!18 = !DILocation(line: 53, column: 27, scope: !19, inlinedAt: !21)
!19 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !20, file: !20, line: 53, type: !16, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!20 = !DIFile(filename: "/usr/lib/llvm-22/lib/clang/22/include/__clang_cuda_builtin_vars.h", directory: "")
!21 = distinct !DILocation(line: 25, column: 18, scope: !15)
!22 = !DILocation(line: 66, column: 27, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !20, file: !20, line: 66, type: !16, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!24 = distinct !DILocation(line: 26, column: 16, scope: !15)
!25 = !DILocation(line: 26, column: 27, scope: !15)
!26 = !DILocation(line: 26, column: 40, scope: !15)
!27 = !DILocation(line: 27, column: 19, scope: !15)
!28 = !DILocation(line: 27, column: 16, scope: !15)
!29 = !DILocation(line: 27, column: 26, scope: !15)
!30 = !{!31, !31, i64 0}
!31 = !{!"float", !12, i64 0}
!32 = !DILocation(line: 27, column: 3, scope: !15)
!33 = !DILocation(line: 27, column: 14, scope: !15)
!34 = !DILocation(line: 28, column: 3, scope: !15)
!35 = !DILocation(line: 30, column: 13, scope: !15)
!36 = !DILocation(line: 30, column: 23, scope: !15)
!37 = !DILocation(line: 31, column: 21, scope: !15)
!38 = !DILocation(line: 31, column: 18, scope: !15)
!39 = !DILocation(line: 31, column: 7, scope: !15)
!40 = !DILocation(line: 32, column: 5, scope: !15)
!41 = !DILocation(line: 34, column: 11, scope: !15)
!42 = !DILocation(line: 35, column: 23, scope: !15)
!43 = !DILocation(line: 35, column: 21, scope: !15)
!44 = !DILocation(line: 35, column: 5, scope: !15)
!45 = !DILocation(line: 36, column: 1, scope: !15)
!46 = distinct !DISubprogram(name: "reduce_sequential", scope: !7, file: !7, line: 38, type: !16, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!47 = !DILocation(line: 53, column: 27, scope: !19, inlinedAt: !48)
!48 = distinct !DILocation(line: 40, column: 18, scope: !46)
!49 = !DILocation(line: 66, column: 27, scope: !23, inlinedAt: !50)
!50 = distinct !DILocation(line: 41, column: 16, scope: !46)
!51 = !DILocation(line: 41, column: 27, scope: !46)
!52 = !DILocation(line: 41, column: 40, scope: !46)
!53 = !DILocation(line: 42, column: 19, scope: !46)
!54 = !DILocation(line: 42, column: 16, scope: !46)
!55 = !DILocation(line: 42, column: 26, scope: !46)
!56 = !DILocation(line: 42, column: 3, scope: !46)
!57 = !DILocation(line: 42, column: 14, scope: !46)
!58 = !DILocation(line: 43, column: 3, scope: !46)
!59 = !DILocation(line: 45, column: 13, scope: !46)
!60 = !DILocation(line: 46, column: 21, scope: !46)
!61 = !DILocation(line: 46, column: 18, scope: !46)
!62 = !DILocation(line: 46, column: 7, scope: !46)
!63 = !DILocation(line: 47, column: 5, scope: !46)
!64 = !DILocation(line: 49, column: 11, scope: !46)
!65 = !DILocation(line: 50, column: 23, scope: !46)
!66 = !DILocation(line: 50, column: 21, scope: !46)
!67 = !DILocation(line: 50, column: 5, scope: !46)
!68 = !DILocation(line: 51, column: 1, scope: !46)
!69 = distinct !DISubprogram(name: "reduce_unrolled", scope: !7, file: !7, line: 65, type: !16, scopeLine: 65, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!70 = !DILocation(line: 53, column: 27, scope: !19, inlinedAt: !71)
!71 = distinct !DILocation(line: 67, column: 18, scope: !69)
!72 = !DILocation(line: 66, column: 27, scope: !23, inlinedAt: !73)
!73 = distinct !DILocation(line: 68, column: 16, scope: !69)
!74 = !DILocation(line: 68, column: 27, scope: !69)
!75 = !DILocation(line: 68, column: 46, scope: !69)
!76 = !DILocation(line: 70, column: 16, scope: !69)
!77 = !DILocation(line: 70, column: 13, scope: !69)
!78 = !DILocation(line: 70, column: 23, scope: !69)
!79 = !DILocation(line: 71, column: 9, scope: !69)
!80 = !DILocation(line: 71, column: 22, scope: !69)
!81 = !DILocation(line: 72, column: 10, scope: !69)
!82 = !DILocation(line: 72, column: 7, scope: !69)
!83 = !DILocation(line: 72, column: 5, scope: !69)
!84 = !DILocation(line: 0, scope: !69)
!85 = !DILocation(line: 73, column: 3, scope: !69)
!86 = !DILocation(line: 73, column: 14, scope: !69)
!87 = !DILocation(line: 74, column: 3, scope: !69)
!88 = !DILocation(line: 76, column: 13, scope: !69)
!89 = !DILocation(line: 77, column: 21, scope: !69)
!90 = !DILocation(line: 77, column: 18, scope: !69)
!91 = !DILocation(line: 77, column: 7, scope: !69)
!92 = !DILocation(line: 78, column: 5, scope: !69)
!93 = !DILocation(line: 80, column: 11, scope: !69)
!94 = !DILocation(line: 56, column: 13, scope: !95, inlinedAt: !96)
!95 = distinct !DISubprogram(name: "warpReduce", scope: !7, file: !7, line: 54, type: !16, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!96 = distinct !DILocation(line: 81, column: 5, scope: !69)
!97 = !DILocation(line: 57, column: 8, scope: !95, inlinedAt: !96)
!98 = !DILocation(line: 57, column: 5, scope: !95, inlinedAt: !96)
!99 = !DILocation(line: 186, column: 10, scope: !100, inlinedAt: !102)
!100 = distinct !DISubprogram(name: "__syncwarp", scope: !101, file: !101, line: 185, type: !16, scopeLine: 185, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!101 = !DIFile(filename: "/usr/lib/llvm-22/lib/clang/22/include/__clang_cuda_intrinsics.h", directory: "")
!102 = distinct !DILocation(line: 57, column: 25, scope: !95, inlinedAt: !96)
!103 = !DILocation(line: 57, column: 50, scope: !95, inlinedAt: !96)
!104 = !DILocation(line: 186, column: 10, scope: !100, inlinedAt: !105)
!105 = distinct !DILocation(line: 57, column: 55, scope: !95, inlinedAt: !96)
!106 = !DILocation(line: 58, column: 8, scope: !95, inlinedAt: !96)
!107 = !DILocation(line: 58, column: 5, scope: !95, inlinedAt: !96)
!108 = !DILocation(line: 186, column: 10, scope: !100, inlinedAt: !109)
!109 = distinct !DILocation(line: 58, column: 25, scope: !95, inlinedAt: !96)
!110 = !DILocation(line: 58, column: 50, scope: !95, inlinedAt: !96)
!111 = !DILocation(line: 186, column: 10, scope: !100, inlinedAt: !112)
!112 = distinct !DILocation(line: 58, column: 55, scope: !95, inlinedAt: !96)
!113 = !DILocation(line: 59, column: 8, scope: !95, inlinedAt: !96)
!114 = !DILocation(line: 59, column: 5, scope: !95, inlinedAt: !96)
!115 = !DILocation(line: 186, column: 10, scope: !100, inlinedAt: !116)
!116 = distinct !DILocation(line: 59, column: 25, scope: !95, inlinedAt: !96)
!117 = !DILocation(line: 59, column: 50, scope: !95, inlinedAt: !96)
!118 = !DILocation(line: 186, column: 10, scope: !100, inlinedAt: !119)
!119 = distinct !DILocation(line: 59, column: 55, scope: !95, inlinedAt: !96)
!120 = !DILocation(line: 60, column: 8, scope: !95, inlinedAt: !96)
!121 = !DILocation(line: 60, column: 5, scope: !95, inlinedAt: !96)
!122 = !DILocation(line: 186, column: 10, scope: !100, inlinedAt: !123)
!123 = distinct !DILocation(line: 60, column: 25, scope: !95, inlinedAt: !96)
!124 = !DILocation(line: 60, column: 50, scope: !95, inlinedAt: !96)
!125 = !DILocation(line: 186, column: 10, scope: !100, inlinedAt: !126)
!126 = distinct !DILocation(line: 60, column: 55, scope: !95, inlinedAt: !96)
!127 = !DILocation(line: 61, column: 8, scope: !95, inlinedAt: !96)
!128 = !DILocation(line: 61, column: 5, scope: !95, inlinedAt: !96)
!129 = !DILocation(line: 186, column: 10, scope: !100, inlinedAt: !130)
!130 = distinct !DILocation(line: 61, column: 25, scope: !95, inlinedAt: !96)
!131 = !DILocation(line: 61, column: 50, scope: !95, inlinedAt: !96)
!132 = !DILocation(line: 186, column: 10, scope: !100, inlinedAt: !133)
!133 = distinct !DILocation(line: 61, column: 55, scope: !95, inlinedAt: !96)
!134 = !DILocation(line: 62, column: 8, scope: !95, inlinedAt: !96)
!135 = !DILocation(line: 62, column: 5, scope: !95, inlinedAt: !96)
!136 = !DILocation(line: 186, column: 10, scope: !100, inlinedAt: !137)
!137 = distinct !DILocation(line: 62, column: 25, scope: !95, inlinedAt: !96)
!138 = !DILocation(line: 62, column: 50, scope: !95, inlinedAt: !96)
!139 = !DILocation(line: 81, column: 5, scope: !69)
!140 = !DILocation(line: 82, column: 11, scope: !69)
!141 = !DILocation(line: 83, column: 23, scope: !69)
!142 = !DILocation(line: 83, column: 21, scope: !69)
!143 = !DILocation(line: 83, column: 5, scope: !69)
!144 = !DILocation(line: 84, column: 1, scope: !69)
!145 = distinct !DISubprogram(name: "reduce_multiple", scope: !7, file: !7, line: 86, type: !16, scopeLine: 86, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!146 = !DILocation(line: 53, column: 27, scope: !19, inlinedAt: !147)
!147 = distinct !DILocation(line: 88, column: 18, scope: !145)
!148 = !DILocation(line: 92, column: 27, scope: !149, inlinedAt: !150)
!149 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !20, file: !20, line: 92, type: !16, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!150 = distinct !DILocation(line: 89, column: 40, scope: !145)
!151 = !DILocation(line: 89, column: 38, scope: !145)
!152 = !DILocation(line: 66, column: 27, scope: !23, inlinedAt: !153)
!153 = distinct !DILocation(line: 92, column: 21, scope: !145)
!154 = !DILocation(line: 92, column: 32, scope: !145)
!155 = !DILocation(line: 92, column: 51, scope: !145)
!156 = !DILocation(line: 92, column: 60, scope: !145)
!157 = !DILocation(line: 92, column: 3, scope: !145)
!158 = !DILocation(line: 0, scope: !145)
!159 = !DILocation(line: 98, column: 3, scope: !145)
!160 = !DILocation(line: 98, column: 14, scope: !145)
!161 = !DILocation(line: 99, column: 3, scope: !145)
!162 = !DILocation(line: 101, column: 13, scope: !145)
!163 = !DILocation(line: 94, column: 10, scope: !145)
!164 = !DILocation(line: 94, column: 7, scope: !145)
!165 = !DILocation(line: 95, column: 11, scope: !145)
!166 = !DILocation(line: 95, column: 24, scope: !145)
!167 = !DILocation(line: 96, column: 12, scope: !145)
!168 = !DILocation(line: 96, column: 9, scope: !145)
!169 = !DILocation(line: 96, column: 7, scope: !145)
!170 = !DILocation(line: 93, column: 10, scope: !145)
!171 = distinct !{!171, !157, !172, !173}
!172 = !DILocation(line: 97, column: 3, scope: !145)
!173 = !{!"llvm.loop.mustprogress"}
!174 = !DILocation(line: 102, column: 21, scope: !145)
!175 = !DILocation(line: 102, column: 18, scope: !145)
!176 = !DILocation(line: 102, column: 7, scope: !145)
!177 = !DILocation(line: 103, column: 5, scope: !145)
!178 = !DILocation(line: 105, column: 11, scope: !145)
!179 = !DILocation(line: 56, column: 13, scope: !95, inlinedAt: !180)
!180 = distinct !DILocation(line: 106, column: 5, scope: !145)
!181 = !DILocation(line: 57, column: 8, scope: !95, inlinedAt: !180)
!182 = !DILocation(line: 57, column: 5, scope: !95, inlinedAt: !180)
!183 = !DILocation(line: 186, column: 10, scope: !100, inlinedAt: !184)
!184 = distinct !DILocation(line: 57, column: 25, scope: !95, inlinedAt: !180)
!185 = !DILocation(line: 57, column: 50, scope: !95, inlinedAt: !180)
!186 = !DILocation(line: 186, column: 10, scope: !100, inlinedAt: !187)
!187 = distinct !DILocation(line: 57, column: 55, scope: !95, inlinedAt: !180)
!188 = !DILocation(line: 58, column: 8, scope: !95, inlinedAt: !180)
!189 = !DILocation(line: 58, column: 5, scope: !95, inlinedAt: !180)
!190 = !DILocation(line: 186, column: 10, scope: !100, inlinedAt: !191)
!191 = distinct !DILocation(line: 58, column: 25, scope: !95, inlinedAt: !180)
!192 = !DILocation(line: 58, column: 50, scope: !95, inlinedAt: !180)
!193 = !DILocation(line: 186, column: 10, scope: !100, inlinedAt: !194)
!194 = distinct !DILocation(line: 58, column: 55, scope: !95, inlinedAt: !180)
!195 = !DILocation(line: 59, column: 8, scope: !95, inlinedAt: !180)
!196 = !DILocation(line: 59, column: 5, scope: !95, inlinedAt: !180)
!197 = !DILocation(line: 186, column: 10, scope: !100, inlinedAt: !198)
!198 = distinct !DILocation(line: 59, column: 25, scope: !95, inlinedAt: !180)
!199 = !DILocation(line: 59, column: 50, scope: !95, inlinedAt: !180)
!200 = !DILocation(line: 186, column: 10, scope: !100, inlinedAt: !201)
!201 = distinct !DILocation(line: 59, column: 55, scope: !95, inlinedAt: !180)
!202 = !DILocation(line: 60, column: 8, scope: !95, inlinedAt: !180)
!203 = !DILocation(line: 60, column: 5, scope: !95, inlinedAt: !180)
!204 = !DILocation(line: 186, column: 10, scope: !100, inlinedAt: !205)
!205 = distinct !DILocation(line: 60, column: 25, scope: !95, inlinedAt: !180)
!206 = !DILocation(line: 60, column: 50, scope: !95, inlinedAt: !180)
!207 = !DILocation(line: 186, column: 10, scope: !100, inlinedAt: !208)
!208 = distinct !DILocation(line: 60, column: 55, scope: !95, inlinedAt: !180)
!209 = !DILocation(line: 61, column: 8, scope: !95, inlinedAt: !180)
!210 = !DILocation(line: 61, column: 5, scope: !95, inlinedAt: !180)
!211 = !DILocation(line: 186, column: 10, scope: !100, inlinedAt: !212)
!212 = distinct !DILocation(line: 61, column: 25, scope: !95, inlinedAt: !180)
!213 = !DILocation(line: 61, column: 50, scope: !95, inlinedAt: !180)
!214 = !DILocation(line: 186, column: 10, scope: !100, inlinedAt: !215)
!215 = distinct !DILocation(line: 61, column: 55, scope: !95, inlinedAt: !180)
!216 = !DILocation(line: 62, column: 8, scope: !95, inlinedAt: !180)
!217 = !DILocation(line: 62, column: 5, scope: !95, inlinedAt: !180)
!218 = !DILocation(line: 186, column: 10, scope: !100, inlinedAt: !219)
!219 = distinct !DILocation(line: 62, column: 25, scope: !95, inlinedAt: !180)
!220 = !DILocation(line: 62, column: 50, scope: !95, inlinedAt: !180)
!221 = !DILocation(line: 106, column: 5, scope: !145)
!222 = !DILocation(line: 107, column: 11, scope: !145)
!223 = !DILocation(line: 108, column: 23, scope: !145)
!224 = !DILocation(line: 108, column: 21, scope: !145)
!225 = !DILocation(line: 108, column: 5, scope: !145)
!226 = !DILocation(line: 109, column: 1, scope: !145)
