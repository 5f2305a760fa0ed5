"""notifies / subscribes: timings, de-duplication, order, failures, resolution errors."""

import pytest

from toque.runtime import PyDeferred
from toque.runtime.errors import MultipleFailures, ResourceNotFound, ValidationError
from toque.source import Span


def recorder_block(log, name):
    return PyDeferred(lambda: log.append(name), text="{ … }")


def test_delayed_runs_at_the_end_deduplicated_in_queue_order(h):
    log = []
    h.add("ruby_block", "t1", action="nothing", block=recorder_block(log, "t1"))
    h.add("ruby_block", "t2", action="nothing", block=recorder_block(log, "t2"))
    a = h.add("ruby_block", "a", block=recorder_block(log, "a"))
    a.notifies("run", "ruby_block[t2]")
    a.notifies("run", "ruby_block[t1]")
    b = h.add("ruby_block", "b", block=recorder_block(log, "b"))
    b.notifies("run", "ruby_block[t2]", "delayed")
    h.converge()
    assert log == ["a", "b", "t2", "t1"]


def test_immediate_runs_right_away_and_is_not_deduplicated(h):
    log = []
    h.add("ruby_block", "t", action="nothing", block=recorder_block(log, "t"))
    for name in ("a", "b"):
        r = h.add("ruby_block", name, block=recorder_block(log, name))
        r.notifies("run", "ruby_block[t]", "immediately")
    h.add("ruby_block", "c", block=recorder_block(log, "c"))
    h.converge()
    assert log == ["a", "t", "b", "t", "c"]


def test_before_runs_the_target_before_an_updating_action(h):
    log = []
    h.add("ruby_block", "stop", action="nothing", block=recorder_block(log, "stop"))
    f = h.add("file", h.path("cfg"), content="new")
    f.notifies("run", "ruby_block[stop]", "before")
    run = h.converge()
    assert log == ["stop"]
    assert run.out.count(f"* file[{h.path('cfg')}] action create") == 2  # preview + real
    h2 = h.converge()  # up to date: the preview would not update, no before-notification
    assert log == ["stop"] and "Would" not in h2.out


def test_notifications_only_fire_on_update(h):
    log = []
    h.tmp.joinpath("same").write_text("x")
    h.add("ruby_block", "t", action="nothing", block=recorder_block(log, "t"))
    h.add("file", h.path("same"), content="x").notifies("run", "ruby_block[t]", "immediate")
    skipped = h.add("file", h.path("skipped"), content="x")
    skipped.only_if("false")
    skipped.notifies("run", "ruby_block[t]")
    h.converge()
    assert log == []


def test_subscribes(h):
    log = []
    h.add("file", h.path("a"), content="a")
    t = h.add("ruby_block", "t", action="nothing", block=recorder_block(log, "t"))
    t.subscribes("run", [f"file[{h.path('a')}]", "file[/never/declared]"], "immediately")
    run = h.converge()
    assert log == ["t"] and run.error is None
    assert any("not in the resource collection" in e[2] for e in run.events("log"))


def test_notification_targets_as_objects_tuples_and_hashes(h):
    log = []
    t = h.add("ruby_block", "t", action="nothing", block=recorder_block(log, "t"))
    h.add("log", "x")
    h.add("ruby_block", "a", block=recorder_block(log, "a")).notifies("run", t, "immediate")
    h.add("ruby_block", "b", block=recorder_block(log, "b")).notifies(
        "run", ("ruby_block", "t"), "immediate"
    )
    h.add("ruby_block", "c", block=recorder_block(log, "c")).notifies(
        "run", {"ruby_block": "t"}, "immediate"
    )
    h.converge()
    assert log == ["a", "t", "b", "t", "c", "t"]


def test_missing_target_fails_before_anything_converges(h):
    h.add("file", h.path("first"), content="x")
    late = h.add("file", h.path("late"), content="x")
    late.notifies("restart", "service[nginx]", span=Span("site.rb", 42, 3))
    run = h.converge()
    assert isinstance(run.error, ResourceNotFound)
    assert run.error.span == Span("site.rb", 42, 3)
    assert "is configured to notify resource service[nginx] with action restart" in str(run.error)
    assert not h.tmp.joinpath("first").exists()


def test_forward_references_are_fine(h):
    log = []
    h.add("ruby_block", "a", block=recorder_block(log, "a")).notifies("run", "ruby_block[later]")
    h.add("ruby_block", "later", action="nothing", block=recorder_block(log, "later"))
    h.converge()
    assert log == ["a", "later"]


def test_invalid_timing_and_malformed_spec_fail_at_compile_time(h):
    r = h.build("file", "/x")
    with pytest.raises(ValidationError, match="invalid timing: :later. Valid timings are"):
        from toque.runtime import Sym

        r.notifies("run", "log[x]", Sym("later"))
    from toque.runtime.errors import InvalidResourceSpecification

    with pytest.raises(InvalidResourceSpecification):
        r.notifies("run", "log[x")


def test_delayed_still_run_when_a_later_resource_fails(h):
    log = []
    h.add("ruby_block", "t", action="nothing", block=recorder_block(log, "t"))
    h.add("ruby_block", "a", block=recorder_block(log, "a")).notifies("run", "ruby_block[t]")
    h.add("execute", "false")
    h.add("ruby_block", "never", block=recorder_block(log, "never"))
    run = h.converge()
    assert log == ["a", "t"]
    assert "Expected process to exit with [0], but received '1'" in run.error.message
    assert "Infra Phase failed. 2 resources updated in" in run.out


def test_several_failures_are_reported_together(h):
    def boom():
        raise RuntimeError("in delayed")

    h.add("ruby_block", "t", action="nothing", block=PyDeferred(boom))
    h.add("log", "a").notifies("run", "ruby_block[t]")  # log never updates: no notification
    h.add("ruby_block", "b", block=PyDeferred(lambda: None)).notifies("run", "ruby_block[t]")
    h.add("execute", "exit 3")
    run = h.converge()
    assert isinstance(run.error, MultipleFailures)
    assert "* CommandFailed occurred in Chef Infra Client run" in run.error.message
    assert "* RuntimeError occurred in delayed notification: ruby_block[t]" in run.error.message


def test_delayed_queued_while_running_delayed_run_in_the_same_pass(h):
    log = []
    h.add("ruby_block", "t2", action="nothing", block=recorder_block(log, "t2"))
    t1 = h.add("ruby_block", "t1", action="nothing", block=recorder_block(log, "t1"))
    t1.notifies("run", "ruby_block[t2]")
    h.add("ruby_block", "a", block=recorder_block(log, "a")).notifies("run", "ruby_block[t1]")
    h.converge()
    assert log == ["a", "t1", "t2"]
