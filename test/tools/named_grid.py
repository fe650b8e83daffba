#!/usr/bin/env python3
"""named_grid.py: a prediction with no grid is the prediction of the grid
its note names (issue 29).

USAGE: named_grid.py --grid TEMPLATE [--each FILE...] -- CMD...

CMD runs with the word @GRID@ removed (no grid given) and, for each grid a
note names ("no grid given: one full wave of N blocks assumed"), again with
@GRID@ replaced by TEMPLATE with {} as N (split into words, so that
"-mllvm -lhf-grid={}" works; inside a word, as in an MLIR pipeline, it is
replaced in place). With --each, @FILE@ in CMD is each FILE in turn.

The predictions are read from remarks ("[IR] kernel 'k' ...: predicted N
cycles", then "assumed: no grid given: ... N blocks"), from print<lhf>
("Printing analysis ... 'k'", "TimeTotal: N cycles", "note: ... no grid
given ...") or from the driver's JSON. Prints one line per kernel and
fails when a kernel's two predictions differ or no kernel had a default
grid.
"""
import argparse
import json
import re
import subprocess
import sys

NOTE = re.compile(r"no grid given: one full wave of (\d+) blocks assumed")
REMARK = re.compile(r"\[(?:IR|MIR|MLIR)\] kernel '([^']*)' on \S+ \(.*?\): "
                    r"predicted (\d+) cycles")
PRINTED = re.compile(r"Printing analysis 'LHF(?:-MIR)?' for (?:machine )?"
                     r"(?:function|kernel) '([^']*)'")
TOTAL = re.compile(r"TimeTotal: (\d+) cycles")


def run(cmd):
    p = subprocess.run(cmd, capture_output=True, text=True)
    return p.stdout + "\n" + p.stderr


def predictions(out):
    """[(kernel, cycles, named grid or None)] in output order."""
    text = out.strip()
    if text.startswith("{"):
        doc = json.loads(text[:text.rindex("}") + 1])
        got = []
        for k in doc["kernels"]:
            grid = None
            for n in k.get("notes", []):
                m = NOTE.search(n)
                if m:
                    grid = int(m.group(1))
            got.append((k["mangled"], round(k["predicted_cycles"]), grid))
        return got
    got = []
    for line in out.splitlines():
        m = REMARK.search(line) or PRINTED.search(line)
        if m:
            got.append([m.group(1), int(m.group(2)) if m.re is REMARK else None,
                        None])
            continue
        m = TOTAL.search(line)
        if m and got:
            got[-1][1] = int(m.group(1))
        m = NOTE.search(line)
        if m and got:
            got[-1][2] = int(m.group(1))
    return [tuple(g) for g in got]


def expand(cmd, template, grid, file):
    out = []
    for w in cmd:
        w = w.replace("@FILE@", file) if file is not None else w
        if w == "@GRID@":
            if grid is not None:
                out += template.format(grid).split()
            continue
        out.append(w.replace("@GRID@", template.format(grid)
                             if grid is not None else ""))
    return out


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--grid", required=True)
    p.add_argument("--each", nargs="*", default=[None])
    p.add_argument("cmd", nargs=argparse.REMAINDER)
    a = p.parse_args()
    cmd = a.cmd[1:] if a.cmd and a.cmd[0] == "--" else a.cmd
    checked = 0
    ok = True
    for f in a.each:
        first = predictions(run(expand(cmd, a.grid, None, f)))
        for grid in sorted({g for _, _, g in first if g}):
            again = predictions(run(expand(cmd, a.grid, grid, f)))
            for i, (k, cycles, g) in enumerate(first):
                if g != grid:
                    continue
                other = [c for kk, c, _ in again if kk == k]
                same = bool(other) and other[0] == cycles
                ok &= same
                checked += 1
                print("%s: no grid %s cycles (the note names %d blocks), "
                      "grid %d: %s cycles: %s"
                      % (k, cycles, grid, grid,
                         other[0] if other else "none",
                         "same" if same else "DIFFERENT"))
    if not checked:
        print("named_grid: no prediction rested on a default grid")
        ok = False
    print("SAME" if ok else "DIFFERENT")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
