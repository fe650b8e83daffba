#!/usr/bin/env python3
"""Runs every shell command in README.md's plain code blocks as written.

Usage: readme_commands.py SRC_ROOT BUILD_ROOT WORK_DIR

The commands run in WORK_DIR, a stand-in for the repository root whose
entries are links to the source tree (and `build` to BUILD_ROOT), so that
what they write (`matmul_naive.o`, `report.html`) lands there. `make`
lines (the set-up, which is what runs this) are skipped. Prints one line
per command with its first line of output; exits 1 at the first failure.
"""

import os
import re
import subprocess
import sys


def parse(readme):
    cmds, in_block, lang, pending = [], False, "", ""
    for line in open(readme, encoding="utf-8"):
        line = line.rstrip("\n")
        if line.startswith("```"):
            in_block, lang = (not in_block), line[3:].strip()
            continue
        if not in_block or lang:
            continue
        # A comment starts at a '#' after two spaces, outside quotes.
        code = line
        for m in re.finditer(r"\s{2,}#", line):
            if line[:m.start()].count("'") % 2 == 0:
                code = line[:m.start()]
                break
        pending += code.rstrip()
        if pending.endswith("\\"):
            pending = pending[:-1] + " "
            continue
        if pending.strip() and not pending.lstrip().startswith("make "):
            cmds.append(" ".join(pending.split()))
        pending = ""
    return cmds


def main():
    src, build, work = sys.argv[1:4]
    os.makedirs(work, exist_ok=True)
    for name in os.listdir(src):
        if name.startswith(".") or name.startswith("build"):
            continue
        link = os.path.join(work, name)
        if not os.path.lexists(link):
            os.symlink(os.path.join(src, name), link)
    if not os.path.lexists(os.path.join(work, "build")):
        os.symlink(build, os.path.join(work, "build"))
    cmds = parse(os.path.join(src, "README.md"))
    for cmd in cmds:
        proc = subprocess.run(["bash", "-o", "pipefail", "-c", cmd], cwd=work,
                              capture_output=True, text=True, errors="replace",
                              timeout=600)
        first = (proc.stdout.strip() or proc.stderr.strip()).split("\n")[0]
        if proc.returncode != 0:
            print(f"FAILED ({proc.returncode}): {cmd}\n{proc.stdout[-3000:]}"
                  f"{proc.stderr[-3000:]}")
            return 1
        print(f"ok: {cmd}\n  -> {first[:200]}")
    print(f"README: {len(cmds)} commands ran")
    return 0


if __name__ == "__main__":
    sys.exit(main())
