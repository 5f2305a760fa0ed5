"""tempfile and tmpdir, as documented for Ruby 3.1.

`Tempfile` is a File (toque's read-write IO: write, rewind, read, flush…) created with
mode 0600 under `Dir.tmpdir`, named `<prefix><yyyymmdd>-<pid>-<random><suffix>` as
Dir::Tmpname makes names; it adds `unlink`/`delete` (after which `path` is nil), `close(true)`,
`close!`, `open` (reopen) and `length`. `Tempfile.create` gives a plain File, removed after
its block. `Dir.mktmpdir` makes a directory (0700) and, given a block, removes it after.
"""

from __future__ import annotations

import os
import random
import shutil
import tempfile
import time
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.builtins import Builtins
from toque.interpreter.core.file_io import close, open_file
from toque.interpreter.core.file_paths import os_error, path_str
from toque.interpreter.core.rio import RIO
from toque.interpreter.model.objects import RArray, RString

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

tf_s = Builtins("Tempfile", singleton=True)
tf = Builtins("Tempfile")
dir_s = Builtins("Dir", singleton=True)


def tmpdir() -> str:
    return tempfile.gettempdir()


def _prefix_suffix(rt: Runtime, basename: Any, default: str) -> tuple[str, str]:
    if basename is None:
        return default, ""
    if isinstance(basename, RArray):
        prefix = rt.to_s(basename[0]) if len(basename) > 0 else ""
        suffix = rt.to_s(basename[1]) if len(basename) > 1 else ""
        return prefix, suffix
    if isinstance(basename, RString) or rt.responds(basename, "to_str"):
        return rt.to_s(basename), ""
    raise rt.error("ArgumentError", f"unexpected prefix: {rt.inspect(basename)}")


def make_name(rt: Runtime, basename: Any, directory: Any, default: str, create: Any) -> str:
    """Create a fresh entry with `create(path)` (an OSError EEXIST tries another name)."""
    prefix, suffix = _prefix_suffix(rt, basename, default)
    where = tmpdir() if directory is None else path_str(rt, directory)
    for _ in range(100):
        stamp = time.strftime("%Y%m%d")
        token = _base36(random.getrandbits(32))
        path = os.path.join(where, f"{prefix}{stamp}-{os.getpid()}-{token}{suffix}")
        try:
            create(path)
        except FileExistsError:
            continue
        except OSError as exc:
            raise os_error(rt, exc, "rb_sysopen", path) from None
        return path
    raise rt.error(
        "ArgumentError", f"cannot generate temporary name using `{prefix}' under {where}"
    )


def _base36(n: int) -> str:
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    out = ""
    while True:
        n, r = divmod(n, 36)
        out = digits[r] + out
        if n == 0:
            return out


def _create_file(path: str) -> None:
    os.close(os.open(path, os.O_CREAT | os.O_EXCL | os.O_RDWR, 0o600))


def new_tempfile(rt: Runtime, klass: Any, basename: Any, directory: Any) -> RIO:
    path = make_name(rt, basename, directory, "", _create_file)
    f = open_file(rt, RString(path), RString("w+"))
    f.klass = klass
    return f


@tf_s.method("new")
def tempfile_new(rt, self, basename=None, directory=None, **options):
    f = new_tempfile(rt, self, basename, directory)
    init = rt.class_of(f).find_method("initialize")
    if init is not None and init.owner is not self and init.owner is not rt.Object:
        pass  # a subclass's own initialize is not run: Tempfile.new is the constructor
    return f


@tf_s.method("open")
def tempfile_open(rt, self, basename=None, directory=None, *, block=None, **options):
    f = new_tempfile(rt, self, basename, directory)
    if block is None:
        return f
    try:
        return rt.call_proc(block, [f])
    finally:
        close(f, rt)


@tf_s.method("create")
def tempfile_create(rt, self, basename=None, directory=None, *, block=None, **options):
    path = make_name(rt, basename, directory, "", _create_file)
    f = open_file(rt, RString(path), RString("w+"))
    if block is None:
        return f
    try:
        return rt.call_proc(block, [f])
    finally:
        close(f, rt)
        if os.path.lexists(path):
            os.unlink(path)


@tf.method("unlink", "delete")
def tempfile_unlink(rt, self):
    if self.path is not None:
        try:
            os.unlink(self.path)
        except FileNotFoundError:
            pass
        except OSError as exc:
            raise os_error(rt, exc, "rb_file_s_unlink", self.path) from None
    self.path = None
    return None


@tf.method("close")
def tempfile_close(rt, self, unlink_now=False):
    close(self, rt)
    if rt.truthy(unlink_now):
        tempfile_unlink(rt, self)
    return None


@tf.method("close!")
def tempfile_close_bang(rt, self):
    return tempfile_close(rt, self, True)


@tf.method("open")
def tempfile_reopen(rt, self):
    """Reopen the file (closing it first), positioned at its start: mode r+."""
    close(self, rt)
    if self.path is None:
        raise rt.error("IOError", "the temporary file has been unlinked")
    fresh = open_file(rt, RString(self.path), RString("r+"))
    for slot in ("text", "pos", "lineno", "fh", "closed", "rw", "dirty"):
        setattr(self, slot, getattr(fresh, slot))
    return self


@tf.method("size", "length")
def tempfile_size(rt, self):
    if self.closed or self.rw is None:
        return os.path.getsize(self.path) if self.path and os.path.exists(self.path) else 0
    return len((self.text or "").encode("utf-8", "surrogateescape"))


@tf.method("path", "to_path")
def tempfile_path(rt, self):
    return None if self.path is None else RString(self.path)


@tf.method("inspect", "to_s")
def tempfile_inspect(rt, self):
    state = " (closed)" if self.closed else ""
    return RString(f"#<Tempfile:{self.path}{state}>")


@dir_s.method("mktmpdir")
def dir_mktmpdir(rt, self, prefix_suffix=None, directory=None, *, block=None, **options):
    path = make_name(rt, prefix_suffix, directory, "d", lambda p: os.mkdir(p, 0o700))
    if block is None:
        return RString(path)
    try:
        return rt.call_proc(block, [RString(path)])
    finally:
        if os.path.isdir(path):
            shutil.rmtree(path, ignore_errors=True)


@dir_s.method("tmpdir")
def dir_tmpdir(rt, self):
    return RString(tmpdir())


def define(rt: Runtime) -> None:
    if (
        "Tempfile" in rt.Object.consts
        and "mktmpdir" in rt.singleton_class(rt.Object.consts["Dir"]).methods
    ):
        return
    from toque.interpreter.core.autoload import autoload

    file = rt.Object.consts.get("File") or autoload(rt, "File")
    if "Tempfile" not in rt.Object.consts:
        rt.define_class("Tempfile", file)
    for b in (tf_s, tf, dir_s):
        b.install(rt)
