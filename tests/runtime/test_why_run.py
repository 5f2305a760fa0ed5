"""Why-run: guards run, nothing on the host changes, each would-be change is reported."""

import os

from toque.runtime import PyDeferred


def snapshot(root):
    out = {}
    for dirpath, dirs, files in os.walk(root):
        for name in dirs + files:
            p = os.path.join(dirpath, name)
            st = os.lstat(p)
            body = open(p, "rb").read() if os.path.isfile(p) and not os.path.islink(p) else None
            out[p] = (st.st_mode, st.st_size, st.st_mtime_ns, body)
    return out


def declare_everything(h):
    h.tmp.joinpath("existing").write_text("old\n")
    h.tmp.joinpath("gone").write_text("x")
    h.add("directory", h.path("newdir"))
    h.add("file", h.path("newdir", "inside"), content="x", mode="0600")
    h.add("file", h.path("existing"), content="new\n", mode="0600")
    h.add("file", h.path("gone"), action="delete")
    h.add("link", h.path("ln"), to=h.path("existing"))
    h.add("execute", f"touch {h.path('executed')}")
    h.add("bash", "script", code=f"touch {h.path('scripted')}")
    h.add("ruby_block", "rb", block=PyDeferred(lambda: open(h.path("rb"), "w").close()))


def test_why_run_changes_nothing(h):
    declare_everything(h)
    before = snapshot(h.tmp)
    run = h.converge(why_run=True)
    assert run.error is None, run.out
    assert snapshot(h.tmp) == before


def test_why_run_reports_would_lines_and_assumptions(h):
    declare_everything(h)
    run = h.converge(why_run=True)
    inside = h.path("newdir", "inside")
    assert f"    - Would create new directory {h.path('newdir')}\n" in run.out
    assert (
        f"  * file[{inside}] action create\n"
        f"    * Parent directory {h.path('newdir')} does not exist.\n"
        f"    * Assuming directory {h.path('newdir')} would have been created\n"
        f"    - Would create new file {inside}\n"
        f"    - Would change mode from '' to '0600'\n"
    ) in run.out
    assert f"update content in file {inside}" not in run.out  # nothing to diff against yet
    assert f"    - Would update content in file {h.path('existing')} from" in run.out
    assert f"    - Would delete file {h.path('gone')}" in run.out
    assert f"    - Would execute touch {h.path('executed')}" in run.out
    assert "Infra Phase complete, 8/8 resources would have been updated" in run.out


def test_why_run_then_real_run(h):
    declare_everything(h)
    h.converge(why_run=True)
    run = h.converge()
    assert run.error is None
    assert h.tmp.joinpath("executed").exists() and h.tmp.joinpath("rb").exists()


def test_why_run_failure_summary(h):
    h.add("file", h.path("a"), content="x")
    h.add("directory", h.path("f"))
    h.tmp.joinpath("f").write_text("a file in the way")
    run = h.converge(why_run=True)
    assert "Infra Phase failed. 1 resources would have been updated" in run.out


def test_notifications_fire_under_why_run(h):
    calls = []
    h.add("whyrun_safe_ruby_block", "t", action="nothing",
          block=PyDeferred(lambda: calls.append("t")))  # fmt: skip
    h.add("file", h.path("n"), content="x").notifies("run", "whyrun_safe_ruby_block[t]")
    h.converge(why_run=True)
    assert calls == ["t"] and not h.tmp.joinpath("n").exists()
