; An access LLVM merged out of both arms of an `if` (SimplifyCFG sinks
; `out[i] += x` and `out[i] += y` into one load and store) has line 0: its
; hint said "<unknown>". It is placed at the branch that opens the arms
; (line 4 here), in the driver's text and in the remark.
; RUN: %opt-lhf -passes=lhf-analysis -lhf-gpu=v100 -lhf-block=128 \
; RUN:   -lhf-grid=80 -lhf-regs=32 -lhf-all-hints -disable-output %s \
; RUN:   -pass-remarks-analysis=lhf 2>&1 | FileCheck %s
; RUN: lhf predict %s --gpu v100 --block 128 --grid 80 --regs 32 --level ir \
; RUN:   --all-hints | FileCheck %s --check-prefix=TEXT
; CHECK-NOT: <unknown>
; CHECK: remark: merged.cu:4:7: coalescing:
; TEXT-NOT: <unknown>
; TEXT: hint        merged.cu:4: coalescing:

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @merged(ptr addrspace(1) %out, ptr addrspace(1) %in) !dbg !4 {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !10
  %p = getelementptr inbounds float, ptr addrspace(1) %in, i32 %t, !dbg !10
  %v = load float, ptr addrspace(1) %p, align 4, !dbg !10
  %c = fcmp olt float %v, 0.0, !dbg !11
  br i1 %c, label %neg, label %pos, !dbg !11

neg:
  %x = fsub float 0.0, %v, !dbg !12
  br label %join, !dbg !12

pos:
  %y = fmul float %v, 2.0, !dbg !13
  br label %join

join:
  %add = phi float [ %x, %neg ], [ %y, %pos ]
  %i = mul i32 %t, 33, !dbg !14
  %q = getelementptr inbounds float, ptr addrspace(1) %out, i32 %i, !dbg !14
  %old = load float, ptr addrspace(1) %q, align 4, !dbg !14
  %new = fadd float %old, %add, !dbg !14
  store float %new, ptr addrspace(1) %q, align 4, !dbg !14
  ret void, !dbg !15
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "merged.cu", directory: "/src")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = distinct !DISubprogram(name: "merged", scope: !1, file: !1, line: 1, type: !5, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{}
!10 = !DILocation(line: 3, column: 13, scope: !4)
!11 = !DILocation(line: 4, column: 7, scope: !4)
!12 = !DILocation(line: 5, column: 17, scope: !4)
!13 = !DILocation(line: 7, column: 17, scope: !4)
!14 = !DILocation(line: 0, scope: !4)
!15 = !DILocation(line: 8, column: 1, scope: !4)
