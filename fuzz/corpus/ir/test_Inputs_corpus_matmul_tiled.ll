; ModuleID = 'fuzz/corpus/ir/test_Inputs_corpus_matmul_tiled.ll'
source_filename = "matmul_tiled.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ12matmul_tiledPKfS0_PfiiE2As = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ12matmul_tiledPKfS0_PfiiE2Bs = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z12matmul_tiledPKfS0_Pfii(ptr noundef readonly captures(none) %A, ptr noundef readonly captures(none) %B, ptr noundef writeonly captures(none) %C, i32 noundef %wA, i32 noundef %wB) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %mul = shl nuw nsw i32 %2, 4
  %add = add nuw nsw i32 %mul, %1
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul4 = shl i32 %3, 4
  %add5 = add i32 %mul4, %0
  %mul6 = mul nsw i32 %wA, %add
  %idx.ext = sext i32 %mul6 to i64
  %add.ptr = getelementptr inbounds float, ptr %A, i64 %idx.ext
  %idx.ext7 = zext nneg i32 %0 to i64
  %add.ptr8 = getelementptr inbounds nuw float, ptr %add.ptr, i64 %idx.ext7
  %mul9 = mul nsw i32 %wB, %1
  %idx.ext10 = sext i32 %mul9 to i64
  %add.ptr11 = getelementptr inbounds float, ptr %B, i64 %idx.ext10
  %idx.ext12 = sext i32 %add5 to i64
  %add.ptr13 = getelementptr inbounds float, ptr %add.ptr11, i64 %idx.ext12
  %div = sdiv i32 %wA, 16
  %cmp72 = icmp sgt i32 %wA, 15
  br i1 %cmp72, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %invariant.gep70 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledPKfS0_PfiiE2Bs to ptr), i64 %idx.ext7
  %idxprom15 = zext nneg i32 %1 to i64
  %arrayidx16 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledPKfS0_PfiiE2As to ptr), i64 %idxprom15
  %arrayidx18 = getelementptr inbounds nuw float, ptr %arrayidx16, i64 %idx.ext7
  %gep71 = getelementptr inbounds nuw [16 x float], ptr %invariant.gep70, i64 %idxprom15
  %arrayidx34.1 = getelementptr inbounds nuw i8, ptr %arrayidx16, i64 4
  %gep.1 = getelementptr inbounds nuw i8, ptr %invariant.gep70, i64 64
  %arrayidx34.2 = getelementptr inbounds nuw i8, ptr %arrayidx16, i64 8
  %gep.2 = getelementptr inbounds nuw i8, ptr %invariant.gep70, i64 128
  %arrayidx34.3 = getelementptr inbounds nuw i8, ptr %arrayidx16, i64 12
  %gep.3 = getelementptr inbounds nuw i8, ptr %invariant.gep70, i64 192
  %arrayidx34.4 = getelementptr inbounds nuw i8, ptr %arrayidx16, i64 16
  %gep.4 = getelementptr inbounds nuw i8, ptr %invariant.gep70, i64 256
  %arrayidx34.5 = getelementptr inbounds nuw i8, ptr %arrayidx16, i64 20
  %gep.5 = getelementptr inbounds nuw i8, ptr %invariant.gep70, i64 320
  %arrayidx34.6 = getelementptr inbounds nuw i8, ptr %arrayidx16, i64 24
  %gep.6 = getelementptr inbounds nuw i8, ptr %invariant.gep70, i64 384
  %arrayidx34.7 = getelementptr inbounds nuw i8, ptr %arrayidx16, i64 28
  %gep.7 = getelementptr inbounds nuw i8, ptr %invariant.gep70, i64 448
  %arrayidx34.8 = getelementptr inbounds nuw i8, ptr %arrayidx16, i64 32
  %gep.8 = getelementptr inbounds nuw i8, ptr %invariant.gep70, i64 512
  %arrayidx34.9 = getelementptr inbounds nuw i8, ptr %arrayidx16, i64 36
  %gep.9 = getelementptr inbounds nuw i8, ptr %invariant.gep70, i64 576
  %arrayidx34.10 = getelementptr inbounds nuw i8, ptr %arrayidx16, i64 40
  %gep.10 = getelementptr inbounds nuw i8, ptr %invariant.gep70, i64 640
  %arrayidx34.11 = getelementptr inbounds nuw i8, ptr %arrayidx16, i64 44
  %gep.11 = getelementptr inbounds nuw i8, ptr %invariant.gep70, i64 704
  %arrayidx34.12 = getelementptr inbounds nuw i8, ptr %arrayidx16, i64 48
  %gep.12 = getelementptr inbounds nuw i8, ptr %invariant.gep70, i64 768
  %arrayidx34.13 = getelementptr inbounds nuw i8, ptr %arrayidx16, i64 52
  %gep.13 = getelementptr inbounds nuw i8, ptr %invariant.gep70, i64 832
  %arrayidx34.14 = getelementptr inbounds nuw i8, ptr %arrayidx16, i64 56
  %gep.14 = getelementptr inbounds nuw i8, ptr %invariant.gep70, i64 896
  %arrayidx34.15 = getelementptr inbounds nuw i8, ptr %arrayidx16, i64 60
  %gep.15 = getelementptr inbounds nuw i8, ptr %invariant.gep70, i64 960
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %sum.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %add40.15, %for.body ]
  %mul44 = mul nsw i32 %wB, %add
  %add45 = add nsw i32 %mul44, %add5
  %idxprom46 = sext i32 %add45 to i64
  %arrayidx47 = getelementptr inbounds float, ptr %C, i64 %idxprom46
  store float %sum.0.lcssa, ptr %arrayidx47, align 4, !tbaa !13
  ret void

for.body:                                         ; preds = %for.body, %for.body.lr.ph
  %t.074 = phi i32 [ 0, %for.body.lr.ph ], [ %inc42, %for.body ]
  %sum.073 = phi float [ 0.000000e+00, %for.body.lr.ph ], [ %add40.15, %for.body ]
  %mul14 = shl nsw i32 %t.074, 4
  %idxprom = zext nneg i32 %mul14 to i64
  %arrayidx = getelementptr inbounds nuw float, ptr %add.ptr8, i64 %idxprom
  %4 = load float, ptr %arrayidx, align 4, !tbaa !13
  store float %4, ptr %arrayidx18, align 4, !tbaa !13
  %mul20 = mul nsw i32 %mul14, %wB
  %idxprom21 = sext i32 %mul20 to i64
  %arrayidx22 = getelementptr inbounds float, ptr %add.ptr13, i64 %idxprom21
  %5 = load float, ptr %arrayidx22, align 4, !tbaa !13
  store float %5, ptr %gep71, align 4, !tbaa !13
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %6 = load float, ptr %arrayidx16, align 4, !tbaa !13
  %7 = load float, ptr %invariant.gep70, align 4, !tbaa !13
  %mul39 = fmul contract float %6, %7
  %add40 = fadd contract float %sum.073, %mul39
  %8 = load float, ptr %arrayidx34.1, align 4, !tbaa !13
  %9 = load float, ptr %gep.1, align 4, !tbaa !13
  %mul39.1 = fmul contract float %8, %9
  %add40.1 = fadd contract float %add40, %mul39.1
  %10 = load float, ptr %arrayidx34.2, align 4, !tbaa !13
  %11 = load float, ptr %gep.2, align 4, !tbaa !13
  %mul39.2 = fmul contract float %10, %11
  %add40.2 = fadd contract float %add40.1, %mul39.2
  %12 = load float, ptr %arrayidx34.3, align 4, !tbaa !13
  %13 = load float, ptr %gep.3, align 4, !tbaa !13
  %mul39.3 = fmul contract float %12, %13
  %add40.3 = fadd contract float %add40.2, %mul39.3
  %14 = load float, ptr %arrayidx34.4, align 4, !tbaa !13
  %15 = load float, ptr %gep.4, align 4, !tbaa !13
  %mul39.4 = fmul contract float %14, %15
  %add40.4 = fadd contract float %add40.3, %mul39.4
  %16 = load float, ptr %arrayidx34.5, align 4, !tbaa !13
  %17 = load float, ptr %gep.5, align 4, !tbaa !13
  %mul39.5 = fmul contract float %16, %17
  %add40.5 = fadd contract float %add40.4, %mul39.5
  %18 = load float, ptr %arrayidx34.6, align 4, !tbaa !13
  %19 = load float, ptr %gep.6, align 4, !tbaa !13
  %mul39.6 = fmul contract float %18, %19
  %add40.6 = fadd contract float %add40.5, %mul39.6
  %20 = load float, ptr %arrayidx34.7, align 4, !tbaa !13
  %21 = load float, ptr %gep.7, align 4, !tbaa !13
  %mul39.7 = fmul contract float %20, %21
  %add40.7 = fadd contract float %add40.6, %mul39.7
  %22 = load float, ptr %arrayidx34.8, align 4, !tbaa !13
  %23 = load float, ptr %gep.8, align 4, !tbaa !13
  %mul39.8 = fmul contract float %22, %23
  %add40.8 = fadd contract float %add40.7, %mul39.8
  %24 = load float, ptr %arrayidx34.9, align 4, !tbaa !13
  %25 = load float, ptr %gep.9, align 4, !tbaa !13
  %mul39.9 = fmul contract float %24, %25
  %add40.9 = fadd contract float %add40.8, %mul39.9
  %26 = load float, ptr %arrayidx34.10, align 4, !tbaa !13
  %27 = load float, ptr %gep.10, align 4, !tbaa !13
  %mul39.10 = fmul contract float %26, %27
  %add40.10 = fadd contract float %add40.9, %mul39.10
  %28 = load float, ptr %arrayidx34.11, align 4, !tbaa !13
  %29 = load float, ptr %gep.11, align 4, !tbaa !13
  %mul39.11 = fmul contract float %28, %29
  %add40.11 = fadd contract float %add40.10, %mul39.11
  %30 = load float, ptr %arrayidx34.12, align 4, !tbaa !13
  %31 = load float, ptr %gep.12, align 4, !tbaa !13
  %mul39.12 = fmul contract float %30, %31
  %add40.12 = fadd contract float %add40.11, %mul39.12
  %32 = load float, ptr %arrayidx34.13, align 4, !tbaa !13
  %33 = load float, ptr %gep.13, align 4, !tbaa !13
  %mul39.13 = fmul contract float %32, %33
  %add40.13 = fadd contract float %add40.12, %mul39.13
  %34 = load float, ptr %arrayidx34.14, align 4, !tbaa !13
  %35 = load float, ptr %gep.14, align 4, !tbaa !13
  %mul39.14 = fmul contract float %34, %35
  %add40.14 = fadd contract float %add40.13, %mul39.14
  %36 = load float, ptr %arrayidx34.15, align 4, !tbaa !13
  %37 = load float, ptr %gep.15, align 4, !tbaa !13
  %mul39.15 = fmul contract float %36, %37
  %add40.15 = fadd contract float %add40.14, %mul39.15
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %inc42 = add nuw nsw i32 %t.074, 1
  %exitcond.not = icmp eq i32 %inc42, %div
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !15
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

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
