"""`toque shell`: the command-line entry of the interactive recipe shell."""

from __future__ import annotations

import argparse
import os
import sys

from toque.cli.options import add_json_attributes, add_why_run
from toque.errors import ToqueError


def register(sub: argparse._SubParsersAction) -> None:
    """Add the `shell` sub-command to the `toque` command line."""
    p = sub.add_parser(
        "shell",
        help="an interactive recipe shell (REPL)",
        description="Enter recipe code line by line, look at resources and the node, and "
        "converge what you declared (as chef-shell does). Type `help` inside for commands.",
    )
    p.add_argument(
        "--cookbook-path",
        action="append",
        metavar="DIR",
        help="cookbook folders: their libraries and attributes load, include_recipe works",
    )
    add_json_attributes(p)
    p.add_argument(
        "-o",
        "--override-runlist",
        dest="run_list",
        metavar="RUNLIST",
        help="recipes to compile first (comma-separated run list; needs --cookbook-path)",
    )
    add_why_run(p, help="run and step report, change nothing")
    p.add_argument("--no-history", action="store_true", help="keep no history file")
    p.set_defaults(run=run_shell)


def run_shell(args: argparse.Namespace) -> int:
    from toque.repl.core import ShellCore
    from toque.session import load_attributes

    load_attributes(args.attributes)  # bad arguments fail now, not at the first entry
    run_list = [args.run_list] if args.run_list else None
    if run_list and not args.cookbook_path:
        raise ToqueError("-o RUNLIST needs cookbooks: give --cookbook-path DIR")
    for path in args.cookbook_path or ():
        if not os.path.isdir(path):
            raise ToqueError(f"cookbook path {path} is not a directory")
    interactive = sys.stdin.isatty() and sys.stdout.isatty()
    core = ShellCore(
        sys.stdout,
        why_run=args.why_run,
        attributes=args.attributes,
        color=interactive,
        cookbook_paths=args.cookbook_path,
        run_list=run_list,
    )
    if not interactive:
        from toque.repl.app import run_lines

        return run_lines(core, sys.stdin)
    from prompt_toolkit.history import InMemoryHistory

    from toque.repl.app import prompt_session, run

    history = InMemoryHistory() if args.no_history else None
    return run(core, prompt_session(core, history=history))
