#!/usr/bin/env python3
"""Writes the project's own H200 microbenchmark figures
(validation/hw/h200-micro.csv, from microbench.cu) into gpus/h200.json, and
the architectural ones (the GH100 SM's latencies in cycles and issue costs)
into gpus/h100-sxm.json and gpus/h100-pcie.json where those still carry an
assumption. Every figure it writes cites the CSV row, its spread and the
command that reproduces it.

    python3 validation/hw/gpufile.py [--check]

--check changes nothing and exits 1 if a GPU file differs from what this
script would write (make test runs it).
"""

import argparse
import csv
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
MICRO = os.path.join(HERE, "h200-micro.csv")
PROV = os.path.join(HERE, "h200-provenance.txt")

H200 = ("h200",)
SXM = ("h200", "h100-sxm")  # same chip, SM count and clock
SM = ("h200", "h100-sxm", "h100-pcie")  # same SM: cycles and issue costs


def eighth(v):
    """Issue costs: the median to the nearest 1/8 cycle. The loops issue 3
    bookkeeping instructions per 128 measured ones, which is why FFMA reads
    0.256 and not 0.25."""
    return round(v * 8) / 8


def one(v):
    return round(v, 1)


def whole(v):
    return int(round(v))


def two(v):
    return round(v, 2)


# (path in the GPU file, (group, name, param), rounding, GPU files, how)
FIGURES = [
    ("clock_mhz", ("clock", "sm_clock_loaded", "ffma_1024thr_all_sms"),
     whole, H200, "clock64 / %globaltimer on every SM under an FFMA load"),
    ("memory.global.latency", ("latency", "dram_pagelocal", "1048576"),
     whole, H200, "pointer chase over 1 GiB, 2 MB pages in random order "
     "(TLB-friendly), ld.global.cg, L2 flushed; with TLB misses (4 KB "
     "stride) the row latency,dram,1048576 reads 665"),
    ("memory.global.bandwidth_gbs", ("bandwidth", "dram_read", "2048MB"),
     whole, H200, "read-only float4 kernel over 2 GB; the highest of the "
     "streaming figures, the policy of every GPU file (the copy kernel, "
     "cudaMemcpy device-to-device and write-only rows of the same CSV are "
     "lower; read+write counted)"),
    ("memory.l2.latency", ("latency", "l2", "8192"), one, SXM,
     "pointer chase over 8 MB, 128-B stride, ld.global.cg (both L2 "
     "partitions); the latency sweep rises from 16 MB on"),
    ("memory.l2.bandwidth_gbs", ("bandwidth", "l2_read", "16896KB"), whole,
     SXM, "ld.global.cg.v4 re-reading a 16.5 MB buffer from all SMs (a 1.5 "
     "MB buffer, as te42kyfo's gpu-l2-cache, is served faster)"),
    ("memory.l1.latency", ("latency", "l1", "16"), one, SXM,
     "pointer chase over 16 KB, 64-B stride, ld.global.ca"),
    ("memory.l1.bandwidth_bytes_per_clk_sm",
     ("bandwidth", "l1_read_per_sm", "32KB_per_block"), two, SXM,
     "ld.global.ca.v4, 2 blocks of 1024 threads per SM re-reading 32 KB"),
    ("memory.shared.latency", ("latency", "shared", "4"), one, SM,
     "dependent ld.shared.u32 chain, one thread"),
    ("memory.shared.bandwidth_bytes_per_clk_sm",
     ("bandwidth", "shared_read", "32"), two, SM,
     "conflict-free ld.shared.u32, 32 warps per SM (64- and 128-bit loads: "
     "the same 128 B/clk)"),
    ("instructions.fp16.throughput", ("issue", "hfma2", "32warps_x8chains"),
     eighth, SM, "fma.rn.f16x2, 32 warps x 8 independent chains per SM; one "
     "warp instruction is 64 half-precision FMAs (the guide's 256 results "
     "per clock are 4 such instructions)"),
    ("instructions.global_issue.throughput",
     ("issue", "ldg32", "32warps_x16loads"), eighth, SM,
     "ld.global.ca.u32 hitting L1, 32 warps per SM; 128-bit loads cost 4"),
    ("instructions.shared_issue.throughput",
     ("issue", "lds32", "32warps_x16loads"), eighth, SM,
     "conflict-free ld.shared.u32, 32 warps per SM; 64-bit loads cost 2, "
     "128-bit 4"),
    ("instructions.fp32.latency", ("dep_latency", "ffma", "1warp"), one, SM,
     "a chain of dependent fma.rn.f32, one warp (FADD, FMUL, IMAD, IADD3, "
     "LOP3 the same; DFMA and HFMA2 8, MUFU 17, SHFL 24 cycles)"),
    ("instructions.sync.throughput",
     ("issue", "bar_sync_per_warp", "1024thr"), eighth, SM,
     "bar.sync in a loop, one block of 32 warps per SM: 76.6 cycles per "
     "barrier, i.e. per warp"),
]


def load_micro():
    rows, header = {}, []
    with open(MICRO, newline="") as f:
        lines = f.readlines()
    header = [l[2:].strip() for l in lines if l.startswith("# ")]
    for r in csv.DictReader(l for l in lines if not l.startswith("#")):
        rows[(r["group"], r["name"], r["param"])] = r
    return rows, header


def provenance():
    text = open(PROV).read() if os.path.exists(PROV) else ""
    date = re.search(r"# date: (\d{4}-\d\d-\d\d)", text)
    drv = re.search(r"NVIDIA H200, ([0-9.]+)", text)
    return (date.group(1) if date else "?"), (drv.group(1) if drv else "?")


def get(d, path):
    for k in path.split("."):
        d = d[k]
    return d


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--check", action="store_true")
    a = ap.parse_args()
    sys.path.insert(0, HERE)
    rows, header = load_micro()
    date, driver = provenance()
    l2 = [h for h in header if h.startswith("l2_bytes:")]
    changed = []
    files = {}
    for g in SM:
        path = os.path.join(ROOT, "gpus", g + ".json")
        with open(path) as f:
            files[g] = (path, f.read())
    docs = {g: json.loads(t) for g, (_, t) in files.items()}
    for fpath, key, rnd, gpus, how in FIGURES:
        r = rows.get(key)
        if r is None:
            raise SystemExit("gpufile.py: no row %s in %s" % (",".join(key),
                                                              MICRO))
        med = float(r["median"])
        for g in gpus:
            where = ("own measurement" if g == "h200" else
                     "own measurement on an H200 (the same GH100 %s)"
                     % ("chip, SM count and clock" if g in SXM else "SM"))
            src = ("%s: validation/hw/microbench.cu row %s: %s; median %s "
                   "%s of %s runs (min %s, max %s)%s; H200 SXM, driver %s, "
                   "%s; reproduce with validation/hw/run.sh --measure "
                   "(README there), data in validation/hw/h200-micro.csv"
                   % (where, ",".join(key), how, r["median"], r["unit"],
                      r["reps"], r["min"], r["max"],
                      "; rounded to 1/8 cycle" if rnd is eighth else "",
                      driver, date))
            parent = (get(docs[g], fpath.rsplit(".", 1)[0]) if "." in fpath
                      else docs[g])
            parent[fpath.rsplit(".", 1)[-1]] = {"value": rnd(med),
                                                 "source": src}
    if l2:
        kib = int(l2[0].split(":")[1]) // 1024
        docs["h200"]["memory"]["l2"]["size_kib"] = {
            "value": kib, "source": "own measurement: "
            "cudaDeviceProp::l2CacheSize on an H200 SXM (driver %s, %s), "
            "printed by validation/hw/microbench.cu (# l2_bytes in "
            "validation/hw/h200-micro.csv): %d bytes" % (
                driver, date, kib * 1024)}
    docs["h200"]["note"] = (
        "Figures whose source says 'own measurement' were measured by the "
        "project on a lent H200 SXM (validation/hw/README.md; written here "
        "by validation/hw/gpufile.py from validation/hw/h200-micro.csv); "
        "the rest are from the cited documents. Shared-memory bank "
        "conflicts cost exactly w cycles per w-way conflicted warp load "
        "(bank_conflict rows of the same CSV).")
    import gpudump
    for g, (path, old) in files.items():
        new = gpudump.dump(docs[g])
        if new != old:
            changed.append(path)
            if not a.check:
                with open(path, "w") as f:
                    f.write(new)
    if a.check:
        if changed:
            print("gpufile.py: out of date: %s (run python3 validation/hw/"
                  "gpufile.py)" % ", ".join(os.path.relpath(p, ROOT)
                                           for p in changed))
            return 1
        print("gpufile.py: %d GPU files match validation/hw/h200-micro.csv"
              % len(files))
        return 0
    print("gpufile.py: wrote %s" % (", ".join(
        os.path.relpath(p, ROOT) for p in changed) or "nothing (up to date)"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
