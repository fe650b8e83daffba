; ModuleID = 'fuzz/corpus/ir/test_Inputs_corpus_local_histogram.ll'
source_filename = "local_histogram.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z17local_histogram64PKfPfi(ptr noundef readonly captures(none) %data, ptr noundef writeonly captures(none) %partial, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %hist = alloca [64 x float], align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %hist) #5
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %mul5 = mul i32 %1, %3
  %cmp752 = icmp slt i32 %add, %n
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(256) %hist, i8 0, i64 256, i1 false)
  br i1 %cmp752, label %for.body9, label %for.body29.preheader

for.body29.preheader:                             ; preds = %for.body9, %entry
  br label %for.body29

for.body9:                                        ; preds = %for.body9, %entry
  %i.053 = phi i32 [ %add23, %for.body9 ], [ %add, %entry ]
  %idxprom10 = sext i32 %i.053 to i64
  %arrayidx11 = getelementptr inbounds float, ptr %data, i64 %idxprom10
  %4 = load float, ptr %arrayidx11, align 4, !tbaa !13
  %mul12 = fmul contract float %4, 6.400000e+01
  %conv = fptosi float %mul12 to i32
  %5 = tail call i32 @llvm.smax.i32(i32 %conv, i32 0)
  %6 = tail call i32 @llvm.umin.i32(i32 %5, i32 63)
  %idxprom19 = zext nneg i32 %6 to i64
  %arrayidx20 = getelementptr inbounds nuw float, ptr %hist, i64 %idxprom19
  %7 = load float, ptr %arrayidx20, align 4, !tbaa !13
  %add21 = fadd contract float %7, 1.000000e+00
  store float %add21, ptr %arrayidx20, align 4, !tbaa !13
  %add23 = add nsw i32 %i.053, %mul5
  %cmp7 = icmp slt i32 %add23, %n
  br i1 %cmp7, label %for.body9, label %for.body29.preheader, !llvm.loop !15

for.cond.cleanup28:                               ; preds = %for.body29
  call void @llvm.lifetime.end.p0(ptr nonnull %hist) #5
  ret void

for.body29:                                       ; preds = %for.body29, %for.body29.preheader
  %b25.054 = phi i32 [ 0, %for.body29.preheader ], [ %inc37.7, %for.body29 ]
  %idxprom30 = zext nneg i32 %b25.054 to i64
  %arrayidx31 = getelementptr inbounds nuw float, ptr %hist, i64 %idxprom30
  %8 = load float, ptr %arrayidx31, align 4, !tbaa !13
  %mul32 = mul nsw i32 %b25.054, %mul5
  %add33 = add nsw i32 %mul32, %add
  %idxprom34 = sext i32 %add33 to i64
  %arrayidx35 = getelementptr inbounds float, ptr %partial, i64 %idxprom34
  store float %8, ptr %arrayidx35, align 4, !tbaa !13
  %inc37 = or disjoint i32 %b25.054, 1
  %idxprom30.1 = zext nneg i32 %inc37 to i64
  %arrayidx31.1 = getelementptr inbounds nuw float, ptr %hist, i64 %idxprom30.1
  %9 = load float, ptr %arrayidx31.1, align 4, !tbaa !13
  %mul32.1 = mul nsw i32 %inc37, %mul5
  %add33.1 = add nsw i32 %mul32.1, %add
  %idxprom34.1 = sext i32 %add33.1 to i64
  %arrayidx35.1 = getelementptr inbounds float, ptr %partial, i64 %idxprom34.1
  store float %9, ptr %arrayidx35.1, align 4, !tbaa !13
  %inc37.1 = or disjoint i32 %b25.054, 2
  %idxprom30.2 = zext nneg i32 %inc37.1 to i64
  %arrayidx31.2 = getelementptr inbounds nuw float, ptr %hist, i64 %idxprom30.2
  %10 = load float, ptr %arrayidx31.2, align 4, !tbaa !13
  %mul32.2 = mul nsw i32 %inc37.1, %mul5
  %add33.2 = add nsw i32 %mul32.2, %add
  %idxprom34.2 = sext i32 %add33.2 to i64
  %arrayidx35.2 = getelementptr inbounds float, ptr %partial, i64 %idxprom34.2
  store float %10, ptr %arrayidx35.2, align 4, !tbaa !13
  %inc37.2 = or disjoint i32 %b25.054, 3
  %idxprom30.3 = zext nneg i32 %inc37.2 to i64
  %arrayidx31.3 = getelementptr inbounds nuw float, ptr %hist, i64 %idxprom30.3
  %11 = load float, ptr %arrayidx31.3, align 4, !tbaa !13
  %mul32.3 = mul nsw i32 %inc37.2, %mul5
  %add33.3 = add nsw i32 %mul32.3, %add
  %idxprom34.3 = sext i32 %add33.3 to i64
  %arrayidx35.3 = getelementptr inbounds float, ptr %partial, i64 %idxprom34.3
  store float %11, ptr %arrayidx35.3, align 4, !tbaa !13
  %inc37.3 = or disjoint i32 %b25.054, 4
  %idxprom30.4 = zext nneg i32 %inc37.3 to i64
  %arrayidx31.4 = getelementptr inbounds nuw float, ptr %hist, i64 %idxprom30.4
  %12 = load float, ptr %arrayidx31.4, align 4, !tbaa !13
  %mul32.4 = mul nsw i32 %inc37.3, %mul5
  %add33.4 = add nsw i32 %mul32.4, %add
  %idxprom34.4 = sext i32 %add33.4 to i64
  %arrayidx35.4 = getelementptr inbounds float, ptr %partial, i64 %idxprom34.4
  store float %12, ptr %arrayidx35.4, align 4, !tbaa !13
  %inc37.4 = or disjoint i32 %b25.054, 5
  %idxprom30.5 = zext nneg i32 %inc37.4 to i64
  %arrayidx31.5 = getelementptr inbounds nuw float, ptr %hist, i64 %idxprom30.5
  %13 = load float, ptr %arrayidx31.5, align 4, !tbaa !13
  %mul32.5 = mul nsw i32 %inc37.4, %mul5
  %add33.5 = add nsw i32 %mul32.5, %add
  %idxprom34.5 = sext i32 %add33.5 to i64
  %arrayidx35.5 = getelementptr inbounds float, ptr %partial, i64 %idxprom34.5
  store float %13, ptr %arrayidx35.5, align 4, !tbaa !13
  %inc37.5 = or disjoint i32 %b25.054, 6
  %idxprom30.6 = zext nneg i32 %inc37.5 to i64
  %arrayidx31.6 = getelementptr inbounds nuw float, ptr %hist, i64 %idxprom30.6
  %14 = load float, ptr %arrayidx31.6, align 4, !tbaa !13
  %mul32.6 = mul nsw i32 %inc37.5, %mul5
  %add33.6 = add nsw i32 %mul32.6, %add
  %idxprom34.6 = sext i32 %add33.6 to i64
  %arrayidx35.6 = getelementptr inbounds float, ptr %partial, i64 %idxprom34.6
  store float %14, ptr %arrayidx35.6, align 4, !tbaa !13
  %inc37.6 = or disjoint i32 %b25.054, 7
  %idxprom30.7 = zext nneg i32 %inc37.6 to i64
  %arrayidx31.7 = getelementptr inbounds nuw float, ptr %hist, i64 %idxprom30.7
  %15 = load float, ptr %arrayidx31.7, align 4, !tbaa !13
  %mul32.7 = mul nsw i32 %inc37.6, %mul5
  %add33.7 = add nsw i32 %mul32.7, %add
  %idxprom34.7 = sext i32 %add33.7 to i64
  %arrayidx35.7 = getelementptr inbounds float, ptr %partial, i64 %idxprom34.7
  store float %15, ptr %arrayidx35.7, align 4, !tbaa !13
  %inc37.7 = add nuw nsw i32 %b25.054, 8
  %exitcond.not.7 = icmp eq i32 %inc37.7, 64
  br i1 %exitcond.not.7, label %for.cond.cleanup28, label %for.body29, !llvm.loop !17
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nounwind }

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
!17 = distinct !{!17, !16}
