"""The on-disk cache of parsed trees: plain data, authenticated, bounded in size.

An entry is `MAGIC + MAC + payload`: the payload is the tree as plain data (`serial`) in
`marshal`'s format, which builds only tuples, lists, strings and numbers; the MAC is a keyed
BLAKE2b of the entry's name (itself a hash of toque's parser code, the file name and the
source) and the payload, under a random key kept in the cache folder. An entry that does not
verify is ignored and rebuilt, and its bytes are never parsed: a planted or foreign file
costs a parse, never trust. The folder itself is private (`toque.private_dirs`).

The cache is bounded: entries are touched when used, and after a store, at most once every
`PRUNE_EVERY` seconds, the least recently used are removed until the cache holds at most
`MAX_ENTRIES` entries and `MAX_BYTES` bytes.
"""

from __future__ import annotations

import contextlib
import gc
import marshal
import os
import tempfile
import time
from pathlib import Path

from toque.digests import blake2b, compare_digest
from toque.grammar import ast as A
from toque.grammar.serial import BadTree, decode_tree, encode

MAGIC = b"TQAST\x01"
MAC_SIZE = 32
KEY_NAME = ".key"
STAMP_NAME = ".pruned"
MAX_ENTRIES = 20_000
MAX_BYTES = 256 * 1024 * 1024
PRUNE_EVERY = 3600.0
_keys: dict[str, bytes] = {}


def load(folder: Path, name: str, file: str) -> A.Seq | None:
    """The tree stored under `name`, or None for a miss or an entry that does not verify."""
    path = _entry(folder, name)
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_CLOEXEC)
    except OSError:
        return None
    with open(fd, "rb") as f:  # not Path.read_bytes: a Path costs as much as the read
        data = f.read()
    payload = data[len(MAGIC) + MAC_SIZE :]
    mac = data[len(MAGIC) : len(MAGIC) + MAC_SIZE]
    key = _key(folder)
    if (
        key is None
        or data[: len(MAGIC)] != MAGIC
        or not compare_digest(mac, _mac(key, name, payload))
    ):
        return None
    with contextlib.suppress(OSError):
        os.utime(path)  # recently used: pruning keeps it
    gc_was_on = gc.isenabled()
    gc.disable()  # the tree has no cycles: collecting while it loads only costs time
    try:
        tree = decode_tree(marshal.loads(payload), file)
    except (BadTree, ValueError, EOFError, TypeError):
        return None
    finally:
        if gc_was_on:
            gc.enable()
    return tree


def store(folder: Path, name: str, file: str, tree: A.Seq) -> None:
    """Keep `tree` under `name`; a tree that cannot be stored only costs the next parse."""
    try:
        payload = marshal.dumps(encode(tree, file))
    except (BadTree, RecursionError, ValueError):
        return
    key = _key(folder, create=True)
    if key is None:
        return
    path = _entry(folder, name)
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        _write_new(path, MAGIC + _mac(key, name, payload) + payload)
    except OSError:
        return  # a read-only or full disk only costs speed
    maybe_prune(folder)


def maybe_prune(folder: Path, now: float | None = None) -> None:
    """Prune unless that was done less than `PRUNE_EVERY` seconds ago (by any process)."""
    stamp = folder / "ast" / STAMP_NAME
    now = time.time() if now is None else now
    try:
        if now - os.stat(stamp).st_mtime < PRUNE_EVERY:
            return
    except FileNotFoundError:
        pass
    except OSError:
        return
    with contextlib.suppress(OSError):
        _write_new(stamp, b"")
        prune(folder)


def prune(folder: Path, max_entries: int | None = None, max_bytes: int | None = None) -> int:
    """Remove the least recently used entries (and temp files of killed runs) until at most
    `max_entries` entries and `max_bytes` bytes are left; the number of files removed."""
    max_entries = MAX_ENTRIES if max_entries is None else max_entries
    max_bytes = MAX_BYTES if max_bytes is None else max_bytes
    entries: list[tuple[float, int, str]] = []
    removed = 0
    stale = time.time() - PRUNE_EVERY
    top = os.path.join(folder, "ast")
    for item in _scan(top):  # the key's temp file, if a run was killed making it
        if item.name.startswith(".tmp-") and _mtime(item) < stale:
            removed += _remove(item.path)
    for sub in _subfolders(top):
        for item in _scan(sub):
            try:
                st = item.stat(follow_symlinks=False)
            except OSError:
                continue  # removed meanwhile by another run's prune
            if item.name.startswith(".tmp-"):
                if st.st_mtime < stale:
                    removed += _remove(item.path)
                continue
            entries.append((st.st_mtime, st.st_size, item.path))
    entries.sort()
    total = sum(size for _, size, _ in entries)
    count = len(entries)
    for _, size, path in entries:
        if count <= max_entries and total <= max_bytes:
            break
        removed += _remove(path)
        count -= 1
        total -= size
    return removed


def _subfolders(ast_folder: str) -> list[str]:
    return [e.path for e in _scan(ast_folder) if e.is_dir(follow_symlinks=False)]


def _scan(folder: str | Path) -> list[os.DirEntry[str]]:
    try:
        return list(os.scandir(folder))
    except OSError:
        return []


def _mtime(item: os.DirEntry[str]) -> float:
    try:
        return item.stat(follow_symlinks=False).st_mtime
    except OSError:
        return float("inf")  # gone meanwhile: nothing to remove


def _remove(path: str) -> int:
    try:
        os.unlink(path)
        return 1
    except OSError:
        return 0


def _entry(folder: Path, name: str) -> str:
    # strings, not Paths: joining Paths costs more than reading a small entry
    return os.path.join(folder, "ast", name[:2], name)  # 256 subfolders: ~400 files per run


def _mac(key: bytes, name: str, payload: bytes) -> bytes:
    h = blake2b(name.encode(), key=key, digest_size=MAC_SIZE)
    h.update(b"\0")
    h.update(payload)
    return h.digest()


def _key(folder: Path, create: bool = False) -> bytes | None:
    """The cache's secret key (made on first store): without it no one can forge an entry."""
    cached = _keys.get(os.fspath(folder))
    if cached is not None:
        return cached
    path = os.path.join(folder, "ast", KEY_NAME)
    key = _read_key(path)
    if key is None:
        if not create:
            return None
        try:
            os.makedirs(os.path.dirname(path), exist_ok=True)
            key = _new_key(path)
        except OSError:
            return None
    _keys[os.fspath(folder)] = key
    return key


def _read_key(path: str) -> bytes | None:
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_CLOEXEC)
    except OSError:
        return None
    with open(fd, "rb") as f:
        key = f.read(MAC_SIZE + 1)
    return key if len(key) == MAC_SIZE else None


def _new_key(path: str) -> bytes:
    """A new random key at `path`, unless a concurrent run made a good one first (then
    that one: two keys would turn each other's entries into misses)."""
    key = os.urandom(MAC_SIZE)
    fd, tmp = tempfile.mkstemp(dir=os.path.dirname(path), prefix=".tmp-")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(key)
        try:
            os.link(tmp, path)  # only if there is none yet
        except FileExistsError:
            existing = _read_key(path)
            if existing is not None:
                return existing
            os.replace(tmp, path)  # a bad key: replaced, the entries it signed become misses
    finally:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
    return key


def _write_new(path: str | Path, data: bytes) -> None:
    """A new file (mode 0600) put in place by rename, so nothing at `path` is followed."""
    fd, tmp = tempfile.mkstemp(dir=os.path.dirname(path), prefix=".tmp-")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
