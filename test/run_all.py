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


def run_pytest(directory):
    """The Python package's tests, with Debian's python3 (matplotlib and
    PyYAML come from Debian packages)."""
    if not directory:
        return 0, 0
    out = subprocess.run(["/usr/bin/python3", "-m", "pytest", "-q",
                          "-p", "no:cacheprovider", directory],
                         capture_output=True, text=True)
    sys.stdout.write(out.stdout[-20000:])
    sys.stderr.write(out.stderr[-5000:])
    passed = re.search(r"(\d+) passed", out.stdout)
    failed = re.search(r"(\d+) failed", out.stdout)
    errors = re.search(r"(\d+) error", out.stdout)
    p = int(passed.group(1)) if passed else 0
    f = (int(failed.group(1)) if failed else 0) + (int(errors.group(1)) if errors else 0)
    if out.returncode != 0 and f == 0:
        f = 1
    return p, f


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--lit", required=True)
    ap.add_argument("--lit-dir", required=True)
    ap.add_argument("--gtest", default="")
    ap.add_argument("--pytest", default="")
    a = ap.parse_args()
    gp, gf = run_gtest(a.gtest)
    lp, lf = run_lit(a.lit, a.lit_dir)
    pp, pf = run_pytest(a.pytest)
    print("unit tests: %d passed, %d failed" % (gp, gf))
    print("lit tests: %d passed, %d failed" % (lp, lf))
    print("python tests: %d passed, %d failed" % (pp, pf))
    print("check-lhf: %d passed, %d failed" % (gp + lp + pp, gf + lf + pf))
    return 1 if gf + lf + pf else 0


if __name__ == "__main__":
    sys.exit(main())
