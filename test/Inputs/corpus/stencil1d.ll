; ModuleID = 'stencil1d.cu'
source_filename = "stencil1d.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ13stencil1d_7ptPKfPfiffffE4temp = internal unnamed_addr addrspace(3) global [262 x float] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z13stencil1d_7ptPKfPfiffff(ptr noundef readonly captures(none) %in, ptr noundef writeonly captures(none) %out, i32 noundef %n, float noundef %c0, float noundef %c1, float noundef %c2, float noundef %c3) local_unnamed_addr #0 !dbg !15 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !18
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !22
  %mul = mul i32 %0, %1, !dbg !25
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !26
  %add = add i32 %mul, %2, !dbg !29
  %3 = sext i32 %add to i64, !dbg !30
  %4 = getelementptr float, ptr %in, i64 %3, !dbg !30
  %arrayidx = getelementptr i8, ptr %4, i64 12, !dbg !30
  %5 = load float, ptr %arrayidx, align 4, !dbg !30, !tbaa !31
  %6 = zext nneg i32 %2 to i64, !dbg !33
  %7 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13stencil1d_7ptPKfPfiffffE4temp to ptr), i64 %6, !dbg !33
  %arrayidx7 = getelementptr inbounds nuw i8, ptr %7, i64 12, !dbg !33
  store float %5, ptr %arrayidx7, align 4, !dbg !34, !tbaa !31
  %cmp = icmp samesign ult i32 %2, 3, !dbg !35
  br i1 %cmp, label %if.then, label %if.end, !dbg !35

if.then:                                          ; preds = %entry
  %arrayidx19 = getelementptr inbounds nuw i8, ptr %7, i64 1036
  %arrayidx16 = getelementptr i8, ptr %4, i64 1036
  %8 = load float, ptr %4, align 4, !dbg !36, !tbaa !31
  store float %8, ptr %7, align 4, !dbg !37, !tbaa !31
  %9 = load float, ptr %arrayidx16, align 4, !dbg !38, !tbaa !31
  store float %9, ptr %arrayidx19, align 4, !dbg !39, !tbaa !31
  br label %if.end, !dbg !40

if.end:                                           ; preds = %if.then, %entry
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !41
  %cmp20 = icmp slt i32 %add, %n, !dbg !42
  br i1 %cmp20, label %if.then21, label %if.end54, !dbg !42

if.then21:                                        ; preds = %if.end
  %10 = load float, ptr %arrayidx7, align 4, !dbg !43, !tbaa !31
  %mul24 = fmul contract float %c0, %10, !dbg !44
  %arrayidx27 = getelementptr inbounds nuw i8, ptr %7, i64 8, !dbg !45
  %11 = load float, ptr %arrayidx27, align 4, !dbg !45, !tbaa !31
  %arrayidx30 = getelementptr inbounds nuw i8, ptr %7, i64 16, !dbg !46
  %12 = load float, ptr %arrayidx30, align 4, !dbg !46, !tbaa !31
  %add31 = fadd contract float %11, %12, !dbg !47
  %mul32 = fmul contract float %c1, %add31, !dbg !48
  %add33 = fadd contract float %mul24, %mul32, !dbg !49
  %arrayidx36 = getelementptr inbounds nuw i8, ptr %7, i64 4, !dbg !50
  %13 = load float, ptr %arrayidx36, align 4, !dbg !50, !tbaa !31
  %arrayidx39 = getelementptr inbounds nuw i8, ptr %7, i64 20, !dbg !51
  %14 = load float, ptr %arrayidx39, align 4, !dbg !51, !tbaa !31
  %add40 = fadd contract float %13, %14, !dbg !52
  %mul41 = fmul contract float %c2, %add40, !dbg !53
  %add42 = fadd contract float %add33, %mul41, !dbg !54
  %15 = load float, ptr %7, align 4, !dbg !55, !tbaa !31
  %arrayidx48 = getelementptr inbounds nuw i8, ptr %7, i64 24, !dbg !56
  %16 = load float, ptr %arrayidx48, align 4, !dbg !56, !tbaa !31
  %add49 = fadd contract float %15, %16, !dbg !57
  %mul50 = fmul contract float %c3, %add49, !dbg !58
  %add51 = fadd contract float %add42, %mul50, !dbg !59
  %arrayidx53 = getelementptr inbounds float, ptr %out, i64 %3, !dbg !60
  store float %add51, ptr %arrayidx53, align 4, !dbg !61, !tbaa !31
  br label %if.end54, !dbg !62

if.end54:                                         ; preds = %if.then21, %if.end
  ret void, !dbg !63
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

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
!7 = !DIFile(filename: "stencil1d.cu", directory: "/work/main/test/Inputs/corpus")
!8 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!9 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}
!14 = !{i32 2, i32 0}
!15 = distinct !DISubprogram(name: "stencil1d_7pt", scope: !7, file: !7, line: 16, type: !16, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!16 = !DISubroutineType(types: !17)
!17 = !{}
!18 = !DILocation(line: 66, column: 27, scope: !19, inlinedAt: !21)
!19 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !20, file: !20, line: 66, type: !16, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!20 = !DIFile(filename: "/usr/lib/llvm-22/lib/clang/22/include/__clang_cuda_builtin_vars.h", directory: "")
!21 = distinct !DILocation(line: 19, column: 16, scope: !15)
!22 = !DILocation(line: 79, column: 27, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !20, file: !20, line: 79, type: !16, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!24 = distinct !DILocation(line: 19, column: 29, scope: !15)
!25 = !DILocation(line: 19, column: 27, scope: !15)
!26 = !DILocation(line: 53, column: 27, scope: !27, inlinedAt: !28)
!27 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !20, file: !20, line: 53, type: !16, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!28 = distinct !DILocation(line: 19, column: 42, scope: !15)
!29 = !DILocation(line: 19, column: 40, scope: !15)
!30 = !DILocation(line: 23, column: 18, scope: !15)
!31 = !{!32, !32, i64 0}
!32 = !{!"float", !12, i64 0}
!33 = !DILocation(line: 23, column: 3, scope: !15)
!34 = !DILocation(line: 23, column: 16, scope: !15)
!35 = !DILocation(line: 24, column: 19, scope: !15)
!36 = !DILocation(line: 25, column: 29, scope: !15)
!37 = !DILocation(line: 25, column: 27, scope: !15)
!38 = !DILocation(line: 26, column: 36, scope: !15)
!39 = !DILocation(line: 26, column: 34, scope: !15)
!40 = !DILocation(line: 27, column: 3, scope: !15)
!41 = !DILocation(line: 28, column: 3, scope: !15)
!42 = !DILocation(line: 30, column: 14, scope: !15)
!43 = !DILocation(line: 31, column: 25, scope: !15)
!44 = !DILocation(line: 31, column: 23, scope: !15)
!45 = !DILocation(line: 32, column: 26, scope: !15)
!46 = !DILocation(line: 32, column: 45, scope: !15)
!47 = !DILocation(line: 32, column: 43, scope: !15)
!48 = !DILocation(line: 32, column: 23, scope: !15)
!49 = !DILocation(line: 31, column: 38, scope: !15)
!50 = !DILocation(line: 33, column: 26, scope: !15)
!51 = !DILocation(line: 33, column: 45, scope: !15)
!52 = !DILocation(line: 33, column: 43, scope: !15)
!53 = !DILocation(line: 33, column: 23, scope: !15)
!54 = !DILocation(line: 32, column: 63, scope: !15)
!55 = !DILocation(line: 34, column: 26, scope: !15)
!56 = !DILocation(line: 34, column: 45, scope: !15)
!57 = !DILocation(line: 34, column: 43, scope: !15)
!58 = !DILocation(line: 34, column: 23, scope: !15)
!59 = !DILocation(line: 33, column: 63, scope: !15)
!60 = !DILocation(line: 35, column: 5, scope: !15)
!61 = !DILocation(line: 35, column: 17, scope: !15)
!62 = !DILocation(line: 36, column: 3, scope: !15)
!63 = !DILocation(line: 37, column: 1, scope: !15)
