"""`toque client`: converge a run list of cookbooks, as chef-client in local mode does."""

from __future__ import annotations

import argparse
import sys

from toque.cli.exit_codes import run_status
from toque.cli.options import NotHere, add_run_options, color, formatter, log_level

# chef-client flags for a server, a daemon or a licence: toque says why it has none of them
NOT_HERE = (
    (
        ("-d", "--daemonize"),
        "toque does not run as a daemon: run it from cron or a systemd timer",
        True,
    ),
    (("-i", "--interval"), "toque runs once: schedule it with cron or a systemd timer", False),
    (("-s", "--splay"), "toque runs once: schedule it with cron or a systemd timer", False),
    (("--once",), "toque always runs once", True),
    (("-S", "--server"), "toque has no Chef Infra Server: it runs in local mode only", False),
    (("-k", "--client_key"), "toque has no Chef Infra Server, so no client key", False),
    (("-K", "--validation_key"), "toque has no Chef Infra Server, so no validation key", False),
    (("--chef-license",), "toque needs no licence acceptance", False),
    (("--fork", "--no-fork"), "toque always runs in its own process", True),
    (("-P", "--pid"), "toque writes no pid file: it does not run as a daemon", False),
    (("--recipe-url",), "toque does not download cookbooks: give --cookbook-path", False),
    (("--skip-cookbook-sync",), "toque syncs no cookbooks: it reads them from disk", True),
    (("--fips", "--no-fips"), "toque has no FIPS mode", True),
    (("-u", "--user"), "toque does not change privilege: run it as the user you want", False),
    (("-g", "--group"), "toque does not change privilege: run it as the group you want", False),
    (("-t", "--target"), "toque has no target mode: it converges the machine it runs on", False),
    (("-R", "--enable-reporting"), "toque has no Chef Infra Server to report to", True),
    (("--chef-zero-host",), "toque runs no chef-zero server: it reads the repo from disk", False),
    (("--chef-zero-port",), "toque runs no chef-zero server: it reads the repo from disk", False),
    (("--listen", "--no-listen"), "toque runs no chef-zero server to listen", True),
    (("--delete-entire-chef-repo",), "toque does not download cookbooks (no --recipe-url)", True),
    (("--profile-ruby", "--no-profile-ruby"), "toque runs no Ruby VM to profile", True),
    (("--license-add", "--license-list"), "toque needs no licence", True),
)


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("client", help="converge a run list of cookbooks (local mode)")
    p.add_argument(
        "-o",
        "--override-runlist",
        dest="override_runlist",
        action="append",
        default=[],
        metavar="RUNLIST",
        help="the run list: 'cb', 'cb::recipe', 'recipe[cb::r]', 'role[web]' (comma-separated)",
    )
    p.add_argument(
        "-r", "--runlist", dest="runlist", action="append", default=[], metavar="RUNLIST",
        help="the run list, as -o (chef-client also saves it as the node's)",
    )  # fmt: skip
    p.add_argument(
        "-n", "--named-run-list", metavar="NAME", help="a named run list of a Policyfile"
    )
    p.add_argument(
        "-z", "--local-mode", action="store_true", help="accepted: toque is always local"
    )
    p.add_argument(
        "--slow-report", nargs="?", type=int, const=10, default=None, metavar="COUNT",
        help="list the slowest resources at the end of the run (default: 10)",
    )  # fmt: skip
    p.add_argument("--no-slow-report", dest="slow_report", action="store_const", const=None)
    p.add_argument(
        "--legacy-mode", action="store_true",
        help="accepted: toque reads the repo from disk, as chef-solo's legacy mode does",
    )  # fmt: skip
    p.add_argument(
        "--config-option", action="append", default=[], metavar="KEY=VALUE",
        help="a client.rb setting, given on the command line (repeatable)",
    )  # fmt: skip
    p.add_argument(
        "--disable-config", action="store_true", help="read no config file, even with -c"
    )
    from toque.cli import Version

    p.add_argument("-v", "--version", action=Version)
    for flags, why, flag in NOT_HERE:
        p.add_argument(*flags, action=NotHere, why=why, flag=flag)
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
    from toque.chef_repo import CONFIG_PATHS
    from toque.errors import UsageError
    from toque.session import ClientOptions, client

    if args.named_run_list:
        raise UsageError(
            "-n/--named-run-list names a run list of a Policyfile; toque uses no policies: "
            "give the run list with -o"
        )
    config, notes = _config(args)
    settings = dict(config.get("settings") or {})
    for option in args.config_option:
        key, sep, value = option.partition("=")
        if not sep or not key:
            raise UsageError(f"--config-option takes KEY=VALUE, not {option!r}")
        key = key.strip()
        settings[key] = value
        field = CONFIG_PATHS.get(key)  # cookbook_path=…: what -c's file would set
        if field is not None:
            config[field] = value.split(",") if field == "cookbook_paths" else value
    if settings:
        config["settings"] = settings
    given = {  # the command line wins over the config file
        "cookbook_paths": args.cookbook_paths,
        "attributes": args.attributes,
        "log_level": log_level(args.log_level),
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
        fields["cookbook_paths"] = _repo_cookbooks(settings, notes)
    fields.setdefault("log_level", "warn")
    options = ClientOptions(
        run_list=args.override_runlist or args.runlist,
        override_run_list=bool(args.override_runlist),
        persist_node=True,
        why_run=args.why_run,
        formatter=formatter(args.formatter),
        color=color(args),
        logfile=args.logfile,
        notes=[note for note in notes if isinstance(note, str)],
        slow_report=args.slow_report,
        **fields,
    )
    result = client(options, sys.stdout)
    return run_status(result)


def _config(args: argparse.Namespace) -> tuple[dict, list]:
    """The config file's fields (-c, else the one chef-client -z would find) and what was
    searched: notes for the log, and the Lookup for the error when no cookbooks are found."""
    from pathlib import Path

    from toque.chef_repo import read_config
    from toque.repo.discovery import Lookup, config_candidates, locate_config

    if args.disable_config:
        return {}, []
    if args.config:
        return read_config(args.config), []
    candidates = config_candidates(Path.cwd())
    found = locate_config(candidates)
    if found is None:
        return {}, [Lookup(configs=candidates)]
    return read_config(str(found)), [f"Using config at {found}"]


def _repo_cookbooks(settings: dict, notes: list) -> list[str]:
    """cookbooks/ of the chef repo: chef_repo_path's, else the one found at or above the
    working folder (as chef-client -z's find_chef_repo_path)."""
    import os
    from pathlib import Path

    from toque.errors import UsageError
    from toque.repo.discovery import Lookup, find_chef_repo

    repos = settings.get("chef_repo_path")
    if repos:
        return [
            os.path.join(str(r), "cookbooks")
            for r in (repos if isinstance(repos, list) else [repos])
        ]
    cwd = Path.cwd()
    repo = find_chef_repo(cwd)
    if repo is not None and (repo / "cookbooks").is_dir():
        notes.append(f"Auto-discovered chef repository at {repo}")
        return [str(repo / "cookbooks")]
    lookup = next((n for n in notes if isinstance(n, Lookup)), Lookup())
    lookup.repo_from = cwd
    raise UsageError(lookup.describe())
