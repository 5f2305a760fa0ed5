"""`Provider.busy`: a long step told to the formatters — its start, each line of a real
command's output as it comes, its end whatever way it ends, and no line after the end."""

from __future__ import annotations

import pytest

from toque.runtime import EventBus, LocalBackend, Provider, Recorder, Registry, RunContext


def provider() -> tuple[Provider, Recorder]:
    rec = Recorder()
    ctx = RunContext(backend=LocalBackend(), events=EventBus([rec]))
    resource = Registry.discover().build("execute", "x")
    return Provider(resource, resource.snapshot("run"), ctx, False), rec


def test_start_lines_end():
    p, rec = provider()
    with p.busy("counting") as line:
        p.backend.run(["sh", "-c", "echo one; echo two"], on_output=line)
    assert [e[0] for e in rec.events] == ["resource_busy"] * 3 + ["resource_idle"]
    assert rec.events[0][2:] == ("counting", None)
    assert sorted(e[3] for e in rec.events[1:3]) == ["one", "two"]


def test_the_end_is_told_when_the_step_fails_and_no_line_comes_after_it():
    p, rec = provider()
    with pytest.raises(RuntimeError), p.busy("failing") as line:
        raise RuntimeError("boom")
    line("a reader thread's late line")
    assert [e[0] for e in rec.events] == ["resource_busy", "resource_idle"]
