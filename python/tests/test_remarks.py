"""The remark-YAML reader."""

import pytest

from lhf.load import load_kernels
from lhf.remarks import kernels_from_remarks, parse_remarks, read_remarks, remark_args


def test_tags_are_accepted(remarks_yaml):
    docs = read_remarks(remarks_yaml)
    assert [d["Kind"] for d in docs][:2] == ["Missed", "Analysis"]
    assert docs[1]["DebugLoc"] == {"File": "matmul_naive.cu", "Line": 6, "Column": 0}


def test_args_drop_strings(remarks_yaml):
    args = remark_args(read_remarks(remarks_yaml)[1])
    assert "String" not in args
    assert args["PredictedCycles"] == "1549734" and args["BLPLimiter"] == "warps"


def test_kernels(remarks_yaml):
    ks = kernels_from_remarks(read_remarks(remarks_yaml))
    assert [k["name"] for k in ks] == [
        "matmul_naive(float const*, float const*, float*, int, int)",
        "block_reduce(float const*, float*)", "big()"]
    mm, red, big = ks
    assert mm["predicted_cycles"] == 1549734.0
    assert mm["predicted_time_us"] == pytest.approx(1192.103)
    assert (mm["tlp"], mm["blp"], mm["w"], mm["regs"]) == (8, 4, 32, 10)
    assert mm["rep_num"] == 3 and mm["nbb"] == 257 and mm["time_one_rep"] == 516578
    assert mm["bottleneck"] == "issue" and mm["gpu"] == "tesla-c1060"
    assert mm["level"] == "ir" and mm["can_launch"]
    assert mm["hints"] == [{"kind": "issue", "file": "matmul_naive.cu", "line": 11,
                            "message": mm["hints"][0]["message"],
                            "predicted_gain": 124625.0}]
    assert mm["notes"] == ["matmul_naive.cu:6: no grid given: one full wave of "
                           "120 blocks assumed; pass -lhf-grid"]
    # The hint came before its (machine) kernel remark and still attaches.
    assert red["level"] == "machine" and red["blp_limiter"] == "shared memory"
    assert [h["kind"] for h in red["hints"]] == ["memory latency"]
    assert not big["can_launch"] and big["bottleneck"] == "cannot launch"
    assert "2048 threads" in big["cannot_launch_reason"]


def test_other_passes_are_ignored():
    text = "--- !Passed\nPass: inline\nName: Inlined\nFunction: f\nArgs: []\n...\n"
    assert kernels_from_remarks(parse_remarks(text)) == []


def test_orphan_hint_keeps_its_function():
    text = ("--- !Analysis\nPass: lhf\nName: BottleneckHint\nFunction: f\n"
            "DebugLoc: { File: a.cu, Line: 3, Column: 1 }\nArgs:\n"
            "  - Kind: barrier\n  - Message: m\n  - PredictedGain: '5'\n...\n")
    (k,) = kernels_from_remarks(parse_remarks(text))
    assert k["name"] == "f" and k["hints"][0]["line"] == 3


def test_load_kernels_reads_yaml(remarks_yaml):
    ks = load_kernels(remarks_yaml)
    assert len(ks) == 3 and ks[0]["segments"] == [] and ks[0]["occupancy"] is None
