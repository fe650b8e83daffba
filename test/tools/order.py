#!/usr/bin/env python3
"""order.py FILE 'k1 > k2 > k3' ...: each chain of kernels (by a substring
of the mangled name) must have strictly decreasing TimeTotal in the
print<lhf> output FILE."""
import re
import sys

text = open(sys.argv[1]).read()
times = {}
for name, cyc in re.findall(r"Printing analysis 'LHF' for function '([^']+)':"
                            r"(?:(?!Printing analysis).)*?TimeTotal: (\d+)",
                            text, re.S):
    times[name] = int(cyc)


def find(key):
    hits = [n for n in times if key in n]
    if len(hits) != 1:
        sys.exit("order.py: '%s' matches %d kernels" % (key, len(hits)))
    return hits[0]


for chain in sys.argv[2:]:
    keys = [k.strip() for k in chain.split(">")]
    vals = [times[find(k)] for k in keys]
    line = " > ".join("%s (%d)" % (k, v) for k, v in zip(keys, vals))
    if any(a <= b for a, b in zip(vals, vals[1:])):
        sys.exit("order violated: " + line)
    print("ordered: " + line)
