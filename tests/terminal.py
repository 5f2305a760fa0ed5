"""Terminals for tests: a real one (tmux, on a server socket of its own) and `render`, what
a terminal shows of a stream of bytes with carriage returns, backspaces and erasures."""

from __future__ import annotations

import re
import subprocess
import time
import uuid
from pathlib import Path


class Tmux:
    """One detached tmux session, on its own server socket."""

    def __init__(self, tmp: Path) -> None:
        self.name = f"toque-shell-{uuid.uuid4().hex[:8]}"
        self.socket = str(tmp / "tmux.sock")

    def tmux(self, *args: str) -> str:
        cmd = ["tmux", "-S", self.socket, *args]
        return subprocess.run(cmd, check=True, capture_output=True, text=True, timeout=20).stdout

    def start(self, command: str, env: dict[str, str]) -> None:
        exports = " ".join(f"{k}={v}" for k, v in env.items())
        self.tmux("new-session", "-d", "-s", self.name, "-x", "120", "-y", "40",
                  f"env {exports} {command}")  # fmt: skip

    def type(self, text: str) -> None:
        self.tmux("send-keys", "-t", self.name, "-l", text)

    def key(self, name: str) -> None:
        self.tmux("send-keys", "-t", self.name, name)

    def screen(self) -> str:
        return self.tmux("capture-pane", "-p", "-t", self.name)

    def wait_for(self, predicate, timeout: float = 30.0) -> str:
        deadline = time.monotonic() + timeout
        screen = ""
        while time.monotonic() < deadline:
            screen = self.screen()
            if predicate(screen):
                return screen
            time.sleep(0.1)
        raise AssertionError(f"timed out; the screen was:\n{screen}")

    def alive(self) -> bool:
        cmd = ["tmux", "-S", self.socket, "has-session", "-t", self.name]
        return subprocess.run(cmd, capture_output=True, timeout=20).returncode == 0

    def kill(self) -> None:
        subprocess.run(["tmux", "-S", self.socket, "kill-server"], capture_output=True, timeout=20)


_CSI = re.compile(r"\x1b\[([0-9;?]*)([A-Za-z])")


def render(text: str, width: int = 80) -> list[str]:
    """The rows a terminal `width` columns wide shows after `text`: `\\r`, `\\b`, `\\n`,
    ESC[K (erase to the end of the row) and ESC[nD are obeyed, colours dropped; a row that
    would wrap is an error (the live line must never wrap: a wrapped row cannot be erased)."""
    rows: list[list[str]] = [[]]
    col = 0
    i = 0
    while i < len(text):
        match = _CSI.match(text, i)
        if match:
            arg, op = match.groups()
            if op == "K":
                del rows[-1][col:]
            elif op == "D":
                col = max(col - int(arg or 1), 0)
            i = match.end()
            continue
        ch = text[i]
        i += 1
        if ch == "\n":
            rows.append([])
            col = 0
        elif ch == "\r":
            col = 0
        elif ch == "\b":
            col = max(col - 1, 0)
        else:
            assert col < width, f"row {len(rows)} wraps: {''.join(rows[-1])!r}"
            row = rows[-1]
            row.extend(" " * (col - len(row)))
            if col < len(row):
                row[col] = ch
            else:
                row.append(ch)
            col += 1
    return ["".join(row).rstrip() for row in rows]
