"""Parse files, with parsed trees cached on disk by content (like `.pyc`, see `astcache`)."""

from __future__ import annotations

import os
from functools import lru_cache

from toque import __version__
from toque.cachedir import private_cache_dir
from toque.digests import sha256
from toque.errors import RubySyntaxError
from toque.grammar import ast as A
from toque.grammar import astcache
from toque.source import Span


@lru_cache(maxsize=1)
def _code_fingerprint() -> bytes:
    """Part of every cache key: any change to the parser's code makes new keys."""
    h = sha256(__version__.encode())
    # the package's folder as files, as toque reads its .rb and template files: not
    # importlib.resources, whose machinery (zipfile, tempfile, typing) costs start-up
    folder = os.path.dirname(os.path.abspath(__file__))
    for name in sorted(os.listdir(folder)):
        if name.endswith((".py", ".lark", ".json")):
            h.update(name.encode())
            with open(os.path.join(folder, name), "rb") as f:
                h.update(f.read())
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
    folder = private_cache_dir() if use_cache else None
    name = None
    if folder is not None:
        # the tree depends on the path only through __FILE__ (a string literal of the path
        # as given): without one, the same content by any path (relative, absolute, a link)
        # is one entry; the nodes' file names are set from `file` as the tree is loaded
        named = file.encode() if b"__FILE__" in data else b""
        name = sha256(_code_fingerprint() + named + b"\0" + data).hexdigest()
        tree = astcache.load(folder, name, file)
        if tree is not None:
            return tree
    from toque.grammar.parser import parse  # only on a miss: importing it costs start-up

    tree = parse(decode(data, file), file)
    if folder is not None and name is not None:
        astcache.store(folder, name, file, tree)
    return tree
