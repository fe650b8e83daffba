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
  %mul8 = mul nsw i32 %wA, %add7, !dbg !41
  %idx.ext = sext i32 %mul8 to i64, !dbg !42
  %add.ptr = getelementptr inbounds float, ptr %A, i64 %idx.ext, !dbg !42
  %idx.ext9 = sext i32 %add to i64, !dbg !43
  %add.ptr10 = getelementptr inbounds float, ptr %B, i64 %idx.ext9, !dbg !43
  %cmp28 = icmp sgt i32 %wA, 0, !dbg !44
  br i1 %cmp28, label %for.body.preheader, label %for.cond.cleanup, !dbg !45

for.body.preheader:                               ; preds = %entry
  %xtraiter = and i32 %wA, 3, !dbg !45
  %6 = icmp ult i32 %wA, 4, !dbg !45
  br i1 %6, label %for.body.epil.preheader, label %for.body.preheader.new, !dbg !45

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i32 %wA, 2147483644, !dbg !45
  br label %for.body, !dbg !45

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0, !dbg !45
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil.preheader, !dbg !45

for.body.epil.preheader:                          ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.preheader
  %sum.030.epil.init = phi float [ 0.000000e+00, %for.body.preheader ], [ %add15.3, %for.cond.cleanup.loopexit.unr-lcssa ]
  %k.029.epil.init = phi i32 [ 0, %for.body.preheader ], [ %inc.3, %for.cond.cleanup.loopexit.unr-lcssa ]
  %lcmp.mod32 = icmp ne i32 %xtraiter, 0, !dbg !45
  tail call void @llvm.assume(i1 %lcmp.mod32), !dbg !45
  br label %for.body.epil, !dbg !45

for.body.epil:                                    ; preds = %for.body.epil, %for.body.epil.preheader
  %sum.030.epil = phi float [ %add15.epil, %for.body.epil ], [ %sum.030.epil.init, %for.body.epil.preheader ]
  %k.029.epil = phi i32 [ %inc.epil, %for.body.epil ], [ %k.029.epil.init, %for.body.epil.preheader ]
  %epil.iter = phi i32 [ %epil.iter.next, %for.body.epil ], [ 0, %for.body.epil.preheader ]
  %idxprom.epil = zext nneg i32 %k.029.epil to i64, !dbg !46
  %arrayidx.epil = getelementptr inbounds nuw float, ptr %add.ptr, i64 %idxprom.epil, !dbg !46
  %7 = load float, ptr %arrayidx.epil, align 4, !dbg !46, !tbaa !47
  %mul11.epil = mul nsw i32 %k.029.epil, %wB, !dbg !49
  %idxprom12.epil = sext i32 %mul11.epil to i64, !dbg !50
  %arrayidx13.epil = getelementptr inbounds float, ptr %add.ptr10, i64 %idxprom12.epil, !dbg !50
  %8 = load float, ptr %arrayidx13.epil, align 4, !dbg !50, !tbaa !47
  %mul14.epil = fmul contract float %7, %8, !dbg !51
  %add15.epil = fadd contract float %sum.030.epil, %mul14.epil, !dbg !52
  %inc.epil = add nuw nsw i32 %k.029.epil, 1, !dbg !53
  %epil.iter.next = add i32 %epil.iter, 1, !dbg !45
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter, !dbg !45
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup, label %for.body.epil, !dbg !45, !llvm.loop !54

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil, %entry
  %sum.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %add15.3, %for.cond.cleanup.loopexit.unr-lcssa ], [ %add15.epil, %for.body.epil ], !dbg !56
  %mul16 = mul nsw i32 %wB, %add7, !dbg !57
  %add17 = add nsw i32 %mul16, %add, !dbg !58
  %idxprom18 = sext i32 %add17 to i64, !dbg !59
  %arrayidx19 = getelementptr inbounds float, ptr %C, i64 %idxprom18, !dbg !59
  store float %sum.0.lcssa, ptr %arrayidx19, align 4, !dbg !60, !tbaa !47
  ret void, !dbg !61

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %sum.030 = phi float [ 0.000000e+00, %for.body.preheader.new ], [ %add15.3, %for.body ]
  %k.029 = phi i32 [ 0, %for.body.preheader.new ], [ %inc.3, %for.body ]
  %niter = phi i32 [ 0, %for.body.preheader.new ], [ %niter.next.3, %for.body ]
  %idxprom = zext nneg i32 %k.029 to i64, !dbg !46
  %arrayidx = getelementptr inbounds nuw float, ptr %add.ptr, i64 %idxprom, !dbg !46
  %9 = load float, ptr %arrayidx, align 4, !dbg !46, !tbaa !47
  %mul11 = mul nsw i32 %k.029, %wB, !dbg !49
  %idxprom12 = sext i32 %mul11 to i64, !dbg !50
  %arrayidx13 = getelementptr inbounds float, ptr %add.ptr10, i64 %idxprom12, !dbg !50
  %10 = load float, ptr %arrayidx13, align 4, !dbg !50, !tbaa !47
  %mul14 = fmul contract float %9, %10, !dbg !51
  %add15 = fadd contract float %sum.030, %mul14, !dbg !52
  %inc = or disjoint i32 %k.029, 1, !dbg !53
  %idxprom.1 = zext nneg i32 %inc to i64, !dbg !46
  %arrayidx.1 = getelementptr inbounds nuw float, ptr %add.ptr, i64 %idxprom.1, !dbg !46
  %11 = load float, ptr %arrayidx.1, align 4, !dbg !46, !tbaa !47
  %mul11.1 = mul nsw i32 %inc, %wB, !dbg !49
  %idxprom12.1 = sext i32 %mul11.1 to i64, !dbg !50
  %arrayidx13.1 = getelementptr inbounds float, ptr %add.ptr10, i64 %idxprom12.1, !dbg !50
  %12 = load float, ptr %arrayidx13.1, align 4, !dbg !50, !tbaa !47
  %mul14.1 = fmul contract float %11, %12, !dbg !51
  %add15.1 = fadd contract float %add15, %mul14.1, !dbg !52
  %inc.1 = or disjoint i32 %k.029, 2, !dbg !53
  %idxprom.2 = zext nneg i32 %inc.1 to i64, !dbg !46
  %arrayidx.2 = getelementptr inbounds nuw float, ptr %add.ptr, i64 %idxprom.2, !dbg !46
  %13 = load float, ptr %arrayidx.2, align 4, !dbg !46, !tbaa !47
  %mul11.2 = mul nsw i32 %inc.1, %wB, !dbg !49
  %idxprom12.2 = sext i32 %mul11.2 to i64, !dbg !50
  %arrayidx13.2 = getelementptr inbounds float, ptr %add.ptr10, i64 %idxprom12.2, !dbg !50
  %14 = load float, ptr %arrayidx13.2, align 4, !dbg !50, !tbaa !47
  %mul14.2 = fmul contract float %13, %14, !dbg !51
  %add15.2 = fadd contract float %add15.1, %mul14.2, !dbg !52
  %inc.2 = or disjoint i32 %k.029, 3, !dbg !53
  %idxprom.3 = zext nneg i32 %inc.2 to i64, !dbg !46
  %arrayidx.3 = getelementptr inbounds nuw float, ptr %add.ptr, i64 %idxprom.3, !dbg !46
  %15 = load float, ptr %arrayidx.3, align 4, !dbg !46, !tbaa !47
  %mul11.3 = mul nsw i32 %inc.2, %wB, !dbg !49
  %idxprom12.3 = sext i32 %mul11.3 to i64, !dbg !50
  %arrayidx13.3 = getelementptr inbounds float, ptr %add.ptr10, i64 %idxprom12.3, !dbg !50
  %16 = load float, ptr %arrayidx13.3, align 4, !dbg !50, !tbaa !47
  %mul14.3 = fmul contract float %15, %16, !dbg !51
  %add15.3 = fadd contract float %add15.2, %mul14.3, !dbg !52
  %inc.3 = add nuw nsw i32 %k.029, 4, !dbg !53
  %niter.next.3 = add i32 %niter, 4, !dbg !45
  %niter.ncmp.3 = icmp eq i32 %niter.next.3, %unroll_iter, !dbg !45
  br i1 %niter.ncmp.3, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !dbg !45, !llvm.loop !62
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

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
!7 = !DIFile(filename: "matmul_naive.cu", directory: "/work/main/test/Inputs/corpus")
!8 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!9 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}
!14 = !{i32 2, i32 0}
!15 = distinct !DISubprogram(name: "matmul_naive", scope: !7, file: !7, line: 12, type: !16, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!16 = !DISubroutineType(types: !17)
!17 = !{}
!18 = !DILocation(line: 66, column: 27, scope: !19, inlinedAt: !21)
!19 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !20, file: !20, line: 66, type: !16, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!20 = !DIFile(filename: "/usr/lib/llvm-22/lib/clang/22/include/__clang_cuda_builtin_vars.h", directory: "")
!21 = distinct !DILocation(line: 14, column: 13, scope: !15)
!22 = !DILocation(line: 79, column: 27, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !20, file: !20, line: 79, type: !16, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!24 = distinct !DILocation(line: 14, column: 26, scope: !15)
!25 = !DILocation(line: 14, column: 24, scope: !15)
!26 = !DILocation(line: 53, column: 27, scope: !27, inlinedAt: !28)
!27 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !20, file: !20, line: 53, type: !16, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!28 = distinct !DILocation(line: 14, column: 39, scope: !15)
!29 = !DILocation(line: 14, column: 37, scope: !15)
!30 = !DILocation(line: 67, column: 27, scope: !31, inlinedAt: !32)
!31 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !20, file: !20, line: 67, type: !16, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!32 = distinct !DILocation(line: 15, column: 13, scope: !15)
!33 = !DILocation(line: 80, column: 27, scope: !34, inlinedAt: !35)
!34 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !20, file: !20, line: 80, type: !16, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!35 = distinct !DILocation(line: 15, column: 26, scope: !15)
!36 = !DILocation(line: 15, column: 24, scope: !15)
!37 = !DILocation(line: 54, column: 27, scope: !38, inlinedAt: !39)
!38 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !20, file: !20, line: 54, type: !16, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!39 = distinct !DILocation(line: 15, column: 39, scope: !15)
!40 = !DILocation(line: 15, column: 37, scope: !15)
!41 = !DILocation(line: 18, column: 28, scope: !15)
!42 = !DILocation(line: 18, column: 22, scope: !15)
!43 = !DILocation(line: 19, column: 22, scope: !15)
!44 = !DILocation(line: 22, column: 21, scope: !15)
!45 = !DILocation(line: 22, column: 3, scope: !15)
!46 = !DILocation(line: 23, column: 19, scope: !15)
!47 = !{!48, !48, i64 0}
!48 = !{!"float", !12, i64 0}
!49 = !DILocation(line: 24, column: 23, scope: !15)
!50 = !DILocation(line: 24, column: 19, scope: !15)
!51 = !DILocation(line: 25, column: 18, scope: !15)
!52 = !DILocation(line: 25, column: 9, scope: !15)
!53 = !DILocation(line: 22, column: 27, scope: !15)
!54 = distinct !{!54, !55}
!55 = !{!"llvm.loop.unroll.disable"}
!56 = !DILocation(line: 0, scope: !15)
!57 = !DILocation(line: 27, column: 9, scope: !15)
!58 = !DILocation(line: 27, column: 14, scope: !15)
!59 = !DILocation(line: 27, column: 3, scope: !15)
!60 = !DILocation(line: 27, column: 21, scope: !15)
!61 = !DILocation(line: 28, column: 1, scope: !15)
!62 = distinct !{!62, !45, !63, !64}
!63 = !DILocation(line: 26, column: 3, scope: !15)
!64 = !{!"llvm.loop.mustprogress"}
