"""Inside a custom resource's action, as Chef runs it: `return` ends the action (Chef compiles
the block into a method), bare `property_is_set?`, and unified mode's held immediate
notifications to resources declared later in the same action."""

from __future__ import annotations

import io
from pathlib import Path

from run_status import client

from toque.session import ClientOptions

THING = """\
unified_mode true
property :path, String, name_property: true
property :extra, String

action :create do
  ::File.write(new_resource.path + '.set', "#{property_is_set?(:extra)} #{new_resource.property_is_set?(:extra)}")
  return if new_resource.path.end_with?('skip')
  ::File.write(new_resource.path + '.after', 'yes')
end

action :chain do
  file new_resource.path do
    content 'x'
    notifies :run, 'ruby_block[later]', :immediately
  end
  ruby_block 'marker' do
    block { ::File.write(new_resource.path + '.order', 'marker ', mode: 'a') }
  end
  ruby_block 'later' do
    block { ::File.write(new_resource.path + '.order', 'later ', mode: 'a') }
    action :nothing
  end
end

action :bad do
  file new_resource.path do
    mode :nope
  end
end

action :dangling do
  file new_resource.path do
    notifies :run, 'ruby_block[nowhere]', :immediately
  end
end
"""


def run(tmp_path: Path, recipe: str) -> tuple[int, str]:
    folder = tmp_path / "books" / "lo"
    (folder / "resources").mkdir(parents=True, exist_ok=True)
    (folder / "recipes").mkdir(exist_ok=True)
    (folder / "metadata.rb").write_text("name 'lo'\nversion '1.0.0'\n")
    (folder / "resources" / "thing.rb").write_text(THING)
    (folder / "recipes" / "default.rb").write_text(recipe)
    out = io.StringIO()
    opts = ClientOptions(run_list=["lo"], cookbook_paths=[str(tmp_path / "books")],
                         lock_file=str(tmp_path / "lock"), override_run_list=True)  # fmt: skip
    return client(opts, out), out.getvalue()


def test_return_ends_the_action_and_property_is_set_answers_bare_and_on_new_resource(tmp_path):
    skip, go = tmp_path / "skip", tmp_path / "go"
    status, out = run(tmp_path, f"lo_thing '{skip}'\nlo_thing '{go}' do\n  extra 'x'\nend\n")
    assert status == 0, out
    assert Path(f"{skip}.set").read_text() == "false false"
    assert not Path(f"{skip}.after").exists()  # the return ended the action, quietly
    assert Path(f"{go}.set").read_text() == "true true"
    assert Path(f"{go}.after").read_text() == "yes"
    assert "ReturnSignal" not in out and "LocalJumpError" not in out


def test_unified_mode_holds_an_immediate_notification_until_its_target_is_declared(tmp_path):
    path = tmp_path / "chain"
    status, out = run(tmp_path, f"lo_thing '{path}' do\n  action :chain\nend\n")
    assert status == 0, out
    # the notification waits for ruby_block[later]: it runs after the marker declared before it
    assert Path(f"{path}.order").read_text() == "marker later "
    assert "ruby_block[later] action run" in out


def test_a_held_notification_whose_target_never_comes_fails_located(tmp_path):
    path = tmp_path / "dangling"
    status, out = run(tmp_path, f"lo_thing '{path}' do\n  action :dangling\nend\n")
    assert status == 1
    assert "ruby_block[nowhere] cannot be found in the resource collection" in out
    assert "resources/thing.rb:" in out


def test_a_validation_failure_in_an_action_is_headed_with_chefs_exception_name(tmp_path):
    status, out = run(tmp_path, f"lo_thing '{tmp_path / 'v'}' do\n  action :bad\nend\n")
    assert status == 1
    assert "    Chef::Exceptions::ValidationFailed\n    ----------------------------------\n" in out
    assert "Property mode must be one of: String, Integer, nil!  You passed :nope." in out
    assert "ValidationError" not in out
