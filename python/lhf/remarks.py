"""Read the optimisation-remark YAML that ``-pass-remarks-output`` writes.

Each remark is one YAML document with a local tag naming its kind::

    --- !Analysis
    Pass:            lhf
    Name:            KernelPrediction
    DebugLoc:        { File: matmul_naive.cu, Line: 6, Column: 0 }
    Function:        _Z12matmul_naivePKfS0_Pfii
    Args:
      - String:          'kernel '''
      - Kernel:          'matmul_naive(float const*, ...)'
      - PredictedCycles: '1549734'
      ...

PyYAML's safe loader rejects the ``!Analysis`` / ``!Passed`` / ``!Missed``
tags, so :class:`RemarkLoader` accepts any local tag and records it under
``"Kind"``.  :func:`kernels_from_remarks` turns ``KernelPrediction`` and
``MachineKernelPrediction`` remarks into kernel dicts (as far as the named
arguments allow: remarks carry the totals, not the segments or the
per-resource occupancy), attaching each ``BottleneckHint`` as a hint and
each ``Assumption`` as a note of the kernel in the same function.
"""

import yaml

def _int(value):
    """An integer from a remark value such as ``'8'`` or ``'8.0'``."""
    return int(float(value))


#: Remark names that describe a whole kernel.
KERNEL_REMARKS = ("KernelPrediction", "MachineKernelPrediction")

#: Remark argument name -> (kernel dict key, converter).
_ARG_MAP = {
    "Kernel": ("name", str),
    "GPU": ("gpu", str),
    "PredictedCycles": ("predicted_cycles", float),
    "PredictedTimeUs": ("predicted_time_us", float),
    "TimeOneRep": ("time_one_rep", float),
    "RepNum": ("rep_num", float),
    "TLP": ("tlp", _int),
    "BLP": ("blp", _int),
    "BLPLimiter": ("blp_limiter", str),
    "W": ("w", _int),
    "NBB": ("nbb", float),
    "Registers": ("regs", _int),
    "RegistersSource": ("regs_source", str),
    "Bottleneck": ("bottleneck", str),
    "Reason": ("cannot_launch_reason", str),
}


class RemarkLoader(yaml.SafeLoader):
    """A safe YAML loader that accepts LLVM's remark tags.

    A document tagged ``!Analysis`` (or ``!Passed``, ``!Missed``,
    ``!Failure``, any ``!X``) loads as a dict with ``"Kind": "Analysis"``."""


def _construct_tagged(loader, suffix, node):
    if isinstance(node, yaml.MappingNode):
        value = loader.construct_mapping(node, deep=True)
        value.setdefault("Kind", suffix)
        return value
    if isinstance(node, yaml.SequenceNode):
        return loader.construct_sequence(node, deep=True)
    return loader.construct_scalar(node)


RemarkLoader.add_multi_constructor("!", _construct_tagged)


def parse_remarks(text):
    """All remark documents of a YAML text, as dicts (empty documents are
    skipped)."""
    return [d for d in yaml.load_all(text, Loader=RemarkLoader)
            if isinstance(d, dict)]


def read_remarks(path):
    """All remark documents of a YAML file."""
    with open(path, encoding="utf-8") as f:
        return parse_remarks(f.read())


def remark_args(remark):
    """The named arguments of a remark as one dict (the ``String`` pieces of
    the message are dropped; a repeated name keeps its first value)."""
    out = {}
    for arg in remark.get("Args") or []:
        if not isinstance(arg, dict):
            continue
        for key, value in arg.items():
            if key not in ("String", "DebugLoc"):
                out.setdefault(key, value)
    return out


def remark_message(remark):
    """The remark's text as the compiler prints it (all Args concatenated)."""
    parts = []
    for arg in remark.get("Args") or []:
        if isinstance(arg, dict):
            parts.extend(str(v) for k, v in arg.items() if k != "DebugLoc")
    return "".join(parts)


def _loc(remark):
    loc = remark.get("DebugLoc") or {}
    return str(loc.get("File", "") or ""), int(loc.get("Line", 0) or 0)


def _convert(value, conv):
    try:
        return conv(value)
    except (TypeError, ValueError):
        return None


def _kernel(remark):
    args = remark_args(remark)
    file, line = _loc(remark)
    kernel = {
        "name": remark.get("Function", ""),
        "function": remark.get("Function", ""),
        "level": "machine" if remark.get("Name", "").startswith("Machine") else "ir",
        "source": "remarks",
        "file": file,
        "line": line,
        "hints": [],
        "notes": [],
    }
    for arg, (key, conv) in _ARG_MAP.items():
        if arg in args:
            kernel[key] = _convert(args[arg], conv)
    kernel["can_launch"] = "Reason" not in args
    return kernel


def _hint(remark):
    args = remark_args(remark)
    file, line = _loc(remark)
    hint = {
        "kind": str(args.get("Kind", "none")),
        "file": file,
        "line": line,
        "message": str(args.get("Message", remark_message(remark))),
        "predicted_gain": _convert(args.get("PredictedGain", 0), float) or 0.0,
    }
    # Remarks since the hints named their fix (issue 31).
    if "Fix" in args:
        hint["fix"] = str(args["Fix"])
    for arg, key in (("PredictedGainPercent", "predicted_gain_percent"),
                     ("PredictedGainUs", "predicted_gain_us")):
        if arg in args:
            hint[key] = _convert(args[arg], float)
    return hint


def _note(remark):
    args = remark_args(remark)
    file, line = _loc(remark)
    text = str(args.get("Assumption", remark_message(remark)))
    return f"{file}:{line}: {text}" if file and line else text


def kernels_from_remarks(remarks, pass_name="lhf"):
    """Kernel dicts from parsed remark documents.

    Only remarks of pass ``pass_name`` count.  Hints and assumptions attach
    to the latest kernel remark of the same ``Function``; ones seen before
    any kernel remark of their function wait for it."""
    kernels, current, pending = [], {}, {}
    for r in remarks:
        if r.get("Pass") != pass_name:
            continue
        name, fn = str(r.get("Name", "")), r.get("Function", "")
        if name in KERNEL_REMARKS:
            k = _kernel(r)
            for kind, item in pending.pop(fn, []):
                k[kind].append(item)
            kernels.append(k)
            current[fn] = k
            continue
        if name.endswith("BottleneckHint"):
            entry = ("hints", _hint(r))
        elif name.endswith("Assumption"):
            entry = ("notes", _note(r))
        else:
            continue
        if fn in current:
            current[fn][entry[0]].append(entry[1])
        else:
            pending.setdefault(fn, []).append(entry)
    for fn, entries in pending.items():
        k = {"name": fn, "function": fn, "source": "remarks", "hints": [],
             "notes": ["no KernelPrediction remark for this function in the "
                       "input: only its hints and assumptions are known"]}
        for kind, item in entries:
            k[kind].append(item)
        kernels.append(k)
    return kernels
