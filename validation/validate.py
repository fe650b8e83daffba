#!/usr/bin/env python3
"""Accuracy harness: predicts every published measurement in the
measurements CSV with the lhf driver and reports how far off it is.

For every suite (validation/suites/<suite>.json, kernels in
validation/kernels/<suite>.cu) each CSV row is matched to one measurement
entry (the entry names the CSV kernel, GPU and metric, plus the metrics of
the same timing that are not counted again), the driver predicts the
kernel's time for the entry's launch, and the prediction is converted into
the CSV's metric (time, or nominal bytes / time, or flops / time).

Reported per suite and overall: mean absolute percentage error (MAPE, in the
CSV's metric) and Spearman rank correlation (average ranks for ties) between
predicted and measured kernel times. Writes docs/accuracy.md on a full run.

Exit status: 0 when every suite ran (whatever the accuracy; the report says
whether the targets are met), 1 when a suite could not be run (driver error,
crash, a CSV row no entry matches, a kernel missing from the output, ...),
2 on bad usage.

Standard library only. Usage:
    python3 validation/validate.py [--model max|paper|both] [--suite NAME]
                                   [--jobs N] [--csv FILE] [--doc FILE]
"""

import argparse
import concurrent.futures
import contextlib
import csv
import datetime
import json
import math
import os
import platform
import re
import shlex
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "hw"))
import compare  # noqa: E402  (validation/hw/compare.py)
import ladders  # noqa: E402  (validation/ladders.py)

ROOT = os.path.dirname(HERE)
DEFAULT_CSV = "/work/shared/data/measurements-dev.csv"
DEFAULT_DOC = os.path.join(ROOT, "docs", "accuracy.md")
FINDINGS = os.path.join(HERE, "findings.md")
DEFAULT_MODEL = "max"  # the driver's default aggregation (docs/model.md 5)
TARGET_MAPE = 35.0
TARGET_SPEARMAN = 0.8
DRIVER_TIMEOUT_S = 300

# --------------------------------------------------------------------------
# statistics


def ranks(values):
    """1-based ranks; tied values get the average of their ranks."""
    order = sorted(range(len(values)), key=lambda i: values[i])
    r = [0.0] * len(values)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and values[order[j + 1]] == values[order[i]]:
            j += 1
        avg = (i + j) / 2.0 + 1.0
        for k in range(i, j + 1):
            r[order[k]] = avg
        i = j + 1
    return r


def pearson(x, y):
    n = len(x)
    if n < 2:
        return None
    mx = sum(x) / n
    my = sum(y) / n
    sxy = sum((a - mx) * (b - my) for a, b in zip(x, y))
    sxx = sum((a - mx) ** 2 for a in x)
    syy = sum((b - my) ** 2 for b in y)
    if sxx == 0 or syy == 0:
        return None
    return sxy / math.sqrt(sxx * syy)


def spearman(x, y):
    """Spearman's rho: Pearson correlation of the average ranks."""
    if len(x) < 3:
        return None
    return pearson(ranks(x), ranks(y))


def mape(rows):
    if not rows:
        return None
    return 100.0 * sum(r["ape"] for r in rows) / len(rows)


def median(v):
    v = sorted(v)
    if not v:
        return None
    n = len(v)
    return v[n // 2] if n % 2 else 0.5 * (v[n // 2 - 1] + v[n // 2])


# --------------------------------------------------------------------------
# inputs


class SuiteError(Exception):
    pass


def gpu_value(x):
    return x["value"] if isinstance(x, dict) and "value" in x else x


def load_gpu_file(name, cache={}):
    if name not in cache:
        path = os.path.join(ROOT, "gpus", name + ".json")
        with open(path) as f:
            cache[name] = json.load(f)
    return cache[name]


def dynamic_smem_for(gpu, blocks_per_sm):
    """Dynamic shared memory per block that lets exactly blocks_per_sm blocks
    share the GPU file's largest carve-out (the te42kyfo 'spoiler')."""
    lim = load_gpu_file(gpu)["limits"]
    per_sm = gpu_value(lim["shared_memory_per_sm"])
    unit = gpu_value(lim.get("shared_memory_allocation_unit", 256)) or 1
    reserved = gpu_value(lim.get("reserved_shared_memory_per_block", 0)) or 0
    optin = gpu_value(lim.get("shared_memory_per_block_optin", per_sm))
    per_block = (per_sm // blocks_per_sm) // unit * unit
    if per_block * (blocks_per_sm + 1) <= per_sm:
        raise SuiteError("%s: cannot pin %d blocks/SM with shared memory"
                         % (gpu, blocks_per_sm))
    dyn = per_block - reserved
    if dyn > optin:
        raise SuiteError("%s: %d B dynamic shared memory exceeds the opt-in "
                         "limit %d" % (gpu, dyn, optin))
    return dyn


def load_suites(only):
    d = os.path.join(HERE, "suites")
    suites = []
    for fn in sorted(os.listdir(d)):
        if not fn.endswith(".json"):
            continue
        with open(os.path.join(d, fn)) as f:
            s = json.load(f)
        if s["suite"] + ".json" != fn:
            raise SystemExit("%s: 'suite' is %s" % (fn, s["suite"]))
        if only and s["suite"] not in only:
            continue
        suites.append(s)
    return suites


def skip_row(suite, r):
    """CSV rows the suite lists under "skip" (library calls with no source
    of ours, e.g. cuBLAS): matched by kernel (and GPU if given)."""
    g = suite["gpu_map"].get(r["gpu"])
    return any(s["kernel"] == r["kernel"] and s.get("gpu", g) == g
               for s in suite.get("skip", []))


def suite_rows(suite, csv_rows):
    """The suite's rows: from the shared CSV, or from the suite's own
    "measurements_csv" (a path under validation/, e.g. our H200 timings)."""
    own = suite.get("measurements_csv")
    if not own:
        return [r for r in csv_rows if r["suite"] == suite["suite"]]
    with open(os.path.join(HERE, own), newline="") as f:
        rows = [r for r in csv.DictReader(f) if r["suite"] == suite["suite"]]
    for i, r in enumerate(rows):
        r["_line"] = i + 2
    return rows


def match_rows(suite, csv_rows):
    """Attach the measured value to every entry; every CSV row of the suite
    must match exactly one entry (as its counted metric or a duplicate)."""
    gmap = suite["gpu_map"]
    entries = suite["measurements"]
    for e in entries:
        e["csv_row"] = None
        e["duplicate_rows"] = []
    problems = []
    for r in csv_rows:
        if skip_row(suite, r):
            continue
        if r["gpu"] not in gmap:
            problems.append("CSV row %d: GPU '%s' not in gpu_map"
                            % (r["_line"], r["gpu"]))
            continue
        g = gmap[r["gpu"]]
        hits = []
        for e in entries:
            c = e["csv"]
            if c["kernel"] != r["kernel"] or c["gpu"] != g:
                continue
            if not r["launch_config"].startswith(c.get("launch_prefix", "")):
                continue
            if not r["problem"].startswith(c.get("problem_prefix", "")):
                continue
            if r["metric"] == e["metric"] or r["metric"] in e["duplicates"]:
                hits.append(e)
        if len(hits) != 1:
            problems.append("CSV row %d (%s, %s, %s): %d matching entries"
                            % (r["_line"], r["kernel"], r["gpu"], r["metric"],
                               len(hits)))
            continue
        e = hits[0]
        if r["metric"] == e["metric"]:
            if e["csv_row"] is not None:
                problems.append("CSV row %d: entry %s already has a %s row"
                                % (r["_line"], e["id"], e["metric"]))
            e["csv_row"] = r
        else:
            e["duplicate_rows"].append(r)
    for e in entries:
        if e["csv_row"] is None:
            problems.append("entry %s: no CSV row with metric %s"
                            % (e["id"], e["metric"]))
    if problems:
        raise SuiteError("; ".join(problems[:5]) +
                         (" (+%d more)" % (len(problems) - 5)
                          if len(problems) > 5 else ""))


# --------------------------------------------------------------------------
# driver


def find_lhf(opt):
    cands = [opt, os.environ.get("LHF"),
             os.path.join(ROOT, "build", "bin", "lhf")]
    for c in cands:
        if c and os.path.isfile(c) and os.access(c, os.X_OK):
            return os.path.abspath(c)
    raise SystemExit("lhf driver not found (set $LHF or build "
                     "build/bin/lhf)")


def entry_source(suite, e):
    """A suite's kernels are in one file (`source`, under validation/), or
    each entry names its own (`source`, under the repository root)."""
    if "source" in e:
        return os.path.join(ROOT, e["source"])
    return os.path.join(HERE, suite["source"])


def plan_calls(suite, model):
    """Groups entries into driver calls: one per GPU, source file and set of
    distinct kernel names, so each .cu is compiled as few times as
    possible."""
    calls = []
    by_call = {}
    # The driver predicts every kernel of the file and wants a launch for
    # each: kernels a call does not measure get one of their other launches.
    fillers = {}
    for e in suite["measurements"]:
        fillers.setdefault(entry_source(suite, e), {}).setdefault(
            e["kernel"], e)
    for e in suite["measurements"]:
        by_call.setdefault((e["gpu_name"], entry_source(suite, e)),
                           []).append(e)
    for (gpu, source), es in by_call.items():
        groups = []
        for e in es:
            for g in groups:
                if e["kernel"] not in g:
                    g[e["kernel"]] = e
                    break
            else:
                groups.append({e["kernel"]: e})
        for g in groups:
            calls.append({"suite": suite["suite"], "gpu": gpu,
                          "model": model, "entries": g,
                          "fillers": fillers[source], "source": source,
                          "flags": suite.get("compile_flags", [])})
    return calls


def run_call(lhf, call, tmpdir, idx):
    launch = {"kernels": {}}
    todo = dict(call["fillers"])
    todo.update(call["entries"])
    for k, e in todo.items():
        spec = {"block": e["block"], "grid": e["grid"],
                "args": e.get("args", {})}
        if "regs" in e:
            spec["regs"] = e["regs"]
        if "dynamic_smem" in e:
            spec["dynamic_smem"] = e["dynamic_smem"]
        if "blocks_per_sm" in e:
            spec["dynamic_smem"] = dynamic_smem_for(call["gpu"],
                                                    e["blocks_per_sm"])
        launch["kernels"][k] = spec
    lf = os.path.join(tmpdir, "launch-%d.json" % idx)
    with open(lf, "w") as f:
        json.dump(launch, f)
    cmd = [lhf, "predict", call["source"], "--gpu", call["gpu"],
           "--launch", lf, "--model", call["model"], "--json",
           "--all-hints"]
    if call["flags"]:  # how the measured code was compiled
        cmd += ["--"] + call["flags"]
    call["cmd"] = " ".join(shlex.quote(c) for c in cmd)
    t0 = time.time()
    try:
        p = subprocess.run(cmd, capture_output=True, text=True,
                           timeout=DRIVER_TIMEOUT_S)
    except subprocess.TimeoutExpired:
        return "timed out after %d s: %s" % (DRIVER_TIMEOUT_S, call["cmd"])
    call["seconds"] = time.time() - t0
    if p.returncode != 0:
        return "exit %d: %s\n%s" % (p.returncode, call["cmd"],
                                    p.stderr.strip()[-2000:])
    try:
        out = json.loads(p.stdout)
    except ValueError as ex:
        return "unreadable JSON (%s): %s" % (ex, call["cmd"])
    got = {}
    for k in out.get("kernels", []):
        got[k.get("demangled", k.get("name", "")).split("(")[0]] = k
    for name, e in call["entries"].items():
        k = got.get(name)
        if k is None:
            return "kernel %s missing from the output: %s" % (name,
                                                               call["cmd"])
        t = k.get("predicted_time_us")
        if not k.get("can_launch", True):
            return "kernel %s cannot launch (%s): %s" % (
                name, k.get("cannot_launch_reason", ""), call["cmd"])
        if not isinstance(t, (int, float)) or not (t > 0) or math.isinf(t):
            return "kernel %s: predicted_time_us = %r: %s" % (name, t,
                                                             call["cmd"])
        pred = e.setdefault("pred", {})
        pred[call["model"]] = {
            "time_us": float(t),
            "cycles": k.get("predicted_cycles"),
            "bottleneck": k.get("bottleneck", ""),
            "blp": k.get("blp"), "blp_limiter": k.get("blp_limiter", ""),
            "tlp": k.get("tlp"), "regs": k.get("regs"), "w": k.get("w"),
            "issue_pct": (100.0 * k["issue_cycles"] / k["time_one_rep"]
                          if k.get("time_one_rep") else None),
            "counts": compare.summarize_accesses(k.get("accesses", [])),
            "static_smem": k.get("static_smem"),
            "clock_mhz": k.get("gpu_info", {}).get("clock_mhz"),
            "bandwidth_gbs": k.get("gpu_info", {}).get("bandwidth_gbs"),
            "hints": k.get("hints", []),
            "sol": k.get("speed_of_light"),
            "notes": [n for n in k.get("notes", [])
                      if "figure(s) are assumptions" not in n],
            "cmd": call["cmd"],
        }
        if "blocks_per_sm" in e and k.get("blp") != e["blocks_per_sm"]:
            pred[call["model"]]["notes"].append(
                "harness: wanted %d blocks/SM, the model has %s (%s)"
                % (e["blocks_per_sm"], k.get("blp"), k.get("blp_limiter")))
    return None


# --------------------------------------------------------------------------
# conversion


def measured_and_predicted(e, model):
    """(measured, predicted) in the CSV's metric, and both as times (us)."""
    r = e["csv_row"]
    metric = e["metric"]
    unit = r["unit"]
    v = float(r["value"])
    t_pred = e["pred"][model]["time_us"]
    if metric == "time":
        scale = {"ms": 1e3, "us": 1.0, "s": 1e6}[unit.split(" ")[0]]
        return v, t_pred / scale, v * scale, t_pred
    if metric in ("bandwidth", "effective_bandwidth"):
        if not unit.startswith("GB/s"):
            raise SuiteError("%s: unit %s" % (e["id"], unit))
        ub = e.get("bandwidth_unit_bytes", 1e9)  # GB/s or GiB/s
        pred = e["bytes"] / (t_pred * 1e-6) / ub
        t_meas = e["bytes"] / (v * ub) * 1e6
        return v, pred, t_meas, t_pred
    if metric == "throughput":
        if unit != "GFLOP/s":
            raise SuiteError("%s: unit %s" % (e["id"], unit))
        pred = e["flops"] / (t_pred * 1e-6) / 1e9
        return v, pred, e["flops"] / (v * 1e9) * 1e6, t_pred
    raise SuiteError("%s: unknown metric %s" % (e["id"], metric))


def evaluate(suite, model):
    rows = []
    for e in suite["measurements"]:
        meas, pred, t_meas, t_pred = measured_and_predicted(e, model)
        rows.append({"id": e["id"], "entry": e, "metric": e["metric"],
                     "unit": e["csv_row"]["unit"], "measured": meas,
                     "predicted": pred, "t_meas": t_meas, "t_pred": t_pred,
                     "ape": abs(pred - meas) / meas,
                     "ape_time": abs(t_pred - t_meas) / t_meas})
    return rows


def stats(rows):
    if not rows:
        return {"n": 0, "mape": None, "median_ape": None, "max_ape": None,
                "spearman": None, "mape_time": None}
    return {"n": len(rows), "mape": mape(rows),
            "median_ape": 100 * median([r["ape"] for r in rows]),
            "max_ape": 100 * max(r["ape"] for r in rows),
            "mape_time": 100 * sum(r["ape_time"] for r in rows) / len(rows),
            "spearman": spearman([r["t_pred"] for r in rows],
                                 [r["t_meas"] for r in rows])}


# --------------------------------------------------------------------------
# report

# Classes of kernel for the per-class table, by the kernel's name (first
# match wins); the tensor-core GEMMs before the FP32 ones.
CLASSES = [
    ("GEMM, tensor core", ("mma", "wmma", "wgmma", "hgemm", "cpasync",
                           "hmma")),
    ("GEMM, FP32", ("sgemm", "matmul", "mm", "gemm")),
    ("reduction", ("reduce",)),
    ("GEMV", ("gemv",)),
    ("transpose", ("transpose",)),
    ("stream (copy, scale, add, triad, read, write)",
     ("copy", "scale", "add", "triad", "read", "write", "init", "stream",
      "vecadd")),
]


OTHER_CLASS = "other (stencils, FMA chains, histograms, attention)"


def kernel_class(row, suite_class=None):
    """The class of a row's kernel: the suite's "kernel_class" where it sets
    one (kernels whose names do not say, as gau_nernst's matmul_vN), else
    the first class with a word of the kernel's name starting with a key."""
    if suite_class:
        return suite_class
    words = re.split(r"[^a-z0-9]+", row["entry"].get("kernel",
                                                       row["id"]).lower())
    for label, keys in CLASSES:
        if any(w.startswith(k) for w in words for k in keys):
            return label
    return OTHER_CLASS


def class_table(results, model, suites):
    """Rows of one model grouped by kernel class: MAPE, and the range of
    predicted / measured time."""
    by = {}
    for name, res in results.items():
        if res.get("ok"):
            sc = suites.get(name, {}).get("kernel_class")
            for r in res[model]["rows"]:
                by.setdefault(kernel_class(r, sc), []).append(r)
    out = []
    order = [c for c, _ in CLASSES] + [OTHER_CLASS]
    for c in order:
        rows = by.get(c, [])
        if not rows:
            continue
        q = sorted(r["t_pred"] / r["t_meas"] for r in rows)
        out.append("| %s | %d | %s | %.2f | %.2f - %.2f |" % (
            c, len(rows), fmt(mape(rows)), median(q), q[0], q[-1]))
    return out


def fmt(x, spec="%.1f", none="n/a"):
    return none if x is None else spec % x


def fmt_val(x):
    if x is None:
        return "n/a"
    a = abs(x)
    if a >= 1000:
        return "%.0f" % x
    if a >= 100:
        return "%.1f" % x
    if a >= 1:
        return "%.2f" % x
    return "%.4f" % x


def print_table(results, models, overall):
    hdr = "%-44s %5s" % ("suite", "rows")
    for m in models:
        hdr += " | %-5s MAPE%% rho " % m
    print(hdr)
    print("-" * len(hdr))
    for s, res in results.items():
        line = "%-44s %5s" % (s, res[models[0]]["stats"]["n"]
                              if res.get("ok") else "-")
        for m in models:
            if not res.get("ok"):
                line += " | %-17s" % "FAILED"
                continue
            st = res[m]["stats"]
            line += " | %9s %6s" % (fmt(st["mape"]),
                                    fmt(st["spearman"], "%.3f"))
        print(line)
    print("-" * len(hdr))
    for label, key in (("overall (pooled rows)", "pooled"),
                       ("overall (mean of suites)", "macro")):
        line = "%-44s %5s" % (label, overall[models[0]]["pooled"]["n"])
        for m in models:
            o = overall[m][key]
            line += " | %9s %6s" % (fmt(o["mape"]),
                                    fmt(o["spearman"], "%.3f"))
        print(line)


def read_findings():
    """validation/findings.md: '## <suite>' sections of hand-written
    analysis, and '## general' / '## driver issues'."""
    sec = {}
    if not os.path.isfile(FINDINGS):
        return sec
    cur = None
    with open(FINDINGS) as f:
        for line in f:
            if line.startswith("## "):
                cur = line[3:].strip()
                sec[cur] = []
            elif cur is not None:
                sec[cur].append(line)
    return {k: "".join(v).strip() for k, v in sec.items()}


def diagnostics(suite_name, rows, model):
    """Data-driven observations for the discussion."""
    out = []
    below_floor = []
    for r in rows:
        e = r["entry"]
        bw = e["pred"][model]["bandwidth_gbs"]
        if bw and e.get("bytes"):
            floor_us = e["bytes"] / (bw * 1e9) * 1e6
            if r["t_pred"] < 0.98 * floor_us:
                below_floor.append((r, floor_us))
    if below_floor:
        worst = max(below_floor, key=lambda x: x[1] / x[0]["t_pred"])
        out.append(
            "%d of %d predictions are faster than the compulsory DRAM "
            "traffic allows (nominal bytes / the GPU file's DRAM bandwidth);"
            " worst: %s, predicted %.1f us vs a floor of %.1f us (%.2fx)."
            % (len(below_floor), len(rows), worst[0]["id"],
               worst[0]["t_pred"], worst[1], worst[1] / worst[0]["t_pred"]))
    over = [r for r in rows if r["t_pred"] > r["t_meas"]]
    out.append("%d of %d rows predicted slower than measured, %d faster."
               % (len(over), len(rows), len(rows) - len(over)))
    bn = {}
    for r in rows:
        b = r["entry"]["pred"][model]["bottleneck"]
        bn[b] = bn.get(b, 0) + 1
    out.append("Bottlenecks the model reports: " +
               ", ".join("%s %d" % kv for kv in sorted(bn.items())) + ".")
    lim = {}
    for r in rows:
        p = r["entry"]["pred"][model]
        lim.setdefault(p["blp_limiter"], set()).add(r["entry"]["gpu_name"])
    out.append("Occupancy (blocks/SM) limited by: " + "; ".join(
        "%s (%s)" % (k, ", ".join(sorted(v))) for k, v in sorted(lim.items()))
        + ".")
    sm75 = sorted({r["entry"]["gpu_name"] for r in rows
                   if any("compiled for sm_75" in n
                          for n in r["entry"]["pred"][model]["notes"])})
    if sm75:
        out.append("Compiled for sm_75 instead of the GPU's own architecture"
                   " (CUDA 13 cannot target it): %s." % ", ".join(sm75))
    # roofline: what the logged clock would do to compute-bound rows
    clk = [r for r in rows if r["entry"].get("run_clock_mhz")
           and r["entry"]["pred"][model]["bottleneck"] == "issue"]
    if clk:
        before = 100 * sum(r["ape"] for r in clk) / len(clk)
        after = 0.0
        for r in clk:
            p = r["entry"]["pred"][model]
            f = p["clock_mhz"] / r["entry"]["run_clock_mhz"]
            after += abs(r["t_pred"] * f - r["t_meas"]) / r["t_meas"]
        after = 100 * after / len(clk)
        out.append(
            "Clock: the %d issue-bound rows were measured at a logged median "
            "SM clock of %d-%d MHz, the GPU files say %s MHz. Converting "
            "their predicted cycles at the logged clock instead would move "
            "their error (in time) from %.1f%% to %.1f%% (diagnostic only, "
            "not used in the tables)." % (
                len(clk), min(r["entry"]["run_clock_mhz"] for r in clk),
                max(r["entry"]["run_clock_mhz"] for r in clk),
                "/".join(sorted({str(r["entry"]["pred"][model]["clock_mhz"])
                                 for r in clk})),
                100 * sum(r["ape_time"] for r in clk) / len(clk), after))
    worst = sorted(rows, key=lambda r: -r["ape"])[:3]
    out.append("Largest errors: " + "; ".join(
        "%s %s %s predicted vs %s measured (%s, %s)" % (
            r["id"], r["metric"], fmt_val(r["predicted"]),
            fmt_val(r["measured"]), "%+.0f%%" % (
                100 * (r["predicted"] - r["measured"]) / r["measured"]),
            r["entry"]["pred"][model]["bottleneck"]) for r in worst) + ".")
    return out


def write_doc(path, args, results, models, overall, suites, elapsed, lhf):
    now = datetime.datetime.now(datetime.timezone.utc)
    uname = " ".join([platform.system(), platform.release(),
                      platform.machine()])
    try:
        uname = subprocess.run(["uname", "-srm"], capture_output=True,
                               text=True).stdout.strip() or uname
    except OSError:
        pass
    try:
        rev = subprocess.run(["git", "-C", ROOT, "rev-parse", "--short",
                              "HEAD"], capture_output=True,
                             text=True).stdout.strip()
    except OSError:
        rev = ""
    findings = read_findings()
    dm = DEFAULT_MODEL if DEFAULT_MODEL in models else models[0]
    L = []
    w = L.append
    w("# Accuracy against published timings")
    w("")
    w("Generated by `validation/validate.py` - do not edit by hand; the "
      "hand-written analysis lives in `validation/findings.md` and is "
      "copied in below.")
    w("")
    w("| | |")
    w("| --- | --- |")
    w("| date (UTC) | %s |" % now.strftime("%Y-%m-%d %H:%M"))
    w("| command | `%s` |" % args.command_line)
    w("| machine | `%s` |" % uname)
    w("| driver | `%s`%s |" % (os.path.relpath(lhf, ROOT),
                               " (git %s)" % rev if rev else ""))
    w("| measurements | `%s` (%d rows) |" % (args.csv, args.csv_rows))
    w("| run time | %.0f s, %d jobs |" % (elapsed, args.jobs))
    w("")
    w("Every CSV row is predicted with the project's own implementation of "
      "the published kernel (`validation/kernels/<suite>.cu`) and the "
      "launch, problem size and metric conversion in "
      "`validation/suites/<suite>.json`. **MAPE** is the mean absolute "
      "percentage error in the CSV's own metric (time, or GB/s, or GFLOP/s "
      "derived from the predicted time with the algorithm's nominal bytes "
      "or flops). **rho** is Spearman's rank correlation between predicted "
      "and measured kernel *times* (a bandwidth is converted back to a time "
      "with the same nominal bytes; average ranks for ties), so that rows "
      "in different metrics can be ranked together. When the CSV gives two "
      "metrics of one timing (time and bandwidth, or bandwidth and "
      "GFLOP/s) the row is counted once: time if given, else bandwidth.")
    w("")
    # headline
    o = overall[dm]["pooled"]
    ok_mape = o["mape"] is not None and o["mape"] <= TARGET_MAPE
    ok_rho = o["spearman"] is not None and o["spearman"] >= TARGET_SPEARMAN
    w("## Result")
    w("")
    failed = [s for s, r in results.items() if not r.get("ok")]
    w("Model `--model %s`%s, all %d counted rows pooled: **MAPE "
      "%s%%**, **Spearman %s**. Targets (MAPE <= %.0f%%, Spearman >= %.1f):"
      " MAPE %s, Spearman %s.%s" % (
          dm, " (the driver's default)" if dm == DEFAULT_MODEL else
          " (NOT the driver's default, %s)" % DEFAULT_MODEL,
          o["n"], fmt(o["mape"]), fmt(o["spearman"], "%.3f"),
          TARGET_MAPE, TARGET_SPEARMAN, "met" if ok_mape else "**missed**",
          "met" if ok_rho else "**missed**",
          (" Suites that failed to run: %s." % ", ".join(failed))
          if failed else " Every suite ran."))
    w("")
    w("| suite | rows | model | MAPE % | median APE % | worst APE % | "
      "MAPE of time % | Spearman |")
    w("| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: |")
    for s, res in results.items():
        if not res.get("ok"):
            w("| %s | - | - | FAILED: %s | | | | |"
              % (s, res.get("error", "").replace("\n", " ")[:300]))
            continue
        for m in models:
            st = res[m]["stats"]
            w("| %s | %d | %s | %s | %s | %s | %s | %s |" % (
                s, st["n"], m, fmt(st["mape"]), fmt(st["median_ape"]),
                fmt(st["max_ape"]), fmt(st["mape_time"]),
                fmt(st["spearman"], "%.3f")))
    for label, key in (("**overall, pooled rows**", "pooled"),
                       ("overall, mean of suites", "macro")):
        for m in models:
            oo = overall[m][key]
            w("| %s | %s | %s | %s | %s | %s | %s | %s |" % (
                label, oo["n"], m, fmt(oo["mape"]),
                fmt(oo.get("median_ape")), fmt(oo.get("max_ape")),
                fmt(oo.get("mape_time")), fmt(oo["spearman"], "%.3f")))
    w("")
    w("\"Mean of suites\" weights each suite equally (the pooled numbers are "
      "dominated by the 152 gpu-stream rows); its Spearman is the mean of "
      "the per-suite values. \"MAPE of time\" is the same error measured on "
      "times instead of the CSV's metric (a bandwidth error of -50% is a "
      "time error of +100%).")
    w("")
    w("## By class of kernel")
    w("")
    w("Model `--model %s`, every suite's rows by the kernel's name; the "
      "predicted / measured time of the median row and the range." % dm)
    w("")
    w("| class | rows | MAPE % | median predicted/measured | range |")
    w("| --- | ---: | ---: | ---: | ---: |")
    for line in class_table(results, dm, {s["suite"]: s for s in suites}):
        w(line)
    w("")
    if len(models) > 1:
        w("## Aggregation: `max` vs `paper` (docs/model.md section 5)")
        w("")
        a, b = overall["max"]["pooled"], overall["paper"]["pooled"]
        am, bm = overall["max"]["macro"], overall["paper"]["macro"]
        w("| aggregation | MAPE % (pooled) | Spearman (pooled) | MAPE % "
          "(mean of suites) | Spearman (mean of suites) |")
        w("| --- | ---: | ---: | ---: | ---: |")
        w("| max | %s | %s | %s | %s |" % (fmt(a["mape"]),
                                           fmt(a["spearman"], "%.3f"),
                                           fmt(am["mape"]),
                                           fmt(am["spearman"], "%.3f")))
        w("| paper | %s | %s | %s | %s |" % (fmt(b["mape"]),
                                             fmt(b["spearman"], "%.3f"),
                                             fmt(bm["mape"]),
                                             fmt(bm["spearman"], "%.3f")))
        w("")
        if findings.get("aggregation"):
            w(findings["aggregation"])
            w("")
    if findings.get("general"):
        w("## What the numbers rest on")
        w("")
        w(findings["general"])
        w("")
    w("## Per suite")
    w("")
    for s in suites:
        name = s["suite"]
        res = results[name]
        w("### %s" % name)
        w("")
        w("Kernels: %s; launches: `validation/suites/%s.json`."
          % ("`validation/%s`" % s["source"] if "source" in s
             else "each entry's `source`", name))
        w("")
        w("Conversions (from the suite file):")
        w("")
        for c in s.get("conversions", []):
            w("* " + c)
        w("")
        if not res.get("ok"):
            w("**Did not run:** `%s`" % res.get("error", "").replace(
                "\n", " ")[:1000])
            w("")
            continue
        w("Observations (computed, `--model %s`):" % dm)
        w("")
        for d in diagnostics(name, res[dm]["rows"], dm):
            w("* " + d)
        w("")
        if s.get("ncu_csv"):
            w("Intermediate quantities against the GPU (`validation/hw/"
              "compare.py`):")
            w("")
            gpu = load_gpu_file(s["gpu_map"][next(iter(s["gpu_map"]))])
            for line in compare.section(
                    res[dm]["rows"], dm,
                    os.path.join(HERE, s["measurements_csv"]),
                    os.path.join(HERE, s["ncu_csv"]),
                    gpu_value(gpu["limits"]["max_warps_per_sm"])):
                w(line)
        if findings.get(name):
            w(findings[name])
            w("")
    for line in args.ladder_doc:
        w(line)
    if findings.get("driver issues"):
        w("## Driver issues found while building the harness")
        w("")
        w(findings["driver issues"])
        w("")
    w("## Every row")
    w("")
    other = [m for m in models if m != dm]
    w("Predicted and measured in the CSV's metric; APE for `--model %s`%s. "
      "`bottleneck`, `BLP` (blocks/SM and what limits it) and `regs` are "
      "the driver's." % (dm, (", predicted value for `--model %s` in the "
                             "last column" % other[0]) if other else ""))
    w("")
    for s in suites:
        name = s["suite"]
        res = results[name]
        if not res.get("ok"):
            continue
        w("#### %s" % name)
        w("")
        hdr = "| row | GPU | metric | measured | predicted | APE % | " \
              "bottleneck | BLP | regs |"
        sep = "| --- | --- | --- | ---: | ---: | ---: | --- | --- | ---: |"
        if other:
            hdr += " %s |" % other[0]
            sep += " ---: |"
        w(hdr)
        w(sep)
        orow = {r["id"]: r for r in res[other[0]]["rows"]} if other else {}
        for r in res[dm]["rows"]:
            p = r["entry"]["pred"][dm]
            line = "| %s | %s | %s %s | %s | %s | %.1f | %s | %s %s | %s |" % (
                r["id"], r["entry"]["gpu_name"], r["metric"],
                r["unit"].split(" ")[0], fmt_val(r["measured"]),
                fmt_val(r["predicted"]), 100 * r["ape"], p["bottleneck"],
                p["blp"], p["blp_limiter"], p["regs"])
            if other:
                line += " %s |" % fmt_val(orow[r["id"]]["predicted"])
            w(line)
        w("")
    with open(path, "w") as f:
        f.write("\n".join(L) + "\n")


# --------------------------------------------------------------------------


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--model", choices=["max", "paper", "both"],
                    default="both",
                    help="aggregation passed to lhf --model (default: both; "
                         "the report's headline is '%s')" % DEFAULT_MODEL)
    ap.add_argument("--suite", action="append", default=[],
                    help="run only this suite (repeatable)")
    ap.add_argument("--jobs", type=int, default=2,
                    help="parallel driver runs (default 2)")
    ap.add_argument("--csv", default=os.environ.get("LHF_MEASUREMENTS",
                                                    DEFAULT_CSV))
    ap.add_argument("--doc", default=None,
                    help="write the report here (default: docs/accuracy.md "
                         "on a full run, nothing with --suite)")
    ap.add_argument("--no-doc", action="store_true")
    ap.add_argument("--work-dir", default=None,
                    help="keep the launch files here, so that each row's "
                    "command can be run again (default: a temporary folder)")
    ap.add_argument("--rows-json", default=None,
                    help="also write every row's numbers to this JSON file")
    ap.add_argument("--lhf", default=None, help="driver (default: $LHF or "
                    "build/bin/lhf)")
    args = ap.parse_args()
    args.command_line = " ".join(
        ["python3", os.path.relpath(os.path.abspath(sys.argv[0]), ROOT)] +
        [shlex.quote(a) for a in sys.argv[1:]])
    if args.jobs < 1:
        ap.error("--jobs must be >= 1")
    models = ["max", "paper"] if args.model == "both" else [args.model]
    lhf = find_lhf(args.lhf)
    t0 = time.time()

    with open(args.csv, newline="") as f:
        csv_rows = list(csv.DictReader(f))
    for i, r in enumerate(csv_rows):
        r["_line"] = i + 2
    args.csv_rows = len(csv_rows)
    suites = load_suites(set(args.suite))
    known = {s["suite"] for s in load_suites(set())}
    results = {}
    if args.suite:
        for s in args.suite:
            if s not in known:
                ap.error("unknown suite %s (have: %s)"
                         % (s, ", ".join(sorted(known))))
    else:
        for name in sorted({r["suite"] for r in csv_rows} - known):
            results[name] = {"ok": False,
                             "error": "no validation/suites/%s.json" % name}

    calls = []
    for s in suites:
        name = s["suite"]
        results[name] = {"ok": True}
        try:
            for e in s["measurements"]:
                e["gpu_name"] = e["csv"]["gpu"]
            match_rows(s, suite_rows(s, csv_rows))
            for m in models:
                calls.extend(plan_calls(s, m))
        except (SuiteError, KeyError, OSError) as ex:
            results[name] = {"ok": False, "error": str(ex)}

    with contextlib.ExitStack() as stack:
        tmp = args.work_dir or stack.enter_context(
            tempfile.TemporaryDirectory(prefix="lhf-validate-"))
        os.makedirs(tmp, exist_ok=True)
        with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
            futs = {}
            for i, c in enumerate(calls):
                if results[c["suite"]].get("ok"):
                    futs[pool.submit(run_call, lhf, c, tmp, i)] = c
            for fu in concurrent.futures.as_completed(futs):
                c = futs[fu]
                try:
                    err = fu.result()
                except (SuiteError, OSError, KeyError) as ex:
                    err = str(ex)
                if err and results[c["suite"]].get("ok"):
                    results[c["suite"]] = {"ok": False, "error": err}
                    print("suite %s FAILED: %s" % (c["suite"], err),
                          file=sys.stderr)

    all_rows = {m: [] for m in models}
    for s in suites:
        name = s["suite"]
        if not results[name].get("ok"):
            continue
        try:
            for m in models:
                rows = evaluate(s, m)
                results[name][m] = {"rows": rows, "stats": stats(rows)}
                all_rows[m].extend(rows)
        except (SuiteError, KeyError, ValueError) as ex:
            results[name] = {"ok": False, "error": str(ex)}
    overall = {}
    for m in models:
        rows = [r for s in suites if results[s["suite"]].get("ok")
                for r in results[s["suite"]][m]["rows"]]
        per = [results[s["suite"]][m]["stats"] for s in suites
               if results[s["suite"]].get("ok")]
        rhos = [p["spearman"] for p in per if p["spearman"] is not None]
        overall[m] = {
            "pooled": stats(rows),
            "macro": {"n": len(rows),
                      "mape": (sum(p["mape"] for p in per) / len(per))
                      if per else None,
                      "mape_time": (sum(p["mape_time"] for p in per) /
                                    len(per)) if per else None,
                      "spearman": (sum(rhos) / len(rhos)) if rhos else None}}
    elapsed = time.time() - t0

    results = dict(sorted(results.items()))
    print_table(results, models, overall)
    dm = DEFAULT_MODEL if DEFAULT_MODEL in models else models[0]
    o = overall[dm]["pooled"]
    met = (o["mape"] is not None and o["mape"] <= TARGET_MAPE and
           o["spearman"] is not None and o["spearman"] >= TARGET_SPEARMAN)
    print("\ntargets (model %s, pooled): MAPE <= %.0f%% and Spearman >= %.1f:"
          " %s" % (dm, TARGET_MAPE, TARGET_SPEARMAN,
                   "met" if met else "NOT met"))
    print("%d driver runs in %.0f s" % (len(calls), elapsed))
    ladder_rows = ladders.check(results, dm)
    n_hints, bad_hints = ladders.over_headroom(results, dm)
    print()
    ladders.print_table(ladder_rows, sys.stdout)
    print(ladders.summary_line(ladder_rows, n_hints, bad_hints))
    args.ladder_doc = ladders.markdown(ladder_rows, n_hints, bad_hints)

    doc = args.doc
    if doc is None and not args.suite:
        doc = DEFAULT_DOC
    if doc and not args.no_doc:
        write_doc(doc, args, results, models, overall, suites, elapsed, lhf)
        print("wrote %s" % os.path.relpath(doc, os.getcwd()))

    if args.rows_json:
        dump = []
        for name, res in results.items():
            for m in models:
                for r in (res.get(m) or {}).get("rows", []):
                    p = r["entry"]["pred"][m]
                    dump.append({"suite": name, "model": m, "id": r["id"],
                                 "gpu": r["entry"]["gpu_name"],
                                 "kernel": r["entry"]["kernel"],
                                 "metric": r["metric"], "unit": r["unit"],
                                 "measured": r["measured"],
                                 "predicted": r["predicted"],
                                 "ape": r["ape"], "t_meas_us": r["t_meas"],
                                 "t_pred_us": r["t_pred"],
                                 "bottleneck": p["bottleneck"],
                                 "blp": p["blp"],
                                 "blp_limiter": p["blp_limiter"],
                                 "regs": p["regs"], "notes": p["notes"],
                                 "hints": [(h.get("fix"), h.get(
                                     "predicted_gain_percent"))
                                     for h in p.get("hints") or []],
                                 "command": p["cmd"]})
        with open(args.rows_json, "w") as f:
            json.dump(dump, f, indent=1)

    failed = [s for s, r in results.items() if not r.get("ok")]
    if failed:
        print("FAILED suites: %s" % ", ".join(failed), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
