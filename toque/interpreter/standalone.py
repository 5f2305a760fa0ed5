"""A plain Ruby program run as `ruby FILE` runs it: ARGV and $0 set, an uncaught exception
reported as Ruby reports it, `at_exit` blocks run, the exit status returned."""

from __future__ import annotations

import os
import sys
from typing import Any

from toque.interpreter.core.backtrace import exception_backtrace
from toque.interpreter.core.exceptions import message_text, report_text
from toque.interpreter.core.objectspace import run_finalizers
from toque.interpreter.core.thread import end_threads
from toque.interpreter.model.objects import RArray, RString
from toque.interpreter.model.signals import RubyError
from toque.interpreter.model.world import Runtime
from toque.interpreter.program import run_program, with_deep_stack


def run_tree(tree: Any, file: str, text: str, argv: list[str], debug: bool = False) -> int:

    rt = Runtime()
    path = os.path.abspath(file) if file != "-e" else file
    rt.main_path, rt.main_given = path, file  # backtraces show the script as it was given
    rt.globals["$0"] = RString(file)
    rt.globals["$PROGRAM_NAME"] = RString(file)
    rt.Object.consts["ARGV"] = RArray(RString(a) for a in argv)

    status = 0
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
        end_threads(rt)  # the main thread is over: Ruby kills the others
        sys.stdout.flush()
    return status


def run_at_exit(rt: Runtime) -> None:

    for block in reversed(rt.globals.pop("__at_exit", [])):
        rt.call_proc(block, [])
    run_finalizers(rt)


def report(rt: Runtime, err: Any, file: str) -> int:
    """Print an uncaught exception as MRI does (`FILE:LINE:in `m': message (Class)` and a
    `from` line per caller); the exit status."""

    exc = err.exc
    if exc.cls.name == "SystemExit":
        return int(exc.ivars.get("@status", 0))
    sys.stdout.flush()
    text = ""
    try:
        if exception_backtrace(rt, exc):
            text = report_text(rt, exc)
    except Exception:  # noqa: BLE001 - a broken backtrace or message still gets reported
        text = ""
    if not text:
        try:
            message = message_text(rt, exc)
        except Exception:  # noqa: BLE001
            message = exc.cls.name
        mname = getattr(err, "mname", None) or "<main>"
        line = getattr(err, "line", None)
        where = file if line is None else f"{file}:{line}:in `{mname}'"
        text = f"{where}: {message} ({exc.cls.name})\n"
    sys.stderr.write(text)
    return 1
