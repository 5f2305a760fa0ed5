"""Which `.toque-*` temporary files are a killed run's leftovers, and their removal when the
file they were for is written again."""

from __future__ import annotations

import os
import subprocess
import time

from toque.runtime import LocalBackend
from toque.runtime.backends.temps import StaleTemps


def plant(folder, name: str, age: float = 5) -> str:
    path = folder / name
    path.write_text("part of a fi")
    os.utime(path, (time.time() - age,) * 2)
    return name


def test_stale_means_older_than_the_run_and_no_live_writer(tmp_path):
    dead = subprocess.Popen(["true"])
    dead.wait()
    reused = subprocess.Popen(["sleep", "30"])  # a live process younger than the temp file
    try:
        stale = {
            plant(tmp_path, f".toque-conf.{dead.pid}.abcdefgh"),
            plant(tmp_path, f".toque-conf.{os.getpid()}.bcdefgh_"),  # this pid, an older run
            plant(tmp_path, f".toque-conf.{reused.pid}.cdefgh_1", age=60),
            plant(tmp_path, ".toque-conf.defgh_12"),  # named before the pid was in the name
        }
        kept = {
            plant(tmp_path, f".toque-conf.{os.getppid()}.efgh_123", age=0),  # may be writing
            plant(tmp_path, f".toque-conf.{dead.pid}.fgh_1234", age=-60),  # newer than the run
            plant(tmp_path, f".toque-conf.d.{dead.pid}.gh_12345"),  # another file's
            plant(tmp_path, f".toque-conf.{dead.pid}.too-long-random"),  # not toque's name
        }
        (tmp_path / f".toque-conf.{dead.pid}.h_123456").mkdir()  # not a file
        temps = StaleTemps(started=time.time() + 10)
        found = temps.take(str(tmp_path), "conf")
        assert sorted(found) == sorted(str(tmp_path / n) for n in stale)
        assert temps.take(str(tmp_path), "conf") == []  # taken once
        assert all((tmp_path / n).exists() for n in kept)
    finally:
        reused.kill()
        reused.wait()


def test_writing_a_file_removes_its_leftovers_only(tmp_path):
    dead = subprocess.Popen(["true"])
    dead.wait()
    mine = plant(tmp_path, f".toque-motd.{dead.pid}.abcdefgh")
    other = plant(tmp_path, f".toque-issue.{dead.pid}.abcdefgh")
    backend = LocalBackend()
    backend.write_atomic(str(tmp_path / "motd"), b"hello\n")
    assert (tmp_path / "motd").read_bytes() == b"hello\n"
    assert not (tmp_path / mine).exists()
    assert (tmp_path / other).exists()  # not a managed path of this run
    assert sorted(os.listdir(tmp_path)) == sorted(["motd", other])


def test_temporary_names_carry_the_writer_and_fit_a_long_name(tmp_path, monkeypatch):
    seen = []
    real_replace = os.replace

    def look(src, dst):
        seen.append(os.path.basename(src))
        real_replace(src, dst)

    monkeypatch.setattr(os, "replace", look)
    long = "n" * 250
    backend = LocalBackend()
    backend.write_atomic(str(tmp_path / long), b"x")
    backend.write_atomic(str(tmp_path / "short"), b"x")
    assert seen[0].startswith(f".toque-{'n' * 200}.{os.getpid()}.") and len(seen[0]) <= 255
    assert seen[1].startswith(f".toque-short.{os.getpid()}.")
    assert sorted(os.listdir(tmp_path)) == sorted([long, "short"])


def test_a_written_file_and_its_new_name_are_synced_before_write_atomic_returns(
    tmp_path, monkeypatch
):
    # durability (docs/runtime.md): the data is synced before the rename, the folder after it
    events = []
    real_fsync, real_replace = os.fsync, os.replace

    def fsync(fd):
        events.append("fsync-folder" if os.path.isdir(f"/proc/self/fd/{fd}") else "fsync-file")
        real_fsync(fd)

    def replace(src, dst):
        events.append("rename")
        real_replace(src, dst)

    monkeypatch.setattr(os, "fsync", fsync)
    monkeypatch.setattr(os, "replace", replace)
    LocalBackend().write_atomic(str(tmp_path / "motd"), b"hello\n")
    assert events == ["fsync-file", "rename", "fsync-folder"]
    assert (tmp_path / "motd").read_bytes() == b"hello\n"
