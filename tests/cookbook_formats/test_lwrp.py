"""Legacy LWRPs: resources/NAME.rb in the LWRP DSL with a providers/NAME.rb partner."""

from __future__ import annotations

import pytest

from toque.errors import ToqueError

RESOURCE = """\
actions :create, :delete
default_action :create

attribute :path, kind_of: String, name_attribute: true
attribute :content, kind_of: String, default: "default text\\n"
attribute :mode, kind_of: String, equal_to: %w(0644 0600), default: "0644"
attribute :owner, kind_of: String, regex: /^[a-z]+$/
attribute :size, kind_of: Integer, callbacks: { "must be positive" => lambda { |v| v > 0 } }
attribute :label, kind_of: String, required: true
attr_accessor :seen
"""

PROVIDER = """\
use_inline_resources

def whyrun_supported?
  true
end

def load_current_resource
  @current_resource = new_resource
  @exists = ::File.exist?(new_resource.path)
end

def text
  "#{new_resource.label}: #{new_resource.content}"
end

action :create do
  return if @exists && ::File.read(new_resource.path) == text
  converge_by("write #{new_resource.path} for #{new_resource.label}") do
    ::File.write(new_resource.path, text)
  end
end

action :delete do
  file new_resource.path do
    action :delete
  end
end
"""


def app(books, recipe: str, **extra: str) -> None:
    files = {"resources/config.rb": RESOURCE, "providers/config.rb": PROVIDER,
             "recipes/default.rb": recipe}  # fmt: skip
    files.update(extra)
    books.add("app", files)


def test_an_lwrp_converges_then_is_up_to_date(books, tmp_path):
    conf, old = tmp_path / "a.conf", tmp_path / "old.conf"
    old.write_text("x")
    app(books, f"app_config '{conf}' do\n  label 'one'\nend\n"
               f"app_config '{old}' do\n  label 'two'\n  action :delete\nend\n")  # fmt: skip
    status, out = books.run(["app"])
    assert status == 0, out
    assert conf.read_text() == "one: default text\n"
    assert not old.exists()
    assert f"  * app_config[{conf}] action create\n    - write {conf} for one\n" in out
    # nested resources: their indentation is the formatter's business
    assert f"* file[{old}] action delete\n" in out and f"- delete file {old}\n" in out
    status, out = books.run(["app"])
    assert f"  * app_config[{conf}] action create (up to date)\n" in out
    assert "Infra Phase complete, 0/" in out


def test_why_run_reports_and_changes_nothing(books, tmp_path):
    conf = tmp_path / "a.conf"
    app(books, f"app_config '{conf}' do\n  label 'one'\nend\n")
    status, out = books.run(["app"], why_run=True)
    assert status == 0
    assert not conf.exists()
    assert f"    - Would write {conf} for one\n" in out


@pytest.mark.parametrize(
    ("line", "words"),
    [
        ("mode '0777'", 'Option mode must be equal to one of: "0644", "0600"!  You passed "0777".'),
        ("owner 'Root1'", "Property owner's value Root1 does not match regular expression"),
        ("size(-1)", "Option size's value -1 must be positive!"),
        ("size 'big'", "Property size must be one of: Integer!"),
    ],
)
def test_attribute_validation_fails_at_the_recipe_line(books, tmp_path, line, words):
    app(books, f"app_config '{tmp_path}/x' do\n  label 'x'\n  {line}\nend\n")
    with pytest.raises(ToqueError) as info:
        books.run(["app"])
    rendered = info.value.render()
    assert rendered.startswith(f"{books.path}/app/recipes/default.rb:3:3: "), rendered
    assert words in rendered


def test_a_required_attribute_left_unset_fails_the_resource(books, tmp_path):
    app(books, f"app_config '{tmp_path}/x' do\n  content 'y'\nend\n")
    status, out = books.run(["app"])
    assert status == 1
    assert "label is a required property" in out
    assert not (tmp_path / "x").exists()


def test_default_rb_is_named_after_the_cookbook_and_default_action_is_nothing(books, tmp_path):
    marker = tmp_path / "ran"
    books.add("tool", {
        "resources/default.rb": "actions :run\nattribute :name, kind_of: String\n",
        "providers/default.rb": f"action :run do\n  ::File.write('{marker}', 'y')\n"
                                "  new_resource.updated_by_last_action(true)\nend\n",
        "recipes/default.rb": "tool 'first'\ntool 'second' do\n  action :run\n"
                              f"  notifies :create, 'file[{tmp_path}/notified]', :immediately\nend\n"
                              f"file '{tmp_path}/notified' do\n  action :nothing\nend\n",
    })  # fmt: skip
    status, out = books.run(["tool"])
    assert status == 0, out
    assert "  * tool[first] action nothing (skipped due to action :nothing)\n" in out
    assert marker.read_text() == "y"
    assert (tmp_path / "notified").exists()  # updated_by_last_action(true) fired the notification
    assert f"  * tool[second] action run\n  * file[{tmp_path}/notified] action create\n" in out


def test_a_provider_without_why_run_support_is_bypassed_under_why_run(books, tmp_path):
    loaded, done = tmp_path / "loaded", tmp_path / "done"
    books.add("old", {
        "resources/thing.rb": "actions :go\ndefault_action :go\n",
        "providers/thing.rb": "def whyrun_supported?\n  false\nend\n"
                              f"def load_current_resource\n  ::File.write('{loaded}', '')\nend\n"
                              f"action :go do\n  ::File.write('{done}', '')\nend\n",
        "recipes/default.rb": "old_thing 'x'\n",
    })  # fmt: skip
    status, out = books.run(["old"], why_run=True)
    assert status == 0, out
    assert not loaded.exists() and not done.exists()
    assert "Why-Run not supported" in out
    status, out = books.run(["old"])
    assert loaded.exists() and done.exists()


def test_an_error_in_a_provider_action_names_the_provider_line(books, tmp_path):
    books.add("bad", {
        "resources/thing.rb": "actions :go\ndefault_action :go\n",
        "providers/thing.rb": "action :go do\n  x = 1\n  raise 'broken provider'\nend\n",
        "recipes/default.rb": "bad_thing 'x'\n",
    })  # fmt: skip
    status, out = books.run(["bad"])
    assert status == 1
    assert "    RuntimeError\n    ------------\n    broken provider\n" in out
    assert f"      {books.path}/bad/providers/thing.rb:3: in action :go of bad_thing[x]\n" in out


def test_provider_helpers_include_and_attr_accessor(books, tmp_path):
    target = tmp_path / "out"
    books.add("mix", {
        "libraries/helpers.rb": "module MixHelpers\n  def shout(s)\n    s.upcase\n  end\nend\n",
        "resources/thing.rb": "actions :go\ndefault_action :go\nattribute :words, kind_of: String\n"
                              "attr_accessor :note\n",
        "providers/thing.rb": "include MixHelpers\n"
                              "action :go do\n  new_resource.note = shout(new_resource.words)\n"
                              f"  file '{target}' do\n    content new_resource.note\n  end\nend\n",
        "recipes/default.rb": "mix_thing 'x' do\n  words 'hi'\nend\n",
    })  # fmt: skip
    status, out = books.run(["mix"])
    assert status == 0, out
    assert target.read_text() == "HI"


def test_a_resource_with_actions_and_no_provider_stays_a_custom_resource(books, tmp_path):
    target = tmp_path / "custom"
    books.add("cr", {
        "resources/thing.rb": "property :text, String\naction :make do\n"
                              f"  file '{target}' do\n    content new_resource.text\n  end\nend\n",
        "recipes/default.rb": "cr_thing 'x' do\n  text 'modern'\nend\n",
    })  # fmt: skip
    status, out = books.run(["cr"])
    assert status == 0, out
    assert target.read_text() == "modern"


def test_oldest_providers_define_action_methods(books, tmp_path):
    target = tmp_path / "old-style"
    books.add("older", {
        "resources/thing.rb": "actions :go\ndefault_action :go\nattribute :text, kind_of: String\n",
        "providers/thing.rb": "def action_go\n"
                              f"  file '{target}' do\n    content new_resource.text\n  end\nend\n",
        "recipes/default.rb": "older_thing 'x' do\n  text 'def'\nend\n",
    })  # fmt: skip
    status, out = books.run(["older"])
    assert status == 0, out
    assert target.read_text() == "def"
    assert "* older_thing[x] action go\n" in out


def test_default_action_is_an_allowed_action_as_in_chef(books, tmp_path):
    # Chef's Resource.default_action adds its actions to allowed_actions: a resource file
    # with `default_action` and no `actions` accepts that action (aws's dynamodb_table)
    resource = "default_action :create\nattribute :path, kind_of: String, name_attribute: true\n"
    provider = (
        "action :create do\n  converge_by('made') { ::File.write(new_resource.path, 'x') }\nend\n"
    )
    target = tmp_path / "out"
    recipe = f"app_thing '{target}' do\n  action :create\nend\n"
    books.add("app", {"resources/thing.rb": resource, "providers/thing.rb": provider,
                      "recipes/default.rb": recipe})  # fmt: skip
    status, out = books.run(["app"])
    assert status == 0, out
    assert target.read_text() == "x"
    status, out = books.run(["app"], why_run=True)
    assert status == 0, out
