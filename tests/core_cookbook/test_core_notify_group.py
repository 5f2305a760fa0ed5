"""notify_group from the core cookbook (Chef's resource/notify_group.rb): :nothing by default;
running it marks it updated, so its own notifications fire; it prints nothing else."""

from __future__ import annotations

import io

import pytest

from toque.errors import ToqueError
from toque.session import RecipeSession

GROUP = """\
ruby_block 'stop' do
  block { ::File.write('{tmp}/order', 'stop ', mode: 'a') }
  action :nothing
end
ruby_block 'start' do
  block { ::File.write('{tmp}/order', 'start', mode: 'a') }
  action :nothing
end
notify_group 'restart' do
  notifies :run, 'ruby_block[stop]', :immediately
  notifies :run, 'ruby_block[start]', :immediately
end
file '{tmp}/conf' do
  content 'x'
  notifies :run, 'notify_group[restart]', :immediately
end
"""


def test_a_notified_group_runs_its_notifications_in_order(host):
    status, out = host.apply(GROUP.replace("{tmp}", str(host.tmp)))
    assert status == 0, out
    assert (host.tmp / "order").read_text() == "stop start"
    text = host.normal(out)
    assert "  * notify_group[restart] action nothing (skipped due to action :nothing)\n" in text
    assert "  * notify_group[restart] action run\n  * ruby_block[stop] action run\n" in text


def test_a_group_that_is_not_notified_does_nothing(host):
    text = GROUP.replace("{tmp}", str(host.tmp))
    (host.tmp / "conf").write_text("x")  # already converged: no notification
    status, out = host.apply(text)
    assert status == 0, out
    assert not (host.tmp / "order").exists()
    assert "notify_group[restart] action run" not in out


def test_action_run_marks_it_updated_and_prints_no_change_line(host):
    status, out = host.apply(
        "notify_group 'now' do\n  action :run\n"
        f"  notifies :create, 'file[{host.tmp}/fired]', :delayed\nend\n"
        f"file '{host.tmp}/fired' do\n  action :nothing\nend\n"
    )
    assert status == 0, out
    assert (host.tmp / "fired").exists()
    assert "  * notify_group[now] action run\n  * file[" in out  # no `- ` line, no (up to date)
    assert "2/3 resources updated" in out


def test_notify_group_works_from_a_cookbook_and_in_the_shell(host):
    host.book("app", {"recipes/default.rb": GROUP.replace("{tmp}", str(host.tmp))})
    status, out = host.client(["app"])
    assert status == 0, out
    assert (host.tmp / "order").read_text() == "stop start"
    shell = RecipeSession(io.StringIO())
    shell.eval("notify_group 'g' do\n  action :run\nend")
    shell.eval(f"file '{host.tmp}/s' do\n  content 'y'\nend")
    result = shell.converge()
    assert result.updated == 2 and (host.tmp / "s").read_text() == "y"


def test_notify_group_allows_only_run_and_nothing(host):
    # a misspelt name is suggested although the core's files load on first use
    with pytest.raises(ToqueError) as err:
        host.apply("notifygroup 'g'\n")
    assert "(did you mean notify_group" in str(err.value)
    with pytest.raises(ToqueError) as err:
        host.apply("notify_group 'g' do\n  action :start\nend\n")
    assert "recipe.rb:2:3: Option action must be equal to one of: :nothing, :run!" in str(err.value)
