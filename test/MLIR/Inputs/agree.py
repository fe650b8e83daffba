#!/usr/bin/env python3
"""Compares the predicted cycles of the kernel remarks in two remark logs.

USAGE: agree.py --tolerance PCT A.txt B.txt

Each log holds remarks of lhf's IR, MIR or MLIR pass ("[IR] kernel 'k(...)'
on gpu (...): predicted N cycles ..."). Kernels are matched by base name
(the demangled name without its parameter list); for each kernel in both
logs it prints one line, then AGREE or DISAGREE; the exit code is 1 when a
difference exceeds the tolerance or no kernel is in both logs.
"""
import argparse
import re
import sys

REMARK = re.compile(r"\[(IR|MIR|MLIR)\] kernel '([^']*)' on (\S+) \(.*?\): "
                    r"predicted (\d+) cycles .*?NBB (\d+)")


def kernels(path):
    out = {}
    with open(path) as f:
        for line in f:
            m = REMARK.search(line)
            if m:
                base = m.group(2).split("(")[0]
                out.setdefault(base, (m.group(1), m.group(3),
                                      int(m.group(4)), int(m.group(5))))
    return out


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--tolerance", type=float, required=True,
                   help="largest allowed |A - B| / A, in percent")
    p.add_argument("a")
    p.add_argument("b")
    args = p.parse_args()
    a, b = kernels(args.a), kernels(args.b)
    common = [k for k in a if k in b]
    ok = bool(common)
    for k in common:
        (la, ga, ca, na), (lb, gb, cb, nb) = a[k], b[k]
        diff = abs(ca - cb) / max(ca, 1) * 100
        ok &= diff <= args.tolerance and ga == gb
        print("%s on %s: %s %d cycles (NBB %d), %s %d cycles (NBB %d), "
              "difference %.2f%% (tolerance %g%%)"
              % (k, ga, la, ca, na, lb, cb, nb, diff, args.tolerance))
    print("AGREE" if ok else "DISAGREE")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
