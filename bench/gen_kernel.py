#!/usr/bin/env python3
"""gen_kernel.py N [SHAPE] > k.ll: an NVPTX kernel of about N IR
instructions, for the analysis-time scaling benchmark. Shapes:

* line (default): a straight line of load / fma / store groups;
* loops: sibling loops of 16 trips, one load / fma / store each;
* nest: loop nests four deep, a load / fma / store in the innermost.
"""
import sys

HEAD = ['target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"',
        'target triple = "nvptx64-nvidia-cuda"',
        "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()",
        "define ptx_kernel void @big(ptr addrspace(1) %a, ptr addrspace(1) %b, i32 %n) {",
        "entry:",
        "  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()"]


def body(out, tag, index):
    """load a[index], y = x * 2 + 1, store b[index]: 6 instructions."""
    out.append(f"  %p{tag} = getelementptr float, ptr addrspace(1) %a, i32 {index}")
    out.append(f"  %x{tag} = load float, ptr addrspace(1) %p{tag}")
    out.append(f"  %y{tag} = fmul float %x{tag}, 2.0")
    out.append(f"  %z{tag} = fadd float %y{tag}, 1.0")
    out.append(f"  %q{tag} = getelementptr float, ptr addrspace(1) %b, i32 {index}")
    out.append(f"  store float %z{tag}, ptr addrspace(1) %q{tag}")


def line(n, out):
    groups = max(1, n // 8)
    out.append("  br label %g0")
    for g in range(groups):
        out.append(f"g{g}:")
        out.append(f"  %i{g} = add i32 %t, {g * 32}")
        body(out, g, f"%i{g}")
        out.append(f"  br label %g{g + 1}")
    out.append(f"g{groups}:")


def loops(n, out):
    count = max(1, n // 11)
    out.append("  br label %h0")
    for g in range(count):
        out.append(f"h{g}:")
        out.append(f"  %j{g} = phi i32 [ 0, %{'entry' if g == 0 else f'h{g - 1}'} ], [ %k{g}, %h{g} ]")
        out.append(f"  %i{g} = add i32 %t, %j{g}")
        body(out, g, f"%i{g}")
        out.append(f"  %k{g} = add i32 %j{g}, 32")
        out.append(f"  %c{g} = icmp slt i32 %k{g}, 512")
        out.append(f"  br i1 %c{g}, label %h{g}, label %{f'h{g + 1}' if g + 1 < count else 'done'}")
    out.append("done:")


def nest(n, out):
    count = max(1, n // 26)
    prev = "entry"
    out.append("  br label %n0l0")
    for g in range(count):
        after = f"n{g + 1}l0" if g + 1 < count else "done"
        # Headers l0..l3 (outer to inner), each with a counter.
        for d in range(4):
            hdr = f"n{g}l{d}"
            out.append(f"{hdr}:")
            src = prev if d == 0 else f"n{g}l{d - 1}"
            latch = f"n{g}e{d}"
            out.append(f"  %v{g}_{d} = phi i32 [ 0, %{src} ], [ %w{g}_{d}, %{latch} ]")
            if d < 3:
                out.append(f"  br label %n{g}l{d + 1}")
        body(out, f"{g}_in", f"%v{g}_3")
        out.append(f"  br label %n{g}e3")
        for d in range(3, -1, -1):
            latch = f"n{g}e{d}"
            out.append(f"{latch}:")
            out.append(f"  %w{g}_{d} = add i32 %v{g}_{d}, 1")
            out.append(f"  %c{g}_{d} = icmp slt i32 %w{g}_{d}, 4")
            exit_to = after if d == 0 else f"n{g}e{d - 1}"
            out.append(f"  br i1 %c{g}_{d}, label %n{g}l{d}, label %{exit_to}")
        prev = f"n{g}e0"
    out.append("done:")


def main():
    n = int(sys.argv[1])
    shape = sys.argv[2] if len(sys.argv) > 2 else "line"
    out = list(HEAD)
    {"line": line, "loops": loops, "nest": nest}[shape](n, out)
    out.append("  ret void")
    out.append("}")
    print("\n".join(out))


if __name__ == "__main__":
    main()
