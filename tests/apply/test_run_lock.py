"""The run lock covers the whole run: compile-time actions of two runs never overlap; a
second run waits for ever by default (saying so once) or gives up after --run-lock-timeout."""

from __future__ import annotations

import io
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from run_status import client

import toque
from toque.chef_repo import read_config
from toque.cli import main
from toque.errors import ToqueError
from toque.runtime.errors import LockError
from toque.runtime.lock import RunLock
from toque.session import ClientOptions

SRC = str(Path(toque.__file__).resolve().parents[1])

# holds the lock in its compile phase until the test creates `release`
HOLDER = """\
dir = ENV["TOQUE_TEST_DIR"]
file "#{dir}/a-start" do
  content "a"
end.run_action(:create)
ruby_block "hold" do
  block { 600.times { break if ::File.exist?("#{dir}/release"); sleep 0.05 } }
  action :nothing
end.run_action(:run)
file "#{dir}/a-end" do
  content "a"
  compile_time true
end
"""

# acts at compile time only
OTHER = """\
file "#{ENV["TOQUE_TEST_DIR"]}/NAME" do
  content "b"
  compile_time true
end
"""


def env(tmp: Path) -> dict[str, str]:
    return {**os.environ, "TOQUE_TEST_DIR": str(tmp), "TOQUE_STATE_DIR": str(tmp / "state"),
            "PYTHONPATH": SRC}  # fmt: skip


def wait_for(predicate, what: str, limit: float = 30.0) -> None:
    deadline = time.monotonic() + limit
    while not predicate():
        assert time.monotonic() < deadline, f"timed out waiting for {what}"
        time.sleep(0.05)


def test_compile_time_actions_of_two_runs_do_not_overlap(tmp_path):
    holder_rb = tmp_path / "holder.rb"
    holder_rb.write_text(HOLDER)
    lock = ["--lock-file", str(tmp_path / "lock")]
    base = [sys.executable, "-m", "toque", "apply"]
    holder = subprocess.Popen(
        [*base, str(holder_rb), *lock], env=env(tmp_path), stdout=subprocess.DEVNULL
    )
    try:
        wait_for(lambda: (tmp_path / "a-start").exists() or holder.poll() is not None, "a-start")
        assert holder.poll() is None, "the first run ended before holding the lock"

        # a run that may not wait fails clearly, before its compile-time action
        impatient = tmp_path / "impatient.rb"
        impatient.write_text(OTHER.replace("NAME", "b-ran"))
        b = subprocess.run(
            [*base, str(impatient), *lock, "--run-lock-timeout", "0.3"],
            env=env(tmp_path), capture_output=True, text=True, timeout=60,
        )  # fmt: skip
        assert b.returncode == 1, b.stderr
        assert f"(pid {holder.pid}) holds the run lock" in b.stderr
        assert "gave up after waiting 0.3s" in b.stderr
        assert "Traceback" not in b.stderr
        assert not (tmp_path / "b-ran").exists()

        # a run with no timeout waits, says so once, and compiles after the first run ends
        patient = tmp_path / "patient.rb"
        patient.write_text(OTHER.replace("NAME", "c-ran"))
        log = tmp_path / "c.out"
        with open(log, "w") as out:
            c = subprocess.Popen([*base, str(patient), *lock], env=env(tmp_path), stdout=out)
        waiting = f"toque {holder.pid} is running, will wait for it to finish and then run."
        wait_for(lambda: waiting in log.read_text() or c.poll() is not None, "the wait notice")
        assert c.poll() is None and not (tmp_path / "c-ran").exists()
        (tmp_path / "release").touch()
        assert holder.wait(timeout=60) == 0
        assert c.wait(timeout=60) == 0
    finally:
        for proc in (holder, locals().get("c")):
            if proc is not None and proc.poll() is None:
                proc.kill()
                proc.wait()
    assert log.read_text().count(waiting) == 1
    assert (tmp_path / "a-end").stat().st_mtime_ns <= (tmp_path / "c-ran").stat().st_mtime_ns


def test_lock_waits_for_ever_by_default_and_tells_once(tmp_path):
    path = tmp_path / "lock"
    told = []
    first = RunLock(path)
    first.acquire()
    second = RunLock(path, on_wait=told.append)
    assert second.timeout is None
    threading.Timer(0.3, first.release).start()
    with second:
        pass
    assert told == [str(os.getpid())]


def test_zero_timeout_fails_at_once(tmp_path):
    with RunLock(tmp_path / "lock"):
        start = time.monotonic()
        with pytest.raises(LockError) as e:
            RunLock(tmp_path / "lock", timeout=0).acquire()
    assert time.monotonic() - start < 1
    assert "gave up (not waiting)" in e.value.message
    assert "--run-lock-timeout" in e.value.hint


def test_client_honours_run_lock_timeout_from_its_config(tmp_path):
    book = tmp_path / "cookbooks" / "cb" / "recipes"
    book.mkdir(parents=True)
    (book / "default.rb").write_text(
        f'file "{tmp_path}/ran" do\n  content "x"\n  compile_time true\nend\n'
    )
    (tmp_path / "client.rb").write_text(
        f'cookbook_path ["{tmp_path}/cookbooks"]\nrun_lock_timeout 0\n'
    )
    fields = read_config(str(tmp_path / "client.rb"))
    assert fields["lock_timeout"] == 0.0
    fields["lock_file"] = str(tmp_path / "lock")
    with RunLock(tmp_path / "lock"):
        with pytest.raises(LockError):
            client(ClientOptions(run_list=["cb"], **fields), io.StringIO())
    assert not (tmp_path / "ran").exists()  # the lock comes before the compile phase
    assert client(ClientOptions(run_list=["cb"], **fields), io.StringIO()) == 0
    assert (tmp_path / "ran").exists()


def test_bad_run_lock_timeouts_are_refused(tmp_path, capsys):
    (tmp_path / "client.rb").write_text('run_lock_timeout "soon"\n')
    with pytest.raises(ToqueError, match="run_lock_timeout must be a number of seconds"):
        read_config(str(tmp_path / "client.rb"))
    for bad in ("-1", "soon", "nan"):
        with pytest.raises(SystemExit) as e:
            main(["apply", "x.rb", "--run-lock-timeout", bad])
        assert e.value.code == 2
        assert "--run-lock-timeout" in capsys.readouterr().err
