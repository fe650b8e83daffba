; ModuleID = 'transpose.cu'
source_filename = "transpose.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ19transpose_coalescedPfPKfiiE4tile = internal unnamed_addr addrspace(3) global [32 x [32 x float]] undef, align 4
@_ZZ27transpose_no_bank_conflictsPfPKfiiE4tile = internal unnamed_addr addrspace(3) global [32 x [33 x float]] undef, align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z14transpose_copyPfPKfii(ptr noundef writeonly captures(none) %odata, ptr noundef readonly captures(none) %idata, i32 noundef %width, i32 noundef %height) local_unnamed_addr #0 !dbg !15 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !18
  %mul = shl i32 %0, 5, !dbg !22
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %add = add i32 %mul, %1, !dbg !26
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !27
  %mul3 = shl nuw nsw i32 %2, 5, !dbg !30
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !31
  %add5 = add nuw nsw i32 %mul3, %3, !dbg !34
  %mul7 = mul nsw i32 %add5, %width, !dbg !35
  %add8 = add nsw i32 %add, %mul7, !dbg !36
  %idxprom = sext i32 %add8 to i64, !dbg !37
  %arrayidx = getelementptr inbounds float, ptr %idata, i64 %idxprom, !dbg !37
  %4 = load float, ptr %arrayidx, align 4, !dbg !37, !tbaa !38
  %arrayidx13 = getelementptr inbounds float, ptr %odata, i64 %idxprom, !dbg !40
  store float %4, ptr %arrayidx13, align 4, !dbg !41, !tbaa !38
  %add6.1 = add nuw nsw i32 %add5, 8, !dbg !42
  %mul7.1 = mul nsw i32 %add6.1, %width, !dbg !35
  %add8.1 = add nsw i32 %add, %mul7.1, !dbg !36
  %idxprom.1 = sext i32 %add8.1 to i64, !dbg !37
  %arrayidx.1 = getelementptr inbounds float, ptr %idata, i64 %idxprom.1, !dbg !37
  %5 = load float, ptr %arrayidx.1, align 4, !dbg !37, !tbaa !38
  %arrayidx13.1 = getelementptr inbounds float, ptr %odata, i64 %idxprom.1, !dbg !40
  store float %5, ptr %arrayidx13.1, align 4, !dbg !41, !tbaa !38
  %add6.2 = add nuw nsw i32 %add5, 16, !dbg !42
  %mul7.2 = mul nsw i32 %add6.2, %width, !dbg !35
  %add8.2 = add nsw i32 %add, %mul7.2, !dbg !36
  %idxprom.2 = sext i32 %add8.2 to i64, !dbg !37
  %arrayidx.2 = getelementptr inbounds float, ptr %idata, i64 %idxprom.2, !dbg !37
  %6 = load float, ptr %arrayidx.2, align 4, !dbg !37, !tbaa !38
  %arrayidx13.2 = getelementptr inbounds float, ptr %odata, i64 %idxprom.2, !dbg !40
  store float %6, ptr %arrayidx13.2, align 4, !dbg !41, !tbaa !38
  %add6.3 = add nuw nsw i32 %add5, 24, !dbg !42
  %mul7.3 = mul nsw i32 %add6.3, %width, !dbg !35
  %add8.3 = add nsw i32 %add, %mul7.3, !dbg !36
  %idxprom.3 = sext i32 %add8.3 to i64, !dbg !37
  %arrayidx.3 = getelementptr inbounds float, ptr %idata, i64 %idxprom.3, !dbg !37
  %7 = load float, ptr %arrayidx.3, align 4, !dbg !37, !tbaa !38
  %arrayidx13.3 = getelementptr inbounds float, ptr %odata, i64 %idxprom.3, !dbg !40
  store float %7, ptr %arrayidx13.3, align 4, !dbg !41, !tbaa !38
  ret void, !dbg !43
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z15transpose_naivePfPKfii(ptr noundef writeonly captures(none) %odata, ptr noundef readonly captures(none) %idata, i32 noundef %width, i32 noundef %height) local_unnamed_addr #0 !dbg !44 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !45
  %mul = shl i32 %0, 5, !dbg !47
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !48
  %add = add i32 %mul, %1, !dbg !50
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !51
  %mul3 = shl nuw nsw i32 %2, 5, !dbg !53
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !54
  %add5 = add nuw nsw i32 %mul3, %3, !dbg !56
  %mul9 = mul nsw i32 %height, %add
  %mul7 = mul nsw i32 %add5, %width, !dbg !57
  %add8 = add nsw i32 %mul7, %add, !dbg !58
  %idxprom = sext i32 %add8 to i64, !dbg !59
  %arrayidx = getelementptr inbounds float, ptr %idata, i64 %idxprom, !dbg !59
  %4 = load float, ptr %arrayidx, align 4, !dbg !59, !tbaa !38
  %add11 = add nsw i32 %add5, %mul9, !dbg !60
  %idxprom12 = sext i32 %add11 to i64, !dbg !61
  %arrayidx13 = getelementptr inbounds float, ptr %odata, i64 %idxprom12, !dbg !61
  store float %4, ptr %arrayidx13, align 4, !dbg !62, !tbaa !38
  %add6.1 = add nuw nsw i32 %add5, 8, !dbg !63
  %mul7.1 = mul nsw i32 %add6.1, %width, !dbg !57
  %add8.1 = add nsw i32 %mul7.1, %add, !dbg !58
  %idxprom.1 = sext i32 %add8.1 to i64, !dbg !59
  %arrayidx.1 = getelementptr inbounds float, ptr %idata, i64 %idxprom.1, !dbg !59
  %5 = load float, ptr %arrayidx.1, align 4, !dbg !59, !tbaa !38
  %add11.1 = add nsw i32 %add6.1, %mul9, !dbg !60
  %idxprom12.1 = sext i32 %add11.1 to i64, !dbg !61
  %arrayidx13.1 = getelementptr inbounds float, ptr %odata, i64 %idxprom12.1, !dbg !61
  store float %5, ptr %arrayidx13.1, align 4, !dbg !62, !tbaa !38
  %add6.2 = add nuw nsw i32 %add5, 16, !dbg !63
  %mul7.2 = mul nsw i32 %add6.2, %width, !dbg !57
  %add8.2 = add nsw i32 %mul7.2, %add, !dbg !58
  %idxprom.2 = sext i32 %add8.2 to i64, !dbg !59
  %arrayidx.2 = getelementptr inbounds float, ptr %idata, i64 %idxprom.2, !dbg !59
  %6 = load float, ptr %arrayidx.2, align 4, !dbg !59, !tbaa !38
  %add11.2 = add nsw i32 %add6.2, %mul9, !dbg !60
  %idxprom12.2 = sext i32 %add11.2 to i64, !dbg !61
  %arrayidx13.2 = getelementptr inbounds float, ptr %odata, i64 %idxprom12.2, !dbg !61
  store float %6, ptr %arrayidx13.2, align 4, !dbg !62, !tbaa !38
  %add6.3 = add nuw nsw i32 %add5, 24, !dbg !63
  %mul7.3 = mul nsw i32 %add6.3, %width, !dbg !57
  %add8.3 = add nsw i32 %mul7.3, %add, !dbg !58
  %idxprom.3 = sext i32 %add8.3 to i64, !dbg !59
  %arrayidx.3 = getelementptr inbounds float, ptr %idata, i64 %idxprom.3, !dbg !59
  %7 = load float, ptr %arrayidx.3, align 4, !dbg !59, !tbaa !38
  %add11.3 = add nsw i32 %add6.3, %mul9, !dbg !60
  %idxprom12.3 = sext i32 %add11.3 to i64, !dbg !61
  %arrayidx13.3 = getelementptr inbounds float, ptr %odata, i64 %idxprom12.3, !dbg !61
  store float %7, ptr %arrayidx13.3, align 4, !dbg !62, !tbaa !38
  ret void, !dbg !64
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z19transpose_coalescedPfPKfii(ptr noundef writeonly captures(none) %odata, ptr noundef readonly captures(none) %idata, i32 noundef %width, i32 noundef %height) local_unnamed_addr #1 !dbg !65 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !66
  %mul = shl i32 %0, 5, !dbg !68
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !69
  %add = add i32 %mul, %1, !dbg !71
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !72
  %mul3 = shl nuw nsw i32 %2, 5, !dbg !74
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !75
  %add5 = add nuw nsw i32 %mul3, %3, !dbg !77
  %idxprom14 = zext nneg i32 %1 to i64
  %invariant.gep = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19transpose_coalescedPfPKfiiE4tile to ptr), i64 %idxprom14, !dbg !78
  %mul7 = mul nsw i32 %add5, %width, !dbg !79
  %add8 = add nsw i32 %add, %mul7, !dbg !80
  %idxprom = sext i32 %add8 to i64, !dbg !81
  %arrayidx = getelementptr inbounds float, ptr %idata, i64 %idxprom, !dbg !81
  %4 = load float, ptr %arrayidx, align 4, !dbg !81, !tbaa !38
  %idxprom11 = zext nneg i32 %3 to i64, !dbg !82
  %gep = getelementptr inbounds nuw [32 x float], ptr %invariant.gep, i64 %idxprom11, !dbg !82
  store float %4, ptr %gep, align 4, !dbg !83, !tbaa !38
  %add6.1 = add nuw nsw i32 %add5, 8, !dbg !84
  %mul7.1 = mul nsw i32 %add6.1, %width, !dbg !79
  %add8.1 = add nsw i32 %add, %mul7.1, !dbg !80
  %idxprom.1 = sext i32 %add8.1 to i64, !dbg !81
  %arrayidx.1 = getelementptr inbounds float, ptr %idata, i64 %idxprom.1, !dbg !81
  %5 = load float, ptr %arrayidx.1, align 4, !dbg !81, !tbaa !38
  %add10.1 = add nuw nsw i32 %3, 8, !dbg !85
  %idxprom11.1 = zext nneg i32 %add10.1 to i64, !dbg !82
  %gep.1 = getelementptr inbounds nuw [32 x float], ptr %invariant.gep, i64 %idxprom11.1, !dbg !82
  store float %5, ptr %gep.1, align 4, !dbg !83, !tbaa !38
  %add6.2 = add nuw nsw i32 %add5, 16, !dbg !84
  %mul7.2 = mul nsw i32 %add6.2, %width, !dbg !79
  %add8.2 = add nsw i32 %add, %mul7.2, !dbg !80
  %idxprom.2 = sext i32 %add8.2 to i64, !dbg !81
  %arrayidx.2 = getelementptr inbounds float, ptr %idata, i64 %idxprom.2, !dbg !81
  %6 = load float, ptr %arrayidx.2, align 4, !dbg !81, !tbaa !38
  %add10.2 = add nuw nsw i32 %3, 16, !dbg !85
  %idxprom11.2 = zext nneg i32 %add10.2 to i64, !dbg !82
  %gep.2 = getelementptr inbounds nuw [32 x float], ptr %invariant.gep, i64 %idxprom11.2, !dbg !82
  store float %6, ptr %gep.2, align 4, !dbg !83, !tbaa !38
  %add6.3 = add nuw nsw i32 %add5, 24, !dbg !84
  %mul7.3 = mul nsw i32 %add6.3, %width, !dbg !79
  %add8.3 = add nsw i32 %add, %mul7.3, !dbg !80
  %idxprom.3 = sext i32 %add8.3 to i64, !dbg !81
  %arrayidx.3 = getelementptr inbounds float, ptr %idata, i64 %idxprom.3, !dbg !81
  %7 = load float, ptr %arrayidx.3, align 4, !dbg !81, !tbaa !38
  %add10.3 = add nuw nsw i32 %3, 24, !dbg !85
  %idxprom11.3 = zext nneg i32 %add10.3 to i64, !dbg !82
  %gep.3 = getelementptr inbounds nuw [32 x float], ptr %invariant.gep, i64 %idxprom11.3, !dbg !82
  store float %7, ptr %gep.3, align 4, !dbg !83, !tbaa !38
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !86
  %add20 = add nuw nsw i32 %mul3, %1, !dbg !87
  %add24 = add i32 %mul, %3, !dbg !88
  %arrayidx32 = getelementptr inbounds nuw [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19transpose_coalescedPfPKfiiE4tile to ptr), i64 %idxprom14
  %arrayidx36 = getelementptr inbounds nuw float, ptr %arrayidx32, i64 %idxprom11, !dbg !89
  %8 = load float, ptr %arrayidx36, align 4, !dbg !89, !tbaa !38
  %mul38 = mul nsw i32 %add24, %height, !dbg !90
  %add39 = add nsw i32 %add20, %mul38, !dbg !91
  %idxprom40 = sext i32 %add39 to i64, !dbg !92
  %arrayidx41 = getelementptr inbounds float, ptr %odata, i64 %idxprom40, !dbg !92
  store float %8, ptr %arrayidx41, align 4, !dbg !93, !tbaa !38
  %arrayidx36.1 = getelementptr inbounds nuw float, ptr %arrayidx32, i64 %idxprom11.1, !dbg !89
  %9 = load float, ptr %arrayidx36.1, align 4, !dbg !89, !tbaa !38
  %add37.1 = add nsw i32 %add24, 8, !dbg !94
  %mul38.1 = mul nsw i32 %add37.1, %height, !dbg !90
  %add39.1 = add nsw i32 %add20, %mul38.1, !dbg !91
  %idxprom40.1 = sext i32 %add39.1 to i64, !dbg !92
  %arrayidx41.1 = getelementptr inbounds float, ptr %odata, i64 %idxprom40.1, !dbg !92
  store float %9, ptr %arrayidx41.1, align 4, !dbg !93, !tbaa !38
  %arrayidx36.2 = getelementptr inbounds nuw float, ptr %arrayidx32, i64 %idxprom11.2, !dbg !89
  %10 = load float, ptr %arrayidx36.2, align 4, !dbg !89, !tbaa !38
  %add37.2 = add nsw i32 %add24, 16, !dbg !94
  %mul38.2 = mul nsw i32 %add37.2, %height, !dbg !90
  %add39.2 = add nsw i32 %add20, %mul38.2, !dbg !91
  %idxprom40.2 = sext i32 %add39.2 to i64, !dbg !92
  %arrayidx41.2 = getelementptr inbounds float, ptr %odata, i64 %idxprom40.2, !dbg !92
  store float %10, ptr %arrayidx41.2, align 4, !dbg !93, !tbaa !38
  %arrayidx36.3 = getelementptr inbounds nuw float, ptr %arrayidx32, i64 %idxprom11.3, !dbg !89
  %11 = load float, ptr %arrayidx36.3, align 4, !dbg !89, !tbaa !38
  %add37.3 = add nsw i32 %add24, 24, !dbg !94
  %mul38.3 = mul nsw i32 %add37.3, %height, !dbg !90
  %add39.3 = add nsw i32 %add20, %mul38.3, !dbg !91
  %idxprom40.3 = sext i32 %add39.3 to i64, !dbg !92
  %arrayidx41.3 = getelementptr inbounds float, ptr %odata, i64 %idxprom40.3, !dbg !92
  store float %11, ptr %arrayidx41.3, align 4, !dbg !93, !tbaa !38
  ret void, !dbg !95
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z27transpose_no_bank_conflictsPfPKfii(ptr noundef writeonly captures(none) %odata, ptr noundef readonly captures(none) %idata, i32 noundef %width, i32 noundef %height) local_unnamed_addr #1 !dbg !96 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !97
  %mul = shl i32 %0, 5, !dbg !99
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !100
  %add = add i32 %mul, %1, !dbg !102
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !103
  %mul3 = shl nuw nsw i32 %2, 5, !dbg !105
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !106
  %add5 = add nuw nsw i32 %mul3, %3, !dbg !108
  %idxprom14 = zext nneg i32 %1 to i64
  %invariant.gep = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ27transpose_no_bank_conflictsPfPKfiiE4tile to ptr), i64 %idxprom14, !dbg !109
  %mul7 = mul nsw i32 %add5, %width, !dbg !110
  %add8 = add nsw i32 %add, %mul7, !dbg !111
  %idxprom = sext i32 %add8 to i64, !dbg !112
  %arrayidx = getelementptr inbounds float, ptr %idata, i64 %idxprom, !dbg !112
  %4 = load float, ptr %arrayidx, align 4, !dbg !112, !tbaa !38
  %idxprom11 = zext nneg i32 %3 to i64, !dbg !113
  %gep = getelementptr inbounds nuw [33 x float], ptr %invariant.gep, i64 %idxprom11, !dbg !113
  store float %4, ptr %gep, align 4, !dbg !114, !tbaa !38
  %add6.1 = add nuw nsw i32 %add5, 8, !dbg !115
  %mul7.1 = mul nsw i32 %add6.1, %width, !dbg !110
  %add8.1 = add nsw i32 %add, %mul7.1, !dbg !111
  %idxprom.1 = sext i32 %add8.1 to i64, !dbg !112
  %arrayidx.1 = getelementptr inbounds float, ptr %idata, i64 %idxprom.1, !dbg !112
  %5 = load float, ptr %arrayidx.1, align 4, !dbg !112, !tbaa !38
  %add10.1 = add nuw nsw i32 %3, 8, !dbg !116
  %idxprom11.1 = zext nneg i32 %add10.1 to i64, !dbg !113
  %gep.1 = getelementptr inbounds nuw [33 x float], ptr %invariant.gep, i64 %idxprom11.1, !dbg !113
  store float %5, ptr %gep.1, align 4, !dbg !114, !tbaa !38
  %add6.2 = add nuw nsw i32 %add5, 16, !dbg !115
  %mul7.2 = mul nsw i32 %add6.2, %width, !dbg !110
  %add8.2 = add nsw i32 %add, %mul7.2, !dbg !111
  %idxprom.2 = sext i32 %add8.2 to i64, !dbg !112
  %arrayidx.2 = getelementptr inbounds float, ptr %idata, i64 %idxprom.2, !dbg !112
  %6 = load float, ptr %arrayidx.2, align 4, !dbg !112, !tbaa !38
  %add10.2 = add nuw nsw i32 %3, 16, !dbg !116
  %idxprom11.2 = zext nneg i32 %add10.2 to i64, !dbg !113
  %gep.2 = getelementptr inbounds nuw [33 x float], ptr %invariant.gep, i64 %idxprom11.2, !dbg !113
  store float %6, ptr %gep.2, align 4, !dbg !114, !tbaa !38
  %add6.3 = add nuw nsw i32 %add5, 24, !dbg !115
  %mul7.3 = mul nsw i32 %add6.3, %width, !dbg !110
  %add8.3 = add nsw i32 %add, %mul7.3, !dbg !111
  %idxprom.3 = sext i32 %add8.3 to i64, !dbg !112
  %arrayidx.3 = getelementptr inbounds float, ptr %idata, i64 %idxprom.3, !dbg !112
  %7 = load float, ptr %arrayidx.3, align 4, !dbg !112, !tbaa !38
  %add10.3 = add nuw nsw i32 %3, 24, !dbg !116
  %idxprom11.3 = zext nneg i32 %add10.3 to i64, !dbg !113
  %gep.3 = getelementptr inbounds nuw [33 x float], ptr %invariant.gep, i64 %idxprom11.3, !dbg !113
  store float %7, ptr %gep.3, align 4, !dbg !114, !tbaa !38
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !117
  %add20 = add nuw nsw i32 %mul3, %1, !dbg !118
  %add24 = add i32 %mul, %3, !dbg !119
  %arrayidx32 = getelementptr inbounds nuw [33 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ27transpose_no_bank_conflictsPfPKfiiE4tile to ptr), i64 %idxprom14
  %arrayidx36 = getelementptr inbounds nuw float, ptr %arrayidx32, i64 %idxprom11, !dbg !120
  %8 = load float, ptr %arrayidx36, align 4, !dbg !120, !tbaa !38
  %mul38 = mul nsw i32 %add24, %height, !dbg !121
  %add39 = add nsw i32 %add20, %mul38, !dbg !122
  %idxprom40 = sext i32 %add39 to i64, !dbg !123
  %arrayidx41 = getelementptr inbounds float, ptr %odata, i64 %idxprom40, !dbg !123
  store float %8, ptr %arrayidx41, align 4, !dbg !124, !tbaa !38
  %arrayidx36.1 = getelementptr inbounds nuw float, ptr %arrayidx32, i64 %idxprom11.1, !dbg !120
  %9 = load float, ptr %arrayidx36.1, align 4, !dbg !120, !tbaa !38
  %add37.1 = add nsw i32 %add24, 8, !dbg !125
  %mul38.1 = mul nsw i32 %add37.1, %height, !dbg !121
  %add39.1 = add nsw i32 %add20, %mul38.1, !dbg !122
  %idxprom40.1 = sext i32 %add39.1 to i64, !dbg !123
  %arrayidx41.1 = getelementptr inbounds float, ptr %odata, i64 %idxprom40.1, !dbg !123
  store float %9, ptr %arrayidx41.1, align 4, !dbg !124, !tbaa !38
  %arrayidx36.2 = getelementptr inbounds nuw float, ptr %arrayidx32, i64 %idxprom11.2, !dbg !120
  %10 = load float, ptr %arrayidx36.2, align 4, !dbg !120, !tbaa !38
  %add37.2 = add nsw i32 %add24, 16, !dbg !125
  %mul38.2 = mul nsw i32 %add37.2, %height, !dbg !121
  %add39.2 = add nsw i32 %add20, %mul38.2, !dbg !122
  %idxprom40.2 = sext i32 %add39.2 to i64, !dbg !123
  %arrayidx41.2 = getelementptr inbounds float, ptr %odata, i64 %idxprom40.2, !dbg !123
  store float %10, ptr %arrayidx41.2, align 4, !dbg !124, !tbaa !38
  %arrayidx36.3 = getelementptr inbounds nuw float, ptr %arrayidx32, i64 %idxprom11.3, !dbg !120
  %11 = load float, ptr %arrayidx36.3, align 4, !dbg !120, !tbaa !38
  %add37.3 = add nsw i32 %add24, 24, !dbg !125
  %mul38.3 = mul nsw i32 %add37.3, %height, !dbg !121
  %add39.3 = add nsw i32 %add20, %mul38.3, !dbg !122
  %idxprom40.3 = sext i32 %add39.3 to i64, !dbg !123
  %arrayidx41.3 = getelementptr inbounds float, ptr %odata, i64 %idxprom40.3, !dbg !123
  store float %11, ptr %arrayidx41.3, align 4, !dbg !124, !tbaa !38
  ret void, !dbg !126
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!7 = !DIFile(filename: "transpose.cu", directory: "/work/main/test/Inputs/corpus")
!8 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!9 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}
!14 = !{i32 2, i32 0}
!15 = distinct !DISubprogram(name: "transpose_copy", scope: !7, file: !7, line: 19, type: !16, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!16 = !DISubroutineType(types: !17)
!17 = !{}
!18 = !DILocation(line: 66, column: 27, scope: !19, inlinedAt: !21)
!19 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !20, file: !20, line: 66, type: !16, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!20 = !DIFile(filename: "/usr/lib/llvm-22/lib/clang/22/include/__clang_cuda_builtin_vars.h", directory: "")
!21 = distinct !DILocation(line: 21, column: 11, scope: !15)
!22 = !DILocation(line: 21, column: 22, scope: !15)
!23 = !DILocation(line: 53, column: 27, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !20, file: !20, line: 53, type: !16, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!25 = distinct !DILocation(line: 21, column: 35, scope: !15)
!26 = !DILocation(line: 21, column: 33, scope: !15)
!27 = !DILocation(line: 67, column: 27, scope: !28, inlinedAt: !29)
!28 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !20, file: !20, line: 67, type: !16, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!29 = distinct !DILocation(line: 22, column: 11, scope: !15)
!30 = !DILocation(line: 22, column: 22, scope: !15)
!31 = !DILocation(line: 54, column: 27, scope: !32, inlinedAt: !33)
!32 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !20, file: !20, line: 54, type: !16, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!33 = distinct !DILocation(line: 22, column: 35, scope: !15)
!34 = !DILocation(line: 22, column: 33, scope: !15)
!35 = !DILocation(line: 24, column: 48, scope: !15)
!36 = !DILocation(line: 24, column: 56, scope: !15)
!37 = !DILocation(line: 24, column: 34, scope: !15)
!38 = !{!39, !39, i64 0}
!39 = !{!"float", !12, i64 0}
!40 = !DILocation(line: 24, column: 5, scope: !15)
!41 = !DILocation(line: 24, column: 32, scope: !15)
!42 = !DILocation(line: 24, column: 43, scope: !15)
!43 = !DILocation(line: 25, column: 1, scope: !15)
!44 = distinct !DISubprogram(name: "transpose_naive", scope: !7, file: !7, line: 27, type: !16, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!45 = !DILocation(line: 66, column: 27, scope: !19, inlinedAt: !46)
!46 = distinct !DILocation(line: 29, column: 11, scope: !44)
!47 = !DILocation(line: 29, column: 22, scope: !44)
!48 = !DILocation(line: 53, column: 27, scope: !24, inlinedAt: !49)
!49 = distinct !DILocation(line: 29, column: 35, scope: !44)
!50 = !DILocation(line: 29, column: 33, scope: !44)
!51 = !DILocation(line: 67, column: 27, scope: !28, inlinedAt: !52)
!52 = distinct !DILocation(line: 30, column: 11, scope: !44)
!53 = !DILocation(line: 30, column: 22, scope: !44)
!54 = !DILocation(line: 54, column: 27, scope: !32, inlinedAt: !55)
!55 = distinct !DILocation(line: 30, column: 35, scope: !44)
!56 = !DILocation(line: 30, column: 33, scope: !44)
!57 = !DILocation(line: 32, column: 49, scope: !44)
!58 = !DILocation(line: 32, column: 57, scope: !44)
!59 = !DILocation(line: 32, column: 35, scope: !44)
!60 = !DILocation(line: 32, column: 22, scope: !44)
!61 = !DILocation(line: 32, column: 5, scope: !44)
!62 = !DILocation(line: 32, column: 33, scope: !44)
!63 = !DILocation(line: 32, column: 44, scope: !44)
!64 = !DILocation(line: 33, column: 1, scope: !44)
!65 = distinct !DISubprogram(name: "transpose_coalesced", scope: !7, file: !7, line: 35, type: !16, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!66 = !DILocation(line: 66, column: 27, scope: !19, inlinedAt: !67)
!67 = distinct !DILocation(line: 38, column: 11, scope: !65)
!68 = !DILocation(line: 38, column: 22, scope: !65)
!69 = !DILocation(line: 53, column: 27, scope: !24, inlinedAt: !70)
!70 = distinct !DILocation(line: 38, column: 35, scope: !65)
!71 = !DILocation(line: 38, column: 33, scope: !65)
!72 = !DILocation(line: 67, column: 27, scope: !28, inlinedAt: !73)
!73 = distinct !DILocation(line: 39, column: 11, scope: !65)
!74 = !DILocation(line: 39, column: 22, scope: !65)
!75 = !DILocation(line: 54, column: 27, scope: !32, inlinedAt: !76)
!76 = distinct !DILocation(line: 39, column: 35, scope: !65)
!77 = !DILocation(line: 39, column: 33, scope: !65)
!78 = !DILocation(line: 40, column: 8, scope: !65)
!79 = !DILocation(line: 41, column: 56, scope: !65)
!80 = !DILocation(line: 41, column: 64, scope: !65)
!81 = !DILocation(line: 41, column: 42, scope: !65)
!82 = !DILocation(line: 41, column: 5, scope: !65)
!83 = !DILocation(line: 41, column: 40, scope: !65)
!84 = !DILocation(line: 41, column: 51, scope: !65)
!85 = !DILocation(line: 41, column: 22, scope: !65)
!86 = !DILocation(line: 42, column: 3, scope: !65)
!87 = !DILocation(line: 44, column: 29, scope: !65)
!88 = !DILocation(line: 45, column: 29, scope: !65)
!89 = !DILocation(line: 47, column: 35, scope: !65)
!90 = !DILocation(line: 47, column: 19, scope: !65)
!91 = !DILocation(line: 47, column: 28, scope: !65)
!92 = !DILocation(line: 47, column: 5, scope: !65)
!93 = !DILocation(line: 47, column: 33, scope: !65)
!94 = !DILocation(line: 47, column: 14, scope: !65)
!95 = !DILocation(line: 48, column: 1, scope: !65)
!96 = distinct !DISubprogram(name: "transpose_no_bank_conflicts", scope: !7, file: !7, line: 50, type: !16, scopeLine: 51, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!97 = !DILocation(line: 66, column: 27, scope: !19, inlinedAt: !98)
!98 = distinct !DILocation(line: 53, column: 11, scope: !96)
!99 = !DILocation(line: 53, column: 22, scope: !96)
!100 = !DILocation(line: 53, column: 27, scope: !24, inlinedAt: !101)
!101 = distinct !DILocation(line: 53, column: 35, scope: !96)
!102 = !DILocation(line: 53, column: 33, scope: !96)
!103 = !DILocation(line: 67, column: 27, scope: !28, inlinedAt: !104)
!104 = distinct !DILocation(line: 54, column: 11, scope: !96)
!105 = !DILocation(line: 54, column: 22, scope: !96)
!106 = !DILocation(line: 54, column: 27, scope: !32, inlinedAt: !107)
!107 = distinct !DILocation(line: 54, column: 35, scope: !96)
!108 = !DILocation(line: 54, column: 33, scope: !96)
!109 = !DILocation(line: 55, column: 8, scope: !96)
!110 = !DILocation(line: 56, column: 56, scope: !96)
!111 = !DILocation(line: 56, column: 64, scope: !96)
!112 = !DILocation(line: 56, column: 42, scope: !96)
!113 = !DILocation(line: 56, column: 5, scope: !96)
!114 = !DILocation(line: 56, column: 40, scope: !96)
!115 = !DILocation(line: 56, column: 51, scope: !96)
!116 = !DILocation(line: 56, column: 22, scope: !96)
!117 = !DILocation(line: 57, column: 3, scope: !96)
!118 = !DILocation(line: 58, column: 29, scope: !96)
!119 = !DILocation(line: 59, column: 29, scope: !96)
!120 = !DILocation(line: 61, column: 35, scope: !96)
!121 = !DILocation(line: 61, column: 19, scope: !96)
!122 = !DILocation(line: 61, column: 28, scope: !96)
!123 = !DILocation(line: 61, column: 5, scope: !96)
!124 = !DILocation(line: 61, column: 33, scope: !96)
!125 = !DILocation(line: 61, column: 14, scope: !96)
!126 = !DILocation(line: 62, column: 1, scope: !96)
