; ModuleID = 'fuzz/corpus/ir/test_Inputs_corpus_vecadd_float4.ll'
source_filename = "vecadd_float4.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float4 = type { float, float, float, float }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z13vecadd_float4PK6float4S1_PS_i(ptr noundef readonly captures(none) %a, ptr noundef readonly captures(none) %b, ptr noundef writeonly captures(none) %c, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %div = sdiv i32 %n, 4
  %cmp = icmp slt i32 %add, %div
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds %struct.float4, ptr %a, i64 %idxprom
  %x.sroa.0.0.copyload = load float, ptr %arrayidx, align 16, !tbaa !13
  %x.sroa.4.0.arrayidx.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx, i64 4
  %x.sroa.4.0.copyload = load float, ptr %x.sroa.4.0.arrayidx.sroa_idx, align 4, !tbaa !13
  %x.sroa.5.0.arrayidx.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx, i64 8
  %x.sroa.5.0.copyload = load float, ptr %x.sroa.5.0.arrayidx.sroa_idx, align 8, !tbaa !13
  %x.sroa.6.0.arrayidx.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx, i64 12
  %x.sroa.6.0.copyload = load float, ptr %x.sroa.6.0.arrayidx.sroa_idx, align 4, !tbaa !13
  %arrayidx4 = getelementptr inbounds %struct.float4, ptr %b, i64 %idxprom
  %y.sroa.0.0.copyload = load float, ptr %arrayidx4, align 16, !tbaa !13
  %y.sroa.4.0.arrayidx4.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx4, i64 4
  %y.sroa.4.0.copyload = load float, ptr %y.sroa.4.0.arrayidx4.sroa_idx, align 4, !tbaa !13
  %y.sroa.5.0.arrayidx4.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx4, i64 8
  %y.sroa.5.0.copyload = load float, ptr %y.sroa.5.0.arrayidx4.sroa_idx, align 8, !tbaa !13
  %y.sroa.6.0.arrayidx4.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx4, i64 12
  %y.sroa.6.0.copyload = load float, ptr %y.sroa.6.0.arrayidx4.sroa_idx, align 4, !tbaa !13
  %add7 = fadd contract float %x.sroa.0.0.copyload, %y.sroa.0.0.copyload
  %add10 = fadd contract float %x.sroa.4.0.copyload, %y.sroa.4.0.copyload
  %add12 = fadd contract float %x.sroa.5.0.copyload, %y.sroa.5.0.copyload
  %add14 = fadd contract float %x.sroa.6.0.copyload, %y.sroa.6.0.copyload
  %arrayidx17 = getelementptr inbounds %struct.float4, ptr %c, i64 %idxprom
  store float %add7, ptr %arrayidx17, align 16, !tbaa !13
  %ref.tmp.sroa.4.0.arrayidx17.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx17, i64 4
  store float %add10, ptr %ref.tmp.sroa.4.0.arrayidx17.sroa_idx, align 4, !tbaa !13
  %ref.tmp.sroa.5.0.arrayidx17.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx17, i64 8
  store float %add12, ptr %ref.tmp.sroa.5.0.arrayidx17.sroa_idx, align 8, !tbaa !13
  %ref.tmp.sroa.6.0.arrayidx17.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx17, i64 12
  store float %add14, ptr %ref.tmp.sroa.6.0.arrayidx17.sroa_idx, align 4, !tbaa !13
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

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
