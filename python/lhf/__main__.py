"""Command line: ``python3 -m lhf report|predict ...``.

* ``report <json|yaml>... -o out.html`` writes the HTML report of the
  driver's JSON or the remark YAML (``-`` reads standard input).
* ``predict ARGS...`` runs the driver (``$LHF_DRIVER`` or
  ``<repo>/build/bin/lhf``) as ``lhf predict ARGS...`` and passes its
  output and exit code through.
"""

import argparse
import os
import sys

from .driver import find_driver, run_driver
from .load import load_kernels


def _report(ns):
    try:
        from .report import write_report
    except ImportError as err:
        print(f"lhf: {err}: the report needs matplotlib (Debian: apt-get "
              f"install python3-matplotlib python3-yaml; run it with "
              f"/usr/bin/python3)", file=sys.stderr)
        return 2
    kernels = []
    for path in ns.inputs:
        kernels.extend(load_kernels(path))
    dirs = list(ns.source_dir or [])
    dirs += [os.path.dirname(os.path.abspath(p)) for p in ns.inputs if p != "-"]
    dirs.append(os.getcwd())
    write_report(kernels, ns.output, source=", ".join(ns.inputs),
                 search_dirs=dirs, gpus_dir=ns.gpus_dir,
                 title=ns.title or "lhf report")
    print(f"wrote {ns.output} ({len(kernels)} kernel(s))", file=sys.stderr)
    return 0


def _predict(ns):
    try:
        find_driver()
    except FileNotFoundError as err:
        print(f"lhf: {err}", file=sys.stderr)
        return 2
    args = ns.args[1:] if ns.args[:1] == ["--"] else ns.args
    return run_driver(["predict"] + args).returncode


def parser():
    """The argument parser."""
    p = argparse.ArgumentParser(prog="python3 -m lhf",
                                description="Reports for lhf predictions.")
    sub = p.add_subparsers(dest="command", required=True)
    r = sub.add_parser("report", help="write the HTML report of JSON or remark YAML")
    r.add_argument("inputs", nargs="+", metavar="json|yaml",
                   help="driver JSON or -pass-remarks-output YAML ('-': stdin)")
    r.add_argument("-o", "--output", required=True, help="HTML file to write")
    r.add_argument("--source-dir", action="append", metavar="DIR",
                   help="where to look for source files named by hints "
                        "(repeatable; the inputs' folders and the current "
                        "folder are searched too)")
    r.add_argument("--gpus-dir", metavar="DIR",
                   help="GPU descriptions for the roofline's roof when the "
                        "input has no gpu_info (default: <repo>/gpus)")
    r.add_argument("--title", help="page title")
    r.set_defaults(func=_report)
    d = sub.add_parser("predict", help="run the driver: lhf predict ARGS...",
                       prefix_chars="\0")
    d.add_argument("args", nargs=argparse.REMAINDER)
    d.set_defaults(func=_predict)
    return p


def main(argv=None):
    """Entry point; returns the exit code."""
    ns = parser().parse_args(argv)
    try:
        return ns.func(ns)
    except (OSError, ValueError, RuntimeError) as err:
        print(f"lhf: error: {err}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
