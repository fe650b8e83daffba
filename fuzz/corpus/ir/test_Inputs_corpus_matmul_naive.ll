; ModuleID = 'fuzz/corpus/ir/test_Inputs_corpus_matmul_naive.ll'
source_filename = "matmul_naive.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z12matmul_naivePKfS0_Pfii(ptr noundef readonly captures(none) %A, ptr noundef readonly captures(none) %B, ptr noundef writeonly captures(none) %C, i32 noundef %wA, i32 noundef %wB) local_unnamed_addr #0 {
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
  %mul8 = mul nsw i32 %wA, %add7
  %idx.ext = sext i32 %mul8 to i64
  %add.ptr = getelementptr inbounds float, ptr %A, i64 %idx.ext
  %idx.ext9 = sext i32 %add to i64
  %add.ptr10 = getelementptr inbounds float, ptr %B, i64 %idx.ext9
  %cmp28 = icmp sgt i32 %wA, 0
  br i1 %cmp28, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %xtraiter = and i32 %wA, 3
  %6 = icmp ult i32 %wA, 4
  br i1 %6, label %for.body.epil.preheader, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i32 %wA, 2147483644
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil.preheader

for.body.epil.preheader:                          ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.preheader
  %sum.030.epil.init = phi float [ 0.000000e+00, %for.body.preheader ], [ %add15.3, %for.cond.cleanup.loopexit.unr-lcssa ]
  %k.029.epil.init = phi i32 [ 0, %for.body.preheader ], [ %inc.3, %for.cond.cleanup.loopexit.unr-lcssa ]
  %lcmp.mod32 = icmp ne i32 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod32)
  br label %for.body.epil

for.body.epil:                                    ; preds = %for.body.epil, %for.body.epil.preheader
  %sum.030.epil = phi float [ %add15.epil, %for.body.epil ], [ %sum.030.epil.init, %for.body.epil.preheader ]
  %k.029.epil = phi i32 [ %inc.epil, %for.body.epil ], [ %k.029.epil.init, %for.body.epil.preheader ]
  %epil.iter = phi i32 [ %epil.iter.next, %for.body.epil ], [ 0, %for.body.epil.preheader ]
  %idxprom.epil = zext nneg i32 %k.029.epil to i64
  %arrayidx.epil = getelementptr inbounds nuw float, ptr %add.ptr, i64 %idxprom.epil
  %7 = load float, ptr %arrayidx.epil, align 4, !tbaa !13
  %mul11.epil = mul nsw i32 %k.029.epil, %wB
  %idxprom12.epil = sext i32 %mul11.epil to i64
  %arrayidx13.epil = getelementptr inbounds float, ptr %add.ptr10, i64 %idxprom12.epil
  %8 = load float, ptr %arrayidx13.epil, align 4, !tbaa !13
  %mul14.epil = fmul contract float %7, %8
  %add15.epil = fadd contract float %sum.030.epil, %mul14.epil
  %inc.epil = add nuw nsw i32 %k.029.epil, 1
  %epil.iter.next = add i32 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup, label %for.body.epil, !llvm.loop !15

for.cond.cleanup:                                 ; preds = %for.body.epil, %for.cond.cleanup.loopexit.unr-lcssa, %entry
  %sum.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %add15.3, %for.cond.cleanup.loopexit.unr-lcssa ], [ %add15.epil, %for.body.epil ]
  %mul16 = mul nsw i32 %wB, %add7
  %add17 = add nsw i32 %mul16, %add
  %idxprom18 = sext i32 %add17 to i64
  %arrayidx19 = getelementptr inbounds float, ptr %C, i64 %idxprom18
  store float %sum.0.lcssa, ptr %arrayidx19, align 4, !tbaa !13
  ret void

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %sum.030 = phi float [ 0.000000e+00, %for.body.preheader.new ], [ %add15.3, %for.body ]
  %k.029 = phi i32 [ 0, %for.body.preheader.new ], [ %inc.3, %for.body ]
  %niter = phi i32 [ 0, %for.body.preheader.new ], [ %niter.next.3, %for.body ]
  %idxprom = zext nneg i32 %k.029 to i64
  %arrayidx = getelementptr inbounds nuw float, ptr %add.ptr, i64 %idxprom
  %9 = load float, ptr %arrayidx, align 4, !tbaa !13
  %mul11 = mul nsw i32 %k.029, %wB
  %idxprom12 = sext i32 %mul11 to i64
  %arrayidx13 = getelementptr inbounds float, ptr %add.ptr10, i64 %idxprom12
  %10 = load float, ptr %arrayidx13, align 4, !tbaa !13
  %mul14 = fmul contract float %9, %10
  %add15 = fadd contract float %sum.030, %mul14
  %inc = or disjoint i32 %k.029, 1
  %idxprom.1 = zext nneg i32 %inc to i64
  %arrayidx.1 = getelementptr inbounds nuw float, ptr %add.ptr, i64 %idxprom.1
  %11 = load float, ptr %arrayidx.1, align 4, !tbaa !13
  %mul11.1 = mul nsw i32 %inc, %wB
  %idxprom12.1 = sext i32 %mul11.1 to i64
  %arrayidx13.1 = getelementptr inbounds float, ptr %add.ptr10, i64 %idxprom12.1
  %12 = load float, ptr %arrayidx13.1, align 4, !tbaa !13
  %mul14.1 = fmul contract float %11, %12
  %add15.1 = fadd contract float %add15, %mul14.1
  %inc.1 = or disjoint i32 %k.029, 2
  %idxprom.2 = zext nneg i32 %inc.1 to i64
  %arrayidx.2 = getelementptr inbounds nuw float, ptr %add.ptr, i64 %idxprom.2
  %13 = load float, ptr %arrayidx.2, align 4, !tbaa !13
  %mul11.2 = mul nsw i32 %inc.1, %wB
  %idxprom12.2 = sext i32 %mul11.2 to i64
  %arrayidx13.2 = getelementptr inbounds float, ptr %add.ptr10, i64 %idxprom12.2
  %14 = load float, ptr %arrayidx13.2, align 4, !tbaa !13
  %mul14.2 = fmul contract float %13, %14
  %add15.2 = fadd contract float %add15.1, %mul14.2
  %inc.2 = or disjoint i32 %k.029, 3
  %idxprom.3 = zext nneg i32 %inc.2 to i64
  %arrayidx.3 = getelementptr inbounds nuw float, ptr %add.ptr, i64 %idxprom.3
  %15 = load float, ptr %arrayidx.3, align 4, !tbaa !13
  %mul11.3 = mul nsw i32 %inc.2, %wB
  %idxprom12.3 = sext i32 %mul11.3 to i64
  %arrayidx13.3 = getelementptr inbounds float, ptr %add.ptr10, i64 %idxprom12.3
  %16 = load float, ptr %arrayidx13.3, align 4, !tbaa !13
  %mul14.3 = fmul contract float %15, %16
  %add15.3 = fadd contract float %add15.2, %mul14.3
  %inc.3 = add nuw nsw i32 %k.029, 4
  %niter.next.3 = add i32 %niter, 4
  %niter.ncmp.3 = icmp eq i32 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !17
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

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
!16 = !{!"llvm.loop.unroll.disable"}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.mustprogress"}
