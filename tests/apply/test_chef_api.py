"""Chef's Ruby namespace in recipes: Chef::Log, Chef::Config, shell_out, chef-utils, reopening."""

from __future__ import annotations

import io
from pathlib import Path

from toque.session import ApplyOptions, apply


def test_chef_namespace(tmp_path: Path):
    out_file = tmp_path / "out"
    recipe = tmp_path / "r.rb"
    recipe.write_text(f'''
Chef::Log.warn("from Chef::Log")
result = shell_out("echo hi; echo err >&2")
failed = begin
  shell_out!("exit 3")
  "no"
rescue Mixlib::ShellOut::ShellCommandFailed => e
  e.message.include?("received '3'") ? "yes" : e.message
end
class Chef::Recipe
  def reopened; "reopened"; end
end
module Helpers
  def helped; "helped"; end
end
Chef::Recipe.send(:include, Helpers)
caught = begin
  raise Chef::Exceptions::ValidationFailed, "bad"
rescue Chef::Exceptions::ValidationFailed => e
  e.message
end
file "{out_file}" do
  content [result.stdout.strip, result.stderr.strip, result.exitstatus, failed, linux?,
           Chef::VERSION.split(".").size, Chef::Config[:file_cache_path].is_a?(String),
           reopened, helped, caught, which("sh").is_a?(String)].join(",")
end
''')
    out = io.StringIO()
    status = apply(ApplyOptions(recipe=str(recipe), lock_file=str(tmp_path / "lock")), out)
    assert status == 0, out.getvalue()
    assert out_file.read_text() == "hi,err,0,yes,true,3,true,reopened,helped,bad,true"
    assert "WARN: from Chef::Log" in out.getvalue()
