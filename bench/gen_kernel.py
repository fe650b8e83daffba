#!/usr/bin/env python3
"""gen_kernel.py N > k.ll: an NVPTX kernel of about N IR instructions (a
straight line of load / fma / store groups, plus a loop every 64 groups),
for the analysis-time scaling benchmark."""
import sys

n = int(sys.argv[1])
groups = max(1, n // 8)
out = ['target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"',
       'target triple = "nvptx64-nvidia-cuda"',
       "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()",
       "define ptx_kernel void @big(ptr addrspace(1) %a, ptr addrspace(1) %b, i32 %n) {",
       "entry:",
       "  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()",
       "  br label %g0"]
for g in range(groups):
    out.append("g%d:" % g)
    out.append("  %%i%d = add i32 %%t, %d" % (g, g * 32))
    out.append("  %%p%d = getelementptr float, ptr addrspace(1) %%a, i32 %%i%d" % (g, g))
    out.append("  %%x%d = load float, ptr addrspace(1) %%p%d" % (g, g))
    out.append("  %%y%d = fmul float %%x%d, 2.0" % (g, g))
    out.append("  %%z%d = fadd float %%y%d, 1.0" % (g, g))
    out.append("  %%q%d = getelementptr float, ptr addrspace(1) %%b, i32 %%i%d" % (g, g))
    out.append("  store float %%z%d, ptr addrspace(1) %%q%d" % (g, g))
    out.append("  br label %%g%d" % (g + 1))
out.append("g%d:" % groups)
out.append("  ret void")
out.append("}")
print("\n".join(out))
