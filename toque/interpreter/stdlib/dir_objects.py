"""Dir objects (Dir.new / Dir.open and their read, each, children, pos, seek, close…) and
the class methods made of them (Dir.foreach, Dir.exists?, Dir.chroot); the path-taking class
methods are in file_lib.

A Dir holds its directory open (for `fileno`) and reads the names once, as readdir gives
them plus "." and ".."; its position is an index into them.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.builtins import Builtins
from toque.interpreter.core.number_ops import num2long
from toque.interpreter.model.objects import RObject, RString

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

dir_i = Builtins("Dir")
dir_s = Builtins("Dir", singleton=True)


class DirState:
    __slots__ = ("path", "names", "index", "fd")

    def __init__(self, path: str, names: list[str], fd: int | None) -> None:
        self.path, self.names, self.index, self.fd = path, names, 0, fd


def _open(rt: Runtime, self: Any, path: Any) -> None:
    from toque.interpreter.core.file_paths import os_error, path_str

    text = path_str(rt, path)
    try:
        fd = os.open(text, os.O_RDONLY | os.O_DIRECTORY)
        names = [".", "..", *os.listdir(fd)]
    except OSError as exc:
        raise os_error(rt, exc, "dir_initialize", text) from None
    self.ivars["@__dir"] = DirState(text, names, fd)


def _state(rt: Runtime, self: Any) -> DirState:
    state = self.ivars.get("@__dir") if isinstance(self, RObject) else None
    if state is None:
        raise rt.error("IOError", "uninitialized directory")
    return state


def _open_state(rt: Runtime, self: Any) -> DirState:
    state = _state(rt, self)
    if state.fd is None:
        raise rt.error("IOError", "closed directory")
    return state


@dir_i.method("initialize", visibility="private")
def dir_initialize(rt, self, path, *options):
    _open(rt, self, path)  # `encoding:` is accepted; names are UTF-8 Strings
    return None


@dir_i.method("path", "to_path")
def dir_path(rt, self):
    return RString(_state(rt, self).path)


@dir_i.method("inspect")
def dir_inspect(rt, self):
    return RString(f"#<Dir:{_state(rt, self).path}>")


@dir_i.method("fileno")
def dir_fileno(rt, self):
    return _open_state(rt, self).fd


@dir_i.method("read")
def dir_read(rt, self):
    state = _open_state(rt, self)
    if state.index >= len(state.names):
        return None
    state.index += 1
    return RString(state.names[state.index - 1])


def _entries(rt: Runtime, self: Any, children: bool) -> list[RString]:
    """Every name from the start (MRI rewinds first); the Dir is then at its end."""
    state = _open_state(rt, self)
    state.index = len(state.names)
    return [RString(n) for n in state.names if not children or n not in (".", "..")]


def _each(rt: Runtime, self: Any, name: str, children: bool, block: Any) -> Any:
    if block is None:
        from toque.interpreter.core.enum import enumerator_for

        return enumerator_for(rt, self, name, [])
    for entry in _entries(rt, self, children):
        rt.call_proc(block, [entry])
    return self


@dir_i.method("each")
def dir_each(rt, self, *, block=None):
    return _each(rt, self, "each", False, block)


@dir_i.method("each_child")
def dir_each_child_i(rt, self, *, block=None):
    return _each(rt, self, "each_child", True, block)


@dir_i.method("children")
def dir_children_i(rt, self):
    from toque.interpreter.model.objects import RArray

    return RArray(_entries(rt, self, True))


@dir_i.method("pos", "tell")
def dir_pos(rt, self):
    return _open_state(rt, self).index


@dir_i.method("seek")
def dir_seek(rt, self, pos):
    state = _open_state(rt, self)
    state.index = max(0, min(num2long(rt, pos), len(state.names)))
    return self


@dir_i.method("pos=")
def dir_set_pos(rt, self, pos):
    dir_seek(rt, self, pos)
    return pos


@dir_i.method("rewind")
def dir_rewind(rt, self):
    _open_state(rt, self).index = 0
    return self


@dir_i.method("close")
def dir_close(rt, self):
    state = _state(rt, self)
    if state.fd is not None:
        os.close(state.fd)
        state.fd = None
    return None


@dir_s.method("open")
def dir_open(rt, self, path, *options, block=None):
    d = rt.send(self, "new", [path, *options])
    if block is None:
        return d
    try:
        return rt.call_proc(block, [d])
    finally:
        dir_close(rt, d)


@dir_s.method("foreach")
def dir_foreach(rt, self, path, *options, block=None):
    if block is None:
        from toque.interpreter.core.enum import enumerator_for

        return enumerator_for(rt, self, "foreach", [path, *options])
    d = rt.send(self, "new", [path, *options])
    try:
        for entry in _entries(rt, d, False):
            rt.call_proc(block, [entry])
    finally:
        dir_close(rt, d)
    return None


@dir_s.method("exists?")
def dir_exists(rt, self, path):
    """Ruby 3.1 still has it (deprecated, removed in 3.2): Dir.exist?."""
    return rt.send(self, "exist?", [path])


@dir_s.method("chroot")
def dir_chroot(rt, self, path):
    from toque.interpreter.core.file_paths import os_error, path_str

    text = path_str(rt, path)
    try:
        os.chroot(text)
    except OSError as exc:
        raise os_error(rt, exc, "", text) from None
    return 0


def define(rt: Runtime) -> None:
    """Called by file_lib once Dir exists."""
    dir_class = rt.Object.consts["Dir"]
    dir_class.include(rt.Enumerable)
    for b in (dir_i, dir_s):
        b.install(rt)
