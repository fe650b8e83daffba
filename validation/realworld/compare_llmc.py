#!/usr/bin/env python3
"""lhf's predictions of llm.c's dev/cuda programs against their own timings.

gpu_llmc.sh ran each program on a lent GPU ("./layernorm_forward 3"), which
prints one time per block size for a kernel version; the committed copy of
those outputs is llmc-h200.json. This script runs `lhf predict --json` on
each program's file as a user would (the host code gives block, grid and
sizes), adds up the predictions of the launches that one version makes at
one block size, and writes docs/realworld-measured.md.

  compare_llmc.py --src LLMC [--lhf build/bin/lhf] [--gpu h200]
                  [--measured validation/realworld/llmc-h200.json]
                  [--outputs DIR ...]   # raw gpu_llmc.sh folders -> --measured
                  [--json OUT] [--md OUT]

A version's launches are those in the host functions its `case N:` calls
(and what they call in the same file). A launch whose host values name the
swept variable (`block_size = 64 (host code, block_sizes[1] of 6)`) counts
at that block size; one that names none counts at every block size.
"""
import argparse
import json
import math
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))

# Launches the program does not make on the GPU measured, with why; keyed
# by file and line (llm.c commit f1e2ace).
NOT_RUN = {
    ("layernorm_forward.cu", 499):
        "layernorm_forward6's fallback to kernel 5, taken only when the "
        "shared-memory attribute cannot be set (it could on the H200: "
        "kernel 6 ran)",
    ("fused_residual_forward.cu", 523):
        "fused_residual_forward5's fallback to kernel 4, as above",
    ("fused_residual_forward.cu", 550):
        "fused_residual_forward6's fallback to kernel 4, as above",
}

# Timings that time no launch lhf could compare with.
NOT_TIMED = {
    ("permute", "0"):
        "benchmark_kernel calls permute_kernel through a function pointer "
        "with no <<<...>>>: the 1.2 us it prints times no launch of it",
}

ROW = re.compile(r"^(?:(sqrt_block_size|block_size)\s+(\d+)\s*\|?\s*)?"
                 r"time(?: gpu)?\s+([0-9.]+)\s*ms")


def parse_outputs(dirs):
    """{program: {version: [(label, value, ms)]}} from gpu_llmc.sh folders
    (a later folder's run replaces an earlier one's), and {"program
    version": why} for the runs that printed no timing."""
    runs, none = {}, {}
    for d in dirs:
        for name in sorted(os.listdir(d)):
            m = re.match(r"(\w+)\.(\d+)\.txt$", name)
            if not m:
                continue
            rows, last = [], ""
            with open(os.path.join(d, name), errors="replace") as f:
                for line in f:
                    last = line.strip() or last
                    r = ROW.match(line.strip())
                    if r:
                        rows.append([r.group(1) or "", int(r.group(2) or 0),
                                     float(r.group(3))])
            key = f"{m.group(1)} {m.group(2)}"
            none.pop(key, None)
            if rows:
                runs.setdefault(m.group(1), {})[m.group(2)] = rows
            else:
                runs.get(m.group(1), {}).pop(m.group(2), None)
                none[key] = last[:120] or "no output before the 40 s limit"
    return runs, none


def functions(src):
    """Top-level function definitions: {name: [(first line, last line)]}
    (a host launcher often has its kernel's name)."""
    lines = src.split("\n")
    out = {}
    i = 0
    while i < len(lines):
        m = re.match(r"^[A-Za-z_][\w:<>,\s\*&]*?\b(\w+)\s*\(", lines[i])
        if m and not lines[i].rstrip().endswith(";") and \
                m.group(1) not in ("if", "for", "while", "switch", "return"):
            # the body starts at the first '{' before a ';'
            depth, j, started = 0, i, False
            while j < len(lines):
                code = re.sub(r"//.*", "", lines[j])
                if not started and ";" in code and "{" not in code:
                    break
                depth += code.count("{") - code.count("}")
                started = started or "{" in code
                if started and depth <= 0:
                    out.setdefault(m.group(1), []).append((i + 1, j + 1))
                    break
                j += 1
            i = j + 1 if started else i + 1
            continue
        i += 1
    return out


def versions(src):
    """{kernel_num: (host-function line ranges, template arguments)} of the
    dispatch switch over kernel_num; a case that calls a template launcher
    (`trimul_launcher<matmul_tri_naive>(...)`) launches only the instances
    named with its arguments."""
    funcs = functions(src)
    lines = src.split("\n")
    body = None
    for name, ranges in funcs.items():
        for a, b in ranges:
            text = "\n".join(lines[a - 1:b])
            if re.search(r"switch\s*\(\s*kernel_num\s*\)", text) and \
                    name != "main":
                body = text
    if body is None:
        return {}
    out = {}
    for m in re.finditer(r"case\s+(\d+)\s*:(.*?)(?=case\s+\d+\s*:|default\s*:|$)",
                         body, re.S):
        called = set(re.findall(r"\b(\w+)\s*(?:<[^;]*?>)?\s*\(", m.group(2)))
        seen, todo = set(), [c for c in called if c in funcs]
        while todo:
            f = todo.pop()
            if f in seen:
                continue
            seen.add(f)
            for a, b in funcs[f]:
                for c in re.findall(r"\b(\w+)\s*(?:<[^;]*?>)?\s*\(",
                                    "\n".join(lines[a:b])):
                    if c in funcs and c not in seen and c != "main":
                        todo.append(c)
        targs = set(re.findall(r"\w+\s*<\s*(\w+)\s*>\s*\(", m.group(2)))
        out[m.group(1)] = ([r for f in seen for r in funcs[f]], targs)
    return out


def predict(lhf, src_dir, prog, gpu):
    # dev/cuda/Makefile builds with -O3 --use_fast_math
    cmd = [lhf, "predict", f"dev/cuda/{prog}.cu", "--gpu", gpu, "--json",
           "--use_fast_math", "--",
           "-include", os.path.join(ROOT, "share", "lhf_cuda_compat.h"), "-I.",
           "-isystem", "/usr/local/cuda/include/cccl", "-std=c++17"]
    p = subprocess.run(cmd, cwd=src_dir, capture_output=True, text=True)
    try:
        doc = json.loads(p.stdout)
        failed = []  # (line, first words of the message) of launches lhf could not read
        for e in doc.get("errors", []):
            m = re.search(re.escape(prog) + r"\.cu:(\d+)", e.get("message", ""))
            if m:
                failed.append((int(m.group(1)), e["message"].split(":")[0]))
        return doc["kernels"], failed
    except (ValueError, KeyError):
        sys.exit(f"compare_llmc.py: lhf predict {prog}.cu gave no JSON: "
                 f"{p.stderr.strip()[:300]}")


def launch_line(k, prog):
    m = re.search(re.escape(prog) + r"\.cu:(\d+)", k.get("launch_from", ""))
    return int(m.group(1)) if m else None


def swept(k):
    """(variable, value) of the block-size array the launch was read from."""
    m = re.search(r"(\w+) = (\d+) \(host code, \w+\[\d+\] of \d+\)",
                  k.get("launch_from", ""))
    return (m.group(1), int(m.group(2))) if m else None


def compare(runs, src_dir, lhf, gpu):
    rows = []
    for prog in sorted(runs):
        path = os.path.join(src_dir, "dev", "cuda", prog + ".cu")
        with open(path) as f:
            src = f.read()
        vers = versions(src)
        kernels, failed = predict(lhf, src_dir, prog, gpu)
        for ver, measured in sorted(runs[prog].items(), key=lambda x: int(x[0])):
            # a program with no kernel_num switch (permute.cu) times its
            # one launch sequence
            ranges, targs = vers.get(ver, ([], set())) if vers else \
                ([(1, len(src.split("\n")))], set())
            mine = []
            for k in kernels:
                line = launch_line(k, prog)
                if line is None or (prog + ".cu", line) in NOT_RUN:
                    continue
                # the host code's own `if` keeps the program from making it
                if any("it may never be made" in n for n in k.get("notes", [])):
                    continue
                inst = re.findall(r"<&(\w+)[(>]", k["name"])
                if targs and inst and not set(inst) & targs:
                    continue
                if any(a <= line <= b for a, b in ranges):
                    mine.append(k)
            unread = [why for line, why in failed
                      if any(a <= line <= b for a, b in ranges)]
            for label, value, ms in measured:
                if (prog, ver) in NOT_TIMED:
                    rows.append({"program": prog, "version": int(ver),
                                 "block_label": label, "block_value": value,
                                 "measured_us": round(ms * 1000, 3),
                                 "kernels": [],
                                 "why_not": NOT_TIMED[(prog, ver)]})
                    continue
                at = [k for k in mine
                      if swept(k) is None or not label or swept(k) == (label, value)]
                row = {"program": prog, "version": int(ver),
                       "block_label": label, "block_value": value,
                       "measured_us": round(ms * 1000, 3),
                       "kernels": [k["name"].split("(")[0] for k in at]}
                if unread:
                    row["why_not"] = f"lhf: {unread[0]} for a launch"
                elif not at:
                    row["why_not"] = ("no launch lhf read from the host code "
                                      "(cuBLAS, or a launch not found)")
                elif not all(k.get("can_launch") for k in at):
                    row["why_not"] = "; ".join(
                        k.get("cannot_launch_reason", "") for k in at
                        if not k.get("can_launch"))
                else:
                    pred = sum(k["predicted_time_us"] for k in at)
                    row.update(
                        predicted_us=round(pred, 3),
                        ratio=round(pred / (ms * 1000), 3),
                        bottleneck=max(at, key=lambda k: k["predicted_time_us"])
                        ["bottleneck"],
                        rests_on=sorted({r["what"] for k in at
                                         for r in k.get("rests_on", [])}))
                rows.append(row)
    return rows


def summary(rows):
    ok = [r for r in rows if "ratio" in r]
    ape = sorted(abs(r["ratio"] - 1) * 100 for r in ok)
    def median(v):
        return v[len(v) // 2] if len(v) % 2 else (v[len(v) // 2 - 1] + v[len(v) // 2]) / 2
    within = lambda x: sum(1 for r in ok if 1 / x <= r["ratio"] <= x)
    return {"rows": len(rows), "predicted": len(ok),
            "mape": round(sum(ape) / len(ape), 1) if ape else None,
            "median_ape": round(median(ape), 1) if ape else None,
            "within_1.25x": within(1.25), "within_2x": within(2),
            "geomean_ratio": round(math.exp(sum(math.log(r["ratio"]) for r in ok)
                                            / len(ok)), 3) if ok else None,
            "exact": sum(1 for r in ok if not r["rests_on"])}


def markdown(rows, s, meta):
    progs = {}
    for r in rows:
        if "ratio" in r:
            progs.setdefault(r["program"], []).append(r["ratio"])
    out = ["# lhf on llm.c's kernels, against their own timings on a GPU", "",
           "Generated by `validation/realworld/compare_llmc.py --src LLMC "
           "--md docs/realworld-measured.md` (llm.c at commit f1e2ace, "
           "`dev/cuda/*.cu`); do not edit by hand. The timings "
           "(`validation/realworld/llmc-h200.json`) are the programs' own "
           "output, run as their README runs them (`./layernorm_forward 3`: "
           "the mean of 100-2000 launches per block size, L2 flushed before "
           "each) by `validation/realworld/gpu_llmc.sh` on a lent GPU. The "
           "predictions are `lhf predict dev/cuda/F.cu --gpu "
           f"{meta['gpu']} --json` with nothing bound by hand: block, grid "
           "and sizes come from the host code. A row adds up the launches "
           "one version makes at one block size.", "",
           "Not run: attention_backward and matmul_backward (cuBLAS), "
           "attention_forward 3-6 and 10 (cuBLAS/cuDNN), trimat_forward 3 "
           "and 4 (out of device time). Runs that printed no timing, with "
           "the last line they printed:", ""] + [
               f"* `{k}`: {v}" for k, v in sorted(meta.get("no_timing", {}).items())] + [
           "",
           "| program | timed pairs | predicted/measured: median | range |",
           "| --- | ---: | ---: | ---: |"]
    for p, v in sorted(progs.items()):
        v = sorted(v)
        med = v[len(v) // 2] if len(v) % 2 else (v[len(v) // 2 - 1] + v[len(v) // 2]) / 2
        out.append(f"| {p} | {len(v)} | {med:.2f} | {v[0]:.2f} - {v[-1]:.2f} |")
    out += ["", f"Measured on {meta['gpu_name']} ({meta['date']}); predicted with "
           f"`--gpu {meta['gpu']}`. {s['predicted']} of {s['rows']} timed "
           f"(version, block size) pairs predicted: MAPE {s['mape']}%, median "
           f"{s['median_ape']}%, {s['within_1.25x']} within 1.25x and "
           f"{s['within_2x']} within 2x, geometric mean predicted/measured "
           f"{s['geomean_ratio']}; {s['exact']} rest on no guess.", "",
           "| program | version | block | measured us | predicted us | "
           "predicted/measured | bottleneck | kernels |",
           "| --- | ---: | ---: | ---: | ---: | ---: | --- | --- |"]
    for r in rows:
        blk = f"{r['block_value']}" if r["block_label"] == "block_size" else (
            f"{r['block_value']}^2" if r["block_label"] else "fixed")
        if "ratio" in r:
            out.append(f"| {r['program']} | {r['version']} | {blk} | "
                       f"{r['measured_us']:g} | {r['predicted_us']:g} | "
                       f"{r['ratio']:.2f} | {r['bottleneck']} | "
                       f"{', '.join(sorted(set(r['kernels'])))} |")
        else:
            out.append(f"| {r['program']} | {r['version']} | {blk} | "
                       f"{r['measured_us']:g} | - | - | {r['why_not']} | |")
    return "\n".join(out) + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--src", required=True, help="llm.c checkout (commit f1e2ace)")
    ap.add_argument("--lhf", default=os.path.join(ROOT, "build", "bin", "lhf"))
    ap.add_argument("--gpu", default="h200")
    ap.add_argument("--measured", default=os.path.join(HERE, "llmc-h200.json"))
    ap.add_argument("--outputs", nargs="*", help="gpu_llmc.sh output folders: "
                    "parsed and written to --measured first")
    ap.add_argument("--json")
    ap.add_argument("--md")
    a = ap.parse_args()
    if a.outputs:
        meta = {}
        for d in a.outputs:
            with open(os.path.join(d, "provenance.txt")) as f:
                for line in f:
                    if line.startswith("# date:"):
                        meta.setdefault("date", line.split(":", 1)[1].strip())
                    if line.startswith("# gpu:"):
                        meta.setdefault("gpu_name",
                                        line.split(":", 1)[1].split(",")[0].strip())
        meta["command"] = ("validation/realworld/gpu_llmc.sh BINDIR OUT on the "
                           "device machine (its header says how BINDIR is built)")
        runs, meta["no_timing"] = parse_outputs(a.outputs)
        with open(a.measured, "w") as f:
            json.dump({"meta": meta, "runs": runs}, f,
                      indent=1, sort_keys=True)
            f.write("\n")
    with open(a.measured) as f:
        measured = json.load(f)
    meta = dict(measured["meta"], gpu=a.gpu)
    rows = compare(measured["runs"], a.src, a.lhf, a.gpu)
    s = summary(rows)
    if a.json:
        with open(a.json, "w") as f:
            json.dump({"summary": s, "rows": rows}, f, indent=1)
            f.write("\n")
    text = markdown(rows, s, meta)
    if a.md:
        with open(a.md, "w") as f:
            f.write(text)
    print(text)


if __name__ == "__main__":
    main()
