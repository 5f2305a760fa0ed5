"""`delayed_action`: a resource queues its own action for the end of the run, updated or not."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from run_status import apply

from toque.errors import ToqueError
from toque.session import ApplyOptions


def converge(tmp_path: Path, text: str) -> tuple[int, str]:
    recipe = tmp_path / "r.rb"
    recipe.write_text(text)
    out = io.StringIO()
    status = apply(ApplyOptions(str(recipe), lock_file=str(tmp_path / "lock")), out)
    return status, out.getvalue()


def test_the_action_runs_at_the_end_in_declaration_order(tmp_path):
    a, b = tmp_path / "a", tmp_path / "b"
    status, out = converge(
        tmp_path,
        f"file '{a}' do\n  content 'a'\n  action :nothing\n  delayed_action :create\nend\n"
        f"file '{b}' do\n  content 'b'\n  action :nothing\n  delayed_action [:create]\nend\n"
        "log 'middle'\n",
    )
    assert status == 0, out
    assert a.read_text() == "a" and b.read_text() == "b"
    order = [line.strip() for line in out.splitlines() if line.startswith("  * ")]
    assert order[-3:] == ["* log[middle] action write",
                          f"* file[{a}] action create", f"* file[{b}] action create"]  # fmt: skip


def test_an_unknown_action_is_a_compile_error(tmp_path):
    with pytest.raises(ToqueError) as failed:
        converge(tmp_path, "log 'x' do\n  delayed_action :explode\nend\n")
    assert "Option action must be equal to one of: :nothing, :write" in str(failed.value)
    assert failed.value.span.line == 2
