"""The directory and link resources."""

import os
import stat


def mode_of(path):
    return stat.S_IMODE(os.stat(path).st_mode)


def test_directory_create_recursive_sets_mode_on_the_leaf_only(h):
    leaf = h.path("a", "b", "c")
    h.add("directory", leaf, recursive=True, mode="0700")
    run = h.converge()
    assert os.path.isdir(leaf) and mode_of(leaf) == 0o700
    assert mode_of(h.path("a")) != 0o700
    assert f"- create new directory {leaf}" in run.out
    assert "up to date" in h.converge().out


def test_directory_without_parent_fails_non_recursive(h):
    h.add("directory", h.path("x", "y"))
    run = h.converge()
    assert "Parent directory" in run.error.message and "cannot create" in run.error.message


def test_directory_delete_recursive(h):
    h.tmp.joinpath("tree", "sub").mkdir(parents=True)
    h.tmp.joinpath("tree", "sub", "f").write_text("x")
    h.add("directory", h.path("tree"), recursive=True, action="delete")
    run = h.converge()
    assert not h.tmp.joinpath("tree").exists()
    assert f"- delete existing directory {h.path('tree')}" in run.out


def test_directory_delete_non_empty_without_recursive_fails(h):
    h.tmp.joinpath("full").mkdir()
    h.tmp.joinpath("full", "f").write_text("x")
    h.add("directory", h.path("full"), action="delete")
    assert h.converge().error is not None
    assert h.tmp.joinpath("full", "f").exists()


def test_symlink_create_replace_and_delete(h):
    h.tmp.joinpath("target").write_text("t")
    link = h.path("ln")
    h.add("link", link, to=h.path("target"))
    run = h.converge()
    assert os.readlink(link) == h.path("target")
    assert f"- create symlink at {link} to {h.path('target')}" in run.out
    assert "(up to date)" in h.converge().out

    h.collection = type(h.collection)()
    h.add("link", link, to="relative")
    run = h.converge()
    assert os.readlink(link) == "relative"  # used verbatim
    assert f"- unlink existing symlink to file at {link}" in run.out

    h.collection = type(h.collection)()
    h.add("link", link, action="delete")
    run = h.converge()
    assert not os.path.lexists(link) and f"- delete link to file at {link}" in run.out


def test_hard_link(h):
    from toque.runtime import Sym

    h.tmp.joinpath("src").write_text("s")
    h.add("link", h.path("hard"), to=h.path("src"), link_type=Sym("hard"))
    run = h.converge()
    assert os.stat(h.path("hard")).st_ino == os.stat(h.path("src")).st_ino
    assert "- create hard link at" in run.out
    assert "(up to date)" in h.converge().out


def test_link_without_to_fails(h):
    h.add("link", h.path("l"))
    assert "Cannot create link[" in h.converge().error.message


def test_deleting_a_file_as_a_symlink_fails(h):
    h.tmp.joinpath("plain").write_text("x")
    h.add("link", h.path("plain"), action="delete")
    assert "Not a symbolic link." in h.converge().error.message


def test_link_type_is_validated(h):
    import pytest

    from toque.runtime import Sym
    from toque.runtime.errors import ValidationError

    with pytest.raises(ValidationError, match="must be equal to one of: :symbolic, :hard"):
        h.build("link", "/x", link_type=Sym("soft"))
