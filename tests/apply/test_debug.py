"""A bug in toque during converge: one line without --debug, its Python traceback with it;
the session raises, the CLI prints the final failure line and picks the exit status."""

from __future__ import annotations

import pytest

from toque.cli import main
from toque.stdlib_cookbooks.core.log import LogProvider


@pytest.fixture
def broken_log(monkeypatch):
    def action_write(self):
        raise AttributeError("'NoneType' object has no attribute 'level'")

    monkeypatch.setattr(LogProvider, "action_write", action_write)


def run(tmp_path, *flags):
    recipe = tmp_path / "site.rb"
    recipe.write_text('log "hello"\n')
    return main([*flags, "apply", str(recipe), "--lock-file", str(tmp_path / "lock")])


def test_a_converge_bug_is_one_line_without_debug(tmp_path, capsys, broken_log):
    assert run(tmp_path) == 1
    err = capsys.readouterr().err
    assert err.startswith("toque: the run failed: log[hello]") and "Traceback" not in err


def test_debug_shows_the_traceback_of_a_converge_bug(tmp_path, capsys, broken_log):
    assert run(tmp_path, "--debug") == 1
    err = capsys.readouterr().err
    assert "Traceback (most recent call last)" in err and "in action_write" in err
    assert "AttributeError: 'NoneType' object has no attribute 'level'" in err
