"""cron: entries in a user's crontab under Chef's "# Chef Name:" marker, via the real crontab."""

from __future__ import annotations

import subprocess

import pytest


@pytest.fixture
def owner(host) -> str:
    """A fresh user whose crontab the test may change (the fixture removes both)."""
    name = host.user("c")
    subprocess.run(["useradd", "-M", name], check=True)
    return name


def crontab(user: str) -> str:
    result = subprocess.run(["crontab", "-l", "-u", user], capture_output=True, text=True)
    return result.stdout if result.returncode == 0 else ""


def job(owner: str, name: str = "noop", body: str = "", action: str = "") -> str:
    extra = f"  action :{action}\n" if action else ""
    return f"cron '{name}' do\n  user '{owner}'\n{body}{extra}end\n"


NOOP = """\
  minute 0
  hour '5'
  weekday :monday
  mailto 'ops@example.com'
  environment 'GREETING' => 'hello'
  command '/bin/true'
"""


def test_add_then_up_to_date_then_update_keeping_other_lines(host, owner):
    subprocess.run(["crontab", "-u", owner, "-"], input="# mine\n1 2 3 4 5 /bin/mine\n",
                   text=True, check=True)  # fmt: skip
    status, out = host.apply(job(owner, body=NOOP))
    assert status == 0, out
    assert "  * cron[noop] action create\n    - add crontab entry for cron[noop]\n" in out
    assert crontab(owner) == (
        "# mine\n1 2 3 4 5 /bin/mine\n"
        "# Chef Name: noop\n"
        'MAILTO="ops@example.com"\n'
        "GREETING=hello\n"
        "0 5 * * 1 /bin/true\n"
    )
    status, out = host.apply(job(owner, body=NOOP))
    assert "  * cron[noop] action create (up to date)\n" in out and "0/1 resources" in out
    status, out = host.apply(job(owner, body=NOOP.replace("'5'", "'6'")))
    assert "    - update crontab entry for cron[noop]\n" in out
    assert crontab(owner).splitlines()[-1] == "0 6 * * 1 /bin/true"
    assert crontab(owner).count("# Chef Name: noop") == 1
    assert crontab(owner).startswith("# mine\n1 2 3 4 5 /bin/mine\n")


def test_time_shortcut_time_out_and_environment_variables(host, owner):
    body = ("  time :daily\n  path '/usr/bin'\n  shell '/bin/bash'\n  home '/srv'\n"
            "  time_out 'duration' => '10', 'signal' => 'KILL', 'preserve-status' => 'true'\n"
            "  command '/usr/bin/backup'\n")  # fmt: skip
    status, out = host.apply(job(owner, "backup", body))
    assert status == 0, out
    assert crontab(owner) == (
        "# Chef Name: backup\n"
        'PATH="/usr/bin"\nSHELL="/bin/bash"\nHOME="/srv"\n'
        "@daily timeout --preserve-status --signal KILL 10; /usr/bin/backup\n"
    )
    # as in Chef, the entry read back has the timeout prefix in its command: rewritten each run
    assert "update crontab entry for cron[backup]" in host.apply(job(owner, "backup", body))[1]
    body = "  time :hourly\n  environment 'MAILTO' => 'a@b.c'\n  command 'x'\n"
    status, out = host.apply(job(owner, "hourly", body))
    assert "WARN: hourly: the environment property contains the 'MAILTO' variable" in out
    assert '# Chef Name: hourly\nMAILTO="a@b.c"\n@hourly x\n' in crontab(owner)
    assert "(up to date)" in host.apply(job(owner, "hourly", body))[1]


def test_why_run_reports_and_changes_nothing(host, owner):
    status, out = host.apply(job(owner, body=NOOP), why_run=True)
    assert status == 0 and "    - Would add crontab entry for cron[noop]\n" in out
    assert crontab(owner) == ""
    host.apply(job(owner, body=NOOP))
    before = crontab(owner)
    status, out = host.apply(job(owner, body=NOOP.replace("0\n", "30\n", 1)), why_run=True)
    assert "    - Would update crontab entry for cron[noop]\n" in out
    status, out = host.apply(job(owner, action="delete"), why_run=True)
    assert "    - Would save unmodified crontab\n" in out and crontab(owner) == before


def test_delete_removes_the_entry_and_its_variables(host, owner):
    host.apply(job(owner, body=NOOP) + job(owner, "other", "  command '/bin/other'\n"))
    status, out = host.apply(job(owner, action="delete"))
    # Chef's wording: its "found" flag is false again once the job line is dropped
    assert "  * cron[noop] action delete\n    - save unmodified crontab\n" in out
    assert crontab(owner) == "# Chef Name: other\n* * * * * /bin/other\n"
    assert "(up to date)" in host.apply(job(owner, action="delete"))[1]


def test_failures_carry_chefs_messages(host, owner):
    status, out = host.apply(job(owner, body="  minute 61\n  command 'x'\n"))
    assert status == 1 and "Option minute's value 61 should be a valid minute spec!" in out
    status, out = host.apply(job(owner, body="  time :fortnightly\n  command 'x'\n"))
    assert status == 1 and "Option time must be equal to one of: :reboot, :yearly" in out
    status, out = host.apply(job(owner, body="  time_out 'bogus' => '1'\n  command 'x'\n"))
    assert status == 1 and 'You passed "bogus".' in out and "recipe.rb:3" in out
    status, out = host.apply(job(owner))
    assert status == 1 and "command is a required property" in out
    body = "  mailto 'a@b.c'\n  environment 'MAILTO' => 'x@y.z'\n  command 'x'\n"
    status, out = host.apply(job(owner, body=body))
    assert status == 1 and "Chef::Exceptions::Cron" in out
    assert "noop: the 'MAILTO' property is set and environment property also contains" in out
    status, out = host.apply(job("tqnosuchuser", body="  command 'x'\n"))
    assert status == 1
    assert "Error updating state of noop, error: Expected process to exit with [0]" in out
    assert "---- Begin output of crontab -u tqnosuchuser - ----" in out


def test_json_events(host, owner):
    events = host.events(job(owner, body=NOOP))
    updates = [e for e in events if e["event"] == "resource_update"]
    assert len(updates) == 1 and updates[0]["resource"]["resource"] == "cron[noop]"
    assert "add crontab entry for cron[noop]" in str(updates[0])
    kinds = [e["event"] for e in host.events(job(owner, body=NOOP))]
    assert "resource_up_to_date" in kinds and "resource_update" not in kinds
