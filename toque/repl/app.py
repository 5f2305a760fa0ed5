"""The terminal side of `toque shell`: a prompt_toolkit PromptSession around ShellCore."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

from prompt_toolkit import PromptSession
from prompt_toolkit.completion import CompleteEvent, Completer, Completion
from prompt_toolkit.document import Document
from prompt_toolkit.history import FileHistory, History, InMemoryHistory
from prompt_toolkit.key_binding import KeyBindings, KeyPressEvent

from toque.repl.core import ShellCore
from toque.repl.entry import Status, indent_for_next_line, reindent_last_line
from toque.runtime.resource import COMMON_PROPERTIES

CONTINUATION = "...> "


class ShellCompleter(Completer):
    """prompt_toolkit's view of `completion.complete`."""

    def __init__(self, core: ShellCore) -> None:
        self.core = core

    def get_completions(self, document: Document, event: CompleteEvent) -> Iterator[Completion]:
        from toque.repl.completion import complete

        for c in complete(self.core, document.text_before_cursor, event.completion_requested):
            yield Completion(c.text, c.start, display=c.display, display_meta=c.meta)


def key_bindings(core: ShellCore) -> KeyBindings:
    """Enter submits a complete entry (or a syntax error, to report it), else continues."""
    kb = KeyBindings()

    @kb.add("enter")
    def _enter(event: KeyPressEvent) -> None:
        buf = event.current_buffer
        # keys already waiting behind this Enter: a paste, or lines typed or sent in one
        # burst (tmux send-keys, expect, a screen reader). They bring their own indentation
        # and need no completion: take them exactly as they come.
        burst = bool(event.app.key_processor.input_queue)
        state = buf.complete_state
        if state is not None and state.current_completion is not None and not burst:
            buf.apply_completion(state.current_completion)
            return
        if buf.document.is_cursor_at_the_end and not burst:
            fixed = reindent_last_line(buf.text)
            if fixed != buf.text:
                buf.document = Document(fixed, len(fixed))
        if core.status(buf.text) is not Status.INCOMPLETE:
            buf.validate_and_handle()
            return
        indent = "" if burst else indent_for_next_line(buf.document.text_before_cursor)
        buf.insert_text("\n" + indent)

    @kb.add("escape", "enter")
    def _newline(event: KeyPressEvent) -> None:
        """Alt-Enter: a new line even when the entry is complete."""
        buf = event.current_buffer
        buf.insert_text("\n" + indent_for_next_line(buf.document.text_before_cursor))

    return kb


def continuation(width: int, line_number: int, is_soft_wrap: bool) -> str:
    return CONTINUATION.rjust(width)


def toolbar(core: ShellCore) -> Callable[[], str]:
    """The bottom line: the resource under the cursor, else the mode and what is pending."""
    from prompt_toolkit.application import get_app

    def text() -> str:
        if not core.ready:
            return " loading the recipe context…"
        document = get_app().current_buffer.document
        if core.mode.recipe:
            line = resource_line(core, document.text_before_cursor)
            if line:
                return line
        pending = len(core.session.pending())
        return f" {core.mode_name} mode · {pending} pending · help: commands · Tab: complete"

    return text


def resource_line(core: ShellCore, before: str) -> str | None:
    from toque.repl.blocks import enclosing_resource

    types = core.session.ctx.registry.resources
    block = enclosing_resource(before, types)
    if block is None:
        return None
    cls = types[block.type]
    actions = " ".join(f":{a}" for a in cls.allowed_actions() if a != "nothing")
    own = [p for p in cls.properties if p not in COMMON_PROPERTIES]
    return f" {block.type}[{block.name}] · actions {actions} · properties {', '.join(own)}"


def history_file() -> Path:
    from toque.runtime.state import state_dir

    return state_dir() / "shell_history"  # as root /var/lib/toque, never a $HOME sudo kept


def default_history() -> History:
    from toque.errors import ToqueError
    from toque.runtime.state import ensure_state_dir

    path = history_file()
    try:
        ensure_state_dir(path.parent)  # made 0700; one another user can write is not used
        flags = os.O_WRONLY | os.O_APPEND | os.O_CREAT | os.O_NOFOLLOW | os.O_CLOEXEC
        os.close(os.open(path, flags, 0o600))  # a link at the history's place is refused
    except (OSError, ToqueError):
        return InMemoryHistory()
    return FileHistory(str(path))


def prompt_session(
    core: ShellCore, history: History | None = None, input: Any = None, output: Any = None
) -> PromptSession:
    """The line editor: parser-decided multi-line entries, highlighting, completion."""
    from prompt_toolkit.lexers import DynamicLexer

    highlighter = LateLexer()
    session = PromptSession(
        message=core.prompt,
        multiline=True,
        prompt_continuation=continuation,
        lexer=DynamicLexer(lambda: highlighter.lexer),
        completer=ShellCompleter(core),
        complete_while_typing=True,
        key_bindings=key_bindings(core),
        bottom_toolbar=toolbar(core),
        history=history if history is not None else default_history(),
        input=input,
        output=output,
    )
    session.toque_highlighter = highlighter  # type: ignore[attr-defined]
    return session


class LateLexer:
    """The recipe lexer for the input, loaded once the prompt is on the screen."""

    def __init__(self) -> None:
        self.lexer: Any = None

    def load(self) -> None:
        from prompt_toolkit.lexers import PygmentsLexer

        from toque.highlight import RecipeLexer

        self.lexer = PygmentsLexer(RecipeLexer)


def warm_up(core: ShellCore, session: PromptSession) -> None:
    """Build the recipe session and the input lexer in the background."""
    import threading

    highlighter = getattr(session, "toque_highlighter", None)
    if highlighter is not None and highlighter.lexer is None:
        threading.Thread(target=highlighter.load, name="toque-lexer", daemon=True).start()
    core.preload()


def run(core: ShellCore, session: PromptSession) -> int:
    """Read and handle entries until `exit` or Ctrl-D; Ctrl-C drops the current entry."""
    while True:
        try:
            text = session.prompt(pre_run=lambda: after_first_paint(warm_up, core, session))
        except KeyboardInterrupt:
            continue
        except EOFError:
            break
        if not core.submit(text):
            break
    return 0


def after_first_paint(fn: Callable[..., None], *args: Any) -> None:
    """Call `fn(*args)` once the prompt is on the screen: work started in the
    background before would slow the first paint down."""
    import asyncio

    asyncio.get_running_loop().call_soon(fn, *args)


def run_lines(core: ShellCore, lines: Iterable[str]) -> int:
    """Without a terminal (input from a pipe): gather lines into entries the same way."""
    entry = ""
    for line in lines:
        entry += line
        if core.status(entry.rstrip("\n")) is Status.INCOMPLETE:
            continue
        text, entry = entry.rstrip("\n"), ""
        if not core.submit(text):
            return 0
    if entry.strip():
        core.submit(entry.rstrip("\n"))
    return 0
