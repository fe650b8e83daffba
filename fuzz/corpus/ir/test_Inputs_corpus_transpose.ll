; ModuleID = 'fuzz/corpus/ir/test_Inputs_corpus_transpose.ll'
source_filename = "transpose.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ19transpose_coalescedPfPKfiiE4tile = internal unnamed_addr addrspace(3) global [32 x [32 x float]] undef, align 4
@_ZZ27transpose_no_bank_conflictsPfPKfiiE4tile = internal unnamed_addr addrspace(3) global [32 x [33 x float]] undef, align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z14transpose_copyPfPKfii(ptr noundef writeonly captures(none) %odata, ptr noundef readonly captures(none) %idata, i32 noundef %width, i32 noundef %height) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul = shl i32 %0, 5
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %mul3 = shl nuw nsw i32 %2, 5
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %add5 = add nuw nsw i32 %mul3, %3
  %mul7 = mul nsw i32 %add5, %width
  %add8 = add nsw i32 %add, %mul7
  %idxprom = sext i32 %add8 to i64
  %arrayidx = getelementptr inbounds float, ptr %idata, i64 %idxprom
  %4 = load float, ptr %arrayidx, align 4, !tbaa !13
  %arrayidx13 = getelementptr inbounds float, ptr %odata, i64 %idxprom
  store float %4, ptr %arrayidx13, align 4, !tbaa !13
  %add6.1 = add nuw nsw i32 %add5, 8
  %mul7.1 = mul nsw i32 %add6.1, %width
  %add8.1 = add nsw i32 %add, %mul7.1
  %idxprom.1 = sext i32 %add8.1 to i64
  %arrayidx.1 = getelementptr inbounds float, ptr %idata, i64 %idxprom.1
  %5 = load float, ptr %arrayidx.1, align 4, !tbaa !13
  %arrayidx13.1 = getelementptr inbounds float, ptr %odata, i64 %idxprom.1
  store float %5, ptr %arrayidx13.1, align 4, !tbaa !13
  %add6.2 = add nuw nsw i32 %add5, 16
  %mul7.2 = mul nsw i32 %add6.2, %width
  %add8.2 = add nsw i32 %add, %mul7.2
  %idxprom.2 = sext i32 %add8.2 to i64
  %arrayidx.2 = getelementptr inbounds float, ptr %idata, i64 %idxprom.2
  %6 = load float, ptr %arrayidx.2, align 4, !tbaa !13
  %arrayidx13.2 = getelementptr inbounds float, ptr %odata, i64 %idxprom.2
  store float %6, ptr %arrayidx13.2, align 4, !tbaa !13
  %add6.3 = add nuw nsw i32 %add5, 24
  %mul7.3 = mul nsw i32 %add6.3, %width
  %add8.3 = add nsw i32 %add, %mul7.3
  %idxprom.3 = sext i32 %add8.3 to i64
  %arrayidx.3 = getelementptr inbounds float, ptr %idata, i64 %idxprom.3
  %7 = load float, ptr %arrayidx.3, align 4, !tbaa !13
  %arrayidx13.3 = getelementptr inbounds float, ptr %odata, i64 %idxprom.3
  store float %7, ptr %arrayidx13.3, align 4, !tbaa !13
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z15transpose_naivePfPKfii(ptr noundef writeonly captures(none) %odata, ptr noundef readonly captures(none) %idata, i32 noundef %width, i32 noundef %height) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul = shl i32 %0, 5
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %mul3 = shl nuw nsw i32 %2, 5
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %add5 = add nuw nsw i32 %mul3, %3
  %mul9 = mul nsw i32 %height, %add
  %mul7 = mul nsw i32 %add5, %width
  %add8 = add nsw i32 %mul7, %add
  %idxprom = sext i32 %add8 to i64
  %arrayidx = getelementptr inbounds float, ptr %idata, i64 %idxprom
  %4 = load float, ptr %arrayidx, align 4, !tbaa !13
  %add11 = add nsw i32 %add5, %mul9
  %idxprom12 = sext i32 %add11 to i64
  %arrayidx13 = getelementptr inbounds float, ptr %odata, i64 %idxprom12
  store float %4, ptr %arrayidx13, align 4, !tbaa !13
  %add6.1 = add nuw nsw i32 %add5, 8
  %mul7.1 = mul nsw i32 %add6.1, %width
  %add8.1 = add nsw i32 %mul7.1, %add
  %idxprom.1 = sext i32 %add8.1 to i64
  %arrayidx.1 = getelementptr inbounds float, ptr %idata, i64 %idxprom.1
  %5 = load float, ptr %arrayidx.1, align 4, !tbaa !13
  %add11.1 = add nsw i32 %add6.1, %mul9
  %idxprom12.1 = sext i32 %add11.1 to i64
  %arrayidx13.1 = getelementptr inbounds float, ptr %odata, i64 %idxprom12.1
  store float %5, ptr %arrayidx13.1, align 4, !tbaa !13
  %add6.2 = add nuw nsw i32 %add5, 16
  %mul7.2 = mul nsw i32 %add6.2, %width
  %add8.2 = add nsw i32 %mul7.2, %add
  %idxprom.2 = sext i32 %add8.2 to i64
  %arrayidx.2 = getelementptr inbounds float, ptr %idata, i64 %idxprom.2
  %6 = load float, ptr %arrayidx.2, align 4, !tbaa !13
  %add11.2 = add nsw i32 %add6.2, %mul9
  %idxprom12.2 = sext i32 %add11.2 to i64
  %arrayidx13.2 = getelementptr inbounds float, ptr %odata, i64 %idxprom12.2
  store float %6, ptr %arrayidx13.2, align 4, !tbaa !13
  %add6.3 = add nuw nsw i32 %add5, 24
  %mul7.3 = mul nsw i32 %add6.3, %width
  %add8.3 = add nsw i32 %mul7.3, %add
  %idxprom.3 = sext i32 %add8.3 to i64
  %arrayidx.3 = getelementptr inbounds float, ptr %idata, i64 %idxprom.3
  %7 = load float, ptr %arrayidx.3, align 4, !tbaa !13
  %add11.3 = add nsw i32 %add6.3, %mul9
  %idxprom12.3 = sext i32 %add11.3 to i64
  %arrayidx13.3 = getelementptr inbounds float, ptr %odata, i64 %idxprom12.3
  store float %7, ptr %arrayidx13.3, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z19transpose_coalescedPfPKfii(ptr noundef writeonly captures(none) %odata, ptr noundef readonly captures(none) %idata, i32 noundef %width, i32 noundef %height) local_unnamed_addr #1 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul = shl i32 %0, 5
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %mul3 = shl nuw nsw i32 %2, 5
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %add5 = add nuw nsw i32 %mul3, %3
  %idxprom14 = zext nneg i32 %1 to i64
  %invariant.gep = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19transpose_coalescedPfPKfiiE4tile to ptr), i64 %idxprom14
  %mul7 = mul nsw i32 %add5, %width
  %add8 = add nsw i32 %add, %mul7
  %idxprom = sext i32 %add8 to i64
  %arrayidx = getelementptr inbounds float, ptr %idata, i64 %idxprom
  %4 = load float, ptr %arrayidx, align 4, !tbaa !13
  %idxprom11 = zext nneg i32 %3 to i64
  %gep = getelementptr inbounds nuw [32 x float], ptr %invariant.gep, i64 %idxprom11
  store float %4, ptr %gep, align 4, !tbaa !13
  %add6.1 = add nuw nsw i32 %add5, 8
  %mul7.1 = mul nsw i32 %add6.1, %width
  %add8.1 = add nsw i32 %add, %mul7.1
  %idxprom.1 = sext i32 %add8.1 to i64
  %arrayidx.1 = getelementptr inbounds float, ptr %idata, i64 %idxprom.1
  %5 = load float, ptr %arrayidx.1, align 4, !tbaa !13
  %add10.1 = add nuw nsw i32 %3, 8
  %idxprom11.1 = zext nneg i32 %add10.1 to i64
  %gep.1 = getelementptr inbounds nuw [32 x float], ptr %invariant.gep, i64 %idxprom11.1
  store float %5, ptr %gep.1, align 4, !tbaa !13
  %add6.2 = add nuw nsw i32 %add5, 16
  %mul7.2 = mul nsw i32 %add6.2, %width
  %add8.2 = add nsw i32 %add, %mul7.2
  %idxprom.2 = sext i32 %add8.2 to i64
  %arrayidx.2 = getelementptr inbounds float, ptr %idata, i64 %idxprom.2
  %6 = load float, ptr %arrayidx.2, align 4, !tbaa !13
  %add10.2 = add nuw nsw i32 %3, 16
  %idxprom11.2 = zext nneg i32 %add10.2 to i64
  %gep.2 = getelementptr inbounds nuw [32 x float], ptr %invariant.gep, i64 %idxprom11.2
  store float %6, ptr %gep.2, align 4, !tbaa !13
  %add6.3 = add nuw nsw i32 %add5, 24
  %mul7.3 = mul nsw i32 %add6.3, %width
  %add8.3 = add nsw i32 %add, %mul7.3
  %idxprom.3 = sext i32 %add8.3 to i64
  %arrayidx.3 = getelementptr inbounds float, ptr %idata, i64 %idxprom.3
  %7 = load float, ptr %arrayidx.3, align 4, !tbaa !13
  %add10.3 = add nuw nsw i32 %3, 24
  %idxprom11.3 = zext nneg i32 %add10.3 to i64
  %gep.3 = getelementptr inbounds nuw [32 x float], ptr %invariant.gep, i64 %idxprom11.3
  store float %7, ptr %gep.3, align 4, !tbaa !13
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %add20 = add nuw nsw i32 %mul3, %1
  %add24 = add i32 %mul, %3
  %arrayidx32 = getelementptr inbounds nuw [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19transpose_coalescedPfPKfiiE4tile to ptr), i64 %idxprom14
  %arrayidx36 = getelementptr inbounds nuw float, ptr %arrayidx32, i64 %idxprom11
  %8 = load float, ptr %arrayidx36, align 4, !tbaa !13
  %mul38 = mul nsw i32 %add24, %height
  %add39 = add nsw i32 %add20, %mul38
  %idxprom40 = sext i32 %add39 to i64
  %arrayidx41 = getelementptr inbounds float, ptr %odata, i64 %idxprom40
  store float %8, ptr %arrayidx41, align 4, !tbaa !13
  %arrayidx36.1 = getelementptr inbounds nuw float, ptr %arrayidx32, i64 %idxprom11.1
  %9 = load float, ptr %arrayidx36.1, align 4, !tbaa !13
  %add37.1 = add nsw i32 %add24, 8
  %mul38.1 = mul nsw i32 %add37.1, %height
  %add39.1 = add nsw i32 %add20, %mul38.1
  %idxprom40.1 = sext i32 %add39.1 to i64
  %arrayidx41.1 = getelementptr inbounds float, ptr %odata, i64 %idxprom40.1
  store float %9, ptr %arrayidx41.1, align 4, !tbaa !13
  %arrayidx36.2 = getelementptr inbounds nuw float, ptr %arrayidx32, i64 %idxprom11.2
  %10 = load float, ptr %arrayidx36.2, align 4, !tbaa !13
  %add37.2 = add nsw i32 %add24, 16
  %mul38.2 = mul nsw i32 %add37.2, %height
  %add39.2 = add nsw i32 %add20, %mul38.2
  %idxprom40.2 = sext i32 %add39.2 to i64
  %arrayidx41.2 = getelementptr inbounds float, ptr %odata, i64 %idxprom40.2
  store float %10, ptr %arrayidx41.2, align 4, !tbaa !13
  %arrayidx36.3 = getelementptr inbounds nuw float, ptr %arrayidx32, i64 %idxprom11.3
  %11 = load float, ptr %arrayidx36.3, align 4, !tbaa !13
  %add37.3 = add nsw i32 %add24, 24
  %mul38.3 = mul nsw i32 %add37.3, %height
  %add39.3 = add nsw i32 %add20, %mul38.3
  %idxprom40.3 = sext i32 %add39.3 to i64
  %arrayidx41.3 = getelementptr inbounds float, ptr %odata, i64 %idxprom40.3
  store float %11, ptr %arrayidx41.3, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z27transpose_no_bank_conflictsPfPKfii(ptr noundef writeonly captures(none) %odata, ptr noundef readonly captures(none) %idata, i32 noundef %width, i32 noundef %height) local_unnamed_addr #1 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul = shl i32 %0, 5
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %mul3 = shl nuw nsw i32 %2, 5
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %add5 = add nuw nsw i32 %mul3, %3
  %idxprom14 = zext nneg i32 %1 to i64
  %invariant.gep = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ27transpose_no_bank_conflictsPfPKfiiE4tile to ptr), i64 %idxprom14
  %mul7 = mul nsw i32 %add5, %width
  %add8 = add nsw i32 %add, %mul7
  %idxprom = sext i32 %add8 to i64
  %arrayidx = getelementptr inbounds float, ptr %idata, i64 %idxprom
  %4 = load float, ptr %arrayidx, align 4, !tbaa !13
  %idxprom11 = zext nneg i32 %3 to i64
  %gep = getelementptr inbounds nuw [33 x float], ptr %invariant.gep, i64 %idxprom11
  store float %4, ptr %gep, align 4, !tbaa !13
  %add6.1 = add nuw nsw i32 %add5, 8
  %mul7.1 = mul nsw i32 %add6.1, %width
  %add8.1 = add nsw i32 %add, %mul7.1
  %idxprom.1 = sext i32 %add8.1 to i64
  %arrayidx.1 = getelementptr inbounds float, ptr %idata, i64 %idxprom.1
  %5 = load float, ptr %arrayidx.1, align 4, !tbaa !13
  %add10.1 = add nuw nsw i32 %3, 8
  %idxprom11.1 = zext nneg i32 %add10.1 to i64
  %gep.1 = getelementptr inbounds nuw [33 x float], ptr %invariant.gep, i64 %idxprom11.1
  store float %5, ptr %gep.1, align 4, !tbaa !13
  %add6.2 = add nuw nsw i32 %add5, 16
  %mul7.2 = mul nsw i32 %add6.2, %width
  %add8.2 = add nsw i32 %add, %mul7.2
  %idxprom.2 = sext i32 %add8.2 to i64
  %arrayidx.2 = getelementptr inbounds float, ptr %idata, i64 %idxprom.2
  %6 = load float, ptr %arrayidx.2, align 4, !tbaa !13
  %add10.2 = add nuw nsw i32 %3, 16
  %idxprom11.2 = zext nneg i32 %add10.2 to i64
  %gep.2 = getelementptr inbounds nuw [33 x float], ptr %invariant.gep, i64 %idxprom11.2
  store float %6, ptr %gep.2, align 4, !tbaa !13
  %add6.3 = add nuw nsw i32 %add5, 24
  %mul7.3 = mul nsw i32 %add6.3, %width
  %add8.3 = add nsw i32 %add, %mul7.3
  %idxprom.3 = sext i32 %add8.3 to i64
  %arrayidx.3 = getelementptr inbounds float, ptr %idata, i64 %idxprom.3
  %7 = load float, ptr %arrayidx.3, align 4, !tbaa !13
  %add10.3 = add nuw nsw i32 %3, 24
  %idxprom11.3 = zext nneg i32 %add10.3 to i64
  %gep.3 = getelementptr inbounds nuw [33 x float], ptr %invariant.gep, i64 %idxprom11.3
  store float %7, ptr %gep.3, align 4, !tbaa !13
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %add20 = add nuw nsw i32 %mul3, %1
  %add24 = add i32 %mul, %3
  %arrayidx32 = getelementptr inbounds nuw [33 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ27transpose_no_bank_conflictsPfPKfiiE4tile to ptr), i64 %idxprom14
  %arrayidx36 = getelementptr inbounds nuw float, ptr %arrayidx32, i64 %idxprom11
  %8 = load float, ptr %arrayidx36, align 4, !tbaa !13
  %mul38 = mul nsw i32 %add24, %height
  %add39 = add nsw i32 %add20, %mul38
  %idxprom40 = sext i32 %add39 to i64
  %arrayidx41 = getelementptr inbounds float, ptr %odata, i64 %idxprom40
  store float %8, ptr %arrayidx41, align 4, !tbaa !13
  %arrayidx36.1 = getelementptr inbounds nuw float, ptr %arrayidx32, i64 %idxprom11.1
  %9 = load float, ptr %arrayidx36.1, align 4, !tbaa !13
  %add37.1 = add nsw i32 %add24, 8
  %mul38.1 = mul nsw i32 %add37.1, %height
  %add39.1 = add nsw i32 %add20, %mul38.1
  %idxprom40.1 = sext i32 %add39.1 to i64
  %arrayidx41.1 = getelementptr inbounds float, ptr %odata, i64 %idxprom40.1
  store float %9, ptr %arrayidx41.1, align 4, !tbaa !13
  %arrayidx36.2 = getelementptr inbounds nuw float, ptr %arrayidx32, i64 %idxprom11.2
  %10 = load float, ptr %arrayidx36.2, align 4, !tbaa !13
  %add37.2 = add nsw i32 %add24, 16
  %mul38.2 = mul nsw i32 %add37.2, %height
  %add39.2 = add nsw i32 %add20, %mul38.2
  %idxprom40.2 = sext i32 %add39.2 to i64
  %arrayidx41.2 = getelementptr inbounds float, ptr %odata, i64 %idxprom40.2
  store float %10, ptr %arrayidx41.2, align 4, !tbaa !13
  %arrayidx36.3 = getelementptr inbounds nuw float, ptr %arrayidx32, i64 %idxprom11.3
  %11 = load float, ptr %arrayidx36.3, align 4, !tbaa !13
  %add37.3 = add nsw i32 %add24, 24
  %mul38.3 = mul nsw i32 %add37.3, %height
  %add39.3 = add nsw i32 %add20, %mul38.3
  %idxprom40.3 = sext i32 %add39.3 to i64
  %arrayidx41.3 = getelementptr inbounds float, ptr %odata, i64 %idxprom40.3
  store float %11, ptr %arrayidx41.3, align 4, !tbaa !13
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
