; ModuleID = 'vecadd_float4.cu'
source_filename = "vecadd_float4.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float4 = type { float, float, float, float }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z13vecadd_float4PK6float4S1_PS_i(ptr noundef readonly captures(none) %a, ptr noundef readonly captures(none) %b, ptr noundef writeonly captures(none) %c, i32 noundef %n) local_unnamed_addr #0 !dbg !15 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !18
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !22
  %mul = mul i32 %0, %1, !dbg !25
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !26
  %add = add i32 %mul, %2, !dbg !29
  %div = sdiv i32 %n, 4, !dbg !30
  %cmp = icmp slt i32 %add, %div, !dbg !31
  br i1 %cmp, label %if.then, label %if.end, !dbg !31

if.then:                                          ; preds = %entry
  %idxprom = sext i32 %add to i64, !dbg !32
  %arrayidx = getelementptr inbounds %struct.float4, ptr %a, i64 %idxprom, !dbg !32
  %x.sroa.0.0.copyload = load float, ptr %arrayidx, align 16, !dbg !32, !tbaa !33
  %x.sroa.4.0.arrayidx.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx, i64 4, !dbg !32
  %x.sroa.4.0.copyload = load float, ptr %x.sroa.4.0.arrayidx.sroa_idx, align 4, !dbg !32, !tbaa !33
  %x.sroa.5.0.arrayidx.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx, i64 8, !dbg !32
  %x.sroa.5.0.copyload = load float, ptr %x.sroa.5.0.arrayidx.sroa_idx, align 8, !dbg !32, !tbaa !33
  %x.sroa.6.0.arrayidx.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx, i64 12, !dbg !32
  %x.sroa.6.0.copyload = load float, ptr %x.sroa.6.0.arrayidx.sroa_idx, align 4, !dbg !32, !tbaa !33
  %arrayidx4 = getelementptr inbounds %struct.float4, ptr %b, i64 %idxprom, !dbg !35
  %y.sroa.0.0.copyload = load float, ptr %arrayidx4, align 16, !dbg !35, !tbaa !33
  %y.sroa.4.0.arrayidx4.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx4, i64 4, !dbg !35
  %y.sroa.4.0.copyload = load float, ptr %y.sroa.4.0.arrayidx4.sroa_idx, align 4, !dbg !35, !tbaa !33
  %y.sroa.5.0.arrayidx4.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx4, i64 8, !dbg !35
  %y.sroa.5.0.copyload = load float, ptr %y.sroa.5.0.arrayidx4.sroa_idx, align 8, !dbg !35, !tbaa !33
  %y.sroa.6.0.arrayidx4.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx4, i64 12, !dbg !35
  %y.sroa.6.0.copyload = load float, ptr %y.sroa.6.0.arrayidx4.sroa_idx, align 4, !dbg !35, !tbaa !33
  %add7 = fadd contract float %x.sroa.0.0.copyload, %y.sroa.0.0.copyload, !dbg !36
  %add10 = fadd contract float %x.sroa.4.0.copyload, %y.sroa.4.0.copyload, !dbg !37
  %add12 = fadd contract float %x.sroa.5.0.copyload, %y.sroa.5.0.copyload, !dbg !38
  %add14 = fadd contract float %x.sroa.6.0.copyload, %y.sroa.6.0.copyload, !dbg !39
  %arrayidx17 = getelementptr inbounds %struct.float4, ptr %c, i64 %idxprom, !dbg !40
  store float %add7, ptr %arrayidx17, align 16, !dbg !41, !tbaa !33
  %ref.tmp.sroa.4.0.arrayidx17.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx17, i64 4, !dbg !41
  store float %add10, ptr %ref.tmp.sroa.4.0.arrayidx17.sroa_idx, align 4, !dbg !41, !tbaa !33
  %ref.tmp.sroa.5.0.arrayidx17.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx17, i64 8, !dbg !41
  store float %add12, ptr %ref.tmp.sroa.5.0.arrayidx17.sroa_idx, align 8, !dbg !41, !tbaa !33
  %ref.tmp.sroa.6.0.arrayidx17.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx17, i64 12, !dbg !41
  store float %add14, ptr %ref.tmp.sroa.6.0.arrayidx17.sroa_idx, align 4, !dbg !41, !tbaa !33
  br label %if.end, !dbg !42

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !43
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!7 = !DIFile(filename: "vecadd_float4.cu", directory: "/work/main/test/Inputs/corpus")
!8 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!9 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}
!14 = !{i32 2, i32 0}
!15 = distinct !DISubprogram(name: "vecadd_float4", scope: !7, file: !7, line: 8, type: !16, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!16 = !DISubroutineType(types: !17)
!17 = !{}
!18 = !DILocation(line: 66, column: 27, scope: !19, inlinedAt: !21)
!19 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !20, file: !20, line: 66, type: !16, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!20 = !DIFile(filename: "/usr/lib/llvm-22/lib/clang/22/include/__clang_cuda_builtin_vars.h", directory: "")
!21 = distinct !DILocation(line: 10, column: 11, scope: !15)
!22 = !DILocation(line: 79, column: 27, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !20, file: !20, line: 79, type: !16, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!24 = distinct !DILocation(line: 10, column: 24, scope: !15)
!25 = !DILocation(line: 10, column: 22, scope: !15)
!26 = !DILocation(line: 53, column: 27, scope: !27, inlinedAt: !28)
!27 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !20, file: !20, line: 53, type: !16, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!28 = distinct !DILocation(line: 10, column: 37, scope: !15)
!29 = !DILocation(line: 10, column: 35, scope: !15)
!30 = !DILocation(line: 11, column: 13, scope: !15)
!31 = !DILocation(line: 11, column: 9, scope: !15)
!32 = !DILocation(line: 12, column: 16, scope: !15)
!33 = !{!34, !34, i64 0}
!34 = !{!"float", !12, i64 0}
!35 = !DILocation(line: 13, column: 16, scope: !15)
!36 = !DILocation(line: 14, column: 28, scope: !15)
!37 = !DILocation(line: 14, column: 39, scope: !15)
!38 = !DILocation(line: 14, column: 50, scope: !15)
!39 = !DILocation(line: 14, column: 61, scope: !15)
!40 = !DILocation(line: 14, column: 5, scope: !15)
!41 = !DILocation(line: 14, column: 10, scope: !15)
!42 = !DILocation(line: 15, column: 3, scope: !15)
!43 = !DILocation(line: 16, column: 1, scope: !15)
