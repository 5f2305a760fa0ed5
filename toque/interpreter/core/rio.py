"""The IO object (`RIO`): a standard stream or an open file, its position, line number and mode;
its methods are in file_io.py."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime


# -- IO objects --------------------------------------------------------------------------------


class RIO:
    """An IO: $stdout/$stderr (writing to the runtime's streams) or an open File."""

    __slots__ = (
        "kind",
        "path",
        "text",
        "pos",
        "lineno",
        "fh",
        "closed",
        "frozen",
        "sync",
        "rw",
        "dirty",
        "klass",
        "lockfd",
    )

    def __init__(self, kind: str, path: str | None = None) -> None:
        self.kind = kind  # "stdout", "stderr", "stdin", "file"
        self.path = path
        self.text: str | None = None  # a file opened for reading: its whole content
        self.pos = 0
        self.lineno = 0
        self.fh: Any = None  # a file opened for writing
        self.closed = False
        self.frozen = False
        self.sync = kind == "stderr"
        # a file opened for reading and writing ("r+", "w+", "a+"): its content is kept in
        # `text` and written through to disk on flush, close and size (`dirty` until then)
        self.rw: str | None = None  # None, or "r+", "w+", "a+"
        self.dirty = False
        self.klass: Any = None  # a File subclass this IO is an instance of (Tempfile)
        self.lockfd: int | None = None  # a descriptor holding this file's flock

    @property
    def is_stdout(self) -> bool:
        return self.kind == "stdout"

    def ruby_class(self, rt: Runtime) -> Any:
        if self.klass is not None:
            return self.klass
        return rt.const_get("File" if self.kind == "file" else "IO")
