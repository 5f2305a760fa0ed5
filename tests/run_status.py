"""`session.apply` / `session.client` as the exit status `toque` gives them (0: converged,
1: a resource failed), for tests that check it. The session raises RunFailed; only the CLI
turns it into a status."""

from __future__ import annotations

from typing import IO, Any

from toque import session
from toque.errors import RunFailed


def apply(options: Any, out: IO[str]) -> int:
    try:
        session.apply(options, out)
    except RunFailed:
        return 1
    return 0


def client(options: Any, out: IO[str]) -> int:
    try:
        session.client(options, out)
    except RunFailed:
        return 1
    return 0
