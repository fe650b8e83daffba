; ModuleID = 'local_histogram.cu'
source_filename = "local_histogram.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z17local_histogram64PKfPfi(ptr noundef readonly captures(none) %data, ptr noundef writeonly captures(none) %partial, i32 noundef %n) local_unnamed_addr #0 !dbg !15 {
entry:
  %hist = alloca [64 x float], align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %hist) #5, !dbg !18
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !19
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !23
  %mul = mul i32 %0, %1, !dbg !26
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !27
  %add = add i32 %mul, %2, !dbg !30
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !31
  %mul5 = mul i32 %1, %3, !dbg !34
  %cmp752 = icmp slt i32 %add, %n, !dbg !35
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(256) %hist, i8 0, i64 256, i1 false), !dbg !36
  br i1 %cmp752, label %for.body9, label %for.body29.preheader, !dbg !37

for.body29.preheader:                             ; preds = %for.body9, %entry
  br label %for.body29, !dbg !38

for.body9:                                        ; preds = %entry, %for.body9
  %i.053 = phi i32 [ %add23, %for.body9 ], [ %add, %entry ]
  %idxprom10 = sext i32 %i.053 to i64, !dbg !39
  %arrayidx11 = getelementptr inbounds float, ptr %data, i64 %idxprom10, !dbg !39
  %4 = load float, ptr %arrayidx11, align 4, !dbg !39, !tbaa !40
  %mul12 = fmul contract float %4, 6.400000e+01, !dbg !42
  %conv = fptosi float %mul12 to i32, !dbg !43
  %5 = tail call i32 @llvm.smax.i32(i32 %conv, i32 0), !dbg !44
  %6 = tail call i32 @llvm.umin.i32(i32 %5, i32 63), !dbg !44
  %idxprom19 = zext nneg i32 %6 to i64, !dbg !45
  %arrayidx20 = getelementptr inbounds nuw float, ptr %hist, i64 %idxprom19, !dbg !45
  %7 = load float, ptr %arrayidx20, align 4, !dbg !46, !tbaa !40
  %add21 = fadd contract float %7, 1.000000e+00, !dbg !46
  store float %add21, ptr %arrayidx20, align 4, !dbg !46, !tbaa !40
  %add23 = add nsw i32 %i.053, %mul5, !dbg !47
  %cmp7 = icmp slt i32 %add23, %n, !dbg !35
  br i1 %cmp7, label %for.body9, label %for.body29.preheader, !dbg !37, !llvm.loop !48

for.cond.cleanup28:                               ; preds = %for.body29
  call void @llvm.lifetime.end.p0(ptr nonnull %hist) #5, !dbg !51
  ret void, !dbg !51

for.body29:                                       ; preds = %for.body29, %for.body29.preheader
  %b25.054 = phi i32 [ 0, %for.body29.preheader ], [ %inc37.7, %for.body29 ]
  %idxprom30 = zext nneg i32 %b25.054 to i64, !dbg !52
  %arrayidx31 = getelementptr inbounds nuw float, ptr %hist, i64 %idxprom30, !dbg !52
  %8 = load float, ptr %arrayidx31, align 4, !dbg !52, !tbaa !40
  %mul32 = mul nsw i32 %b25.054, %mul5, !dbg !53
  %add33 = add nsw i32 %mul32, %add, !dbg !54
  %idxprom34 = sext i32 %add33 to i64, !dbg !55
  %arrayidx35 = getelementptr inbounds float, ptr %partial, i64 %idxprom34, !dbg !55
  store float %8, ptr %arrayidx35, align 4, !dbg !56, !tbaa !40
  %inc37 = or disjoint i32 %b25.054, 1, !dbg !57
  %idxprom30.1 = zext nneg i32 %inc37 to i64, !dbg !52
  %arrayidx31.1 = getelementptr inbounds nuw float, ptr %hist, i64 %idxprom30.1, !dbg !52
  %9 = load float, ptr %arrayidx31.1, align 4, !dbg !52, !tbaa !40
  %mul32.1 = mul nsw i32 %inc37, %mul5, !dbg !53
  %add33.1 = add nsw i32 %mul32.1, %add, !dbg !54
  %idxprom34.1 = sext i32 %add33.1 to i64, !dbg !55
  %arrayidx35.1 = getelementptr inbounds float, ptr %partial, i64 %idxprom34.1, !dbg !55
  store float %9, ptr %arrayidx35.1, align 4, !dbg !56, !tbaa !40
  %inc37.1 = or disjoint i32 %b25.054, 2, !dbg !57
  %idxprom30.2 = zext nneg i32 %inc37.1 to i64, !dbg !52
  %arrayidx31.2 = getelementptr inbounds nuw float, ptr %hist, i64 %idxprom30.2, !dbg !52
  %10 = load float, ptr %arrayidx31.2, align 4, !dbg !52, !tbaa !40
  %mul32.2 = mul nsw i32 %inc37.1, %mul5, !dbg !53
  %add33.2 = add nsw i32 %mul32.2, %add, !dbg !54
  %idxprom34.2 = sext i32 %add33.2 to i64, !dbg !55
  %arrayidx35.2 = getelementptr inbounds float, ptr %partial, i64 %idxprom34.2, !dbg !55
  store float %10, ptr %arrayidx35.2, align 4, !dbg !56, !tbaa !40
  %inc37.2 = or disjoint i32 %b25.054, 3, !dbg !57
  %idxprom30.3 = zext nneg i32 %inc37.2 to i64, !dbg !52
  %arrayidx31.3 = getelementptr inbounds nuw float, ptr %hist, i64 %idxprom30.3, !dbg !52
  %11 = load float, ptr %arrayidx31.3, align 4, !dbg !52, !tbaa !40
  %mul32.3 = mul nsw i32 %inc37.2, %mul5, !dbg !53
  %add33.3 = add nsw i32 %mul32.3, %add, !dbg !54
  %idxprom34.3 = sext i32 %add33.3 to i64, !dbg !55
  %arrayidx35.3 = getelementptr inbounds float, ptr %partial, i64 %idxprom34.3, !dbg !55
  store float %11, ptr %arrayidx35.3, align 4, !dbg !56, !tbaa !40
  %inc37.3 = or disjoint i32 %b25.054, 4, !dbg !57
  %idxprom30.4 = zext nneg i32 %inc37.3 to i64, !dbg !52
  %arrayidx31.4 = getelementptr inbounds nuw float, ptr %hist, i64 %idxprom30.4, !dbg !52
  %12 = load float, ptr %arrayidx31.4, align 4, !dbg !52, !tbaa !40
  %mul32.4 = mul nsw i32 %inc37.3, %mul5, !dbg !53
  %add33.4 = add nsw i32 %mul32.4, %add, !dbg !54
  %idxprom34.4 = sext i32 %add33.4 to i64, !dbg !55
  %arrayidx35.4 = getelementptr inbounds float, ptr %partial, i64 %idxprom34.4, !dbg !55
  store float %12, ptr %arrayidx35.4, align 4, !dbg !56, !tbaa !40
  %inc37.4 = or disjoint i32 %b25.054, 5, !dbg !57
  %idxprom30.5 = zext nneg i32 %inc37.4 to i64, !dbg !52
  %arrayidx31.5 = getelementptr inbounds nuw float, ptr %hist, i64 %idxprom30.5, !dbg !52
  %13 = load float, ptr %arrayidx31.5, align 4, !dbg !52, !tbaa !40
  %mul32.5 = mul nsw i32 %inc37.4, %mul5, !dbg !53
  %add33.5 = add nsw i32 %mul32.5, %add, !dbg !54
  %idxprom34.5 = sext i32 %add33.5 to i64, !dbg !55
  %arrayidx35.5 = getelementptr inbounds float, ptr %partial, i64 %idxprom34.5, !dbg !55
  store float %13, ptr %arrayidx35.5, align 4, !dbg !56, !tbaa !40
  %inc37.5 = or disjoint i32 %b25.054, 6, !dbg !57
  %idxprom30.6 = zext nneg i32 %inc37.5 to i64, !dbg !52
  %arrayidx31.6 = getelementptr inbounds nuw float, ptr %hist, i64 %idxprom30.6, !dbg !52
  %14 = load float, ptr %arrayidx31.6, align 4, !dbg !52, !tbaa !40
  %mul32.6 = mul nsw i32 %inc37.5, %mul5, !dbg !53
  %add33.6 = add nsw i32 %mul32.6, %add, !dbg !54
  %idxprom34.6 = sext i32 %add33.6 to i64, !dbg !55
  %arrayidx35.6 = getelementptr inbounds float, ptr %partial, i64 %idxprom34.6, !dbg !55
  store float %14, ptr %arrayidx35.6, align 4, !dbg !56, !tbaa !40
  %inc37.6 = or disjoint i32 %b25.054, 7, !dbg !57
  %idxprom30.7 = zext nneg i32 %inc37.6 to i64, !dbg !52
  %arrayidx31.7 = getelementptr inbounds nuw float, ptr %hist, i64 %idxprom30.7, !dbg !52
  %15 = load float, ptr %arrayidx31.7, align 4, !dbg !52, !tbaa !40
  %mul32.7 = mul nsw i32 %inc37.6, %mul5, !dbg !53
  %add33.7 = add nsw i32 %mul32.7, %add, !dbg !54
  %idxprom34.7 = sext i32 %add33.7 to i64, !dbg !55
  %arrayidx35.7 = getelementptr inbounds float, ptr %partial, i64 %idxprom34.7, !dbg !55
  store float %15, ptr %arrayidx35.7, align 4, !dbg !56, !tbaa !40
  %inc37.7 = add nuw nsw i32 %b25.054, 8, !dbg !57
  %exitcond.not.7 = icmp eq i32 %inc37.7, 64, !dbg !58
  br i1 %exitcond.not.7, label %for.cond.cleanup28, label %for.body29, !dbg !38, !llvm.loop !59
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nounwind }

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
!7 = !DIFile(filename: "local_histogram.cu", directory: "/work/main/test/Inputs/corpus")
!8 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!9 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}
!14 = !{i32 2, i32 0}
!15 = distinct !DISubprogram(name: "local_histogram64", scope: !7, file: !7, line: 17, type: !16, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!16 = !DISubroutineType(types: !17)
!17 = !{}
!18 = !DILocation(line: 18, column: 3, scope: !15)
!19 = !DILocation(line: 66, column: 27, scope: !20, inlinedAt: !22)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !21, file: !21, line: 66, type: !16, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = !DIFile(filename: "/usr/lib/llvm-22/lib/clang/22/include/__clang_cuda_builtin_vars.h", directory: "")
!22 = distinct !DILocation(line: 22, column: 13, scope: !15)
!23 = !DILocation(line: 79, column: 27, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !21, file: !21, line: 79, type: !16, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!25 = distinct !DILocation(line: 22, column: 26, scope: !15)
!26 = !DILocation(line: 22, column: 24, scope: !15)
!27 = !DILocation(line: 53, column: 27, scope: !28, inlinedAt: !29)
!28 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !21, file: !21, line: 53, type: !16, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!29 = distinct !DILocation(line: 22, column: 39, scope: !15)
!30 = !DILocation(line: 22, column: 37, scope: !15)
!31 = !DILocation(line: 92, column: 27, scope: !32, inlinedAt: !33)
!32 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !21, file: !21, line: 92, type: !16, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!33 = distinct !DILocation(line: 23, column: 35, scope: !15)
!34 = !DILocation(line: 23, column: 33, scope: !15)
!35 = !DILocation(line: 24, column: 23, scope: !15)
!36 = !DILocation(line: 20, column: 13, scope: !15)
!37 = !DILocation(line: 24, column: 3, scope: !15)
!38 = !DILocation(line: 30, column: 3, scope: !15)
!39 = !DILocation(line: 25, column: 21, scope: !15)
!40 = !{!41, !41, i64 0}
!41 = !{!"float", !12, i64 0}
!42 = !DILocation(line: 25, column: 29, scope: !15)
!43 = !DILocation(line: 25, column: 20, scope: !15)
!44 = !DILocation(line: 26, column: 11, scope: !15)
!45 = !DILocation(line: 27, column: 5, scope: !15)
!46 = !DILocation(line: 27, column: 15, scope: !15)
!47 = !DILocation(line: 24, column: 30, scope: !15)
!48 = distinct !{!48, !37, !49, !50}
!49 = !DILocation(line: 28, column: 3, scope: !15)
!50 = !{!"llvm.loop.mustprogress"}
!51 = !DILocation(line: 32, column: 1, scope: !15)
!52 = !DILocation(line: 31, column: 39, scope: !15)
!53 = !DILocation(line: 31, column: 15, scope: !15)
!54 = !DILocation(line: 31, column: 30, scope: !15)
!55 = !DILocation(line: 31, column: 5, scope: !15)
!56 = !DILocation(line: 31, column: 37, scope: !15)
!57 = !DILocation(line: 30, column: 33, scope: !15)
!58 = !DILocation(line: 30, column: 21, scope: !15)
!59 = distinct !{!59, !38, !60, !50}
!60 = !DILocation(line: 31, column: 45, scope: !15)
