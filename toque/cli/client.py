"""`toque client`: converge a run list of cookbooks, as chef-client in local mode does."""

from __future__ import annotations

import argparse
import sys

from toque.cli.options import add_run_options


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("client", help="converge a run list of cookbooks (local mode)")
    p.add_argument(
        "-o",
        "--override-runlist",
        dest="run_list",
        action="append",
        default=[],
        metavar="RUNLIST",
        help="the run list: 'cb', 'cb::recipe', 'recipe[cb::r]', 'role[web]' (comma-separated)",
    )
    p.add_argument(
        "--cookbook-path",
        dest="cookbook_paths",
        action="append",
        default=[],
        metavar="DIR",
        help="a folder of cookbooks (repeatable)",
    )
    p.add_argument(
        "--data-bag-path",
        metavar="DIR",
        help="data bags (default: data_bags/ beside the cookbooks)",
    )
    p.add_argument(
        "--role-path", metavar="DIR", help="roles (default: roles/ beside the cookbooks)"
    )
    p.add_argument(
        "--environment-path",
        metavar="DIR",
        help="environments (default: environments/ beside the cookbooks)",
    )
    p.add_argument("-E", "--environment", metavar="ENV", help="the node's chef_environment")
    p.add_argument("-N", "--node-name", metavar="NAME")
    p.add_argument(
        "-c", "--config", metavar="FILE", help="a client.rb/solo.rb with cookbook_path, …"
    )
    add_run_options(p, log_level=None)
    p.set_defaults(run=run_client)


def run_client(args: argparse.Namespace) -> int:
    from toque.chef_repo import read_config
    from toque.errors import UsageError
    from toque.session import ClientOptions, client

    config = read_config(args.config) if args.config else {}
    given = {  # the command line wins over the config file
        "cookbook_paths": args.cookbook_paths,
        "attributes": args.attributes,
        "log_level": args.log_level,
        "lock_file": args.lock_file,
        "data_bag_path": args.data_bag_path,
        "role_path": args.role_path,
        "environment_path": args.environment_path,
        "environment": args.environment,
        "node_name": args.node_name,
    }
    fields = {**config, **{k: v for k, v in given.items() if v}}
    if args.run_lock_timeout is not None:  # 0 is a timeout too: do not wait at all
        fields["lock_timeout"] = args.run_lock_timeout
    if not fields.get("cookbook_paths"):
        raise UsageError("toque client needs --cookbook-path DIR (or cookbook_path in -c FILE)")
    fields.setdefault("log_level", "warn")
    options = ClientOptions(
        run_list=args.run_list, why_run=args.why_run, formatter=args.formatter, **fields
    )
    client(options, sys.stdout)
    return 0
