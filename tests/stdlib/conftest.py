"""Running a Ruby snippet through toque for the host-dependent parts of the standard
library (hostnames, users, processes, sockets), which MRI goldens cannot pin."""

from __future__ import annotations

import contextlib
import io
from pathlib import Path

import pytest


def run_ruby(tmp_path: Path, code: str) -> str:
    """stdout of `toque ruby` on `code`; an uncaught Ruby error fails the test."""
    from toque.grammar.files import parse_file
    from toque.interpreter.standalone import run_tree

    program = tmp_path / "prog.rb"
    program.write_text(code)
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = run_tree(parse_file(str(program)), str(program), code, [])
    assert status == 0, err.getvalue()
    return out.getvalue()


@pytest.fixture
def ruby(tmp_path: Path):
    return lambda code: run_ruby(tmp_path, code)
