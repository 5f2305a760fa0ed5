"""reboot: requests are recorded on the run and the run exits 35 (Chef's "reboot scheduled");
the host is never rebooted. :reboot_now stops the converge there, delayed notifications too."""

from __future__ import annotations

from system_events import updated

from toque.cli import main

LATER = "reboot 'later' do\n  action :request_reboot\n  reason 'new kernel'\n  delay_mins 2\nend\n"


def cli(host, text: str, *flags: str) -> int:
    (host.tmp / "r.rb").write_text(text)
    return main(["apply", str(host.tmp / "r.rb"), "--lock-file", str(host.tmp / "lock"), *flags])


def test_a_request_is_recorded_and_the_run_exits_35(host, capsys):
    assert cli(host, LATER + "log 'after'\n") == 35
    out, err = capsys.readouterr()
    assert "  * reboot[later] action request_reboot\n" in out
    assert "WARN: Reboot requested:'later'" in out
    assert "    - request a system reboot to occur if the run succeeds\n" in out
    assert "  * log[after] action write" in out  # the run goes on to the end
    assert "reboot requested by reboot[later] (reason: new kernel, delay: 2 min)" in err
    assert "exiting 35 (reboot scheduled)" in err


def test_reboot_now_stops_the_run_and_its_delayed_notifications(host, capsys):
    text = ("log 'queued' do\n  action :nothing\nend\n"
            "execute 'true' do\n  notifies :write, 'log[queued]'\nend\n"
            "reboot 'now' do\n  action :reboot_now\nend\nlog 'never'\n")  # fmt: skip
    assert cli(host, text) == 35
    out, _ = capsys.readouterr()
    assert "    - rebooting the system immediately\n" in out
    assert "log[never]" not in out and "log[queued] action write" not in out


def test_cancel_withdraws_the_request_and_nothing_is_the_default(host, capsys):
    text = LATER + "reboot 'no' do\n  action :cancel\nend\nreboot 'idle'\n"
    assert cli(host, text) == 0
    out, _ = capsys.readouterr()
    assert "WARN: Reboot canceled: 'no'" in out
    assert "    - cancel any existing end-of-run reboot request" in out
    assert "  * reboot[idle] action nothing (skipped due to action :nothing)" in out


def test_why_run_requests_nothing(host, capsys):
    assert cli(host, LATER, "--why-run") == 0
    out, _ = capsys.readouterr()
    assert "    - Would request a system reboot to occur if the run succeeds" in out


def test_bad_properties_and_json(host):
    status, out = host.apply("reboot 'x' do\n  delay_mins '5'\nend\n")
    assert status == 1 and 'Property delay_mins must be one of: Integer!  You passed "5".' in out
    status, out = host.apply("reboot 'x' do\n  action :reboot\nend\n")
    assert "Option action must be equal to one of: :nothing, :request_reboot, :reboot_now, " \
           ":cancel!  You passed :reboot." in out  # fmt: skip
    assert updated(host.events(LATER)) == ["reboot[later]"]
