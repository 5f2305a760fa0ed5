"""The file resource: content, diffs, permissions, backups, atomic writes, and bad input."""

import os
import stat

import pytest

from toque.runtime import Lazy
from toque.runtime.errors import ValidationError


def mode_of(path):
    return stat.S_IMODE(os.stat(path).st_mode)


def test_create_new_file_with_content_and_mode(h):
    p = h.path("motd")
    h.add("file", p, content="hello\n", mode="0640")
    run = h.converge()
    assert open(p).read() == "hello\n" and mode_of(p) == 0o640
    assert f"    - create new file {p}\n" in run.out
    assert f"    - update content in file {p} from none to 5891b5\n" in run.out
    assert "    +hello\n" in run.out
    assert "    - change mode from '' to '0640'\n" in run.out


def test_idempotent_second_run(h):
    p = h.path("motd")
    h.add("file", p, content="hello\n", mode=0o640)
    h.converge()
    run = h.converge()
    assert f"* file[{p}] action create (up to date)" in run.out
    assert run.events("resource_up_to_date")[0][3] == "content and permissions match"


def test_update_content_shows_checksums_and_diff_and_keeps_a_backup(h):
    p = h.path("conf")
    h.tmp.joinpath("conf").write_text("a\nb\n")
    os.chmod(p, 0o600)
    h.add("file", p, content="a\nc\n")
    run = h.converge()
    assert f"- update content in file {p} from " in run.out
    assert "    -b\n    +c\n" in run.out
    assert "--- " + p in run.out
    assert open(p).read() == "a\nc\n" and mode_of(p) == 0o600  # existing mode preserved
    backups = list(h.tmp.joinpath("_backup").rglob("conf.chef-*"))
    assert len(backups) == 1 and backups[0].read_text() == "a\nb\n"


def test_a_backup_is_never_readable_wider_than_its_source(h, monkeypatch):
    import shutil

    from toque.runtime.backends import local

    seen, copy_rest = [], shutil.copyfileobj

    def copy_and_look(fsrc, fdst):  # the mode of the backup before, between and after writes
        seen.append(mode_of(fdst.fileno()))
        fdst.write(fsrc.read(3))
        fdst.flush()
        seen.append(mode_of(fdst.fileno()))
        copy_rest(fsrc, fdst)

    monkeypatch.setattr(local.shutil, "copyfileobj", copy_and_look)
    for name, mode in (("secret", 0o600), ("shared", 0o640)):
        h.tmp.joinpath(name).write_text("top secret\n")
        os.chmod(h.path(name), mode)
        h.add("file", h.path(name), content="new\n")
    run = h.converge()
    assert run.error is None, run.out
    assert seen and all(m & 0o077 == 0 for m in seen), [oct(m) for m in seen]
    for name, mode in (("secret", 0o600), ("shared", 0o640)):
        (backup,) = h.tmp.joinpath("_backup").rglob(f"{name}.chef-*")
        assert backup.read_text() == "top secret\n" and mode_of(backup) == mode


def test_backups_keep_only_the_newest(h):
    p = h.path("rot")
    for i in range(4):
        h.collection = type(h.collection)()
        h.tmp.joinpath("rot").write_text(str(i))
        h.add("file", p, content=f"new{i}", backup=2)
        h.converge()
    assert len(list(h.tmp.joinpath("_backup").rglob("rot.chef-*"))) == 2


def test_backup_false_keeps_none(h):
    h.tmp.joinpath("nb").write_text("old")
    h.add("file", h.path("nb"), content="new", backup=False)
    h.converge()
    assert not h.tmp.joinpath("_backup").exists()


def test_sensitive_suppresses_the_diff(h):
    h.tmp.joinpath("s").write_text("old secret")
    h.add("file", h.path("s"), content="new secret", sensitive=True)
    run = h.converge()
    assert "suppressed sensitive resource" in run.out and "secret" not in run.out


def test_content_unset_creates_empty_and_leaves_existing_alone(h):
    h.tmp.joinpath("keep").write_text("mine")
    h.add("file", h.path("keep"))
    h.add("file", h.path("empty"))
    h.converge()
    assert h.tmp.joinpath("keep").read_text() == "mine"
    assert h.tmp.joinpath("empty").read_text() == ""


def test_mode_change_only(h):
    h.tmp.joinpath("m").write_text("x")
    os.chmod(h.path("m"), 0o644)
    h.add("file", h.path("m"), content="x", mode="755")
    run = h.converge()
    assert "- change mode from '0644' to '0755'" in run.out and mode_of(h.path("m")) == 0o755


def test_owner_and_group(h):
    if os.geteuid() != 0:
        pytest.skip("needs root")
    h.add("file", h.path("o"), content="x", owner="nobody", group=0)
    run = h.converge()
    assert os.stat(h.path("o")).st_uid != 0
    assert "- change owner from '' to 'nobody'" in run.out


def test_create_if_missing(h):
    h.tmp.joinpath("there").write_text("old")
    h.add("file", h.path("there"), content="new", action="create_if_missing")
    h.add("file", h.path("absent"), content="new", action="create_if_missing")
    h.converge()
    assert h.tmp.joinpath("there").read_text() == "old"
    assert h.tmp.joinpath("absent").read_text() == "new"


def test_delete_and_touch(h):
    h.tmp.joinpath("gone").write_text("x")
    h.add("file", h.path("gone"), action="delete")
    h.add("file", h.path("never"), action="delete")
    h.add("file", h.path("t"), action="touch")
    run = h.converge()
    assert not h.tmp.joinpath("gone").exists()
    assert f"- delete file {h.path('gone')}" in run.out
    assert f"- update utime on file {h.path('t')}" in run.out
    assert f"file[{h.path('never')}] action delete (up to date)" in run.out


def test_missing_parent_directory_fails_clearly(h):
    p = h.path("no", "such", "f")
    h.add("file", p, content="x")
    run = h.converge()
    assert "EnclosingDirectoryDoesNotExist: Parent directory" in run.error.message
    assert not h.tmp.joinpath("no").exists()


def test_content_must_be_a_string_at_compile_time(h):
    with pytest.raises(
        ValidationError, match="Property content must be one of: String, nil!  You passed 5."
    ):
        h.build("file", "/x", content=5)


def test_lazy_content_of_the_wrong_type_fails_at_converge(h):
    h.add("file", h.path("lz"), content=Lazy(lambda r: 42))
    run = h.converge()
    assert "Property content must be one of: String, nil!  You passed 42." in run.error.message
    assert not h.tmp.joinpath("lz").exists()


def test_a_failed_write_leaves_the_old_file_intact(h, monkeypatch):
    h.tmp.joinpath("precious").write_text("old")

    def broken_replace(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken_replace)
    h.add("file", h.path("precious"), content="new", backup=False)
    run = h.converge()
    assert "No space left on device" in run.error.message
    assert h.tmp.joinpath("precious").read_text() == "old"
    assert sorted(p.name for p in h.tmp.iterdir()) == ["precious"]  # no temp file left behind


def test_a_directory_in_the_way(h):
    h.tmp.joinpath("d").mkdir()
    h.add("file", h.path("d"), content="x")
    assert "FileTypeMismatch" in h.converge().error.message


def test_symlink_source_is_managed(h):
    h.tmp.joinpath("real").write_text("old")
    os.symlink(h.path("real"), h.path("ln"))
    h.add("file", h.path("ln"), content="new")
    run = h.converge()
    assert h.tmp.joinpath("real").read_text() == "new" and os.path.islink(h.path("ln"))
    assert any("really a symlink" in e[2] for e in run.events("log"))


def test_atomic_update_false_keeps_the_inode(h):
    h.tmp.joinpath("hosts").write_text("old")
    ino = os.stat(h.path("hosts")).st_ino
    h.add("file", h.path("hosts"), content="new", atomic_update=False)
    h.converge()
    assert h.tmp.joinpath("hosts").read_text() == "new" and os.stat(h.path("hosts")).st_ino == ino


def test_binary_content_is_not_diffed(h):
    h.tmp.joinpath("bin").write_bytes(b"\0\1\2")
    h.add("file", h.path("bin"), content="text")
    assert "(current file is binary, diff output suppressed)" in h.converge().out
