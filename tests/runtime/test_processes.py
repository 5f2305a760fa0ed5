"""Commands do not outlive the toque run that started them: their process group is ended
when toque is killed (even by SIGKILL) or interrupted, while a daemon a finished command
started on purpose keeps running."""

from __future__ import annotations

import io
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

import toque
from toque.runtime import LocalBackend
from toque.runtime.backends import reaper
from toque.runtime.backends.processes import REAPER

SRC = str(Path(toque.__file__).resolve().parents[1])

# the command's shell starts a grandchild, records both pids, then waits
HOLD = 'sleep 300 & echo $! > "$D/grandchild.pid"; echo $$ > "$D/child.pid"; wait'
RECIPES = {
    "execute": 'execute "hold" do\n  command %q{HOLD}\nend\n',
    "shell_out": 'ruby_block "hold" do\n  block { shell_out(%q{HOLD}) }\nend\n',
}


def alive(pid: int) -> bool:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except FileNotFoundError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] not in ("Z", "X")  # a zombie has ended


def read_pid(path: Path) -> int:
    deadline = time.monotonic() + 30
    while not (path.exists() and path.read_text().endswith("\n")):
        assert time.monotonic() < deadline, f"{path.name} never written"
        time.sleep(0.05)
    return int(path.read_text())


def wait_gone(pids: list[int], limit: float = 10.0) -> list[str]:
    deadline = time.monotonic() + limit
    while any(alive(p) for p in pids) and time.monotonic() < deadline:
        time.sleep(0.05)
    return [Path(f"/proc/{p}/stat").read_text() for p in pids if alive(p)]


def start_run(tmp_path: Path, kind: str) -> tuple[subprocess.Popen, list[int]]:
    recipe = tmp_path / "hold.rb"
    recipe.write_text(RECIPES[kind].replace("HOLD", HOLD))
    env = {**os.environ, "D": str(tmp_path), "PYTHONPATH": SRC,
           "TOQUE_STATE_DIR": str(tmp_path / "state")}  # fmt: skip
    run = subprocess.Popen(
        [sys.executable, "-m", "toque", "apply", str(recipe), "--lock-file", str(tmp_path / "l")],
        env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
    )  # fmt: skip
    pids = [read_pid(tmp_path / "child.pid"), read_pid(tmp_path / "grandchild.pid")]
    return run, pids


@pytest.mark.parametrize("kind", sorted(RECIPES))
def test_a_sigkilled_run_takes_its_commands_with_it(tmp_path, kind):
    run, pids = start_run(tmp_path, kind)
    try:
        assert all(alive(p) for p in pids)
        run.kill()
        run.wait(timeout=30)
        assert wait_gone(pids) == [], "a command outlived its SIGKILLed run"
    finally:
        for pid in pids:
            if alive(pid):
                os.kill(pid, signal.SIGKILL)


def test_a_terminated_run_ends_its_command_and_exits_3(tmp_path):
    run, pids = start_run(tmp_path, "execute")
    try:
        run.send_signal(signal.SIGTERM)
        assert run.wait(timeout=30) == 3, run.stderr.read()  # Chef's SIGTERM_RECEIVED
        assert wait_gone(pids, limit=2) == []
    finally:
        for pid in pids:
            if alive(pid):
                os.kill(pid, signal.SIGKILL)


def test_an_interrupted_run_ends_its_command_at_once(tmp_path):
    run, pids = start_run(tmp_path, "execute")
    try:
        run.send_signal(signal.SIGINT)
        assert run.wait(timeout=30) == 2, run.stderr.read()  # Chef's SIGINT_RECEIVED
        assert wait_gone(pids, limit=2) == []
    finally:
        for pid in pids:
            if alive(pid):
                os.kill(pid, signal.SIGKILL)


def test_a_daemon_started_by_a_finished_command_keeps_running():
    result = LocalBackend().run("sleep 300 >/dev/null 2>&1 & echo $!")
    daemon = int(result.stdout)
    try:
        assert alive(daemon)
        assert os.getpgid(daemon) not in REAPER.running  # finished commands are forgotten
    finally:
        os.kill(daemon, signal.SIGKILL)


def test_a_timed_out_command_ends_with_its_children(tmp_path):
    from toque.runtime.errors import CommandTimeout

    with pytest.raises(CommandTimeout):
        LocalBackend().run(f"D={tmp_path}; {HOLD}", timeout=1)
    pids = [int((tmp_path / n).read_text()) for n in ("child.pid", "grandchild.pid")]
    assert wait_gone(pids, limit=2) == []
    assert not REAPER.running


def test_the_reaper_kills_the_groups_still_listed_at_end_of_file():
    lines = io.BytesIO(b"+4001\n+4002\n-4001\n+x\n\n-\n+1\n")
    assert reaper.serve(lines) == {4002, 1}
    victim = subprocess.Popen(["sleep", "300"], start_new_session=True)
    reaper.end({victim.pid, 1, 0})  # never init's group or every process
    assert victim.wait(timeout=10) == -signal.SIGKILL


def test_a_command_starts_only_once_the_reaper_knows_it(tmp_path):
    from toque.runtime.backends.processes import GATE

    marker = tmp_path / "ran"
    gate = subprocess.Popen(
        ["/bin/sh", "-c", GATE, "toque", "touch", str(marker)], stdin=subprocess.PIPE
    )
    gate.stdin.close()  # toque died before its go-ahead
    assert gate.wait(timeout=10) == 125
    assert not marker.exists()


def test_commands_keep_their_input_their_errors_and_their_environment(tmp_path):
    from toque.runtime.errors import ProviderError

    b = LocalBackend()
    assert b.run("cat", input="line 1\nline 2\n").stdout == "line 1\nline 2\n"
    assert b.run(["sh", "-c", 'read -r x; echo "[$x]"']).stdout == "[]\n"  # stdin: at its end
    assert b.run(["printenv", "X"], env={"X": "1"}).stdout == "1\n"
    assert b.run("pwd", cwd=str(tmp_path)).stdout == f"{tmp_path}\n"
    with pytest.raises(ProviderError, match="No such file or directory - no-such-program"):
        b.run(["no-such-program"])
    (tmp_path / "script").write_text("#!/bin/sh\necho ok\n")
    with pytest.raises(PermissionError):
        b.run(["./script"], cwd=str(tmp_path))
    os.chmod(tmp_path / "script", 0o755)
    assert b.run(["./script"], cwd=str(tmp_path)).stdout == "ok\n"
    assert not REAPER.running
