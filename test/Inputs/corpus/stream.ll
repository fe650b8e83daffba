; ModuleID = 'stream.cu'
source_filename = "stream.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z11stream_copyPKfPfi(ptr noundef readonly captures(none) %a, ptr noundef writeonly captures(none) %c, i32 noundef %n) local_unnamed_addr #0 !dbg !15 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !18
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !22
  %mul = mul i32 %0, %1, !dbg !25
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !26
  %add = add i32 %mul, %2, !dbg !29
  %cmp12 = icmp slt i32 %add, %n, !dbg !30
  br i1 %cmp12, label %for.body.lr.ph, label %for.cond.cleanup, !dbg !31

for.body.lr.ph:                                   ; preds = %entry
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %mul7 = mul i32 %1, %3
  br label %for.body, !dbg !31

for.cond.cleanup:                                 ; preds = %for.body, %entry
  ret void, !dbg !32

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %i.013 = phi i32 [ %add, %for.body.lr.ph ], [ %add8, %for.body ]
  %idxprom = sext i32 %i.013 to i64, !dbg !33
  %arrayidx = getelementptr inbounds float, ptr %a, i64 %idxprom, !dbg !33
  %4 = load float, ptr %arrayidx, align 4, !dbg !33, !tbaa !34
  %arrayidx4 = getelementptr inbounds float, ptr %c, i64 %idxprom, !dbg !36
  store float %4, ptr %arrayidx4, align 4, !dbg !37, !tbaa !34
  %add8 = add i32 %i.013, %mul7, !dbg !38
  %cmp = icmp slt i32 %add8, %n, !dbg !30
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !dbg !31, !llvm.loop !39
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z12stream_scalePfPKffi(ptr noundef writeonly captures(none) %b, ptr noundef readonly captures(none) %c, float noundef %q, i32 noundef %n) local_unnamed_addr #0 !dbg !42 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !43
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !45
  %mul = mul i32 %0, %1, !dbg !47
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !48
  %add = add i32 %mul, %2, !dbg !50
  %cmp13 = icmp slt i32 %add, %n, !dbg !51
  br i1 %cmp13, label %for.body.lr.ph, label %for.cond.cleanup, !dbg !52

for.body.lr.ph:                                   ; preds = %entry
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %mul8 = mul i32 %1, %3
  br label %for.body, !dbg !52

for.cond.cleanup:                                 ; preds = %for.body, %entry
  ret void, !dbg !53

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %i.014 = phi i32 [ %add, %for.body.lr.ph ], [ %add9, %for.body ]
  %idxprom = sext i32 %i.014 to i64, !dbg !54
  %arrayidx = getelementptr inbounds float, ptr %c, i64 %idxprom, !dbg !54
  %4 = load float, ptr %arrayidx, align 4, !dbg !54, !tbaa !34
  %mul3 = fmul contract float %q, %4, !dbg !55
  %arrayidx5 = getelementptr inbounds float, ptr %b, i64 %idxprom, !dbg !56
  store float %mul3, ptr %arrayidx5, align 4, !dbg !57, !tbaa !34
  %add9 = add i32 %i.014, %mul8, !dbg !58
  %cmp = icmp slt i32 %add9, %n, !dbg !51
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !dbg !52, !llvm.loop !59
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z10stream_addPKfS0_Pfi(ptr noundef readonly captures(none) %a, ptr noundef readonly captures(none) %b, ptr noundef writeonly captures(none) %c, i32 noundef %n) local_unnamed_addr #0 !dbg !61 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !62
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !64
  %mul = mul i32 %0, %1, !dbg !66
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !67
  %add = add i32 %mul, %2, !dbg !69
  %cmp16 = icmp slt i32 %add, %n, !dbg !70
  br i1 %cmp16, label %for.body.lr.ph, label %for.cond.cleanup, !dbg !71

for.body.lr.ph:                                   ; preds = %entry
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %mul10 = mul i32 %1, %3
  br label %for.body, !dbg !71

for.cond.cleanup:                                 ; preds = %for.body, %entry
  ret void, !dbg !72

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %i.017 = phi i32 [ %add, %for.body.lr.ph ], [ %add11, %for.body ]
  %idxprom = sext i32 %i.017 to i64, !dbg !73
  %arrayidx = getelementptr inbounds float, ptr %a, i64 %idxprom, !dbg !73
  %4 = load float, ptr %arrayidx, align 4, !dbg !73, !tbaa !34
  %arrayidx4 = getelementptr inbounds float, ptr %b, i64 %idxprom, !dbg !74
  %5 = load float, ptr %arrayidx4, align 4, !dbg !74, !tbaa !34
  %add5 = fadd contract float %4, %5, !dbg !75
  %arrayidx7 = getelementptr inbounds float, ptr %c, i64 %idxprom, !dbg !76
  store float %add5, ptr %arrayidx7, align 4, !dbg !77, !tbaa !34
  %add11 = add i32 %i.017, %mul10, !dbg !78
  %cmp = icmp slt i32 %add11, %n, !dbg !70
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !dbg !71, !llvm.loop !79
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z12stream_triadPfPKfS1_fi(ptr noundef writeonly captures(none) %a, ptr noundef readonly captures(none) %b, ptr noundef readonly captures(none) %c, float noundef %q, i32 noundef %n) local_unnamed_addr #0 !dbg !81 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !82
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !84
  %mul = mul i32 %0, %1, !dbg !86
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !87
  %add = add i32 %mul, %2, !dbg !89
  %cmp17 = icmp slt i32 %add, %n, !dbg !90
  br i1 %cmp17, label %for.body.lr.ph, label %for.cond.cleanup, !dbg !91

for.body.lr.ph:                                   ; preds = %entry
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %mul11 = mul i32 %1, %3
  br label %for.body, !dbg !91

for.cond.cleanup:                                 ; preds = %for.body, %entry
  ret void, !dbg !92

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %i.018 = phi i32 [ %add, %for.body.lr.ph ], [ %add12, %for.body ]
  %idxprom = sext i32 %i.018 to i64, !dbg !93
  %arrayidx = getelementptr inbounds float, ptr %b, i64 %idxprom, !dbg !93
  %4 = load float, ptr %arrayidx, align 4, !dbg !93, !tbaa !34
  %arrayidx4 = getelementptr inbounds float, ptr %c, i64 %idxprom, !dbg !94
  %5 = load float, ptr %arrayidx4, align 4, !dbg !94, !tbaa !34
  %mul5 = fmul contract float %q, %5, !dbg !95
  %add6 = fadd contract float %4, %mul5, !dbg !96
  %arrayidx8 = getelementptr inbounds float, ptr %a, i64 %idxprom, !dbg !97
  store float %add6, ptr %arrayidx8, align 4, !dbg !98, !tbaa !34
  %add12 = add i32 %i.018, %mul11, !dbg !99
  %cmp = icmp slt i32 %add12, %n, !dbg !90
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !dbg !91, !llvm.loop !100
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
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
!7 = !DIFile(filename: "stream.cu", directory: "/work/main/test/Inputs/corpus")
!8 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!9 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}
!14 = !{i32 2, i32 0}
!15 = distinct !DISubprogram(name: "stream_copy", scope: !7, file: !7, line: 9, type: !16, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!16 = !DISubroutineType(types: !17)
!17 = !{}
!18 = !DILocation(line: 66, column: 27, scope: !19, inlinedAt: !21)
!19 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !20, file: !20, line: 66, type: !16, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!20 = !DIFile(filename: "/usr/lib/llvm-22/lib/clang/22/include/__clang_cuda_builtin_vars.h", directory: "")
!21 = distinct !DILocation(line: 10, column: 16, scope: !15)
!22 = !DILocation(line: 79, column: 27, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !20, file: !20, line: 79, type: !16, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!24 = distinct !DILocation(line: 10, column: 29, scope: !15)
!25 = !DILocation(line: 10, column: 27, scope: !15)
!26 = !DILocation(line: 53, column: 27, scope: !27, inlinedAt: !28)
!27 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !20, file: !20, line: 53, type: !16, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!28 = distinct !DILocation(line: 10, column: 42, scope: !15)
!29 = !DILocation(line: 10, column: 40, scope: !15)
!30 = !DILocation(line: 10, column: 57, scope: !15)
!31 = !DILocation(line: 10, column: 3, scope: !15)
!32 = !DILocation(line: 13, column: 1, scope: !15)
!33 = !DILocation(line: 12, column: 12, scope: !15)
!34 = !{!35, !35, i64 0}
!35 = !{!"float", !12, i64 0}
!36 = !DILocation(line: 12, column: 5, scope: !15)
!37 = !DILocation(line: 12, column: 10, scope: !15)
!38 = !DILocation(line: 11, column: 10, scope: !15)
!39 = distinct !{!39, !31, !40, !41}
!40 = !DILocation(line: 12, column: 15, scope: !15)
!41 = !{!"llvm.loop.mustprogress"}
!42 = distinct !DISubprogram(name: "stream_scale", scope: !7, file: !7, line: 15, type: !16, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!43 = !DILocation(line: 66, column: 27, scope: !19, inlinedAt: !44)
!44 = distinct !DILocation(line: 16, column: 16, scope: !42)
!45 = !DILocation(line: 79, column: 27, scope: !23, inlinedAt: !46)
!46 = distinct !DILocation(line: 16, column: 29, scope: !42)
!47 = !DILocation(line: 16, column: 27, scope: !42)
!48 = !DILocation(line: 53, column: 27, scope: !27, inlinedAt: !49)
!49 = distinct !DILocation(line: 16, column: 42, scope: !42)
!50 = !DILocation(line: 16, column: 40, scope: !42)
!51 = !DILocation(line: 16, column: 57, scope: !42)
!52 = !DILocation(line: 16, column: 3, scope: !42)
!53 = !DILocation(line: 19, column: 1, scope: !42)
!54 = !DILocation(line: 18, column: 16, scope: !42)
!55 = !DILocation(line: 18, column: 14, scope: !42)
!56 = !DILocation(line: 18, column: 5, scope: !42)
!57 = !DILocation(line: 18, column: 10, scope: !42)
!58 = !DILocation(line: 17, column: 10, scope: !42)
!59 = distinct !{!59, !52, !60, !41}
!60 = !DILocation(line: 18, column: 19, scope: !42)
!61 = distinct !DISubprogram(name: "stream_add", scope: !7, file: !7, line: 21, type: !16, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!62 = !DILocation(line: 66, column: 27, scope: !19, inlinedAt: !63)
!63 = distinct !DILocation(line: 22, column: 16, scope: !61)
!64 = !DILocation(line: 79, column: 27, scope: !23, inlinedAt: !65)
!65 = distinct !DILocation(line: 22, column: 29, scope: !61)
!66 = !DILocation(line: 22, column: 27, scope: !61)
!67 = !DILocation(line: 53, column: 27, scope: !27, inlinedAt: !68)
!68 = distinct !DILocation(line: 22, column: 42, scope: !61)
!69 = !DILocation(line: 22, column: 40, scope: !61)
!70 = !DILocation(line: 22, column: 57, scope: !61)
!71 = !DILocation(line: 22, column: 3, scope: !61)
!72 = !DILocation(line: 25, column: 1, scope: !61)
!73 = !DILocation(line: 24, column: 12, scope: !61)
!74 = !DILocation(line: 24, column: 19, scope: !61)
!75 = !DILocation(line: 24, column: 17, scope: !61)
!76 = !DILocation(line: 24, column: 5, scope: !61)
!77 = !DILocation(line: 24, column: 10, scope: !61)
!78 = !DILocation(line: 23, column: 10, scope: !61)
!79 = distinct !{!79, !71, !80, !41}
!80 = !DILocation(line: 24, column: 22, scope: !61)
!81 = distinct !DISubprogram(name: "stream_triad", scope: !7, file: !7, line: 27, type: !16, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!82 = !DILocation(line: 66, column: 27, scope: !19, inlinedAt: !83)
!83 = distinct !DILocation(line: 29, column: 16, scope: !81)
!84 = !DILocation(line: 79, column: 27, scope: !23, inlinedAt: !85)
!85 = distinct !DILocation(line: 29, column: 29, scope: !81)
!86 = !DILocation(line: 29, column: 27, scope: !81)
!87 = !DILocation(line: 53, column: 27, scope: !27, inlinedAt: !88)
!88 = distinct !DILocation(line: 29, column: 42, scope: !81)
!89 = !DILocation(line: 29, column: 40, scope: !81)
!90 = !DILocation(line: 29, column: 57, scope: !81)
!91 = !DILocation(line: 29, column: 3, scope: !81)
!92 = !DILocation(line: 32, column: 1, scope: !81)
!93 = !DILocation(line: 31, column: 12, scope: !81)
!94 = !DILocation(line: 31, column: 23, scope: !81)
!95 = !DILocation(line: 31, column: 21, scope: !81)
!96 = !DILocation(line: 31, column: 17, scope: !81)
!97 = !DILocation(line: 31, column: 5, scope: !81)
!98 = !DILocation(line: 31, column: 10, scope: !81)
!99 = !DILocation(line: 30, column: 10, scope: !81)
!100 = distinct !{!100, !91, !101, !41}
!101 = !DILocation(line: 31, column: 26, scope: !81)
