"""Golden output of the formatters for a representative collection (timings and paths normalized)."""

import io
import json
import os
import re
from pathlib import Path

from toque.runtime import EventBus, PyDeferred, Runner, Sym
from toque.runtime.formatters import elapsed_text, make_formatter

GOLDEN = Path(__file__).parent / "golden"


def declare(h):
    h.tmp.joinpath("etc").mkdir()
    h.tmp.joinpath("etc", "app.conf").write_text("port 80\nworkers 2\n")
    h.tmp.joinpath("etc", "same").write_text("same\n")
    h.add("directory", h.path("srv", "app"), recursive=True, mode="0755")
    f = h.add("file", h.path("srv", "app", "motd"), content="hello\n")
    f.notifies("run", "execute[reload]")
    h.add("file", h.path("etc", "app.conf"), content="port 8080\nworkers 2\n")
    h.add("file", h.path("etc", "same"), content="same\n")
    h.add("file", h.path("etc", "secret"), content="pw", sensitive=True, mode="0600")
    h.add("link", h.path("srv", "current"), to=h.path("srv", "app"))
    h.add("execute", "skipped").only_if("false")
    h.add("log", "a message")
    h.add("execute", "reload", command="true", action="nothing")
    h.add("ruby_block", "tally", block=PyDeferred(lambda: None))


def normalize(text, h):
    text = text.replace(str(h.tmp), "/T")
    text = re.sub(r"\t\d{4}-\d\d-\d\d [\d:.]+ \+0000", "\t<mtime>", text)
    return re.sub(r"in \d\d seconds", "in 00 seconds", text)


def check(name, text):
    path = GOLDEN / name
    if os.environ.get("TOQUE_REGEN_GOLDEN"):
        path.write_text(text)
    assert text == path.read_text()


def test_doc_first_run(h):
    declare(h)
    check("doc_first_run.txt", normalize(h.converge().out, h))


def test_doc_second_run_is_all_up_to_date(h):
    declare(h)
    h.converge()
    check("doc_second_run.txt", normalize(h.converge().out, h))


def test_doc_why_run(h):
    declare(h)
    check("doc_why_run.txt", normalize(h.converge(why_run=True).out, h))


def test_doc_failure(h):
    h.add("file", h.path("ok"), content="x")
    h.add("execute", "exit 1")
    check("doc_failure.txt", normalize(h.converge().out, h))


def run_with(h, name, **options):
    out = io.StringIO()
    Runner(h.context(subs=[make_formatter(name, out, **options)])).converge(h.collection)
    return out.getvalue()


def test_min_formatter(h):
    h.add("file", h.path("a"), content="x")
    h.add("log", "l")
    h.add("execute", "s").only_if("false")
    text = normalize(run_with(h, "min"), h)
    assert text.startswith("Converging 3 resources\nU.S\n")
    assert "* file[/T/a]\n  - create new file /T/a\n" in text


def test_json_formatter_is_one_event_per_line(h):
    h.add("file", h.path("a"), content="x", mode="0644")
    h.add("log", "l", level=Sym("warn"))
    lines = [json.loads(x) for x in run_with(h, "json").splitlines()]
    assert [x["event"] for x in lines][:3] == [
        "run_start",
        "resource_action_start",
        "resource_update",
    ]
    update = lines[2]
    assert update["resource"]["resource"] == f"file[{h.path('a')}]"
    assert update["change"]["lines"] == [f"create new file {h.path('a')}"]
    assert lines[-1]["event"] == "run_complete" and lines[-1]["result"]["total"] == 2


def test_color_only_on_a_tty(h):
    class Tty(io.StringIO):
        def isatty(self):
            return True

    h.add("file", h.path("c"), content="x")
    out = Tty()
    Runner(h.context(subs=[make_formatter("doc", out)])).converge(h.collection)
    assert "\033[32m    - create new file" in out.getvalue()
    h.collection = type(h.collection)()
    h.add("file", h.path("d"), content="x")
    assert "\033[" not in run_with(h, "doc")


def test_elapsed_text():
    assert elapsed_text(5.2) == "05 seconds"
    assert elapsed_text(125) == "02 minutes 05 seconds"
    assert elapsed_text(3725) == "01 hours 02 minutes 05 seconds"


def test_subscribers_compose():
    from toque.runtime import Recorder

    a, b = Recorder(), Recorder()
    bus = EventBus([a, b])
    bus.log("warn", "x", None)
    assert a.events == b.events == [("log", "warn", "x", None)]
