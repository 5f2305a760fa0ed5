"""Chef::Resource::Notification built by a library and queued with
run_context.add_delayed_action: the target runs with the delayed notifications, a duplicate
is not queued twice, an unknown "type[name]" is Chef's ResourceNotFound; and
resource_collection.find / `resources` raise that error too."""

from __future__ import annotations

import io
from pathlib import Path

from run_status import apply

from toque.session import ApplyOptions

RECIPE = """
log 'target' do
  message 'target ran'
  action :nothing
end
f = file '{path}' do
  content 'x'
end
n = Chef::Resource::Notification.new('log[target]', 'write', f)
n.fix_resource_reference(run_context.resource_collection)
p n.resource.to_s, n.action, n.notifying_resource.to_s, n == Chef::Resource::Notification.new(n.resource, :write, f)
run_context.root_run_context.add_delayed_action(n)
run_context.root_run_context.add_delayed_action(Chef::Resource::Notification.new(n.resource, :write, f))
p run_context.delayed_actions.size, run_context.delayed_actions.first.duplicates?(n)
[lambda do Chef::Resource::Notification.new('log[nope]', :write, f).fix_resource_reference(run_context.resource_collection) end,
 lambda do run_context.resource_collection.find('log[nope]') end,
 lambda do resources(log: 'nope') end,
 lambda do n.duplicates?(1) end].each do |bad|
  bad.call
rescue Chef::Exceptions::ResourceNotFound, ArgumentError => e
  puts "#{e.class}: #{e.message.lines.first.strip}"
end
"""


def test_a_library_notification_runs_delayed_once(tmp_path: Path, capsys):
    recipe = tmp_path / "r.rb"
    recipe.write_text(RECIPE.replace("{path}", str(tmp_path / "x")))
    out = io.StringIO()
    options = ApplyOptions(str(recipe), lock_file=str(tmp_path / "lock"), log_level="info")
    assert apply(options, out) == 0, out.getvalue()
    printed = capsys.readouterr().out.splitlines()
    assert printed == [
        '"log[target]"', ":write", f'"file[{tmp_path / "x"}]"', "true",
        "1", "true",
        f"Chef::Exceptions::ResourceNotFound: resource file[{tmp_path / 'x'}] is configured to "
        "notify resource log[nope] with action write, but log[nope] cannot be found in the "
        f"resource collection. file[{tmp_path / 'x'}] is defined in {recipe}:6",
        "Chef::Exceptions::ResourceNotFound: Cannot find a resource matching log[nope] (did you "
        "define it first?)",
        "Chef::Exceptions::ResourceNotFound: Cannot find a resource matching log[nope] (did you "
        "define it first?)",
        "ArgumentError: only duck-types of Chef::Resource::Notification can be checked for "
        "duplication you gave 1",
    ]  # fmt: skip
    text = out.getvalue()
    assert "not queuing delayed action write on log[target] (delayed)" in text
    converge = text.split("Converging")[1]
    assert converge.index("action create") < converge.index("log[target] action write")
    assert "target ran" in converge
