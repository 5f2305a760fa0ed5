"""File, Dir, IO, FileUtils and Errno: paths, reading and writing files, $stdout and $stderr."""

from __future__ import annotations

import errno as errno_mod
import os
import re
import stat as stat_mod
import weakref
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.binary import binary, decode_text, text_bytes
from toque.interpreter.core.builtins import Builtins
from toque.interpreter.core.enum import enumerator_for
from toque.interpreter.core.kernel import puts_lines
from toque.interpreter.core.string import str_arg
from toque.interpreter.model.objects import RArray, RHash, RObject, RString, RSymbol, sym
from toque.interpreter.model.signals import RubyError

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

# made by `define(rt)` on first use (core/discover.py)
AUTOLOAD = ("File", "Dir", "IO", "Errno", "STDOUT", "STDERR", "STDIN")

fs = Builtins("File", singleton=True)
ds = Builtins("Dir", singleton=True)
ios = Builtins("IO", singleton=True)
io = Builtins("IO")
fst = Builtins("File::Stat")
sce = Builtins("SystemCallError")


# -- conversions -------------------------------------------------------------------------------


def path_str(rt: Runtime, value: Any) -> str:
    """A path argument: a String, or anything with to_path (Pathname, File)."""
    if value.__class__ is RString:
        return value.v
    if isinstance(value, RIO) and value.path is not None:
        return value.path
    if isinstance(value, RObject) and rt.responds(value, "to_path"):
        return str_arg(rt, rt.send(value, "to_path", []))
    return str_arg(rt, value)


def opts_dict(rt: Runtime, args: tuple) -> tuple[list, dict[str, Any]]:
    """Split a trailing keyword hash off `args`."""
    if args and isinstance(args[-1], RHash):
        h = args[-1]
        return list(args[:-1]), {
            (k.name if isinstance(k, RSymbol) else rt.to_s(k)): v for k, v in h.items()
        }
    return list(args), {}


# -- Errno -------------------------------------------------------------------------------------


def errno_class(rt: Runtime, number: int) -> Any:
    name = errno_mod.errorcode.get(number)
    if "Errno" not in rt.Object.consts:  # an OS error before any file call loaded Errno
        define(rt)
    mod = rt.const_get("Errno")
    if name is None or name not in mod.consts:
        return rt.const_get("SystemCallError")
    return mod.consts[name]


def os_error(rt: Runtime, exc: OSError, func: str, path: str | None = None) -> RubyError:
    """A Python OSError as MRI's Errno error: "No such file or directory @ rb_sysopen - x"."""
    number = exc.errno or 0
    text = os.strerror(number)
    if func:
        text += f" @ {func}"
    if path is not None:
        text += f" - {path}"
    return RubyError(rt.new_exception(errno_class(rt, number), RString(text)))


def errno_initialize(rt: Runtime, self: Any, args: list, block: Any) -> None:
    if len(args) > 2:
        raise rt.arity_error(len(args), "0..2")
    number = self.cls.const_lookup("Errno")
    text = os.strerror(number)
    if len(args) == 2 and args[1] is not None:
        text += f" @ {rt.to_s(args[1])}"
    if args and args[0] is not None:
        text += f" - {rt.to_s(args[0])}"
    self.ivars["@message"] = RString(text)


@sce.method("errno")
def sce_errno(rt, self):
    try:
        return self.cls.const_lookup("Errno")
    except KeyError:
        return None


def define_errno(rt: Runtime) -> None:
    """Errno::EXXX for every error number of the host, as MRI defines them; an alias name
    (EWOULDBLOCK for EAGAIN) is the same class."""
    mod = rt.define_module("Errno")
    sce_class = rt.const_get("SystemCallError")
    for number, name in sorted(errno_mod.errorcode.items()):
        klass = rt.define_class(name, sce_class, under=mod)
        klass.consts["Errno"] = number
        rt.define_method(klass, "initialize", errno_initialize, -1, "private")
    for name in dir(errno_mod):
        number = getattr(errno_mod, name)
        if name.startswith("E") and isinstance(number, int) and name not in mod.consts:
            mod.consts[name] = mod.consts[errno_mod.errorcode[number]]


# -- paths -------------------------------------------------------------------------------------


def _chomp_dirsep(text: str) -> int:
    """Where the trailing run of slashes starts (len(text) when there is none)."""
    end = len(text.rstrip("/"))
    return end if end < len(text) else len(text)


def join_parts(rt: Runtime, parts: Any, seen: set[int]) -> str:
    result = ""
    for i, part in enumerate(parts):
        if isinstance(part, RArray):
            if id(part) in seen:
                raise rt.error("ArgumentError", "recursive array")
            seen.add(id(part))
            text = join_parts(rt, part, seen)
            seen.discard(id(part))
        else:
            text = path_str(rt, part)
        if i > 0:
            tail = _chomp_dirsep(result)
            if text.startswith("/"):
                result = result[:tail]
            elif tail == len(result):
                result += "/"
        result += text
    return result


def basename(path: str, suffix: str | None = None) -> str:
    stripped = path.rstrip("/")
    if not stripped:
        return "/" if path else ""
    base = stripped.rsplit("/", 1)[-1]
    if suffix:
        if suffix == ".*":
            dot = base.rfind(".")
            if dot > 0:
                base = base[:dot]
        elif base.endswith(suffix) and base != suffix:
            base = base[: -len(suffix)]
    return base


def dirname(path: str, level: int = 1) -> str:
    for _ in range(level):
        path = _dirname1(path)
    return path


def _dirname1(path: str) -> str:
    stripped = path.rstrip("/")
    if not stripped:
        return "/" if path else "."
    cut = stripped.rfind("/")
    if cut < 0:
        return "."
    head = stripped[:cut].rstrip("/")
    return head if head else "/"


def extname(path: str) -> str:
    base = basename(path)
    if base.startswith("."):
        base = base.lstrip(".")
        if "." not in base:
            return ""
    dot = base.rfind(".")
    if dot <= 0:
        return ""
    return base[dot:]


def normalize(path: str) -> str:
    """Resolve `.`, `..` and repeated slashes of an absolute path."""
    lead = "//" if path.startswith("//") and not path.startswith("///") else "/"
    out: list[str] = []
    for seg in path.split("/"):
        if seg in ("", "."):
            continue
        if seg == "..":
            if out:
                out.pop()
        else:
            out.append(seg)
    return lead + "/".join(out)


def expand(rt: Runtime, path: str, base: Any = None, tilde: bool = True) -> str:
    if tilde and path.startswith("~"):
        user, _, rest = path[1:].partition("/")
        home = os.path.expanduser("~" + user)
        if home.startswith("~"):
            raise rt.error("ArgumentError", f"user {user} doesn't exist")
        path = home + ("/" + rest if rest else "")
    if not path.startswith("/"):
        if base is None:
            root = os.getcwd()
        else:
            root = expand(rt, path_str(rt, base), None, tilde)
        path = root + "/" + path
    return normalize(path)


@fs.method("join")
def file_join(rt, self, *parts):
    return RString(join_parts(rt, parts, set()))


@fs.method("basename")
def file_basename(rt, self, path, suffix=None):
    return RString(basename(path_str(rt, path), None if suffix is None else str_arg(rt, suffix)))


@fs.method("dirname")
def file_dirname(rt, self, path, level=1):
    if level < 0:
        raise rt.error("ArgumentError", f"negative level: {level}")
    return RString(dirname(path_str(rt, path), level))


@fs.method("extname")
def file_extname(rt, self, path):
    return RString(extname(path_str(rt, path)))


@fs.method("split")
def file_split(rt, self, path):
    p = path_str(rt, path)
    return RArray([RString(dirname(p)), RString(basename(p))])


@fs.method("expand_path")
def file_expand_path(rt, self, path, base=None):
    return RString(expand(rt, path_str(rt, path), base))


@fs.method("absolute_path")
def file_absolute_path(rt, self, path, base=None):
    return RString(expand(rt, path_str(rt, path), base, tilde=False))


@fs.method("absolute_path?")
def file_absolute_path_p(rt, self, path):
    return path_str(rt, path).startswith("/")


@fs.method("realpath")
def file_realpath(rt, self, path, base=None):
    p = expand(rt, path_str(rt, path), base, tilde=False)
    if not os.path.lexists(p):
        exc = OSError(errno_mod.ENOENT, "")
        raise os_error(rt, exc, "rb_check_realpath_internal", path_str(rt, path))
    return RString(os.path.realpath(p))


@fs.method("realdirpath")
def file_realdirpath(rt, self, path, base=None):
    return RString(os.path.realpath(expand(rt, path_str(rt, path), base, tilde=False)))


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


# -- file tests --------------------------------------------------------------------------------


def stat_or_none(rt: Runtime, path: Any, follow: bool = True) -> os.stat_result | None:
    try:
        p = path_str(rt, path)
        return os.stat(p) if follow else os.lstat(p)
    except (OSError, ValueError):
        return None


def _test(check):
    def method(rt, self, path):
        st = stat_or_none(rt, path)
        return st is not None and check(st)

    return method


fs.method("exist?")(_test(lambda st: True))
fs.method("file?")(_test(lambda st: stat_mod.S_ISREG(st.st_mode)))
fs.method("directory?")(_test(lambda st: stat_mod.S_ISDIR(st.st_mode)))
fs.method("pipe?")(_test(lambda st: stat_mod.S_ISFIFO(st.st_mode)))
fs.method("socket?")(_test(lambda st: stat_mod.S_ISSOCK(st.st_mode)))
fs.method("chardev?")(_test(lambda st: stat_mod.S_ISCHR(st.st_mode)))
fs.method("blockdev?")(_test(lambda st: stat_mod.S_ISBLK(st.st_mode)))
fs.method("zero?", "empty?")(_test(lambda st: st.st_size == 0))


@fs.method("symlink?")
def file_symlink_p(rt, self, path):
    st = stat_or_none(rt, path, follow=False)
    return st is not None and stat_mod.S_ISLNK(st.st_mode)


def _access(mode: int):
    def method(rt, self, path):
        return os.access(path_str(rt, path), mode)

    return method


fs.method("readable?")(_access(os.R_OK))
fs.method("writable?")(_access(os.W_OK))
fs.method("executable?")(_access(os.X_OK))


@fs.method("size?")
def file_size_p(rt, self, path):
    st = stat_or_none(rt, path)
    return st.st_size if st is not None and st.st_size > 0 else None


def checked_stat(rt: Runtime, path: Any, func: str, follow: bool = True) -> os.stat_result:
    p = path_str(rt, path)
    try:
        return os.stat(p) if follow else os.lstat(p)
    except OSError as exc:
        raise os_error(rt, exc, func, p) from None


@fs.method("size")
def file_size(rt, self, path):
    return checked_stat(rt, path, "rb_file_s_size").st_size


def _time_method(attr: str, func: str):
    def method(rt, self, path):
        from toque.interpreter.core.time_lib import time_at

        return time_at(rt, getattr(checked_stat(rt, path, func), attr))

    return method


fs.method("mtime")(_time_method("st_mtime", "rb_file_s_mtime"))
fs.method("atime")(_time_method("st_atime", "rb_file_s_atime"))
fs.method("ctime")(_time_method("st_ctime", "rb_file_s_ctime"))


@fs.method("stat")
def file_stat(rt, self, path):
    return RStat(checked_stat(rt, path, "rb_file_s_stat"))


@fs.method("lstat")
def file_lstat(rt, self, path):
    return RStat(checked_stat(rt, path, "rb_file_s_lstat", follow=False))


def ftype(st: os.stat_result) -> str:
    mode = st.st_mode
    for check, name in (
        (stat_mod.S_ISREG, "file"),
        (stat_mod.S_ISDIR, "directory"),
        (stat_mod.S_ISLNK, "link"),
        (stat_mod.S_ISCHR, "characterSpecial"),
        (stat_mod.S_ISBLK, "blockSpecial"),
        (stat_mod.S_ISFIFO, "fifo"),
        (stat_mod.S_ISSOCK, "socket"),
    ):
        if check(mode):
            return name
    return "unknown"


@fs.method("ftype")
def file_ftype(rt, self, path):
    return RString(ftype(checked_stat(rt, path, "rb_file_s_ftype", follow=False)))


@fs.method("readlink")
def file_readlink(rt, self, path):
    p = path_str(rt, path)
    try:
        return RString(os.readlink(p))
    except OSError as exc:
        raise os_error(rt, exc, "rb_readlink", p) from None


class RStat:
    """A File::Stat: a snapshot of os.stat."""

    __slots__ = ("st", "frozen")

    def __init__(self, st: os.stat_result) -> None:
        self.st = st
        self.frozen = False

    @staticmethod
    def ruby_class(rt: Runtime) -> Any:
        return rt.const_get("File::Stat")


def _stat_attr(name: str, convert=None):
    def method(rt, self):
        value = getattr(self.st, name)
        return convert(rt, value) if convert else value

    return method


def _stat_time(rt: Runtime, value: float) -> Any:
    from toque.interpreter.core.time_lib import time_at

    return time_at(rt, value)


for _ruby, _attr in (
    ("mode", "st_mode"),
    ("size", "st_size"),
    ("uid", "st_uid"),
    ("gid", "st_gid"),
    ("ino", "st_ino"),
    ("nlink", "st_nlink"),
    ("dev", "st_dev"),
):
    fst.method(_ruby)(_stat_attr(_attr))
for _ruby, _attr in (("mtime", "st_mtime"), ("atime", "st_atime"), ("ctime", "st_ctime")):
    fst.method(_ruby)(_stat_attr(_attr, _stat_time))
fst.method("file?")(lambda rt, self: stat_mod.S_ISREG(self.st.st_mode))
fst.method("directory?")(lambda rt, self: stat_mod.S_ISDIR(self.st.st_mode))
fst.method("symlink?")(lambda rt, self: stat_mod.S_ISLNK(self.st.st_mode))
fst.method("zero?")(lambda rt, self: self.st.st_size == 0)
fst.method("ftype")(lambda rt, self: RString(ftype(self.st)))


# -- reading and writing whole files ----------------------------------------------------------


def read_text(rt: Runtime, path: Any) -> str:
    p = path_str(rt, path)
    try:
        with open(p, encoding="utf-8", errors="surrogateescape", newline="") as fh:
            return fh.read()
    except IsADirectoryError as exc:
        raise os_error(rt, exc, "io_fread", p) from None
    except OSError as exc:
        raise os_error(rt, exc, "rb_sysopen", p) from None


def split_lines(text: str, sep: str | None = "\n", chomp: bool = False) -> list[str]:
    if sep is None:
        return [text] if text else []
    if sep == "":
        sep = "\n\n"
    parts = text.split(sep)
    lines = [p + sep for p in parts[:-1]]
    if parts[-1]:
        lines.append(parts[-1])
    if chomp:
        lines = [ln[: -len(sep)] if ln.endswith(sep) else ln for ln in lines]
        lines = [ln[:-1] if sep == "\n" and ln.endswith("\r") else ln for ln in lines]
    return lines


def lines_args(rt: Runtime, args: tuple) -> tuple[str | None, bool]:
    rest, opts = opts_dict(rt, args)
    sep: str | None = "\n"
    if rest:
        sep = None if rest[0] is None else str_arg(rt, rest[0])
    return sep, rt.truthy(opts.get("chomp"))


@fs.method("read")
@ios.method("read")
def file_read(rt, self, path, length=None, offset=None, *rest):
    text = read_text(rt, path)
    start = offset or 0
    if length is not None:
        return RString(text[start : start + length])
    return RString(text[start:])


@fs.method("binread")
@ios.method("binread")
def file_binread(rt, self, path, length=None, offset=None):
    """The file's bytes as a binary String (high bytes escaped, as core/binary.py keeps them)."""

    p = path_str(rt, path)
    try:
        with open(p, "rb") as fh:
            if offset:
                fh.seek(offset)
            data = fh.read() if length is None else fh.read(length)
    except OSError as exc:
        raise os_error(rt, exc, "rb_sysopen", p) from None
    return binary(data)


@ios.method("copy_stream")
def io_copy_stream(rt, self, src, dst, length=None, offset=None):
    """Copy from a path or an IO (anything with read) to a path or an IO; the byte count."""

    if isinstance(src, RString) or rt.responds(src, "to_path"):
        data = file_binread(rt, self, src, length, offset)
        data = RString(decode_text(text_bytes(data.v)))  # UTF-8 text stays text
    else:
        data = rt.send(src, "read", [] if length is None else [length])
        data = data if data is not None else RString("")
    if isinstance(dst, RString) or rt.responds(dst, "to_path"):
        p = path_str(rt, dst)
        try:
            with open(p, "wb") as fh:
                fh.write(text_bytes(data.v))
        except OSError as exc:
            raise os_error(rt, exc, "rb_sysopen", p) from None
    else:
        rt.send(dst, "write", [data])
    return len(text_bytes(data.v))


@fs.method("readlines")
@ios.method("readlines")
def file_readlines(rt, self, path, *args):
    sep, chomp = lines_args(rt, args)
    return RArray([RString(x) for x in split_lines(read_text(rt, path), sep, chomp)])


@fs.method("foreach")
@ios.method("foreach")
def file_foreach(rt, self, path, *args, block=None):
    sep, chomp = lines_args(rt, args)
    lines = RArray([RString(x) for x in split_lines(read_text(rt, path), sep, chomp)])
    if block is None:
        return enumerator_for(rt, lines, "each", [])
    for line in lines:
        rt.call_proc(block, [line])
    return None


@fs.method("write")
@ios.method("write")
def file_write(rt, self, path, content, *args):
    _, opts = opts_dict(rt, args)
    mode = rt.to_s(opts["mode"]) if "mode" in opts else "w"
    text = rt.to_s(content)
    p = path_str(rt, path)
    try:
        with open(p, "a" if mode.startswith("a") else "w", encoding="utf-8", newline="") as fh:
            fh.write(text)
    except OSError as exc:
        raise os_error(rt, exc, "rb_sysopen", p) from None
    return len(text.encode("utf-8", "surrogateescape"))


def _remove(rt: Runtime, paths: tuple, func: str) -> int:
    for path in paths:
        p = path_str(rt, path)
        try:
            os.unlink(p)
        except OSError as exc:
            raise os_error(rt, exc, func, p) from None
    return len(paths)


@fs.method("delete", "unlink")
def file_delete(rt, self, *paths):
    return _remove(rt, paths, "apply2files")


@fs.method("rename")
def file_rename(rt, self, src, dst):
    s, d = path_str(rt, src), path_str(rt, dst)
    try:
        os.rename(s, d)
    except OSError as exc:
        raise os_error(rt, exc, "rb_file_s_rename", f"({s}, {d})") from None
    return 0


@fs.method("symlink")
def file_symlink(rt, self, src, dst):
    s, d = path_str(rt, src), path_str(rt, dst)
    try:
        os.symlink(s, d)
    except OSError as exc:
        raise os_error(rt, exc, "rb_file_s_symlink", f"({s}, {d})") from None
    return 0


def _seconds(rt: Runtime, value: Any) -> float | None:
    if value is None:
        return None
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return float(value)
    return float(rt.send(value, "to_f", []))  # a Time


@fs.method("utime")
def file_utime(rt, self, atime, mtime, *paths):
    a, m = _seconds(rt, atime), _seconds(rt, mtime)
    for path in paths:
        p = path_str(rt, path)
        try:
            if a is None and m is None:
                os.utime(p, None)
            else:
                st = os.stat(p)
                os.utime(p, (st.st_atime if a is None else a, st.st_mtime if m is None else m))
        except OSError as exc:
            raise os_error(rt, exc, "apply2files", p) from None
    return len(paths)


@fs.method("chmod")
def file_chmod(rt, self, mode, *paths):
    for path in paths:
        p = path_str(rt, path)
        try:
            os.chmod(p, mode)
        except OSError as exc:
            raise os_error(rt, exc, "apply2files", p) from None
    return len(paths)


@fs.method("identical?")
def file_identical(rt, self, a, b):
    sa, sb = stat_or_none(rt, a), stat_or_none(rt, b)
    return bool(sa and sb and (sa.st_dev, sa.st_ino) == (sb.st_dev, sb.st_ino))


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


def sync_to_disk(rt: Runtime, self: RIO) -> None:
    """Write a read-write file's content through to its path."""
    if self.rw is None or not self.dirty or self.path is None:
        return
    try:
        with open(self.path, "w", encoding="utf-8", errors="surrogateescape", newline="") as fh:
            fh.write(self.text or "")
    except OSError as exc:
        raise os_error(rt, exc, "rb_io_flush", self.path) from None
    self.dirty = False


def out_write(rt: Runtime, self: RIO, text: str) -> None:
    if self.closed:
        raise rt.error("IOError", "closed stream")
    if self.rw is not None:
        old = self.text or ""
        at = len(old) if self.rw == "a+" else min(self.pos, len(old))
        self.text = old[:at] + text + old[at + len(text) :]
        self.pos = at + len(text)
        self.dirty = True
        if self.sync:
            sync_to_disk(rt, self)
    elif self.kind == "stdout":
        rt.write(text)
    elif self.kind == "stderr":
        rt.stderr.write(text)
    elif self.fh is not None:
        self.fh.write(text)
    else:
        raise rt.error("IOError", "not opened for writing")


def readable(rt: Runtime, self: RIO) -> str:
    if self.closed:
        raise rt.error("IOError", "closed stream")
    if self.text is None:
        raise rt.error("IOError", "not opened for reading")
    return self.text


def next_line(rt: Runtime, self: RIO, sep: str | None = "\n", chomp: bool = False) -> str | None:
    text = readable(rt, self)
    if self.pos >= len(text):
        return None
    if sep is None:
        end = len(text)
    else:
        cut = text.find(sep or "\n\n", self.pos)
        end = len(text) if cut < 0 else cut + len(sep or "\n\n")
    line = text[self.pos : end]
    self.pos = end
    self.lineno += 1
    if chomp and sep and line.endswith(sep):
        line = line[: -len(sep)]
    return line


MODES = {"r": "r", "w": "w", "a": "a", "r+": "r+", "w+": "w+", "a+": "a+"}

# Files Ruby code opened for writing and has not closed: the `toque` command flushes them
# as it ends, since it leaves without tearing down the interpreter (toque.gctune)
_WRITERS: weakref.WeakSet[Any] = weakref.WeakSet()


def flush_open_files() -> None:
    """Flush what unclosed Ruby File objects still buffer, as MRI does at exit."""
    for fh in list(_WRITERS):
        try:
            fh.flush()
        except (OSError, ValueError):  # a full disk or a closed file: nothing more to do
            pass


def open_file(rt: Runtime, path: Any, mode: Any = None) -> RIO:
    p = path_str(rt, path)
    m = "r" if mode is None else rt.to_s(mode) if isinstance(mode, RString) else "r"
    if isinstance(mode, int) and not isinstance(mode, bool):
        m = "w" if mode & (os.O_WRONLY | os.O_RDWR) else "r"
    base = m.split(":")[0].replace("b", "").replace("t", "")
    if base not in MODES:
        raise rt.error("ArgumentError", f"invalid access mode {m}")
    f = RIO("file", p)
    if base.endswith("+"):
        return _open_rw(rt, f, p, base)
    try:
        if base == "r" or base == "r+":
            with open(p, encoding="utf-8", errors="surrogateescape", newline="") as fh:
                f.text = fh.read()
        if base != "r":
            f.fh = open(p, base, encoding="utf-8", errors="surrogateescape", newline="")  # noqa: SIM115
            _WRITERS.add(f.fh)
    except IsADirectoryError as exc:
        if base != "r":
            raise os_error(rt, exc, "rb_sysopen", p) from None
        f.text = None
    except OSError as exc:
        raise os_error(rt, exc, "rb_sysopen", p) from None
    return f


def _open_rw(rt: Runtime, f: RIO, p: str, base: str) -> RIO:
    f.rw = base
    try:
        if base == "w+":
            with open(p, "w"):
                pass  # created or truncated at once, as open(2) does
            f.text = ""
        else:
            if base == "a+" and not os.path.exists(p):
                with open(p, "w"):
                    pass
            with open(p, encoding="utf-8", errors="surrogateescape", newline="") as fh:
                f.text = fh.read()
    except OSError as exc:
        raise os_error(rt, exc, "rb_sysopen", p) from None
    return f


def close(self: RIO, rt: Runtime | None = None) -> None:
    if self.rw is not None and self.dirty and rt is not None:
        sync_to_disk(rt, self)
    if self.lockfd is not None:  # closing the file releases its lock
        os.close(self.lockfd)
        self.lockfd = None
    if self.fh is not None:
        self.fh.close()
        self.fh = None
    self.closed = True


@fs.method("open")
def file_open(rt, self, path, mode=None, *rest, block=None):
    f = open_file(rt, path, mode)
    if block is None:
        return f
    try:
        return rt.call_proc(block, [f])
    finally:
        close(f, rt)


@fs.method("new")
def file_new(rt, self, path, mode=None, *rest):
    return open_file(rt, path, mode)


@io.method("write")
def io_write(rt, self, *args):
    text = "".join(rt.to_s(a) for a in args)
    out_write(rt, self, text)
    return len(text.encode("utf-8", "surrogateescape"))


@io.method("print")
def io_print(rt, self, *args):
    out_write(rt, self, "".join(rt.to_s(a) for a in args))
    return None


@io.method("puts")
def io_puts(rt, self, *args):

    out_write(rt, self, puts_lines(rt, args))
    return None


@io.method("<<")
def io_shovel(rt, self, value):
    out_write(rt, self, rt.to_s(value))
    return self


@io.method("printf")
def io_printf(rt, self, fmt, *args):
    out_write(rt, self, rt.to_s(rt.send(rt.main, "format", [fmt, *args], None, True)))
    return None


@io.method("putc")
def io_putc(rt, self, ch):
    text = chr(ch & 0xFF) if isinstance(ch, int) else rt.to_s(ch)[:1]
    out_write(rt, self, text)
    return ch


@io.method("p")
def io_p(rt, self, *args):
    for a in args:
        out_write(rt, self, rt.inspect(a) + "\n")
    return None if not args else args[0] if len(args) == 1 else RArray(args)


@io.method("flush", "fsync_self")
def io_flush(rt, self):
    if self.kind == "stdout":
        flush = getattr(rt.stdout, "flush", None)
        if flush:
            flush()
    elif self.fh is not None:
        self.fh.flush()
    sync_to_disk(rt, self)
    return self


@io.method("fsync", "fdatasync")
def io_fsync(rt, self):
    io_flush(rt, self)
    return 0


@io.method("sync")
def io_sync(rt, self):
    return self.sync


@io.method("sync=")
def io_set_sync(rt, self, value):
    self.sync = rt.truthy(value)
    return value


@io.method("fileno", "to_i")
def io_fileno(rt, self):
    return {"stdin": 0, "stdout": 1, "stderr": 2}.get(self.kind, 3)


@io.method("tty?", "isatty")
def io_tty(rt, self):
    return False


@io.method("read")
def io_read(rt, self, length=None, outbuf=None):
    text = readable(rt, self)
    if length is None:
        chunk, self.pos = text[self.pos :], len(text)
        return RString(chunk)
    if self.pos >= len(text) and length > 0:
        return None
    chunk = text[self.pos : self.pos + length]
    self.pos += len(chunk)
    return RString(chunk)


@io.method("gets")
def io_gets(rt, self, *args):
    sep, chomp = lines_args(rt, args)
    line = next_line(rt, self, sep, chomp)
    result = None if line is None else RString(line)
    rt.globals["$_"] = result
    return result


@io.method("readline")
def io_readline(rt, self, *args):
    sep, chomp = lines_args(rt, args)
    line = next_line(rt, self, sep, chomp)
    if line is None:
        raise rt.error("EOFError", "end of file reached")
    return RString(line)


@io.method("readlines", "to_a")
def io_readlines(rt, self, *args):
    sep, chomp = lines_args(rt, args)
    out = RArray()
    while (line := next_line(rt, self, sep, chomp)) is not None:
        out.append(RString(line))
    return out


@io.method("each_line", "each")
def io_each_line(rt, self, *args, block=None):
    lines = io_readlines(rt, self, *args)
    if block is None:
        return enumerator_for(rt, lines, "each", [])
    for line in lines:
        rt.call_proc(block, [line])
    return self


@io.method("eof?", "eof")
def io_eof(rt, self):
    return self.pos >= len(readable(rt, self))


@io.method("rewind")
def io_rewind(rt, self):
    self.pos = 0
    self.lineno = 0
    return 0


@io.method("flock")
def io_flock(rt, self, operation):
    """flock(2) on the file: 0, or false when LOCK_NB finds it locked."""
    import fcntl

    if self.closed or self.path is None:
        raise rt.error("IOError", "closed stream")
    if self.lockfd is None:
        try:
            self.lockfd = os.open(self.path, os.O_RDONLY)
        except OSError as exc:
            raise os_error(rt, exc, "rb_file_flock", self.path) from None
    try:
        fcntl.flock(self.lockfd, operation)
    except BlockingIOError:
        return False
    except OSError as exc:
        raise os_error(rt, exc, "rb_file_flock", self.path) from None
    return 0


@io.method("seek")
def io_seek(rt, self, offset, whence=0):
    text = readable(rt, self)
    if isinstance(whence, RSymbol):
        whence = {"SET": 0, "CUR": 1, "END": 2}.get(whence.name, 0)
    base = {0: 0, 1: self.pos, 2: len(text)}.get(whence, 0)
    if base + offset < 0:
        raise rt.error("Errno::EINVAL", f"Invalid argument - {self.path}")
    self.pos = base + offset
    return 0


@io.method("pos=")
def io_set_pos(rt, self, offset):
    io_seek(rt, self, offset)
    return offset


@io.method("pos", "tell")
def io_pos(rt, self):
    return len((self.text or "")[: self.pos].encode("utf-8", "surrogateescape"))


@io.method("lineno")
def io_lineno(rt, self):
    return self.lineno


@io.method("close")
def io_close(rt, self):
    close(self, rt)
    return None


@io.method("closed?")
def io_closed(rt, self):
    return self.closed


@io.method("path", "to_path")
def io_path(rt, self):
    return None if self.path is None else RString(self.path)


@io.method("size")
def io_size(rt, self):
    if self.rw is not None:
        if self.closed:
            raise rt.error("IOError", "closed stream")
        return len((self.text or "").encode("utf-8", "surrogateescape"))
    if self.fh is not None:
        self.fh.flush()
    return os.stat(self.path).st_size if self.path else 0


@io.method("inspect")
def io_inspect(rt, self):
    if self.kind == "file":
        return RString(f"#<File:{self.path}{' (closed)' if self.closed else ''}>")
    return RString(f"#<IO:<{self.kind.upper()}>>")


@io.method("binmode", "set_encoding")
def io_binmode(rt, self, *args):
    return self


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


# -- FileUtils ---------------------------------------------------------------------------------


# -- defining the constants --------------------------------------------------------------------


def define_streams(rt: Runtime) -> None:
    obj = rt.Object
    for name, kind in (("STDOUT", "stdout"), ("STDERR", "stderr"), ("STDIN", "stdin")):
        stream = RIO(kind)
        obj.consts[name] = stream
        gname = "$" + kind
        if rt.globals.get(gname) is None:
            rt.globals[gname] = stream


def define(rt: Runtime) -> None:
    obj = rt.Object
    if "IO" in obj.consts and "File" in obj.consts:
        return
    io_class = rt.define_class("IO")
    file_class = rt.define_class("File", io_class)
    consts = file_class.consts
    consts.update(SEPARATOR=RString("/", True), Separator=RString("/", True))
    consts.update(ALT_SEPARATOR=None, PATH_SEPARATOR=RString(":", True))
    consts["NULL"] = RString(os.devnull, True)
    consts.update(LOCK_SH=1, LOCK_EX=2, LOCK_NB=4, LOCK_UN=8)
    consts.update(FNM_NOESCAPE=1, FNM_PATHNAME=2, FNM_DOTMATCH=4, FNM_CASEFOLD=8)
    consts.update(FNM_EXTGLOB=16, FNM_SYSCASE=0, FNM_SHORTNAME=0)
    rt.define_class("Stat", rt.Object, under=file_class)
    rt.define_module("Constants", under=file_class).consts.update(
        {k: v for k, v in consts.items() if k.startswith("FNM_")}
    )
    rt.define_class("Dir")
    if "Errno" not in obj.consts:
        define_errno(rt)
    for b in (fs, ds, ios, io, fst, sce):
        b.install(rt)
    define_streams(rt)
    from toque.interpreter.stdlib import dir_objects, file_tests

    dir_objects.define(rt)
    file_tests.define(rt)


__all__ = ["define", "path_str", "read_text", "RIO"]
