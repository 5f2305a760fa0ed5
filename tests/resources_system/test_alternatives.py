"""alternatives: real update-alternatives calls on a uniquely named link group (links under
tmp_path), removed with --remove-all afterwards."""

from __future__ import annotations

import subprocess
import uuid

import pytest
from system_events import have, updated


@pytest.fixture
def group(host):
    if not have("update-alternatives"):
        pytest.skip("update-alternatives is Debian's; CI runs Debian")
    name = f"tq-alt-{uuid.uuid4().hex[:6]}"
    yield name
    subprocess.run(["update-alternatives", "--remove-all", name], capture_output=True, check=False)


def alt(name: str, action: str, path: str = "/bin/true", priority: str = "10") -> str:
    return (f"alternatives '{name}' do\n  link '/T/{name}'\n  path '{path}'\n"
            f"  priority {priority}\n  action :{action}\nend\n")  # fmt: skip


def run(host, text: str, **kw):
    return host.apply(text.replace("/T", str(host.tmp)), **kw)


def test_install_set_then_up_to_date(host, group):
    status, out = run(host, alt(group, "install"))
    assert status == 0, out
    assert f"    - adding alternative /T/{group} {group} /bin/true 10\n" in out
    assert (host.tmp / group).is_symlink()  # the link, through /etc/alternatives
    assert (
        "/bin/true - priority 10"
        in subprocess.run(
            ["update-alternatives", "--display", group], capture_output=True, text=True
        ).stdout
    )
    status, out = run(host, alt(group, "install"))
    assert "Infra Phase complete, 0/1 resources updated" in out
    status, out = run(host, alt(group, "install", "/bin/false", "'20'"))  # a String priority
    assert f"adding alternative /T/{group} {group} /bin/false 20" in out
    status, out = run(host, alt(group, "set"))
    assert f"    - setting alternative {group} /bin/true\n" in out
    assert "Infra Phase complete, 0/1" in run(host, alt(group, "set"))[1]


def test_remove_auto_refresh(host, group):
    run(host, alt(group, "install"))
    run(host, alt(group, "install", "/bin/false", "20"))
    status, out = run(host, alt(group, "remove", "/bin/false"))
    assert f"    - removing alternative {group} /bin/false\n" in out
    assert "Infra Phase complete, 0/1" in run(host, alt(group, "remove", "/bin/false"))[1]
    assert f"    - setting auto alternative {group}\n" in run(host, alt(group, "auto"))[1]
    assert f"    - refreshing alternative {group}\n" in run(host, alt(group, "refresh"))[1]


def test_requirements_with_chefs_messages_and_why_run(host, group):
    status, out = run(host, f"alternatives '{group}' do\n  path '/bin/true'\nend\n")
    assert status == 1
    assert f"Could not set alternatives for {group}, you must provide the :priority property" in out
    status, out = run(host, alt(group, "install", "/nonexistent/tq"))
    assert status == 1 and f"Could not set alternatives for {group}, missing /nonexistent/tq" in out
    status, out = run(host, alt(group, "install", "/nonexistent/tq"), why_run=True)
    assert status == 0, out
    assert "Assuming file /nonexistent/tq already exists or was created already" in out
    status, out = run(host, alt(group, "install"), why_run=True)
    assert f"    - Would adding alternative /T/{group} {group} /bin/true 10" in out  # Chef's words


def test_json(host, group):
    events = host.events(alt(group, "install").replace("/T", str(host.tmp)))
    assert updated(events) == [f"alternatives[{group}]"]
