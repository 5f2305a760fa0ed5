"""The shell without a terminal: one entry in, text out. Modes, commands, errors."""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable
from typing import IO, Any

from toque.errors import ToqueError
from toque.repl.entry import Status, classify

PROMPT = "toque ({mode})> "


class ShellCore:
    """Evaluates entries in one RecipeSession and writes what they show to `out`."""

    def __init__(
        self,
        out: IO[str],
        why_run: bool = False,
        attributes: str | None = None,
        color: bool = False,
        session_factory: Callable[[], Any] | None = None,
        cookbook_paths: list[str] | None = None,
        run_list: list[str] | None = None,
    ) -> None:
        self.out = out
        self.why_run = why_run
        self.color = color
        self._factory = session_factory or (
            lambda: _new_session(out, why_run, attributes, cookbook_paths, run_list)
        )
        self._session: Any = None
        self._loading: threading.Thread | None = None
        self._load_error: BaseException | None = None
        self.mode_name = "recipe"
        self._modes: dict[str, Any] = {}
        self.entries = 0
        self.sources: dict[str, str] = {}
        self.skipped: set[int] = set()  # ids of resources passed over by `skip`
        self.finished = False  # `exit` was entered

    # -- the session, made in the background so that the prompt shows at once ------------

    def preload(self) -> None:
        """Start building the session in a thread; the first entry waits for it."""
        if self._session is None and self._loading is None:
            self._loading = threading.Thread(target=self._load, name="toque-session", daemon=True)
            self._loading.start()

    def _load(self) -> None:
        try:
            self._session = self._factory()
        except BaseException as exc:  # noqa: BLE001 - re-raised where the session is used
            self._load_error = exc

    @property
    def ready(self) -> bool:
        """Can the session be used without waiting for the background load?"""
        return self._session is not None or self._loading is None

    @property
    def session(self) -> Any:
        if self._session is None:
            if self._loading is not None:
                self._loading.join()
                self._loading = None
                if self._load_error is not None:
                    raise self._load_error
            else:
                self._session = self._factory()
        return self._session

    def reset(self) -> None:
        """A fresh session: no locals, methods, resources or node attributes."""
        self._session = self._factory()
        self._modes.clear()
        self.skipped.clear()
        self.mode_name = "recipe"

    # -- modes --------------------------------------------------------------------------------

    @property
    def mode(self) -> Any:
        from toque.repl import modes

        if self.mode_name not in self._modes:
            make = getattr(modes, f"{self.mode_name}_mode")
            self._modes[self.mode_name] = make(self.session)
        return self._modes[self.mode_name]

    def switch(self, name: str) -> None:
        self.mode_name = name

    def prompt(self) -> str:
        return PROMPT.format(mode=self.mode_name)

    # -- entries ------------------------------------------------------------------------------

    def status(self, text: str) -> Status:
        """Does Enter submit `text` (a command, a whole entry, a syntax error) or go on?"""
        from toque.repl.shell_commands import find_command

        if find_command(self, text) is not None:
            return Status.COMPLETE
        return classify(text)

    def submit(self, text: str) -> bool:
        """Handle one entry; False once the shell should end."""
        from toque.repl.shell_commands import find_command

        if not text.strip():
            return not self.finished
        found = find_command(self, text)
        limit = sys.getrecursionlimit()
        try:
            if found is not None:
                command, args = found
                command.handler(self, args)
            else:
                self.evaluate(text)
        except ToqueError as exc:
            self.error(exc)
        except KeyboardInterrupt:  # the running code stopped at a safe point (interrupts)
            sys.setrecursionlimit(limit)  # as the interrupted evaluation would have
            self.write("interrupted")
        return not self.finished

    def next_file(self) -> str:
        self.entries += 1
        return f"(entry {self.entries})"

    def evaluate(self, text: str, mode: Any = None, file: str | None = None) -> Any:
        """Run an entry in the current mode (or `mode`) and show its value."""
        file = file or self.next_file()
        self.remember(file, text)
        value = (mode or self.mode).eval(text, file)
        self.show_value(self.session.inspect(value))
        return value

    def remember(self, file: str, text: str) -> None:
        """Keep an entry's text: errors and guards show its lines."""
        self.sources[file] = text
        session = self.session
        sources = getattr(getattr(session, "dsl", None), "sources", None)
        if isinstance(sources, dict):
            sources[file] = text

    # -- output -------------------------------------------------------------------------------

    def write(self, text: str = "") -> None:
        self.out.write(text + "\n")
        self.out.flush()

    def show_value(self, inspected: str) -> None:
        if self.color:
            from toque.repl.colors import highlight_ruby

            inspected = highlight_ruby(inspected)
        self.write(f"=> {inspected}")

    def error(self, exc: ToqueError) -> None:
        if exc.source is None and exc.span is not None:
            exc.source = self.sources.get(exc.span.file)
        text = exc.render()
        if self.color:
            from toque.repl.colors import red

            text = red(text)
        self.write(text)


def _new_session(
    out: IO[str],
    why_run: bool,
    attributes: str | None,
    cookbook_paths: list[str] | None,
    run_list: list[str] | None,
) -> Any:
    from toque.session import RecipeSession

    return RecipeSession(out, why_run, attributes, cookbook_paths=cookbook_paths, run_list=run_list)
