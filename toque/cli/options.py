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
    """-W, -j, -l, -F, --lock-file and --run-lock-timeout: what `apply` and `client` both take.
    `log_level` None leaves the level to a config file."""
    add_why_run(p)
    add_json_attributes(p)
    p.add_argument("-l", "--log-level", default=log_level, choices=LOG_LEVELS)
    p.add_argument("-F", "--format", dest="formatter", default="doc", choices=FORMATS)
    p.add_argument(
        "--lock-file", metavar="PATH", help="the run lock (default: under the state dir)"
    )
    p.add_argument(
        "--run-lock-timeout", type=seconds, metavar="SECONDS",
        help="how long to wait for another run to finish (default: for ever; 0: not at all)",
    )  # fmt: skip


def seconds(text: str) -> float:
    """A duration of zero or more seconds, for argparse (which turns the error into usage)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of seconds: {text!r}") from None
    if not value >= 0 or value == float("inf"):
        raise argparse.ArgumentTypeError(f"must be 0 or more seconds: {text!r}")
    return value
