"""One package for the `toque` command (issue 12 §3): commands are the modules found on
disk (a broken one fails, never silently skipped), --help speaks to the user, the session
raises and only the CLI prints the final failure line, and compile-phase output comes
from the formatters (`-F json` is JSON from its first line)."""

from __future__ import annotations

import io
import json
import sys
import types

import pytest

from toque import cli
from toque.errors import RunFailed
from toque.session import ClientOptions, client


def test_every_command_module_on_disk_is_a_command():
    parser = cli.build_parser()
    commands = set(parser._subparsers._group_actions[0].choices)  # the sub-command names
    modules = {name.rsplit(".", 1)[1] for name in cli.command_modules()}
    assert {"apply", "client", "shell", "check", "highlight", "ruby"} <= modules
    assert {"apply", "client", "shell"} <= commands
    assert not modules & cli.NOT_COMMANDS


def test_a_broken_command_module_fails_loudly(monkeypatch):
    broken = types.ModuleType("toque.cli.broken")  # imports, but offers no register()
    monkeypatch.setitem(sys.modules, "toque.cli.broken", broken)
    monkeypatch.setattr(cli, "command_modules", lambda: ["toque.cli.broken"])
    with pytest.raises(AttributeError):
        cli.build_parser()


def test_help_describes_toque_to_its_user(capsys):
    with pytest.raises(SystemExit):
        cli.main(["--help"])
    out = capsys.readouterr().out
    assert "Run Chef Infra recipes and cookbooks" in out
    assert "issue" not in out.lower() and "TODO" not in out


def _cookbook(tmp_path, recipe: str):
    book = tmp_path / "books" / "cb"
    (book / "recipes").mkdir(parents=True)
    (book / "metadata.rb").write_text('name "cb"\nversion "1.0.0"\n')
    (book / "recipes" / "default.rb").write_text(recipe)
    return tmp_path / "books"


def test_the_session_raises_run_failed_and_prints_no_final_line(tmp_path):
    books = _cookbook(tmp_path, 'execute "false"\n')
    out = io.StringIO()
    options = ClientOptions(
        run_list=["cb"],
        cookbook_paths=[str(books)],
        lock_file=str(tmp_path / "lock"),
        override_run_list=True,
        formatter="null",
    )
    with pytest.raises(RunFailed) as err:
        client(options, out)
    assert err.value.headline.startswith("the run failed: execute[false]")
    assert "the run failed" not in out.getvalue()


def test_json_output_is_json_from_its_first_line(tmp_path, capsys):
    books = _cookbook(tmp_path, 'log "hello"\n')
    status = cli.main(["client", "--cookbook-path", str(books), "-o", "cb", "-F", "json",
                       "--lockfile", str(tmp_path / "lock")])  # fmt: skip
    assert status == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines and all(json.loads(line) for line in lines)
