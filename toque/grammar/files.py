"""Parse files, with parsed trees cached on disk by content (like `.pyc`)."""

from __future__ import annotations

import gc
import hashlib
import os
import pickle
import tempfile
from functools import lru_cache
from importlib import resources
from pathlib import Path

from toque import __version__
from toque.cachedir import cache_dir
from toque.errors import RubySyntaxError
from toque.grammar import ast as A
from toque.source import Span


@lru_cache(maxsize=1)
def _code_fingerprint() -> bytes:
    """Part of every cache key: any change to the parser's code makes new keys."""
    h = hashlib.sha256(__version__.encode())
    pkg = resources.files("toque.grammar")
    for entry in sorted(pkg.iterdir(), key=lambda e: e.name):
        if entry.name.endswith((".py", ".lark", ".json")):
            h.update(entry.name.encode())
            h.update(entry.read_bytes())
    return h.digest()


def decode(data: bytes, file: str) -> str:
    """Source bytes as text; binary or non-UTF-8 input is a syntax error, not a crash."""
    if b"\0" in data[:8192] or b"\0" in data:
        raise RubySyntaxError("this is a binary file, not Ruby source", Span(file, 1, 1))
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        col = exc.start - (data.rfind(b"\n", 0, exc.start) + 1) + 1
        raise RubySyntaxError(
            f"invalid UTF-8 byte 0x{data[exc.start]:02x}: Ruby source must be UTF-8 text",
            Span(file, line, col),
        ) from None


def parse_file(path: str | os.PathLike[str], use_cache: bool = True) -> A.Seq:
    """The AST of a file, from the cache when its content was parsed before."""
    file = str(path)
    try:
        with open(file, "rb") as f:  # not Path.read_bytes: a Path costs as much as the read
            data = f.read()
    except OSError as exc:
        raise RubySyntaxError(f"cannot read {file}: {exc.strerror or exc}") from None
    return parse_bytes(data, file, use_cache)


def parse_bytes(data: bytes, file: str, use_cache: bool = True) -> A.Seq:
    from toque.grammar.parser import parse

    folder = cache_dir() if use_cache else None
    entry = None
    if folder is not None:
        key = hashlib.sha256(_code_fingerprint() + file.encode() + b"\0" + data).hexdigest()
        entry = os.path.join(folder, "ast", key[:2], key)  # strings: ~400 files per run
        tree = _load(entry)
        if tree is not None:
            return tree
    tree = parse(decode(data, file), file)
    if entry is not None:
        _store(Path(entry), tree)
    return tree


def _load(entry: str) -> A.Seq | None:
    gc_was_on = gc.isenabled()
    gc.disable()  # the tree has no cycles: collecting while it loads only costs time
    try:
        with open(entry, "rb") as f:
            data = f.read()  # one read, then unpickle from memory: faster than load(f)
        tree = pickle.loads(data)
    except Exception:  # a missing, truncated or foreign entry is a miss, never fatal
        return None
    finally:
        if gc_was_on:
            gc.enable()
    return tree if isinstance(tree, A.Seq) else None


def _store(entry: Path, tree: A.Seq) -> None:
    try:
        entry.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=entry.parent, prefix=".tmp-")
        try:
            with os.fdopen(fd, "wb") as f:
                pickle.dump(tree, f, protocol=pickle.HIGHEST_PROTOCOL)
            os.replace(tmp, entry)
        except BaseException:
            os.unlink(tmp)
            raise
    except (OSError, RecursionError, pickle.PicklingError):
        pass  # caching is an optimisation: a read-only or full disk only costs speed
