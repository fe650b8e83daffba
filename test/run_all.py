#!/usr/bin/env python3
"""Runs the GoogleTest binary and the lit suite; prints one closing line
'check-lhf: N passed, N failed' and fails if anything failed."""
import argparse
import re
import subprocess
import sys


def run_gtest(binary):
    if not binary:
        print("check-lhf: GoogleTest not found; unit tests not built", flush=True)
        return 0, 1
    out = subprocess.run([binary], capture_output=True, text=True)
    sys.stdout.write(out.stdout[-20000:])
    sys.stderr.write(out.stderr[-5000:])
    passed = re.search(r"\[  PASSED  \] (\d+) test", out.stdout)
    failed = re.search(r"\[  FAILED  \] (\d+) test", out.stdout)
    p = int(passed.group(1)) if passed else 0
    f = int(failed.group(1)) if failed else 0
    if out.returncode != 0 and f == 0:
        f = 1
    return p, f


def run_lit(lit, directory):
    out = subprocess.run([lit, "-sv", directory], capture_output=True, text=True)
    sys.stdout.write(out.stdout[-30000:])
    sys.stderr.write(out.stderr[-5000:])
    counts = dict((k, int(v)) for k, v in re.findall(
        r"^\s*(Passed|Failed|Unresolved|Timed Out|Unsupported|Expectedly Failed|Unexpectedly Passed)\s*:\s*(\d+)",
        out.stdout + out.stderr, re.M))
    p = counts.get("Passed", 0) + counts.get("Expectedly Failed", 0)
    f = (counts.get("Failed", 0) + counts.get("Unresolved", 0) +
         counts.get("Timed Out", 0) + counts.get("Unexpectedly Passed", 0))
    if out.returncode != 0 and f == 0:
        f = 1
    return p, f


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--lit", required=True)
    ap.add_argument("--lit-dir", required=True)
    ap.add_argument("--gtest", default="")
    a = ap.parse_args()
    gp, gf = run_gtest(a.gtest)
    lp, lf = run_lit(a.lit, a.lit_dir)
    print("unit tests: %d passed, %d failed" % (gp, gf))
    print("lit tests: %d passed, %d failed" % (lp, lf))
    print("check-lhf: %d passed, %d failed" % (gp + lp, gf + lf))
    return 1 if gf + lf else 0


if __name__ == "__main__":
    sys.exit(main())
