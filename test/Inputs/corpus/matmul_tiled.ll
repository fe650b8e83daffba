; ModuleID = 'matmul_tiled.cu'
source_filename = "matmul_tiled.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ12matmul_tiledPKfS0_PfiiE2As = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ12matmul_tiledPKfS0_PfiiE2Bs = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z12matmul_tiledPKfS0_Pfii(ptr noundef readonly captures(none) %A, ptr noundef readonly captures(none) %B, ptr noundef writeonly captures(none) %C, i32 noundef %wA, i32 noundef %wB) local_unnamed_addr #0 !dbg !15 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !18
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !22
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !25
  %mul = shl nuw nsw i32 %2, 4, !dbg !28
  %add = add nuw nsw i32 %mul, %1, !dbg !29
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !30
  %mul4 = shl i32 %3, 4, !dbg !33
  %add5 = add i32 %mul4, %0, !dbg !34
  %mul6 = mul nsw i32 %wA, %add, !dbg !35
  %idx.ext = sext i32 %mul6 to i64, !dbg !36
  %add.ptr = getelementptr inbounds float, ptr %A, i64 %idx.ext, !dbg !36
  %idx.ext7 = zext nneg i32 %0 to i64, !dbg !37
  %add.ptr8 = getelementptr inbounds nuw float, ptr %add.ptr, i64 %idx.ext7, !dbg !37
  %mul9 = mul nsw i32 %wB, %1, !dbg !38
  %idx.ext10 = sext i32 %mul9 to i64, !dbg !39
  %add.ptr11 = getelementptr inbounds float, ptr %B, i64 %idx.ext10, !dbg !39
  %idx.ext12 = sext i32 %add5 to i64, !dbg !40
  %add.ptr13 = getelementptr inbounds float, ptr %add.ptr11, i64 %idx.ext12, !dbg !40
  %div = sdiv i32 %wA, 16, !dbg !41
  %cmp72 = icmp sgt i32 %wA, 15, !dbg !42
  br i1 %cmp72, label %for.body.lr.ph, label %for.cond.cleanup, !dbg !43

for.body.lr.ph:                                   ; preds = %entry
  %invariant.gep70 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledPKfS0_PfiiE2Bs to ptr), i64 %idx.ext7, !dbg !44
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
  br label %for.body, !dbg !43

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %sum.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %add40.15, %for.body ], !dbg !45
  %mul44 = mul nsw i32 %wB, %add, !dbg !46
  %add45 = add nsw i32 %mul44, %add5, !dbg !47
  %idxprom46 = sext i32 %add45 to i64, !dbg !48
  %arrayidx47 = getelementptr inbounds float, ptr %C, i64 %idxprom46, !dbg !48
  store float %sum.0.lcssa, ptr %arrayidx47, align 4, !dbg !49, !tbaa !50
  ret void, !dbg !52

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %t.074 = phi i32 [ 0, %for.body.lr.ph ], [ %inc42, %for.body ]
  %sum.073 = phi float [ 0.000000e+00, %for.body.lr.ph ], [ %add40.15, %for.body ]
  %mul14 = shl nsw i32 %t.074, 4, !dbg !53
  %idxprom = zext nneg i32 %mul14 to i64, !dbg !54
  %arrayidx = getelementptr inbounds nuw float, ptr %add.ptr8, i64 %idxprom, !dbg !54
  %4 = load float, ptr %arrayidx, align 4, !dbg !54, !tbaa !50
  store float %4, ptr %arrayidx18, align 4, !dbg !55, !tbaa !50
  %mul20 = mul nsw i32 %mul14, %wB, !dbg !56
  %idxprom21 = sext i32 %mul20 to i64, !dbg !57
  %arrayidx22 = getelementptr inbounds float, ptr %add.ptr13, i64 %idxprom21, !dbg !57
  %5 = load float, ptr %arrayidx22, align 4, !dbg !57, !tbaa !50
  store float %5, ptr %gep71, align 4, !dbg !58, !tbaa !50
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !59
  %6 = load float, ptr %arrayidx16, align 4, !dbg !60, !tbaa !50
  %7 = load float, ptr %invariant.gep70, align 4, !dbg !61, !tbaa !50
  %mul39 = fmul contract float %6, %7, !dbg !62
  %add40 = fadd contract float %sum.073, %mul39, !dbg !63
  %8 = load float, ptr %arrayidx34.1, align 4, !dbg !60, !tbaa !50
  %9 = load float, ptr %gep.1, align 4, !dbg !61, !tbaa !50
  %mul39.1 = fmul contract float %8, %9, !dbg !62
  %add40.1 = fadd contract float %add40, %mul39.1, !dbg !63
  %10 = load float, ptr %arrayidx34.2, align 4, !dbg !60, !tbaa !50
  %11 = load float, ptr %gep.2, align 4, !dbg !61, !tbaa !50
  %mul39.2 = fmul contract float %10, %11, !dbg !62
  %add40.2 = fadd contract float %add40.1, %mul39.2, !dbg !63
  %12 = load float, ptr %arrayidx34.3, align 4, !dbg !60, !tbaa !50
  %13 = load float, ptr %gep.3, align 4, !dbg !61, !tbaa !50
  %mul39.3 = fmul contract float %12, %13, !dbg !62
  %add40.3 = fadd contract float %add40.2, %mul39.3, !dbg !63
  %14 = load float, ptr %arrayidx34.4, align 4, !dbg !60, !tbaa !50
  %15 = load float, ptr %gep.4, align 4, !dbg !61, !tbaa !50
  %mul39.4 = fmul contract float %14, %15, !dbg !62
  %add40.4 = fadd contract float %add40.3, %mul39.4, !dbg !63
  %16 = load float, ptr %arrayidx34.5, align 4, !dbg !60, !tbaa !50
  %17 = load float, ptr %gep.5, align 4, !dbg !61, !tbaa !50
  %mul39.5 = fmul contract float %16, %17, !dbg !62
  %add40.5 = fadd contract float %add40.4, %mul39.5, !dbg !63
  %18 = load float, ptr %arrayidx34.6, align 4, !dbg !60, !tbaa !50
  %19 = load float, ptr %gep.6, align 4, !dbg !61, !tbaa !50
  %mul39.6 = fmul contract float %18, %19, !dbg !62
  %add40.6 = fadd contract float %add40.5, %mul39.6, !dbg !63
  %20 = load float, ptr %arrayidx34.7, align 4, !dbg !60, !tbaa !50
  %21 = load float, ptr %gep.7, align 4, !dbg !61, !tbaa !50
  %mul39.7 = fmul contract float %20, %21, !dbg !62
  %add40.7 = fadd contract float %add40.6, %mul39.7, !dbg !63
  %22 = load float, ptr %arrayidx34.8, align 4, !dbg !60, !tbaa !50
  %23 = load float, ptr %gep.8, align 4, !dbg !61, !tbaa !50
  %mul39.8 = fmul contract float %22, %23, !dbg !62
  %add40.8 = fadd contract float %add40.7, %mul39.8, !dbg !63
  %24 = load float, ptr %arrayidx34.9, align 4, !dbg !60, !tbaa !50
  %25 = load float, ptr %gep.9, align 4, !dbg !61, !tbaa !50
  %mul39.9 = fmul contract float %24, %25, !dbg !62
  %add40.9 = fadd contract float %add40.8, %mul39.9, !dbg !63
  %26 = load float, ptr %arrayidx34.10, align 4, !dbg !60, !tbaa !50
  %27 = load float, ptr %gep.10, align 4, !dbg !61, !tbaa !50
  %mul39.10 = fmul contract float %26, %27, !dbg !62
  %add40.10 = fadd contract float %add40.9, %mul39.10, !dbg !63
  %28 = load float, ptr %arrayidx34.11, align 4, !dbg !60, !tbaa !50
  %29 = load float, ptr %gep.11, align 4, !dbg !61, !tbaa !50
  %mul39.11 = fmul contract float %28, %29, !dbg !62
  %add40.11 = fadd contract float %add40.10, %mul39.11, !dbg !63
  %30 = load float, ptr %arrayidx34.12, align 4, !dbg !60, !tbaa !50
  %31 = load float, ptr %gep.12, align 4, !dbg !61, !tbaa !50
  %mul39.12 = fmul contract float %30, %31, !dbg !62
  %add40.12 = fadd contract float %add40.11, %mul39.12, !dbg !63
  %32 = load float, ptr %arrayidx34.13, align 4, !dbg !60, !tbaa !50
  %33 = load float, ptr %gep.13, align 4, !dbg !61, !tbaa !50
  %mul39.13 = fmul contract float %32, %33, !dbg !62
  %add40.13 = fadd contract float %add40.12, %mul39.13, !dbg !63
  %34 = load float, ptr %arrayidx34.14, align 4, !dbg !60, !tbaa !50
  %35 = load float, ptr %gep.14, align 4, !dbg !61, !tbaa !50
  %mul39.14 = fmul contract float %34, %35, !dbg !62
  %add40.14 = fadd contract float %add40.13, %mul39.14, !dbg !63
  %36 = load float, ptr %arrayidx34.15, align 4, !dbg !60, !tbaa !50
  %37 = load float, ptr %gep.15, align 4, !dbg !61, !tbaa !50
  %mul39.15 = fmul contract float %36, %37, !dbg !62
  %add40.15 = fadd contract float %add40.14, %mul39.15, !dbg !63
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !64
  %inc42 = add nuw nsw i32 %t.074, 1, !dbg !65
  %exitcond.not = icmp eq i32 %inc42, %div, !dbg !42
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !43, !llvm.loop !66
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!7 = !DIFile(filename: "matmul_tiled.cu", directory: "/work/main/test/Inputs/corpus")
!8 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!9 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}
!14 = !{i32 2, i32 0}
!15 = distinct !DISubprogram(name: "matmul_tiled", scope: !7, file: !7, line: 16, type: !16, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!16 = !DISubroutineType(types: !17)
!17 = !{}
!18 = !DILocation(line: 53, column: 27, scope: !19, inlinedAt: !21)
!19 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !20, file: !20, line: 53, type: !16, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!20 = !DIFile(filename: "/usr/lib/llvm-22/lib/clang/22/include/__clang_cuda_builtin_vars.h", directory: "")
!21 = distinct !DILocation(line: 21, column: 12, scope: !15)
!22 = !DILocation(line: 54, column: 27, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !20, file: !20, line: 54, type: !16, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!24 = distinct !DILocation(line: 22, column: 12, scope: !15)
!25 = !DILocation(line: 67, column: 27, scope: !26, inlinedAt: !27)
!26 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !20, file: !20, line: 67, type: !16, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!27 = distinct !DILocation(line: 23, column: 13, scope: !15)
!28 = !DILocation(line: 23, column: 24, scope: !15)
!29 = !DILocation(line: 23, column: 29, scope: !15)
!30 = !DILocation(line: 66, column: 27, scope: !31, inlinedAt: !32)
!31 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !20, file: !20, line: 66, type: !16, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!32 = distinct !DILocation(line: 24, column: 13, scope: !15)
!33 = !DILocation(line: 24, column: 24, scope: !15)
!34 = !DILocation(line: 24, column: 29, scope: !15)
!35 = !DILocation(line: 27, column: 28, scope: !15)
!36 = !DILocation(line: 27, column: 22, scope: !15)
!37 = !DILocation(line: 27, column: 33, scope: !15)
!38 = !DILocation(line: 28, column: 27, scope: !15)
!39 = !DILocation(line: 28, column: 22, scope: !15)
!40 = !DILocation(line: 28, column: 32, scope: !15)
!41 = !DILocation(line: 31, column: 21, scope: !15)
!42 = !DILocation(line: 32, column: 21, scope: !15)
!43 = !DILocation(line: 32, column: 3, scope: !15)
!44 = !DILocation(line: 32, column: 8, scope: !15)
!45 = !DILocation(line: 30, column: 9, scope: !15)
!46 = !DILocation(line: 41, column: 9, scope: !15)
!47 = !DILocation(line: 41, column: 14, scope: !15)
!48 = !DILocation(line: 41, column: 3, scope: !15)
!49 = !DILocation(line: 41, column: 21, scope: !15)
!50 = !{!51, !51, i64 0}
!51 = !{!"float", !12, i64 0}
!52 = !DILocation(line: 42, column: 1, scope: !15)
!53 = !DILocation(line: 33, column: 22, scope: !15)
!54 = !DILocation(line: 33, column: 18, scope: !15)
!55 = !DILocation(line: 33, column: 16, scope: !15)
!56 = !DILocation(line: 34, column: 27, scope: !15)
!57 = !DILocation(line: 34, column: 18, scope: !15)
!58 = !DILocation(line: 34, column: 16, scope: !15)
!59 = !DILocation(line: 35, column: 5, scope: !15)
!60 = !DILocation(line: 38, column: 14, scope: !15)
!61 = !DILocation(line: 38, column: 26, scope: !15)
!62 = !DILocation(line: 38, column: 24, scope: !15)
!63 = !DILocation(line: 38, column: 11, scope: !15)
!64 = !DILocation(line: 39, column: 5, scope: !15)
!65 = !DILocation(line: 32, column: 33, scope: !15)
!66 = distinct !{!66, !43, !67, !68}
!67 = !DILocation(line: 40, column: 3, scope: !15)
!68 = !{!"llvm.loop.mustprogress"}
