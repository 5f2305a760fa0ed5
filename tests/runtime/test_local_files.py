"""The local backend's file reads and stats (os.open/os.read and a stat without namedtuple
calls, issue 17): the same bytes, kinds and errors as open() and os.lstat give."""

from __future__ import annotations

import os
import stat

import pytest

from toque.runtime.backends.local import READ_CHUNK, LocalBackend


@pytest.mark.parametrize(
    "size", [0, 1, 100, READ_CHUNK - 1, READ_CHUNK, READ_CHUNK + 1, 2 * READ_CHUNK + 7, 3_000_000]
)
def test_read_bytes_gives_the_whole_file(tmp_path, size):
    data = os.urandom(size)
    path = tmp_path / "f"
    path.write_bytes(data)
    assert LocalBackend().read_bytes(str(path)) == data


def test_read_bytes_errors_name_the_path_as_open_does(tmp_path):
    backend = LocalBackend()
    with pytest.raises(IsADirectoryError) as got:
        backend.read_bytes(str(tmp_path))
    with pytest.raises(IsADirectoryError) as expected:
        open(tmp_path, "rb")  # noqa: SIM115 - the error is what is compared
    assert str(got.value) == str(expected.value)
    missing = str(tmp_path / "missing")
    with pytest.raises(FileNotFoundError) as got_missing:
        backend.read_bytes(missing)
    assert got_missing.value.filename == missing


def test_read_bytes_leaves_no_descriptor_open(tmp_path):
    path = tmp_path / "f"
    path.write_bytes(b"x")
    before = len(os.listdir("/proc/self/fd"))
    backend = LocalBackend()
    for _ in range(50):
        backend.read_bytes(str(path))
        with pytest.raises(IsADirectoryError):
            backend.read_bytes(str(tmp_path))
    assert len(os.listdir("/proc/self/fd")) == before


def test_lstat_kinds_and_fields(tmp_path):
    backend = LocalBackend()
    f = tmp_path / "f"
    f.write_bytes(b"12345")
    os.chmod(f, 0o640)
    (tmp_path / "d").mkdir()
    os.symlink("f", tmp_path / "l")
    os.mkfifo(tmp_path / "p")
    found = backend.lstat(str(f))
    real = os.lstat(f)
    assert found == ("file", 0o640, real.st_uid, real.st_gid, 5, real.st_mtime, real.st_ino,
                     real.st_dev)  # fmt: skip
    assert (found.kind, found.mode, found.size) == ("file", 0o640, 5)
    assert backend.lstat(str(tmp_path / "d")).kind == "directory"
    assert backend.lstat(str(tmp_path / "l")).kind == "link"
    assert backend.stat(str(tmp_path / "l")).kind == "file"
    assert backend.lstat(str(tmp_path / "p")).kind == "pipe"
    assert backend.lstat(str(tmp_path / "missing")) is None
    assert stat.S_IMODE(os.lstat(tmp_path / "d").st_mode) == backend.lstat(str(tmp_path / "d")).mode
