; ModuleID = 'fma_intensity.cu'
source_filename = "fma_intensity.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z13fma_intensityPKfPfiiff(ptr noundef readonly captures(none) %in, ptr noundef writeonly captures(none) %out, i32 noundef %n, i32 noundef %K, float noundef %a, float noundef %b) local_unnamed_addr #0 !dbg !15 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !18
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !22
  %mul = mul i32 %0, %1, !dbg !25
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !26
  %add = add i32 %mul, %2, !dbg !29
  %cmp.not = icmp slt i32 %add, %n, !dbg !30
  br i1 %cmp.not, label %if.end, label %cleanup, !dbg !30

if.end:                                           ; preds = %entry
  %idxprom = sext i32 %add to i64, !dbg !31
  %arrayidx = getelementptr inbounds float, ptr %in, i64 %idxprom, !dbg !31
  %3 = load float, ptr %arrayidx, align 4, !dbg !31, !tbaa !32
  %cmp311 = icmp sgt i32 %K, 0, !dbg !34
  br i1 %cmp311, label %for.body.preheader, label %for.cond.cleanup, !dbg !35

for.body.preheader:                               ; preds = %if.end
  %xtraiter = and i32 %K, 7, !dbg !35
  %4 = icmp ult i32 %K, 8, !dbg !35
  br i1 %4, label %for.body.epil.preheader, label %for.body.preheader.new, !dbg !35

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i32 %K, 2147483640, !dbg !35
  br label %for.body, !dbg !35

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0, !dbg !35
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil.preheader, !dbg !35

for.body.epil.preheader:                          ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.preheader
  %x.012.epil.init = phi float [ %3, %for.body.preheader ], [ %13, %for.cond.cleanup.loopexit.unr-lcssa ]
  %lcmp.mod15 = icmp ne i32 %xtraiter, 0, !dbg !35
  tail call void @llvm.assume(i1 %lcmp.mod15), !dbg !35
  br label %for.body.epil, !dbg !35

for.body.epil:                                    ; preds = %for.body.epil, %for.body.epil.preheader
  %x.012.epil = phi float [ %5, %for.body.epil ], [ %x.012.epil.init, %for.body.epil.preheader ]
  %epil.iter = phi i32 [ %epil.iter.next, %for.body.epil ], [ 0, %for.body.epil.preheader ]
  %5 = tail call noundef float @llvm.fma.f32(float %x.012.epil, float %a, float %b), !dbg !36
  %epil.iter.next = add i32 %epil.iter, 1, !dbg !35
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter, !dbg !35
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup, label %for.body.epil, !dbg !35, !llvm.loop !40

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil, %if.end
  %x.0.lcssa = phi float [ %3, %if.end ], [ %13, %for.cond.cleanup.loopexit.unr-lcssa ], [ %5, %for.body.epil ], !dbg !42
  %arrayidx6 = getelementptr inbounds float, ptr %out, i64 %idxprom, !dbg !43
  store float %x.0.lcssa, ptr %arrayidx6, align 4, !dbg !44, !tbaa !32
  br label %cleanup, !dbg !45

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %x.012 = phi float [ %3, %for.body.preheader.new ], [ %13, %for.body ]
  %niter = phi i32 [ 0, %for.body.preheader.new ], [ %niter.next.7, %for.body ]
  %6 = tail call noundef float @llvm.fma.f32(float %x.012, float %a, float %b), !dbg !36
  %7 = tail call noundef float @llvm.fma.f32(float %6, float %a, float %b), !dbg !36
  %8 = tail call noundef float @llvm.fma.f32(float %7, float %a, float %b), !dbg !36
  %9 = tail call noundef float @llvm.fma.f32(float %8, float %a, float %b), !dbg !36
  %10 = tail call noundef float @llvm.fma.f32(float %9, float %a, float %b), !dbg !36
  %11 = tail call noundef float @llvm.fma.f32(float %10, float %a, float %b), !dbg !36
  %12 = tail call noundef float @llvm.fma.f32(float %11, float %a, float %b), !dbg !36
  %13 = tail call noundef float @llvm.fma.f32(float %12, float %a, float %b), !dbg !36
  %niter.next.7 = add i32 %niter, 8, !dbg !35
  %niter.ncmp.7 = icmp eq i32 %niter.next.7, %unroll_iter, !dbg !35
  br i1 %niter.ncmp.7, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !dbg !35, !llvm.loop !46

cleanup:                                          ; preds = %entry, %for.cond.cleanup
  ret void, !dbg !45
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #3

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
!7 = !DIFile(filename: "fma_intensity.cu", directory: "/work/main/test/Inputs/corpus")
!8 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!9 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}
!14 = !{i32 2, i32 0}
!15 = distinct !DISubprogram(name: "fma_intensity", scope: !7, file: !7, line: 9, type: !16, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!16 = !DISubroutineType(types: !17)
!17 = !{}
!18 = !DILocation(line: 66, column: 27, scope: !19, inlinedAt: !21)
!19 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !20, file: !20, line: 66, type: !16, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!20 = !DIFile(filename: "/usr/lib/llvm-22/lib/clang/22/include/__clang_cuda_builtin_vars.h", directory: "")
!21 = distinct !DILocation(line: 11, column: 11, scope: !15)
!22 = !DILocation(line: 79, column: 27, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !20, file: !20, line: 79, type: !16, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!24 = distinct !DILocation(line: 11, column: 24, scope: !15)
!25 = !DILocation(line: 11, column: 22, scope: !15)
!26 = !DILocation(line: 53, column: 27, scope: !27, inlinedAt: !28)
!27 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !20, file: !20, line: 53, type: !16, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!28 = distinct !DILocation(line: 11, column: 37, scope: !15)
!29 = !DILocation(line: 11, column: 35, scope: !15)
!30 = !DILocation(line: 12, column: 9, scope: !15)
!31 = !DILocation(line: 14, column: 13, scope: !15)
!32 = !{!33, !33, i64 0}
!33 = !{!"float", !12, i64 0}
!34 = !DILocation(line: 15, column: 21, scope: !15)
!35 = !DILocation(line: 15, column: 3, scope: !15)
!36 = !DILocation(line: 133, column: 10, scope: !37, inlinedAt: !39)
!37 = distinct !DISubprogram(name: "fmaf", scope: !38, file: !38, line: 132, type: !16, scopeLine: 132, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!38 = !DIFile(filename: "/usr/lib/llvm-22/lib/clang/22/include/__clang_cuda_math.h", directory: "")
!39 = distinct !DILocation(line: 16, column: 9, scope: !15)
!40 = distinct !{!40, !41}
!41 = !{!"llvm.loop.unroll.disable"}
!42 = !DILocation(line: 0, scope: !15)
!43 = !DILocation(line: 17, column: 3, scope: !15)
!44 = !DILocation(line: 17, column: 10, scope: !15)
!45 = !DILocation(line: 18, column: 1, scope: !15)
!46 = distinct !{!46, !35, !47, !48}
!47 = !DILocation(line: 16, column: 21, scope: !15)
!48 = !{!"llvm.loop.mustprogress"}
