"""The per-class table of make validate (validation/validate.py): a kernel's
class from the words of its name or its suite's kernel_class, and each
class's MAPE and predicted/measured range."""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "..", "validation"))
import validate  # noqa: E402


def row(kernel, t_pred, t_meas):
    return {"id": kernel, "entry": {"kernel": kernel}, "t_pred": t_pred,
            "t_meas": t_meas, "ape": abs(t_pred - t_meas) / t_meas,
            "ape_time": abs(t_pred - t_meas) / t_meas}


def test_class_from_name_words():
    assert validate.kernel_class(row("mma_1_0", 1, 1)) == "GEMM, tensor core"
    assert validate.kernel_class(row("mm_ab_simple", 1, 1)) == "GEMM, FP32"
    assert validate.kernel_class(row("reduce_k4_first_add", 1, 1)) == \
        "reduction"
    # "thread" is not "read": a word must start with the key.
    assert validate.kernel_class(row("sgemm_v3_thread_tile_1d", 1, 1)) == \
        "GEMM, FP32"
    assert validate.kernel_class(row("stencil1d_7pt", 1, 1)) == \
        validate.OTHER_CLASS
    assert validate.kernel_class(row("matmul_v2", 1, 1),
                                 "GEMM, tensor core") == "GEMM, tensor core"


def test_class_table_numbers():
    rows = [row("stream_copy", 1.1, 1.0), row("stream_add", 0.5, 1.0),
            row("transpose_naive", 2.0, 1.0)]
    results = {"s": {"ok": True, "max": {"rows": rows}}}
    lines = validate.class_table(results, "max", {"s": {"suite": "s"}})
    assert lines[0] == "| transpose | 1 | 100.0 | 2.00 | 2.00 - 2.00 |"
    assert lines[1].startswith("| stream (copy, scale, add, triad, read, "
                               "write) | 2 | 30.0 | 0.80 | 0.50 - 1.10 |")
