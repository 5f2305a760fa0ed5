"""What the shell shows besides values: colour, the toolbar, prompts, the history file."""

from __future__ import annotations

import io

from toque.repl.app import continuation, default_history, history_file, resource_line
from toque.repl.core import ShellCore


def test_values_are_highlighted_when_colour_is_on():
    core = ShellCore(io.StringIO(), color=True)
    core.submit('{"a" => [1, :b]}')
    line = core.out.getvalue().splitlines()[0]
    assert line.startswith("=> ")
    assert "\x1b[" in line  # ANSI colour codes
    assert "1" in line and "b" in line


def test_values_are_plain_without_colour(core):
    core.submit("[1, nil]")
    assert core.out.getvalue() == "=> [1, nil]\n"


def test_errors_are_red_when_colour_is_on():
    core = ShellCore(io.StringIO(), color=True)
    core.submit("nope")
    assert core.out.getvalue().startswith("\x1b[31m")


def test_toolbar_names_the_resource_under_the_cursor(core):
    line = resource_line(core, 'x = 1\nfile "/etc/motd" do\n  mode "0644"\n  ')
    assert line is not None
    assert "file[/etc/motd]" in line
    assert ":create" in line and "content" in line
    assert resource_line(core, "x = 1") is None


def test_prompts(core):
    assert core.prompt() == "toque (recipe)> "
    core.submit("attributes_mode")
    assert core.prompt() == "toque (attributes)> "
    assert continuation(16, 2, False) == "           ...> "


def test_history_lives_in_the_state_dir(tmp_path):
    assert history_file() == tmp_path / "state" / "shell_history"
    history = default_history()
    history.store_string("x = 1")
    assert "x = 1" in history_file().read_text()


def test_the_history_file_keeps_entries_across_shells(tmp_path):
    from prompt_toolkit.input import create_pipe_input
    from prompt_toolkit.output import DummyOutput

    from toque.repl.app import prompt_session, run

    for keys in ("answer = 42\r\x04", "\x04"):
        core = ShellCore(io.StringIO())
        with create_pipe_input() as pipe:
            pipe.send_text(keys)
            session = prompt_session(core, input=pipe, output=DummyOutput())
            run(core, session)
    assert list(session.history.load_history_strings()) == ["answer = 42"]
