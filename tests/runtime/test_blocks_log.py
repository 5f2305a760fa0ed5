"""log, ruby_block, whyrun_safe_ruby_block (notify_group is in the core cookbook: tests/core_cookbook)."""

from toque.runtime import PyDeferred, Sym


def test_log_writes_a_message_and_is_never_updated(h):
    h.add("log", "hello")
    h.add("log", "careful", level=Sym("warn"))
    run = h.converge()
    assert run.result.updated == 0
    assert [(e[1], e[2]) for e in run.events("log")] == [("info", "hello"), ("warn", "careful")]
    assert "  * log[hello] action write\n" in run.out  # no "(up to date)"
    assert "WARN: careful" in run.out and "INFO: hello" not in run.out


def test_ruby_block_runs_and_always_updates(h):
    calls = []
    h.add("ruby_block", "b", block=PyDeferred(lambda: calls.append(1) or "ignored"))
    run = h.converge()
    assert calls == [1] and "    - execute the ruby block b\n" in run.out


def test_ruby_block_create_is_an_alias_of_run(h):
    calls = []
    h.add("ruby_block", "b", block=PyDeferred(lambda: calls.append(1)), action="create")
    run = h.converge()
    assert calls == [1] and "action create" in run.out


def test_why_run_skips_ruby_block_but_runs_whyrun_safe(h):
    calls = []
    h.add("ruby_block", "unsafe", block=PyDeferred(lambda: calls.append("unsafe")))
    h.add("whyrun_safe_ruby_block", "safe", block=PyDeferred(lambda: calls.append("safe")))
    run = h.converge(why_run=True)
    assert calls == ["safe"]
    assert "    - Would execute the ruby block unsafe\n" in run.out
    assert "    - Would execute the whyrun_safe_ruby_block safe\n" in run.out
