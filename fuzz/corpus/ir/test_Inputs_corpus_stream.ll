; ModuleID = 'fuzz/corpus/ir/test_Inputs_corpus_stream.ll'
source_filename = "stream.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z11stream_copyPKfPfi(ptr noundef readonly captures(none) %a, ptr noundef writeonly captures(none) %c, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp12 = icmp slt i32 %add, %n
  br i1 %cmp12, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %mul7 = mul i32 %1, %3
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %entry
  ret void

for.body:                                         ; preds = %for.body, %for.body.lr.ph
  %i.013 = phi i32 [ %add, %for.body.lr.ph ], [ %add8, %for.body ]
  %idxprom = sext i32 %i.013 to i64
  %arrayidx = getelementptr inbounds float, ptr %a, i64 %idxprom
  %4 = load float, ptr %arrayidx, align 4, !tbaa !13
  %arrayidx4 = getelementptr inbounds float, ptr %c, i64 %idxprom
  store float %4, ptr %arrayidx4, align 4, !tbaa !13
  %add8 = add i32 %i.013, %mul7
  %cmp = icmp slt i32 %add8, %n
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !llvm.loop !15
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z12stream_scalePfPKffi(ptr noundef writeonly captures(none) %b, ptr noundef readonly captures(none) %c, float noundef %q, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp13 = icmp slt i32 %add, %n
  br i1 %cmp13, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %mul8 = mul i32 %1, %3
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %entry
  ret void

for.body:                                         ; preds = %for.body, %for.body.lr.ph
  %i.014 = phi i32 [ %add, %for.body.lr.ph ], [ %add9, %for.body ]
  %idxprom = sext i32 %i.014 to i64
  %arrayidx = getelementptr inbounds float, ptr %c, i64 %idxprom
  %4 = load float, ptr %arrayidx, align 4, !tbaa !13
  %mul3 = fmul contract float %q, %4
  %arrayidx5 = getelementptr inbounds float, ptr %b, i64 %idxprom
  store float %mul3, ptr %arrayidx5, align 4, !tbaa !13
  %add9 = add i32 %i.014, %mul8
  %cmp = icmp slt i32 %add9, %n
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !llvm.loop !17
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z10stream_addPKfS0_Pfi(ptr noundef readonly captures(none) %a, ptr noundef readonly captures(none) %b, ptr noundef writeonly captures(none) %c, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp16 = icmp slt i32 %add, %n
  br i1 %cmp16, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %mul10 = mul i32 %1, %3
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %entry
  ret void

for.body:                                         ; preds = %for.body, %for.body.lr.ph
  %i.017 = phi i32 [ %add, %for.body.lr.ph ], [ %add11, %for.body ]
  %idxprom = sext i32 %i.017 to i64
  %arrayidx = getelementptr inbounds float, ptr %a, i64 %idxprom
  %4 = load float, ptr %arrayidx, align 4, !tbaa !13
  %arrayidx4 = getelementptr inbounds float, ptr %b, i64 %idxprom
  %5 = load float, ptr %arrayidx4, align 4, !tbaa !13
  %add5 = fadd contract float %4, %5
  %arrayidx7 = getelementptr inbounds float, ptr %c, i64 %idxprom
  store float %add5, ptr %arrayidx7, align 4, !tbaa !13
  %add11 = add i32 %i.017, %mul10
  %cmp = icmp slt i32 %add11, %n
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !llvm.loop !18
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z12stream_triadPfPKfS1_fi(ptr noundef writeonly captures(none) %a, ptr noundef readonly captures(none) %b, ptr noundef readonly captures(none) %c, float noundef %q, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp17 = icmp slt i32 %add, %n
  br i1 %cmp17, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %mul11 = mul i32 %1, %3
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %entry
  ret void

for.body:                                         ; preds = %for.body, %for.body.lr.ph
  %i.018 = phi i32 [ %add, %for.body.lr.ph ], [ %add12, %for.body ]
  %idxprom = sext i32 %i.018 to i64
  %arrayidx = getelementptr inbounds float, ptr %b, i64 %idxprom
  %4 = load float, ptr %arrayidx, align 4, !tbaa !13
  %arrayidx4 = getelementptr inbounds float, ptr %c, i64 %idxprom
  %5 = load float, ptr %arrayidx4, align 4, !tbaa !13
  %mul5 = fmul contract float %q, %5
  %add6 = fadd contract float %4, %mul5
  %arrayidx8 = getelementptr inbounds float, ptr %a, i64 %idxprom
  store float %add6, ptr %arrayidx8, align 4, !tbaa !13
  %add12 = add i32 %i.018, %mul11
  %cmp = icmp slt i32 %add12, %n
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !llvm.loop !19
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!18 = distinct !{!18, !16}
!19 = distinct !{!19, !16}
