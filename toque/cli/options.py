"""Option groups that several commands share, declared once: how a run reports and locks."""

from __future__ import annotations

import argparse

LOG_LEVELS = ("debug", "info", "warn", "error")
FORMATS = ("doc", "min", "json")


def add_json_attributes(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "-j", "--json-attributes", dest="attributes", metavar="FILE",
        help="node attributes (and a run_list) from a JSON file",
    )  # fmt: skip


def add_why_run(
    p: argparse.ArgumentParser, help: str = "report what would change, change nothing"
) -> None:
    p.add_argument("-W", "--why-run", action="store_true", help=help)


def add_run_options(p: argparse.ArgumentParser, log_level: str | None = "warn") -> None:
    """-W, -j, -l, -F and --lock-file: what `apply` and `client` both take.
    `log_level` None leaves the level to a config file."""
    add_why_run(p)
    add_json_attributes(p)
    p.add_argument("-l", "--log-level", default=log_level, choices=LOG_LEVELS)
    p.add_argument("-F", "--format", dest="formatter", default="doc", choices=FORMATS)
    p.add_argument(
        "--lock-file", metavar="PATH", help="the run lock (default: under the state dir)"
    )
