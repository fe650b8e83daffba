"""lhf: reports for the latency-hidden-factor GPU performance model.

A plain package (no bindings) around the C++ driver's output.  It reads

* the driver's JSON (``lhf predict ... --json`` prints ``{"kernels": [...]}``),
* the optimisation-remark YAML that ``-pass-remarks-output`` writes,

and turns them into a self-contained HTML report (``python3 -m lhf report``,
or ``lhf-report`` once installed: ``pip install ./python``).
See ``docs/json-schema.md`` for the meaning of every field.
"""

from .load import load_kernels, normalize_kernel

__all__ = [
    "load_kernels",
    "normalize_kernel",
    "read_remarks",
    "kernels_from_remarks",
]

#: The package's version; the C++ driver's ``lhf --version`` says the same.
__version__ = "0.2.0"


def __getattr__(name):
    # The remark reader needs PyYAML: imported when first asked for, so that
    # ``import lhf`` (and ``python3 -m lhf predict``) works without it.
    if name in ("read_remarks", "kernels_from_remarks"):
        from . import remarks
        return getattr(remarks, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
