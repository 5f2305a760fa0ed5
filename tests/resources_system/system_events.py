"""Helpers for the system-resource tests (a module of its own: every test folder has a conftest)."""

from __future__ import annotations

import shutil


def updated(events: list[dict]) -> list[str]:
    return [e["resource"]["resource"] for e in events if e["event"] == "resource_updated"]


def have(command: str) -> bool:
    return shutil.which(command) is not None
