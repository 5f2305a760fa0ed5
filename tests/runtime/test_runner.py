"""The converge loop: lazy snapshots, failures, retries, compile-time runs, update flags, counts."""

from toque.runtime import Lazy, PyDeferred, Sym
from toque.runtime.errors import ConvergeError
from toque.source import Span


def failing(times):
    state = {"n": 0}

    def fn():
        state["n"] += 1
        if state["n"] <= times:
            raise RuntimeError(f"fail {state['n']}")

    return PyDeferred(fn), state


def test_lazy_values_resolve_at_converge_once_per_action(h):
    calls = []
    value = {"v": "compile"}

    def content(resource):
        calls.append(resource.name)
        return value["v"]

    f = h.add("file", h.path("lazy"), content=Lazy(content))
    f.set_action(["create", "create"])
    value["v"] = "converge"  # changed after "compile": the lazy value sees it
    h.converge()
    assert h.tmp.joinpath("lazy").read_text() == "converge"
    assert len(calls) == 2  # once per action, not once per property read


def test_ignore_failure_true_and_quiet(h):
    block, _ = failing(99)
    h.add("ruby_block", "loud", block=block, ignore_failure=True)
    h.add("ruby_block", "quiet", block=failing(99)[0], ignore_failure=Sym("quiet"))
    h.add("log", "after")
    run = h.converge()
    assert run.error is None
    assert "Error executing action `run` on resource 'ruby_block[loud]'" in run.out
    assert "ruby_block[quiet]'" not in run.out
    assert [e[4] for e in run.events("resource_failed")] == [True, "quiet"]


def test_retries_with_delay(h):
    block, state = failing(2)
    h.add("ruby_block", "flaky", block=block, retries=3, retry_delay=7)
    run = h.converge()
    assert run.error is None and state["n"] == 3
    assert h.sleeps == [7, 7]
    assert "Retrying execution of ruby_block[flaky], 2 attempt(s) left" in run.out


def test_retries_exhausted_fail(h):
    block, state = failing(99)
    h.add("ruby_block", "bad", block=block, retries=1, retry_delay=0)
    run = h.converge()
    assert isinstance(run.error, ConvergeError) and state["n"] == 2
    assert run.error.headline == "Error executing action `run` on resource 'ruby_block[bad]'"


def test_ignore_failure_means_no_retries(h):
    block, state = failing(99)
    h.add("ruby_block", "b", block=block, retries=3, ignore_failure=True)
    h.converge()
    assert state["n"] == 1


def test_errors_lead_with_the_resource_and_its_line(h):
    h.add("log", "pad")
    h.add("execute", "exit 4")
    run = h.converge()
    assert run.error.message.startswith("execute[exit 4] (site.rb:2) had an error: CommandFailed")
    assert run.error.span == Span("site.rb", 2, 1)
    assert "Ran exit 4 returned 4" in run.error.message


def test_run_action_now_sends_no_notifications(h):
    log = []
    h.add("ruby_block", "t", action="nothing", block=PyDeferred(lambda: log.append("t")))
    r = h.build("ruby_block", "now", block=PyDeferred(lambda: log.append("now")), action="nothing")
    r.notifies("run", "ruby_block[t]", "immediately")
    h.collection.add(r)
    from toque.runtime import Runner

    runner = Runner(h.context())
    assert runner.run_action_now(r, "run") is True
    assert log == ["now"] and r.updated


def test_an_action_run_during_compile_notifies_immediately_and_queues_delayed(h):
    log = []
    h.add("ruby_block", "t", action="nothing", block=PyDeferred(lambda: log.append("t")))
    h.add("ruby_block", "d", action="nothing", block=PyDeferred(lambda: log.append("d")))
    r = h.build("ruby_block", "now", block=PyDeferred(lambda: log.append("now")), action="nothing")
    r.notifies("run", "ruby_block[t]", "immediately")
    r.notifies("run", "ruby_block[d]", "delayed")
    h.collection.add(r)
    from toque.runtime import Runner

    ctx = h.context()
    Runner(ctx).run_during_compile(r, ["run"])
    assert log == ["now", "t"] and len(ctx.delayed) == 1
    Runner(ctx).converge(h.collection)
    assert log == ["now", "t", "d"] and len(ctx.delayed) == 0


def test_compile_time_runs_now_then_becomes_nothing(h):
    from toque.runtime import Runner

    r = h.add("file", h.path("early"), content="x", compile_time=True)
    Runner(h.context()).run_compile_time(r)
    assert h.tmp.joinpath("early").exists() and r.action == ["nothing"]
    assert "action nothing (skipped due to action :nothing)" in h.converge().out


def test_update_flags(h):
    f = h.add("file", h.path("u"), content="x", action=["create", "create"])
    h.converge()
    assert f.updated is True and f.updated_by_last_action is False  # the second was up to date


def test_counts_are_action_events(h):
    h.add("file", h.path("a"), content="x", action=["create", "create"])
    h.add("log", "skip").only_if("false")
    run = h.converge()
    r = run.result
    assert (r.updated, r.up_to_date, r.skipped, r.total) == (1, 1, 1, 3)
    assert "Infra Phase complete, 1/3 resources updated in 00 seconds" in run.out


def test_event_sequence(h):
    h.add("file", h.path("e"), content="x")
    run = h.converge()
    assert run.recorder.names() == [
        "run_start", "resource_action_start", "resource_update", "resource_update",
        "resource_updated", "handlers_start", "handlers_completed", "run_complete",
    ]  # fmt: skip


def test_handlers_run_after_the_converge_and_a_failing_one_is_logged(h):
    h.add("log", "x")
    ran = []

    def boom():
        raise RuntimeError("handler broke")

    def handlers(result, error):
        return [("Good", lambda: ran.append((result.total, error))), ("Bad", boom)]

    h.handlers = handlers
    run = h.converge()
    assert run.error is None and ran == [(1, None)]
    assert (
        "Running handlers:\n  - Good\n" in run.out
        and "  - Bad\nRunning handlers complete" in run.out
    )
    assert "Report handler Bad raised handler broke" in run.out


def test_notified_action_that_does_not_exist_fails_when_run(h):
    h.add("log", "t", action="nothing")
    h.add("ruby_block", "a", block=PyDeferred(lambda: None)).notifies("explode", "log[t]")
    run = h.converge()
    assert "log[t] has no action :explode" in run.error.message


def test_resources_added_during_converge_run(h):
    def add_more():
        h.add("file", h.path("dynamic"), content="d")

    h.add("ruby_block", "adder", block=PyDeferred(add_more))
    h.converge()
    assert h.tmp.joinpath("dynamic").read_text() == "d"
