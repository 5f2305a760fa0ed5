"""The `toque` command: arguments, output, exit codes — nothing else decides an exit code."""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

from toque.errors import ToqueError
from toque.gctune import end_of_process, tune_for_run

# Each module offers `register(subparsers)`, which adds its sub-commands and sets `run`
# (a function of the parsed arguments returning an exit status).
COMMAND_MODULES = (
    "toque.grammar.commands",
    "toque.interpreter.commands",
    "toque.apply",
    "toque.client",
    "toque.highlight.commands",
    "toque.repl.commands",
)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="toque", description=__doc__)
    parser.add_argument("--debug", action="store_true", help="show Python tracebacks")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in COMMAND_MODULES:
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name != name:
                raise
            continue
        module.register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "run", None):
        parser.print_help()
        return 2
    tune_for_run()
    try:
        return args.run(args)
    except ToqueError as exc:
        if args.debug:
            raise
        print(f"toque: {exc.render()}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0
    except Exception as exc:  # a bug in toque: say so plainly, traceback only on request
        if args.debug:
            raise
        print(
            f"toque: internal error: {exc!r} (run with --debug for the traceback)", file=sys.stderr
        )
        return 70
    finally:
        if argv is None:  # the process's own command line (console script, python -m toque)
            end_of_process()
