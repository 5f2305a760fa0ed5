"""template, cookbook_file and remote_directory: file specificity, rendering, copying, errors."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from run_status import apply, client

from toque import session
from toque.errors import RunFailed, ToqueError
from toque.repo import facts
from toque.session import ApplyOptions, ClientOptions

FACTS = {"fqdn": "web1.example.com", "platform": "ubuntu", "platform_version": "22.04"}


@pytest.fixture(autouse=True)
def _facts(monkeypatch):
    real = facts.collect

    def collect(*args, **kw):
        return {**real(*args, **kw), **FACTS}

    monkeypatch.setattr(facts, "collect", collect)


def write(base: Path, files: dict[str, str]) -> None:
    for rel, text in files.items():
        path = base / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)


def cookbook(books: Path, name: str, recipe: str = "", files: dict[str, str] | None = None):
    write(books / name, {"metadata.rb": f"name '{name}'\nversion '1.0.0'\n", **(files or {})})
    if recipe:
        write(books / name, {"recipes/default.rb": recipe})


def converge(tmp_path: Path, run_list: str = "web", **options) -> tuple[int, str]:
    out = io.StringIO()
    opts = ClientOptions(
        run_list=[run_list],
        cookbook_paths=[str(tmp_path / "books")],
        lock_file=str(tmp_path / "lock"),
        **options,
    )
    return client(opts, out), out.getvalue()


def web(tmp_path: Path, recipe: str, files: dict[str, str] | None = None) -> Path:
    root = tmp_path / "root"
    root.mkdir(exist_ok=True)
    cookbook(tmp_path / "books", "web", recipe.replace("ROOT", str(root)), files)
    return root


# -- template -----------------------------------------------------------------------------


def test_renders_variables_helpers_and_node(tmp_path):
    recipe = """
module Loud
  def shout(s) = s.upcase
end
template "ROOT/app.conf" do
  source "app.conf.erb"
  variables(port: 80, names: %w[a b])
  helpers Loud
  helper(:twice) { |n| n * 2 }
  helpers do
    def quote(s) = "'#{s}'"
  end
  mode "0640"
end
"""
    erb = """port <%= @port %> (<%= twice(@port) %>)
<% @names.each do |n| -%>
name <%= shout(n) %> <%= quote(n) %>
<% end %>
on <%= node['platform'] %> <%= node['fqdn'] %>
"""
    root = web(tmp_path, recipe, {"templates/default/app.conf.erb": erb})
    status, out = converge(tmp_path)
    assert status == 0, out
    conf = root / "app.conf"
    assert conf.read_text() == (
        "port 80 (160)\nname A 'a'\nname B 'b'\non ubuntu web1.example.com\n"
    )
    assert conf.stat().st_mode & 0o777 == 0o640
    assert "Recipe: web::default" in out
    assert f"- update content in file {conf} from none to" in out
    status, out = converge(tmp_path)
    assert status == 0
    assert "Infra Phase complete, 0/1 resources updated" in out


def test_source_defaults_to_the_basename_plus_erb(tmp_path):
    root = web(tmp_path, 'template "ROOT/motd"\n', {"templates/motd.erb": "hi <%= 1 + 1 %>\n"})
    assert converge(tmp_path)[0] == 0
    assert (root / "motd").read_text() == "hi 2\n"


SPECIFIC = [
    "templates/host-web1.example.com/x.erb",
    "templates/ubuntu-22.04/x.erb",
    "templates/ubuntu-22/x.erb",
    "templates/ubuntu/x.erb",
    "templates/default/x.erb",
    "templates/x.erb",
]


@pytest.mark.parametrize("first", range(len(SPECIFIC)))
def test_file_specificity_order(tmp_path, first):
    """host > platform-version > its dotted prefix > platform > default > flat."""
    files = {rel: f"from {rel}\n" for rel in SPECIFIC[first:]}
    root = web(tmp_path, 'template "ROOT/x"\n', files)
    assert converge(tmp_path)[0] == 0
    assert (root / "x").read_text() == f"from {SPECIFIC[first]}\n"


def test_a_template_from_another_cookbook(tmp_path):
    cookbook(tmp_path / "books", "other", files={"templates/default/t.erb": "other's\n"})
    root = web(tmp_path, 'template "ROOT/t" do\n  cookbook "other"\nend\n')
    (tmp_path / "books" / "web" / "metadata.rb").write_text("name 'web'\ndepends 'other'\n")
    assert converge(tmp_path)[0] == 0
    assert (root / "t").read_text() == "other's\n"


def test_a_local_template(tmp_path):
    source = tmp_path / "local.erb"
    source.write_text("<%= @who %> here\n")
    root = web(tmp_path, f'template "ROOT/l" do\n  source "{source}"\n  local true\n'
               '  variables who: "me"\nend\n')  # fmt: skip
    assert converge(tmp_path)[0] == 0
    assert (root / "l").read_text() == "me here\n"


def test_why_run_renders_and_writes_nothing(tmp_path):
    root = web(tmp_path, 'template "ROOT/w"\n', {"templates/default/w.erb": "w\n"})
    status, out = converge(tmp_path, why_run=True)
    assert status == 0, out
    assert not (root / "w").exists()
    assert f"Would create new file {root}/w" in out or "would have been updated" in out


def test_why_run_assumes_a_missing_local_template_was_created(tmp_path):
    web(tmp_path, f'template "ROOT/l" do\n  source "{tmp_path}/none.erb"\n  local true\nend\n')
    status, out = converge(tmp_path, why_run=True)
    assert status == 0, out
    assert f"Template source {tmp_path}/none.erb does not exist." in out
    status, out = converge(tmp_path)
    assert status == 1
    assert f"Template source {tmp_path}/none.erb could not be found." in out


# -- errors -------------------------------------------------------------------------------


def test_helpers_included_in_erubis_context_reach_templates(tmp_path):
    # Chef's TemplateContext is an Erubis::Context: nginx_simplecgi includes its helpers there
    recipe = """
module Quote
  def quoted(s) = "'#{s}'"
end
::Erubis::Context.include Quote
ctx = Erubis::Context.new(a: 1, 'b' => [2])
ctx[:c] = 'three'
other = Erubis::Context.new
other.update(ctx)
other.update('d' => 4)
said = [ctx.keys.inspect, ctx[:a], ctx['c'], ctx.to_hash.inspect, other.to_hash.inspect,
        ctx.map { |k, v| k }.inspect,
        Chef::Mixin::Template::TemplateContext.ancestors.include?(Erubis::Context)]
file "ROOT/said" do
  content said.join("\\n") + "\\n"
end
template "ROOT/x.conf" do
  source "x.erb"
  variables(name: "web")
end
"""
    root = web(tmp_path, recipe, {"templates/default/x.erb": "name=<%= quoted(@name) %>\n"})
    status, out = converge(tmp_path)
    assert status == 0, out
    assert (root / "x.conf").read_text() == "name='web'\n"
    assert (root / "said").read_text().splitlines() == [
        '["a", "b", "c"]',
        "1",
        "three",
        '{"a"=>1, "b"=>[2], "c"=>"three"}',
        '{"a"=>1, "b"=>[2], "c"=>"three", "d"=>4}',
        '["a", "b", "c"]',
        "true",
    ]


def shows(out: str, *lines: str) -> bool:
    """The lines appear in this order in the output (the formatter indents them)."""
    got = [line.strip() for line in out.splitlines()]
    want = [line.strip() for line in lines]
    return any(got[i : i + len(want)] == want for i in range(len(got)))


@pytest.mark.parametrize("why_run", [False, True])
def test_missing_template_lists_the_places_tried(tmp_path, why_run):
    """Chef's FileNotFound, also under why-run (Chef looks the source up before asserting)."""
    web(tmp_path, '\ntemplate "ROOT/x.conf"\n', {"templates/default/y.erb": ""})
    out = io.StringIO()
    opts = ClientOptions(run_list=["web"], cookbook_paths=[str(tmp_path / "books")],
                         lock_file=str(tmp_path / "lock"), why_run=why_run)  # fmt: skip
    with pytest.raises(RunFailed) as failed:
        session.client(opts, out)
    out = out.getvalue()
    assert shows(
        out,
        "FileNotFound",
        "------------",
        "Cookbook 'web' (1.0.0) does not contain a file at any of these locations:",
        "templates/host-web1.example.com/x.conf.erb",
        "templates/ubuntu-22.04/x.conf.erb",
        "templates/ubuntu/x.conf.erb",
        "templates/default/x.conf.erb",
        "templates/x.conf.erb",
        "",
        "This cookbook _does_ contain: ['templates/default/y.erb']",
    ), out
    recipe = tmp_path / "books" / "web" / "recipes" / "default.rb"
    assert (
        f"template[{tmp_path}/root/x.conf] ({recipe}:2) had an error: FileNotFound: "
        "Cookbook 'web' (1.0.0) does not contain a file at any of these locations:"
    ) == failed.value.message


def test_erb_syntax_error_names_the_template_line(tmp_path):
    web(tmp_path, 'template "ROOT/s"\n', {"templates/default/s.erb": "a\n<% if true %>\nb\n"})
    status, out = converge(tmp_path)
    assert status == 1
    template = tmp_path / "books" / "web" / "templates" / "default" / "s.erb"
    assert shows(out, "RubySyntaxError", "---------------",
                 "missing 'end' for 'if' opened at line 2", "", "Template Context:",
                 "-----------------", f"on line #2 of {template}:", "1: a", "2: <% if true %>",
                 "3: b")  # fmt: skip
    assert "Traceback" not in out


def test_a_raising_template_names_its_file_and_line(tmp_path):
    erb = "ok\n<%= @missing.upcase %>\n"
    web(tmp_path, 'template "ROOT/r"\n', {"templates/default/r.erb": erb})
    status, out = converge(tmp_path)
    assert status == 1
    template = tmp_path / "books" / "web" / "templates" / "default" / "r.erb"
    assert shows(out, "TemplateError", "-------------",
                 "NoMethodError: undefined method `upcase' for nil:NilClass", "",
                 "Template Context:", "-----------------", f"on line #2 of {template}:",
                 "1: ok", "2: <%= @missing.upcase %>")  # fmt: skip


# -- cookbook_file ------------------------------------------------------------------------


def test_cookbook_file_copies_bytes_from_files(tmp_path):
    cookbook(tmp_path / "books", "other", files={"files/ubuntu/y": "other y <%= x %>\n"})
    recipe = 'cookbook_file "ROOT/y" do\n  cookbook "other"\n  mode "0600"\nend\n'
    recipe += 'cookbook_file "ROOT/z" do\n  source "zz"\nend\n'
    root = web(tmp_path, recipe, {"files/default/zz": "zz\n", "files/zz": "flat\n"})
    (tmp_path / "books" / "web" / "metadata.rb").write_text("name 'web'\ndepends 'other'\n")
    status, out = converge(tmp_path)
    assert status == 0, out
    assert (root / "y").read_text() == "other y <%= x %>\n"
    assert (root / "y").stat().st_mode & 0o777 == 0o600
    assert (root / "z").read_text() == "zz\n"
    assert "Infra Phase complete, 0/2" in converge(tmp_path)[1]


def test_cookbook_file_missing_source(tmp_path):
    web(tmp_path, 'cookbook_file "ROOT/nope"\n')
    status, out = converge(tmp_path)
    assert status == 1
    assert shows(out, "Cookbook 'web' (1.0.0) does not contain a file at any of these locations:",
                 "files/host-web1.example.com/nope", "files/ubuntu-22.04/nope",
                 "files/ubuntu/nope", "files/default/nope", "files/nope")  # fmt: skip


# -- remote_directory ---------------------------------------------------------------------


SITE = {
    "files/default/site/index.html": "<h1>hi</h1>\n",
    "files/default/site/css/a.css": "body{}\n",
}


def test_remote_directory_copies_the_tree_and_purges(tmp_path):
    recipe = """remote_directory "ROOT/site" do
  mode "0750"
  files_mode "0640"
  purge true
end
"""
    root = web(tmp_path, recipe, SITE)
    site = root / "site"
    status, out = converge(tmp_path)
    assert status == 0, out
    assert (site / "index.html").read_text() == "<h1>hi</h1>\n"
    assert (site / "css" / "a.css").read_text() == "body{}\n"
    assert (site / "css").stat().st_mode & 0o777 == 0o750
    assert (site / "index.html").stat().st_mode & 0o777 == 0o640
    assert "Infra Phase complete, 0/1" in converge(tmp_path)[1]
    (site / "stale.txt").write_text("x")
    (site / "old" / "deep").mkdir(parents=True)
    (site / "index.html").write_text("changed")
    status, out = converge(tmp_path)
    assert status == 0, out
    assert f"- delete file {site}/stale.txt" in out
    assert f"- delete existing directory {site}/old" in out
    assert not (site / "stale.txt").exists() and not (site / "old").exists()
    assert (site / "index.html").read_text() == "<h1>hi</h1>\n"


def test_remote_directory_without_purge_or_overwrite_keeps_files(tmp_path):
    recipe = 'remote_directory "ROOT/site" do\n  source "site"\n  overwrite false\nend\n'
    root = web(tmp_path, recipe, SITE)
    site = root / "site"
    site.mkdir()
    (site / "index.html").write_text("mine")
    (site / "extra").write_text("kept")
    status, out = converge(tmp_path)
    assert status == 0, out
    assert (site / "index.html").read_text() == "mine"
    assert (site / "extra").read_text() == "kept"
    assert (site / "css" / "a.css").exists()


def test_remote_directory_create_if_missing_replaces_no_file_even_with_overwrite(tmp_path):
    recipe = 'remote_directory "ROOT/site" do\n  overwrite true\n  action :create_if_missing\nend\n'
    root = web(tmp_path, recipe, SITE)
    site = root / "site"
    site.mkdir()
    (site / "index.html").write_text("mine")
    status, out = converge(tmp_path)
    assert status == 0, out
    assert (site / "index.html").read_text() == "mine"  # Chef's provider sets overwrite false
    assert (site / "css" / "a.css").read_text() == "body{}\n"


def test_remote_directory_why_run(tmp_path):
    root = web(tmp_path, 'remote_directory "ROOT/site"\n', SITE)
    status, out = converge(tmp_path, why_run=True)
    assert status == 0, out
    assert not (root / "site").exists()
    assert f"create new file {root}/site/css/a.css" in out


# -- toque apply: a recipe alone -----------------------------------------------------------


def run_apply(recipe: Path, **options) -> tuple[int, str]:
    out = io.StringIO()
    opts = ApplyOptions(str(recipe), lock_file=str(recipe.parent / "lock"), **options)
    return apply(opts, out), out.getvalue()


def test_apply_finds_templates_next_to_the_recipe(tmp_path):
    local = tmp_path / "abs.erb"
    local.write_text("abs <%= @n %>\n")
    write(tmp_path, {"templates/default/a.erb": "<%= node['platform'] %>\n"})
    recipe = tmp_path / "site.rb"
    recipe.write_text(
        f'template "{tmp_path}/out_a" do\n  source "a.erb"\nend\n'
        f'template "{tmp_path}/out_b" do\n  source "{local}"\n  local true\n'
        "  variables n: 1\nend\n"
    )
    status, out = run_apply(recipe)
    assert status == 0, out
    assert (tmp_path / "out_a").read_text() == "ubuntu\n"
    assert (tmp_path / "out_b").read_text() == "abs 1\n"


def test_apply_missing_template_lists_the_recipe_folder(tmp_path):
    recipe = tmp_path / "site.rb"
    recipe.write_text(f'template "{tmp_path}/o"\n')
    status, out = run_apply(recipe)
    assert status == 1
    assert f"{tmp_path} does not contain a file at any of these locations:" in out
    assert "  templates/default/o.erb" in out


def test_template_properties_are_checked_at_compile_time(tmp_path):
    recipe = tmp_path / "site.rb"
    recipe.write_text(f'template "{tmp_path}/o" do\n  local "yes"\nend\n')
    with pytest.raises(ToqueError) as err:
        run_apply(recipe)
    assert err.value.span.line == 2


def test_resources_know_their_cookbook_and_custom_resources_use_theirs(tmp_path):
    resource = """property :port, Integer, default: 1
action :create do
  template "#{new_resource.name}" do
    source "vhost.erb"
    variables(port: new_resource.port)
  end
end
"""
    files = {"resources/vhost.rb": resource, "templates/default/vhost.erb": "port <%= @port %>\n"}
    cookbook(tmp_path / "books", "lib", files=files)
    recipe = (
        'f = file "ROOT/name"\nf.content f.cookbook_name\nlib_vhost "ROOT/v" do\n  port 8\nend\n'
    )
    root = web(tmp_path, recipe)
    (tmp_path / "books" / "web" / "metadata.rb").write_text("name 'web'\ndepends 'lib'\n")
    status, out = converge(tmp_path)
    assert status == 0, out
    assert (root / "name").read_text() == "web"
    assert (root / "v").read_text() == "port 8\n"
