"""Runs many Ruby programs the way `toque ruby FILE` does, in a few worker processes.

A process per program costs most of the time; a worker runs a batch of programs, each
in a fresh Runtime, from the program's own folder, with stdout and stderr captured.
"""

from __future__ import annotations

import contextlib
import io
import multiprocessing
import os
import signal
from pathlib import Path

TIMEOUT = 120  # seconds per program: a bound for hangs, generous for a loaded machine
# (the runaway-recursion cases take seconds of CPU each)


class _Timeout(BaseException):
    pass


def _alarm(signum, frame):
    raise _Timeout()


def run_one(path: str) -> tuple[str, int, str, str]:
    from toque.errors import ToqueError
    from toque.grammar.files import parse_file
    from toque.interpreter.standalone import run_tree

    out, err = io.StringIO(), io.StringIO()
    p = Path(path)
    old = os.getcwd()
    os.chdir(p.parent)
    signal.signal(signal.SIGALRM, _alarm)
    signal.alarm(TIMEOUT)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                tree = parse_file(p.name)
                status = run_tree(tree, p.name, p.read_text(), [])
            except ToqueError as exc:
                err.write(exc.render() + "\n")
                status = 1
    except _Timeout:
        status, err = -1, io.StringIO(f"timed out after {TIMEOUT} s")
    except BaseException as exc:  # noqa: BLE001 - report, never kill the worker
        import traceback

        status = -2
        err.write("Traceback: " + "".join(traceback.format_exception(exc))[-3000:])
    finally:
        signal.alarm(0)
        os.chdir(old)
    return path, status, out.getvalue(), err.getvalue()


def run_all(paths: list[Path], workers: int | None = None) -> dict[Path, tuple[int, str, str]]:
    workers = workers or os.cpu_count() or 2
    ctx = multiprocessing.get_context("fork")
    with ctx.Pool(workers, maxtasksperchild=60) as pool:
        results = pool.map(run_one, [str(p) for p in paths], chunksize=4)
    return {Path(p): (status, out, err) for p, status, out, err in results}


if __name__ == "__main__":
    import sys

    here = Path(__file__).resolve().parent
    targets = [Path(a).resolve() for a in sys.argv[1:]] or [here / "cases"]
    cases = sorted(c for t in targets for c in ([t] if t.suffix == ".rb" else t.rglob("*.rb")))
    res = run_all(cases)
    ok = 0
    for case in cases:
        status, out, err = res[case]
        expected = case.with_suffix(".out").read_text()
        if out == expected and status == 0:
            ok += 1
        else:
            first = err.strip().splitlines()[-1] if err.strip() else "(stdout differs)"
            print(f"FAIL {case.relative_to(here / 'cases')}: {first[:200]}")
    print(f"{ok} passed, {len(cases) - ok} failed")
