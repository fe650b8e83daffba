#!/usr/bin/env python3
"""Static SASS opcode counts per kernel from `cuobjdump -sass` listings.

    python3 validation/hw/sass_opcodes.py SASSDIR > validation/hw/sass-opcodes-sm90.csv

SASSDIR holds one listing per PTX file of the plan (`<file>.<compiler>.sass`:
`ptxas -arch=sm_90[a]` of validation/hw/prep/ptx/*.ptx, then `cuobjdump
-sass` on the device machine, which has the disassembler this one lacks).
Each row: file, compiler, kernel (mangled), opcode with its modifiers
(`IMAD.MOV.U32`, `LDS.128`), count. What ptxas makes of the code lhf
analyses: which integer work lands on the FMA pipe (IMAD forms), the
uniform datapath (U* opcodes), local memory (LDL/STL).
"""
import collections
import csv
import glob
import os
import re
import sys

INSTR = re.compile(r"/\*[0-9a-f]{4,}\*/\s+(?:@!?U?P\w+\s+)?([A-Z][A-Z0-9_.]*)")


def main():
    if len(sys.argv) != 2:
        raise SystemExit(__doc__)
    out = csv.writer(sys.stdout, lineterminator="\n")
    out.writerow(["file", "compiler", "kernel", "opcode", "count"])
    for path in sorted(glob.glob(os.path.join(sys.argv[1], "*.sass"))):
        base, compiler = os.path.basename(path)[:-5].rsplit(".", 1)
        counts, kernel = collections.OrderedDict(), None
        for line in open(path, errors="replace"):
            m = re.search(r"Function : (\S+)", line)
            if m:
                kernel = m.group(1)
                counts[kernel] = collections.Counter()
                continue
            m = INSTR.search(line)
            if m and kernel:
                counts[kernel][m.group(1)] += 1
        for k, c in counts.items():
            for op, n in sorted(c.items()):
                out.writerow([base, compiler, k, op, n])


if __name__ == "__main__":
    main()
