"""only_if / not_if: blocks, commands, options, guard interpreters, errors and timeouts."""

import os

from toque.runtime import PyDeferred, Sym
from toque.runtime.errors import GuardError
from toque.source import Span


def block(fn, text="{ … }", line=20):
    return PyDeferred(fn, Span("site.rb", line, 3), text)


def ran(run, name):
    return any(e[1].name == name for e in run.events("resource_updated"))


def test_block_guards_use_ruby_truthiness(h):
    for i, value in enumerate([0, "", [], None, False, True]):
        h.add("log", f"l{i}").only_if(block(lambda v=value: v))
    h.add("ruby_block", "rb", block=block(lambda: None)).only_if(block(lambda: 0))
    run = h.converge()
    skipped = {e[1].name for e in run.events("resource_skipped")}
    assert skipped == {"l3", "l4"}  # only nil and false are false
    assert ran(run, "rb")


def test_string_command_guard_runs_with_sh(h):
    marker = h.path("marker")
    h.add("file", h.path("a"), content="x").only_if(f"test -f {marker}")
    h.add("file", h.path("b"), content="x").not_if(f"test -f {marker}")
    run = h.converge()
    assert "(skipped due to only_if)" in run.out
    assert not os.path.exists(h.path("a")) and os.path.exists(h.path("b"))


def test_array_command_guard_has_no_shell(h):
    h.add("log", "argv").only_if(["test", "-n", "$HOME && false"])  # no shell: a plain string
    run = h.converge()
    assert not run.events("resource_skipped")


def test_guard_options_cwd_and_environment(h):
    h.tmp.joinpath("here").mkdir()
    h.tmp.joinpath("here", "flag").write_text("")
    h.add("log", "cwd").only_if("test -f flag", {"cwd": h.path("here")})
    h.add("log", "env").only_if('test "$X" = 1', {"env": {"X": "1"}})
    h.add("log", "environment").only_if('test "$X" = 2', {"environment": {"X": "2"}})
    assert not h.converge().events("resource_skipped")


def test_multiple_guards_all_must_pass_and_only_ifs_come_first(h):
    order = []
    r = h.add("log", "g")
    r.not_if(block(lambda: order.append("not_if") or False))
    r.only_if(block(lambda: order.append("only_if1") or True))
    r.only_if(block(lambda: order.append("only_if2") or False))
    r.not_if(block(lambda: order.append("never")))
    run = h.converge()
    assert order == ["only_if1", "only_if2"]  # stops at the first skip
    assert "(skipped due to only_if)" in run.out


def test_guards_run_per_action(h):
    calls = []
    r = h.add("ruby_block", "twice", block=block(lambda: None), action=["run", "create"])
    r.only_if(block(lambda: calls.append(1) or True))
    h.converge()
    assert len(calls) == 2


def test_action_nothing_runs_no_guard(h):
    calls = []
    h.add("log", "n", action="nothing").only_if(block(lambda: calls.append(1)))
    run = h.converge()
    assert calls == [] and "(skipped due to action :nothing)" in run.out


def test_false_and_nil_guards_are_ignored_true_fails_at_converge(h):
    r = h.add("log", "f")
    r.only_if(False)
    r.only_if(None)
    assert r.guards == []
    h.add("log", "t").only_if(True, span=Span("site.rb", 30, 5))
    run = h.converge()
    assert isinstance(run.error.cause, GuardError)
    assert "Invalid only_if command, expected a string: true" in run.error.message


def test_a_guard_that_raises_fails_with_its_span(h):
    def boom():
        raise RuntimeError("kaboom")

    h.add("log", "x").not_if(block(boom, '{ File.read("/nope") }', line=14))
    run = h.converge()
    assert run.error.span == Span("site.rb", 14, 3)
    assert 'not_if { File.read("/nope") } raised RuntimeError: kaboom' in run.error.message
    assert run.error.message.startswith("log[x] (site.rb:1) had an error: GuardError")


def test_guard_timeout_is_false(h):
    h.add("log", "only").only_if("sleep 5", {"timeout": 0.2})
    h.add("log", "not").not_if("sleep 5", {"timeout": 0.2})
    run = h.converge()
    skipped = [e[1].name for e in run.events("resource_skipped")]
    assert skipped == ["only"]  # a timed-out not_if lets the resource run
    assert any("timed out" in e[2] for e in run.events("log"))


def test_unknown_guard_option_fails_at_converge(h):
    h.add("log", "x").only_if("true", {"bogus": 1})
    assert "Invalid option for only_if: bogus" in h.converge().error.message


def test_execute_guards_inherit_cwd_and_environment(h):
    h.tmp.joinpath("app").mkdir()
    h.tmp.joinpath("app", "Gemfile").write_text("")
    out = h.path("out")
    h.add("execute", f"echo ran > {out}", cwd=h.path("app"),
          environment={"MODE": "x"}).only_if('test -f Gemfile && test "$MODE" = x')  # fmt: skip
    h.converge()
    assert os.path.exists(out)


def test_bash_guards_inherit_only_with_guard_interpreter(h):
    h.tmp.joinpath("app").mkdir()
    h.tmp.joinpath("app", "flag").write_text("")
    plain = h.add("bash", "plain", code="true", cwd=h.path("app"))
    plain.only_if("test -f flag")  # runs in the parent's cwd, not in app/
    chosen = h.add("bash", "chosen", code="true", cwd=h.path("app"),
                   environment={"E": "1"}, guard_interpreter=Sym("bash"))  # fmt: skip
    chosen.only_if('test -f flag && test "$E" = 1')
    run = h.converge()
    skipped = [e[1].name for e in run.events("resource_skipped")]
    assert skipped == ["plain"]


def test_guard_interpreter_options_override_inherited(h):
    h.tmp.joinpath("a").mkdir()
    h.tmp.joinpath("b").mkdir()
    h.tmp.joinpath("b", "flag").write_text("")
    r = h.add("execute", "true", cwd=h.path("a"))
    r.only_if("test -f flag", {"cwd": h.path("b")})
    assert not h.converge().events("resource_skipped")


def test_guard_interpreter_rejects_blocks(h):
    h.add("file", h.path("x"), guard_interpreter=Sym("bash")).only_if(block(lambda: True))
    assert "guard_interpreter does not support blocks" in h.converge().error.message


def test_guard_block_returning_a_string_warns(h):
    h.add("log", "s").not_if(block(lambda: "test -f /x"))
    run = h.converge()
    assert any("did you mean to run a command" in e[2] for e in run.events("log"))


def test_skip_describes_itself(h):
    r = h.add("file", "/etc/motd")
    r.not_if(block(lambda: True, '{ ::File.exist?("/etc/motd") }', line=14))
    run = h.converge(log_level="debug")
    assert (
        'file[/etc/motd] skipped: not_if { ::File.exist?("/etc/motd") } was true (site.rb:14)'
        in run.out
    )
    assert (
        run.events("resource_skipped")[0][4].describe() == 'not_if { ::File.exist?("/etc/motd") }'
    )


def test_guards_run_under_why_run(h):
    calls = []
    h.add("file", h.path("w"), content="x").only_if(block(lambda: calls.append(1) or True))
    h.converge(why_run=True)
    assert calls == [1]


def test_a_command_wins_over_a_block(h):
    from toque.runtime.guards import add_guard

    r = h.add("log", "both")
    add_guard(r, "only_if", "false", None, None, block=block(lambda: True))
    assert "(skipped due to only_if)" in h.converge().out
    assert r.guards[0].describe() == 'only_if "false"'


def test_python_and_interpreter_deferreds_share_one_protocol():
    from toque.runtime import Deferred

    class RubyBlockLike:
        span = Span("x.rb", 1, 1)

        def call(self, *args):
            return True

        def describe(self):
            return "{ true }"

    assert isinstance(RubyBlockLike(), Deferred) and isinstance(block(lambda: 1), Deferred)
    assert not isinstance(lambda: 1, Deferred)
