"""Symlinks where file and directory resources act, as Chef's providers treat them: a link to a
directory is that directory; a file's link has its source managed (with Chef's warning unless
`manage_symlink_source true`), is refused when broken (InvalidSymlink) or when its source is
no file (FileTypeMismatch), and is replaced only with `force_unlink true`."""

from __future__ import annotations

import io
import os
import stat
from pathlib import Path

from run_status import apply

from toque.session import ApplyOptions

WARNING = "is really a symlink (to {real}). Managing the source file instead."


def converge(tmp_path: Path, recipe: str, why_run: bool = False) -> tuple[int, str]:
    path = tmp_path / "recipe.rb"
    path.write_text(recipe)
    out = io.StringIO()
    options = ApplyOptions(str(path), why_run=why_run, lock_file=str(tmp_path / "lock"))
    return apply(options, out), out.getvalue()


def mode_of(path: Path) -> int:
    return stat.S_IMODE(os.stat(path).st_mode)


def linked(tmp_path: Path, name: str, to: str) -> Path:
    link = tmp_path / name
    os.symlink(to, link)
    return link


# -- directory -----------------------------------------------------------------------------------
def test_a_link_to_a_directory_is_that_directory(tmp_path):
    (tmp_path / "data").mkdir(mode=0o755)
    www = linked(tmp_path, "www", str(tmp_path / "data"))
    recipe = f"directory '{www}' do\n  mode '0700'\nend\n"
    status, out = converge(tmp_path, recipe)
    assert status == 0, out
    assert "- change mode from '0755' to '0700'" in out
    assert www.is_symlink() and mode_of(tmp_path / "data") == 0o700
    status, out = converge(tmp_path, recipe)
    assert status == 0 and f"directory[{www}] action create (up to date)" in out


def test_deleting_a_link_to_a_directory_recursively_removes_the_link_alone(tmp_path):
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "keep").write_text("k")
    www = linked(tmp_path, "www", str(tmp_path / "data"))
    status, out = converge(
        tmp_path, f"directory '{www}' do\n  recursive true\n  action :delete\nend\n"
    )
    assert status == 0, out
    assert f"- delete existing directory {www}" in out
    assert not os.path.lexists(www) and (tmp_path / "data" / "keep").read_text() == "k"


def test_deleting_a_link_to_a_directory_without_recursive_fails_as_rmdir_does(tmp_path):
    (tmp_path / "data").mkdir()
    www = linked(tmp_path, "www", str(tmp_path / "data"))
    status, out = converge(tmp_path, f"directory '{www}' do\n  action :delete\nend\n")
    assert status == 1
    assert "Errno::ENOTDIR" in out and f"Not a directory @ dir_s_rmdir - {www}" in out
    assert www.is_symlink() and (tmp_path / "data").is_dir()


def test_a_dangling_link_is_no_directory(tmp_path):
    www = linked(tmp_path, "www", str(tmp_path / "gone"))
    status, out = converge(tmp_path, f"directory '{www}'\n")
    assert status == 1
    assert "Errno::EEXIST" in out and f"File exists @ dir_s_mkdir - {www}" in out
    assert www.is_symlink() and not (tmp_path / "gone").exists()


def test_a_link_to_a_file_is_in_a_directory_s_way(tmp_path):
    (tmp_path / "f").write_text("x")
    www = linked(tmp_path, "www", str(tmp_path / "f"))
    status, out = converge(tmp_path, f"directory '{www}'\n")
    assert status == 1
    assert "Chef::Exceptions::FileTypeMismatch" in out
    assert f"Cannot create directory[{www}] at {www} because a file already exists" in out


# -- file: the source of a link is managed ---------------------------------------------------
def test_a_link_s_source_is_managed_with_chefs_warning_by_default(tmp_path):
    real = tmp_path / "real"
    real.write_text("old\n")
    os.chmod(real, 0o644)
    ln = linked(tmp_path, "ln", str(real))
    status, out = converge(tmp_path, f"file '{ln}' do\n  content \"new\\n\"\n  mode '0600'\nend\n")
    assert status == 0, out
    assert f"File {ln} managed by file[{ln}] " + WARNING.format(real=real) in out
    assert "Disable this warning by setting `manage_symlink_source true` on the resource" in out
    assert "In a future release, 'manage_symlink_source' will not be enabled by default" in out
    assert f"- update content in file {ln} from " in out
    assert ln.is_symlink() and real.read_text() == "new\n" and mode_of(real) == 0o600


def test_manage_symlink_source_true_manages_it_quietly(tmp_path):
    real = tmp_path / "real"
    real.write_text("old\n")
    ln = linked(tmp_path, "ln", str(real))
    recipe = f"file '{ln}' do\n  content 'new'\n  manage_symlink_source true\nend\n"
    status, out = converge(tmp_path, recipe)
    assert status == 0, out
    assert "really a symlink" not in out and real.read_text() == "new" and ln.is_symlink()


def test_a_dangling_link_is_an_invalid_symlink(tmp_path):
    ln = linked(tmp_path, "ln", "nowhere")
    for manage in ("", "  manage_symlink_source true\n"):
        status, out = converge(tmp_path, f"file '{ln}' do\n  content 'x'\n{manage}end\n")
        assert status == 1
        assert "Chef::Exceptions::InvalidSymlink" in out
        assert (
            f"Symlink at {ln} (pointing to nowhere) exists but attempting to resolve it leads "
            "to a nonexistent file" in out
        )
        assert os.readlink(ln) == "nowhere" and not (tmp_path / "nowhere").exists()


def test_a_dangling_link_under_why_run_is_an_assumption(tmp_path):
    ln = linked(tmp_path, "ln", "nowhere")
    status, out = converge(tmp_path, f"file '{ln}' do\n  content 'x'\nend\n", why_run=True)
    assert status == 0, out
    assert "Assuming symlink source would be created by a previous resource" in out


def test_a_symlink_loop_is_an_invalid_symlink(tmp_path):
    a = linked(tmp_path, "a", str(tmp_path / "b"))
    linked(tmp_path, "b", str(a))
    status, out = converge(tmp_path, f"file '{a}' do\n  content 'x'\nend\n")
    assert status == 1
    assert (
        f"Symlink at {a} (pointing to {tmp_path / 'b'}) exists but attempting to resolve it creates a loop"
        in out
    )


def test_a_link_to_a_directory_is_a_type_mismatch(tmp_path):
    (tmp_path / "data").mkdir()
    ln = linked(tmp_path, "ln", str(tmp_path / "data"))
    status, out = converge(tmp_path, f"file '{ln}' do\n  content 'x'\n  force_unlink true\nend\n")
    assert status == 1
    assert "Chef::Exceptions::FileTypeMismatch" in out
    assert (
        f"File {ln} exists, but is a symlink to {tmp_path / 'data'} which is a directory. "
        "Disable manage_symlink_source and set force_unlink to remove it." in out
    )
    assert ln.is_symlink()


# -- file: manage_symlink_source false ------------------------------------------------------
def test_without_force_unlink_a_link_is_refused_naming_force_unlink(tmp_path):
    (tmp_path / "real").write_text("old")
    (tmp_path / "data").mkdir()
    to_file = linked(tmp_path, "to_file", str(tmp_path / "real"))
    to_dir = linked(tmp_path, "to_dir", str(tmp_path / "data"))
    for ln, kind in ((to_file, "symlink"), (to_dir, "directory")):
        recipe = f"file '{ln}' do\n  content 'x'\n  manage_symlink_source false\nend\n"
        status, out = converge(tmp_path, recipe)
        assert status == 1
        assert "Chef::Exceptions::FileTypeMismatch" in out
        assert f"File {ln} exists, but is a {kind}, set force_unlink to true to remove" in out
    assert to_file.is_symlink() and (tmp_path / "real").read_text() == "old"


def test_force_unlink_replaces_the_link_and_leaves_its_source(tmp_path):
    real = tmp_path / "real"
    real.write_text("old")
    ln = linked(tmp_path, "ln", str(real))
    recipe = (
        f"file '{ln}' do\n  content 'mine'\n  manage_symlink_source false\n"
        "  force_unlink true\nend\n"
    )
    status, out = converge(tmp_path, recipe)
    assert status == 0, out
    assert f"- unlink symlink at {ln}\n" in out and f"- create new file {ln}\n" in out
    assert not ln.is_symlink() and ln.read_text() == "mine" and real.read_text() == "old"
    status, out = converge(tmp_path, recipe)
    assert status == 0 and f"file[{ln}] action create (up to date)" in out


def test_force_unlink_replaces_a_directory(tmp_path):
    d = tmp_path / "d"
    d.mkdir()
    (d / "inner").write_text("x")
    status, out = converge(tmp_path, f"file '{d}' do\n  content 'f'\n  force_unlink true\nend\n")
    assert status == 0, out
    assert f"- unlink directory at {d}\n" in out and d.read_text() == "f"


def test_a_directory_without_force_unlink_is_named(tmp_path):
    d = tmp_path / "d"
    d.mkdir()
    status, out = converge(tmp_path, f"file '{d}' do\n  content 'f'\nend\n")
    assert status == 1
    assert f"File {d} exists, but is a directory, set force_unlink to true to remove" in out
    assert d.is_dir()


def test_deleting_a_link_removes_the_link_not_its_source(tmp_path):
    real = tmp_path / "real"
    real.write_text("keep")
    ln = linked(tmp_path, "ln", str(real))
    status, out = converge(tmp_path, f"file '{ln}' do\n  action :delete\nend\n")
    assert status == 0, out
    assert f"- delete file {ln}" in out
    assert not os.path.lexists(ln) and real.read_text() == "keep"
