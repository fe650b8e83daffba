"""The model's intermediate quantities next to what the GPU reported, kernel
by kernel (validate.py's report for suites with an `ncu_csv`).

lhf's side comes from the driver's JSON: `regs`, `blp`, `w`, and the static
memory accesses (`accesses`: sectors per request of each global access,
bank ways of each shared one). The GPU's side: the runner's CSV (registers
and blocks per SM from the driver API) and Nsight Compute (validation/hw/
h200-ncu.csv). A static access summary is an unweighted mean over the
kernel's accesses; ncu's counts are dynamic totals, so a kernel whose
accesses run unequally often can differ with both being right.
"""

import csv
import os

GLOBAL_LEVELS = ("global", "l2", "l1", "local")


def summarize_accesses(accesses):
    """Mean sectors per request of global loads / stores and mean bank ways
    of shared loads, over the kernel's static accesses (None if none)."""
    def mean(v):
        return sum(v) / len(v) if v else None
    gl = [a["transactions"] for a in accesses
          if a["level"] in GLOBAL_LEVELS and a["load"]]
    gs = [a["transactions"] for a in accesses
          if a["level"] in GLOBAL_LEVELS and not a["load"]]
    sh = [max(1, a["bank_ways"]) for a in accesses
          if a["level"] == "shared" and a["load"]]
    return {"ld_sectors": mean(gl), "st_sectors": mean(gs),
            "shared_ways": mean(sh)}


def _f(row, key):
    try:
        return float(row[key])
    except (KeyError, TypeError, ValueError):
        return None


def _ratio(a, b):
    return a / b if a is not None and b else None


def measured_counts(kernel_row, ncu_row):
    """The GPU's numbers for one kernel."""
    n = ncu_row or {}
    return {
        "regs": _f(kernel_row, "regs"),
        "blocks_per_sm": _f(kernel_row, "blocks_per_sm"),
        "occupancy_pct": _f(n, "sm__warps_active.avg.pct_of_peak_sustained_active"),
        "ld_sectors": _ratio(
            _f(n, "l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum"),
            _f(n, "l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum")),
        "st_sectors": _ratio(
            _f(n, "l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum"),
            _f(n, "l1tex__t_requests_pipe_lsu_mem_global_op_st.sum")),
        "shared_ways": _ratio(
            _f(n, "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum"),
            _f(n, "smsp__inst_executed_op_shared_ld.sum")),
        "issue_pct": _f(n, "smsp__issue_active.avg.pct_of_peak_sustained_active"),
        "dram_gb": (_f(n, "dram__bytes_read.sum") or 0) / 1e9 +
                   (_f(n, "dram__bytes_write.sum") or 0) / 1e9
                   if n.get("dram__bytes_read.sum") else None,
    }


def model_counts(pred, max_warps):
    c = dict(pred.get("counts") or {})
    c["regs"] = pred.get("regs")
    c["blocks_per_sm"] = pred.get("blp")
    w = pred.get("w")
    c["occupancy_pct"] = 100.0 * w / max_warps if w and max_warps else None
    c["issue_pct"] = pred.get("issue_pct")
    return c


QUANTITIES = [
    ("regs", "registers/thread", "%.0f"),
    ("blocks_per_sm", "blocks/SM", "%.0f"),
    ("occupancy_pct", "occupancy % (lhf: resident warps; ncu: achieved)",
     "%.0f"),
    ("ld_sectors", "global load sectors/request", "%.1f"),
    ("st_sectors", "global store sectors/request", "%.1f"),
    ("shared_ways", "shared load wavefronts/request (bank ways)", "%.1f"),
    ("issue_pct", "issue slots busy % (lhf: issue share of TimeOneRep)",
     "%.0f"),
]


def read_csv(path, key):
    if not os.path.exists(path):
        return {}
    with open(path, newline="") as f:
        return {r[key]: r for r in csv.DictReader(f)}


def section(rows, model, kernels_csv, ncu_csv, max_warps):
    """Markdown lines: per-quantity agreement, then one row per kernel."""
    kern = read_csv(kernels_csv, "kernel")
    ncu = read_csv(ncu_csv, "id")
    L = []
    pairs = {q: [] for q, _, _ in QUANTITIES}
    table = []
    for r in rows:
        e = r["entry"]
        lid = e["csv"]["kernel"]
        meas = measured_counts(kern.get(lid, {}), ncu.get(lid))
        mod = model_counts(e["pred"][model], max_warps)
        for q, _, _ in QUANTITIES:
            if meas.get(q) is not None and mod.get(q) is not None:
                pairs[q].append((mod[q], meas[q]))
        table.append((e["id"], mod, meas))
    L.append("Agreement per quantity (kernels where both sides have a "
             "value; within 10% / within a factor of 2):")
    L.append("")
    L.append("| quantity | kernels | within 10% | within 2x | median "
             "lhf/GPU |")
    L.append("| --- | ---: | ---: | ---: | ---: |")
    for q, label, _ in QUANTITIES:
        p = pairs[q]
        ratios = sorted(a / b for a, b in p if b)
        w10 = sum(1 for a, b in p if abs(a - b) <= 0.1 * abs(b))
        w2 = sum(1 for a, b in p if b and 0.5 <= a / b <= 2)
        med = ratios[len(ratios) // 2] if ratios else None
        L.append("| %s | %d | %d | %d | %s |" % (
            label, len(p), w10, w2, "%.2f" % med if med else "n/a"))
    L.append("")
    L.append("Per kernel, `lhf / GPU` (GPU: the runner's driver-API "
             "attributes; ncu for the rest; `-` where a side has none):")
    L.append("")
    L.append("| kernel | " + " | ".join(q for q, _, _ in QUANTITIES) +
             " | DRAM GB (ncu) |")
    L.append("| --- |" + " ---: |" * (len(QUANTITIES) + 1))
    for lid, mod, meas in table:
        cells = []
        for q, _, f in QUANTITIES:
            a = mod.get(q)
            b = meas.get(q)
            cells.append("%s / %s" % (f % a if a is not None else "-",
                                      f % b if b is not None else "-"))
        L.append("| %s | %s | %s |" % (
            lid, " | ".join(cells),
            "%.2f" % meas["dram_gb"] if meas.get("dram_gb") else "-"))
    L.append("")
    return L
