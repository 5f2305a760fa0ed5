"""`toque client`: converge a run list of cookbooks, as chef-client in local mode does."""

from __future__ import annotations

import argparse
import sys


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("client", help="converge a run list of cookbooks (local mode)")
    p.add_argument(
        "-o",
        "--override-runlist",
        dest="run_list",
        action="append",
        default=[],
        metavar="RUNLIST",
        help="recipes to run: 'cb', 'cb::recipe', 'recipe[cb::r]'",
    )
    p.add_argument(
        "--cookbook-path",
        dest="cookbook_paths",
        action="append",
        default=[],
        metavar="DIR",
        help="a folder of cookbooks (repeatable)",
    )
    p.add_argument("-j", "--json-attributes", dest="attributes", metavar="FILE")
    p.add_argument(
        "--data-bag-path",
        metavar="DIR",
        help="data bags (default: data_bags/ beside the cookbooks)",
    )
    p.add_argument("-W", "--why-run", action="store_true")
    p.add_argument("-l", "--log-level", default="warn", choices=["debug", "info", "warn", "error"])
    p.add_argument(
        "-F", "--format", dest="formatter", default="doc", choices=["doc", "min", "json"]
    )
    p.add_argument("--lock-file", metavar="PATH")
    p.set_defaults(run=run_client)


def run_client(args: argparse.Namespace) -> int:
    from toque.errors import UsageError
    from toque.session import ClientOptions, client

    if not args.cookbook_paths:
        raise UsageError("toque client needs --cookbook-path DIR")
    options = ClientOptions(
        run_list=args.run_list,
        cookbook_paths=args.cookbook_paths,
        why_run=args.why_run,
        attributes=args.attributes,
        log_level=args.log_level,
        formatter=args.formatter,
        lock_file=args.lock_file,
        data_bag_path=args.data_bag_path,
    )
    return client(options, sys.stdout)
