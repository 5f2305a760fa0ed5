"""Custom resources from resources/*.rb: properties, actions, load_current_value, why-run, errors."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from run_status import client

from toque.errors import ToqueError
from toque.session import ClientOptions

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "cookbooks"

SITE = """\
property :path, String, name_property: true
property :port, Integer, default: 80
property :mode, String, equal_to: %w(plain fancy), default: 'plain'
property :label, String, required: true
property :tags, Array, default: []
property :enabled, [true, false], default: true

load_current_value do |desired|
  current_value_does_not_exist! unless ::File.exist?(desired.path)
  port ::File.read(desired.path)[/port=(\\d+)/, 1].to_i
  label ::File.read(desired.path)[/label=(.*)/, 1]
end

action_class do
  def text
    "port=#{new_resource.port}\\nlabel=#{new_resource.label}\\n"
  end
end

action :create do
  converge_if_changed do
    file new_resource.path do
      content text
    end
  end
end

action :touch do
  converge_by "touch #{new_resource.path}" do
    ::File.write(new_resource.path + '.touched', 'yes')
  end
end
"""


def book(base: Path, name: str, resources: dict[str, str], recipe: str) -> Path:
    folder = base / name
    (folder / "resources").mkdir(parents=True)
    (folder / "recipes").mkdir()
    (folder / "metadata.rb").write_text(f"name '{name}'\nversion '1.0.0'\n")
    for stem, text in resources.items():
        (folder / "resources" / f"{stem}.rb").write_text(text)
    (folder / "recipes" / "default.rb").write_text(recipe)
    return base


def run(tmp_path: Path, books: Path, run_list: list[str], **options) -> tuple[int, str]:
    out = io.StringIO()
    opts = ClientOptions(
        run_list=run_list,
        cookbook_paths=[str(books)],
        lock_file=str(tmp_path / "lock"),
        **{"override_run_list": True, **options},  # -o: no node saved in the repo
    )
    return client(opts, out), out.getvalue()


def site_book(tmp_path: Path, body: str) -> Path:
    return book(tmp_path / "books", "web", {"site": SITE}, body)


def test_first_run_creates_second_is_up_to_date_then_a_change_updates(tmp_path):
    conf = tmp_path / "site.conf"
    books = site_book(tmp_path, f"web_site '{conf}' do\n  label 'blog'\nend\n")
    status, out = run(tmp_path, books, ["web"])
    assert status == 0, out
    assert conf.read_text() == "port=80\nlabel=blog\n"
    assert f"- create {conf}" in out
    assert "-   set port    to 80 (default value)" in out
    assert '-   set label   to "blog"' in out
    assert "2/2 resources updated" in out  # web_site and its nested file, as Chef counts
    status, out = run(tmp_path, books, ["web"])
    assert status == 0, out
    assert "0/1 resources updated" in out
    (books / "web" / "recipes" / "default.rb").write_text(
        f"web_site '{conf}' do\n  label 'blog'\n  port 81\nend\n"
    )
    status, out = run(tmp_path, books, ["web"])
    assert status == 0, out
    assert f"- update {conf}\n" in out
    assert "-   set port to 81 (was 80)" in out
    assert "label" not in out.split("- update")[1].split("Running handlers")[0].split("\n")[1]
    assert conf.read_text() == "port=81\nlabel=blog\n"


def test_why_run_reports_and_changes_nothing(tmp_path):
    conf = tmp_path / "site.conf"
    books = site_book(
        tmp_path, f"web_site '{conf}' do\n  label 'x'\n  action [:create, :touch]\nend\n"
    )
    status, out = run(tmp_path, books, ["web"], why_run=True)
    assert status == 0, out
    assert f"- Would create {conf}" in out
    assert f"- Would touch {conf}" in out
    assert not conf.exists()
    assert not Path(str(conf) + ".touched").exists()


def test_converge_by_runs_its_block_and_updates(tmp_path):
    conf = tmp_path / "site.conf"
    books = site_book(tmp_path, f"web_site '{conf}' do\n  label 'x'\n  action :touch\nend\n")
    status, out = run(tmp_path, books, ["web"])
    assert status == 0, out
    assert Path(str(conf) + ".touched").read_text() == "yes"
    assert f"- touch {conf}" in out
    assert "1/1 resources updated" in out


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("  port '80'", 'Property port must be one of: Integer!  You passed "80".'),
        ("  mode 'ugly'", 'Option mode must be equal to one of: "plain", "fancy"!'),
        ("  enabled 'yes'", "Property enabled must be one of: true, false!"),
        ("  colour 'red'", "has no property `colour`"),
    ],
)
def test_bad_property_values_fail_at_the_recipe_line(tmp_path, line, message):
    books = site_book(tmp_path, f"web_site '/x' do\n  label 'l'\n{line}\nend\n")
    with pytest.raises(ToqueError) as info:
        run(tmp_path, books, ["web"])
    assert message in info.value.message
    assert info.value.span.file.endswith("recipes/default.rb")
    assert info.value.span.line == 3


def test_required_property_fails_at_converge(tmp_path):
    books = site_book(tmp_path, f"web_site '{tmp_path / 'c'}'\n")
    status, out = run(tmp_path, books, ["web"])
    assert status == 1
    assert "label is a required property" in out


def test_exception_in_an_action_names_the_resource_file_and_line(tmp_path):
    books = book(
        tmp_path / "books",
        "app",
        {"thing": "property :n, Integer\n\naction :run do\n  x = 1\n  raise 'boom'\nend\n"},
        "app_thing 'a'\n",
    )
    status, out = run(tmp_path, books, ["app"])
    assert status == 1
    assert "    RuntimeError\n    ------------\n    boom\n" in out
    assert "resources/thing.rb:5: in action :run of app_thing[a]" in out


def test_names_defaults_and_actions(tmp_path):
    root = tmp_path / "out"
    resources = {
        "named": "provides :greeting\nresource_name :greeting\nproperty :who, String, "
        "default: 'world'\nproperty :to, String, default: lazy { \"#{name}.txt\" }\n"
        "default_action :write\naction :erase do\nend\naction :write do\n"
        f"  file ::File.join('{root}', new_resource.to) do\n"
        '    content "hello #{new_resource.who}"\n  end\nend\n',
        "plain": "action :noop do\nend\n",
        "default": "action :noop do\nend\n",
    }
    recipe = (
        f"directory '{root}'\ngreeting 'a'\nlib_named 'b' do\n  who 'you'\nend\nlib_plain 'p'\n"
        "lib 'd'\n"  # resources/default.rb is named after the cookbook alone, as in Chef
    )
    books = book(tmp_path / "books", "lib", resources, recipe)
    status, out = run(tmp_path, books, ["lib"])
    assert status == 0, out
    assert (root / "a.txt").read_text() == "hello world"
    assert (root / "b.txt").read_text() == "hello you"
    assert "* greeting[a] action write" in out
    assert "* greeting[b] action write" in out  # display name is the resource_name
    assert "* lib_plain[p] action noop (up to date)" in out
    assert "* lib[d] action noop (up to date)" in out


def test_helpers_of_the_resource_file_and_nested_updates(tmp_path):
    target = tmp_path / "f"
    resources = {
        "cfg": "property :text, String\n"
        'def full_text\n  "#{text}!"\nend\n'
        "action :create do\n"
        f"  file '{target}' do\n    content new_resource.full_text\n  end\n"
        "  log 'never an update'\nend\n"
    }
    recipe = "app_cfg 'c' do\n  text 'hi'\n  notifies :write, 'log[after]', :immediately\nend\n"
    recipe += "log 'after' do\n  action :nothing\nend\n"
    books = book(tmp_path / "books", "app", resources, recipe)
    status, out = run(tmp_path, books, ["app"])
    assert status == 0, out
    assert target.read_text() == "hi!"
    assert "* log[after] action write" in out  # the parent was updated: it notified
    status, out = run(tmp_path, books, ["app"])
    assert "* log[after] action write" not in out


def test_example_cookbook_converges_then_stays_converged(tmp_path, monkeypatch):
    root = tmp_path / "root"
    monkeypatch.setenv("TOQUE_EXAMPLE_ROOT", str(root))
    status, out = run(tmp_path, EXAMPLES, ["custom_demo"])
    assert status == 0, out
    assert (root / "blog" / "site.conf").read_text() == "port=8080\nowner=www\n"
    assert (root / "shop" / "index.html").read_text() == "<h1>shop</h1>\n"
    assert "8/8 resources updated" in out  # 2 demo_sites and their 6 nested resources
    status, out = run(tmp_path, EXAMPLES, ["custom_demo"])
    assert status == 0, out
    assert "0/6 resources updated" in out


def test_coerce_regex_sensitive_and_identity(tmp_path):
    target = tmp_path / "secret"
    resources = {
        "secret": "property :file_path, String, identity: true\n"
        "property :port, Integer, coerce: proc { |v| v.to_i }\n"
        "property :user, String, regex: /^[a-z]+$/\n"
        "property :password, String, sensitive: true\n"
        "action :create do\n"
        "  converge_if_changed do\n"
        '    ::File.write(new_resource.file_path, "#{new_resource.port}:#{new_resource.user}")\n'
        "  end\nend\n"
    }
    recipe = (
        f"app_secret 'db' do\n  file_path '{target}'\n  port '5432'\n  user 'pg'\n"
        "  password 'hunter2'\nend\n"
    )
    books = book(tmp_path / "books", "app", resources, recipe)
    status, out = run(tmp_path, books, ["app"])
    assert status == 0, out
    assert target.read_text() == "5432:pg"
    assert f"- create {target}" in out  # the identity property, not the name
    assert "-   set password  to (suppressed sensitive property)\n" in out
    assert "hunter2" not in out
    (books / "app" / "recipes" / "default.rb").write_text(recipe.replace("'pg'", "'PG'"))
    with pytest.raises(ToqueError) as info:
        run(tmp_path, books, ["app"])
    assert "does not match regular expression [/^[a-z]+$/]" in info.value.message


def test_why_run_of_nested_resources_outside_converge_blocks(tmp_path, monkeypatch):
    root = tmp_path / "root"
    monkeypatch.setenv("TOQUE_EXAMPLE_ROOT", str(root))
    status, out = run(tmp_path, EXAMPLES, ["custom_demo"], why_run=True)
    assert status == 0, out
    assert f"- Would create new directory {root / 'blog'}" in out
    assert f"- Would create new file {root / 'blog' / 'index.html'}" in out
    assert not root.exists()


def test_error_in_load_current_value_names_its_line(tmp_path):
    resources = {"thing": "load_current_value do\n  nope_not_here\nend\naction :run do\nend\n"}
    books = book(tmp_path / "books", "app", resources, "app_thing 'a'\n")
    status, out = run(tmp_path, books, ["app"])
    assert status == 1
    assert "resources/thing.rb:2: in load_current_value" in out


def test_bad_property_declaration_is_located_in_the_resource_file(tmp_path):
    resources = {"thing": "property :n, Integer, default: 'x'\naction :run do\nend\n"}
    books = book(tmp_path / "books", "app", resources, "app_thing 'a'\n")
    with pytest.raises(ToqueError) as info:
        run(tmp_path, books, ["app"])
    assert "property n: Property n must be one of: Integer!" in info.value.message
    assert info.value.span.file.endswith("resources/thing.rb")
    assert info.value.span.line == 1


def test_properties_named_like_runtime_attributes(tmp_path):
    target = tmp_path / "k"
    resources = {
        "thing": "property :name, String, name_property: true\nproperty :key, String\n"
        "property :recipe, String, default: 'r'\naction :run do\n"
        f"  file '{target}' do\n    content new_resource.key + new_resource.recipe\n  end\nend\n"
    }
    books = book(tmp_path / "books", "app", resources, "app_thing 'a' do\n  key 'K'\nend\n")
    status, out = run(tmp_path, books, ["app"])
    assert status == 0, out
    assert target.read_text() == "Kr"


def test_a_dashed_cookbook_name_gives_an_underscored_resource_name(tmp_path):
    import io

    from run_status import client

    from toque.session import ClientOptions

    book = tmp_path / "books" / "my-cb"
    (book / "resources").mkdir(parents=True)
    (book / "recipes").mkdir()
    (book / "metadata.rb").write_text("name 'my-cb'\n")
    target = tmp_path / "made"
    (book / "resources" / "thing.rb").write_text(
        f"property :x, String, name_property: true\naction :create do\n"
        f"  file '{target}' do\n    content new_resource.x\n  end\nend\n"
    )
    (book / "recipes" / "default.rb").write_text("my_cb_thing 'hello'\n")
    opts = ClientOptions(["my-cb"], [str(tmp_path / "books")], lock_file=str(tmp_path / "l"))
    assert client(opts, io.StringIO()) == 0
    assert target.read_text() == "hello"


DERIVED = """\
use '_partial/_schedule'
property :minute, default: '0,30'
property :label, name_property: true
action :write do
  file "#{node.run_state['dir']}/#{new_resource.label}" do
    content "#{new_resource.minute} #{new_resource.hour}"
  end
end
"""
SCHEDULE = """\
property :minute, [Integer, String], default: '*',
         callbacks: { 'should be a valid minute spec' => ->(m) { m.to_s != 'bad' } }
property :hour, [Integer, String], default: '*'
property :label, String, default: 'x'
"""


def test_a_property_declared_again_without_types_derives_from_the_partials(tmp_path):
    """Chef's Property#derive: only the options given change; a partial's callbacks stay,
    and a new name_property replaces the inherited default."""
    recipe = (f"node.run_state['dir'] = '{tmp_path}'\njob 'a' do\n  action :write\nend\n"
              "job 'b' do\n  hour 3\n  action :write\nend\n")  # fmt: skip
    books = book(tmp_path / "books", "cron", {"job": DERIVED}, recipe.replace("job ", "cron_job "))
    (books / "cron" / "resources" / "_partial").mkdir()
    (books / "cron" / "resources" / "_partial" / "_schedule.rb").write_text(SCHEDULE)
    status, out = run(tmp_path, books, ["cron"])
    assert status == 0, out
    assert (tmp_path / "a").read_text() == "0,30 *" and (tmp_path / "b").read_text() == "0,30 3"
    (books / "cron" / "recipes" / "default.rb").write_text("cron_job 'c' do\n  minute 'bad'\nend\n")
    with pytest.raises(ToqueError, match="Option minute's value bad should be a valid minute spec"):
        run(tmp_path, books, ["cron"])
