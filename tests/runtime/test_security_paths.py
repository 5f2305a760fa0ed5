"""toque as root must not be steered by another user: its state, lock and cache folders are
fixed system folders for root, private (0700) and refused when others can write to them; the
lock is never opened through a planted link; the caller's umask never reaches what it makes."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from toque.cachedir import cache_dir, private_cache_dir
from toque.private_dirs import UnsafeDirectory, UnusableDirectory, ensure_private_dir
from toque.runtime.errors import LockError
from toque.runtime.lock import RunLock, default_lock_path
from toque.runtime.state import ensure_state_dir, lock_dir, state_dir


def mode(path: Path | str) -> int:
    return stat.S_IMODE(os.lstat(path).st_mode)


@pytest.fixture
def hostile_home(tmp_path, monkeypatch):
    """The calling user's environment, as `sudo -E` hands it to root."""
    home = tmp_path / "home"
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_STATE_HOME", str(home / "state"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(home / "cache"))
    for name in ("TOQUE_STATE_DIR", "TOQUE_CACHE_DIR", "TOQUE_NO_CACHE"):
        monkeypatch.delenv(name, raising=False)
    return home


def as_user(monkeypatch, uid: int) -> None:
    monkeypatch.setattr(os, "geteuid", lambda: uid)


# -- where the folders are -----------------------------------------------------------------


def test_root_uses_fixed_system_folders_not_home_or_xdg(hostile_home, monkeypatch):
    as_user(monkeypatch, 0)
    assert state_dir() == Path("/var/lib/toque")
    assert cache_dir() == Path("/var/cache/toque")
    run = Path("/run/toque") if Path("/run").is_dir() else Path("/var/lib/toque")
    assert lock_dir() == run
    assert default_lock_path() == run / "run.lock"
    for path in (state_dir(), cache_dir(), lock_dir()):
        assert not str(path).startswith(str(hostile_home))


def test_a_user_keeps_the_xdg_folders(hostile_home, monkeypatch):
    as_user(monkeypatch, 1000)
    assert state_dir() == hostile_home / "state" / "toque"
    assert cache_dir() == hostile_home / "cache" / "toque"
    assert default_lock_path() == hostile_home / "state" / "toque" / "run.lock"


def test_explicit_folders_win_for_root_too_and_hold_the_lock(tmp_path, monkeypatch):
    as_user(monkeypatch, 0)
    monkeypatch.setenv("TOQUE_STATE_DIR", str(tmp_path / "s"))
    monkeypatch.setenv("TOQUE_CACHE_DIR", str(tmp_path / "c"))
    assert (state_dir(), cache_dir()) == (tmp_path / "s", tmp_path / "c")
    assert default_lock_path() == tmp_path / "s" / "run.lock"


# -- private folders ------------------------------------------------------------------------


def test_folders_are_made_0700_whatever_the_umask(tmp_path):
    old = os.umask(0)
    try:
        folder = ensure_private_dir(tmp_path / "a" / "b", "state folder")
    finally:
        os.umask(old)
    assert folder == tmp_path / "a" / "b"
    assert mode(folder) == mode(tmp_path / "a") == 0o700


def test_group_writable_state_folder_is_refused_with_a_clear_message(tmp_path, monkeypatch):
    folder = tmp_path / "state"
    folder.mkdir()
    folder.chmod(0o770)
    monkeypatch.setenv("TOQUE_STATE_DIR", str(folder))
    with pytest.raises(UnsafeDirectory) as e:
        ensure_state_dir()
    assert e.value.message == (
        f"the state folder {folder} can be written by its group or by others (mode 0770): "
        "refusing to use it"
    )
    assert f"chmod 700 {folder}" in e.value.hint and "TOQUE_STATE_DIR" in e.value.hint


def test_world_writable_cache_folder_is_refused(tmp_path, monkeypatch):
    folder = tmp_path / "cache"
    folder.mkdir()
    folder.chmod(0o757)
    monkeypatch.setenv("TOQUE_CACHE_DIR", str(folder))
    monkeypatch.delenv("TOQUE_NO_CACHE", raising=False)
    with pytest.raises(UnsafeDirectory, match="by its group or by others"):
        private_cache_dir()


def test_folder_owned_by_someone_else_is_refused(tmp_path, monkeypatch):
    folder = tmp_path / "theirs"
    folder.mkdir(mode=0o700)
    owner = os.stat(folder).st_uid
    as_user(monkeypatch, owner + 4242)  # root with a folder the user made, seen the other way
    with pytest.raises(UnsafeDirectory, match=rf"owned by .*uid {owner}\b.*refusing to use it"):
        ensure_private_dir(folder, "state folder")


def test_folder_inside_a_folder_others_can_write_is_refused(tmp_path):
    shared = tmp_path / "shared"
    shared.mkdir()
    shared.chmod(0o777)  # not sticky: anyone could rename our folder and put theirs there
    with pytest.raises(UnsafeDirectory, match=rf"lies in {shared}, which others can write"):
        ensure_private_dir(shared / "state", "state folder")
    sticky = tmp_path / "sticky"
    sticky.mkdir()
    sticky.chmod(0o1777)  # like /tmp: others cannot rename what is not theirs
    assert mode(ensure_private_dir(sticky / "state", "state folder")) == 0o700


@pytest.mark.skipif(os.geteuid() != 0, reason="making a folder another user's needs root")
def test_a_users_private_group_may_write_a_folder_above(tmp_path, monkeypatch):
    home = tmp_path / "home"
    home.mkdir()
    home.chmod(0o775)  # umask 002 with user-private groups (Fedora): group-writable
    for name in ("a", "b"):
        (home / name).mkdir(mode=0o700)
        os.chown(home / name, 1000, os.stat(home).st_gid)
    as_user(monkeypatch, 1000)
    monkeypatch.setattr(os, "getegid", lambda: os.stat(home).st_gid)  # the user's own group
    assert ensure_private_dir(home / "a", "state folder") == home / "a"
    monkeypatch.setattr(os, "getegid", lambda: os.stat(home).st_gid + 4242)  # a shared group
    with pytest.raises(UnsafeDirectory, match=rf"lies in {home}, which others can write"):
        ensure_private_dir(home / "b", "state folder")


def test_symlinked_folder_is_checked_where_it_leads(tmp_path):
    target = tmp_path / "real"
    target.mkdir()
    target.chmod(0o777)
    (tmp_path / "link").symlink_to(target)
    with pytest.raises(UnsafeDirectory, match="mode 0777"):
        ensure_private_dir(tmp_path / "link", "cache folder")


def test_a_file_in_the_way_is_unusable_not_unsafe(tmp_path):
    (tmp_path / "file").write_text("x")
    with pytest.raises(UnusableDirectory, match="cannot use the cache folder"):
        ensure_private_dir(tmp_path / "file" / "cache", "cache folder")


def test_the_cli_prints_the_refusal_without_a_traceback(tmp_path):
    folder = tmp_path / "state"
    folder.mkdir()
    folder.chmod(0o775)
    recipe = tmp_path / "site.rb"
    recipe.write_text(f'file "{tmp_path}/out" do\n  content "x"\nend\n')
    run = subprocess.run(
        [sys.executable, "-m", "toque", "apply", str(recipe)],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "TOQUE_STATE_DIR": str(folder)},
    )
    assert run.returncode == 1
    assert run.stderr.startswith(f"toque: the lock folder {folder} can be written by its group")
    assert "Traceback" not in run.stderr
    assert not (tmp_path / "out").exists()


# -- the lock file ---------------------------------------------------------------------------


def test_planted_symlink_at_the_lock_is_refused_and_its_target_untouched(tmp_path, monkeypatch):
    monkeypatch.setenv("TOQUE_STATE_DIR", str(tmp_path / "state"))
    victim = tmp_path / "shadow"
    victim.write_text("root:secret\n")
    lock = default_lock_path()
    lock.parent.mkdir(mode=0o700)
    lock.symlink_to(victim)
    with pytest.raises(LockError) as e:
        RunLock(timeout=0).acquire()
    assert e.value.message == f"the run lock {lock} is a symbolic link: refusing to follow it"
    assert victim.read_text() == "root:secret\n"
    with pytest.raises(LockError, match="symbolic link"):  # an explicit --lock-file too
        RunLock(lock, timeout=0).acquire()
    assert victim.read_text() == "root:secret\n"


def test_planted_dangling_symlink_creates_nothing(tmp_path):
    lock = tmp_path / "run.lock"
    lock.symlink_to(tmp_path / "made-by-root")
    with pytest.raises(LockError, match="symbolic link"):
        RunLock(lock, timeout=0).acquire()
    assert not (tmp_path / "made-by-root").exists()


def test_planted_hard_link_at_the_lock_is_refused(tmp_path):
    victim = tmp_path / "victim"
    victim.write_text("keep me\n")
    lock = tmp_path / "run.lock"
    os.link(victim, lock)
    with pytest.raises(LockError, match="has 2 hard links: refusing to use it"):
        RunLock(lock, timeout=0).acquire()
    assert victim.read_text() == "keep me\n"


def test_lock_that_is_not_a_file_is_refused(tmp_path):
    (tmp_path / "run.lock").mkdir()
    with pytest.raises(LockError, match="cannot open the run lock|not a regular file"):
        RunLock(tmp_path / "run.lock", timeout=0).acquire()


def test_default_lock_folder_is_made_private(tmp_path, monkeypatch):
    monkeypatch.setenv("TOQUE_STATE_DIR", str(tmp_path / "state"))
    old = os.umask(0)
    try:
        with RunLock() as lock:
            assert lock.path.read_text() == f"{os.getpid()}\n"
    finally:
        os.umask(old)
    assert mode(tmp_path / "state") == 0o700


# -- the umask -------------------------------------------------------------------------------


def test_hostile_umask_does_not_reach_files_folders_state_or_lock(tmp_path):
    out = tmp_path / "out"
    recipe = tmp_path / "site.rb"
    recipe.write_text(
        f'directory "{out}"\n'
        f'file "{out}/plain" do\n  content "x"\nend\n'
        f'file "{out}/plain" do\n  content "y"\n  backup 1\nend\n'
        f'execute "umask > {out}/seen"\n'
        f'execute "touch {out}/tight" do\n  umask "077"\nend\n'
    )
    state = tmp_path / "state"
    run = subprocess.run(
        [sys.executable, "-m", "toque", "apply", str(recipe)],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "TOQUE_STATE_DIR": str(state)},
        umask=0,
    )
    assert run.returncode == 0, run.stderr
    assert mode(out) == 0o755
    assert mode(out / "plain") == 0o644
    assert (out / "seen").read_text().strip() == "0022"  # commands inherit 022 too
    assert mode(out / "tight") == 0o600  # the resource's own umask property
    assert mode(state) == 0o700
    assert mode(state / "run.lock") == 0o644
    assert mode(state / "backup") == 0o700
    backups = [p for p in (state / "backup").rglob("*") if p.is_file()]
    assert len(backups) == 1


def test_a_link_planted_at_the_shell_history_is_not_followed(tmp_path, monkeypatch):
    from prompt_toolkit.history import InMemoryHistory

    from toque.repl.app import default_history, history_file

    monkeypatch.setenv("TOQUE_STATE_DIR", str(tmp_path / "state"))
    victim = tmp_path / "victim"
    victim.write_text("keep me\n")
    ensure_state_dir()
    history_file().symlink_to(victim)
    history = default_history()
    assert isinstance(history, InMemoryHistory)
    history.store_string("secret = 1")
    assert victim.read_text() == "keep me\n"
