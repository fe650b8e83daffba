#!/usr/bin/env python3
"""check_json.py FILE: the driver's --json output has exactly one document
with every key docs/json-schema.md promises, with the right types."""
import json
import sys

KERNEL = {"name": str, "gpu": str, "predicted_cycles": (int, float),
          "predicted_time_us": (int, float), "time_one_rep": (int, float),
          "rep_num": (int, float), "tlp": int, "blp": int, "blp_limiter": str,
          "regs": int, "regs_source": str, "nbb": (int, float),
          "bottleneck": str, "segments": list, "hints": list,
          "hints_left_out": int, "speed_of_light": dict}
SEGMENT = {"ilp": (int, float), "data_bytes": (int, float),
           "mem_latency": (int, float), "mem_bw_cycles": (int, float),
           "exposed": (int, float), "sync": bool, "count": (int, float),
           "global_loads": (int, float), "shared_loads": (int, float),
           "stores": (int, float), "compute": (int, float)}
HINT = {"kind": str, "fix": str, "file": str, "line": int, "message": str,
        "predicted_gain": (int, float), "predicted_gain_percent": (int, float),
        "predicted_gain_us": (int, float), "capped": bool,
        "roof_after": (int, float)}
SPEED_OF_LIGHT = {u: (int, float) for u in
                  ("dram", "l2", "l1", "shared", "issue", "tensor",
                   "roof_cycles", "occupancy_percent",
                   "theoretical_occupancy_percent", "waves")}
# What the driver adds (docs/json-schema.md 2.4).
DRIVER = {"mangled": str, "level": str, "gpu_choice": str, "block": list,
          "grid": list, "exact": bool, "rests_on": list, "notes": list}
GUESS = {"what": str, "bind": list}


def check(obj, keys, where):
    for k, t in keys.items():
        if k not in obj:
            sys.exit("%s: missing key '%s'" % (where, k))
        if not isinstance(obj[k], t) or (t is int and isinstance(obj[k], bool)):
            sys.exit("%s: key '%s' has type %s" % (where, k, type(obj[k]).__name__))


doc = json.load(open(sys.argv[1]))
kernels = doc["kernels"]
if not kernels:
    sys.exit("no kernels")
for i, k in enumerate(kernels):
    check(k, KERNEL, "kernels[%d]" % i)
    for j, s in enumerate(k["segments"]):
        check(s, SEGMENT, "kernels[%d].segments[%d]" % (i, j))
    for j, h in enumerate(k["hints"]):
        check(h, HINT, "kernels[%d].hints[%d]" % (i, j))
    check(k["speed_of_light"], SPEED_OF_LIGHT, "kernels[%d].speed_of_light" % i)
    gains = [h["predicted_gain"] for h in k["hints"]]
    if gains != sorted(gains, reverse=True):
        sys.exit("kernels[%d]: hints not sorted by gain" % i)
    check(k, DRIVER, "kernels[%d]" % i)
    for j, g in enumerate(k["rests_on"]):
        check(g, GUESS, "kernels[%d].rests_on[%d]" % (i, j))
        if not all(isinstance(b, str) and b.startswith("--") for b in g["bind"]):
            sys.exit("kernels[%d].rests_on[%d]: bind is not driver options" % (i, j))
    if k["exact"] != (not k["rests_on"]):
        sys.exit("kernels[%d]: exact disagrees with rests_on" % i)
print("json ok: %d kernel(s)" % len(kernels))
