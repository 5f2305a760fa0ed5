"""Backends: how providers touch a host (files, commands). Providers talk to nothing else."""

from toque.runtime.backends.base import Backend, CommandResult, FileStat
from toque.runtime.backends.local import LocalBackend

__all__ = ["Backend", "CommandResult", "FileStat", "LocalBackend"]
