#!/usr/bin/env python3
"""lhf on real projects (issue 32): every file of the repositories in
repos.json at their pinned commits, compiled by nvcc (device code to PTX:
does nvcc accept it?) and run through `lhf predict --json` as a user would.
Writes the table of docs/realworld.md: files each compiler accepts, kernels
predicted from their own launch (block and grid from the host code, no
assumed grid), kernels predicted on a guess, kernels that failed and why,
crashes and hangs.

    validation/realworld/sweep.py --src DIR [--jobs 2] [--doc docs/realworld.md]

Each repository's files get a compilation database of their flags, and
lhf reads it (-p), as in a CMake project. DIR holds one checkout per
repository, named as in repos.json; a missing
one is cloned there at its commit (needs the network)."""

import argparse
import collections
import concurrent.futures
import datetime
import fnmatch
import glob
import json
import os
import platform
import re
import shlex
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
TIMEOUT_S = 300
GPU = "h100-sxm"


def checkout(src, repo):
    path = os.path.join(src, repo["name"])
    if os.path.isdir(path):
        return path
    subprocess.run(["git", "clone", "--quiet", repo["url"], path], check=True)
    subprocess.run(["git", "-C", path, "checkout", "--quiet", repo["commit"]],
                   check=True)
    return path


def flags_of(repo, rel):
    """The repository's flags for file \p rel, with those of the
    file_flags patterns it matches (two folders with a utils.h each);
    {stubs} is validation/realworld/stubs (the stand-in headers of a
    framework the sweep does not install)."""
    flags = list(repo["flags"])
    for pattern, more in repo.get("file_flags", {}).items():
        if fnmatch.fnmatch(rel, pattern):
            flags += more
    return [f.replace("{stubs}", os.path.join(HERE, "stubs")) for f in flags]


def files_of(path, repo):
    out = []
    for pattern in repo["files"]:
        out.extend(sorted(glob.glob(os.path.join(path, pattern))))
    return [os.path.relpath(f, path) for f in out]


def run(cmd, cwd):
    t0 = time.time()
    try:
        p = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True,
                           timeout=TIMEOUT_S)
        return p.returncode, p.stdout, p.stderr, time.time() - t0
    except subprocess.TimeoutExpired:
        return None, "", "", time.time() - t0
    except OSError as err:  # not there or not executable: said, not fatal
        return 127, "", "lhf: error: cannot run %s: %s" % (cmd[0], err), \
            time.time() - t0


def reason_of(message):
    """A failure's kind: its message up to the first detail."""
    m = re.sub(r"'[^']*'", "'X'", message)
    m = re.sub(r"\d+", "N", m)
    return m.split(":")[0].strip()[:80] if ":" in m else m[:80]


def one_file(lhf, nvcc, path, rel, flags, db):
    r = {"file": rel}
    rc, _, err, _ = run([nvcc, "-arch=sm_90", "-ptx", "-o", os.devnull] +
                        flags + [rel], path)
    r["nvcc"] = rc == 0
    # The project's flags through its compilation database (-p), as a
    # user of a CMake project would: launches in other files are read too.
    rc, out, err, secs = run([lhf, "predict", rel, "-p", db, "--gpu", GPU,
                              "--json"], path)
    r["seconds"] = round(secs, 1)
    if rc is None:
        r["lhf"] = "timeout"
        return r
    if rc < 0 or rc > 2:
        r["lhf"] = "crash %d" % rc
        return r
    # The compile's own errors ("compilation failed (a hint): ..."), or
    # the NVPTX backend's (a shuffle sm_70 lacks): the file does not build.
    compile_error = re.search(
        r"compilation failed(?: \([^)]*\))?: (.*)|"
        r"(the NVPTX backend could not compile it.*)", err)
    if compile_error:
        r["lhf"] = "compile"
        r["error"] = (compile_error.group(1) or compile_error.group(2))[:200]
        return r
    if "no kernels (__global__ functions) in the file" in err:
        r["lhf"] = "no kernels"  # it compiled; host code only
        return r
    r["lhf"] = "ok"
    try:
        doc = json.loads(out) if out.strip() else {}
    except ValueError:
        doc = {}
    # Counted per kernel, not per launch (a benchmark loop launches one
    # kernel at several block sizes): from its own launch when at least
    # one launch is, on a guess when it has predictions but none is,
    # failed when it has none.
    own, predicted = set(), set()
    for k in doc.get("kernels", []):
        grid_guess = any("grid" in g or "block" in g
                         for g in k.get("rests_on", []))
        predicted.add(k.get("name"))
        # "block and grid from the host code at ...", or "block, grid and
        # dynamic shared memory from ...".
        said = k.get("launch_from", "").partition(" from the host code")
        if (said[1] and "block" in said[0] and "grid" in said[0]
                and not grid_guess):
            own.add(k.get("name"))
    r["own"], r["guessed"] = len(own), len(predicted - own)
    r["not_launched"] = len(doc.get("not_launched", []))
    failed = collections.Counter()
    seen = set(predicted)
    for line in err.splitlines():
        m = re.match(r"lhf: error: kernel '(.*?)': (.*)", line)
        if m and m.group(1) not in seen:
            seen.add(m.group(1))
            failed[reason_of(m.group(2))] += 1
        elif line.startswith("lhf: error:") and not m:
            failed[reason_of(line[len("lhf: error: "):])] += 1
    r["failed"] = dict(failed)
    return r


def sweep(args):
    with open(os.path.join(HERE, "repos.json")) as f:
        repos = json.load(f)["repos"]
    lhf = args.lhf or os.path.join(ROOT, "build", "bin", "lhf")
    nvcc = os.path.join(args.cuda_path, "bin", "nvcc")
    results = {}
    jobs = []
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        for repo in repos:
            if args.repo and repo["name"] not in args.repo:
                continue
            path = checkout(args.src, repo)
            results[repo["name"]] = {"repo": repo, "files": []}
            files = files_of(path, repo)
            db = os.path.join(args.work, repo["name"] + ".json")
            with open(db, "w") as f:
                json.dump([{"directory": path, "file": rel,
                            "arguments": ["nvcc", "-arch=sm_90"] +
                            flags_of(repo, rel) + ["-c", rel]} for rel in files], f)
            for rel in files:
                jobs.append((repo["name"], pool.submit(
                    one_file, lhf, nvcc, path, rel, flags_of(repo, rel), db)))
        for name, fut in jobs:
            r = fut.result()
            results[name]["files"].append(r)
            print("%-14s %-60s nvcc %-3s lhf %-8s own %s guessed %s failed %s"
                  % (name, r["file"][-60:], "ok" if r["nvcc"] else "no",
                     r["lhf"], r.get("own", "-"), r.get("guessed", "-"),
                     sum(r.get("failed", {}).values())), flush=True)
    return results


def table(results):
    rows, reasons, compile_errors = [], collections.Counter(), []
    tot = collections.Counter()
    for name, res in results.items():
        fs = res["files"]
        c = collections.Counter()
        c["files"] = len(fs)
        c["no_kernels"] = sum(f["lhf"] == "no kernels" for f in fs)
        c["nvcc"] = sum(f["nvcc"] for f in fs)
        c["both"] = sum(f["nvcc"] and f["lhf"] not in ("compile",) and
                        not f["lhf"].startswith(("crash", "timeout"))
                        for f in fs)
        c["crash"] = sum(f["lhf"].startswith("crash") for f in fs)
        c["timeout"] = sum(f["lhf"] == "timeout" for f in fs)
        for f in fs:
            c["own"] += f.get("own", 0)
            c["guessed"] += f.get("guessed", 0)
            c["not_launched"] += f.get("not_launched", 0)
            c["failed"] += sum(f.get("failed", {}).values())
            reasons.update(f.get("failed", {}))
            if f["nvcc"] and f["lhf"] == "compile":
                compile_errors.append((name, f["file"], f.get("error", "")))
        tot.update(c)
        rows.append((name, res["repo"]["commit"][:12], c))
    rows.append(("all", "", tot))
    return rows, reasons, compile_errors


def pct(a, b):
    return "%.0f%%" % (100.0 * a / b) if b else "n/a"


def markdown(results, cmd, elapsed):
    rows, reasons, compile_errors = table(results)
    L = ["# lhf on real projects", "",
         "Generated by `%s` on %s (%s, %d s). Each file of the repositories "
         "in `validation/realworld/repos.json` (pinned commits) is compiled "
         "by nvcc 13 (`-arch=sm_90 -ptx`, device code: does nvcc accept "
         "it?) and run through `lhf predict --gpu %s --json` with the "
         "project's include paths and macros, as a user would. A kernel "
         "is predicted *from its own launch* when block and grid come from "
         "the host code and nothing about them is assumed; *on a guess* "
         "when the prediction rests on an assumed grid or block; *failed* "
         "when lhf said why it could not predict it (the reasons below); "
         "*not launched* when the host code lhf read (the file's, and with "
         "-p the project's other files) launches other kernels but not it, "
         "or when the CUDA toolkit's headers define it (CUB, Thrust: the "
         "library launches it) and the host code lhf read does not (listed, "
         "not predicted). Files with host code only (no kernel) "
         "count as compiled." % (
             cmd, datetime.date.today().isoformat(), platform.node(),
             elapsed, GPU), "",
         "| repository | commit | files | nvcc compiles | lhf compiles (of nvcc's) | no kernel | crashes | hangs | kernels from own launch | on a guess | failed | launched kernels from own launch | not launched |",
         "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"]
    for name, commit, c in rows:
        launched = c["own"] + c["guessed"] + c["failed"]
        L.append("| %s | %s | %d | %d | %d (%s) | %d | %d | %d | %d | %d | %d | %s | %d |"
                 % (name, commit, c["files"], c["nvcc"], c["both"],
                    pct(c["both"], c["nvcc"]), c["no_kernels"], c["crash"],
                    c["timeout"],
                    c["own"], c["guessed"], c["failed"],
                    pct(c["own"], launched), c["not_launched"]))
    L += ["", "Kernels are counted once however many launches they have "
          "(a benchmark loop launches one kernel at several block sizes: "
          "from its own launch when one of them is). Reading the numbers: "
          "in ggml and bitsandbytes, and in llm.c's training programs "
          "(`train_gpt2*.cu`, `test_gpt2*.cu`: batch and sequence length "
          "from the command line, channels from the checkpoint file), the "
          "blocks and grids are computed from sizes the program learns at "
          "run time (ggml's tensor shapes `ne00`..., the sizes "
          "bitsandbytes' callers pass), so no launch is fully known from "
          "the code: lhf predicts those kernels on a one-wave grid and says "
          "which variable to bind (`--arg ne00=4096`); where the block "
          "itself depends on such a size, lhf takes the sizes as large "
          "when the code clamps the block (ggml's `min(ne0, 128)`, "
          "softmax's `while (nth < ncols && nth < 1024) nth *= 2`: the "
          "block it then picks, said) and otherwise says so and predicts "
          "nothing (*missing launch information*: argsort's block of "
          "`next_power_of_2(ncols)`, LeetCUDA's `emb_size / n_elements`; "
          "the samples' kernels launched through the driver API or NVRTC "
          "from other files). llm.c's "
          "`dev/cuda` benchmarks "
          "and the samples, whose sizes are constants in `main` (through "
          "wrappers, launch functions passed by pointer, helpers such as "
          "`ceil_div`, `int block_sizes[] = {...}` loops and globals set "
          "once from the device's properties), "
          "are mostly predicted from their own launches, and so are the "
          "tutorials' programs (olcf's training series, cuda_programming, "
          "CUDA_Freshman): sizes a program reads from its command line take "
          "its defaults, as run without arguments (`argc = 1`, said on the "
          "launch line), and grids from the occupancy calculator or the "
          "device's attributes are answered for the chosen GPU. LeetCUDA's "
          "kernels are PyTorch extensions (host code compiled against "
          "`validation/realworld/stubs/torch`, a stand-in for PyTorch's "
          "headers): every size is a tensor's, so each kernel rests on a "
          "guess, and a `switch` on a size that picks a template instance "
          "(`case 256: k<256><<<grid, NT>>>`) gives that instance its "
          "block.", ""]
    L += ["", "Why kernels failed (a kernel counted once per file):", ""]
    for r, n in reasons.most_common():
        L.append("- %d: %s" % (n, r))
    L += ["", "Files nvcc compiles and lhf does not:", ""]
    for name, f, e in compile_errors:
        L.append("- %s `%s`: %s" % (name, f, e))
    if not compile_errors:
        L.append("- none")
    L.append("")
    return "\n".join(L)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--src", required=True,
                    help="folder of the checkouts (cloned there if missing)")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--repo", action="append", default=[])
    ap.add_argument("--lhf", default=None)
    ap.add_argument("--cuda-path", default="/usr/local/cuda")
    ap.add_argument("--doc", default=os.path.join(ROOT, "docs", "realworld.md"))
    ap.add_argument("--json", default=None, help="write the per-file results")
    ap.add_argument("--from-json", default=None,
                    help="write the table from results a run saved (--json)")
    ap.add_argument("--work", default=None,
                    help="folder for the compilation databases it writes "
                    "(default: a temporary one)")
    args = ap.parse_args()
    t0 = time.time()
    if args.from_json:
        with open(args.from_json) as f:
            saved = json.load(f)
        text = markdown(saved["results"], saved["command"], saved["seconds"])
        with open(args.doc, "w") as f:
            f.write(text)
        print("wrote %s" % args.doc)
        return
    with tempfile.TemporaryDirectory(prefix="lhf-realworld-") as tmp:
        args.work = args.work or tmp
        os.makedirs(args.work, exist_ok=True)
        results = sweep(args)
    cmd = "validation/realworld/sweep.py --src DIR --jobs %d" % args.jobs
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"command": cmd, "seconds": time.time() - t0,
                       "results": results}, f, indent=1)
    text = markdown(results, cmd, time.time() - t0)
    with open(args.doc, "w") as f:
        f.write(text)
    print("wrote %s" % args.doc)


if __name__ == "__main__":
    main()
