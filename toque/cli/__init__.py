"""The `toque` command: arguments, the final failure line, exit codes.

Each module of this package but `options` is one command and offers `register(subparsers)`,
which adds its sub-commands and sets `run` (a function of the parsed arguments returning an
exit status). Nothing outside this package prints the final failure or decides an exit code.
"""

from __future__ import annotations

import argparse
import importlib
import os
import signal
import sys
from collections.abc import Sequence

from toque.errors import RunFailed, ToqueError
from toque.gctune import end_of_process, tune_for_run

DESCRIPTION = """\
Run Chef Infra recipes and cookbooks, written in Chef's Ruby DSL: converge a machine with
them (apply, client), preview the changes (--why-run), try them out interactively (shell),
check and highlight them. Documentation: the README and docs/ of the toque source."""

NOT_COMMANDS = {"exit_codes", "options"}
RUN_UMASK = 0o022
# Chef's exit codes (RFC 062) for the commands that converge, as chef-client/chef-apply
RUNS = {"apply", "client"}
SIGINT_RECEIVED, SIGTERM_RECEIVED = 2, 3


class Terminated(BaseException):
    """SIGTERM during a run: unwind (releasing the lock, ending commands), then exit 3."""


def _terminate(signum: int, frame: object) -> None:
    raise Terminated


def command_modules() -> list[str]:
    """This package's command modules, found on disk (a broken one fails loudly)."""
    import pkgutil  # here: `toque CMD` finds CMD's module without listing them (start-up)

    return sorted(
        f"{__name__}.{info.name}"
        for info in pkgutil.iter_modules(__path__)
        if not info.name.startswith("_") and info.name not in NOT_COMMANDS
    )


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The command line's parser, with every command module's sub-commands; with `command`
    (the first word of the command line) and a module of that name, with its sub-commands
    only when they include it: `toque apply` imports no other command (start-up)."""
    parser = argparse.ArgumentParser(prog="toque", description=DESCRIPTION)
    parser.add_argument("--debug", action="store_true", help="show Python tracebacks")
    parser.add_argument("-v", "--version", action=Version)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    own = os.path.join(__path__[0], f"{command}.py") if command else ""
    if command and command.isidentifier() and command not in NOT_COMMANDS and os.path.isfile(own):
        importlib.import_module(f"{__name__}.{command}").register(sub)
        if command in sub.choices:
            return parser
        return build_parser()  # the module offers other names: a parser of them all
    for name in command_modules():
        importlib.import_module(name).register(sub)
    return parser


def _first_word(argv: Sequence[str]) -> str | None:
    """The sub-command a command line names: its first word that is not an option (None
    after a -h before it: `toque -h apply` is the help of every command)."""
    for arg in argv:
        if arg in ("-h", "--help"):
            return None
        if not arg.startswith("-"):
            return arg
    return None


def _internal_traceback(failure: BaseException) -> None:
    """`--debug`: the Python traceback of every failure in a run that is a bug (not an
    error the user can act on), e.g. a provider's AttributeError."""
    import traceback

    causes = [failure]
    while causes:
        exc = causes.pop(0)
        causes += [e for _, e in getattr(exc, "failures", ())]  # MultipleFailures
        cause = getattr(exc, "cause", None)  # ConvergeError
        if cause is not None:
            causes.append(cause)
        elif not isinstance(exc, ToqueError):
            traceback.print_exception(type(exc), exc, exc.__traceback__, file=sys.stderr)


class Version(argparse.Action):
    """-v/--version: toque's version and the Chef Infra Client it answers as (worked out
    only when asked: importing the interpreter would slow every start)."""

    def __init__(self, option_strings: list[str], dest: str, **_: object) -> None:
        super().__init__(option_strings, dest, nargs=0, help="show the version and exit")

    def __call__(self, parser: argparse.ArgumentParser, *_: object) -> None:
        from toque import __version__
        from toque.interpreter.dsl.chef_api import CHEF_VERSION

        print(f"toque {__version__} (recipes as Chef Infra Client {CHEF_VERSION})")
        parser.exit(0)


def main(argv: Sequence[str] | None = None) -> int:
    code = _main(argv)  # an exception (--debug) leaves with its traceback, as Python's do
    if argv is None:  # the process's own command line: nothing runs after us
        _leave(code)
    return code


def _leave(code: int) -> None:
    """End the process without tearing the interpreter down: freeing its object graph one
    object at a time costs a short run a sixth of its time; the OS takes the memory back
    at once. Ruby's open files were flushed (end_of_process); ours are flushed here."""
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (BrokenPipeError, ValueError):  # a reader gone, or a stream already closed
            pass
    os._exit(code)


def _main(argv: Sequence[str] | None) -> int:
    parser = build_parser(_first_word(sys.argv[1:] if argv is None else argv))
    args = parser.parse_args(argv)
    if not getattr(args, "run", None):
        parser.print_help()
        return 2
    converges = args.command in RUNS
    # the process's own command line: one run, whose session says when it has settled
    tune_for_run(one_run=argv is None and converges)
    # as Chef (Chef::Config[:umask]): the caller's umask (000 from a careless shell or a
    # service manager) must not reach managed files, state, backups, cache or the lock
    caller_umask = os.umask(RUN_UMASK)
    debug = args.debug or getattr(args, "always_dump_stacktrace", False)
    if converges and argv is None:
        signal.signal(signal.SIGTERM, _terminate)
    try:
        return args.run(args)
    except RunFailed as exc:
        if debug:
            _internal_traceback(exc.cause)
        print(f"toque: {exc.headline}", file=sys.stderr)
        return 1
    except ToqueError as exc:
        if args.debug:
            raise
        print(f"toque: {exc.render()}", file=sys.stderr)
        return exc.exit_code
    except KeyboardInterrupt:
        return SIGINT_RECEIVED if converges else 130
    except Terminated:
        return SIGTERM_RECEIVED
    except BrokenPipeError:
        return 0
    except Exception as exc:  # a bug in toque: say so plainly, traceback only on request
        if args.debug:
            raise
        print(
            f"toque: internal error: {exc!r} (run with --debug for the traceback)", file=sys.stderr
        )
        return 70
    finally:
        if argv is None:  # the process's own command line (console script, python -m toque)
            end_of_process()
        else:  # called in-process (tests, an embedding program): leave its umask as it was
            os.umask(caller_umask)
