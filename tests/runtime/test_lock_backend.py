"""The run lock and the local backend's primitives."""

import os
import threading
import time

import pytest

from toque.runtime import LocalBackend
from toque.runtime.errors import CommandTimeout, LockError
from toque.runtime.lock import RunLock


def test_second_run_fails_clearly_after_timeout(tmp_path):
    path = tmp_path / "state" / "run.lock"
    with RunLock(path):
        with pytest.raises(LockError) as e:
            RunLock(path, timeout=0.2).acquire()
    assert f"(pid {os.getpid()}) holds the run lock {path}" in e.value.message
    assert "--lock-file" in e.value.hint


def test_second_run_waits_for_the_first(tmp_path):
    path = tmp_path / "run.lock"
    first = RunLock(path)
    first.acquire()
    threading.Timer(0.3, first.release).start()
    start = time.monotonic()
    with RunLock(path, timeout=5):
        assert time.monotonic() - start >= 0.25


def test_lock_path_defaults_under_the_state_dir(monkeypatch, tmp_path):
    monkeypatch.setenv("TOQUE_STATE_DIR", str(tmp_path))
    with RunLock() as lock:
        assert lock.path == tmp_path / "run.lock"


def test_atomic_write_modes_and_cleanup(tmp_path):
    b = LocalBackend()
    p = str(tmp_path / "f")
    b.write_atomic(p, b"data", 0o600)
    assert open(p, "rb").read() == b"data" and os.stat(p).st_mode & 0o777 == 0o600
    assert os.listdir(tmp_path) == ["f"]


def test_run_streams_output_and_times_out(tmp_path):
    b = LocalBackend()
    seen = []
    res = b.run("echo a; echo b >&2; exit 3", on_output=seen.append)
    assert (res.exit_code, res.stdout, res.stderr) == (3, "a\n", "b\n")
    assert sorted(seen) == ["a", "b"]
    res = b.run(["printf", "%s", "$x"], env={"x": "1"})
    assert res.stdout == "$x"
    start = time.monotonic()
    with pytest.raises(CommandTimeout):
        b.run("sleep 10", timeout=0.2)
    assert time.monotonic() - start < 5


def test_stat_kinds(tmp_path):
    b = LocalBackend()
    (tmp_path / "f").write_text("x")
    os.symlink(tmp_path / "f", tmp_path / "l")
    assert b.lstat(str(tmp_path / "f")).kind == "file"
    assert b.lstat(str(tmp_path / "l")).kind == "link"
    assert b.stat(str(tmp_path / "l")).kind == "file"
    assert b.lstat(str(tmp_path)).kind == "directory"
    assert b.lstat(str(tmp_path / "none")) is None
    assert b.lstat(str(tmp_path / "f" / "under-a-file")) is None


def test_copy_never_writes_through_a_planted_link(tmp_path):
    b = LocalBackend()
    (tmp_path / "src").write_text("secret")
    victim = tmp_path / "victim"
    victim.write_text("keep")
    os.symlink(victim, tmp_path / "dst")
    with pytest.raises(FileExistsError):
        b.copy(str(tmp_path / "src"), str(tmp_path / "dst"))
    assert victim.read_text() == "keep"
    os.chmod(tmp_path / "src", 0o4755)  # a copy of a setuid program is not setuid
    b.copy(str(tmp_path / "src"), str(tmp_path / "copy"))
    assert os.stat(tmp_path / "copy").st_mode & 0o7777 == 0o755
    assert (tmp_path / "copy").read_text() == "secret"
