"""apt_update, and package/service declared in Ruby recipes: notifications, nameless apt_update."""

import io
import os
import time

from toque.runtime import EventBus, RunContext, Runner
from toque.runtime.formatters.doc import DocFormatter
from toque.session import compile_recipe

STAMP = "/var/lib/apt/periodic/update-success-stamp"


def test_periodic_updates_once_then_waits_for_the_frequency(host, tmp_path):
    host.add("apt_update", "")
    run = host.converge()
    assert "    - update new lists of packages\n" in run.out
    assert host.backend.ran("apt-get") == ["apt-get -q update"]
    assert (tmp_path / STAMP[1:]).exists()
    assert (tmp_path / "etc/apt/apt.conf.d/15update-stamp").read_text().startswith("APT::Update")
    again = host.converge()
    assert "(up to date)" in again.out and host.backend.ran("apt-get") == []
    old = time.time() - 90_000
    os.utime(tmp_path / STAMP[1:], (old, old))
    assert "update new lists" in host.converge().out


def test_update_always_runs_and_why_run_does_not(host):
    host.add("apt_update", "now", action="update", frequency=10)
    assert "    - Would force update new lists of packages\n" in host.converge(why_run=True).out
    assert host.backend.ran("apt-get") == []
    assert host.converge().out.count("force update") == 1
    assert host.converge().out.count("force update") == 1


def test_apt_update_does_nothing_off_debian(host):
    host.facts["platform_family"] = "rhel"
    host.add("apt_update", "")
    assert "(up to date)" in host.converge().out and host.backend.commands == []


def converge_recipe(tmp_path, backend, code):
    recipe = tmp_path / "site.rb"
    recipe.write_text(code)
    out = io.StringIO()
    ctx = RunContext(backend=backend, events=EventBus([DocFormatter(out, color=False)]))
    ctx = compile_recipe(str(recipe), ctx).ctx
    ctx.node.automatic["platform_family"] = "debian"
    ctx.node.automatic["init_package"] = "systemd"
    Runner(ctx).converge()
    return out.getvalue()


RECIPE = """
apt_update
package %w(nginx curl)
package 'tzdata' do
  version '2024a'
  notifies :restart, 'service[nginx]'
end
service 'nginx' do
  supports restart: true, status: true, reload: true
  action [:enable, :start]
end
"""


def test_recipe_with_packages_and_a_notified_service(tmp_path, host):
    backend = host.backend  # a FakeHost (conftest), not imported: conftest names clash
    backend.available.update(nginx="1.24", curl="8.5", tzdata="2024b")
    out = converge_recipe(tmp_path, backend, RECIPE)
    assert "  * apt_update[] action periodic\n" in out
    assert "    - install version 1.24 of package nginx\n" in out
    assert "    - install version 2024a of package tzdata\n" in out
    assert "    - restart service service[nginx]\n" in out
    keep = "-o Dpkg::Options::=--force-confdef -o Dpkg::Options::=--force-confold"
    assert backend.ran("apt-get -q -y") == [f"apt-get -q -y {keep} install nginx=1.24 curl=8.5",
                                            f"apt-get -q -y {keep} install tzdata=2024a"]  # fmt: skip
    assert backend.ran("systemctl") == [
        "systemctl is-active --quiet nginx", "systemctl is-enabled --quiet nginx",
        "systemctl enable nginx",
        "systemctl is-active --quiet nginx", "systemctl is-enabled --quiet nginx",
        "systemctl start nginx",
        "systemctl is-active --quiet nginx", "systemctl is-enabled --quiet nginx",
        "systemctl restart nginx",
    ]  # fmt: skip
    backend.commands.clear()
    out = converge_recipe(tmp_path, backend, RECIPE)
    assert "restart service" not in out and out.count("(up to date)") == 5
