"""Chef's handlers on toque's event bus: report handlers after a converge, exception handlers
after a failed one (with Chef::RunStatus), a failing handler logged, event handlers
(Chef.event_handler, Chef::EventDispatch::Base), and the chef_handler resource."""

from __future__ import annotations

import io
import json
from pathlib import Path

from run_status import apply

from toque.session import ApplyOptions

REPORT = """
class Report < Chef::Handler
  def report
    puts "REPORT #{success?} #{updated_resources.map(&:to_s).inspect} #{all_resources.size} " \\
         "#{node.class} #{elapsed_time >= 0} #{exception.inspect}"
  end
end
class Failure < Chef::Handler
  def report
    puts "FAILURE #{failed?} #{exception.class}: #{exception.message[0, 40]}"
  end
end
class Broken < Chef::Handler
  def report = raise("handler broke")
end
Chef::Config[:report_handlers] << Report.new << Broken.new
Chef::Config[:exception_handlers] << Failure.new
"""


def converge(tmp_path: Path, recipe: str, formatter: str = "doc") -> tuple[int, str]:
    path = tmp_path / "recipe.rb"
    path.write_text(recipe)
    out = io.StringIO()
    options = ApplyOptions(str(path), lock_file=str(tmp_path / "lock"), formatter=formatter)
    return apply(options, out), out.getvalue()


def test_report_handlers_run_after_a_converge_and_a_broken_one_is_logged(tmp_path, capfd):
    status, out = converge(tmp_path, REPORT + f'file "{tmp_path}/a" do\n  content "x"\nend\n')
    printed = capfd.readouterr().out
    assert status == 0
    assert f'REPORT true ["file[{tmp_path}/a]"] 1 Chef::Node true nil' in printed
    assert "FAILURE" not in printed
    assert "Running handlers:\n  - Report\n" in out
    assert "ERROR: Report handler Broken raised #<RuntimeError: handler broke>\n  - Broken\n" in out
    assert out.index("Running handlers complete") < out.index("Infra Phase complete")


def test_exception_handlers_run_after_a_failed_converge(tmp_path, capfd):
    status, out = converge(tmp_path, REPORT + 'execute "exit 3"\n')
    printed = capfd.readouterr().out
    assert status == 1
    assert "FAILURE true RuntimeError: execute[exit 3]" in printed and "REPORT" not in printed
    assert "Running handlers:\n  - Failure\nRunning handlers complete" in out


def test_event_handlers_hear_the_run_under_chefs_names(tmp_path, capfd):
    status, _ = converge(
        tmp_path,
        """
Chef.event_handler do
  on :resource_updated do |resource, action|
    puts "UPDATED #{resource} #{action.inspect}"
  end
  on :run_completed do |node, status|
    puts "COMPLETED #{status.success?} #{node.class}"
  end
end
class Starts < Chef::EventDispatch::Base
  def converge_start(run_context) = puts("CONVERGE #{run_context.resource_collection.size}")
  def resource_action_start(resource, action, *) = puts("START #{resource} #{action}")
end
Chef::Config[:event_handlers] << Starts.new
ruby_block "b" do
  block { nil }
end
""",
    )
    assert status == 0
    assert capfd.readouterr().out.splitlines() == [
        "CONVERGE 1",
        "START ruby_block[b] run",
        "UPDATED ruby_block[b] :run",
        "COMPLETED true Chef::Node",
    ]


HANDLER = """
module Acme
  class Mail < Chef::Handler
    def initialize(to) = @to = to
    def report = puts("MAIL #{@to} #{success?}")
  end
end
"""


def test_the_chef_handler_resource_enables_a_handler_from_its_source(tmp_path, capfd):
    (tmp_path / "handler.rb").write_text(HANDLER)
    declare = (
        f"chef_handler 'Acme::Mail' do\n  source '{tmp_path}/handler.rb'\n"
        "  arguments ['ops@example.com']\n  type report: true\nend\n"
    )
    status, out = converge(tmp_path, declare + declare)  # the second one: already enabled
    assert status == 0
    assert out.count("- enable Acme::Mail as a report handler") == 1
    assert "chef_handler[Acme::Mail] action enable (up to date)" in out
    assert "MAIL ops@example.com true" in capfd.readouterr().out
    assert "Running handlers:\n  - Acme::Mail\n" in out


def test_json_output_has_the_handler_events(tmp_path):
    status, out = converge(tmp_path, REPORT.replace(" << Broken.new", "") + "log 'x'\n", "json")
    events = [json.loads(line) for line in out.splitlines() if line.startswith("{")]
    names = [e["event"] for e in events]
    assert status == 0
    assert names[-4:] == [
        "handlers_start",
        "handler_executed",
        "handlers_completed",
        "run_complete",
    ]
    assert events[-3]["name"] == "Report"
