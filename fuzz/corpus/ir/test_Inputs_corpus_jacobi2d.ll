; ModuleID = 'fuzz/corpus/ir/test_Inputs_corpus_jacobi2d.ll'
source_filename = "jacobi2d.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z12jacobi2d_5ptPKfPfii(ptr noundef readonly captures(none) %in, ptr noundef writeonly captures(none) %out, i32 noundef %width, i32 noundef %height) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %mul5 = mul nuw nsw i32 %3, %4
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %add7 = add nuw nsw i32 %mul5, %5
  %cmp.not = icmp slt i32 %add, %width
  %cmp8.not = icmp slt i32 %add7, %height
  %or.cond65 = and i1 %cmp.not, %cmp8.not
  br i1 %or.cond65, label %if.end, label %cleanup41

if.end:                                           ; preds = %entry
  %mul9 = mul nsw i32 %width, %add7
  %add10 = add nsw i32 %mul9, %add
  %cmp11 = icmp eq i32 %add, 0
  %cmp13 = icmp eq i32 %add7, 0
  %or.cond = or i1 %cmp11, %cmp13
  %sub = add nsw i32 %width, -1
  %cmp15 = icmp eq i32 %add, %sub
  %or.cond66 = select i1 %or.cond, i1 true, i1 %cmp15
  %sub17 = add nsw i32 %height, -1
  %cmp18 = icmp eq i32 %add7, %sub17
  %or.cond67 = select i1 %or.cond66, i1 true, i1 %cmp18
  %idxprom = sext i32 %add10 to i64
  %arrayidx = getelementptr float, ptr %in, i64 %idxprom
  br i1 %or.cond67, label %if.then19, label %if.end22

if.then19:                                        ; preds = %if.end
  %6 = load float, ptr %arrayidx, align 4, !tbaa !13
  br label %cleanup41.sink.split

if.end22:                                         ; preds = %if.end
  %arrayidx25 = getelementptr i8, ptr %arrayidx, i64 -4
  %7 = load float, ptr %arrayidx25, align 4, !tbaa !13
  %arrayidx28 = getelementptr i8, ptr %arrayidx, i64 4
  %8 = load float, ptr %arrayidx28, align 4, !tbaa !13
  %add29 = fadd contract float %7, %8
  %sub30 = sub nsw i32 %add10, %width
  %idxprom31 = sext i32 %sub30 to i64
  %arrayidx32 = getelementptr inbounds float, ptr %in, i64 %idxprom31
  %9 = load float, ptr %arrayidx32, align 4, !tbaa !13
  %add33 = fadd contract float %add29, %9
  %add34 = add nsw i32 %add10, %width
  %idxprom35 = sext i32 %add34 to i64
  %arrayidx36 = getelementptr inbounds float, ptr %in, i64 %idxprom35
  %10 = load float, ptr %arrayidx36, align 4, !tbaa !13
  %add37 = fadd contract float %add33, %10
  %mul38 = fmul contract float %add37, 2.500000e-01
  br label %cleanup41.sink.split

cleanup41.sink.split:                             ; preds = %if.end22, %if.then19
  %.sink = phi float [ %6, %if.then19 ], [ %mul38, %if.end22 ]
  %arrayidx21 = getelementptr inbounds float, ptr %out, i64 %idxprom
  store float %.sink, ptr %arrayidx21, align 4, !tbaa !13
  br label %cleanup41

cleanup41:                                        ; preds = %cleanup41.sink.split, %entry
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
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
