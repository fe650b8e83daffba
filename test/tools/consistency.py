#!/usr/bin/env python3
"""IR and machine-level predictions of the corpus agree within a tolerance.

Usage: consistency.py LHF CORPUS_DIR GPU TOLERANCE
Runs `lhf predict --level ir` and `--level mir` on every .ll of the corpus
with its launches.json and prints one line per kernel; exits 1 if a kernel's
predicted cycles differ by more than TOLERANCE (a fraction of the smaller).
"""
import glob
import json
import os
import subprocess
import sys


def predict(lhf, ll, gpu, launch, level):
    out = subprocess.run([lhf, "predict", ll, "--gpu", gpu, "--launch", launch,
                          "--level", level, "--regs", "32", "--json"],
                         capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit("lhf failed on %s (%s): %s" % (ll, level, out.stderr))
    return {k["name"]: k for k in json.loads(out.stdout)["kernels"]}


def main():
    lhf, corpus, gpu, tol = sys.argv[1], sys.argv[2], sys.argv[3], float(sys.argv[4])
    launch = os.path.join(corpus, "launches.json")
    bad = n = 0
    for ll in sorted(glob.glob(os.path.join(corpus, "*.ll"))):
        ir = predict(lhf, ll, gpu, launch, "ir")
        mir = predict(lhf, ll, gpu, launch, "mir")
        for name, a in sorted(ir.items()):
            b = mir[name]
            x, y = a["predicted_cycles"], b["predicted_cycles"]
            diff = abs(x - y) / max(1.0, min(x, y))
            ok = diff <= tol
            n += 1
            bad += not ok
            print("%s %-40s ir %12.0f mir %12.0f diff %5.1f%%" %
                  ("ok  " if ok else "FAIL", a["demangled"].split("(")[0], x, y,
                   100 * diff))
    print("%d kernels, %d outside %.0f%%" % (n, bad, 100 * tol))
    return 1 if bad or n < 15 else 0


if __name__ == "__main__":
    sys.exit(main())
