"""Shell fixtures: a ShellCore writing to a StringIO, and a driver that types keys into
the prompt_toolkit application through a pipe (no terminal needed)."""

from __future__ import annotations

import io
import json
import threading
import time

import pytest


@pytest.fixture(autouse=True)
def _state_dir(tmp_path, monkeypatch):
    """History and backups go to a temporary state dir, never the user's."""
    monkeypatch.setenv("TOQUE_STATE_DIR", str(tmp_path / "state"))


@pytest.fixture
def make_core(tmp_path):
    from toque.repl.core import ShellCore

    def make(attributes: dict | None = None, **kwargs):
        path = None
        if attributes is not None:
            path = tmp_path / "node.json"
            path.write_text(json.dumps(attributes))
        return ShellCore(io.StringIO(), attributes=str(path) if path else None, **kwargs)

    return make


@pytest.fixture
def core(make_core):
    return make_core()


@pytest.fixture
def drive():
    """Type `keys` into the shell application; returns what the shell printed.

    A Ctrl-D is typed last, so the shell always ends when the keys run out.
    """
    from prompt_toolkit.history import InMemoryHistory
    from prompt_toolkit.input import create_pipe_input
    from prompt_toolkit.output import DummyOutput

    from toque.repl.app import prompt_session, run

    def type_keys(core, keys: str | list[str], pause: float = 0.3) -> str:
        """`keys` as one string, or as chunks typed `pause` seconds apart (so that what
        a key starts in the background, such as completion, can finish)."""
        chunks = [keys] if isinstance(keys, str) else list(keys)
        with create_pipe_input() as pipe:
            session = prompt_session(
                core, history=InMemoryHistory(), input=pipe, output=DummyOutput()
            )

            def typist() -> None:
                for chunk in chunks:
                    pipe.send_text(chunk)
                    time.sleep(pause)
                pipe.send_text("\x04")

            thread = threading.Thread(target=typist, daemon=True)
            thread.start()
            run(core, session)
            thread.join()
        return core.out.getvalue()

    return type_keys
