"""The documentation and the reader keep up with the C++ JSON writer."""

import os
import re
import subprocess

import pytest

from lhf.load import _HINT_DEFAULTS, _KERNEL_DEFAULTS, _SEGMENT_DEFAULTS
from lhf.remarks import kernels_from_remarks, read_remarks

REPO = os.path.normpath(os.path.join(os.path.dirname(__file__), "..", ".."))
REPORT_CPP = os.path.join(REPO, "lib", "Views", "Report.cpp")
SCHEMA_MD = os.path.join(REPO, "docs", "json-schema.md")


def _json_keys():
    with open(REPORT_CPP, encoding="utf-8") as f:
        text = f.read()
    body = text[text.index("json::Value toJSON"):]
    return set(re.findall(r'\{"([a-z_]+)",', body))


@pytest.mark.skipif(not os.path.exists(REPORT_CPP), reason="no Report.cpp")
def test_every_json_key_is_documented_and_read():
    keys = _json_keys()
    assert {"name", "segments", "hints", "occupancy"} <= keys
    with open(SCHEMA_MD, encoding="utf-8") as f:
        doc = f.read()
    missing = sorted(k for k in keys if f"`{k}`" not in doc)
    assert not missing, f"keys not in docs/json-schema.md: {missing}"
    known = (set(_KERNEL_DEFAULTS) | set(_SEGMENT_DEFAULTS) | set(_HINT_DEFAULTS)
             | {"index", "segments", "hints", "notes", "threads", "warps",
                "blocks", "registers", "shared_memory", "flops",
                "tensor_flops", "dram_bytes"})
    assert not sorted(keys - known)


OPT = "/usr/lib/llvm-22/bin/opt"
PLUGIN = os.path.join(REPO, "build", "lib", "LHF.so")


@pytest.mark.skipif(not (os.path.exists(OPT) and os.path.exists(PLUGIN)),
                    reason="opt 22 or the built plugin is missing")
def test_real_remark_yaml(tmp_path):
    """The reader understands what the built plugin writes."""
    out = tmp_path / "r.yaml"
    proc = subprocess.run(
        [OPT, f"-load-pass-plugin={PLUGIN}", "-passes=lhf-analysis",
         "-lhf-gpu=tesla-c1060", "-lhf-block=16,16", "-lhf-grid=16,16",
         "-lhf-arg=wA=256", "-lhf-regs=10", "-disable-output",
         os.path.join(REPO, "examples", "matmul_naive.ll"),
         f"-pass-remarks-output={out}", "-pass-remarks-filter=lhf"],
        capture_output=True, text=True, timeout=120)
    if proc.returncode != 0:
        pytest.skip(f"opt failed (plugin stale or being rebuilt?): {proc.stderr[-500:]}")
    (k,) = kernels_from_remarks(read_remarks(str(out)))
    assert k["name"].startswith("matmul_naive(")
    assert k["gpu"] == "tesla-c1060" and k["tlp"] == 8
    assert k["predicted_cycles"] > 0 and k["hints"]


DRIVER_DIR = os.path.join(REPO, "tools", "lhf")


@pytest.mark.skipif(not os.path.isdir(DRIVER_DIR), reason="no tools/lhf")
def test_every_driver_json_key_is_documented():
    """The keys the driver adds (reportJSON, the document, the accesses)."""
    driver = ""
    for name in sorted(os.listdir(DRIVER_DIR)):
        if name.endswith(".cpp"):
            with open(os.path.join(DRIVER_DIR, name), encoding="utf-8") as f:
                driver += f.read()
    with open(REPORT_CPP, encoding="utf-8") as f:
        report = f.read()
    accesses = report[report.index("json::Value accessesJSON"):
                      report.index("json::Value toJSON")]
    keys = set(re.findall(r'O\["([a-z_]+)"\]', driver))
    keys |= set(re.findall(r'\{"([a-z_]+)",', driver))
    keys |= set(re.findall(r'\{"([a-z_]+)",', accesses))
    keys |= set(re.findall(r'Doc\["([a-z_]+)"\]', driver))
    assert {"mangled", "schema_version", "lhf_version", "bank_ways",
            "recommended_block", "skipped"} <= keys
    with open(SCHEMA_MD, encoding="utf-8") as f:
        doc = f.read()
    missing = sorted(k for k in keys if f"`{k}`" not in doc)
    assert not missing, f"keys not in docs/json-schema.md: {missing}"
