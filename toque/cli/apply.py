"""`toque apply RECIPE`: converge one recipe file, as chef-apply does."""

from __future__ import annotations

import argparse
import sys

from toque.cli.options import add_run_options


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("apply", help="converge a recipe file")
    p.add_argument("recipe", metavar="RECIPE")
    add_run_options(p)
    p.set_defaults(run=run_apply)


def run_apply(args: argparse.Namespace) -> int:
    from toque.session import ApplyOptions, apply

    options = ApplyOptions(
        recipe=args.recipe,
        why_run=args.why_run,
        attributes=args.attributes,
        log_level=args.log_level,
        formatter=args.formatter,
        lock_file=args.lock_file,
        lock_timeout=args.run_lock_timeout,
        color=sys.stdout.isatty(),
    )
    apply(options, sys.stdout)
    return 0
