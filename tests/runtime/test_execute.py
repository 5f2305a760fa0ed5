"""execute and the script family: commands, returns, creates, environment, timeouts, output."""

import os

import pytest

from toque.runtime.errors import CommandTimeout, ValidationError


def test_execute_string_and_array(h):
    out = h.path("out")
    h.add("execute", f"echo shell $((1+1)) > {out}")
    h.add("execute", "argv", command=["sh", "-c", f"echo argv >> {out}"])
    run = h.converge()
    assert open(out).read() == "shell 2\nargv\n"
    assert f"    - execute echo shell $((1+1)) > {out}\n" in run.out


def test_cwd_environment_and_returns(h):
    h.tmp.joinpath("w").mkdir()
    h.add("execute", 'test "$FOO" = bar && pwd > where && exit 3', cwd=h.path("w"),
          environment={"FOO": "bar"}, returns=[0, 3])  # fmt: skip
    run = h.converge()
    assert run.error is None
    assert h.tmp.joinpath("w", "where").read_text().strip() == h.path("w")


def test_failure_message_shows_output(h):
    h.add("execute", "echo out; echo err >&2; exit 2")
    msg = h.converge().error.message
    assert "Expected process to exit with [0], but received '2'" in msg
    assert "STDOUT: out" in msg and "STDERR: err" in msg


def test_sensitive_hides_command_and_output(h):
    h.add("execute", "echo topsecret; exit 1", sensitive=True)
    run = h.converge()
    assert "topsecret" not in run.error.message.split("had an error")[1]  # the name is the command
    assert "suppressed sensitive resource output" in run.out


def test_creates_skips(h):
    h.tmp.joinpath("made").write_text("")
    h.add("execute", "exit 1", creates=h.path("made"))
    h.add("execute", "exit 1", creates="made", cwd=str(h.tmp))
    run = h.converge()
    assert run.error is None and run.out.count("(up to date)") == 2


def test_relative_creates_needs_cwd(h):
    h.add("execute", "true", creates="made")
    assert "specify a cwd property" in h.converge().error.message


def test_timeout(h):
    h.add("execute", "sleep 5", timeout=0.3)
    run = h.converge()
    assert isinstance(run.error.cause, CommandTimeout)


def test_live_output_at_debug(h):
    h.add("execute", "echo one; echo two")
    run = h.converge(log_level="debug")
    assert [e[2] for e in run.events("stream_output")] == ["one", "two"]
    assert "    one\n    two\n" in run.out
    assert h.converge().events("stream_output") == []


def test_user_and_group_when_root(h):
    if os.geteuid() != 0:
        pytest.skip("needs root")
    h.add("execute", "id -un; id -gn", user="nobody", group="nogroup", cwd="/")
    run = h.converge(log_level="debug")
    assert [e[2] for e in run.events("stream_output")] == ["nobody", "nogroup"]


def test_bash_script_with_flags(h):
    out = h.path("b")
    h.add("bash", "b", code=f"set -o pipefail\necho ${{BASH_VERSION:+bash}} > {out}", flags="-e")
    run = h.converge()
    assert open(out).read() == "bash\n"
    assert '    - execute "bash" -e \n' in run.out


def test_sh_python_perl(h):
    h.add("sh", "s", code=f"echo sh > {h.path('s')}")
    h.add("python", "p", code=f"open({h.path('p')!r}, 'w').write('py')")
    h.add("script", "custom", interpreter="sh", code=f"echo c > {h.path('c')}")
    h.converge()
    assert h.tmp.joinpath("p").read_text() == "py" and h.tmp.joinpath("c").exists()


def test_script_failure_and_code_required(h):
    h.add("bash", "fails", code="exit 5")
    assert "received '5'" in h.converge().error.message
    h.collection = type(h.collection)()
    h.add("bash", "nocode")
    assert "code is a required property" in h.converge().error.message


def test_scripts_forbid_command(h):
    with pytest.raises(ValidationError, match="Do not use the command property on a bash resource"):
        h.build("bash", "x", command="ls")
