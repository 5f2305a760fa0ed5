"""`toque apply RECIPE`: converge one recipe file, as chef-apply does."""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
import tempfile
from collections.abc import Iterator

from toque.cli.exit_codes import run_status
from toque.cli.options import add_run_options, color, formatter, log_level


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("apply", help="converge a recipe file (as chef-apply)")
    p.add_argument("recipe", metavar="RECIPE", nargs="?", help="the recipe file")
    p.add_argument("-e", "--execute", metavar="CODE", help="run CODE as the recipe")
    p.add_argument("-s", "--stdin", action="store_true", help="read the recipe from standard input")
    add_run_options(p)
    p.set_defaults(run=run_apply)


def run_apply(args: argparse.Namespace) -> int:
    from toque.errors import UsageError
    from toque.session import ApplyOptions, apply

    given = [bool(args.recipe), args.execute is not None, args.stdin]
    if sum(given) != 1:
        raise UsageError("toque apply takes one recipe: a RECIPE file, -e CODE or -s (stdin)")
    with _recipe_file(args) as recipe:
        options = ApplyOptions(
            recipe=recipe,
            why_run=args.why_run,
            attributes=args.attributes,
            log_level=log_level(args.log_level),
            formatter=formatter(args.formatter),
            lock_file=args.lock_file,
            lock_timeout=args.run_lock_timeout,
            color=color(args),
            logfile=args.logfile,
        )
        result = apply(options, sys.stdout)
    return run_status(result)


@contextlib.contextmanager
def _recipe_file(args: argparse.Namespace) -> Iterator[str]:
    """The recipe to run: the file given, or -e CODE / stdin in a private temporary file
    (errors then name it `(command line)`/`(stdin)`'s file, as chef-apply's do)."""
    if args.recipe:
        yield args.recipe
        return
    code = args.execute if args.execute is not None else sys.stdin.read()
    with tempfile.TemporaryDirectory(prefix="toque-apply-") as folder:
        name = "command_line.rb" if args.execute is not None else "stdin.rb"
        path = os.path.join(folder, name)
        with open(path, "w", encoding="utf-8") as f:
            f.write(code)
        yield path
