"""Progress on a terminal (issue 16): the doc formatter shows cookbooks loading and a package
manager at work on a live line, and what stays on the screen is exactly what the same run
prints to a file or a pipe; there, and with every other formatter, nothing changes."""

from __future__ import annotations

import io
import json
import re

from terminal import render

from toque.runtime import Registry
from toque.runtime.formatters import make_formatter
from toque.runtime.formatters.doc import DocFormatter
from toque.runtime.formatters.logfile import LogFile


class Tty(io.StringIO):
    def isatty(self) -> bool:
        return True


REGISTRY = Registry.discover()


def package(name: str, sensitive: bool = False):
    resource = REGISTRY.build("apt_package", name, cookbook="demo", recipe="default")
    resource.set("sensitive", sensitive)
    return resource


class Change:
    def __init__(self, *lines: str) -> None:
        self.lines, self.diff = list(lines), []


PKG = package("alpha")


def run(sub, progress: bool = True) -> None:
    """A client run's events; with `progress`, those of loading and of a busy package manager."""

    def tell(name: str, *args) -> None:
        if progress or name not in ("load_start", "file_loaded", "load_complete",
                                    "resource_busy", "resource_idle"):  # fmt: skip
            sub.handler(name)(*args)

    tell("compile_start")
    for kind, files in (("libraries", ["a.rb", "b.rb"]), ("attributes", ["default.rb"])):
        tell("load_start", kind, len(files), 2)
        for f in files:
            tell("file_loaded", kind, f"/repo/cookbooks/demo/{kind}/{f}")
        tell("load_complete", kind)
    tell("load_start", "recipes", 1, 2)
    tell("log", "warn", "a warning while compiling", None)
    tell("file_loaded", "recipes", "/repo/cookbooks/demo/recipes/default.rb")
    tell("load_complete", "recipes")
    tell("compile_complete")
    tell("run_start", 1, False)
    tell("resource_action_start", PKG, "install", None, None)
    tell("resource_busy", PKG, "installing alpha, beta", None)
    tell("resource_busy", PKG, "installing alpha, beta", "Unpacking alpha (1.0-1) ...")
    tell("log", "warn", "a warning while installing", PKG)
    tell("resource_busy", PKG, "installing alpha, beta", "Setting up beta (1.0-1) ...")
    tell("resource_idle", PKG)
    tell("resource_update", PKG, "install", Change("install version 1.0-1 of package alpha"), False)
    tell("resource_updated", PKG, "install")


def output(out: io.StringIO, name: str = "doc", progress: bool = True) -> str:
    formatter = make_formatter(name, out, color=False) if name == "doc" else None
    formatter = formatter or make_formatter(name, out)
    run(formatter, progress)
    return out.getvalue()


def test_what_stays_on_a_terminal_is_what_a_pipe_gets():
    piped = output(io.StringIO())
    raw = output(Tty())
    assert "  loading libraries of 2 cookbooks (1/2)" in raw
    assert "  loading recipes of 2 cookbooks (0/1)" in raw
    assert "installing alpha, beta (0s): Unpacking alpha (1.0-1) ..." in raw
    assert render(raw) == piped.split("\n")
    assert piped.startswith("Compiling cookbooks...\nWARN: a warning while compiling\n")


def test_without_a_terminal_the_progress_events_print_nothing():
    for name in ("doc", "min", "json", "null"):
        with_progress = output(io.StringIO(), name)
        without = output(io.StringIO(), name, progress=False)
        if name == "json":  # one object per event, as documented; no live line
            with_progress = "".join(
                line + "\n" for line in with_progress.splitlines()
                if json.loads(line)["event"] not in ("load_start", "file_loaded", "load_complete",
                                                     "resource_busy", "resource_idle")
            )  # fmt: skip
        assert with_progress == without, name


def test_other_formatters_and_the_log_file_draw_nothing_on_a_terminal():
    for name in ("min", "json", "null"):
        raw = output(Tty(), name)
        assert not re.search(r"[\r\b]|\x1b\[K", raw), name
        assert raw == output(io.StringIO(), name), name
        if name == "json":
            assert all(json.loads(line) for line in raw.splitlines())
        else:
            assert "loading" not in raw and "installing" not in raw, name
    log = Tty()
    run(LogFile(log, log_level="debug"))
    assert "loading" not in log.getvalue() and "\b" not in log.getvalue()
    assert "Unpacking" not in log.getvalue()


def test_loading_shows_only_under_compile_start():
    """The shell loads cookbooks in the background under its prompt: no live line there."""
    out = Tty()
    doc = DocFormatter(out, color=False)
    doc.load_start("libraries", 3, 1)
    doc.file_loaded("libraries", "/x/a.rb")
    doc.load_complete("libraries")
    assert out.getvalue() == ""


def test_a_failed_load_erases_the_line():
    out = Tty()
    doc = DocFormatter(out, color=False)
    doc.compile_start()
    doc.load_start("libraries", 3, 1)
    doc.load_failed("libraries", RuntimeError("boom"))
    assert render(out.getvalue()) == ["Compiling cookbooks...", ""]


def test_a_sensitive_resources_command_output_is_not_shown():
    secret = package("secret", sensitive=True)
    out = Tty()
    doc = make_formatter("doc", out, color=False)
    doc.handler("resource_action_start")(secret, "install", None, None)
    doc.handler("resource_busy")(secret, "installing secret", None)
    doc.handler("resource_busy")(secret, "installing secret", "Setting up secret (token=abc)")
    doc.handler("resource_idle")(secret)
    assert "installing secret" in out.getvalue()
    assert "token" not in out.getvalue()
