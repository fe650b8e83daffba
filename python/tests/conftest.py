"""Shared fixtures: the package is imported from ``python/`` without
installation, and the fixture files live in ``tests/data``."""

import os
import sys

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))

# Keep matplotlib from writing a cache into an unwritable home.
os.environ.setdefault("MPLCONFIGDIR", os.path.join(
    os.environ.get("TMPDIR", "/tmp"), "lhf-test-mplconfig"))


@pytest.fixture
def data_dir():
    """Folder of the hand-written inputs."""
    return os.path.join(HERE, "data")


@pytest.fixture
def two_kernels_json(data_dir):
    """Driver JSON with two kernels, written by hand after Report.cpp."""
    return os.path.join(data_dir, "two_kernels.json")


@pytest.fixture
def remarks_yaml(data_dir):
    """Remark YAML as -pass-remarks-output writes it."""
    return os.path.join(data_dir, "remarks.yaml")
