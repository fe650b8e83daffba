"""Reading the driver's JSON: shapes accepted and defaults filled."""

import json

import pytest

from lhf.load import UNLIMITED, kernels_from_json, load_kernels, load_text


def test_two_kernels(two_kernels_json):
    ks = load_kernels(two_kernels_json)
    assert [k["name"] for k in ks] == [
        "matmul_naive(float const*, float const*, float*, int, int)",
        "block_reduce"]
    assert ks[1]["occupancy"]["registers"] == UNLIMITED
    assert ks[1]["blp_limiter"] == "shared memory"
    assert len(ks[0]["segments"]) == 3 and ks[0]["segments"][1]["count"] == 255


def test_fixture_is_self_consistent(two_kernels_json):
    """The hand-written numbers obey the model's sums (docs/model.md 5)."""
    for k in load_kernels(two_kernels_json):
        segs = k["segments"]
        issue = sum(s["count"] * k["w"] * s["ilp"] for s in segs)
        exposed = sum(s["count"] * s["exposed"] for s in segs)
        assert issue == pytest.approx(k["issue_cycles"])
        assert exposed == pytest.approx(k["latency_cycles"] + k["bandwidth_cycles"]
                                        + k["barrier_cycles"])
        assert issue + exposed == pytest.approx(k["time_one_rep"])
        assert k["time_one_rep"] * k["rep_num"] == pytest.approx(k["predicted_cycles"])
        assert k["nbb"] == pytest.approx(sum(s["count"] for s in segs))


def test_missing_keys_get_defaults():
    (k,) = kernels_from_json({"kernels": [{"name": "k", "segments": [{"ilp": 2}]}]})
    assert k["predicted_cycles"] is None and k["occupancy"] is None
    assert k["hints"] == [] and k["notes"] == []
    assert k["segments"][0]["count"] == 1.0 and k["segments"][0]["index"] == 0


def test_unknown_keys_are_kept():
    (k,) = kernels_from_json({"name": "k", "gpu_info": {"sm_count": 2}, "new": 1})
    assert k["new"] == 1 and k["gpu_info"]["sm_count"] == 2


def test_other_shapes():
    assert len(kernels_from_json([{"name": "a"}, {"name": "b"}])) == 2
    (k,) = kernels_from_json({"kernels": {"named": {"tlp": 1}}})
    assert k["name"] == "named"
    with pytest.raises(ValueError):
        kernels_from_json(3)


def test_json_text_is_detected():
    ks = load_text(json.dumps({"kernels": [{"name": "x"}]}), "out.txt")
    assert ks[0]["name"] == "x"
