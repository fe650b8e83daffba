"""Render the report in headless Chromium and check the screenshots.

With LHF_SCREENSHOT_DIR set, the screenshots of the three views (the
tiled SGEMM's source at its hinted line, two runs compared, a sweep) are
copied there: docs/report/ holds them."""

import os
import shutil
import subprocess

import pytest

from lhf.__main__ import main

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
REPO = os.path.normpath(os.path.join(os.path.dirname(__file__), "..", ".."))


def _shoot(page, shot, tmp_path, size=(1200, 2000)):
    cmd = [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu",
           "--disable-quic", "--no-first-run", "--disable-background-networking",
           "--disable-component-update", "--disable-sync", "--hide-scrollbars",
           f"--user-data-dir={tmp_path / 'profile'}",
           f"--screenshot={shot}", f"--window-size={size[0]},{size[1]}",
           page.resolve().as_uri()]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
    assert shot.exists(), proc.stderr[-2000:]
    import matplotlib.image as mpimg
    pixels = mpimg.imread(str(shot))
    assert pixels.shape[:2] == (size[1], size[0])
    return pixels[..., :3]


def _keep(rgb, name):
    """Save ``rgb`` as docs' screenshot ``name`` when LHF_SCREENSHOT_DIR is set."""
    keep = os.environ.get("LHF_SCREENSHOT_DIR")
    if keep:
        import matplotlib.image as mpimg
        mpimg.imsave(os.path.join(keep, name), rgb)


def _not_blank(rgb, colour=0.005):
    # Many pixels differ from white, and some are coloured (charts, bars).
    assert (rgb.min(axis=2) < 0.9).mean() > 0.02
    assert (rgb.max(axis=2) - rgb.min(axis=2) > 0.3).mean() > colour


@pytest.mark.skipif(CHROMIUM is None, reason="chromium is not installed")
def test_screenshot(two_kernels_json, tmp_path):
    page = tmp_path / "report.html"
    assert main(["report", two_kernels_json, "-o", str(page)]) == 0
    shot = tmp_path / "shot.png"
    _not_blank(_shoot(page, shot, tmp_path))
    assert shot.stat().st_size > 50_000          # a blank page is ~10 KB


@pytest.mark.skipif(CHROMIUM is None, reason="chromium is not installed")
def test_views(data_dir, tmp_path, monkeypatch):
    # The inputs by their names, as a user in their folder types them (the
    # page's header shows them).
    monkeypatch.chdir(data_dir)
    a, b, sweep = "sgemm_a100.json", "sgemm_h100.json", "saxpy_sweep.json"
    for name, inputs in (("report-source", [a]), ("report-compare", [a, b]),
                         ("report-sweep", [sweep])):
        page = tmp_path / f"{name}.html"
        assert main(["report", *inputs, "-o", str(page), "--source-dir",
                     REPO]) == 0
    # The source view: the hinted lines' code is in the hint's colour
    # (#ffe9d6); the docs' screenshot is the page around them (a URL with
    # #k0-L15 would open there, but headless Chromium then draws nothing).
    rgb = _shoot(tmp_path / "report-source.html",
                 tmp_path / "report-source.png", tmp_path, (1300, 4000))
    hinted = ((abs(rgb[..., 0] - 1.0) < 0.01) & (abs(rgb[..., 1] - 0.914) < 0.01)
              & (abs(rgb[..., 2] - 0.839) < 0.01))
    rows = hinted.any(axis=1).nonzero()[0]
    assert hinted.mean() > 0.005 and len(rows) > 0
    _not_blank(rgb)
    top = max(0, rows[0] - 250)
    _keep(rgb[top:top + 900], "report-source.png")
    rgb = _shoot(tmp_path / "report-compare.html",
                 tmp_path / "report-compare.png", tmp_path, (1300, 700))
    _not_blank(rgb, colour=0.0005)
    _keep(rgb, "report-compare.png")
    # The sweep's chart is drawn by the inlined uPlot: its element exists
    # once the page's scripts ran.
    dom = subprocess.run(
        [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu",
         f"--user-data-dir={tmp_path / 'profile'}", "--dump-dom",
         (tmp_path / "report-sweep.html").resolve().as_uri()],
        capture_output=True, text=True, timeout=120).stdout
    assert 'class="uplot u-hz"' in dom and "<canvas" in dom
    rgb = _shoot(tmp_path / "report-sweep.html",
                 tmp_path / "report-sweep.png", tmp_path, (1300, 1000))
    _not_blank(rgb, colour=0.001)
    _keep(rgb, "report-sweep.png")
