"""The recipe DSL in detail: blocks, lazy values, guards, notifications, node attributes."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from run_status import apply

from toque.session import ApplyOptions


def converge(tmp_path: Path, recipe: str, **options) -> tuple[int, str]:
    path = tmp_path / "recipe.rb"
    path.write_text(recipe)
    out = io.StringIO()
    opts = ApplyOptions(recipe=str(path), lock_file=str(tmp_path / "lock"), **options)
    return apply(opts, out), out.getvalue()


def test_ruby_block_runs_and_sees_recipe_locals(tmp_path):
    target = tmp_path / "made"
    status, _ = converge(
        tmp_path,
        f'''
path = "{target}"
ruby_block "write" do
  block do
    ::File.write(path, "from ruby")
  end
end
''',
    )
    assert status == 0
    assert target.read_text() == "from ruby"


def test_why_run_skips_ruby_block_but_runs_whyrun_safe(tmp_path):
    a, b = tmp_path / "a", tmp_path / "b"
    status, out = converge(
        tmp_path,
        f'''
ruby_block "unsafe" do
  block {{ ::File.write("{a}", "x") }}
end
whyrun_safe_ruby_block "safe" do
  block {{ ::File.write("{b}", "x") }}
end
''',
        why_run=True,
    )
    assert status == 0
    assert not a.exists() and b.exists()


def test_lazy_values_resolve_at_converge_and_may_take_the_resource(tmp_path):
    out_file = tmp_path / "lazy.txt"
    status, _ = converge(
        tmp_path,
        f'''
counter = 1
file "{out_file}" do
  content lazy {{ |r| "#{{r.name.end_with?('lazy.txt')}} #{{counter}}" }}
end
counter = 2
''',
    )
    assert status == 0
    assert out_file.read_text() == "true 2"  # read at converge time, after counter = 2


def test_resources_are_values_and_notify_by_object(tmp_path):
    marker = tmp_path / "marker"
    status, out = converge(
        tmp_path,
        f'''
runner = execute "mark" do
  command "touch {marker}"
  action :nothing
end
f = file "{tmp_path}/x" do
  content "x"
  notifies :run, runner, :immediately
end
log "name is #{{f.name}} and content #{{f.content}}"
''',
    )
    assert status == 0
    assert marker.exists()


def test_guards_with_commands_options_and_blocks(tmp_path):
    status, out = converge(
        tmp_path,
        f'''
file "{tmp_path}/one" do
  content "1"
  only_if "test -d sub", cwd: "{tmp_path}"
end
file "{tmp_path}/two" do
  content "2"
  not_if {{ true }}
end
file "{tmp_path}/three" do
  content "3"
  only_if ["true"]
end
''',
    )
    assert status == 0
    assert not (tmp_path / "one").exists()
    assert not (tmp_path / "two").exists()
    assert (tmp_path / "three").exists()
    assert "(skipped due to only_if)" in out and "(skipped due to not_if)" in out


def test_compile_time_resources_and_run_action_act_during_compile(tmp_path):
    early = tmp_path / "early"
    status, _ = converge(
        tmp_path,
        f'''
directory "{early}" do
  compile_time true
end
seen = ::Dir.exist?("{early}")
file "{tmp_path}/seen" do
  content seen.to_s
end
''',
    )
    assert status == 0
    assert (tmp_path / "seen").read_text() == "true"


def test_a_compile_time_action_runs_once_then_the_resource_does_nothing(tmp_path):
    count = tmp_path / "count"
    status, out = converge(
        tmp_path,
        f'''
ruby_block "tally" do
  block {{ ::File.write("{count}", ::File.exist?("{count}") ? "2" : "1") }}
  compile_time true
end
''',
    )
    assert status == 0 and count.read_text() == "1"
    assert "ruby_block[tally] action nothing (skipped due to action :nothing)" in out


def test_compile_time_and_run_action_follow_the_same_why_run_rule(tmp_path):
    """Both compile-time paths run through one runner (issue 12 §2): with Chef::Config's
    why_run set by Ruby code (as `forced_why_run` does), they only report."""
    status, out = converge(
        tmp_path,
        f'''
Chef::Config[:why_run] = true
file "{tmp_path}/early" do
  content "x"
  compile_time true
end
file("{tmp_path}/now") {{ content "y"; action :nothing }}.run_action(:create)
Chef::Config[:why_run] = false
''',
    )
    assert status == 0, out
    assert not (tmp_path / "early").exists() and not (tmp_path / "now").exists()
    assert out.count("Would create new file") == 2


def test_notifications_of_compile_time_actions(tmp_path):
    log = tmp_path / "log"
    status, out = converge(
        tmp_path,
        f'''
def note(word) = ::File.write("{log}", word + " ", mode: "a")
ruby_block "target" do
  block {{ note("target") }}
  action :nothing
end
ruby_block "early" do
  block {{ note("early") }}
  notifies :run, "ruby_block[target]", :immediately
  compile_time true
end
r = ruby_block "later" do
  block {{ note("later") }}
  action :nothing
  notifies :run, "ruby_block[target]", :delayed
end
r.run_action(:run)
note("compiled")
''',
    )
    assert status == 0, out
    # immediate: at once, during compile; delayed: queued for the end of the converge
    assert log.read_text().split() == ["early", "target", "later", "compiled", "target"]


def test_an_immediate_notification_to_a_later_resource_at_compile_time_is_located(tmp_path):
    from toque.errors import ToqueError

    with pytest.raises(ToqueError) as caught:
        converge(tmp_path, 'log "early" do\n  notifies :write, "log[nowhere]", :immediately\n'
                 "  compile_time true\nend\n")  # fmt: skip
    assert "log[nowhere] cannot be found in the resource collection" in caught.value.message
    assert caught.value.span.line == 2


def test_lazy_values_nested_in_template_variables_resolve_at_converge(tmp_path):
    (tmp_path / "t.erb").write_text("<%= @port %> <%= @hosts.join(',') %> <%= @opts['a'] %>")
    status, out = converge(
        tmp_path,
        f'''
port = 1
template "{tmp_path}/out" do
  source "{tmp_path}/t.erb"
  local true
  variables(port: lazy {{ port }}, hosts: [lazy {{ "a" }}, "b"], opts: {{ "a" => lazy {{ 3 }} }})
end
port = 8080
''',
    )
    assert status == 0, out
    assert (tmp_path / "out").read_text() == "8080 a,b 3"


def test_node_attributes_from_json(tmp_path):
    attrs = tmp_path / "attrs.json"
    attrs.write_text(json.dumps({"app": {"port": 8080, "name": "web"}}))
    status, _ = converge(
        tmp_path,
        f'''
file "{tmp_path}/conf" do
  content "#{{node['app']['name']}}:#{{node['app']['port']}}"
end
''',
        attributes=str(attrs),
    )
    assert status == 0
    assert (tmp_path / "conf").read_text() == "web:8080"


def test_subscribes(tmp_path):
    marker = tmp_path / "marker"
    status, _ = converge(
        tmp_path,
        f'''
file "{tmp_path}/conf" do
  content "v1"
end
execute "reload" do
  command "touch {marker}"
  action :nothing
  subscribes :run, "file[{tmp_path}/conf]", :delayed
end
''',
    )
    assert status == 0 and marker.exists()


def test_json_formatter_prints_one_event_per_line(tmp_path):
    status, out = converge(
        tmp_path, f'file "{tmp_path}/x" do\n  content "x"\nend\n', formatter="json"
    )
    assert status == 0
    events = [json.loads(line) for line in out.splitlines() if line.strip()]
    assert events and all(isinstance(e, dict) for e in events)


@pytest.mark.parametrize(
    "bad, message",
    [
        ('file "/tmp/x" do\n  mode :wrong\nend\n', "mode"),
        ('file "/tmp/x" do\n  action :explode\nend\n', "Option action must be equal to one of"),
        ('file "/tmp/x" do\n  notifies :run, "execute[missing]"\nend\n', "execute[missing]"),
    ],
)
def test_bad_recipes_fail_with_their_place(tmp_path, bad, message):
    from toque.errors import ToqueError

    with pytest.raises(ToqueError) as info:
        converge(tmp_path, bad)
    assert message in info.value.render()
    assert "recipe.rb:" in info.value.render()


def test_node_has_host_facts_precedence_levels_and_a_read_only_merged_view(tmp_path):
    attrs = tmp_path / "attrs.json"
    attrs.write_text(json.dumps({"app": {"port": 1}}))
    status, _ = converge(
        tmp_path,
        f'''
node.default["app"]["port"] = 8080
node.default["app"]["name"] = "web"
refused = begin
  node["app"] = 1
  "no"
rescue NoMethodError => e
  e.message.start_with?("Node attributes are read-only") ? "yes" : e.message
end
file "{tmp_path}/conf" do
  content [node["app"]["port"], node["app"]["name"], refused, node["platform"].nil?].join(" ")
end
''',
        attributes=str(attrs),
    )
    assert status == 0
    # -j gives normal attributes, which beat defaults
    assert (tmp_path / "conf").read_text() == "1 web yes false"
