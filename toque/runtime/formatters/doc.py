"""The `doc` formatter: Chef's documentation-style output (CHEF_SEMANTICS 9.13, 5.3)."""

from __future__ import annotations

import re
from typing import IO, Any

from toque.runtime.errors import ConvergeError, error_name, error_text
from toque.runtime.events import RunResult
from toque.runtime.formatters import LEVELS, Formatter, summary
from toque.runtime.formatters.live import LiveLine
from toque.runtime.formatters.progress import LiveProgress
from toque.runtime.sensitive import RedactingWriter, declaration

GREEN, RED, YELLOW, RESET = "\033[32m", "\033[31m", "\033[33m", "\033[0m"


_PROGRESS = object()  # `pending` while a terminal's progress line is open


class DocFormatter(Formatter):
    """Chef's IndentableOutputStream, reduced to what toque prints: two spaces per level, and a
    custom resource's nested resources one level deeper than it (their updates two)."""

    def __init__(self, out: IO[str], color: bool | None = None, log_level: str = "warn") -> None:
        super().__init__(out)
        self.color = out.isatty() if color is None else color
        self.log_level = LEVELS.get(log_level, 2)
        self.pending: Any = None  # the resource whose action line waits for " (up to date)"…
        self.depth = 0  # actions under way: 2 when a custom resource's nested resource runs
        # Chef ends a line lazily: the last `- change` line is still open when the resource
        # finishes, so finishing writes nothing; a custom resource whose last line was a nested
        # one's gets a line of its own (Chef's indented empty line after e.g. apt_update)
        self.dangling = False
        self.recipe: str | None = None
        self.progress: dict[int, int] = {}  # id(resource): the last percent shown
        # on a terminal, a live line shows what is under way (a download's bar, the cookbooks
        # loading, a package manager at work) and is erased when it is over
        self.live = LiveLine(out) if LiveLine.supported(out) else None
        self.under_way: LiveProgress | None = None
        if self.live is not None:
            self.out = RedactingWriter(self.live, self.redactor)
            self.under_way = LiveProgress(self.live, self.redactor.text)
        self.compiling = False

    def _write(self, text: str, color: str = "") -> None:
        self.out.write(f"{color}{text}{RESET}" if color and self.color else text)

    def _pad(self) -> str:
        """The indentation of lines inside the innermost running action."""
        return "  " * (self.depth + 1)

    def _paint(self, color: str) -> Any:
        return (lambda text: f"{color}{text}{RESET}") if color and self.color else str

    def _end_line(self) -> None:
        if self.pending is _PROGRESS and self.live is not None:
            self.live.end()  # the bar stays, on a line of its own
        elif self.pending is not None:
            self.out.write("\n")
        self.pending = None

    def _close(self, resource: Any, text: str) -> None:
        """End `resource`'s action: `text` on its action line, or below its nested resources."""
        if self.pending is resource:
            self._write(text + "\n")
        elif text:
            self._end_line()
            self._write(f"{self._pad()}{text}\n")
        self.pending = None
        self.dangling = False
        self.depth = max(self.depth - 1, 0)

    def compile_start(self) -> None:
        self._write("Compiling cookbooks...\n")
        self.compiling = True

    # (the shell loads cookbooks under its prompt, with no compile_start: nothing shown there)
    def load_start(self, kind: str, files: int, cookbooks: int) -> None:
        if self.under_way is not None and self.compiling:
            self.under_way.load_start(kind, files, cookbooks)

    def file_loaded(self, kind: str, path: str) -> None:
        if self.under_way is not None:
            self.under_way.file_loaded(kind)

    def load_complete(self, kind: str) -> None:
        if self.under_way is not None:
            self.under_way.loaded()

    def load_failed(self, kind: str, error: BaseException) -> None:
        self.load_complete(kind)

    def compile_complete(self) -> None:
        self.load_complete("")
        self.compiling = False

    def run_start(self, resource_count: int, why_run: bool) -> None:
        self._idle()
        self.depth, self.pending = 0, None  # an interrupted run (Ctrl-C in the shell) left some
        self._write(f"Converging {resource_count} resources\n")

    def resource_action_start(self, resource: Any, action: str, notifier: Any, timing: Any) -> None:
        self._end_line()
        if resource.cookbook_name and self.depth == 0:  # nested resources print no Recipe line
            recipe = f"{resource.cookbook_name}::{resource.recipe or 'default'}"
            if recipe != self.recipe:
                self.recipe = recipe
                self._write(f"Recipe: {recipe}\n")
        self._write(f"{self._pad()}* {resource} action {action}")
        self.pending = resource
        self.dangling = False
        self.depth += 1

    def resource_skipped(self, resource: Any, action: str, reason: str, guard: Any) -> None:
        pad = self._pad()
        self._close(resource, f" (skipped due to {reason})")
        if guard is not None and self.log_level == 0:
            self._write(f"{pad}{guard.skip_message(resource)}\n")

    def resource_up_to_date(self, resource: Any, action: str, reason: str) -> None:
        shown = getattr(resource, "reports_up_to_date", True)  # log never says "(up to date)"
        self._close(resource, " (up to date)" if shown else "")

    def resource_update(self, resource: Any, action: str, change: Any, why_run: bool) -> None:
        self._end_line()
        prefix, pad = ("Would " if why_run else ""), self._pad()
        for line in change.lines:
            self._write(f"{pad}- {prefix}{line}\n", GREEN)
        for line in change.diff:
            self._write(f"{pad}{line}\n")
        self.dangling = self.dangling or bool(change.lines or change.diff)

    def resource_updated(self, resource: Any, action: str) -> None:
        if self.pending is None and not self.dangling:
            self._write("  " * self.depth + "\n")
        self._close(resource, "")

    def requirement_assumed(
        self, resource: Any, action: str, message: str, assumption: str
    ) -> None:
        self._end_line()
        pad = self._pad()
        self._write(f"{pad}* {message}\n{pad}* {assumption}\n", YELLOW)

    def resource_failed_retriable(
        self, resource: Any, action: str, remaining: int, error: Exception
    ) -> None:
        self._end_line()
        text = f"Retrying execution of {resource}, {remaining} attempt(s) left"
        self._write(f"{self._pad()}{text}\n", YELLOW)

    def resource_failed(self, resource: Any, action: str, error: Exception, ignored: Any) -> None:
        self._end_line()
        pad = self._pad()
        self._close(resource, "")
        if ignored == "quiet":
            return
        for line in error_block(resource, action, error):
            self._write(f"{pad}{line}".rstrip() + "\n", RED)

    def stream_output(self, resource: Any, line: str) -> None:
        self._end_line()
        self._write(f"{self._pad()}{line}\n")

    def resource_update_progress(
        self, resource: Any, current: int, total: int | None, interval: int
    ) -> None:
        """Chef's "- Progress: N%" lines every `interval` percent; on a terminal, one line
        redrawn in place with a bar instead."""
        if not total:
            return
        percent = min(int(current * 100 / total), 100)
        if percent <= self.progress.get(id(resource), -1):
            return
        self.progress[id(resource)] = percent
        if self.live is not None:
            if self.pending is not _PROGRESS:
                self._end_line()
            bar = "#" * (percent // 5) + "." * (20 - percent // 5)
            text = self.redactor.text(f"{self._pad()}- Progress: [{bar}] {percent}%")
            self.live.show(text, self._paint(GREEN), sticky=True)
            self.pending = _PROGRESS  # the next line starts below it
        elif percent % max(int(interval or 10), 1) == 0:
            self._end_line()
            self._write(f"{self._pad()}- Progress: {percent}%\n", GREEN)

    def resource_busy(self, resource: Any, task: str, line: str | None) -> None:
        if self.under_way is not None:
            self.under_way.step(resource, task, line, self._lead)

    def _lead(self) -> str:
        return " " if self.pending is not None else self._pad()

    def resource_idle(self, resource: Any) -> None:
        self._idle()

    def _idle(self) -> None:
        if self.under_way is not None:
            self.under_way.idle()

    def sharing(self, stream: Any) -> Any:
        return stream if self.live is None else self.live.sharing(stream)

    def log(self, level: str, message: str, resource: Any) -> None:
        if LEVELS.get(level, 1) >= self.log_level:
            self._end_line()
            self._write(f"{level.upper()}: {message}\n", YELLOW if level == "warn" else "")

    def handlers_start(self, count: int) -> None:
        self._end_line()
        self._write("\nRunning handlers:\n")

    def handler_executed(self, name: str) -> None:
        self._write(f"  - {name}\n")

    def handlers_completed(self) -> None:
        self._write("Running handlers complete\n")

    def run_complete(self, result: RunResult) -> None:
        self._idle()
        self._end_line()
        self._write(f"{summary(result, False)}\n")

    def run_failed(self, error: Exception, result: RunResult) -> None:
        self._idle()
        self._end_line()
        self._write(f"{summary(result, True)}\n")


def error_block(resource: Any, action: str, error: Exception) -> list[str]:
    """Chef's "Error executing action" block, without the parts that need the recipe source."""
    cause = error.cause if isinstance(error, ConvergeError) else error
    name, text = error_name(cause), error_text(cause)
    bar = "=" * 80
    lines = ["", bar, f"Error executing action `{action}` on resource '{resource}'", bar, "",
             name, "-" * len(name), *text.split("\n"), ""]  # fmt: skip
    lines += template_context(resource, cause)
    if resource.span:
        span = resource.span
        snippet = declaration(resource, lambda: recipe_snippet(span.file, span.line))
        lines += ["Resource Declaration:", "---------------------",
                  *(snippet or [f"# Declared in {resource.location}"]), ""]  # fmt: skip
    return lines


def recipe_snippet(file: str, line: int) -> list[str] | None:
    """Chef's ResourceFailureInspector#recipe_snippet: the declaration through the end of
    its block (counting `do`/`end` the way Chef does), then one line more; at most 50."""
    try:
        with open(file, encoding="utf-8", errors="replace") as f:
            text = f.read().split("\n")
    except OSError:
        return None
    if text and text[-1] == "":
        text.pop()
    out, current, nesting = [f"# In {file}", ""], max(line - 1, 0), 0
    while current < len(text):
        nesting += 1 if re.search(r"\s+do\s*", text[current]) else 0
        nesting -= 1 if re.search(r"end\s*$", text[current]) else 0
        out.append(f"{current + 1:>3}: {text[current]}")
        if current + 1 >= len(text) or current >= line + 50 or nesting <= 0:
            break
        current += 1
    if current + 1 < len(text):
        out.append(f"{current + 2:>3}: {text[current + 1]}")
    return out


def template_context(resource: Any, cause: BaseException) -> list[str]:
    """Chef's "Template Context" (where in a template it failed) or, for an error raised in
    another file (a library, a custom resource), its "Cookbook Trace"."""
    span = getattr(cause, "span", None)
    if span is None or (resource.span and span.file == resource.span.file):
        return []
    # (the runtime cannot import the interpreter's TemplateError; a syntax error has no class)
    if type(cause).__name__ != "TemplateError" and not span.file.endswith(".erb"):
        title = "Cookbook Trace: (most recent call first)"
        return [title, "-" * len(title), f"  {span.file}:{span.line}", ""]
    source = getattr(cause, "source", None)
    lines = ["Template Context:", "-----------------", f"on line #{span.line} of {span.file}:"]
    text = source.splitlines() if isinstance(source, str) else []
    for n in range(max(span.line - 2, 1), min(span.line + 2, len(text)) + 1):
        lines.append(f"  {n}: {text[n - 1]}")
    return [*lines, ""]
