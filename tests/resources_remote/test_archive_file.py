"""archive_file on archives made here: each format, strip_components, the overwrite modes,
owner/group, why-run, json output, and archives that try to write outside the destination."""

from __future__ import annotations

import io
import os
import tarfile
import time
import zipfile

import pytest
from remote_servers import error

MTIME = 1_700_000_000
FILES = {"app/bin/run.sh": (b"#!/bin/sh\necho hi\n", 0o755), "app/README": (b"read me\n", 0o644)}


def make_tar(path, mode="w", entries=None, links=True):
    with tarfile.open(path, mode) as t:
        for name in ("app", "app/bin"):
            info = tarfile.TarInfo(name)
            info.type, info.mode, info.mtime = tarfile.DIRTYPE, 0o755, MTIME
            t.addfile(info)
        for name, (data, perm) in (entries or FILES).items():
            info = tarfile.TarInfo(name)
            info.size, info.mode, info.mtime = len(data), perm, MTIME
            t.addfile(info, io.BytesIO(data))
        if links:
            info = tarfile.TarInfo("app/latest")
            info.type, info.linkname, info.mtime = tarfile.SYMTYPE, "bin/run.sh", MTIME
            t.addfile(info)
    return path


def make_zip(path):
    with zipfile.ZipFile(path, "w") as z:
        stamp = time.localtime(MTIME)[:6]
        for name, (data, perm) in FILES.items():
            info = zipfile.ZipInfo(name, stamp)
            info.external_attr = (0o100000 | perm) << 16
            z.writestr(info, data)
    return path


def extract(archive, dest, body="") -> str:
    return f"archive_file '{archive}' do\n  destination '{dest}'\n{body}end\n"


@pytest.mark.parametrize("suffix,mode", [("tar", "w"), ("tar.gz", "w:gz"), ("tar.bz2", "w:bz2"),
                                         ("tar.xz", "w:xz"), ("zip", None)])  # fmt: skip
def test_each_format_extracts_once(host, tmp_path, suffix, mode):
    archive = tmp_path / f"app.{suffix}"
    make_zip(archive) if mode is None else make_tar(archive, mode)
    dest = host.tmp / "out"
    status, out = host.apply(extract(archive, dest))
    assert status == 0, out
    assert f"  * archive_file[{archive}] action extract\n" in out
    assert f"    - create directory {dest}\n    - extract {archive} to {dest}\n" in out
    assert (dest / "app/bin/run.sh").read_bytes() == FILES["app/bin/run.sh"][0]
    assert os.access(dest / "app/bin/run.sh", os.X_OK)
    assert int((dest / "app/README").stat().st_mtime) == MTIME  # :time is the default
    if mode is not None:
        assert os.readlink(dest / "app/latest") == "bin/run.sh"
        assert int((dest / "app").stat().st_mtime) == MTIME
    status, out = host.apply(extract(archive, dest))
    assert "action extract (up to date)" in out and "0/1 resources updated" in out


def test_strip_components_and_aliases(host, tmp_path):
    archive = make_tar(tmp_path / "a.tar.gz", "w:gz")
    dest = host.tmp / "s"
    status, out = host.apply(f"archive_file 'x' do\n  path '{archive}'\n  extract_to '{dest}'\n"
                             "  strip_components 1\nend\n")  # fmt: skip
    assert status == 0, out
    assert sorted(os.listdir(dest)) == ["README", "bin", "latest"]
    status, out = host.apply(f"libarchive_file 'x' do\n  path '{archive}'\n"
                             f"  destination '{host.tmp}/t'\n  strip_components 9\nend\n")  # fmt: skip
    assert status == 0, out and os.listdir(host.tmp / "t") == []


def test_overwrite_modes(host, tmp_path):
    archive = make_tar(tmp_path / "a.tar")
    dest = host.tmp / "o"
    host.apply(extract(archive, dest))
    readme = dest / "app/README"
    readme.write_bytes(b"changed\n")
    status, out = host.apply(extract(archive, dest))  # overwrite false: left alone
    assert "(up to date)" in out and readme.read_bytes() == b"changed\n"
    status, out = host.apply(extract(archive, dest, "  overwrite :auto\n"))
    assert f"- extract {archive} to {dest}" in out and readme.read_bytes() == b"read me\n"
    status, out = host.apply(extract(archive, dest, "  overwrite :auto\n"))
    assert "(up to date)" in out
    status, out = host.apply(extract(archive, dest, "  overwrite true\n"))
    assert "1/1 resources updated" in out  # true: every run
    status, out = host.apply(extract(archive, dest, "  overwrite :sometimes\n"))
    assert status == 1 and "Option overwrite must be equal to one of: true, false, :auto!" in out


def test_options_permissions_and_no_overwrite(host, tmp_path):
    archive = make_tar(tmp_path / "p.tar", entries={"s/suid": (b"x", 0o4755)}, links=False)
    dest = host.tmp / "p"
    host.apply(extract(archive, dest))
    assert (dest / "s/suid").stat().st_mode & 0o7777 == 0o755  # set-id bits dropped
    status, out = host.apply(extract(archive, dest, "  overwrite true\n  options [:permissions]\n"))
    assert status == 0, out and (dest / "s/suid").stat().st_mode & 0o7777 == 0o4755
    assert int((dest / "s/suid").stat().st_mtime) != MTIME  # no :time: extracted now
    (dest / "s/suid").write_bytes(b"mine")
    host.apply(extract(archive, dest, "  overwrite true\n  options :no_overwrite\n"))
    assert (dest / "s/suid").read_bytes() == b"mine"


def test_owner_and_group(host, tmp_path):
    if os.geteuid() != 0:
        pytest.skip("changing owners needs root (CI runs as root)")
    archive = make_tar(tmp_path / "o.tar")
    dest = host.tmp / "own"
    text = extract(archive, dest, "  owner 'daemon'\n  group 'daemon'\n")
    status, out = host.apply(text)
    assert status == 0, out
    assert f"- set owner of files extracted in {dest} to daemon:daemon" in out
    import pwd

    daemon = pwd.getpwnam("daemon").pw_uid
    assert (dest / "app/README").stat().st_uid == daemon
    assert os.lstat(dest / "app/latest").st_uid == daemon
    status, out = host.apply(text)
    assert "(up to date)" in out  # unlike Chef, owners already right are not changed again
    os.chown(dest / "app/README", 0, 0)
    status, out = host.apply(text)
    assert "- set owner of files" in out and (dest / "app/README").stat().st_uid == daemon


def test_why_run_changes_nothing(host, tmp_path):
    archive = make_tar(tmp_path / "w.tar")
    dest = host.tmp / "w"
    status, out = host.apply(extract(archive, dest), why_run=True)
    assert status == 0, out
    assert f"    - Would create directory {dest}\n    - Would extract {archive} to {dest}\n" in out
    assert not dest.exists()
    status, out = host.apply(extract(tmp_path / "none.tar", dest), why_run=True)
    assert f"No archive found at {tmp_path}/none.tar! Cannot continue." in out
    assert f"Assuming archive {tmp_path}/none.tar would have been created" in out


def test_missing_archive_and_unreadable_archive(host, tmp_path):
    status, out = host.apply(extract(tmp_path / "none.tar", host.tmp / "d"))
    assert status == 1
    assert error(out) == f"Errno::ENOENT: No archive found at {tmp_path}/none.tar! Cannot continue."
    junk = tmp_path / "junk.tar"
    junk.write_bytes(b"this is no archive at all\n" * 40)
    status, out = host.apply(extract(junk, host.tmp / "d"))
    assert status == 1 and "is not an archive toque can read" in out
    status, out = host.apply(f"archive_file '{junk}'\n")
    assert status == 1 and "destination is a required property" in out


def test_json_formatter(host, tmp_path):
    archive = make_zip(tmp_path / "j.zip")
    events = host.events(extract(archive, host.tmp / "j"))
    lines = [e["change"]["lines"][0] for e in events if e["event"] == "resource_update"]
    assert lines == [f"create directory {host.tmp}/j", f"extract {archive} to {host.tmp}/j"]


# -- archives that try to escape ----------------------------------------------------------
def test_dot_dot_entries_are_refused_before_anything_is_written(host, tmp_path):
    archive = make_tar(tmp_path / "evil.tar", entries={"ok.txt": (b"ok", 0o644),
                       "../escaped.txt": (b"gotcha", 0o644)}, links=False)  # fmt: skip
    dest = host.tmp / "d"
    status, out = host.apply(extract(archive, dest))
    assert status == 1 and "leads out of the destination ('..')" in out
    assert not (host.tmp / "escaped.txt").exists() and not (dest / "ok.txt").exists()


def test_absolute_names_stay_inside(host, tmp_path):
    victim = tmp_path / "victim.txt"
    archive = make_tar(tmp_path / "abs.tar", entries={str(victim): (b"gotcha", 0o644)},
                       links=False)  # fmt: skip
    dest = host.tmp / "d"
    status, out = host.apply(extract(archive, dest))
    assert status == 0, out
    assert not victim.exists() and (dest / str(victim).lstrip("/")).read_bytes() == b"gotcha"


def test_writing_through_a_symlink_is_refused(host, tmp_path):
    outside = tmp_path / "outside"
    outside.mkdir()
    archive = tmp_path / "link.tar"
    with tarfile.open(archive, "w") as t:
        info = tarfile.TarInfo("escape")
        info.type, info.linkname = tarfile.SYMTYPE, str(outside)
        t.addfile(info)
        info = tarfile.TarInfo("escape/planted.txt")
        info.size = 6
        t.addfile(info, io.BytesIO(b"gotcha"))
    status, out = host.apply(extract(archive, host.tmp / "d"))
    assert status == 1 and "a symbolic link on its way leads outside" in out
    assert not (outside / "planted.txt").exists()


def test_a_zip_slip_is_refused(host, tmp_path):
    archive = tmp_path / "slip.zip"
    with zipfile.ZipFile(archive, "w") as z:
        z.writestr("a/../../slipped.txt", b"gotcha")
    status, out = host.apply(extract(archive, host.tmp / "d"))
    assert status == 1 and not (host.tmp / "slipped.txt").exists()
