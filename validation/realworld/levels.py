#!/usr/bin/env python3
"""Loops only the machine level guesses: each file of the real-world
repositories through `lhf predict --json` at both levels, listing the
launches whose machine-level prediction has more "trip count unknown"
notes than the IR level's (the machine level reads the IR after code
generation's own passes; docs/consistency.md).

  levels.py --src DIR [--lhf build/bin/lhf] [--jobs 2] [REPO ...]

DIR holds the repositories of repos.json by name (as for sweep.py).
Prints one line per such launch and a count; files lhf does not predict
are listed as such.
"""

import argparse
import glob
import json
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import sweep  # noqa: E402  (flags_of: the repositories' flags)

GUESS = ("trip count unknown", "no IR loop counterpart")


def guesses(lhf, src, path, flags, level):
    """{(kernel, block, grid): [notes]} of one file at one level, or None."""
    p = subprocess.run([lhf, "predict", path, "--gpu", "h100-sxm", "--json",
                        "--level", level, "--"] + flags,
                       cwd=src, capture_output=True, text=True, timeout=600)
    try:
        doc = json.loads(p.stdout)
    except ValueError:
        return None
    return {(k["name"], str(k.get("block")), str(k.get("grid"))):
            [n for n in k.get("notes", []) if any(g in n for g in GUESS)]
            for k in doc.get("kernels", [])}


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--src", required=True)
    ap.add_argument("--lhf", default=os.path.join(HERE, "..", "..", "build",
                                                   "bin", "lhf"))
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("repos", nargs="*")
    a = ap.parse_args()
    lhf = os.path.abspath(a.lhf)
    with open(os.path.join(HERE, "repos.json")) as f:
        repos = json.load(f)["repos"]
    jobs = []
    for r in repos:
        if a.repos and r["name"] not in a.repos:
            continue
        src = os.path.join(a.src, r["name"])
        for pat in r["files"]:
            for path in sorted(glob.glob(os.path.join(src, pat))):
                rel = os.path.relpath(path, src)
                jobs.append((r["name"], src, rel, sweep.flags_of(r, rel)))

    def run(job):
        name, src, rel, flags = job
        return job, [guesses(lhf, src, rel, flags, lvl)
                     for lvl in ("mir", "ir")]

    found = 0
    with ThreadPoolExecutor(a.jobs) as ex:
        for (name, src, rel, flags), (mir, ir) in ex.map(run, jobs):
            if mir is None or ir is None:
                print("not predicted: %s %s" % (name, rel))
                continue
            for key, notes in sorted(mir.items()):
                if key in ir and len(notes) > len(ir[key]):
                    found += 1
                    print("%s %s %s: machine level %d, IR level %d: %s"
                          % (name, rel, key[0], len(notes), len(ir[key]),
                             notes[0]))
    print("%d launches with a loop only the machine level guesses" % found)


if __name__ == "__main__":
    main()
