#!/usr/bin/env python3
"""nvcc parity of the code lhf analyses (docs/consistency.md).

For every kernel of the given .cu files: what `ptxas -v` says of nvcc's
code (stack frame, spills, registers) and of the code lhf's driver analyses
(clang 22 with the driver's device flags), and where they differ in local
memory: a stack frame beyond the spills (an array in local memory) in
clang's code that nvcc's has not. Those the driver models as registers
(it asks nvcc itself when ptxas shows such a frame); the script only
counts them.

Standard library only. Usage:
    python3 validation/nvcc_parity.py [--arch sm_80] [-I DIR ...] FILE.cu ...
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


def nvcc(path, arch, inc):
    p = subprocess.run([os.path.join(CUDA, "bin", "nvcc"), "-arch=" + arch,
                        "-Xptxas", "-v", "-c", path, "-o", os.devnull] + inc,
                       capture_output=True, text=True)
    return parse(p.stderr) if p.returncode == 0 else None


def clang(path, arch, inc):
    # The driver's device compile (tools/lhf/Compile.cpp).
    fd, ptx = tempfile.mkstemp(suffix=".ptx")
    os.close(fd)
    try:
        p = subprocess.run(
            [CLANG, "-x", "cuda", "--cuda-gpu-arch=" + arch,
             "--cuda-path=" + CUDA, "--cuda-device-only", "-O3",
             "-Wno-unknown-cuda-version", "-isystem",
             os.path.join(CUDA, "include", "cccl"), "-S", path, "-o", ptx]
            + inc, capture_output=True, text=True)
        if p.returncode != 0:
            return None
        q = subprocess.run([os.path.join(CUDA, "bin", "ptxas"),
                            "-arch=" + arch, "-v", ptx, "-o", os.devnull],
                           capture_output=True, text=True)
        return parse(q.stderr)
    finally:
        if os.path.exists(ptx):
            os.remove(ptx)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--arch", default="sm_80")
    ap.add_argument("-I", action="append", default=[], dest="inc")
    ap.add_argument("files", nargs="+")
    a = ap.parse_args()
    kernels = files = local = local_regs = spill_only = 0
    reg_err = []
    for f in a.files:
        inc = ["-I" + os.path.dirname(os.path.abspath(f))] + \
              ["-I" + d for d in a.inc]
        n = nvcc(f, a.arch, inc)
        c = clang(f, a.arch, inc) if n is not None else None
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
    print("%d kernels in %d files: %d keep a local array nvcc keeps in "
          "registers (modelled as registers by the driver), %d spill more "
          "than nvcc's code; registers |clang - nvcc| / nvcc: median %.0f%%, "
          "mean %.0f%%"
          % (kernels, files, local, spill_only, 100 * med,
             100 * sum(reg_err) / max(1, len(reg_err))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
