#!/usr/bin/env python3
"""Writes the project's own microbenchmark figures, measured on the lent
GPUs (validation/hw/<gpu>-micro.csv from microbench.cu and
<gpu>-micro-extra.csv from microbench_extra.cu), into the GPU files: the H200
SXM's into gpus/h200.json, the H100 SXM's into gpus/h100-sxm.json, and the
GH100 SM's (latencies in cycles, issue costs) into gpus/h100-pcie.json too.
A figure missing from one GPU's CSVs is taken from the other's where it is
the SM's, and says so. Every figure it writes cites the CSV row, its spread
and the command that reproduces it.

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

# The lent GPUs: lent.py.
sys.path.insert(0, HERE)
from lent import LENT  # noqa: E402
# GPU file -> the measurements it takes, its own first.
TAKES = {"h200": ("h200", "h100"), "h100-sxm": ("h100", "h200"),
         "h100-pcie": ("h100", "h200")}
CHIP, SM = "chip", "sm"  # a figure of the whole GPU, or of the GH100 SM
L2 = "l2"  # of the GH100 L2 at 1980 MHz: the SXM parts (not the PCIe's)


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


# (path in the GPU file, (group, name, param), rounding, scope, how); rows of
# microbench_extra.cu are in the groups const, atomic, branch and misc.
FIGURES = [
    ("clock_mhz", ("clock", "sm_clock_loaded", "ffma_1024thr_all_sms"),
     whole, CHIP, "clock64 / %globaltimer on every SM under an FFMA load"),
    ("memory.global.latency", ("latency", "dram_pagelocal", "1048576"),
     whole, CHIP, "pointer chase over 1 GiB, 2 MB pages in random order "
     "(TLB-friendly), ld.global.cg, L2 flushed; with TLB misses (4 KB "
     "stride) the row latency,dram,1048576 reads 665"),
    ("memory.global.bandwidth_gbs", ("bandwidth", "dram_read", "2048MB"),
     whole, CHIP, "read-only float4 kernel over 2 GB; the highest of the "
     "streaming figures, the policy of every GPU file (the copy kernel, "
     "cudaMemcpy device-to-device and write-only rows of the same CSV are "
     "lower; read+write counted)"),
    ("memory.l2.latency", ("latency", "l2", "8192"), one, CHIP,
     "pointer chase over 8 MB, 128-B stride, ld.global.cg (both L2 "
     "partitions); the latency sweep rises from 16 MB on"),
    ("memory.l2.bandwidth_gbs", ("bandwidth", "l2_read", "16896KB"), whole,
     CHIP, "ld.global.cg.v4 re-reading a 16.5 MB buffer from all SMs (a 1.5 "
     "MB buffer, as te42kyfo's gpu-l2-cache, is served faster)"),
    ("memory.l1.latency", ("latency", "l1", "16"), one, CHIP,
     "pointer chase over 16 KB, 64-B stride, ld.global.ca"),
    ("memory.l1.bandwidth_bytes_per_clk_sm",
     ("bandwidth", "l1_read_per_sm", "32KB_per_block"), two, CHIP,
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
     ("barrier", "full_sm", "256threads_x8"), eighth, SM,
     "bar.sync in a loop, 8 blocks of 8 warps per SM (as many as fit): "
     "cycles per warp barrier per SM; 1.36-1.81 from 2-warp to 32-warp "
     "blocks; one block of 32 warps alone waits 76.6 cycles per barrier "
     "(2.4 per warp: its latency, the figure this file had)"),
    ("memory.constant.latency", ("const", "latency", "256"), one, SM,
     "one thread chasing nodes 64 B apart in __constant__ memory (LDC with "
     "a register offset); flat to 2 KB, 94 cycles from 4 KB to 64 KB (the "
     "next constant-cache level)"),
    ("memory.constant.bandwidth_bytes_per_clk_sm",
     ("const", "issue_uniform_bytes", "1024threads_per_sm"), two, SM,
     "warp-uniform ld.const within 1.1 KB, 32 warps per SM: 32 lanes x 4 B "
     "per warp load (lane bytes, as shared memory counts them); 32 distinct "
     "words per warp load cost 32 times as long"),
    ("instructions.const_issue.throughput",
     ("const", "issue_uniform", "1024threads_per_sm"), eighth, SM,
     "warp-uniform ld.const within 1.1 KB, 16 independent loads per trip, "
     "32 warps per SM"),
    ("instructions.atomic.throughput",
     ("atomic", "red_distinct", "all_sms"), one, CHIP,
     "red.global.add.u32 on consecutive words (8 MB, in L2), 32 warps on "
     "every SM: the L2's atomic rate shared by all SMs (one SM alone: 5.1; "
     "with the result used (ATOM) the atomic_distinct rows; all lanes on "
     "one word the red_same_word rows; shared-memory atomics 1.0)"),
    ("atomic_one_word", ("atomic", "grid_red_1lane", "all_sms"), two, CHIP,
     "lane 0 of every warp of a full GPU (one 1024-thread block per SM) "
     "adds to ONE word (red.global.add.u32): SM cycles between two warp "
     "atomics for the whole GPU, which queue at one L2 slice; with the "
     "result used (ATOM) 1.45 (grid_atom_1lane); all 32 lanes on the word "
     "the same 1.28 (ptxas combines them: grid_red_32lanes)"),
    ("atomic_one_word_float", ("atomic", "grid_redf_1lane", "all_sms"), two,
     CHIP, "as atomic_one_word with atomicAdd on a float (RED.ADD.F32): the "
     "L2's floating-point add takes 2.4 times as long; the H200's "
     "reduce_warp_atomic at 262,144 blocks (2,097,152 such atomics) takes "
     "3727 us, 6.4 M cycles of them at this rate (validation/hw/"
     "h200-kernels.csv)"),
    ("memory.l2.store_sectors_per_clk", ("store", "l2_sectors", "32B_stride"),
     "per_clk", L2, "4-byte stores 32 bytes apart (one per sector, 32 "
     "sectors per warp) into an 8 MB buffer, 32 warps on every SM: the rate "
     "the L2 takes partial sector writes at (G sectors/s over the 1.98 GHz "
     "clock; the store rows for whole sectors are higher); the model "
     "applies it to scattered stores only"),
    ("memory.l2.store_lines_per_clk", ("store", "l2_sectors", "128B_stride"),
     "per_clk", L2, "4-byte stores 128 bytes apart (one per line), as "
     "above: lines per second over the clock; the H200's naive transpose "
     "(ncu: 67 M such sectors in 1030 us) stores at 65 G/s"),
    ("instructions.branch.throughput",
     ("branch", "taken_uniform", "1024threads_per_sm"), "branch", SM,
     "16 taken warp-uniform conditional branches per loop trip (ptxas -O0 "
     "keeps the zigzag chain: 17 BRA and 5 other instructions per trip in "
     "the SASS), 32 warps per SM; the row x 16 / 17, rounded to 1/8 cycle "
     "(the 5 other instructions charged to the branches: an upper bound); "
     "one warp alone waits 20.6 cycles per taken branch"),
]


def per_clk(v):
    """G per second to per clock of the whole GPU at the 1980 MHz both SXM
    parts ran at (clock rows of the CSVs)."""
    return round(v / 1.98, 1)


def branch(v):
    """The loop also issues its back-edge branch: 17 per 16 counted."""
    return eighth(v * 16 / 17)


def load(tag):
    """The rows of a lent GPU's two CSVs, keyed (group, name, param), and
    the '#' lines of microbench.cu's."""
    rows, header = {}, []
    for name in ("%s-micro.csv" % tag, "%s-micro-extra.csv" % tag):
        path = os.path.join(HERE, name)
        if not os.path.exists(path):
            continue
        with open(path, newline="") as f:
            lines = f.readlines()
        own = {}
        if name.endswith("extra.csv"):  # its run's date and driver
            text = "".join(lines)
            date = re.search(r"# date: (\d{4}-\d\d-\d\d)", text)
            drv = re.search(re.escape(LENT[tag][2]) + r", ([0-9.]+)",
                            text)
            own = {"date": date.group(1) if date else "?",
                   "driver": drv.group(1) if drv else "?"}
        else:
            header = [l[2:].strip() for l in lines if l.startswith("# ")]
        for r in csv.DictReader(l for l in lines if not l.startswith("#")):
            rows[(r["group"], r["name"], r["param"])] = dict(r, csv=name,
                                                             **own)
    return rows, header


def provenance(tag):
    path = os.path.join(HERE, "%s-provenance.txt" % tag)
    text = open(path).read() if os.path.exists(path) else ""
    date = re.search(r"# date: (\d{4}-\d\d-\d\d)", text)
    drv = re.search(re.escape(LENT[tag][2]) + r", ([0-9.]+)", text)
    return (date.group(1) if date else "?"), (drv.group(1) if drv else "?")


def get(d, path):
    for k in path.split("."):
        d = d[k]
    return d


def source(g, tag, key, r, rnd, how):
    gfile, part, _ = LENT[tag]
    date, driver = provenance(tag)
    date, driver = r.get("date", date), r.get("driver", driver)
    where = ("own measurement" if gfile == g else
             "own measurement on an %s (the same GH100 SM)" % part)
    prog = ("microbench_extra.cu" if r["csv"].endswith("extra.csv")
            else "microbench.cu")
    return ("%s: validation/hw/%s row %s: %s; median %s %s of %s runs (min "
            "%s, max %s)%s; %s, driver %s, %s; reproduce with "
            "validation/hw/run.sh --measure (README there), data in "
            "validation/hw/%s" % (
                where, prog, ",".join(key), how, r["median"], r["unit"],
                r["reps"], r["min"], r["max"],
                "; rounded to 1/8 cycle" if rnd is eighth else "", part,
                driver, date, r["csv"]))


# Kernels whose blocks do almost nothing: 2,097,153 blocks of 64 threads,
# one or three 8-byte elements per thread (te42kyfo's stream kernels as
# validation/kernels/te42kyfo_gpu_stream.cu writes them).
BLOCK_LAUNCH_ROWS = ["clang/validation/%s_kernel/bs64" % k
                     for k in ("init", "read", "scale", "triad")]


def block_launch(tag, clock_mhz):
    """The block scheduler's rate from <tag>-kernels.csv: the median time
    per block of the BLOCK_LAUNCH_ROWS, in SM cycles at the file's clock.
    Their times do not move with the bytes (1 to 4 streams, 1263-1266 us):
    the GPU starts one block every 0.6 ns, whatever it does."""
    path = os.path.join(HERE, "%s-kernels.csv" % tag)
    if not os.path.exists(path):
        return None
    per, date = [], "?"
    with open(path, newline="") as f:
        for r in csv.DictReader(f):
            if r["compiler"] != "clang" or r["kernel"] not in BLOCK_LAUNCH_ROWS:
                continue
            g = [int(x) for x in re.search(
                r"grid (\d+)x(\d+)x(\d+)", r["launch_config"]).groups()]
            per.append(float(r["value"]) * 1000 / (g[0] * g[1] * g[2]))
            date = re.search(r"on (\d{4}-\d\d-\d\d)", r["citation"]).group(1)
    if len(per) != len(BLOCK_LAUNCH_ROWS):
        return None
    per.sort()
    ns = (per[1] + per[2]) / 2
    part = LENT[tag][1]
    return {"value": round(ns * clock_mhz / 1000, 2), "source": (
        "own measurement: validation/hw/%s-kernels.csv rows %s (runner.cu, "
        "median of 21 launches each): 2,097,153 blocks of 64 threads take "
        "%.4f-%.4f ns per block whether a thread moves 8 or 24 bytes, "
        "median %.4f ns = %.2f SM cycles at %d MHz between two blocks the "
        "GPU starts; the 64M-element reductions (524,288 and 262,144 blocks "
        "of 128 threads) sit at 0.610-0.621 ns per block in the same file; "
        "%s, %s; docs/model.md section 27" % (
            tag, ", ".join(BLOCK_LAUNCH_ROWS), per[0], per[-1], ns,
            ns * clock_mhz / 1000, clock_mhz, part, date))}


def block_start(g, clock_mhz):
    """The block start of docs/model.md section 58 from the first of g's
    lent GPUs with a <tag>-micro-occupancy.csv: empty blocks alone on their
    SM (one per SM at a time), ns from one block's start to the next's at 1
    and 32 warps per block, as SM cycles at the file's clock: the 1-warp
    figure less one warp's share, and the share of each further warp."""
    for tag in TAKES[g]:
        path = os.path.join(HERE, "%s-micro-occupancy.csv" % tag)
        if os.path.exists(path):
            break
    else:
        return None
    with open(path) as f:
        rows = {r["param"]: r for r in csv.DictReader(
            l for l in f if not l.startswith("#"))
            if r["group"] == "block_start" and r["name"] == "empty"}
    one, full = (rows["%dthr_1blk_per_sm" % t] for t in (32, 1024))
    c1, c32 = (float(r["median"]) * clock_mhz / 1000 for r in (one, full))
    per_warp = (c32 - c1) / 31
    gfile, part, _ = LENT[tag]
    date, driver = provenance(tag)
    where = ("own measurement" if gfile == g else
             "own measurement on an %s (the same GH100 SM and block "
             "scheduler; block_launch measured equal on both)" % part)
    how = ("%s: validation/hw/microbench_occupancy.cu rows block_start,empty,"
           "32thr_1blk_per_sm and 1024thr_1blk_per_sm: empty blocks (EXIT "
           "alone) with 120 KB of unused dynamic shared memory, one per SM "
           "at a time, %s and %s ns (median of 11 launches of %d blocks) "
           "from one block's start to the next's, %.1f and %.1f SM cycles at "
           "%d MHz (as many blocks as fit: 82.5 ns, the block_launch rate); "
           "%s, driver %s, %s; data in validation/hw/%s-micro-occupancy.csv; "
           "docs/model.md section 58" % (
               where, one["median"], full["median"], 132 * 2048, c1, c32,
               clock_mhz, part, driver, date, tag))
    return ({"value": round(c1 - per_warp, 1), "source": how +
             ": the 1-warp figure less one warp's share"},
            {"value": round(per_warp, 2), "source": how +
             ": (1024-thread - 32-thread) / 31 warps"})


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--check", action="store_true")
    a = ap.parse_args()
    sys.path.insert(0, HERE)
    data = {tag: load(tag) for tag in LENT}
    rounders = {"branch": branch, "per_clk": per_clk}
    changed = []
    files = {}
    for g in TAKES:
        path = os.path.join(ROOT, "gpus", g + ".json")
        with open(path) as f:
            files[g] = (path, f.read())
    docs = {g: json.loads(t) for g, (_, t) in files.items()}
    for fpath, key, rnd, scope, how in FIGURES:
        rnd = rounders.get(rnd, rnd)
        found = False
        for g, tags in TAKES.items():
            own = [t for t in tags if LENT[t][0] == g]
            if scope == L2 and g == "h100-pcie":
                continue
            usable = own if scope == CHIP else list(tags)
            tag = next((t for t in usable if key in data[t][0]), None)
            if tag is None:
                continue
            found = True
            r = data[tag][0][key]
            parent = (get(docs[g], fpath.rsplit(".", 1)[0]) if "." in fpath
                      else docs[g])
            parent[fpath.rsplit(".", 1)[-1]] = {
                "value": rnd(float(r["median"])),
                "source": source(g, tag, key, r, rnd, how)}
        if not found:
            raise SystemExit("gpufile.py: no row %s in any CSV" %
                             ",".join(key))
    for tag, (g, part, _) in LENT.items():
        header = data[tag][1]
        l2 = [h for h in header if h.startswith("l2_bytes:")]
        date, driver = provenance(tag)
        if l2:
            kib = int(l2[0].split(":")[1]) // 1024
            docs[g]["memory"]["l2"]["size_kib"] = {
                "value": kib, "source": "own measurement: "
                "cudaDeviceProp::l2CacheSize on an %s (driver %s, %s), "
                "printed by validation/hw/microbench.cu (# l2_bytes in "
                "validation/hw/%s-micro.csv): %d bytes" % (
                    part, driver, date, tag, kib * 1024)}
        docs[g]["note"] = (
            "Figures whose source says 'own measurement' were measured by "
            "the project on a lent %s (validation/hw/README.md; written here "
            "by validation/hw/gpufile.py from validation/hw/%s-micro*.csv); "
            "the rest are from the cited documents. Shared-memory bank "
            "conflicts cost exactly w cycles per w-way conflicted warp load "
            "(bank_conflict rows of the same CSV)." % (part, tag))
    for tag, (g, part, _) in LENT.items():
        fig = block_launch(tag, docs[g]["clock_mhz"]["value"])
        if fig:
            docs[g]["block_launch"] = fig
    # Where the block scheduler's rate was measured too (not the PCIe part,
    # another clock and SM count).
    for g in TAKES:
        figs = block_start(g, docs[g]["clock_mhz"]["value"])
        if figs and "block_launch" in docs[g]:
            docs[g]["block_start"], docs[g]["block_start_per_warp"] = figs
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
        print("gpufile.py: %d GPU files match validation/hw/*-micro*.csv"
              % len(files))
        return 0
    print("gpufile.py: wrote %s" % (", ".join(
        os.path.relpath(p, ROOT) for p in changed) or "nothing (up to date)"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
