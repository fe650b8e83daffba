#!/usr/bin/env python3
"""gen_kernel.py N [SHAPE] > k.ll: an NVPTX kernel of about N IR
instructions, for the analysis-time scaling benchmark. Shapes:

* line (default): a straight line of load / fma / store groups;
* loops: sibling loops of 16 trips, one load / fma / store each;
* nest: loop nests four deep, a load / fma / store in the innermost;
* kernels: many small kernels of one load / fma / store each;
* mma: a straight line of tensor-core steps (a cp.async copy, commit and
  wait, an ldmatrix.x4 and an mma.sync m16n8k16), as an unrolled
  pipelined GEMM loop has them.
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


MMA_DECLS = [
    "declare void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3), ptr addrspace(1))",
    "declare void @llvm.nvvm.cp.async.commit.group()",
    "declare void @llvm.nvvm.cp.async.wait.group(i32)",
    "declare {i32, i32, i32, i32} @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16(ptr addrspace(3))",
    "declare {float, float, float, float} @llvm.nvvm.mma.m16n8k16.row.col.f32.f16.f16.f32("
    "<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, "
    "float, float, float, float)",
    "@sm = internal addrspace(3) global [65536 x i8] undef, align 16"]


def mma(n, out):
    """Steps of 14 instructions: a 16-byte copy of the next tile, its
    commit and wait, one ldmatrix.x4 and one mma chained on the last."""
    out.append("  %o = mul i32 %t, 16")
    out.append("  %acc0 = fadd float 0.0, 0.0")
    for g in range(max(1, n // 14)):
        off = (g % 64) * 1024
        out.append(f"  %go{g} = add i32 %o, {g * 4096}")
        out.append(f"  %gp{g} = getelementptr i8, ptr addrspace(1) %a, i32 %go{g}")
        out.append(f"  %so{g} = add i32 %o, {off}")
        out.append(f"  %sp{g} = getelementptr i8, ptr addrspace(3) @sm, i32 %so{g}")
        out.append(f"  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %sp{g}, ptr addrspace(1) %gp{g})")
        out.append("  call void @llvm.nvvm.cp.async.commit.group()")
        out.append("  call void @llvm.nvvm.cp.async.wait.group(i32 1)")
        out.append(f"  %f{g} = call {{i32, i32, i32, i32}} @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16(ptr addrspace(3) %sp{g})")
        out.append(f"  %fa{g} = extractvalue {{i32, i32, i32, i32}} %f{g}, 0")
        out.append(f"  %h{g} = bitcast i32 %fa{g} to <2 x half>")
        out.append(f"  %r{g} = call {{float, float, float, float}} @llvm.nvvm.mma.m16n8k16.row.col.f32.f16.f16.f32("
                   f"<2 x half> %h{g}, <2 x half> %h{g}, <2 x half> %h{g}, <2 x half> %h{g}, "
                   f"<2 x half> %h{g}, <2 x half> %h{g}, float %acc{g}, float 0.0, float 0.0, float 0.0)")
        out.append(f"  %acc{g + 1} = extractvalue {{float, float, float, float}} %r{g}, 0")
    out.append(f"  %q = getelementptr float, ptr addrspace(1) %b, i32 %t")
    out.append(f"  store float %acc{max(1, n // 14)}, ptr addrspace(1) %q")


def kernels(n, out):
    """Small kernels of 12 instructions each; the first is HEAD's."""
    count = max(1, n // 12)
    body(out, "k0", "%t")
    for k in range(1, count):
        out.append("  ret void")
        out.append("}")
        out.append(f"define ptx_kernel void @k{k}(ptr addrspace(1) %a, ptr addrspace(1) %b, i32 %n) {{")
        out.append("entry:")
        out.append("  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()")
        out.append(f"  %i = add i32 %t, {k * 32}")
        body(out, f"k{k}", "%i")


def main():
    n = int(sys.argv[1])
    shape = sys.argv[2] if len(sys.argv) > 2 else "line"
    out = list(HEAD)
    if shape == "mma":
        out[2:2] = MMA_DECLS
    {"line": line, "loops": loops, "nest": nest, "kernels": kernels,
     "mma": mma}[shape](n, out)
    out.append("  ret void")
    out.append("}")
    print("\n".join(out))


if __name__ == "__main__":
    main()
