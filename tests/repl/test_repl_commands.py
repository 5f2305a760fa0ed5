"""The shell's commands and modes, on the core (no terminal)."""

from __future__ import annotations

import pytest


def run(core, *entries):
    for entry in entries:
        core.submit(entry)
    return core.out.getvalue()


def declare(core, path, content="x"):
    core.submit(f'file "{path}" do\n  content "{content}"\nend')


def test_help_lists_every_command(core):
    out = run(core, "help")
    for word in ("resources", "node", "run", "step", "skip", "resume", "reset", "load", "exit"):
        assert word in out


def test_resources_shows_action_and_state(core, tmp_path):
    declare(core, tmp_path / "a")
    declare(core, tmp_path / "b")
    out = run(core, "step", "resources")
    lines = [line for line in out.splitlines() if line.lstrip()[:2] in ("1.", "2.")]
    assert len(lines) == 2
    assert ":create" in lines[0] and "converged (updated)" in lines[0]
    assert "pending" in lines[1]


def test_step_skip_resume(core, tmp_path):
    for name in "abc":
        declare(core, tmp_path / name)
    out = run(core, "step")
    assert (tmp_path / "a").exists() and not (tmp_path / "b").exists()
    assert "2 resources still pending" in out
    out = run(core, "skip")
    assert f"skipped file[{tmp_path / 'b'}]" in out
    run(core, "resume")
    assert (tmp_path / "c").exists() and not (tmp_path / "b").exists()
    out = run(core, "resources")
    assert "skipped" in out
    assert "nothing pending" in run(core, "run")


def test_run_why_run_changes_nothing(core, tmp_path):
    declare(core, tmp_path / "w")
    out = run(core, "run --why-run")
    assert not (tmp_path / "w").exists()
    assert "Would" in out or "would" in out


def test_a_failed_converge_does_not_end_the_session(core, tmp_path):
    declare(core, tmp_path / "missing-dir" / "f")
    assert core.submit("run") is True
    assert "the run failed" in core.out.getvalue()
    assert "=> 2" in run(core, "1 + 1")


def test_node_and_node_keys(make_core):
    core = make_core({"web": {"port": 8080}})
    out = run(core, "node", "node['web']", "node['web']['port']")
    assert "=> #<Chef::Node>" in out
    assert '=> {"port"=>8080}' in out
    assert "=> 8080" in out


def test_attributes_mode_writes_the_node(core):
    out = run(core, "attributes_mode")
    assert core.prompt() == "toque (attributes)> "
    run(core, "default['app']['port'] = 81", "override[:app][:name] = 'web'", "recipe_mode")
    out = run(core, "node['app']")
    assert '=> {"port"=>81, "name"=>"web"}' in out
    assert core.prompt() == "toque (recipe)> "


def test_ruby_mode_is_plain_ruby(core):
    out = run(core, "ruby", "self", "file")
    assert core.prompt() == "toque (ruby)> "
    assert "NameError" in out  # no resources in plain Ruby


def test_load_compiles_a_file_into_the_session(core, tmp_path):
    recipe = tmp_path / "site.rb"
    target = tmp_path / "loaded"
    recipe.write_text(f'file "{target}" do\n  content "from a file"\nend\nport = 1\n')
    out = run(core, f"load {recipe}")
    assert "1 resource declared" in out
    run(core, "run")
    assert target.read_text() == "from a file"


def test_load_error_names_the_file_and_line(core, tmp_path):
    recipe = tmp_path / "bad.rb"
    recipe.write_text("x = 1\nundefined_here\n")
    out = run(core, f"load {recipe}")
    assert f"{recipe}:2:" in out and "undefined_here" in out
    assert "cannot read" in run(core, f"load {tmp_path / 'none.rb'}")


def test_reset_forgets_everything(core, tmp_path):
    declare(core, tmp_path / "r")
    run(core, "kept = 1", "reset")
    assert core.session.pending() == []
    assert "NameError" in run(core, "kept") or "NoMethodError" in run(core, "kept")


def test_a_local_variable_shadows_a_command(core):
    out = run(core, "step = 5", "step")
    assert out.count("=> 5") == 2


def test_errors_show_the_entry_line_with_a_caret(core):
    out = run(core, "a = 1\nb = a.nope")
    assert "(entry 1):2:" in out
    assert "2 | b = a.nope" in out
    assert "NoMethodError" in out


@pytest.mark.parametrize("word", ["exit", "quit"])
def test_exit(core, word):
    assert core.submit(word) is False


def test_why_run_session(make_core, tmp_path):
    core = make_core(why_run=True)
    declare(core, tmp_path / "never")
    run(core, "run")
    assert not (tmp_path / "never").exists()


def test_ctrl_c_stops_running_code_and_the_session_goes_on(core):
    import os
    import signal
    import threading
    import time

    core.submit("$count = 0")
    timer = threading.Timer(0.5, os.kill, (os.getpid(), signal.SIGINT))
    timer.start()
    assert core.submit("loop { $count += 1 }") is True
    timer.join()
    out = run(core, "$count")
    time.sleep(0.2)
    assert "interrupted" in out
    assert run(core, "$count").splitlines()[-1] == out.splitlines()[-1]  # stopped counting


@pytest.mark.parametrize(
    "code",
    [
        "while true; $n += 1; end",  # a loop: stops at its next turn
        "[1, 2].cycle { $n += 1 }",  # a block called for ever
        "sleep",  # sleep for ever
        "sleep 60",
        "system('sleep 60')",  # a command: its process group is killed
        "`sleep 60`",
        "shell_out('sleep 60')",
        "begin; sleep 60; ensure; $ensured = true; end",
    ],
)
def test_ctrl_c_reaches_every_kind_of_running_code(core, code, tmp_path):
    """No exception is injected into the code's thread: it stops by itself at a safe point,
    well before the commands it started would end, and `ensure` clauses run."""
    import os
    import signal
    import threading
    import time

    core.submit("$n = 0")
    timer = threading.Timer(0.5, os.kill, (os.getpid(), signal.SIGINT))
    start = time.monotonic()
    timer.start()
    out = run(core, code)
    timer.join()
    assert time.monotonic() - start < 5
    assert "interrupted" in out
    assert run(core, "1 + 1").endswith("=> 2\n")  # the session goes on
    if "ensure" in code:
        assert run(core, "$ensured").endswith("=> true\n")
