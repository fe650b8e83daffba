"""Command line: ``python3 -m lhf report|predict ...`` and ``lhf-report``.

* ``report <json|yaml>... -o out.html`` writes the HTML report of the
  driver's JSON or the remark YAML (``-`` reads standard input); two or
  more inputs are compared kernel by kernel, a sweep's JSON gets its table
  and chart.  The
  installed console command ``lhf-report`` is the same command.
* ``predict ARGS...`` runs the driver (found as :func:`lhf.driver.find_driver`
  says) as ``lhf predict ARGS...`` and passes its output and exit code
  through.

The report needs matplotlib and PyYAML (remark YAML only); ``predict`` needs
neither.  A missing one is named in the error together with the Python that
could not import it.
"""


import argparse
import os
import sys

from . import __version__
from .driver import find_driver, run_driver
from .load import load_document

#: Import name -> (pip name, Debian package) of the report's dependencies.
DEPENDENCIES = {
    "matplotlib": ("matplotlib", "python3-matplotlib"),
    "yaml": ("PyYAML", "python3-yaml"),
}


def missing_dependency_message(err, what="the report"):
    """One line that says which module ``err`` (an ImportError) lacks, which
    Python could not import it, and how to install it."""
    module = (getattr(err, "name", None) or "").split(".")[0]
    pip_name, deb = DEPENDENCIES.get(module, (module or "?", None))
    msg = (f"{what} needs {pip_name}, which this Python ({sys.executable}) "
           f"cannot import ({err}). Install the package with its dependencies "
           f"(at the repository's top: python3 -m pip install ./python) or "
           f"the module alone (python3 -m pip install {pip_name})")
    if deb:
        msg += (f", or run it with Debian's /usr/bin/python3 after apt-get "
                f"install {deb}")
    return msg


def _report(ns):
    try:
        from .report import write_runs
    except ImportError as err:
        print(f"lhf: {missing_dependency_message(err)}", file=sys.stderr)
        return 2
    run_list = []
    for path in ns.inputs:
        try:
            kernels, meta = load_document(path)
        except ImportError as err:
            print(f"lhf: {missing_dependency_message(err, f'reading {path}')}",
                  file=sys.stderr)
            return 2
        run_list.append((path if path != "-" else "<stdin>", kernels, meta))
    # Runs are named by their file's name, or by the path where two share it.
    names = [os.path.basename(label) for label, _, _ in run_list]
    if len(set(names)) == len(names):
        run_list = [(n, ks, meta) for n, (_, ks, meta) in zip(names, run_list)]
    dirs = list(ns.source_dir or [])
    dirs += [os.path.dirname(os.path.abspath(p)) for p in ns.inputs if p != "-"]
    dirs.append(os.getcwd())
    write_runs(run_list, ns.output, source=", ".join(ns.inputs),
               search_dirs=dirs, gpus_dir=ns.gpus_dir,
               title=ns.title or "lhf report")
    total = sum(len(ks) for _, ks, _ in run_list)
    compared = f", {len(run_list)} runs compared" if len(run_list) > 1 else ""
    print(f"wrote {ns.output} ({total} kernel(s){compared})", file=sys.stderr)
    return 0


def _predict(ns):
    try:
        find_driver()
    except FileNotFoundError as err:
        print(f"lhf: {err}", file=sys.stderr)
        return 2
    args = ns.args[1:] if ns.args[:1] == ["--"] else ns.args
    return run_driver(["predict"] + args).returncode


def _add_report_arguments(r):
    r.add_argument("inputs", nargs="+", metavar="json|yaml",
                   help="driver JSON or -pass-remarks-output YAML ('-': stdin)")
    r.add_argument("-o", "--output", required=True, help="HTML file to write")
    r.add_argument("--source-dir", action="append", metavar="DIR",
                   help="where to look for source files named by hints "
                        "(repeatable; the inputs' folders and the current "
                        "folder are searched too)")
    r.add_argument("--gpus-dir", metavar="DIR",
                   help="GPU descriptions for the roofline's roof when the "
                        "input has no gpu_info (default: $LHF_GPU_DIR, else "
                        "<repo>/gpus in a checkout, else the copy installed "
                        "with the package)")
    r.add_argument("--title", help="page title")
    r.set_defaults(func=_report)


def parser():
    """The argument parser of ``python3 -m lhf``."""
    p = argparse.ArgumentParser(prog="python3 -m lhf",
                                description="Reports for lhf predictions.")
    p.add_argument("--version", action="version",
                   version="%(prog)s " + __version__)
    sub = p.add_subparsers(dest="command", required=True)
    _add_report_arguments(sub.add_parser(
        "report", help="write the HTML report of JSON or remark YAML"))
    d = sub.add_parser("predict", help="run the driver: lhf predict ARGS...",
                       prefix_chars="\0")
    d.add_argument("args", nargs=argparse.REMAINDER)
    d.set_defaults(func=_predict)
    return p


def report_parser():
    """The argument parser of ``lhf-report`` (``report``'s arguments)."""
    p = argparse.ArgumentParser(
        prog="lhf-report",
        description="Write the HTML report of lhf's driver JSON or remark YAML "
                    "(the same as 'python3 -m lhf report').")
    p.add_argument("--version", action="version",
                   version="%(prog)s " + __version__)
    _add_report_arguments(p)
    return p


def _run(ns):
    try:
        return ns.func(ns)
    except OSError as err:
        where = f"{err.filename}: " if err.filename else ""
        print(f"lhf: error: {where}{err.strerror or err}", file=sys.stderr)
        return 1
    except (ValueError, RuntimeError) as err:
        print(f"lhf: error: {err}", file=sys.stderr)
        return 1


def main(argv=None):
    """``python3 -m lhf``; returns the exit code."""
    return _run(parser().parse_args(argv))


def report_main(argv=None):
    """``lhf-report`` (console script); returns the exit code."""
    return _run(report_parser().parse_args(argv))
