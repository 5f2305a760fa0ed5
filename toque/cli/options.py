"""Option groups that several commands share, declared once: how a run reports and locks."""

from __future__ import annotations

import argparse
import os

# chef-client's levels; toque's formatters know four (trace is debug, fatal is error, auto
# is warn under a formatter, as Chef's is)
LOG_LEVELS = ("trace", "debug", "info", "warn", "error", "fatal", "auto")
_LEVEL = {"trace": "debug", "fatal": "error", "auto": "warn"}
# minimal is chef-client's name for min; null prints nothing
FORMATS = ("doc", "min", "minimal", "json", "null")
_FORMAT = {"minimal": "min"}


def log_level(given: str | None) -> str | None:
    return _LEVEL.get(given, given) if given is not None else None


def formatter(given: str) -> str:
    return _FORMAT.get(given, given)


def color(args: argparse.Namespace) -> bool | None:
    """--color/--no-color; else none under NO_COLOR; else on a terminal only (None)."""
    if args.color is not None:
        return bool(args.color)
    return False if os.environ.get("NO_COLOR") else None


class NotHere(argparse.Action):
    """A chef-client flag that makes no sense for toque: one line saying why, exit 2."""

    def __init__(self, option_strings: list[str], dest: str, why: str = "", **kw: object):
        self.why = why
        flag = kw.pop("flag", True)  # True: no value; False: one; "?": an optional one
        nargs = "?" if flag == "?" else 0 if flag else 1
        super().__init__(option_strings, dest, nargs=nargs, help=argparse.SUPPRESS)

    def __call__(self, parser: argparse.ArgumentParser, *_: object) -> None:
        parser.exit(2, f"{parser.prog}: {'/'.join(self.option_strings)}: {self.why}\n")


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
    p.add_argument("-l", "--log-level", "--log_level", default=log_level, choices=LOG_LEVELS)
    p.add_argument("-L", "--logfile", metavar="FILE", help="also write the log to FILE")
    p.add_argument("-F", "--format", dest="formatter", default="doc", choices=FORMATS)
    p.add_argument(
        "--color", action=argparse.BooleanOptionalAction, default=None,
        help="colour the output (default: on a terminal, unless NO_COLOR is set)",
    )  # fmt: skip
    p.add_argument(
        "--lock-file", "--lockfile", dest="lock_file", metavar="PATH",
        help="the run lock (default: under the state dir)",
    )  # fmt: skip
    for flag, what in (("--minimal-ohai", "toque's facts are always the quick ones"),
                       ("--force-formatter", "the formatter always writes"),
                       ("--force-logger", "the log goes where -L says")):  # fmt: skip
        p.add_argument(flag, action="store_true", help=f"accepted, as chef-client's ({what})")
    p.add_argument(
        "--always-dump-stacktrace",
        action=argparse.BooleanOptionalAction, default=False,
        help="on a failure, also show the Python traceback (as --debug)",
    )  # fmt: skip
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
