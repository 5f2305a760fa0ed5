"""Dir and pattern matching on paths: File.fnmatch, Dir.glob (braces, `**`, flags), entries,
children, mkdir, and the working directory."""

from __future__ import annotations

import os
import re
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.builtins import Builtins
from toque.interpreter.core.enum import enumerator_for
from toque.interpreter.core.file_paths import opts_dict, os_error, path_str
from toque.interpreter.core.string import str_arg
from toque.interpreter.model.objects import RArray, RHash, RString, sym

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime


INSTALLED_BY = "file_lib"  # its methods are installed by file_lib.define (core/discover.py)

fs = Builtins("File", singleton=True)
ds = Builtins("Dir", singleton=True)


# -- fnmatch -----------------------------------------------------------------------------------

FNM_NOESCAPE, FNM_PATHNAME, FNM_DOTMATCH, FNM_CASEFOLD, FNM_EXTGLOB = 1, 2, 4, 8, 16
_fnmatch_cache: dict[tuple[str, int], re.Pattern] = {}


def expand_braces(pattern: str) -> list[str]:
    """`a{b,c}d` -> [abd, acd] (nested braces included)."""
    depth, start = 0, -1
    for i, ch in enumerate(pattern):
        if ch == "\\":
            continue
        if ch == "{":
            if depth == 0:
                start = i
            depth += 1
        elif ch == "}" and depth:
            depth -= 1
            if depth == 0:
                return [
                    head + alt + tail
                    for alt in _split_alternatives(pattern[start + 1 : i])
                    for head in [pattern[:start]]
                    for tail in expand_braces(pattern[i + 1 :])
                ]
    return [pattern]


def _split_alternatives(body: str) -> list[str]:
    out, depth, cur = [], 0, []
    for ch in body:
        if ch == "," and depth == 0:
            out.append("".join(cur))
            cur = []
            continue
        depth += ch == "{"
        depth -= ch == "}"
        cur.append(ch)
    out.append("".join(cur))
    return [x for alt in out for x in expand_braces(alt)]


def fnmatch_regex(pattern: str, flags: int) -> re.Pattern:
    key = (pattern, flags)
    cached = _fnmatch_cache.get(key)
    if cached is not None:
        return cached
    pathname = flags & FNM_PATHNAME
    hide = not flags & FNM_DOTMATCH
    any_char = "[^/]" if pathname else "."
    out: list[str] = []
    i, n = 0, len(pattern)
    seg_start = True
    while i < n:
        ch = pattern[i]
        guard = "(?!\\.)" if hide and seg_start else ""
        if pathname and pattern.startswith("**/", i) and seg_start:
            dirs = "(?:(?!\\.)[^/]*/)*" if hide else "(?:[^/]*/)*"
            out.append(dirs)
            i += 3
            continue
        if ch == "*":
            while i < n and pattern[i] == "*":
                i += 1
            out.append(guard + any_char + "*")
            seg_start = False
            continue
        if ch == "?":
            out.append(guard + any_char)
        elif ch == "[":
            cls, i = _char_class(pattern, i, flags)
            out.append(guard + cls)
            seg_start = False
            continue
        elif ch == "\\" and not flags & FNM_NOESCAPE and i + 1 < n:
            i += 1
            out.append(re.escape(pattern[i]))
        else:
            out.append(re.escape(ch))
        seg_start = pathname and ch == "/"
        i += 1
    regex = re.compile("".join(out) + r"\Z", (re.I if flags & FNM_CASEFOLD else 0) | re.S)
    _fnmatch_cache[key] = regex
    return regex


def _char_class(pattern: str, i: int, flags: int) -> tuple[str, int]:
    end = pattern.find("]", i + 2)
    if end < 0:
        return re.escape("["), i + 1
    body = pattern[i + 1 : end]
    negate = body[:1] in ("!", "^")
    if negate:
        body = body[1:]
    body = body.replace("\\", "\\\\") if flags & FNM_NOESCAPE else body
    body = body.replace("[", "\\[").replace("^", "\\^")
    excl = "/" if flags & FNM_PATHNAME else ""
    if negate:
        return f"[^{body}{excl}]", end + 1
    return (f"(?!/)[{body}]" if excl else f"[{body}]"), end + 1


def fnmatch(pattern: str, path: str, flags: int = 0) -> bool:
    patterns = expand_braces(pattern) if flags & FNM_EXTGLOB else [pattern]
    return any(fnmatch_regex(p, flags).match(path) for p in patterns)


@fs.method("fnmatch", "fnmatch?")
def file_fnmatch(rt, self, pattern, path, flags=0):
    return fnmatch(str_arg(rt, pattern), path_str(rt, path), flags)


# -- Dir ---------------------------------------------------------------------------------------


def _magic(seg: str) -> bool:
    return any(c in seg for c in "*?[")


def glob(pattern: str, flags: int = 0, base: str | None = None) -> list[str]:
    out: list[str] = []
    for pat in expand_braces(pattern):
        if not pat:
            continue
        absolute = pat.startswith("/")
        segs = [s for s in pat.split("/") if s]
        dir_only = pat.endswith("/")
        prefix = "/" if absolute else ""
        root = "/" if absolute else (base or ".")
        if not segs:  # "/", "//": the root itself, spelled as given
            out.append(pat)
            continue
        _walk(root, prefix, segs, flags, dir_only, out)
    return out


def _join(root: str, name: str) -> str:
    return name if root == "." else os.path.join(root, name)


def _entries(real: str, flags: int) -> list[str]:
    try:
        names = sorted(os.listdir(real))
    except OSError:
        return []
    if flags & FNM_DOTMATCH:
        return names
    return [n for n in names if not n.startswith(".")]


def _walk(real: str, shown: str, segs: list[str], flags: int, dir_only: bool, out: list) -> None:
    """Ruby's glob order: entries sorted, each one matched and then (for `**`) descended."""
    seg, rest = segs[0], segs[1:]
    if seg == "**" and rest:
        for name in _entries(real, flags):
            path = _join(real, name)
            if _seg_match(rest[0], name, flags):
                _descend(path, shown + name, rest[1:], flags, dir_only, out)
            if os.path.isdir(path) and not os.path.islink(path):
                _walk(path, shown + name + "/", segs, flags, dir_only, out)
        return
    if not _magic(seg) and seg != "**":
        name = seg.replace("\\", "")
        if os.path.lexists(_join(real, name)):
            _descend(_join(real, name), shown + name, rest, flags, dir_only, out)
        return
    for name in _entries(real, flags):
        if _seg_match(seg, name, flags):
            _descend(_join(real, name), shown + name, rest, flags, dir_only, out)


def _seg_match(seg: str, name: str, flags: int) -> bool:
    if seg == "**":
        seg = "*"
    if not _magic(seg):
        return seg.replace("\\", "") == name
    return fnmatch_regex(seg, flags | FNM_PATHNAME).match(name) is not None


def _descend(path: str, shown: str, rest: list[str], flags: int, dir_only: bool, out: list) -> None:
    if rest:
        if os.path.isdir(path):
            _walk(path, shown + "/", rest, flags, dir_only, out)
    elif not dir_only:
        out.append(shown)
    elif os.path.isdir(path):
        out.append(shown + "/")


def glob_args(rt: Runtime, patterns: Any, args: tuple) -> list[str]:
    rest, opts = opts_dict(rt, args)
    flags = rest[0] if rest and isinstance(rest[0], int) else 0
    if "flags" in opts:
        flags = opts["flags"]
    base = opts.get("base")
    base_path = None if base is None else path_str(rt, base)
    items = patterns if isinstance(patterns, RArray) else [patterns]
    out: list[str] = []
    for pat in items:
        text = path_str(rt, pat)
        if "\0" in text:
            raise rt.error("ArgumentError", "nul-separated glob pattern is deprecated")
        out.extend(glob(text, flags, base_path))
    return out


@ds.method("glob")
def dir_glob(rt, self, patterns, *args, block=None):
    found = RArray([RString(p) for p in glob_args(rt, patterns, args)])
    if block is None:
        return found
    for p in found:
        rt.call_proc(block, [p])
    return None


@ds.method("[]")
def dir_index(rt, self, *patterns):
    rest, opts = opts_dict(rt, patterns)
    extra = (RHash.from_pairs([(sym("base"), opts["base"])]),) if "base" in opts else ()
    return RArray([RString(p) for p in glob_args(rt, RArray(rest), extra)])


@ds.method("exist?")
def dir_exist(rt, self, path):
    return os.path.isdir(path_str(rt, path))


@ds.method("empty?")
def dir_empty(rt, self, path):
    p = path_str(rt, path)
    return os.path.isdir(p) and not os.listdir(p)


def list_dir(rt: Runtime, path: Any) -> list[str]:
    p = path_str(rt, path)
    try:
        return os.listdir(p)
    except OSError as exc:
        raise os_error(rt, exc, "dir_initialize", p) from None


@ds.method("entries")
def dir_entries(rt, self, path, *args):
    return RArray([RString(n) for n in [".", "..", *list_dir(rt, path)]])


@ds.method("children")
def dir_children(rt, self, path, *args):
    return RArray([RString(n) for n in list_dir(rt, path)])


@ds.method("each_child")
def dir_each_child(rt, self, path, *args, block=None):
    names = dir_children(rt, self, path)
    if block is None:
        return enumerator_for(rt, names, "each", [])
    for n in names:
        rt.call_proc(block, [n])
    return None


@ds.method("pwd", "getwd")
def dir_pwd(rt, self):
    return RString(os.getcwd())


@ds.method("home")
def dir_home(rt, self, user=None):
    name = "" if user is None else str_arg(rt, user)
    return RString(os.path.expanduser("~" + name))


@ds.method("tmpdir")
def dir_tmpdir(rt, self):
    import tempfile

    return RString(tempfile.gettempdir())


@ds.method("mkdir")
def dir_mkdir(rt, self, path, mode=0o777):
    p = path_str(rt, path)
    try:
        os.mkdir(p, mode)
    except OSError as exc:
        raise os_error(rt, exc, "dir_s_mkdir", p) from None
    return 0


@ds.method("rmdir", "delete", "unlink")
def dir_rmdir(rt, self, path):
    p = path_str(rt, path)
    try:
        os.rmdir(p)
    except OSError as exc:
        raise os_error(rt, exc, "dir_s_rmdir", p) from None
    return 0


@ds.method("chdir")
def dir_chdir(rt, self, path=None, *, block=None):
    p = os.path.expanduser("~") if path is None else path_str(rt, path)
    old = os.getcwd()
    try:
        os.chdir(p)
    except OSError as exc:
        raise os_error(rt, exc, "dir_chdir", p) from None
    if block is None:
        return 0
    try:
        return rt.call_proc(block, [RString(p)])
    finally:
        os.chdir(old)
