"""`toque apply RECIPE`: converge one recipe file, as chef-apply does."""

from __future__ import annotations

import argparse
import sys


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("apply", help="converge a recipe file")
    p.add_argument("recipe", metavar="RECIPE")
    p.add_argument(
        "-W", "--why-run", action="store_true", help="report what would change, change nothing"
    )
    p.add_argument(
        "-j",
        "--json-attributes",
        dest="attributes",
        metavar="FILE",
        help="node attributes from a JSON file",
    )
    p.add_argument("-l", "--log-level", default="warn", choices=["debug", "info", "warn", "error"])
    p.add_argument(
        "-F", "--format", dest="formatter", default="doc", choices=["doc", "min", "json"]
    )
    p.add_argument(
        "--lock-file", metavar="PATH", help="the run lock (default: under the state dir)"
    )
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
        color=sys.stdout.isatty(),
    )
    return apply(options, sys.stdout)
