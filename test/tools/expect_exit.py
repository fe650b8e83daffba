#!/usr/bin/env python3
"""expect_exit.py CODE CMD...: runs CMD, copies its output, and fails
unless it exits with CODE."""
import subprocess
import sys

want = int(sys.argv[1])
p = subprocess.run(sys.argv[2:], capture_output=True, text=True)
sys.stdout.write(p.stdout)
sys.stdout.write(p.stderr)
if p.returncode != want:
    print("expect_exit: exit code %d, wanted %d" % (p.returncode, want))
    sys.exit(1)
