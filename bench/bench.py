#!/usr/bin/env python3
"""lhf benchmarks (make bench): compile-time overhead of the plugin and
analysis-time scaling with kernel size. Prints tables; --markdown writes the
section bench/RESULTS.md records.

  overhead: device-side clang -O3 of the corpus kernels with and without
            -fpass-plugin (remarks requested, so the analysis runs),
            interleaved repetitions, median ratio per file and overall.
  scaling:  generated kernels of 1k, 10k, 100k and 1M IR instructions;
            opt with lhf-analysis minus opt with no pass, per instruction.
"""
import argparse
import glob
import os
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
BIN = "/usr/lib/llvm-22/bin"


def timed(cmd):
    t = time.perf_counter()
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL)
    return time.perf_counter() - t


def overhead(build, reps):
    flags = ["-x", "cuda", "--cuda-gpu-arch=sm_80", "--cuda-path=/usr/local/cuda",
             "--cuda-device-only", "-O3", "-Wno-unknown-cuda-version", "-c",
             "-o", os.devnull]
    plugin = ["-fpass-plugin=%s/lib/LHF.so" % build, "-Rpass-analysis=lhf",
              "-mllvm", "-lhf-gpu=a100-40gb", "-mllvm", "-lhf-block=256"]
    rows, ratios = [], []
    for f in sorted(glob.glob(os.path.join(ROOT, "test/Inputs/corpus/*.cu"))):
        plain, withp = [], []
        for _ in range(reps):  # interleaved
            plain.append(timed([BIN + "/clang++"] + flags + [f]))
            withp.append(timed([BIN + "/clang++"] + flags + plugin + [f]))
        p, w = statistics.median(plain), statistics.median(withp)
        ratios.append(w / p)
        rows.append((os.path.basename(f), p, w, w / p))
    return rows, statistics.median(ratios)


def scaling(build, sizes):
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for n in sizes:
            ll, bc = os.path.join(tmp, "k.ll"), os.path.join(tmp, "k.bc")
            with open(ll, "w") as out:
                subprocess.run([sys.executable, os.path.join(HERE, "gen_kernel.py"),
                                str(n)], check=True, stdout=out)
            subprocess.run([BIN + "/opt", ll, "-o", bc], check=True)
            reps = 3 if n >= 1000000 else 5 if n >= 100000 else 15
            base, lhf = [], []
            for _ in range(reps):
                base.append(timed([BIN + "/opt", "-passes=no-op-module",
                                   "-disable-output", bc]))
                lhf.append(timed([BIN + "/opt", "-load-pass-plugin=%s/lib/LHF.so" % build,
                                  "-passes=lhf-analysis", "-lhf-gpu=a100-40gb",
                                  "-lhf-block=256", "-lhf-grid=1024", "-lhf-regs=32",
                                  "-disable-output", bc]))
            b, l = statistics.median(base), statistics.median(lhf)
            rows.append((n, reps, b, l, (l - b) * 1e9 / n))
    return rows


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", default=os.path.join(ROOT, "build"))
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--sizes", default="1000,10000,100000,1000000")
    ap.add_argument("--skip-overhead", action="store_true")
    a = ap.parse_args()
    if not a.skip_overhead:
        rows, med = overhead(a.build, a.reps)
        print("| file | plain s | with lhf s | ratio |\n|---|---|---|---|")
        for r in rows:
            print("| %s | %.3f | %.3f | %.3f |" % r)
        print("\nmedian ratio over %d files: %.3f (target <= 1.03)\n" % (len(rows), med))
    rows = scaling(a.build, [int(x) for x in a.sizes.split(",")])
    print("| IR instructions | reps | opt s | opt + lhf s | ns per instruction |")
    print("|---|---|---|---|---|")
    for r in rows:
        print("| %d | %d | %.4f | %.4f | %.1f |" % r)


if __name__ == "__main__":
    main()
