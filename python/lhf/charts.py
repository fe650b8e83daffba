"""The report's three charts, drawn with matplotlib (Agg, no display).

Each ``*_chart(kernel)`` returns ``(png_bytes, caption)``; ``png_bytes`` is
``None`` when the input lacks the data, and the caption then says why.
Figures are built with :class:`matplotlib.figure.Figure` directly, so no
global pyplot state or GUI backend is involved.
"""

import base64
import io

from matplotlib.figure import Figure
from matplotlib.patches import Patch

from . import roofline
from .load import UNLIMITED

ISSUE = "#4c72b0"
EXPOSED = "#dd8452"
EXPOSED_BW = "#c44e52"
EXPOSED_SYNC = "#8172b3"
LIMITER = "#c44e52"
OTHER = "#7f9fbf"

#: More segments than this are folded into one "other segments" row.
MAX_TIMELINE_ROWS = 30

#: Resource key in ``occupancy`` -> label (and ``blp_limiter`` spelling).
RESOURCES = [
    ("threads", "threads"),
    ("warps", "warps"),
    ("blocks", "blocks"),
    ("registers", "registers"),
    ("shared_memory", "shared memory"),
]


def png_bytes(fig):
    """Render ``fig`` to PNG bytes."""
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=100, bbox_inches="tight",
                metadata={"Software": None})
    return buf.getvalue()


def data_uri(png):
    """A ``data:image/png;base64,...`` URI for PNG bytes."""
    return "data:image/png;base64," + base64.b64encode(png).decode("ascii")


def _fmt(x):
    """A compact number: 1234567 -> 1.23M."""
    for div, suffix in ((1e9, "G"), (1e6, "M"), (1e3, "k")):
        if abs(x) >= div:
            return f"{x / div:.3g}{suffix}"
    return f"{x:.3g}"


def _segment_row(seg):
    where = f" {seg['file']}:{seg['line']}" if seg.get("file") and seg.get("line") else ""
    label = f" {seg['label']}" if seg.get("label") else ""
    return f"#{seg['index']} x{float(seg['count']):g}{label}{where}"


def _exposed_colour(seg):
    if seg.get("bandwidth_bound"):
        return EXPOSED_BW
    if seg.get("sync"):
        return EXPOSED_SYNC
    return EXPOSED


def timeline_rows(kernel):
    """(label, issue cycles, exposed cycles, colour) per row, one repetition.

    A segment's issue time per execution is ``W x ilp`` (SMComputeTime) and
    its exposed latency ``exposed``; both are multiplied by ``count``."""
    w = float(kernel.get("w") or 0)
    rows = []
    for s in kernel.get("segments") or []:
        n = float(s["count"])
        rows.append((_segment_row(s), n * w * float(s["ilp"]),
                     n * float(s["exposed"]), _exposed_colour(s)))
    if len(rows) > MAX_TIMELINE_ROWS:
        rest = rows[MAX_TIMELINE_ROWS - 1:]
        rows = rows[:MAX_TIMELINE_ROWS - 1] + [(
            f"{len(rest)} other segments", sum(r[1] for r in rest),
            sum(r[2] for r in rest), EXPOSED)]
    return rows


def timeline_chart(kernel):
    """Waterfall of one repetition: per segment, issue then exposed latency."""
    rows = timeline_rows(kernel)
    if not rows:
        return None, "No segment timeline: the input has no per-segment numbers."
    if not kernel.get("w"):
        return None, "No segment timeline: W (resident warps per SM) is unknown."
    fig = Figure(figsize=(9, 1.2 + 0.32 * len(rows)))
    ax = fig.subplots()
    start = 0.0
    for y, (_, issue, exposed, colour) in enumerate(rows):
        ax.barh(y, issue, left=start, color=ISSUE, height=0.7)
        ax.barh(y, exposed, left=start + issue, color=colour, height=0.7)
        start += issue + exposed
    ax.set_yticks(range(len(rows)))
    ax.set_yticklabels([r[0] for r in rows], fontsize=8)
    ax.invert_yaxis()
    ax.set_xlabel("SM cycles within one repetition (TimeOneRep), "
                  "segments in index order, all executions summed")
    ax.set_title("Segment timeline: issue (W x ILP) vs exposed memory latency")
    ax.xaxis.set_major_formatter(lambda x, _: _fmt(x))
    ax.grid(axis="x", alpha=0.3)
    used = {r[3] for r in rows}
    legend = [Patch(color=ISSUE, label="issue (W x ILP x count)")]
    for colour, text in ((EXPOSED, "exposed latency"),
                         (EXPOSED_BW, "exposed, bandwidth-bound"),
                         (EXPOSED_SYNC, "exposed, ends in barrier")):
        if colour in used:
            legend.append(Patch(color=colour, label=text + " (x count)"))
    ax.legend(handles=legend, fontsize=8, loc="upper left",
              bbox_to_anchor=(1.01, 1.0))
    issue = sum(r[1] for r in rows)
    caption = (f"One repetition: {_fmt(start)} cycles in the segments "
               f"({_fmt(issue)} issue, {_fmt(start - issue)} exposed); "
               f"the driver's TimeOneRep is "
               f"{_fmt(float(kernel['time_one_rep'])) if kernel.get('time_one_rep') is not None else 'unknown'}.")
    return png_bytes(fig), caption


def occupancy_chart(kernel):
    """Blocks per SM each resource allows; the limiter is highlighted."""
    occ = kernel.get("occupancy")
    if not isinstance(occ, dict):
        blp, lim = kernel.get("blp"), kernel.get("blp_limiter")
        if blp is None:
            return None, "No occupancy chart: the input has no occupancy numbers."
        return None, (f"No per-resource occupancy in the input; BLP = {blp} "
                      f"blocks per SM, limited by {lim or 'unknown'}.")
    values = [(label, occ.get(key)) for key, label in RESOURCES if key in occ]
    finite = [float(v) for _, v in values if v is not None and v < UNLIMITED]
    top = max(finite + [float(kernel.get("blp") or 0), 1.0])
    fig = Figure(figsize=(9, 2.8))
    ax = fig.subplots()
    limiter = kernel.get("blp_limiter")
    for y, (label, v) in enumerate(values):
        if v is None:
            continue
        if v >= UNLIMITED:
            ax.barh(y, top * 1.15, color="white", edgecolor=OTHER, hatch="//",
                    height=0.6)
            ax.text(top * 1.15, y, " unlimited", va="center", fontsize=8)
        else:
            ax.barh(y, v, color=LIMITER if label == limiter else OTHER, height=0.6)
            ax.text(v, y, f" {v:g}", va="center", fontsize=8)
    blp, used = kernel.get("blp"), kernel.get("blp_used")
    if blp is not None:
        ax.axvline(blp, color="black", linestyle="--", linewidth=1,
                   label=f"BLP = {blp} (resident blocks per SM)")
    if used is not None and blp is not None and used < blp:
        ax.axvline(used, color="grey", linestyle=":", linewidth=1,
                   label=f"filled by the grid = {used}")
    if blp is not None:
        ax.legend(fontsize=8, loc="upper left", bbox_to_anchor=(1.01, 1.0))
    ax.set_yticks(range(len(values)))
    ax.set_yticklabels([label for label, _ in values])
    ax.invert_yaxis()
    ax.set_xlim(0, top * 1.35)
    ax.set_xlabel("resident blocks per SM the resource allows")
    ax.set_title(f"Occupancy: BLP limited by {limiter or 'unknown'}")
    ax.grid(axis="x", alpha=0.3)
    caption = (f"BLP = {blp} blocks per SM (limited by {limiter}); TLP = "
               f"{kernel.get('tlp')} warps per block; W = {kernel.get('w')} "
               f"resident warps per SM. Hatched: the resource does not limit.")
    return png_bytes(fig), caption


def flop_roofline_chart(r):
    """Log-log roofline in FLOP/s over FLOP per DRAM byte (a
    :class:`roofline.FlopRoofline` with a placement)."""
    fig = Figure(figsize=(7, 4.5))
    ax = fig.subplots()
    ax.set_xscale("log")
    ax.set_yscale("log")
    top = r.tensor_peak or r.fp32_peak
    ridge = top / r.bandwidth
    lo = min(r.intensity, r.fp32_peak / r.bandwidth) / 30
    hi = max(r.intensity, ridge) * 30
    xs = [lo * (hi / lo) ** (i / 200) for i in range(201)]
    ax.plot(xs, [min(r.fp32_peak, r.bandwidth * x) / 1e9 for x in xs],
            color="black", label="CUDA cores (FP32): min(peak, DRAM BW x I)")
    if r.tensor_peak:
        ax.plot(xs, [min(r.tensor_peak, r.bandwidth * x) / 1e9 for x in xs],
                color=ISSUE, linestyle="--", label="tensor cores")
    ax.plot([r.intensity], [r.achieved / 1e9], "o", color=LIMITER,
            markersize=9, label="predicted")
    ax.set_xlim(lo, hi)
    ax.set_xlabel("arithmetic intensity: FLOP per DRAM byte")
    ax.set_ylabel("GFLOP/s")
    ax.set_title("Roofline")
    ax.grid(True, which="both", alpha=0.25)
    ax.legend(fontsize=8, loc="lower right")
    att = r.attainable(r.intensity)
    bound = "DRAM bandwidth" if r.bandwidth * r.intensity < top else (
        "tensor-core peak" if r.tensor_peak else "FP32 peak")
    def g(x):
        return f"{x:,.0f}" if x >= 1000 else f"{x:.4g}"
    parts = [f"{r.intensity:.4g} FLOP per DRAM byte, predicted "
             f"{g(r.achieved / 1e9)} GFLOP/s of an attainable "
             f"{g(att / 1e9)} ({bound}; {100 * r.achieved / att:.0f}%)"]
    if r.achieved > att * 1.001:
        parts.append("the point is ABOVE the roof: the predicted time is "
                     "shorter than these FLOP or DRAM bytes need at the peak, "
                     "so the prediction is too fast here")
    parts.append(f"roofs: DRAM {r.bandwidth / 1e9:,.0f} GB/s, FP32 "
                 f"{r.fp32_peak / 1e9:,.0f} GFLOP/s" +
                 (f", tensor {r.tensor_peak / 1e9:,.0f} GFLOP/s"
                  if r.tensor_peak else "") + " (gpu_info)")
    return png_bytes(fig), ". ".join(x[:1].upper() + x[1:] for x in parts) + "."


def roofline_chart(kernel, gpus_dir=None):
    """The FLOP roofline when the input has the kernel's work, else a
    log-log roofline in warp compute instructions per byte."""
    fr = roofline.flop_roofline(kernel)
    if fr.intensity is not None:
        return flop_roofline_chart(fr)
    p = roofline.placement(kernel)
    if p.intensity is None:
        return None, f"No roofline placement: {p.why_not}."
    r = roofline.roof(kernel, gpus_dir)
    fig = Figure(figsize=(7, 4.5))
    ax = fig.subplots()
    ax.set_xscale("log")
    ax.set_yscale("log")
    lo, hi = p.intensity / 100, p.intensity * 100
    if r.known:
        lo, hi = min(lo, r.ridge / 100), max(hi, r.ridge * 100)
        xs = [lo * (hi / lo) ** (i / 200) for i in range(201)]
        ax.plot(xs, [r.attainable(x) / 1e9 for x in xs], color="black",
                label="attainable = min(peak, BW x I)")
        ax.axvline(r.ridge, color="grey", linestyle=":", linewidth=1)
    elif r.bandwidth is not None:
        xs = [lo, hi]
        ax.plot(xs, [r.bandwidth * x / 1e9 for x in xs], color="black",
                linestyle="--", label="BW x I (peak unknown)")
    if p.achieved is not None:
        ax.plot([p.intensity], [p.achieved / 1e9], "o", color=LIMITER,
                markersize=9, label="predicted")
    else:
        ax.axvline(p.intensity, color=LIMITER, label="intensity (rate unknown)")
    ax.set_xlim(lo, hi)
    ax.set_xlabel("operational intensity: warp compute instructions per byte")
    ax.set_ylabel("10^9 warp compute instructions / s")
    ax.set_title("Roofline placement" + ("" if r.known else " (roof unknown)"))
    ax.grid(True, which="both", alpha=0.25)
    ax.legend(fontsize=8, loc="lower right")
    if not r.known:
        ax.text(0.02, 0.95, "roof unknown: no bandwidth and peak for this GPU "
                "in the input", transform=ax.transAxes, fontsize=8, va="top")
    parts = [f"I = {p.compute_per_warp:.4g} warp compute instructions / "
             f"{p.bytes_per_warp:.4g} bytes per warp = {p.intensity:.4g}"]
    if p.achieved is not None:
        parts.append(f"predicted rate {p.achieved / 1e9:.4g}e9 warp compute "
                     f"instructions/s")
    else:
        parts.append(p.why_not)
    if r.known:
        att = r.attainable(p.intensity)
        parts.append(f"attainable at this I: {att / 1e9:.4g}e9 "
                     f"({'bandwidth' if p.intensity < r.ridge else 'compute'} roof)")
        if p.achieved is not None and p.achieved > att * 1.001:
            parts.append("the predicted rate is ABOVE the roof: the predicted "
                         "time is shorter than these bytes or instructions "
                         "need at the roof's bandwidth or peak (often because the bytes "
                         "include shared-memory or cache traffic that the DRAM "
                         "roof does not limit)")
    parts.append("roof: " + ("; ".join(r.sources) if r.sources else "unknown"))
    parts.append("bytes sum all memory levels (global, L2, L1, shared), so I is a "
                 "lower bound of the DRAM intensity")
    parts.append(f"in warp instructions, not FLOP: {fr.why_not}")
    return png_bytes(fig), ". ".join(x[:1].upper() + x[1:] for x in parts) + "."
