"""Build hook: the metadata is in pyproject.toml.

The roofline's roof falls back to the GPU descriptions (``gpus/*.json`` at
the repository's top) when a kernel has no ``gpu_info``.  They live outside
``python/``, so ``build_py`` copies them into the built package as
``lhf/gpus/`` (read by :func:`lhf.roofline.gpus_dirs` when installed).  A
build without that folder (e.g. from an sdist) simply has no copy.
"""

import os

from setuptools import setup
from setuptools.command.build_py import build_py

HERE = os.path.dirname(os.path.abspath(__file__))
GPUS = os.path.normpath(os.path.join(HERE, "..", "gpus"))


class BuildPyWithGpus(build_py):
    """``build_py`` that also copies ``../gpus/*.json`` to ``lhf/gpus/``."""

    def run(self):
        super().run()
        if not os.path.isdir(GPUS):
            return
        dest = os.path.join(self.build_lib, "lhf", "gpus")
        self.mkpath(dest)
        for name in sorted(os.listdir(GPUS)):
            if name.endswith(".json"):
                self.copy_file(os.path.join(GPUS, name), os.path.join(dest, name))


setup(cmdclass={"build_py": BuildPyWithGpus})
