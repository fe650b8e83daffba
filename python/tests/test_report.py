"""The HTML report: content, self-containment, links, command line."""

import base64
import html
import os
import re
import stat
import subprocess
import sys

import pytest

from lhf.__main__ import main
from lhf.load import load_kernels
from lhf.report import render_html, source_ref

PNG_URI = re.compile(r'src="data:image/png;base64,([A-Za-z0-9+/=]+)"')
PY_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


@pytest.fixture
def page(two_kernels_json, data_dir, tmp_path):
    out = tmp_path / "report.html"
    assert main(["report", two_kernels_json, "-o", str(out),
                 "--gpus-dir", str(tmp_path)]) == 0
    return out.read_text(encoding="utf-8")


def test_kernel_names(page, two_kernels_json):
    for k in load_kernels(two_kernels_json):
        assert html.escape(k["name"]) in page


def test_three_png_images_per_kernel(page):
    images = PNG_URI.findall(page)
    assert len(images) == 6
    for b64 in images:
        assert base64.b64decode(b64).startswith(b"\x89PNG\r\n\x1a\n")


def test_self_contained(page):
    assert "<script" not in page
    assert not re.search(r'(src|href)="https?:', page)
    assert "<link" not in page


def test_hints_with_file_line(page, data_dir):
    assert "matmul_naive.cu:11" in page          # not on disk: plain text
    assert 'href="file://' not in page.split("matmul_naive.cu:11")[0][-200:]
    # Next to the JSON: shown in the source view, and the hint links there.
    assert re.search(r'<a href="#(k\d-L6)"><code>reduce.cu:6</code></a>', page)
    anchor = re.search(r'<a href="#(k\d-L6)"><code>reduce.cu:6', page).group(1)
    assert f'<tr id="{anchor}"' in page
    assert "reduce.cu:4" in page and "reduce.cu:10" in page
    assert "issue-bound: segment 1 issues 11.00 warp instructions" in page


def test_instruction_mix(page):
    assert "int 5, global_issue 2, misc 2, fp32 1, branch 1" in page


def test_roof_unknown_is_said(page):
    # gpus_dir is an empty folder and block_reduce has no gpu_info.
    assert "Roof: unknown" in page
    assert "gpu_info" in page                    # matmul's roof is known


def test_source_ref(tmp_path):
    (tmp_path / "k.cu").write_text("x\n")
    assert source_ref("k.cu", 3, [str(tmp_path)]) == (
        f'<a href="file://{tmp_path}/k.cu#L3"><code>k.cu:3</code></a>')
    assert source_ref("gone.cu", 3, [str(tmp_path)]) == "<code>gone.cu:3</code>"


def test_html_escapes_names():
    out = render_html(load_kernels_from({"name": "f<int>&", "segments": []}))
    assert "f&lt;int&gt;&amp;" in out and "f<int>" not in out


def load_kernels_from(doc):
    from lhf.load import kernels_from_json
    return kernels_from_json(doc)


def test_cannot_launch_and_minimal_kernels():
    out = render_html(load_kernels_from({"kernels": [
        {"name": "big", "can_launch": False, "bottleneck": "cannot launch",
         "cannot_launch_reason": "block of 2048 threads exceeds 1024"},
        {"name": "bare"}]}))
    assert "block of 2048 threads exceeds 1024" in out
    assert "No segment timeline" in out and "No occupancy chart" in out


def test_lower_bound_is_said_beside_the_time():
    doc = {"kernels": [{"name": "spin", "predicted_time_us": 11384.53,
                        "predicted_cycles": 22541375, "lower_bound": True},
                       {"name": "plain", "predicted_time_us": 2.5}]}
    out = render_html(load_kernels_from(doc))
    assert "at least 11,38" in out and "at least 22,54" in out
    assert "at least 2.5" not in out


def test_remark_yaml_report(remarks_yaml, tmp_path):
    out = tmp_path / "r.html"
    assert main(["report", remarks_yaml, "-o", str(out)]) == 0
    text = out.read_text(encoding="utf-8")
    assert "block_reduce(float const*, float*)" in text
    assert "matmul_naive.cu:11" in text and "BLP = 4 blocks per SM" in text


def test_module_runs_as_script(two_kernels_json, tmp_path):
    out = tmp_path / "m.html"
    proc = subprocess.run([sys.executable, "-m", "lhf", "report", two_kernels_json,
                           "-o", str(out)], cwd=PY_DIR, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    assert out.stat().st_size > 10000


def test_bad_input_is_an_error(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    assert main(["report", str(bad), "-o", str(tmp_path / "x.html")]) == 1
    assert "error" in capsys.readouterr().err


def test_predict_passes_through(tmp_path, monkeypatch, capfd):
    fake = tmp_path / "lhf"
    fake.write_text('#!/bin/sh\necho "args: $*"\nexit 3\n')
    fake.chmod(fake.stat().st_mode | stat.S_IEXEC)
    monkeypatch.setenv("LHF_DRIVER", str(fake))
    assert main(["predict", "--gpu", "a100-40gb", "k.ll", "--json"]) == 3
    assert "args: predict --gpu a100-40gb k.ll --json" in capfd.readouterr().out


def test_predict_without_driver(monkeypatch, tmp_path, capsys):
    monkeypatch.setenv("LHF_DRIVER", str(tmp_path / "missing"))
    assert main(["predict", "k.ll"]) == 2
    assert "LHF_DRIVER" in capsys.readouterr().err


def test_a_segment_whose_blocks_overlap_says_so(two_kernels_json, tmp_path):
    # docs/model.md section 39: the segments of a loop bound by L2/DRAM
    # bandwidth whose blocks overlap one another's loads.
    import json
    with open(two_kernels_json, encoding="utf-8") as f:
        data = json.load(f)
    kernels = data["kernels"] if isinstance(data, dict) else data
    seg = kernels[0]["segments"][0]
    src = tmp_path / "overlap.json"
    for flag in (False, True):
        seg["blocks_overlap"] = flag
        src.write_text(json.dumps(data), encoding="utf-8")
        out = tmp_path / "report.html"
        assert main(["report", str(src), "-o", str(out),
                     "--gpus-dir", str(tmp_path)]) == 0
        assert ("blocks overlap" in out.read_text(encoding="utf-8")) == flag
