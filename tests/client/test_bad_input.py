"""Bad input to `toque client`: each mistake gives a located error, no Python traceback,
and a compile-phase mistake leaves the host untouched."""

from __future__ import annotations

from pathlib import Path

import pytest

from toque.cli import main

RECIPE = "file '{out}/early' do\n  content 'x'\nend\n"


def repo(tmp_path: Path, files: dict[str, str]) -> Path:
    base = tmp_path / "repo"
    defaults = {
        "cookbooks/b/metadata.rb": "name 'b'\nversion '1.0.0'\n",
        "cookbooks/b/recipes/default.rb": RECIPE,
    }
    for rel, text in {**defaults, **files}.items():
        path = base / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text.replace("{out}", str(tmp_path)))
    return base


def run(tmp_path: Path, capsys, files: dict[str, str], *run_list: str) -> str:
    base = repo(tmp_path, files)
    args = ["client", "--cookbook-path", str(base / "cookbooks"), "--lock-file",
            str(tmp_path / "lock"), "-o", ",".join(run_list or ("b",))]  # fmt: skip
    status = main(args)
    captured = capsys.readouterr()
    assert status == 1, captured.out
    assert "Traceback" not in captured.err + captured.out
    return captured.err + captured.out


COMPILE_ERRORS = [
    (  # metadata.rb that does not parse
        {"cookbooks/b/metadata.rb": "name 'b'\ndepends 'a', (\n"},
        "cookbooks/b/metadata.rb:2",
        "depends 'a', (",
    ),
    (  # metadata.rb that raises
        {"cookbooks/b/metadata.rb": "name 'b'\nversion File.read('/nonexistent/VERSION')\n"},
        "cookbooks/b/metadata.rb:2",
        "Errno::ENOENT",
    ),
    (  # an attribute file that raises
        {
            "cookbooks/b/attributes/default.rb": "default['b']['x'] = 1\n"
            "default['b']['port'] = node['missing']['port']\n"
        },  # fmt: skip
        "cookbooks/b/attributes/default.rb:2",
        "undefined method `[]' for nil",
    ),
    (  # a data bag item that is not JSON
        {
            "data_bags/users/alice.json": '{\n  "id": "alice",\n  "shell": /bin/bash\n}\n',
            "cookbooks/b/recipes/default.rb": RECIPE + "user = data_bag_item('users', 'alice')\n",
        },
        "data_bags/users/alice.json:3",
        "not valid JSON",
    ),
    (  # a role that names an unknown recipe
        {"roles/web.json": '{"name": "web",\n "run_list": ["recipe[b]", "recipe[nginx]"]}\n'},
        "roles/web.json:2",
        "cookbook nginx not found on the cookbook path (in the run list of role[web])",
    ),
]


@pytest.mark.parametrize("files, place, message", COMPILE_ERRORS)
def test_compile_phase_errors_are_located_and_change_nothing(
    tmp_path, capsys, files, place, message
):
    run_list = ("role[web]",) if any(k.startswith("roles/") for k in files) else ()
    text = run(tmp_path, capsys, files, *run_list)
    assert f"repo/{place}" in text, text
    assert message in text, text
    assert " | " in text  # the source excerpt
    assert not (tmp_path / "early").exists()  # the converge never started


def test_template_with_erb_syntax_error_names_the_template_line(tmp_path, capsys):
    recipe = "template '{out}/site.conf' do\n  source 'site.conf.erb'\nend\n"
    erb = "a\n<% if true %>\nb <%= @x.foo( %>\n<% end %>\n"
    text = run(tmp_path, capsys, {"cookbooks/b/recipes/default.rb": recipe,
                                  "cookbooks/b/templates/site.conf.erb": erb})  # fmt: skip
    assert "on line #4 of" in text and "templates/site.conf.erb" in text
    assert "'(' opened at 3:" in text  # the unclosed call, in the template's numbering
    assert "  3: b <%= @x.foo( %>" in text
    assert "recipes/default.rb:1" in text  # and the resource that used it
    assert not (tmp_path / "site.conf").exists()


def test_missing_template_source_lists_where_it_looked(tmp_path, capsys):
    recipe = "template '{out}/site.conf' do\n  source 'nope.erb'\nend\n"
    text = run(tmp_path, capsys, {"cookbooks/b/recipes/default.rb": recipe,
                                  "cookbooks/b/templates/other.erb": "x"})  # fmt: skip
    assert "Cookbook 'b' (1.0.0) does not contain a file at any of these locations:" in text
    assert "templates/default/nope.erb" in text
    assert "This cookbook _does_ contain: ['templates/other.erb']" in text
    assert "recipes/default.rb:1" in text


def test_converge_error_in_a_library_shows_ruby_class_and_cookbook_trace(tmp_path, capsys):
    library = "module H\n  def self.helper\n    raise ArgumentError, 'boom'\n  end\nend\n"
    recipe = "ruby_block 'b' do\n  block { H.helper }\nend\n"
    text = run(tmp_path, capsys, {"cookbooks/b/libraries/h.rb": library,
                                  "cookbooks/b/recipes/default.rb": recipe})  # fmt: skip
    assert "    ArgumentError\n    -------------\n    boom\n" in text
    assert "Cookbook Trace: (most recent call first)" in text
    assert "cookbooks/b/libraries/h.rb:3\n" in text
    assert "Template Context" not in text
    assert "had an error: ArgumentError: boom" in text
