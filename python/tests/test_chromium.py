"""Render the report in headless Chromium and check the screenshot."""

import shutil
import subprocess

import pytest

from lhf.__main__ import main

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")


@pytest.mark.skipif(CHROMIUM is None, reason="chromium is not installed")
def test_screenshot(two_kernels_json, tmp_path):
    page = tmp_path / "report.html"
    shot = tmp_path / "shot.png"
    assert main(["report", two_kernels_json, "-o", str(page)]) == 0
    cmd = [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu",
           "--disable-quic", "--no-first-run", "--disable-background-networking",
           "--disable-component-update", "--disable-sync",
           f"--user-data-dir={tmp_path / 'profile'}",
           f"--screenshot={shot}", "--window-size=1200,2000",
           page.resolve().as_uri()]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
    assert shot.exists(), proc.stderr[-2000:]
    assert shot.stat().st_size > 50_000          # a blank page is ~10 KB

    import matplotlib.image as mpimg
    pixels = mpimg.imread(str(shot))
    assert pixels.shape[:2] == (2000, 1200)
    rgb = pixels[..., :3]
    # Not blank: many pixels differ from white, and there is colour (charts).
    assert (rgb.min(axis=2) < 0.9).mean() > 0.02
    assert (rgb.max(axis=2) - rgb.min(axis=2) > 0.3).mean() > 0.005
