"""A package manager at work is told to the formatters (issue 16): `resource_busy` with what
it does and to which packages, each line it prints, then `resource_idle`, before the
change is reported; nothing when the resource is up to date."""

from __future__ import annotations

from typing import Any

import pytest

from toque.runtime.backends import CommandResult


def busy_events(run: Any) -> list[tuple[Any, ...]]:
    names = ("resource_busy", "resource_idle", "resource_update")
    return [(e[0], *e[2:]) for e in run.recorder.events if e[0] in names]


def test_an_install_is_busy_until_the_package_manager_ends(host):
    host.backend.available.update({"curl": "7.81-1", "wget": "1.21-1"})
    host.add("package", ["curl", "wget"])
    run = host.converge()
    assert run.error is None
    events = busy_events(run)
    assert events[:2] == [("resource_busy", "installing curl, wget", None), ("resource_idle",)]
    assert events[2][0] == "resource_update"


@pytest.mark.parametrize(
    ("action", "installed", "doing"),
    [("upgrade", "1.0", "upgrading"), ("remove", "1.2", "removing"),
     ("purge", "1.2", "purging"), ("lock", "1.2", "locking")],
)  # fmt: skip
def test_each_action_says_what_it_does(host, action, installed, doing):
    host.backend.installed["curl"] = installed
    host.backend.available["curl"] = "1.2"
    host.add("package", "curl", action=action)
    assert busy_events(host.converge())[0] == ("resource_busy", f"{doing} curl", None)


def test_up_to_date_is_never_busy(host):
    host.backend.installed["curl"] = "1.2"
    host.add("package", "curl")
    assert busy_events(host.converge()) == []


def test_each_line_the_package_manager_prints_is_told(host):
    backend = host.backend
    answer = backend.run

    def run(command: Any, **kw: Any) -> CommandResult:
        result = answer(command, **kw)
        if kw.get("on_output") and "install" in command:
            for line in ("Reading package lists...", "Unpacking curl (7.81-1) ..."):
                kw["on_output"](line)
        return result

    backend.run = run  # type: ignore[method-assign]
    backend.available["curl"] = "7.81-1"
    host.add("package", "curl")
    assert busy_events(host.converge())[:4] == [
        ("resource_busy", "installing curl", None),
        ("resource_busy", "installing curl", "Reading package lists..."),
        ("resource_busy", "installing curl", "Unpacking curl (7.81-1) ..."),
        ("resource_idle",),
    ]
