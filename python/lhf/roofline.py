"""Roofline placement of a kernel (seed 001: attainable = min(peak, BW x I)).

The driver's JSON has no flop count, so the operational intensity is
approximated from the segments, in the model's own units::

    I = sum(segment.compute x count) / sum(segment.data_bytes x count)

i.e. **warp compute instructions per byte** (both per warp; ``compute``
counts FP32/FP64/FP16/integer/SFU/conversion warp instructions, and
``data_bytes`` sums the bytes of *all* memory levels the segment touches,
so ``I`` is a lower bound of the DRAM intensity).  The kernel's achieved
rate is its total warp compute instructions (per-warp count x warps in the
grid, ``nb x tlp``) over ``predicted_time_us``.

The roof needs the GPU's bandwidth and peak warp-instruction rate.  They
come from the kernel's ``gpu_info`` when the driver provides it, else from
the repository's ``gpus/<gpu>.json`` when that file is found; otherwise the
roof is unknown and only the point is drawn.  Every number records where it
came from in :attr:`Roof.sources`.
"""

import json
import os
from dataclasses import dataclass, field

from .driver import in_checkout, repo_root

#: Flops one FP32 FMA warp instruction performs (32 lanes x 2).
FLOPS_PER_WARP_FMA = 64


def gpus_dirs():
    """Where GPU descriptions are looked for, in order: ``$LHF_GPU_DIR``
    (the driver's variable; ``$LHF_GPUS_DIR``, its old name, still read);
    else ``<repo>/gpus`` when this package runs from the source tree, then
    the copy installed with the package (``lhf/gpus``, see setup.py)."""
    env = os.environ.get("LHF_GPU_DIR") or os.environ.get("LHF_GPUS_DIR")
    if env:
        return [env]
    here = os.path.dirname(os.path.abspath(__file__))
    dirs = [os.path.join(repo_root(), "gpus")] if in_checkout() else []
    return dirs + [os.path.join(here, "gpus")]


def default_gpus_dir():
    """The first of :func:`gpus_dirs` that exists (else the first one)."""
    dirs = gpus_dirs()
    return next((d for d in dirs if os.path.isdir(d)), dirs[0])


@dataclass
class Placement:
    """Where a kernel sits: intensity and achieved rate (None = unknown)."""

    compute_per_warp: float = 0.0  #: warp compute instructions per warp
    bytes_per_warp: float = 0.0  #: bytes per warp, all memory levels
    intensity: float = None  #: warp compute instructions per byte
    achieved: float = None  #: warp compute instructions per second
    why_not: str = ""  #: reason a value is None


@dataclass
class Roof:
    """The GPU's roof; a None field is unknown."""

    bandwidth: float = None  #: bytes per second
    peak: float = None  #: warp compute instructions per second
    sources: list = field(default_factory=list)  #: one line per number

    @property
    def known(self):
        """True when both the bandwidth slope and the peak are known."""
        return self.bandwidth is not None and self.peak is not None

    @property
    def ridge(self):
        """Intensity where the bandwidth slope meets the peak."""
        return self.peak / self.bandwidth if self.known and self.bandwidth else None

    def attainable(self, intensity):
        """min(peak, bandwidth x intensity), or None when the roof is unknown."""
        if not self.known:
            return None
        return min(self.peak, self.bandwidth * intensity)


def placement(kernel):
    """The kernel's :class:`Placement` from its segments and timing."""
    segs = kernel.get("segments") or []
    p = Placement()
    if not segs:
        p.why_not = "no segment data in the input"
        return p
    p.compute_per_warp = sum(float(s.get("compute", 0)) * float(s.get("count", 1))
                             for s in segs)
    p.bytes_per_warp = sum(float(s.get("data_bytes", 0)) * float(s.get("count", 1))
                           for s in segs)
    if p.bytes_per_warp <= 0:
        p.why_not = "the kernel moves no bytes: intensity is unbounded"
        return p
    if p.compute_per_warp <= 0:
        p.why_not = "the kernel has no compute instructions: intensity is 0"
        return p
    p.intensity = p.compute_per_warp / p.bytes_per_warp
    nb, tlp, t_us = kernel.get("nb"), kernel.get("tlp"), kernel.get("predicted_time_us")
    if nb and tlp and t_us and t_us > 0:
        p.achieved = p.compute_per_warp * nb * tlp / (t_us * 1e-6)
    else:
        p.why_not = "no grid size, warps per block or predicted time in the input"
    return p


def _value(entry):
    """A gpus/*.json number: ``{"value": v, "source": ...}`` or a bare number."""
    if isinstance(entry, dict):
        entry = entry.get("value")
    try:
        return float(entry) if entry is not None else None
    except (TypeError, ValueError):
        return None


def _gpu_file(name, gpus_dir):
    if not name:
        return None
    path = os.path.join(gpus_dir or default_gpus_dir(), f"{name}.json")
    try:
        with open(path, encoding="utf-8") as f:
            return path, json.load(f)
    except (OSError, ValueError):
        return None


def roof(kernel, gpus_dir=None):
    """The :class:`Roof` for ``kernel``: ``gpu_info`` first, then gpus/*.json."""
    r = Roof()
    info = kernel.get("gpu_info") or {}
    bw, gflops = _value(info.get("bandwidth_gbs")), _value(info.get("peak_gflops"))
    if bw:
        r.bandwidth = bw * 1e9
        r.sources.append(f"bandwidth {bw:g} GB/s (gpu_info)")
    if gflops:
        r.peak = gflops * 1e9 / FLOPS_PER_WARP_FMA
        r.sources.append(f"peak {gflops:g} GFLOP/s (gpu_info) / "
                         f"{FLOPS_PER_WARP_FMA} flops per FMA warp instruction")
    if r.known:
        return r
    found = _gpu_file(kernel.get("gpu"), gpus_dir)
    if not found:
        return r
    path, g = found
    name = os.path.basename(path)
    mem = (g.get("memory") or {}).get("global") or {}
    bw = _value(mem.get("bandwidth_gbs"))
    if r.bandwidth is None and bw:
        r.bandwidth = bw * 1e9
        r.sources.append(f"bandwidth {bw:g} GB/s (gpus/{name}, global memory)")
    sms = _value(info.get("sm_count")) or _value(g.get("sm_count"))
    mhz = _value(info.get("clock_mhz")) or _value(g.get("clock_mhz"))
    fp32 = _value(((g.get("instructions") or {}).get("fp32") or {}).get("throughput"))
    if r.peak is None and sms and mhz and fp32:
        r.peak = sms * mhz * 1e6 / fp32
        r.sources.append(f"peak {sms:g} SMs x {mhz:g} MHz / {fp32:g} cycles per "
                         f"FP32 warp instruction (gpus/{name})")
    return r


@dataclass
class FlopRoofline:
    """The roofline in FLOP/s over FLOP per DRAM byte, from the driver's
    ``work`` and ``gpu_info``: the CUDA cores' FP32 roof and, when the
    kernel uses the matrix pipe, the tensor roof. ``why_not`` says why there
    is none (the instruction roofline is drawn instead)."""

    intensity: float = None   #: FLOP per DRAM byte
    achieved: float = None    #: FLOP/s at the predicted time
    bandwidth: float = None   #: DRAM bytes per second
    fp32_peak: float = None   #: FLOP/s
    tensor_peak: float = None  #: FLOP/s, None without matrix work
    why_not: str = ""

    def attainable(self, intensity):
        """The highest roof at ``intensity``: the tensor roof when the
        kernel does matrix work, else the CUDA cores'."""
        peak = self.tensor_peak or self.fp32_peak
        return min(peak, self.bandwidth * intensity)


def flop_roofline(kernel):
    """The kernel's :class:`FlopRoofline` (``why_not`` set when the input
    lacks what it needs)."""
    r = FlopRoofline()
    work = kernel.get("work") or {}
    info = kernel.get("gpu_info") or {}
    flops = float(work.get("flops") or 0) + float(work.get("tensor_flops") or 0)
    dram = float(work.get("dram_bytes") or 0)
    t_us = kernel.get("predicted_time_us")
    bw, peak = _value(info.get("bandwidth_gbs")), _value(info.get("peak_gflops"))
    if not work:
        r.why_not = "no FLOP or DRAM byte counts in the input"
    elif flops <= 0:
        r.why_not = "the kernel does no floating-point work"
    elif dram <= 0:
        r.why_not = "no bytes reach DRAM: the intensity is unbounded"
    elif not (t_us and t_us > 0):
        r.why_not = "no predicted time"
    elif not (bw and peak):
        r.why_not = "no bandwidth or FP32 peak for this GPU in the input"
    if r.why_not:
        return r
    r.intensity = flops / dram
    r.achieved = flops / (t_us * 1e-6)
    r.bandwidth, r.fp32_peak = bw * 1e9, peak * 1e9
    tensor = _value(info.get("tensor_peak_gflops"))
    if float(work.get("tensor_flops") or 0) > 0 and tensor:
        r.tensor_peak = tensor * 1e9
    return r
