"""Find and run the C++ driver (``lhf predict ...``)."""

import json
import os
import shutil
import subprocess

from .load import kernels_from_json


def repo_root():
    """The repository holding this package (``python/lhf`` -> ``..``/``..``).

    For an installed package this is a folder inside the environment, not a
    checkout; :func:`in_checkout` tells the two apart."""
    here = os.path.dirname(os.path.abspath(__file__))
    return os.path.normpath(os.path.join(here, "..", ".."))


def in_checkout():
    """True when the package runs from the project's source tree (not from
    an installed copy)."""
    root = repo_root()
    return (os.path.isfile(os.path.join(root, "CMakeLists.txt"))
            and os.path.isdir(os.path.join(root, "python", "lhf")))


def find_driver():
    """``$LHF_DRIVER``, else ``<repo>/build/bin/lhf`` (in a checkout), else
    ``lhf`` on PATH.

    Raises FileNotFoundError naming the places tried."""
    env = os.environ.get("LHF_DRIVER")
    if env:
        if os.access(env, os.X_OK) and os.path.isfile(env):
            return env
        raise FileNotFoundError(f"$LHF_DRIVER={env} is not an executable file")
    built = os.path.join(repo_root(), "build", "bin", "lhf")
    if in_checkout() and os.access(built, os.X_OK) and os.path.isfile(built):
        return built
    on_path = shutil.which("lhf")
    if on_path:
        return on_path
    tried = "$LHF_DRIVER is unset, no lhf on PATH"
    if in_checkout():
        tried += f", no {built} (build it: make build)"
    raise FileNotFoundError(
        f"lhf driver not found ({tried}): set $LHF_DRIVER to the driver "
        f"binary or put its folder on PATH")


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
