; ModuleID = 'matmul_naive.cu'
source_filename = "matmul_naive.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z12matmul_naivePKfS0_Pfii(ptr noundef readonly captures(none) %A, ptr noundef readonly captures(none) %B, ptr noundef writeonly captures(none) %C, i32 noundef %wA, i32 noundef %wB) local_unnamed_addr #0 !dbg !15 {
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
  %cmp28 = icmp sgt i32 %wA, 0, !dbg !41
  br i1 %cmp28, label %for.body.lr.ph, label %for.cond.cleanup, !dbg !42

for.body.lr.ph:                                   ; preds = %entry
  %mul8 = mul nuw nsw i32 %wA, %add7
  br label %for.body, !dbg !42

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %Sum.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %add15, %for.body ], !dbg !43
  %mul16 = mul nsw i32 %wB, %add7, !dbg !44
  %add17 = add nsw i32 %mul16, %add, !dbg !45
  %idxprom18 = sext i32 %add17 to i64, !dbg !46
  %arrayidx19 = getelementptr inbounds float, ptr %C, i64 %idxprom18, !dbg !46
  store float %Sum.0.lcssa, ptr %arrayidx19, align 4, !dbg !47, !tbaa !48
  ret void, !dbg !50

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %K.030 = phi i32 [ 0, %for.body.lr.ph ], [ %inc, %for.body ]
  %Sum.029 = phi float [ 0.000000e+00, %for.body.lr.ph ], [ %add15, %for.body ]
  %add9 = add nuw nsw i32 %K.030, %mul8, !dbg !51
  %idxprom = zext nneg i32 %add9 to i64, !dbg !52
  %arrayidx = getelementptr inbounds nuw float, ptr %A, i64 %idxprom, !dbg !52
  %6 = load float, ptr %arrayidx, align 4, !dbg !52, !tbaa !48
  %mul10 = mul nsw i32 %K.030, %wB, !dbg !53
  %add11 = add nsw i32 %mul10, %add, !dbg !54
  %idxprom12 = sext i32 %add11 to i64, !dbg !55
  %arrayidx13 = getelementptr inbounds float, ptr %B, i64 %idxprom12, !dbg !55
  %7 = load float, ptr %arrayidx13, align 4, !dbg !55, !tbaa !48
  %mul14 = fmul contract float %6, %7, !dbg !56
  %add15 = fadd contract float %Sum.029, %mul14, !dbg !57
  %inc = add nuw nsw i32 %K.030, 1, !dbg !58
  %exitcond.not = icmp eq i32 %inc, %wA, !dbg !41
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !42, !llvm.loop !59
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memoundefry(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,}+sm_90" "uniform-work-group-size"="true" }
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
!7 = !DIFile(filename: "matmul_naive.cu", directory: "/work/main/examples")
!8 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!9 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}
!14 = !{i32 2, i32 0}
!15 = distinct !DISubprogram(name: "matmul_naive", scope: !7, file: !7, line: 5, type: !16, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!16 = !DISubroutineType(types: !17)
!17 = !{}
!18 = !DILocation(line: 66, column: 27, scope: !19, inlinedAt: !21)
!19 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !20, file: !20, line: 66, type: !16, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!20 = !DIFile(filename: "/usr/lib/llvm-22/lib/clang/22/include/__clang_cuda_builtin_vars.h", directory: "")
!21 = distinct !DILocation(line: 7, column: 13, scope: !15)
!22 = !DILocation(line: 79, column: 27, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !20, file: !20, line: 79, type: !16, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!24 = distinct !DILocation(line: 7, column: 26, scope: !15)
!25 = !DILocation(line: 7, column: 24, scope: !15)
!26 = !DILocation(line: 53, column: 27, scope: !27, inlinedAt: !28)
!27 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !20, file: !20, line: 53, type: !16, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!28 = distinct !DILocation(line: 7, column: 39, scope: !15)
!29 = !DILocation(line: 7, column: 37, scope: !15)
!30 = !DILocation(line: 67, column: 27, scope: !31, inlinedAt: !32)
!31 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !20, file: !20, line: 67, type: !16, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!32 = distinct !DILocation(line: 8, column: 13, scope: !15)
!33 = !DILocation(line: 80, column: 27, scope: !34, inlinedAt: !35)
!34 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !20, file: !20, line: 80, type: !16, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!35 = distinct !DILocation(line: 8, column: 26, scope: !15)
!36 = !DILocation(line: 8, column: 24, scope: !15)
!37 = !DILocation(line: 54, column: 27, scope: !38, inlinedAt: !39)
!38 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !20, file: !20, line: 54, type: !16, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!39 = distinct !DILocation(line: 8, column: 39, scope: !15)
!40 = !DILocation(line: 8, column: 37, scope: !15)
!41 = !DILocation(line: 10, column: 21, scope: !15)
!42 = !DILocation(line: 10, column: 3, scope: !15)
!43 = !DILocation(line: 0, scope: !15)
!44 = !DILocation(line: 12, column: 9, scope: !15)
!45 = !DILocation(line: 12, column: 14, scope: !15)
!46 = !DILocation(line: 12, column: 3, scope: !15)
!47 = !DILocation(line: 12, column: 21, scope: !15)
!48 = !{!49, !49, i64 0}
!49 = !{!"float", !12, i64 0}
!50 = !DILocation(line: 13, column: 1, scope: !15)
!51 = !DILocation(line: 11, column: 23, scope: !15)
!52 = !DILocation(line: 11, column: 12, scope: !15)
!53 = !DILocation(line: 11, column: 34, scope: !15)
!54 = !DILocation(line: 11, column: 39, scope: !15)
!55 = !DILocation(line: 11, column: 30, scope: !15)
!56 = !DILocation(line: 11, column: 28, scope: !15)
!57 = !DILocation(line: 11, column: 9, scope: !15)
!58 = !DILocation(line: 10, column: 27, scope: !15)
!59 = distinct !{!59, !42, !60, !61, !62}
!60 = !DILocation(line: 11, column: 44, scope: !15)
!61 = !{!"llvm.loop.mustprogress"}
!62 = !{!"llvm.loop.unroll.disable"}
