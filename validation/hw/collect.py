#!/usr/bin/env python3
"""Turns one `run.sh --measure` output folder into the committed files
(GPU is the run's GPU_TAG, h200 or h100):

    validation/hw/GPU-kernels.csv     one row per timed launch (clang rows are
                                      the GPU_own suite, nvcc rows the
                                      comparison), in the columns of the
                                      published-measurements CSV plus ours
    validation/hw/GPU-ncu.csv         one row per profiled kernel, one column
                                      per ncu metric
    validation/hw/GPU-micro.csv       the microbenchmarks (microbench.cu)
    validation/hw/GPU-micro-extra.csv microbench_extra.cu, with the run's
                                      date and driver in '#' lines
    validation/hw/GPU-micro-occupancy.csv microbench_occupancy.cu, likewise
    validation/hw/GPU-provenance.txt  date, driver, clocks, tool versions

    python3 validation/hw/collect.py OUT [--run2 OUT2] [--merge]

With --merge, the committed rows stay as they are and only the ids they lack
are added (a call that timed new kernels beside the old): the old ids'
new medians are compared with the committed ones (the spread is printed and
kept in the provenance file). An `ncu-stalls.csv` in OUT (run.sh
STALLS=REGEX: ncu --csv of the scheduler and warp-state sections) becomes
GPU-ncu-stalls.csv, an `ncu-reasons.csv` (REASONS=REGEX: the stall reasons
and unit use) GPU-ncu-reasons.csv; with --merge the committed launches of
both stay and this call's follow.
With --run2 (a second measurement of the same plan), each kernel row also
carries the second run's median, so that run-to-run spread is on record.
"""

import argparse
import csv
import glob
import os
import re
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from lent import LENT  # noqa: E402
COLUMNS = ["suite", "kernel", "source_repo", "source_path", "gpu", "problem",
           "launch_config", "metric", "value", "unit", "citation",
           "compiler", "min_us", "max_us", "reps", "run2_median_us", "regs",
           "static_smem", "local_bytes", "blocks_per_sm", "ptx"]


def provenance(out):
    with open(os.path.join(out, "provenance.txt")) as f:
        text = f.read()
    date = re.search(r"# date: (\S+)", text)
    return text, (date.group(1)[:10] if date else "unknown date")


def read_runner(path):
    with open(path, newline="") as f:
        return {r["id"]: r for r in csv.DictReader(f)}


def tag_of(out):
    """The GPU_TAG that run.sh named the folder's files with."""
    for tag in LENT:
        if os.path.exists(os.path.join(out, tag + "-kernels-raw.csv")):
            return tag
    raise SystemExit("collect.py: no <gpu>-kernels-raw.csv in %s" % out)


def kernels(out, out2, date, dest, tag, merge=False):
    rows = read_runner(os.path.join(out, tag + "-kernels-raw.csv"))
    second = (read_runner(os.path.join(out2, tag + "-kernels-raw.csv"))
              if out2 else {})
    cite = ("own measurement, validation/hw/run.sh --measure (runner.cu: "
            "CUDA events, 3 warm-ups, median of %s launches, random "
            "non-zero inputs) on %s" % ("{reps}", date))
    res = []
    for lid, r in rows.items():
        if r["status"] != "ok":
            print("collect.py: %s: %s" % (lid, r["status"]), file=sys.stderr)
            continue
        compiler, rest = lid.split("/", 1)
        group, kernel, size = rest.split("/")
        suite = tag + ("_tensor" if group == "tensor" else "_own")
        res.append({
            "suite": suite if compiler == "clang" else suite + "_nvcc",
            "kernel": lid, "source_repo": "this project",
            "source_path": {"corpus": "test/Inputs/corpus",
                            "tensor": "validation/hw/tensor"}.get(
                                group, "validation/kernels"),
            "gpu": tag, "problem": size,
            "launch_config": "grid %s block %s dynamic smem %s" % (
                r["grid"], r["block"], r["dynamic_smem"]),
            "metric": "time", "value": r["median_us"], "unit": "us",
            "citation": cite.format(reps=r["reps"]), "compiler": compiler,
            "min_us": r["min_us"], "max_us": r["max_us"], "reps": r["reps"],
            "run2_median_us": second.get(lid, {}).get("median_us", ""),
            "regs": r["regs"], "static_smem": r["static_smem"],
            "local_bytes": r["local_bytes"],
            "blocks_per_sm": r["blocks_per_sm"],
            "ptx": os.path.basename(r["ptx"])})
    path = os.path.join(dest, tag + "-kernels.csv")
    note = ""
    if merge:
        res, note = merged(path, res, "kernel")
    with open(path, "w", newline="") as f:
        w = csv.DictWriter(f, COLUMNS)
        w.writeheader()
        w.writerows(res)
    print("collect.py: %d rows in %s" % (len(res), path))
    return note


def merged(path, new, key):
    """The committed rows of `path`, then the rows of `new` whose `key` they
    lack; and a line on how the re-measured committed rows moved."""
    old = []
    if os.path.exists(path):  # the first call of its kind for this GPU
        with open(path, newline="") as f:
            old = list(csv.DictReader(f))
    have = {r[key]: r for r in old}
    moved = []
    for r in new:
        o = have.get(r[key])
        if o and o.get("value") and r.get("value"):
            moved.append(abs(float(r["value"]) / float(o["value"]) - 1))
    added = [r for r in new if r[key] not in have]
    note = "%d launches added" % len(added)
    if moved:
        moved.sort()
        note = ("%d committed launches timed again: median change %.2f%%, "
                "largest %.1f%%; " % (len(moved), 100 * moved[len(moved) // 2],
                                     100 * moved[-1])) + note
    print("collect.py: " + note)
    return old + added, note


def stalls(out, dest, tag, date, kind="stalls", merge=False):
    """ncu --csv of the scheduler sections (kind "stalls") or of the stall
    reasons and unit metrics (kind "reasons", run.sh REASONS=) ->
    GPU-ncu-KIND.csv (long format, as h100-ncu-stalls.csv), the launch
    named by its plan id."""
    src = os.path.join(out, "ncu-%s.csv" % kind)
    with open(os.path.join(out, "plan-ids.txt")) as f:
        plan = [l.strip() for l in f if l.strip()]
    with open(src, newline="") as f:
        lines = [l for l in f if l.startswith('"')]
    rows = list(csv.DictReader(lines))
    # Launches are profiled in plan order: the n-th distinct ID is the
    # n-th plan entry that the --only expression of the call matched.
    with open(os.path.join(out, "ncu-%s.only" % kind)) as f:
        only = f.read().strip()
    ids = [p for p in plan if re.search(only, p)]
    path = os.path.join(dest, "%s-ncu-%s.csv" % (tag, kind))
    # --merge: the committed launches stay (their command line first), the
    # launches of this call replace theirs and follow.
    kept_head, kept = [], []
    if merge and os.path.exists(path):
        with open(path, newline="") as f:
            old = f.read().splitlines()
        kept_head = [l for l in old if l.startswith("#")]
        body = [l for l in old if not l.startswith("#")]
        mine = set(ids)
        kept = [r for r in csv.reader(body[1:]) if r and r[0] not in mine]
    what = ("--section WarpStateStats --section SchedulerStats --section "
            "ComputeWorkloadAnalysis --section InstructionStats"
            if kind == "stalls" else
            "--metrics <the stall reasons and unit metrics of run.sh "
            "REASONS=>")
    with open(path, "w", newline="") as f:
        for l in kept_head:
            f.write(l + "\n")
        f.write("# %sncu --clock-control none %s --csv ./runner plan.txt "
                "/tmp/t.csv --reps 1 --warmup 0 --only '%s'\n"
                % ("then: " if kept_head else "", what, only))
        f.write("# %s, %s; metric rows only\n" % (tag, date))
        w = csv.writer(f)
        w.writerow(["id", "kernel", "grid", "block", "section", "metric",
                    "unit", "value"])
        w.writerows(kept)
        for r in rows:
            if not r["Metric Name"]:
                continue
            k = int(r["ID"])
            w.writerow([ids[k] if k < len(ids) else "", r["Kernel Name"],
                        r["Grid Size"], r["Block Size"], r["Section Name"],
                        r["Metric Name"], r["Metric Unit"],
                        r["Metric Value"].replace(",", "")])
    print("collect.py: %d launches in %s" % (len({r["ID"] for r in rows}),
                                             path))


def ncu(out, dest, tag, merge=False):
    """ncu --csv logs (long format: one metric per line) -> one row per
    kernel. Kernels are profiled in plan order, one launch each, so the
    n-th profiled launch of a group is the n-th plan entry of that group."""
    plan = []
    with open(os.path.join(out, "plan-ids.txt")) as f:
        plan = [l.strip() for l in f if l.strip()]
    groups = []
    with open(os.path.join(out, "ncu-groups.txt")) as f:
        groups = [l.rstrip("\n") for l in f if l.strip()]
    table, metrics = [], []
    for i, g in enumerate(groups):
        ids = [p for p in plan if re.search(g, p)]
        path = os.path.join(out, "ncu-%d.csv" % i)
        if not os.path.exists(path):
            continue
        with open(path, newline="") as f:
            lines = [l for l in f if l.startswith('"')]
        by = {}
        for r in csv.DictReader(lines):
            k = int(r["ID"])
            by.setdefault(k, {"ncu_kernel": r["Kernel Name"]})
            m = r["Metric Name"]
            by[k][m] = r["Metric Value"].replace(",", "")
            if m not in metrics:
                metrics.append(m)
        for k in sorted(by):
            if k < len(ids):
                by[k]["id"] = ids[k]
                table.append(by[k])
    path = os.path.join(dest, tag + "-ncu.csv")
    if merge:
        table, _ = merged(path, table, "id")
        for r in table:
            metrics += [m for m in r if m not in metrics + ["id", "ncu_kernel"]]
    with open(path, "w", newline="") as f:
        w = csv.DictWriter(f, ["id", "ncu_kernel"] + sorted(metrics),
                           restval="")
        w.writeheader()
        w.writerows(table)
    print("collect.py: %d kernels, %d metrics in %s"
          % (len(table), len(metrics), path))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("out", help="the --measure output folder")
    ap.add_argument("--run2", help="a second --measure folder of the plan")
    ap.add_argument("--merge", action="store_true",
                    help="keep the committed rows, add the ids they lack")
    ap.add_argument("--dest", default=HERE,
                    help="where the files go (default validation/hw)")
    a = ap.parse_args()
    dest = a.dest
    tag = tag_of(a.out)
    text, date = provenance(a.out)
    note = kernels(a.out, a.run2, date, dest, tag, a.merge)
    with open(os.path.join(dest, tag + "-provenance.txt"),
              "a" if a.merge else "w") as f:
        if a.merge:
            f.write("\n# launches added on %s (collect.py --merge): %s\n"
                    % (date, note))
        f.write(text)
        if a.run2:
            f.write("\n# second run\n" + provenance(a.run2)[0])
    micro = os.path.join(a.out, tag + "-micro.csv")
    if os.path.exists(micro):
        shutil.copy(micro, os.path.join(dest, tag + "-micro.csv"))
    for name in ("micro-extra", "micro-occupancy"):
        extra = os.path.join(a.out, "%s-%s.csv" % (tag, name))
        if os.path.exists(extra):
            head = [l for l in text.splitlines()
                    if re.match(r"# (date|name|NVIDIA|Cuda)", l)]
            with open(extra) as f, open(os.path.join(
                    dest, "%s-%s.csv" % (tag, name)), "w") as g:
                g.write("\n".join(head) + "\n" + f.read())
    if glob.glob(os.path.join(a.out, "ncu-[0-9]*.csv")):
        ncu(a.out, dest, tag, a.merge)
    for kind in ("stalls", "reasons"):
        if os.path.exists(os.path.join(a.out, "ncu-%s.only" % kind)):
            stalls(a.out, dest, tag, date, kind, a.merge)


if __name__ == "__main__":
    main()
