"""Find and run the C++ driver (``lhf predict ...``)."""

import json
import os
import shutil
import subprocess

from .load import kernels_from_json


def repo_root():
    """The repository holding this package (``python/lhf`` -> ``..``/``..``)."""
    here = os.path.dirname(os.path.abspath(__file__))
    return os.path.normpath(os.path.join(here, "..", ".."))


def find_driver():
    """``$LHF_DRIVER``, else ``<repo>/build/bin/lhf``, else ``lhf`` on PATH.

    Raises FileNotFoundError naming the places tried."""
    env = os.environ.get("LHF_DRIVER")
    if env:
        if os.access(env, os.X_OK):
            return env
        raise FileNotFoundError(f"$LHF_DRIVER={env} is not an executable file")
    built = os.path.join(repo_root(), "build", "bin", "lhf")
    if os.access(built, os.X_OK) and os.path.isfile(built):
        return built
    on_path = shutil.which("lhf")
    if on_path:
        return on_path
    raise FileNotFoundError(
        f"lhf driver not found: set $LHF_DRIVER, or build it ({built})")


def run_driver(args, **kwargs):
    """Run the driver with ``args``; returns the CompletedProcess."""
    return subprocess.run([find_driver()] + list(args), **kwargs)


def predict_kernels(args):
    """Run ``lhf predict <args> --json`` and return its kernel dicts."""
    args = list(args)
    if "--json" not in args:
        args.append("--json")
    proc = run_driver(["predict"] + args, capture_output=True, text=True)
    if proc.returncode != 0:
        raise RuntimeError(f"lhf predict failed ({proc.returncode}): "
                           f"{proc.stderr.strip()}")
    return kernels_from_json(json.loads(proc.stdout))
