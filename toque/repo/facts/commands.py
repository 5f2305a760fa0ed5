"""Ohai's facts that only a command reports: sysconf (`getconf -a`) and systemd_paths
(`systemd-path`). Present where the command is; run on the first read of the key."""

from __future__ import annotations

import re
import subprocess
from typing import Any

from toque.repo.facts._host import Host
from toque.repo.node import Lazy

_PATH = ("usr/local/sbin", "usr/local/bin", "usr/sbin", "usr/bin", "sbin", "bin")


def _output(argv: list[str]) -> str | None:
    try:
        done = subprocess.run(argv, capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.SubprocessError):
        return None
    return done.stdout if done.returncode == 0 else None


_RUBY_INTEGER = re.compile(r"^\s*([+-]?)(0x[0-9a-f]+|0b[01]+|0o?[0-7]+|[1-9][0-9]*|0)\s*$", re.I)


def ruby_integer(text: str) -> int | None:
    """Ruby's `Integer(text)`: decimal, or 0x/0b/0o/0-prefixed; None where Ruby raises."""
    m = _RUBY_INTEGER.match(text)
    if not m:
        return None
    digits = m.group(2).lower()
    if digits.startswith(("0x", "0b", "0o")):
        value = int(digits, 0)
    elif digits.startswith("0") and len(digits) > 1:
        value = int(digits, 8)
    else:
        value = int(digits)
    return -value if m.group(1) == "-" else value


def parse_getconf(text: str) -> dict[str, Any]:
    """`getconf -a` lines: a name, then a value (an Integer where it reads as one, else nil)."""
    out: dict[str, Any] = {}
    for line in text.splitlines():
        m = re.match(r"^(\S+)\s*(.*)?$", line)
        if not m:
            continue
        value = m.group(2)
        if not value:
            out[m.group(1)] = None
            continue
        number = ruby_integer(value)
        out[m.group(1)] = value if number is None else number
    return out


def parse_systemd_path(text: str) -> dict[str, str]:
    out = {}
    for line in text.splitlines():
        key, _, value = line.partition(":")
        out[key] = value.split(":")[0].strip()
    return out


def _which(host: Host, name: str) -> str | None:
    return next((f"/{d}/{name}" for d in _PATH if host.exists(f"{d}/{name}")), None)


def collect(host: Host, facts: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    if not host.live:
        return out
    if getconf := _which(host, "getconf"):
        out["sysconf"] = Lazy(lambda: parse_getconf(_output([getconf, "-a"]) or ""))
    if systemd_path := _which(host, "systemd-path"):
        out["systemd_paths"] = Lazy(lambda: parse_systemd_path(_output([systemd_path]) or ""))
    return out
