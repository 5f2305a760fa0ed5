"""Sources of template, cookbook_file and remote_directory are the cookbook's own files, found
as Chef finds them in the cookbook's manifest: `source "../../x"` cannot read outside the
cookbook, and a miss is Chef's FileNotFound listing the places tried."""

from __future__ import annotations

import io
import os
from pathlib import Path

import pytest
from run_status import apply, client

from toque.repo import facts
from toque.session import ApplyOptions, ClientOptions

FACTS = {"fqdn": "web1.example.com", "platform": "ubuntu", "platform_version": "22.04"}
SECRET = "root:secret-hash\n"


@pytest.fixture(autouse=True)
def _facts(monkeypatch):
    real = facts.collect
    monkeypatch.setattr(facts, "collect", lambda *a, **kw: {**real(*a, **kw), **FACTS})


def write(base: Path, files: dict[str, str]) -> None:
    for rel, text in files.items():
        path = base / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)


def web(tmp_path: Path, recipe: str, files: dict[str, str] | None = None) -> Path:
    """The cookbook `web` (its recipe's ROOT is a fresh folder to write to), and a secret
    file beside the cookbook path that no source may reach."""
    root = tmp_path / "root"
    root.mkdir(exist_ok=True)
    (tmp_path / "secret").write_text(SECRET)
    write(
        tmp_path / "books" / "web",
        {
            "metadata.rb": "name 'web'\nversion '1.2.0'\n",
            "recipes/default.rb": recipe.replace("ROOT", str(root)),
            **(files or {}),
        },
    )
    return root


def converge(tmp_path: Path) -> tuple[int, str]:
    out = io.StringIO()
    options = ClientOptions(
        run_list=["web"], cookbook_paths=[str(tmp_path / "books")], lock_file=str(tmp_path / "lk")
    )
    return client(options, out), out.getvalue()


def tried(out: str) -> list[str]:
    """The candidate paths listed after Chef's headline, as printed (formatter indent cut)."""
    lines = [line.strip() for line in out.splitlines()]
    start = next(i for i, line in enumerate(lines) if "does not contain a file at" in line)
    found = []
    for line in lines[start + 1 :]:
        if not line:
            break
        found.append(line)
    return found


# from templates/ or templates/default/, each reaches the secret beside the cookbook path
ESCAPES = ["../../../secret", "../../../../secret", "default/../../../../secret"]


@pytest.mark.parametrize("source", ESCAPES)
def test_a_template_source_cannot_climb_out_of_the_cookbook(tmp_path, source):
    files = {"templates/default/ok.erb": "ok\n"}  # the folders a `..` climbs through
    root = web(tmp_path, f'template "ROOT/out" do\n  source "{source}"\nend\n', files)
    status, out = converge(tmp_path)
    assert status == 1
    assert "Cookbook 'web' (1.2.0) does not contain a file at any of these locations:" in out
    assert tried(out) == [
        f"templates/host-web1.example.com/{source}",
        f"templates/ubuntu-22.04/{source}",
        f"templates/ubuntu/{source}",
        f"templates/default/{source}",
        f"templates/{source}",
    ]
    assert not (root / "out").exists() and "secret-hash" not in out


@pytest.mark.parametrize("source", ESCAPES)
def test_a_cookbook_file_source_cannot_climb_out_of_the_cookbook(tmp_path, source):
    files = {"files/default/ok.txt": "ok\n"}
    root = web(tmp_path, f'cookbook_file "ROOT/out" do\n  source "{source}"\nend\n', files)
    status, out = converge(tmp_path)
    assert status == 1
    assert tried(out)[3] == f"files/default/{source}"
    assert "This cookbook _does_ contain: ['files/default/ok.txt']" in out
    assert not (root / "out").exists()


def test_other_segments_of_the_cookbook_are_not_sources(tmp_path):
    recipe = 'cookbook_file "ROOT/out" do\n  source "../recipes/default.rb"\nend\n'
    root = web(tmp_path, recipe, {"files/ok.txt": "ok\n"})  # files/../recipes/default.rb exists
    status, out = converge(tmp_path)
    assert status == 1 and "does not contain a file" in out
    assert not (root / "out").exists()


def test_an_absolute_source_is_looked_up_inside_the_cookbook(tmp_path):
    """File.join keeps `/etc/x` under the segment: templates/default/etc/x, not /etc/x."""
    secret = tmp_path / "secret"
    files = {f"templates/default{secret}": "the cookbook's own\n"}
    root = web(tmp_path, f'template "ROOT/out" do\n  source "{secret}"\nend\n', files)
    status, out = converge(tmp_path)
    assert status == 0, out
    assert (root / "out").read_text() == "the cookbook's own\n"


def test_a_linked_folder_inside_the_cookbook_does_not_open_the_host(tmp_path):
    root = web(tmp_path, 'template "ROOT/out" do\n  source "host/secret"\nend\n')
    templates = tmp_path / "books" / "web" / "templates" / "default"
    templates.mkdir(parents=True)
    os.symlink(tmp_path, templates / "host")  # Chef's manifest does not enter it
    status, out = converge(tmp_path)
    assert status == 1 and "does not contain a file" in out
    assert not (root / "out").exists()


def test_a_linked_file_in_the_cookbook_is_one_of_its_files(tmp_path):
    root = web(tmp_path, 'cookbook_file "ROOT/out" do\n  source "shared.txt"\nend\n')
    (tmp_path / "shared.txt").write_text("shared\n")
    files = tmp_path / "books" / "web" / "files" / "default"
    files.mkdir(parents=True)
    os.symlink(tmp_path / "shared.txt", files / "shared.txt")  # as Chef's manifest lists it
    status, out = converge(tmp_path)
    assert status == 0, out
    assert (root / "out").read_text() == "shared\n"


def test_specific_sources_inside_the_cookbook_still_resolve(tmp_path):
    files = {"templates/ubuntu/sub/x.erb": "ubuntu's\n", "templates/default/sub/x.erb": "d\n"}
    root = web(tmp_path, 'template "ROOT/out" do\n  source "sub//x.erb"\nend\n', files)
    status, out = converge(tmp_path)
    assert status == 0, out
    assert (root / "out").read_text() == "ubuntu's\n"


def test_a_list_of_sources_is_tried_in_order_without_specificity(tmp_path):
    files = {"files/default/b.txt": "default b\n", "files/b.txt": "flat b\n"}
    recipe = 'cookbook_file "ROOT/out" do\n  source ["a.txt", "b.txt"]\nend\n'
    root = web(tmp_path, recipe, files)
    status, out = converge(tmp_path)
    assert status == 0, out
    assert (root / "out").read_text() == "flat b\n"  # files/b.txt: the list is used as given


def test_a_missing_list_of_sources_lists_them(tmp_path):
    recipe = 'cookbook_file "ROOT/out" do\n  source ["a.txt", "../../../secret"]\nend\n'
    web(tmp_path, recipe, {"files/default/c.txt": ""})
    status, out = converge(tmp_path)
    assert status == 1
    assert tried(out) == ["files/a.txt", "files/../../../secret"]


def test_a_remote_directory_source_cannot_climb_out(tmp_path):
    recipe = 'remote_directory "ROOT/site" do\n  source "../../.."\nend\n'
    root = web(tmp_path, recipe, {"files/default/site/index.html": "hi\n"})
    status, out = converge(tmp_path)
    assert status == 1
    assert "cookbook web (1.2.0) has no directory files/default/../../.." in out
    assert not (root / "site").exists()


def test_a_recipe_alone_keeps_its_sources_in_its_folder(tmp_path):
    work = tmp_path / "work"
    write(work, {"templates/default/ok.erb": "ok\n"})
    (tmp_path / "secret.erb").write_text(SECRET)
    recipe = work / "site.rb"
    recipe.write_text(f'template "{work}/out" do\n  source "../../secret.erb"\nend\n')
    out = io.StringIO()
    status = apply(ApplyOptions(str(recipe), lock_file=str(work / "lock")), out)
    assert status == 1
    assert f"{work} does not contain a file at any of these locations:" in out.getvalue()
    assert not (work / "out").exists()
