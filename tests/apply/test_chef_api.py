"""Chef's Ruby namespace in recipes: Chef::Log, Chef::Config, shell_out, chef-utils, reopening."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from run_status import apply

from toque.session import ApplyOptions


def _run_recipe(tmp_path: Path, capsys, code: str) -> str:
    """What the recipe printed with `p` (Ruby's stdout is the process's)."""
    recipe = tmp_path / "r.rb"
    recipe.write_text(code + "\n")
    assert apply(ApplyOptions(str(recipe), lock_file=str(tmp_path / "lock")), io.StringIO()) == 0
    return capsys.readouterr().out


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


def test_chef_version_compares_as_a_version(tmp_path, capsys):
    out = _run_recipe(
        tmp_path,
        capsys,
        "p Chef::VERSION >= 18, Chef::VERSION < 17, Chef::VERSION > '18.4.2', "
        "Chef::VERSION == '18.5.0', Chef::VERSION.class",
    )
    assert out.splitlines()[:5] == ["true", "false", "true", "true", "Chef::VersionString"]


def test_chef_config_reads_like_mixlib_config(tmp_path, capsys):
    out = _run_recipe(
        tmp_path,
        capsys,
        "Chef::Config[:extra] = 1\n"
        "p Chef::Config['file_cache_path'], Chef::Config.file_cache_path, Chef::Config.extra",
    )
    assert out.splitlines()[:3] == ['"/var/chef/cache"', '"/var/chef/cache"', "1"]


def test_require_is_honest(tmp_path, capsys):
    """A library toque has loads and defines its constants; one it lacks raises LoadError
    (rescuable, as cookbooks guard optional gems), never a require that defines nothing."""
    code = """
p require('json'), require('json'), defined?(JSON)
begin
  require 'pg'
rescue LoadError => e
  p e.message
end
"""
    out = _run_recipe(tmp_path, capsys, code)
    assert out.splitlines()[:4] == [
        "true", "false", '"constant"', '"cannot load such file -- pg"'
    ]  # fmt: skip


def test_require_of_an_unknown_library_is_located(tmp_path):
    from toque.interpreter.dsl.ruby_errors import RecipeError

    with pytest.raises(RecipeError) as err:
        _run_recipe(tmp_path, None, "x = 1\nrequire 'no_such_gem'\n")
    assert "r.rb:2" in str(err.value) and "cannot load such file -- no_such_gem" in str(err.value)


def test_value_for_platform_and_family(tmp_path, capsys):
    code = """
plat, fam, ver = node['platform'], node['platform_family'], node['platform_version']
p value_for_platform([plat, 'other'] => { ver => 'exact', '>= 0.1' => 'range', 'default' => 'd' })
p value_for_platform(plat => { '>= 0.1' => 'range', 'default' => 'd' })
p value_for_platform(plat => { '< 0.1' => 'range', 'default' => 'd' })
p value_for_platform('nosuch' => { 'default' => 'n' }, 'default' => 'fallback')
p value_for_platform_family([fam, 'other'] => 'fam', 'default' => 'd')
p node.value_for_platform_family('nosuch' => 'n', 'default' => 'd')
"""
    out = _run_recipe(tmp_path, capsys, code)
    assert out.splitlines()[:6] == [
        '"exact"', '"range"', '"d"', '"fallback"', '"fam"', '"d"'
    ]  # fmt: skip


def test_chef_utils_family_helpers_follow_the_node(tmp_path, capsys):
    code = """
fam, plat = node['platform_family'], node['platform']
p rpm_based? == %w[rhel fedora amazon suse].include?(fam)
p redhat_based? == %w[rhel fedora].include?(fam)
p node.debian? == (fam == 'debian')
p send("#{plat}_platform?") if respond_to?("#{plat}_platform?")
"""
    out = _run_recipe(tmp_path, capsys, code).splitlines()
    assert out[:3] == ["true", "true", "true"]


def test_helpers_included_into_chef_dsl_recipe_reach_recipes(tmp_path, capsys):
    code = """
module MyHelpers
  def helped = 'helped'
end
Chef::DSL::Recipe.include(MyHelpers)
class Tool
  include Chef::Mixin::Which
  include Chef::Mixin::ShellOut
end
p helped, Tool.ancestors.include?(Chef::Mixin::Which)
"""
    assert _run_recipe(tmp_path, capsys, code).splitlines()[:2] == ['"helped"', "true"]


def test_helpers_included_into_template_context_reach_templates(tmp_path, capsys):
    (tmp_path / "t.erb").write_text("<%= shout('hi') %> <%= node['platform'] == '' %>\n")
    out = tmp_path / "out"
    _run_recipe(
        tmp_path,
        capsys,
        "module Shout\n  def shout(s) = s.upcase\nend\n"
        "Chef::Mixin::Template::TemplateContext.include(Shout)\n"
        f"template '{out}' do\n  source '{tmp_path / 't.erb'}'\n  local true\nend",
    )
    assert out.read_text() == "HI false\n"


def test_a_missing_constant_is_located(tmp_path):
    from toque.errors import ToqueError

    recipe = tmp_path / "r.rb"
    for code, name in (("Foo.include(Kernel)", "Foo"), ("x = Chef::Mixin::Nope", "Chef::Mixin::Nope"),
                       ("p ::Nope", "Nope")):  # fmt: skip
        recipe.write_text(f"x = 1\n{code}\n")
        try:
            apply(ApplyOptions(str(recipe), lock_file=str(tmp_path / "lock")), io.StringIO())
        except ToqueError as exc:
            text = exc.render()
        else:
            raise AssertionError("no error")
        assert text.startswith(f"{recipe}:2:1: NameError: uninitialized constant {name}"), text
        assert f"2 | {code}" in text


def test_resources_respond_to_their_properties(tmp_path, capsys):
    out = _run_recipe(
        tmp_path,
        capsys,
        f"f = file '{tmp_path / 'x'}' do\n  content 'x'\n  action :nothing\nend\n"
        "p [f.respond_to?(:content), f.respond_to?(:mode=), f.respond_to?(:nonsense),\n"
        "   f.method(:content).call]",
    )
    assert out.splitlines()[0] == '[true, true, false, "x"]'


def test_shell_out_of_a_missing_program_raises_enoent(tmp_path: Path, capsys):
    """mixlib-shellout execs a plain command directly: a missing program is Errno::ENOENT;
    through a shell (a metacharacter) it is the shell's status 127."""
    out = _run_recipe(
        tmp_path,
        capsys,
        """
begin
  shell_out("toque-no-such-program --flag")
rescue Errno::ENOENT => e
  p [e.class, e.message]
end
begin
  shell_out!(["toque-no-such-program", "x"])
rescue SystemCallError => e
  p e.class
end
p shell_out("toque-no-such-program 2>/dev/null").exitstatus
p shell_out("echo", "a  b").stdout
""",
    )
    assert out.splitlines() == [
        '[Errno::ENOENT, "No such file or directory - toque-no-such-program"]',
        "Errno::ENOENT",
        "127",
        '"a  b\\n"',
    ]


def test_an_os_error_in_a_library_call_is_a_located_errno(tmp_path: Path):
    """A Python OSError leaving a builtin becomes Errno::X at the recipe's line, no traceback."""
    from toque.errors import ToqueError

    recipe = tmp_path / "r.rb"
    recipe.write_text('x = 1\nDir.children("/toque/no/such/dir")\n')
    with pytest.raises(ToqueError) as info:
        apply(ApplyOptions(str(recipe), lock_file=str(tmp_path / "lock")), io.StringIO())
    assert "Errno::ENOENT" in str(info.value)
    assert info.value.span.line == 2


def test_chef_utils_virtualization_helpers_follow_ohais_facts(tmp_path, capsys):
    """chef-utils' docker?/virtual?/kvm?… read node['virtualization'] as Ohai fills it."""
    code = """
v = node['virtualization']
p docker? == (v['systems']['docker'] == 'guest')
p virtual? == (v['role'] == 'guest')
p physical? == !virtual?
p hypervisor? == (v['role'] == 'host')
p kvm? == (v['system'] == 'kvm' && v['role'] == 'guest')
p lxc_host? == (v['system'] == 'lxc' && v['role'] == 'host')
p node['languages']['ruby']['version'] >= '3.1'
p node['packages'].is_a?(Hash)
"""
    assert _run_recipe(tmp_path, capsys, code).splitlines() == ["true"] * 8
