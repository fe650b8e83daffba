"""The report's views: the annotated source, two runs compared, a sweep.

The inputs are the driver's JSON of the bundled examples
(examples/sgemm_tiled.cu on two GPUs, a sweep of examples/saxpy.cu),
written by `lhf predict|sweep ... --json`; the source view reads the
example from the repository."""

import html
import os
import re

import pytest

from lhf.__main__ import main
from lhf.load import load_kernels
from lhf.source_view import _windows, line_figures, segment_cycles

REPO = os.path.normpath(os.path.join(os.path.dirname(__file__), "..", ".."))
SGEMM = os.path.join(REPO, "examples", "sgemm_tiled.cu")


def _report(tmp_path, *inputs, name="r.html"):
    out = tmp_path / name
    assert main(["report", *inputs, "-o", str(out), "--source-dir", REPO]) == 0
    return out.read_text(encoding="utf-8")


def _row(page, anchor):
    m = re.search(rf'<tr id="{anchor}"[^>]*>(.*?)</tr>', page, re.S)
    assert m, f"no row {anchor}"
    return m.group(1)


@pytest.mark.skipif(not os.path.exists(SGEMM), reason="no examples/")
def test_source_view_annotates_the_hinted_line(data_dir, tmp_path):
    page = _report(tmp_path, os.path.join(data_dir, "sgemm_a100.json"))
    row = _row(page, "k0-L15")
    # The line's code, its cycles and share, the hint beside it.
    assert html.escape("acc += As[threadIdx.y][k] * Bs[k][threadIdx.x];") in row
    assert ("hint: compute several outputs per thread from values held in "
            "registers (gain 39.7%).") in row
    assert re.search(r"475,136<small> 72%</small>", row)
    # Its two shared loads (As and Bs), told apart by their column.
    assert ("LD_i32 shared (4 bytes per lane) (column 35) x32: 128 B per warp "
            "each from shared") in row
    assert "(column 14) x8: 128 B per warp each from shared" in row
    # The hint list links to that row, not to a file:// URL.
    assert '<a href="#k0-L15"><code>examples/sgemm_tiled.cu:15</code></a>' in page
    # Line 12's hint too; unannotated lines around them are shown, far ones folded.
    assert "hint: load the next tile while this one is computed" in _row(page, "k0-L12")
    assert 'id="k0-L13"' in page and 'id="k0-L30"' not in page
    # The summary names the launch and where it came from, and the speed of light.
    assert "block (32,32,1) grid (128,128,1)" in page
    assert "with n = 4096 (host code)" in page
    assert "DRAM 16%, L2 4%, L1 0%, shared memory 52%, issue 85%" in page
    assert "35,547 us" in page and "e+04" not in page


def test_line_figures_sum_to_the_segments(data_dir):
    k = load_kernels(os.path.join(data_dir, "sgemm_a100.json"))[0]
    figs = line_figures(k, "examples/sgemm_tiled.cu")
    total = sum(segment_cycles(s) for s in k["segments"])
    assert sum(f["cycles"] for f in figs.values()) == pytest.approx(total)
    assert total == pytest.approx(k["time_one_rep"], rel=1e-6)
    assert sorted(h["line"] for f in figs.values() for h in f["hints"]) == [12, 15]


def test_lines_far_apart_are_folded():
    # Three lines of context each side; the gap between 8 and 27 is folded.
    assert _windows([5, 30], 40) == [2, 3, 4, 5, 6, 7, 8, 27, 28, 29, 30, 31, 32, 33]
    assert _windows([1, 40], 40) == [1, 2, 3, 4, 37, 38, 39, 40]


def test_source_not_found_is_said(data_dir, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    out = tmp_path / "r.html"
    assert main(["report", os.path.join(data_dir, "sgemm_a100.json"), "-o",
                 str(out)]) == 0
    page = out.read_text(encoding="utf-8")
    assert ("Source <code>examples/sgemm_tiled.cu</code> not found (pass "
            "--source-dir)") in page


def test_two_runs_are_compared(data_dir, tmp_path):
    a = os.path.join(data_dir, "sgemm_a100.json")
    b = os.path.join(data_dir, "sgemm_h100.json")
    page = _report(tmp_path, a, b)
    table = page[page.index("<h2>Comparison</h2>"):page.index('<h2 class="run">')]
    ta = load_kernels(a)[0]["predicted_time_us"]
    tb = load_kernels(b)[0]["predicted_time_us"]
    assert f"{ta:,.2f} us" in table and f"{tb:,.2f} us" in table
    assert "a100-40gb, 32x32 / 128x128" in table
    assert "h100-sxm, 32x32 / 128x128" in table
    assert f"{(tb / ta - 1) * 100:+.1f}% (faster)" in table
    # Each run keeps its own sections, with anchors that do not collide.
    assert 'id="r0k0"' in page and 'id="r1k0"' in page
    assert 'id="r1k0-L15"' in page


def test_kernels_only_one_run_has(data_dir, tmp_path, two_kernels_json):
    page = _report(tmp_path, two_kernels_json,
                   os.path.join(data_dir, "sgemm_a100.json"))
    assert page.count("not in this run") == 3


def test_a_sweep_gets_a_chart_and_a_table(data_dir, tmp_path):
    path = os.path.join(data_dir, "saxpy_sweep.json")
    page = _report(tmp_path, path)
    table = re.search(r"<table class='sweep'>(.*?)</table>", page, re.S).group(1)
    blocks = re.findall(r"<tr class='(rec)?'><td>(\d+)", table)
    assert [b for _, b in blocks] == ["64", "128", "256"]
    assert [b for r, b in blocks if r] == ["64"]          # recommended_block
    for k in load_kernels(path):
        assert f"{k['predicted_time_us']:,.2f} us" in table
    # The chart is interactive (the bundled uPlot, inlined: the page opens
    # offline), with the PNG for a browser without scripts.
    assert 'alt="time per block"' in page.split("<noscript>")[1]
    assert "/*! https://github.com/leeoniya/uPlot (v1.6.32) */" in page
    assert '"labels": ["64", "128", "256"]' in page
    assert "<script src" not in page and "https://" not in page.replace(
        "https://github.com/leeoniya/uPlot", "")
    # One section, the recommended shape's, not three alike.
    assert page.count('<section class="kernel"') == 1


def test_roofline_in_flops(data_dir):
    from lhf import roofline
    from lhf.charts import roofline_chart
    k = load_kernels(os.path.join(data_dir, "sgemm_a100.json"))[0]
    r = roofline.flop_roofline(k)
    # 2 x 4096^3 FLOP over the bytes that reach DRAM, at the predicted time.
    assert r.intensity == pytest.approx(2 * 4096 ** 3 / k["work"]["dram_bytes"])
    assert r.achieved == pytest.approx(2 * 4096 ** 3 / (k["predicted_time_us"] * 1e-6))
    assert r.fp32_peak == pytest.approx(19491.84e9) and r.tensor_peak is None
    png, caption = roofline_chart(k)
    assert png.startswith(b"\x89PNG")
    assert "FLOP per DRAM byte, predicted 3,866 GFLOP/s of an attainable 19,492" in caption
    assert "(FP32 peak; 20%)" in caption and "ABOVE" not in caption


def test_tensor_roof_and_a_point_above_it_said():
    from lhf import roofline
    from lhf.charts import roofline_chart
    k = {"name": "mma", "predicted_time_us": 100.0,
         "work": {"flops": 0, "tensor_flops": 4e10, "dram_bytes": 1e8},
         "gpu_info": {"bandwidth_gbs": 1555, "peak_gflops": 19500,
                      "tensor_peak_gflops": 312000}}
    r = roofline.flop_roofline(k)
    assert r.tensor_peak == pytest.approx(312e12)
    _, caption = roofline_chart(k)
    # 400 FLOP/byte is past the ridge: the tensor peak bounds 400 TFLOP/s.
    assert "predicted 400,000 GFLOP/s of an attainable 312,000 (tensor-core peak; 128%)" in caption
    assert "ABOVE the roof" in caption
    # Without the work counts, the instruction roofline says why.
    k.pop("work")
    assert roofline.flop_roofline(k).why_not == "no FLOP or DRAM byte counts in the input"


def test_what_the_number_rests_on_is_said(data_dir, tmp_path):
    # `lhf predict examples/matmul_naive.ll --gpu a100 --block 16,16 --json`:
    # the grid, a size and a trip count are guesses; the summary says them
    # as the driver's first line does (the row was empty: it read a key the
    # JSON does not have).
    page = _report(tmp_path, os.path.join(data_dir, "matmul_guesses.json"))
    row = re.search(r'rests on guesses</th><td class="l bad">([^<]*)</td>',
                    page).group(1)
    assert html.unescape(row) == (
        "the grid (pass --grid); an unbound size in an address (pass --arg "
        "wB=<int> or --arg wA=<int>); 1 loop trip count (at 64 trips: "
        "27.54 us; pass --arg wA=<int> or --default-trip)")
