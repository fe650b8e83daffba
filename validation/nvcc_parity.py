#!/usr/bin/env python3
"""nvcc parity of the code lhf analyses (docs/consistency.md).

For every kernel of the given .cu files: what `ptxas -v` says of nvcc's
code (stack frame, spills, registers) and of the code lhf's driver analyses
(clang 22 with the driver's device flags), and where they differ in local
memory: a stack frame beyond the spills (an array in local memory) in
clang's code that nvcc's has not (the driver models those as registers: it
asks nvcc itself when ptxas shows such a frame; the script only counts
them); and where they differ in unrolling: the loops left in each
compiler's PTX (its backward branches); and where they differ in vector
accesses: the widths of each kernel's shared and global loads and stores
(a float4 read as one 16-byte load or as four 4-byte ones).

Standard library only. Usage:
    python3 validation/nvcc_parity.py [--arch sm_80] [--unroll-threshold N]
        [-I DIR ...] [--clang-flag=F ...] [--plugin LHF.so] FILE.cu ...
(N: the driver's, tools/lhf/Compile.h, unless given; 300 is clang's own.
The plugin, build/lib/LHF.so unless given, aligns vector copies as the
driver's compile does; --plugin '' leaves clang's own.)
Prints one line per kernel with a difference and a summary; exit 0.
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile

CLANG = "/usr/lib/llvm-22/bin/clang++"
CUDA = "/usr/local/cuda"


def parse(text):
    info, cur = {}, None
    for line in text.splitlines():
        m = re.search(r"Compiling entry function '([^']+)'", line)
        if m:
            cur = m.group(1)
            info[cur] = {"stack": 0, "spill": 0, "regs": 0}
            continue
        if cur is None:
            continue
        for key, pat in (("stack", r"(\d+) bytes stack frame"),
                         ("spill", r"(\d+) bytes spill stores"),
                         ("regs", r"Used (\d+) registers")):
            m = re.search(pat, line)
            if m:
                info[cur][key] = int(m.group(1))
    return info


DRIVER_UNROLL = "800"  # tools/lhf/Compile.h, NvccUnrollThreshold
# A kernel's first line in PTX, with its name.
ENTRY = re.compile(r"\.(?:visible\s+|weak\s+)*\.entry\s+([\w$.]+)")


def loops(ptx):
    """{entry: loops} of a PTX text: the loops the compiler left (a fully
    unrolled loop has none), counted as the distinct targets of the back
    edges of each entry's control-flow graph, whatever the block order."""
    out, name, body = {}, None, []

    def count(lines):
        blocks, cur, label_of = [], [], {}
        for s in lines:  # blocks: split at labels and after branches
            m = re.match(r"^([\w$]+):", s)
            if m:
                if cur:
                    blocks.append(cur)
                label_of[m.group(1)] = len(blocks)
                cur = [s]
                continue
            cur.append(s)
            if re.search(r"\bbra(\.uni)?\s|\bret;|\bexit;", s):
                blocks.append(cur)
                cur = []
        if cur:
            blocks.append(cur)
        succ = []
        for i, b in enumerate(blocks):
            last, nxt = b[-1], []
            m = re.search(r"\bbra(?:\.uni)?\s+([\w$]+);", last)
            if m and m.group(1) in label_of:
                nxt.append(label_of[m.group(1)])
            ends = re.search(r"\bret;|\bexit;", last) or (
                m and not last.startswith("@"))
            if not ends and i + 1 < len(blocks):
                nxt.append(i + 1)
            succ.append(nxt)
        headers, state = set(), [0] * len(blocks)  # 1 on the stack, 2 done
        stack = [(0, iter(succ[0]))] if blocks else []
        if blocks:
            state[0] = 1
        while stack:
            node, it = stack[-1]
            nxt = next(it, None)
            if nxt is None:
                state[node] = 2
                stack.pop()
            elif state[nxt] == 1:
                headers.add(nxt)
            elif state[nxt] == 0:
                state[nxt] = 1
                stack.append((nxt, iter(succ[nxt])))
        return len(headers)

    for line in ptx.splitlines():
        s = line.strip()
        m = ENTRY.match(s)
        if m:
            if name:
                out[name] = count(body)
            name, body = m.group(1), []
            continue
        if name and s and not s.startswith(("//", ".", "{", "}", "(", ")")):
            body.append(s.split("//")[0].strip())
    if name:
        out[name] = count(body)
    return out


ACCESS = re.compile(r"^(ld|st)\.(shared|global)((?:\.[\w:]+)*)\s")


def widths(ptx):
    """{entry: the kinds of its shared and global loads and stores}, each
    kind as op.space.bits (ld.shared.128: a 16-byte load), whatever the
    number of each (which unrolling sets)."""
    out, name = {}, None
    for line in ptx.splitlines():
        s = line.strip()
        m = ENTRY.match(s)
        if m:
            name = m.group(1)
            out[name] = set()
            continue
        # A guarded access (`@%p1 ld.global.f32 ...`) without its guard.
        m = ACCESS.match(s.split(None, 1)[-1] if s.startswith("@") else s)
        if not name or not m:
            continue
        mods, lanes, bits = m.group(3).split(".")[1:], 1, None
        for x in mods:
            if re.fullmatch(r"v[248]", x):
                lanes = int(x[1])
            b = re.fullmatch(r"[bfsu](8|16|32|64|128)", x)
            if b:
                bits = int(b.group(1))
        if bits:
            out[name].add("%s.%s.%d" % (m.group(1), m.group(2), lanes * bits))
    return out


def ptxas(ptx_path, arch):
    q = subprocess.run([os.path.join(CUDA, "bin", "ptxas"), "-arch=" + arch,
                        "-v", ptx_path, "-o", os.devnull],
                       capture_output=True, text=True)
    info = parse(q.stderr)
    with open(ptx_path) as f:
        text = f.read()
    for name, n in loops(text).items():
        if name in info:
            info[name]["loops"] = n
    for name, w in widths(text).items():
        if name in info:
            info[name]["widths"] = w
    return info


def compiled(cmd, arch):
    fd, ptx = tempfile.mkstemp(suffix=".ptx")
    os.close(fd)
    try:
        p = subprocess.run(cmd + ["-o", ptx], capture_output=True, text=True)
        return ptxas(ptx, arch) if p.returncode == 0 else None
    finally:
        if os.path.exists(ptx):  # a failed compiler may have removed it
            os.remove(ptx)


def nvcc(path, arch, inc):
    return compiled([os.path.join(CUDA, "bin", "nvcc"), "-arch=" + arch,
                     "-O3", "-ptx", path] + inc, arch)


def clang(path, arch, inc, unroll, plugin):
    # The driver's device compile (tools/lhf/Compile.cpp, Commands.cpp).
    align = ["-fpass-plugin=" + plugin, "-mllvm", "-lhf-align-as-nvcc"] \
        if plugin else []
    return compiled(
        [CLANG, "-x", "cuda", "--cuda-gpu-arch=" + arch,
         "--cuda-path=" + CUDA, "--cuda-device-only", "-O3",
         "-Wno-unknown-cuda-version", "-isystem",
         os.path.join(CUDA, "include", "cccl"), "-mllvm",
         "-unroll-threshold=" + unroll] + align + ["-S", path] + inc, arch)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--arch", default="sm_80")
    ap.add_argument("--unroll-threshold", default=DRIVER_UNROLL)
    ap.add_argument("--clang-flag", action="append", default=[],
                    help="a flag for clang only (the driver's compatibility "
                    "header: --clang-flag=-include --clang-flag=FILE)")
    ap.add_argument("--plugin", default=os.path.join(
        os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
        "build", "lib", "LHF.so"))
    ap.add_argument("-I", action="append", default=[], dest="inc")
    ap.add_argument("files", nargs="+")
    a = ap.parse_args()
    kernels = files = local = spill_only = same_loops = same_widths = 0
    reg_err = []
    for f in a.files:
        inc = ["-I" + os.path.dirname(os.path.abspath(f))] + \
              ["-I" + d for d in a.inc]
        n = nvcc(f, a.arch, inc)
        c = clang(f, a.arch, inc + a.clang_flag, a.unroll_threshold,
                  a.plugin) \
            if n is not None else None
        if n is None or c is None:
            print("skipped (does not compile with %s): %s"
                  % ("nvcc" if n is None else "clang", f))
            continue
        files += 1
        for name, nv in n.items():
            cl = c.get(name)
            if cl is None:
                continue
            kernels += 1
            if cl.get("loops") == nv.get("loops"):
                same_loops += 1
            else:
                print("loops left: %s %s: clang %s, nvcc %s"
                      % (os.path.basename(f), name[:70], cl.get("loops"),
                         nv.get("loops")))
            if cl.get("widths") == nv.get("widths"):
                same_widths += 1
            else:
                print("access widths: %s %s: clang %s, nvcc %s"
                      % (os.path.basename(f), name[:70],
                         " ".join(sorted(cl.get("widths", ()))),
                         " ".join(sorted(nv.get("widths", ())))))
            reg_err.append(abs(cl["regs"] - nv["regs"]) / max(1, nv["regs"]))
            # A frame without spills is an array; with spills ptxas's frame
            # holds them (it does not tell the two apart).
            if cl["stack"] and not cl["spill"] and not nv["stack"]:
                local += 1
                print("local array in registers for nvcc: %s %s: clang %d B "
                      "stack (%d spills), %d regs; nvcc %d B, %d regs"
                      % (os.path.basename(f), name[:70], cl["stack"],
                         cl["spill"], cl["regs"], nv["stack"], nv["regs"]))
            elif cl["stack"] > nv["stack"]:
                spill_only += 1
                print("more spills than nvcc: %s %s: clang %d B stack (%d "
                      "spills), %d regs; nvcc %d B, %d regs"
                      % (os.path.basename(f), name[:70], cl["stack"],
                         cl["spill"], cl["regs"], nv["stack"], nv["regs"]))
    reg_err.sort()
    med = reg_err[len(reg_err) // 2] if reg_err else 0
    print("%d kernels in %d files (clang's unroll threshold %s): %d keep a "
          "local array nvcc keeps in registers (modelled as registers by "
          "the driver), %d spill more than nvcc's code; %d leave as many "
          "loops as nvcc's, %d its access widths (%s); registers "
          "|clang - nvcc| / nvcc: median %.0f%%, mean %.0f%%"
          % (kernels, files, a.unroll_threshold, local, spill_only,
             same_loops, same_widths,
             "vector copies aligned as nvcc's" if a.plugin else "clang's own",
             100 * med,
             100 * sum(reg_err) / max(1, len(reg_err))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
