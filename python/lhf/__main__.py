"""``python3 -m lhf report|predict ...``: see :mod:`lhf.cli`."""

import sys

from .cli import main, parser, report_main

__all__ = ["main", "parser", "report_main"]

if __name__ == "__main__":
    sys.exit(main())
