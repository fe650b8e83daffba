"""The types of the driver's JSON (docs/json-schema.md), checked on input.

The report reads files a user hands it, not only what the driver wrote: a
value of the wrong type is said in one line naming the file and where
(``out.json: kernels[0].segments: expected an array, got a number``)
instead of a traceback from deep in the report.  ``null`` is accepted for
every key (it means "not known"), keys not listed here are not checked
(the driver may add fields later), and numbers must be finite (the driver
never writes NaN or infinity; Python's JSON reader accepts them).
"""

import math

#: Key -> type of a kernel object (section 2 of docs/json-schema.md).
KERNEL = {
    "name": "string", "gpu": "string", "can_launch": "bool",
    "cannot_launch_reason": "string", "aggregation": "string",
    "predicted_cycles": "number", "predicted_time_us": "number",
    "lower_bound": "bool",
    "time_one_rep": "number", "rep_num": "number", "rep_num_paper": "number",
    "time_last_rep": "number",
    "block_launch_cycles": "number", "one_word_atomics": "number",
    "one_word_atomic_cycles": "number", "line_atomics": "number",
    "line_atomic_cycles": "number", "chain_cycles": "number",
    "tlp": "integer", "blp": "integer", "blp_used": "integer", "w": "integer",
    "blp_limiter": "string", "regs": "integer", "regs_source": "string",
    "nb": "integer", "nbb": "number", "issue_cycles": "number",
    "tensor_cycles": "number", "latency_cycles": "number",
    "block_start_cycles": "number",
    "bandwidth_cycles": "number", "barrier_cycles": "number",
    "bottleneck": "string", "occupancy": "object", "segments": "array",
    "speed_of_light": "object", "work": "object", "hints": "array", "hints_left_out": "integer",
    "notes": "array", "gpu_info": "object", "mangled": "string",
    "demangled": "string", "level": "string", "gpu_choice": "string",
    "launch_from": "string", "exact": "bool", "rests_on": "array",
    "block": "array", "grid": "array", "static_smem": "integer",
    "dynamic_smem": "integer", "accesses": "array",
}

#: Key -> type of a ``segments[]`` entry (section 2.2).
SEGMENT = {
    "index": "integer", "label": "string", "cycles": "number", "ilp": "number",
    "ilp_next": "number", "data_bytes": "number", "ideal_bytes": "number",
    "mem_latency": "number", "mem_bw_cycles": "number",
    "wait_level": "string", "exposed": "number", "sync": "bool",
    "count": "number", "global_loads": "number", "shared_loads": "number",
    "stores": "number", "compute": "number", "instrs": "object",
    "bandwidth_bound": "bool", "blocks_overlap": "bool", "file": "string",
    "line": "integer",
}

#: Key -> type of a ``hints[]`` entry (section 2.3).
HINT = {
    "kind": "string", "fix": "string", "action": "string", "file": "string",
    "line": "integer",
    "message": "string", "predicted_gain": "number",
    "predicted_gain_percent": "number", "predicted_gain_us": "number",
    "capped": "bool", "roof_after": "number",
}

#: Key -> type of ``gpu_info`` (section 2.5); the roofline reads it.
GPU_INFO = {
    "sm_count": "integer", "clock_mhz": "number", "peak_gflops": "number",
    "bandwidth_gbs": "number",
}

_ARTICLE = {"string": "a string", "bool": "true or false",
            "number": "a number", "integer": "an integer",
            "array": "an array", "object": "an object"}


def _kind(value):
    """The JSON type of a Python value, in the words of _ARTICLE."""
    if isinstance(value, bool):
        return "bool"
    if isinstance(value, int):
        return "integer"
    if isinstance(value, float):
        return "number"
    if isinstance(value, str):
        return "string"
    if isinstance(value, list):
        return "array"
    if isinstance(value, dict):
        return "object"
    return "null" if value is None else type(value).__name__


def _check_value(value, want, where):
    if value is None:
        return
    got = _kind(value)
    ok = (got == want or (want == "number" and got == "integer")
          or (want == "integer" and got == "number" and math.isfinite(value)
              and float(value).is_integer()))
    if not ok:
        raise ValueError(f"{where}: expected {_ARTICLE[want]}, got "
                         f"{_ARTICLE.get(got, got)}")
    if got == "number" and not math.isfinite(value):
        raise ValueError(f"{where}: {value} is not a finite number")


def _check_object(obj, types, where):
    if not isinstance(obj, dict):
        raise ValueError(f"{where}: expected an object, got "
                         f"{_ARTICLE.get(_kind(obj), _kind(obj))}")
    for key, want in types.items():
        if key in obj:
            _check_value(obj[key], want, f"{where}.{key}")


def check_kernel(kernel, where="kernel"):
    """Raise ValueError naming the first value of ``kernel`` whose type is
    not the documented one."""
    _check_object(kernel, KERNEL, where)
    for key, types in (("segments", SEGMENT), ("hints", HINT)):
        for i, item in enumerate(kernel.get(key) or []):
            _check_object(item, types, f"{where}.{key}[{i}]")
    for i, note in enumerate(kernel.get("notes") or []):
        _check_value(note, "string", f"{where}.notes[{i}]")
    if kernel.get("gpu_info") is not None:
        _check_object(kernel["gpu_info"], GPU_INFO, f"{where}.gpu_info")
