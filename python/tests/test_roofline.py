"""Roofline numbers: intensity, achieved rate and the roof's sources."""

import pytest

from lhf.load import load_kernels
from lhf.roofline import FLOPS_PER_WARP_FMA, placement, roof


def test_placement(two_kernels_json):
    mm = load_kernels(two_kernels_json)[0]
    p = placement(mm)
    assert p.compute_per_warp == 8 + 6 * 255 + 3
    assert p.bytes_per_warp == 192 * 255 + 128
    assert p.intensity == pytest.approx(1541 / 49088)
    assert p.achieved == pytest.approx(1541 * 256 * 8 / 1192.103e-6)


def test_roof_from_gpu_info(two_kernels_json):
    r = roof(load_kernels(two_kernels_json)[0])
    assert r.bandwidth == 102e9
    assert r.peak == pytest.approx(622.08e9 / FLOPS_PER_WARP_FMA)
    assert r.attainable(1e-3) == pytest.approx(102e6)
    assert r.attainable(1e3) == r.peak
    assert all("gpu_info" in s for s in r.sources)


def test_roof_from_gpu_file(two_kernels_json, tmp_path):
    (tmp_path / "a100-40gb.json").write_text(
        '{"sm_count": {"value": 108}, "clock_mhz": {"value": 1410},'
        ' "memory": {"global": {"bandwidth_gbs": {"value": 1490}}},'
        ' "instructions": {"fp32": {"throughput": {"value": 0.5}}}}')
    r = roof(load_kernels(two_kernels_json)[1], gpus_dir=str(tmp_path))
    assert r.bandwidth == 1490e9 and r.peak == pytest.approx(108 * 1410e6 / 0.5)
    assert all("a100-40gb.json" in s for s in r.sources)


def test_roof_unknown(two_kernels_json, tmp_path):
    r = roof(load_kernels(two_kernels_json)[1], gpus_dir=str(tmp_path))
    assert not r.known and r.attainable(1.0) is None and r.sources == []


def test_no_segments():
    p = placement({"segments": []})
    assert p.intensity is None and "no segment" in p.why_not
    p = placement({"segments": [{"compute": 3, "data_bytes": 0, "count": 1}]})
    assert p.intensity is None and "no bytes" in p.why_not
