"""chef_client_cron and chef_client_systemd_timer: the cron.d file and the systemd units they
write (uniquely named, removed afterwards; systemctl is a stand-in), idempotence, why-run,
json, :remove and Chef's validation messages."""

from __future__ import annotations

import os
import uuid
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(
    os.geteuid() != 0, reason="writes /etc/cron.d and /etc/systemd (CI runs as root)"
)


@pytest.fixture
def job():
    name = f"toque-test-{uuid.uuid4().hex[:8]}"
    yield name
    for path in (f"/etc/cron.d/{name}", f"/etc/systemd/system/{name}.service",
                 f"/etc/systemd/system/{name}.timer"):  # fmt: skip
        Path(path).unlink(missing_ok=True)


def test_cron_written_once_then_removed(host, tmp_path, job):
    text = (f"chef_client_cron 'run' do\n  job_name '{job}'\n  log_directory '{tmp_path}/log'\n"
            "  minute 15\n  nice '5'\n  mailto 'ops@example.com'\n  splay 0\n"
            "  chef_binary_path '/opt/chef/bin/chef-client'\n  accept_chef_license true\n"
            "  daemon_options ['--override-runlist base']\nend\n")  # fmt: skip
    status, out = host.apply(text, why_run=True)
    assert status == 0 and f"        - Would create new file /etc/cron.d/{job}\n" in out, out
    assert not Path(f"/etc/cron.d/{job}").exists()
    status, out = host.apply(text)
    assert status == 0, out
    line = Path(f"/etc/cron.d/{job}").read_text().splitlines()[-1]
    assert (
        line.startswith("15 * * * * root /bin/sleep 0; ")
        and " -n 5 /opt/chef/bin/chef-client " in line
    )
    assert line.endswith("--override-runlist base -c /etc/chef/client.rb --chef-license accept >> "
                         f"{tmp_path}/log/client.log 2>&1 || echo \"Chef Infra Client execution failed\"")  # fmt: skip
    assert oct((tmp_path / "log").stat().st_mode & 0o777) == "0o750"
    status, out = host.apply(text)
    assert "Infra Phase complete, 0/" in out, out
    status, out = host.apply(
        f"chef_client_cron 'run' do\n  job_name '{job}'\n  action :remove\nend\n"
    )
    assert status == 0 and not Path(f"/etc/cron.d/{job}").exists(), out


def test_cron_defaults_to_toque_client_and_a_stable_splay(host, tmp_path, job):
    text = f"chef_client_cron '{job}' do\n  job_name '{job}'\n  log_directory '{tmp_path}'\nend\n"
    host.apply(text)
    line = Path(f"/etc/cron.d/{job}").read_text().splitlines()[-1]
    assert (
        line.startswith("0,30 * * * * root /bin/sleep ")
        and " client -c /etc/chef/client.rb >> " in line
    )
    events = host.events(text)
    assert not any(e.get("event") == "resource_updated" for e in events)  # same splay every run


def test_cron_validation(host):
    status, out = host.apply("chef_client_cron 'x' do\n  minute 61\nend\n")
    assert status == 1 and "Option minute's value 61 should be a valid minute spec!" in out
    status, out = host.apply("chef_client_cron 'x' do\n  nice 30\nend\n")
    assert status == 1 and "Option nice's value 30 should be an Integer between -20 and 19!" in out


def test_systemd_timer_units_and_remove(host, fake_bin, job):
    fake_bin("systemctl", 'case "$*" in *is-enabled*) exit 1;; *is-active*) exit 3;; esac')
    text = (f"chef_client_systemd_timer 'run' do\n  job_name '{job}'\n  interval '1hr'\n"
            "  cpu_quota '50'\n  run_on_battery false\n  environment('HTTPS_PROXY' => 'http://p:3128')\n"
            "  chef_binary_path '/bin/true'\n  accept_chef_license true\nend\n")  # fmt: skip
    status, out = host.apply(text)
    assert status == 0, out
    assert (
        f"    * systemd_unit[{job}.timer] action enable\n      - enabling unit: {job}.timer\n"
        in out
    )
    service = Path(f"/etc/systemd/system/{job}.service").read_text()
    assert "ExecStart=/bin/true --chef-license accept -c /etc/chef/client.rb\n" in service
    assert (
        "CPUQuota=50%\n" in service
        and "After=network.target auditd.service\nConditionACPower=true\n" in service
    )
    assert (
        'Environment="HTTPS_PROXY=http://p:3128"\n' in service
        and "SuccessExitStatus=213\n" in service
    )
    timer = Path(f"/etc/systemd/system/{job}.timer").read_text()
    assert "OnUnitActiveSec=1hr\nRandomizedDelaySec=5min\n" in timer
    status, out = host.apply(
        f"chef_client_systemd_timer 'run' do\n  job_name '{job}'\n  action :remove\nend\n"
    )
    assert status == 0 and not Path(f"/etc/systemd/system/{job}.timer").exists(), out


def test_systemd_timer_why_run_and_validation(host, fake_bin, job):
    fake_bin("systemctl", 'case "$*" in *is-enabled*) exit 1;; *is-active*) exit 3;; esac')
    status, out = host.apply(
        f"chef_client_systemd_timer '{job}' do\n  job_name '{job}'\nend\n", why_run=True
    )
    assert (
        status == 0
        and "Would creating unit" in out
        and not Path(f"/etc/systemd/system/{job}.timer").exists()
    ), out
    status, out = host.apply("chef_client_systemd_timer 'x' do\n  cpu_quota 0\nend\n")
    assert status == 1 and "Option cpu_quota's value 0 should be a positive Integer!" in out
