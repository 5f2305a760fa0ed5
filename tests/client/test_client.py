"""`toque client`: cookbooks loaded in Chef's order, run lists, include_recipe, idempotence."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from run_status import client

from toque.errors import ToqueError
from toque.repo.cookbooks import satisfies
from toque.session import ClientOptions

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "cookbooks"


def run(
    tmp_path: Path, run_list: list[str], paths: list[Path] | None = None, **options
) -> tuple[int, str]:
    out = io.StringIO()
    opts = ClientOptions(
        run_list=run_list,
        cookbook_paths=[str(p) for p in paths or [EXAMPLES]],
        lock_file=str(tmp_path / "lock"),
        **{"override_run_list": True, **options},  # -o: no node saved in the repo
    )
    return client(opts, out), out.getvalue()


def test_example_cookbooks_converge_then_stay_converged(tmp_path, monkeypatch):
    root = tmp_path / "root"
    monkeypatch.setenv("TOQUE_EXAMPLE_ROOT", str(root))
    status, out = run(tmp_path, ["hello_web"])
    assert status == 0, out
    assert out.startswith("Compiling cookbooks...")
    assert (root / "motd").read_text().startswith("Managed by toque on ")
    assert (root / "site" / "index.html").read_text() == "<h1>Welcome</h1>\n"
    assert (root / "site" / "port").read_text() == "8081\n"  # override from tuning.rb
    assert (root / "site" / "INDEX").exists()  # the delayed notification ran
    conf = (root / "site" / "site.conf").read_text()  # templates/default/site.conf.erb
    assert "  listen 8081;\n" in conf
    assert f"  location = /about {{ try_files {root}/site/about.html =404; }}\n" in conf
    status, out = run(tmp_path, ["recipe[hello_web::default]"])
    assert status == 0
    assert "Infra Phase complete, 0/" in out


def test_why_run_changes_nothing(tmp_path, monkeypatch):
    root = tmp_path / "root"
    monkeypatch.setenv("TOQUE_EXAMPLE_ROOT", str(root))
    status, out = run(tmp_path, ["hello_web"], why_run=True)
    assert status == 0
    assert not root.exists()
    assert "would have been updated" in out


def cookbook(base: Path, name: str, metadata: str, recipes: dict[str, str]) -> None:
    folder = base / name
    (folder / "recipes").mkdir(parents=True)
    (folder / "metadata.rb").write_text(metadata)
    for recipe, text in recipes.items():
        (folder / "recipes" / f"{recipe}.rb").write_text(text)


def test_dependencies_load_first_and_recipes_run_once(tmp_path):
    books = tmp_path / "books"
    log = tmp_path / "order"
    cookbook(
        books,
        "a",
        "name 'a'\ndepends 'b'\n",
        {
            "default": f"include_recipe 'b'\ninclude_recipe 'b'\n::File.write('{log}', "
            f"::File.read('{log}') + 'a')\n"
        },
    )
    cookbook(
        books,
        "b",
        "name 'b'\nversion '2.0.0'\n",
        {
            "default": f"::File.write('{log}', (::File.exist?('{log}') ? ::File.read('{log}') : '') + 'b')\n"
        },
    )
    status, _ = run(tmp_path, ["a"], [books])
    assert status == 0
    assert log.read_text() == "ba"


@pytest.mark.parametrize(
    "metadata, run_list, message",
    [
        (
            "name 'a'\ndepends 'missing'\n",
            ["a"],
            "cookbook missing not found on the cookbook path (needed by a)",
        ),
        ("name 'a'\n", ["a::nope"], "recipe a::nope not found"),
        ("name 'a'\ndepends 'b', '>= 3.0'\n", ["a"], "no version of b satisfies '>= 3.0'"),
        ("name 'a'\n", ["zzz"], "cookbook zzz not found"),
        (
            "name 'a'\ndepends 'b', '< 2.0'\n",
            ["b", "a"],
            "a -> b needs b '< 2.0', but b 2.0.0 was already chosen",
        ),
    ],
)
def test_cookbook_errors_name_the_chain(tmp_path, metadata, run_list, message):
    books = tmp_path / "books"
    cookbook(books, "a", metadata, {"default": "log 'a'\n"})
    cookbook(books, "a2", "name 'a2'\ndepends 'a'\n", {"default": "log 'a2'\n"})
    cookbook(books, "b", "name 'b'\nversion '2.0.0'\n", {"default": "log 'b'\n"})
    with pytest.raises(ToqueError) as info:
        run(tmp_path, run_list, [books])
    assert message in info.value.render()


def test_a_dependency_cycle_is_tolerated_as_chef_does(tmp_path):
    books = tmp_path / "books"
    log = tmp_path / "order"
    say = f"::File.write('{log}', cookbook_name, mode: 'a')\n"
    cookbook(books, "a", "name 'a'\ndepends 'a2'\n", {"default": say})
    cookbook(books, "a2", "name 'a2'\ndepends 'a'\n", {"default": say + "include_recipe 'a'\n"})
    status, _ = run(tmp_path, ["a2"], [books])
    assert status == 0
    assert log.read_text() == "a2a"


def test_metadata_json_and_attribute_file_errors(tmp_path):
    books = tmp_path / "books"
    (books / "j" / "recipes").mkdir(parents=True)
    (books / "j" / "metadata.json").write_text('{"name": "j", "version": "1.0.0"}')
    (books / "j" / "recipes" / "default.rb").write_text("log 'from json metadata'\n")
    (books / "j" / "attributes").mkdir()
    (books / "j" / "attributes" / "default.rb").write_text("default['x'] = 1\nraise 'bad attr'\n")
    with pytest.raises(ToqueError) as info:
        run(tmp_path, ["j"], [books])
    text = info.value.render()
    assert "attributes/default.rb:2" in text and "bad attr" in text


@pytest.mark.parametrize(
    "version, constraint, ok",
    [
        ("1.2.3", ">= 1.0", True),
        ("0.9.0", ">= 1.0", False),
        ("2.1.9", "~> 2.1", True),
        ("3.0.0", "~> 2.1", False),
        ("2.1.5", "~> 2.1.3", True),
        ("2.2.0", "~> 2.1.3", False),
        ("1.0.0", "= 1.0", True),
        ("1.0.1", "< 1.0.1", False),
        ("1.0.0", "<= 1.0", True),
    ],
)
def test_version_constraints(version, constraint, ok):
    assert satisfies(version, constraint) is ok


def test_cli_needs_a_cookbook_path(tmp_path):
    import subprocess
    import sys

    proc = subprocess.run(
        [sys.executable, "-m", "toque", "client", "-o", "x"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 1 and "--cookbook-path" in proc.stderr


def test_the_cookbook_loaders_rules(tmp_path):
    """Recipes in sub-folders by basename, root aliases (recipe.rb, attributes.rb),
    include_attribute loading a file once, run_context.include_recipe."""
    books = tmp_path / "books"
    log = tmp_path / "said"
    say = f"def say(x) = ::File.write('{log}', x.to_s + 10.chr, mode: 'a')\n"
    cookbook(books, "base", "name 'base'\n", {})
    (books / "base" / "attributes").mkdir()
    (books / "base" / "attributes" / "ports.rb").write_text("default['port'] = 80\n")
    (books / "base" / "attributes" / "default.rb").write_text(
        "include_attribute 'base::ports'\ndefault['url'] = \"http://x:#{node['port']}\"\n"
    )
    (books / "base" / "recipes" / "sub").mkdir(parents=True)
    (books / "base" / "recipes" / "sub" / "deep.rb").write_text(say + "say 'deep'\n")
    (books / "app" / "recipes").mkdir(parents=True)
    (books / "app" / "metadata.rb").write_text("name 'app'\ndepends 'base'\n")
    (books / "app" / "attributes.rb").write_text("default['from_root_alias'] = true\n")
    (books / "app" / "recipe.rb").write_text(
        say
        + "say node['url']\nsay node['from_root_alias']\n"
        + "run_context.include_recipe 'base::deep'\nsay run_context.loaded_recipe?('base::deep')\n"
    )
    status, _ = run(tmp_path, ["app"], [books])
    assert status == 0
    assert log.read_text().splitlines() == ["http://x:80", "true", "deep", "true"]


def test_gems_in_metadata_are_named_and_the_run_goes_on(tmp_path):
    books = tmp_path / "books"
    cookbook(
        books,
        "g",
        "name 'g'\ngem 'deepsort'\ngem 'inifile', '~> 3.0'\ngem 'inifile', '~> 4.0'\ngem 'pg'\n",
        {"default": "log 'hi'\n"},
    )
    status, out = run(tmp_path, ["g"], [books])
    assert status == 0
    # deepsort and inifile 3.x come with toque; the rest a `require` cannot load
    assert "cookbook g asks for gems (inifile ~> 4.0, pg): toque cannot install" in out


def test_libraries_load_in_chefs_order_a_file_before_its_folder(tmp_path):
    # Chef sorts library paths as strings: "lib.rb" < "lib/sub.rb" ('.' < '/'), so the
    # file beside a folder loads first and defines what the folder's files use
    books = tmp_path / "books"
    cookbook(books, "l", "name 'l'\n", {"default": "log Lib::Sub::Err.superclass.name\n"})
    libs = books / "l" / "libraries"
    (libs / "lib").mkdir(parents=True)
    (libs / "lib.rb").write_text("module Lib\n  class Base < StandardError; end\nend\n")
    (libs / "lib" / "sub.rb").write_text(
        "module Lib\n  module Sub\n    class Err < Base; end\n  end\nend\n"
    )
    status, out = run(tmp_path, ["l"], [books])
    assert status == 0, out
    assert "Lib::Base" in out
