"""File's paths and errors: path arguments, Errno and SystemCallError from OSError, File.join,
expand_path, basename, dirname, extname, absolute_path? and friends."""

from __future__ import annotations

import errno as errno_mod
import os
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.autoload import autoload
from toque.interpreter.core.builtins import Builtins
from toque.interpreter.core.rio import RIO
from toque.interpreter.core.string import str_arg
from toque.interpreter.model.objects import RArray, RHash, RObject, RString, RSymbol
from toque.interpreter.model.signals import RubyError

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime


INSTALLED_BY = "file_lib"  # its methods are installed by file_lib.define (core/discover.py)

fs = Builtins("File", singleton=True)
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
        autoload(rt, "Errno")
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
