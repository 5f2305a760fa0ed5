"""`toque ruby FILE` / `toque ruby -e CODE`: run a plain Ruby program."""

from __future__ import annotations

import argparse
import os
import sys
from typing import Any

from toque.errors import ToqueError


def register(sub: argparse._SubParsersAction) -> None:
    ruby = sub.add_parser("ruby", help="run a Ruby program (the subset recipes use)")
    ruby.add_argument("file", nargs="?", metavar="FILE")
    ruby.add_argument("-e", dest="code", metavar="CODE", help="run CODE instead of a file")
    ruby.add_argument("args", nargs=argparse.REMAINDER, help="ARGV for the program")
    ruby.set_defaults(run=run_ruby)


def run_ruby(args: argparse.Namespace) -> int:
    from toque.grammar.files import decode, parse_file
    from toque.grammar.parser import parse

    if args.code is not None:
        file, text = "-e", args.code
        tree = parse(text, file)
    elif args.file:
        file = args.file
        try:
            with open(file, "rb") as fh:
                text = decode(fh.read(), file)
        except OSError as exc:
            raise ToqueError(f"cannot read {file}: {exc.strerror}") from None
        tree = parse_file(file)
    else:
        raise ToqueError("toque ruby needs a FILE or -e CODE")
    return run_tree(tree, file, text, args.args or [], debug=args.debug)


def run_tree(tree: Any, file: str, text: str, argv: list[str], debug: bool = False) -> int:
    from toque.interpreter.program import run_program
    from toque.interpreter.runtime import Runtime
    from toque.interpreter.signals import RubyError
    from toque.interpreter.values import RArray, RString

    rt = Runtime()
    rt.globals["$0"] = RString(file)
    rt.globals["$PROGRAM_NAME"] = RString(file)
    rt.Object.consts["ARGV"] = RArray(RString(a) for a in argv)
    from toque.interpreter.program import with_deep_stack

    status = 0
    path = os.path.abspath(file) if file != "-e" else file
    try:
        with_deep_stack(run_program, rt, tree, path, text)
    except RubyError as err:
        status = report(rt, err, file)
    except RecursionError as exc:
        status = report(rt, rt.ruby_exception(exc), file)
    except BaseException as exc:  # a non-local exit or a bug must not show Python's traceback
        if debug or isinstance(exc, (KeyboardInterrupt, SystemExit)):
            raise
        status = report(rt, rt.ruby_exception(exc), file)
    finally:
        run_at_exit(rt)
        sys.stdout.flush()
    return status


def run_at_exit(rt: Any) -> None:
    for block in reversed(rt.globals.pop("__at_exit", [])):
        rt.call_proc(block, [])


def report(rt: Any, err: Any, file: str) -> int:
    """Print an uncaught exception as `FILE:LINE:in 'method': message (Class)`; the status."""
    from toque.interpreter.core.exceptions import message_text

    exc = err.exc
    if exc.cls.name == "SystemExit":
        return int(exc.ivars.get("@status", 0))
    sys.stdout.flush()
    where = file
    line = getattr(err, "line", None)
    if line is not None:
        where = f"{file}:{line}"
    mname = getattr(err, "mname", None)
    method = mname if mname else "<main>"
    try:
        text = message_text(rt, exc)
    except Exception:  # noqa: BLE001 - a broken message method still gets reported
        text = exc.cls.name
    sys.stderr.write(f"{where}:in '{method}': {text} ({exc.cls.name})\n")
    return 1
