; ModuleID = 'fuzz/corpus/ir/test_Inputs_corpus_stencil1d.ll'
source_filename = "stencil1d.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ13stencil1d_7ptPKfPfiffffE4temp = internal unnamed_addr addrspace(3) global [262 x float] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z13stencil1d_7ptPKfPfiffff(ptr noundef readonly captures(none) %in, ptr noundef writeonly captures(none) %out, i32 noundef %n, float noundef %c0, float noundef %c1, float noundef %c2, float noundef %c3) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %3 = sext i32 %add to i64
  %4 = getelementptr float, ptr %in, i64 %3
  %arrayidx = getelementptr i8, ptr %4, i64 12
  %5 = load float, ptr %arrayidx, align 4, !tbaa !13
  %6 = zext nneg i32 %2 to i64
  %7 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13stencil1d_7ptPKfPfiffffE4temp to ptr), i64 %6
  %arrayidx7 = getelementptr inbounds nuw i8, ptr %7, i64 12
  store float %5, ptr %arrayidx7, align 4, !tbaa !13
  %cmp = icmp samesign ult i32 %2, 3
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %arrayidx19 = getelementptr inbounds nuw i8, ptr %7, i64 1036
  %arrayidx16 = getelementptr i8, ptr %4, i64 1036
  %8 = load float, ptr %4, align 4, !tbaa !13
  store float %8, ptr %7, align 4, !tbaa !13
  %9 = load float, ptr %arrayidx16, align 4, !tbaa !13
  store float %9, ptr %arrayidx19, align 4, !tbaa !13
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %cmp20 = icmp slt i32 %add, %n
  br i1 %cmp20, label %if.then21, label %if.end54

if.then21:                                        ; preds = %if.end
  %10 = load float, ptr %arrayidx7, align 4, !tbaa !13
  %mul24 = fmul contract float %c0, %10
  %arrayidx27 = getelementptr inbounds nuw i8, ptr %7, i64 8
  %11 = load float, ptr %arrayidx27, align 4, !tbaa !13
  %arrayidx30 = getelementptr inbounds nuw i8, ptr %7, i64 16
  %12 = load float, ptr %arrayidx30, align 4, !tbaa !13
  %add31 = fadd contract float %11, %12
  %mul32 = fmul contract float %c1, %add31
  %add33 = fadd contract float %mul24, %mul32
  %arrayidx36 = getelementptr inbounds nuw i8, ptr %7, i64 4
  %13 = load float, ptr %arrayidx36, align 4, !tbaa !13
  %arrayidx39 = getelementptr inbounds nuw i8, ptr %7, i64 20
  %14 = load float, ptr %arrayidx39, align 4, !tbaa !13
  %add40 = fadd contract float %13, %14
  %mul41 = fmul contract float %c2, %add40
  %add42 = fadd contract float %add33, %mul41
  %15 = load float, ptr %7, align 4, !tbaa !13
  %arrayidx48 = getelementptr inbounds nuw i8, ptr %7, i64 24
  %16 = load float, ptr %arrayidx48, align 4, !tbaa !13
  %add49 = fadd contract float %15, %16
  %mul50 = fmul contract float %c3, %add49
  %add51 = fadd contract float %add42, %mul50
  %arrayidx53 = getelementptr inbounds float, ptr %out, i64 %3
  store float %add51, ptr %arrayidx53, align 4, !tbaa !13
  br label %if.end54

if.end54:                                         ; preds = %if.then21, %if.end
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

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
