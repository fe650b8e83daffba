"""Read kernel predictions from the driver's JSON or the remark YAML.

Every reader returns a list of *kernel dicts* shaped like one entry of the
driver's ``{"kernels": [...]}`` (docs/json-schema.md).  Missing keys are
filled with neutral defaults by :func:`normalize_kernel`, so the report
never has to ask whether a key exists; ``None`` means "not known" (for
example a remark carries no per-segment numbers).
"""

import json
import os
import stat
import sys

from .schema import check_kernel

#: Larger inputs are refused: the report of 500 kernels is a few megabytes.
MAX_INPUT_BYTES = 256 << 20

#: The value the driver writes for a resource that does not limit occupancy.
UNLIMITED = 4294967295

#: Scalar keys of a kernel and their default when absent.  ``None`` marks
#: numbers the input did not give (the report prints "-").
_KERNEL_DEFAULTS = {
    "name": "<unnamed kernel>",
    "gpu": None,
    "can_launch": True,
    "cannot_launch_reason": "",
    "aggregation": None,
    "predicted_cycles": None,
    "predicted_time_us": None,
    "lower_bound": None,
    "time_one_rep": None,
    "rep_num": None,
    "time_last_rep": None,
    "rep_num_paper": None,
    "block_launch_cycles": None,
    "one_word_atomics": None,
    "one_word_atomic_cycles": None,
    "line_atomics": None,
    "line_atomic_cycles": None,
    "chain_cycles": None,
    "tlp": None,
    "blp": None,
    "blp_used": None,
    "w": None,
    "blp_limiter": None,
    "regs": None,
    "regs_source": None,
    "nb": None,
    "nbb": None,
    "issue_cycles": None,
    "tensor_cycles": None,
    "latency_cycles": None,
    "block_start_cycles": None,
    "bandwidth_cycles": None,
    "barrier_cycles": None,
    "bottleneck": None,
    "occupancy": None,
    "speed_of_light": None,
    "work": None,
    "hints_left_out": 0,
    "gpu_info": None,
}

_SEGMENT_DEFAULTS = {
    "label": "",
    "cycles": None,
    "ilp": 0.0,
    "ilp_next": 0.0,
    "data_bytes": 0.0,
    "ideal_bytes": 0.0,
    "mem_latency": 0.0,
    "mem_bw_cycles": 0.0,
    "wait_level": "none",
    "exposed": 0.0,
    "sync": False,
    "count": 1.0,
    "global_loads": 0.0,
    "shared_loads": 0.0,
    "stores": 0.0,
    "compute": 0.0,
    "bandwidth_bound": False,
    "blocks_overlap": False,
    "file": "",
    "line": 0,
    "instrs": None,
}

_HINT_DEFAULTS = {
    "kind": "none",
    "file": "",
    "line": 0,
    "fix": "none",
    "action": "",
    "message": "",
    "predicted_gain": 0.0,
    "predicted_gain_percent": None,
    "predicted_gain_us": None,
    "capped": False,
    "roof_after": None,
}


def _with_defaults(obj, defaults):
    """Return a copy of ``obj`` with every key of ``defaults`` present.

    Keys the input has but ``defaults`` lacks are kept (the driver may add
    fields later)."""
    out = dict(defaults)
    if isinstance(obj, dict):
        out.update({k: v for k, v in obj.items() if v is not None or k not in out})
    return out


def normalize_kernel(kernel):
    """Fill the optional keys of one kernel dict (a new dict is returned)."""
    k = _with_defaults(kernel, _KERNEL_DEFAULTS)
    k["segments"] = [
        dict(_with_defaults(s, _SEGMENT_DEFAULTS), index=s.get("index", i),
             instrs=dict(s.get("instrs") or {}))
        for i, s in enumerate(kernel.get("segments") or [])
        if isinstance(s, dict)
    ]
    k["hints"] = [_with_defaults(h, _HINT_DEFAULTS)
                  for h in kernel.get("hints") or [] if isinstance(h, dict)]
    k["notes"] = [str(n) for n in kernel.get("notes") or []]
    if k["name"] in (None, ""):
        k["name"] = _KERNEL_DEFAULTS["name"]
    return k


def kernels_from_json(doc):
    """Kernel dicts from a parsed JSON document.

    Accepts the driver's ``{"kernels": [...]}``, a ``{"kernels": {name:
    kernel}}`` mapping, a bare list of kernels, or one kernel object."""
    where = "kernels"
    if isinstance(doc, dict) and "kernels" in doc:
        ks = doc["kernels"]
        if isinstance(ks, dict):
            ks = [dict(v, name=v.get("name", n)) if isinstance(v, dict) else v
                  for n, v in ks.items()]
        elif not isinstance(ks, list):
            raise ValueError("kernels: expected an array of kernel objects")
    elif isinstance(doc, list):
        ks, where = doc, ""
    elif isinstance(doc, dict):
        ks, where = [doc], "kernel"
    else:
        raise ValueError("not an lhf JSON document: expected an object or list")
    for i, k in enumerate(ks):
        check_kernel(k, f"{where}[{i}]" if where != "kernel" else where)
    return [normalize_kernel(k) for k in ks]


def _looks_like_yaml(path, text):
    if path.lower().endswith((".yaml", ".yml")):
        return True
    stripped = text.lstrip()
    return stripped.startswith("---") or stripped.startswith("!")


def load_text(text, path="<stdin>"):
    """Kernel dicts from the text of a JSON or remark-YAML file."""
    return load_document_text(text, path)[0]


def _meta(doc):
    """The top-level keys of a driver document other than its kernels
    (``recommended_block`` of a sweep, ``errors``, ``not_launched``)."""
    if isinstance(doc, dict) and "kernels" in doc:
        return {k: v for k, v in doc.items() if k != "kernels"}
    return {}


def load_document_text(text, path="<stdin>"):
    """``(kernels, meta)`` from the text of a JSON or remark-YAML file."""
    if _looks_like_yaml(path, text):
        from .remarks import kernels_from_remarks, parse_remarks
        import yaml
        try:
            remarks = parse_remarks(text)
        except yaml.YAMLError as err:
            mark = getattr(err, "problem_mark", None)
            at = f":{mark.line + 1}" if mark is not None else ""
            problem = getattr(err, "problem", None) or str(err).split("\n")[0]
            raise ValueError(f"{path}{at}: not remark YAML: {problem}") from None
        return [normalize_kernel(k) for k in kernels_from_remarks(remarks)], {}
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as err:
        raise ValueError(f"{path}:{err.lineno}:{err.colno}: neither lhf's JSON "
                         f"nor remark YAML: {err.msg}") from None
    except RecursionError:
        raise ValueError(f"{path}: JSON nested too deep") from None
    try:
        return kernels_from_json(doc), _meta(doc)
    except ValueError as err:
        raise ValueError(f"{path}: {err}") from None


def load_kernels(path):
    """Kernel dicts from a file (``-`` reads standard input)."""
    return load_document(path)[0]


def load_document(path):
    """``(kernels, meta)`` from a file (``-`` reads standard input).

    Only regular files (or standard input) of at most MAX_INPUT_BYTES are
    read: a FIFO or /dev/zero would never end."""
    if path == "-":
        text = sys.stdin.read(MAX_INPUT_BYTES + 1)
        if len(text) > MAX_INPUT_BYTES:
            raise ValueError(f"<stdin>: over {MAX_INPUT_BYTES} bytes: not read")
        return load_document_text(text)
    path = os.fspath(path)
    st = os.stat(path)
    if not stat.S_ISREG(st.st_mode):
        raise ValueError(f"{path}: not a regular file")
    if st.st_size > MAX_INPUT_BYTES:
        raise ValueError(f"{path}: {st.st_size} bytes, over the limit of "
                         f"{MAX_INPUT_BYTES}: not read")
    with open(path, encoding="utf-8", errors="replace") as f:
        return load_document_text(f.read(MAX_INPUT_BYTES + 1), path)
