; ModuleID = 'jacobi2d.cu'
source_filename = "jacobi2d.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z12jacobi2d_5ptPKfPfii(ptr noundef readonly captures(none) %in, ptr noundef writeonly captures(none) %out, i32 noundef %width, i32 noundef %height) local_unnamed_addr #0 !dbg !15 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !18
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !22
  %mul = mul i32 %0, %1, !dbg !25
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !26
  %add = add i32 %mul, %2, !dbg !29
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !30
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y(), !dbg !33
  %mul5 = mul nuw nsw i32 %3, %4, !dbg !36
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !37
  %add7 = add nuw nsw i32 %mul5, %5, !dbg !40
  %cmp.not = icmp slt i32 %add, %width, !dbg !41
  %cmp8.not = icmp slt i32 %add7, %height
  %or.cond65 = and i1 %cmp.not, %cmp8.not, !dbg !42
  br i1 %or.cond65, label %if.end, label %cleanup41, !dbg !42

if.end:                                           ; preds = %entry
  %mul9 = mul nsw i32 %width, %add7, !dbg !43
  %add10 = add nsw i32 %mul9, %add, !dbg !44
  %cmp11 = icmp eq i32 %add, 0, !dbg !45
  %cmp13 = icmp eq i32 %add7, 0
  %or.cond = or i1 %cmp11, %cmp13, !dbg !46
  %sub = add nsw i32 %width, -1
  %cmp15 = icmp eq i32 %add, %sub
  %or.cond66 = select i1 %or.cond, i1 true, i1 %cmp15, !dbg !46
  %sub17 = add nsw i32 %height, -1
  %cmp18 = icmp eq i32 %add7, %sub17
  %or.cond67 = select i1 %or.cond66, i1 true, i1 %cmp18, !dbg !46
  %idxprom = sext i32 %add10 to i64, !dbg !47
  %arrayidx = getelementptr float, ptr %in, i64 %idxprom, !dbg !47
  br i1 %or.cond67, label %if.then19, label %if.end22, !dbg !46

if.then19:                                        ; preds = %if.end
  %6 = load float, ptr %arrayidx, align 4, !dbg !48, !tbaa !49
  br label %cleanup41.sink.split, !dbg !51

if.end22:                                         ; preds = %if.end
  %arrayidx25 = getelementptr i8, ptr %arrayidx, i64 -4, !dbg !52
  %7 = load float, ptr %arrayidx25, align 4, !dbg !52, !tbaa !49
  %arrayidx28 = getelementptr i8, ptr %arrayidx, i64 4, !dbg !53
  %8 = load float, ptr %arrayidx28, align 4, !dbg !53, !tbaa !49
  %add29 = fadd contract float %7, %8, !dbg !54
  %sub30 = sub nsw i32 %add10, %width, !dbg !55
  %idxprom31 = sext i32 %sub30 to i64, !dbg !56
  %arrayidx32 = getelementptr inbounds float, ptr %in, i64 %idxprom31, !dbg !56
  %9 = load float, ptr %arrayidx32, align 4, !dbg !56, !tbaa !49
  %add33 = fadd contract float %add29, %9, !dbg !57
  %add34 = add nsw i32 %add10, %width, !dbg !58
  %idxprom35 = sext i32 %add34 to i64, !dbg !59
  %arrayidx36 = getelementptr inbounds float, ptr %in, i64 %idxprom35, !dbg !59
  %10 = load float, ptr %arrayidx36, align 4, !dbg !59, !tbaa !49
  %add37 = fadd contract float %add33, %10, !dbg !60
  %mul38 = fmul contract float %add37, 2.500000e-01, !dbg !61
  br label %cleanup41.sink.split, !dbg !62

cleanup41.sink.split:                             ; preds = %if.end22, %if.then19
  %.sink = phi float [ %6, %if.then19 ], [ %mul38, %if.end22 ]
  %arrayidx21 = getelementptr inbounds float, ptr %out, i64 %idxprom, !dbg !47
  store float %.sink, ptr %arrayidx21, align 4, !dbg !47, !tbaa !49
  br label %cleanup41, !dbg !62

cleanup41:                                        ; preds = %cleanup41.sink.split, %entry
  ret void, !dbg !62
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

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
!7 = !DIFile(filename: "jacobi2d.cu", directory: "/work/main/test/Inputs/corpus")
!8 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!9 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}
!14 = !{i32 2, i32 0}
!15 = distinct !DISubprogram(name: "jacobi2d_5pt", scope: !7, file: !7, line: 13, type: !16, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!16 = !DISubroutineType(types: !17)
!17 = !{}
!18 = !DILocation(line: 66, column: 27, scope: !19, inlinedAt: !21)
!19 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !20, file: !20, line: 66, type: !16, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!20 = !DIFile(filename: "/usr/lib/llvm-22/lib/clang/22/include/__clang_cuda_builtin_vars.h", directory: "")
!21 = distinct !DILocation(line: 15, column: 11, scope: !15)
!22 = !DILocation(line: 79, column: 27, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !20, file: !20, line: 79, type: !16, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!24 = distinct !DILocation(line: 15, column: 24, scope: !15)
!25 = !DILocation(line: 15, column: 22, scope: !15)
!26 = !DILocation(line: 53, column: 27, scope: !27, inlinedAt: !28)
!27 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !20, file: !20, line: 53, type: !16, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!28 = distinct !DILocation(line: 15, column: 37, scope: !15)
!29 = !DILocation(line: 15, column: 35, scope: !15)
!30 = !DILocation(line: 67, column: 27, scope: !31, inlinedAt: !32)
!31 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !20, file: !20, line: 67, type: !16, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!32 = distinct !DILocation(line: 16, column: 11, scope: !15)
!33 = !DILocation(line: 80, column: 27, scope: !34, inlinedAt: !35)
!34 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !20, file: !20, line: 80, type: !16, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!35 = distinct !DILocation(line: 16, column: 24, scope: !15)
!36 = !DILocation(line: 16, column: 22, scope: !15)
!37 = !DILocation(line: 54, column: 27, scope: !38, inlinedAt: !39)
!38 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !20, file: !20, line: 54, type: !16, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!39 = distinct !DILocation(line: 16, column: 37, scope: !15)
!40 = !DILocation(line: 16, column: 35, scope: !15)
!41 = !DILocation(line: 17, column: 9, scope: !15)
!42 = !DILocation(line: 17, column: 18, scope: !15)
!43 = !DILocation(line: 19, column: 15, scope: !15)
!44 = !DILocation(line: 19, column: 23, scope: !15)
!45 = !DILocation(line: 20, column: 9, scope: !15)
!46 = !DILocation(line: 20, column: 14, scope: !15)
!47 = !DILocation(line: 0, scope: !15)
!48 = !DILocation(line: 21, column: 16, scope: !15)
!49 = !{!50, !50, i64 0}
!50 = !{!"float", !12, i64 0}
!51 = !DILocation(line: 22, column: 5, scope: !15)
!52 = !DILocation(line: 24, column: 23, scope: !15)
!53 = !DILocation(line: 24, column: 37, scope: !15)
!54 = !DILocation(line: 24, column: 35, scope: !15)
!55 = !DILocation(line: 24, column: 58, scope: !15)
!56 = !DILocation(line: 24, column: 51, scope: !15)
!57 = !DILocation(line: 24, column: 49, scope: !15)
!58 = !DILocation(line: 25, column: 30, scope: !15)
!59 = !DILocation(line: 25, column: 23, scope: !15)
!60 = !DILocation(line: 24, column: 67, scope: !15)
!61 = !DILocation(line: 24, column: 20, scope: !15)
!62 = !DILocation(line: 26, column: 1, scope: !15)
