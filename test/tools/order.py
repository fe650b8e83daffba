#!/usr/bin/env python3
"""order.py FILE 'k1 > k2 >= k3' ...: each chain of kernels (by a substring
of the mangled name) must have decreasing TimeTotal in the print<lhf>
output FILE: '>' strictly, '>=' or equal."""
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
    parts = re.split(r"\s*(>=|>)\s*", chain.strip())
    keys, ops = parts[0::2], parts[1::2]
    vals = [times[find(k)] for k in keys]
    line = keys[0] + " (%d)" % vals[0] + "".join(
        " %s %s (%d)" % (o, k, v) for o, k, v in zip(ops, keys[1:], vals[1:]))
    for a, b, o in zip(vals, vals[1:], ops):
        if a < b or (o == ">" and a == b):
            sys.exit("order violated: " + line)
    print("ordered: " + line)
