"""lhf: reports for the latency-hidden-factor GPU performance model.

A plain package (no bindings) around the C++ driver's output.  It reads

* the driver's JSON (``lhf predict ... --json`` prints ``{"kernels": [...]}``),
* the optimisation-remark YAML that ``-pass-remarks-output`` writes,

and turns them into a self-contained HTML report (``python3 -m lhf report``).
See ``docs/json-schema.md`` for the meaning of every field.
"""

from .load import load_kernels, normalize_kernel
from .remarks import read_remarks, kernels_from_remarks

__all__ = [
    "load_kernels",
    "normalize_kernel",
    "read_remarks",
    "kernels_from_remarks",
]

__version__ = "0.1.0"
