#!/usr/bin/env python3
"""Check an lhf prediction against the GPU's roofline for a kernel's work.

Reads `lhf predict --json` on stdin; --flops (matrix FLOP, 2 per
multiply-add), --type (the GPU file's `tensor` key they run at) and --bytes
(the bytes the kernel must move to or from DRAM at least) are the kernel's
own, counted by hand. A prediction is believable only if it is finite and
no faster than the slower roof: FLOP / (tensor rate x SMs x clock) and
bytes / DRAM bandwidth. Prints one line per kernel; exit status 1 when a
prediction is missing, not finite, or above the roofline (issue 15).
"""
import argparse
import json
import math
import sys


def value(x):
    return x["value"] if isinstance(x, dict) else x


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--gpu-file", required=True, help="gpus/<gpu>.json")
    ap.add_argument("--flops", type=float, default=0.0)
    ap.add_argument("--type", default="fp16_fp32acc",
                    help="tensor-core operand type of the FLOP")
    ap.add_argument("--bytes", type=float, default=0.0)
    a = ap.parse_args()
    gpu = json.load(open(a.gpu_file))
    sms, mhz = value(gpu["sm_count"]), value(gpu["clock_mhz"])
    bw = value(gpu["memory"]["global"]["bandwidth_gbs"])
    rate = value(gpu.get("tensor", {}).get(a.type, 0)) or 0
    if a.flops > 0 and rate <= 0:
        sys.exit("roofline.py: %s has no tensor rate for %s" %
                 (a.gpu_file, a.type))
    tensor_us = a.flops / (rate * sms * mhz) if a.flops > 0 else 0.0
    memory_us = a.bytes / (bw * 1e3)
    roof_us = max(tensor_us, memory_us)
    bad = False
    for k in json.load(sys.stdin)["kernels"]:
        t = k.get("predicted_time_us")
        finite = k.get("can_launch") and t is not None and math.isfinite(t)
        ok = finite and t >= roof_us
        bad |= not ok
        print("roofline %s: predicted %s us (%s), roof %.1f us (tensor "
              "%.1f, memory %.1f), %s: %s" %
              (k["name"].split("(")[0], "%.1f" % t if finite else "none",
               k.get("bottleneck", "?"),
               roof_us, tensor_us, memory_us,
               "%.0f%% of the roof's speed" % (100 * roof_us / t)
               if finite and t > 0 else "-",
               "ok" if ok else "ABOVE THE ROOFLINE" if finite else "FAIL"))
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
