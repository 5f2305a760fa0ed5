"""A resource's name is required and single: a nil or missing name stops the compile at the
recipe line (Chef: ValidationFailed "name is a required property"), and a second name
argument is an ArgumentError (Chef's resource words take `args = nil`)."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from run_status import apply

from toque.errors import ToqueError
from toque.session import ApplyOptions


def converge(tmp_path: Path, recipe: str) -> tuple[int, str]:
    path = tmp_path / "recipe.rb"
    path.write_text(recipe)
    out = io.StringIO()
    return apply(
        ApplyOptions(recipe=str(path), lock_file=str(tmp_path / "lock")), out
    ), out.getvalue()


def failure(tmp_path: Path, recipe: str) -> str:
    with pytest.raises(ToqueError) as info:
        converge(tmp_path, recipe)
    return info.value.render()


@pytest.mark.parametrize("word", ["file", "directory", "template", "cookbook_file", "execute"])
def test_a_nil_name_stops_the_compile_at_its_line(tmp_path, monkeypatch, word):
    monkeypatch.chdir(tmp_path)  # a nil name used to become a file called ./None
    shown = failure(tmp_path, f"conf = {{}}\n{word} conf['conf_path'] do\n  action :nothing\nend\n")
    assert "recipe.rb:2:" in shown
    assert "Chef::Exceptions::ValidationFailed: name is a required property" in shown
    assert f"{word} conf['conf_path'] do" in shown
    assert "hint:" in shown and "nil name" in shown
    assert sorted(p.name for p in tmp_path.iterdir()) == ["lock", "recipe.rb"]  # no converge


def test_a_missing_node_attribute_as_name_is_located(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    attrs = tmp_path / "attrs.json"
    attrs.write_text('{"app": {"port": 80}}')
    recipe = tmp_path / "recipe.rb"
    recipe.write_text("x = 1\nfile node['app']['conf_path'] do\n  content 'x'\nend\n")
    options = ApplyOptions(str(recipe), attributes=str(attrs), lock_file=str(tmp_path / "lock"))
    with pytest.raises(ToqueError) as info:
        apply(options, io.StringIO())
    shown = info.value.render()
    assert "recipe.rb:2:" in shown and "name is a required property" in shown
    assert not (tmp_path / "None").exists()


def test_no_name_at_all_is_the_same_error(tmp_path):
    shown = failure(tmp_path, "file do\n  content 'x'\nend\n")
    assert "recipe.rb:1:" in shown and "name is a required property" in shown
    assert "hint: `file` was given no name" in shown


def test_an_extra_name_argument_is_an_argument_error(tmp_path):
    first, second = tmp_path / "a", tmp_path / "b"
    shown = failure(tmp_path, f"x = 1\nfile '{first}', '{second}' do\n  content 'x'\nend\n")
    assert "recipe.rb:2:" in shown
    assert "ArgumentError: wrong number of arguments (given 2, expected 0..1)" in shown
    assert not first.exists() and not second.exists()


def test_the_errors_are_chefs_classes_to_rescue(tmp_path):
    status, out = converge(
        tmp_path,
        "begin\n  directory nil\nrescue Chef::Exceptions::ValidationFailed => e\n"
        '  log "one #{e.message}"\nend\n'
        "begin\n  template 'a', 'b'\nrescue ArgumentError => e\n  log \"two #{e.message}\"\nend\n",
    )
    assert status == 0, out
    assert "log[one name is a required property]" in out
    assert "log[two wrong number of arguments (given 2, expected 0..1)]" in out


def test_nameless_resources_still_need_no_name(tmp_path):
    status, out = converge(tmp_path, "apt_update do\n  action :nothing\nend\n")
    assert status == 0, out
    assert "apt_update[] action nothing" in out
