"""``pip install ./python`` in a fresh virtual environment, offline.

The environment is made with ``--system-site-packages`` over the Python
running the tests, so setuptools, wheel, matplotlib and PyYAML come from
that Python (Debian's python3-setuptools, python3-wheel, python3-matplotlib,
python3-yaml for /usr/bin/python3) and pip needs no index:

    pip install --no-build-isolation --no-index <copy of python/>

The sources are copied to a temporary folder first (with the repository's
gpus/ next to them, as setup.py expects), so the build leaves nothing in the
checkout.  The installed ``lhf-report`` then runs from a folder outside the
checkout, with the checkout kept off ``sys.path``.
"""

import importlib.util
import os
import shutil
import subprocess
import sys

import pytest

import lhf

HERE = os.path.dirname(os.path.abspath(__file__))
PY_DIR = os.path.dirname(HERE)
REPO = os.path.dirname(PY_DIR)

#: What the offline build and the report need from the testing Python.
NEEDED = ("setuptools", "wheel", "matplotlib", "yaml")


def _env(tmp_path):
    env = dict(os.environ)
    for key in ("PYTHONPATH", "PYTHONHOME", "LHF_GPUS_DIR", "LHF_GPU_DIR", "LHF_DRIVER",
                "PIP_INDEX_URL", "PIP_EXTRA_INDEX_URL", "PIP_FIND_LINKS"):
        env.pop(key, None)
    env.update(PIP_NO_INDEX="1", PIP_DISABLE_PIP_VERSION_CHECK="1",
               PIP_NO_INPUT="1", PIP_CONFIG_FILE=os.devnull,
               MPLCONFIGDIR=str(tmp_path / "mplconfig"))
    return env


def _run(cmd, env, cwd, timeout=120):
    proc = subprocess.run([str(c) for c in cmd], env=env, cwd=str(cwd),
                          capture_output=True, text=True, timeout=timeout)
    assert proc.returncode == 0, (
        f"{' '.join(map(str, cmd))} failed ({proc.returncode}):\n"
        f"{proc.stdout[-3000:]}\n{proc.stderr[-3000:]}")
    return proc


def _make_venv(venv, env, cwd):
    """A --system-site-packages venv with pip; skips when this Python cannot
    make one."""
    if importlib.util.find_spec("venv") is None:
        pytest.skip(f"{sys.executable} has no venv module "
                    f"(Debian: apt-get install python3-venv)")
    proc = subprocess.run([sys.executable, "-m", "venv", "--system-site-packages",
                           str(venv)], env=env, cwd=str(cwd),
                          capture_output=True, text=True, timeout=120)
    if proc.returncode != 0:
        if "ensurepip" in proc.stdout + proc.stderr:
            pytest.skip(f"{sys.executable} -m venv cannot install pip "
                        f"(ensurepip unavailable; Debian: apt-get install "
                        f"python3-venv): {proc.stderr.strip()[-300:]}")
        pytest.fail(f"venv failed ({proc.returncode}): {proc.stderr[-3000:]}")
    python = venv / "bin" / "python"
    _run([python, "-m", "pip", "--version"], env, cwd)
    return python


@pytest.fixture(scope="module")
def installed(tmp_path_factory):
    """(venv bin folder, env, work folder) with the package installed."""
    missing = [m for m in NEEDED if importlib.util.find_spec(m) is None]
    if missing:
        pytest.skip(f"{sys.executable} cannot import {', '.join(missing)}, "
                    f"which the offline install needs (run the tests with "
                    f"/usr/bin/python3 and Debian's python3-setuptools "
                    f"python3-wheel python3-matplotlib python3-yaml)")
    tmp = tmp_path_factory.mktemp("install")
    env = _env(tmp)
    src = tmp / "src"
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", "build", "dist",
                                    "*.egg-info", "tests")
    shutil.copytree(PY_DIR, src / "python", ignore=ignore)
    shutil.copytree(os.path.join(REPO, "gpus"), src / "gpus")
    python = _make_venv(tmp / "venv", env, tmp)
    _run([python, "-m", "pip", "install", "--no-build-isolation", "--no-index",
          src / "python"], env, tmp, timeout=180)
    work = tmp / "work"
    work.mkdir()
    return tmp / "venv" / "bin", env, work


def test_installed_package_is_not_the_checkout(installed):
    bindir, env, work = installed
    proc = _run([bindir / "python", "-c",
                 "import lhf, lhf.roofline as r; "
                 "print(lhf.__file__); print(lhf.__version__); "
                 "print(r.default_gpus_dir())"], env, work)
    path, version, gpus = proc.stdout.split("\n")[:3]
    assert path.startswith(str(bindir.parent)), path
    assert version == lhf.__version__
    # Installed: the GPU descriptions copied into the package by setup.py.
    assert gpus == os.path.join(os.path.dirname(path), "gpus")
    assert os.path.isfile(os.path.join(gpus, "a100-40gb.json"))
    # And the bundled chart library the sweep's page inlines.
    vendor = os.path.join(os.path.dirname(path), "vendor")
    assert os.path.isfile(os.path.join(vendor, "uPlot.iife.min.js"))
    assert os.path.isfile(os.path.join(vendor, "LICENSE-uPlot"))


def test_lhf_report_console_script(installed, two_kernels_json, remarks_yaml):
    bindir, env, work = installed
    out = work / "report.html"
    proc = _run([bindir / "lhf-report", two_kernels_json, remarks_yaml,
                 "-o", out], env, work)
    assert "wrote" in proc.stderr
    page = out.read_text(encoding="utf-8")
    assert "block_reduce" in page and "matmul_naive" in page
    # block_reduce has no gpu_info: its roof comes from the installed copy.
    assert "gpus/a100-40gb.json" in page


def test_module_runs_outside_the_checkout(installed, two_kernels_json):
    bindir, env, work = installed
    out = work / "module.html"
    _run([bindir / "python", "-m", "lhf", "report", two_kernels_json,
          "-o", out], env, work)
    assert out.stat().st_size > 10000


def test_installed_predict_names_what_it_tried(installed):
    bindir, env, work = installed
    env = dict(env, PATH=str(bindir))                  # no lhf on PATH
    proc = subprocess.run([str(bindir / "python"), "-m", "lhf", "predict", "k.ll"],
                          env=env, cwd=str(work), capture_output=True,
                          text=True, timeout=60)
    assert proc.returncode == 2
    assert "LHF_DRIVER" in proc.stderr and "PATH" in proc.stderr
    assert "build/bin/lhf" not in proc.stderr          # not a checkout
