"""FileUtils, as documented for Ruby 3.1's fileutils (1.6): every command with its options
(noop, verbose, force, mode, preserve, parents, owner/group, mtime, nocreate,
dereference_root, remove_destination, secure), the message each prints under `verbose`
(to $stdout, as fileutils 1.6 does: `mkdir -p -m 700 a/b`), its return value, and the FileUtils::Verbose,
NoWrite and DryRun modules. Each is a module function: `FileUtils.cp` or, after
`include FileUtils`, `cp`. OS errors become Ruby's Errno errors.
"""

from __future__ import annotations

import filecmp
import os
import shutil
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.file_paths import os_error, path_str
from toque.interpreter.model.classes import Method
from toque.interpreter.model.objects import RArray, RHash, RString, RSymbol
from toque.interpreter.stdlib.fileutils_fs import (
    copy_entry,
    copy_file,
    gid_of,
    link_tree,
    mode_bits,
    owner_id,
    remove_tree,
    uid_of,
    walk,
)

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

# command -> the options it takes (FileUtils.options_of), in fileutils.rb's order
OPTIONS: dict[str, tuple[str, ...]] = {
    "pwd": (),
    "getwd": (),
    "cd": ("verbose",),
    "chdir": ("verbose",),
    "uptodate?": (),
    "mkdir": ("mode", "noop", "verbose"),
    "mkdir_p": ("mode", "noop", "verbose"),
    "makedirs": ("mode", "noop", "verbose"),
    "mkpath": ("mode", "noop", "verbose"),
    "rmdir": ("parents", "noop", "verbose"),
    "ln": ("force", "noop", "verbose"),
    "link": ("force", "noop", "verbose"),
    "cp_lr": ("noop", "verbose", "dereference_root", "remove_destination"),
    "ln_s": ("force", "noop", "verbose"),
    "symlink": ("force", "noop", "verbose"),
    "ln_sf": ("noop", "verbose"),
    "cp": ("preserve", "noop", "verbose"),
    "copy": ("preserve", "noop", "verbose"),
    "cp_r": ("preserve", "noop", "verbose", "dereference_root", "remove_destination"),
    "mv": ("force", "noop", "verbose", "secure"),
    "move": ("force", "noop", "verbose", "secure"),
    "rm": ("force", "noop", "verbose"),
    "remove": ("force", "noop", "verbose"),
    "rm_f": ("noop", "verbose"),
    "safe_unlink": ("noop", "verbose"),
    "rm_r": ("force", "noop", "verbose", "secure"),
    "rm_rf": ("noop", "verbose", "secure"),
    "rmtree": ("noop", "verbose", "secure"),
    "install": ("mode", "preserve", "noop", "verbose", "owner", "group"),
    "chmod": ("noop", "verbose"),
    "chmod_R": ("noop", "verbose", "force"),
    "chown": ("noop", "verbose"),
    "chown_R": ("noop", "verbose", "force"),
    "touch": ("noop", "verbose", "mtime", "nocreate"),
}
WRITING = {
    "mkdir", "mkdir_p", "makedirs", "mkpath", "rmdir", "ln", "link", "cp_lr", "ln_s",
    "symlink", "ln_sf", "cp", "copy", "cp_r", "mv", "move", "rm", "remove", "rm_f",
    "safe_unlink", "rm_r", "rm_rf", "rmtree", "install", "chmod", "chmod_R", "chown",
    "chown_R", "touch",
}  # fmt: skip


class Call:
    """One command's arguments: positional values and its keyword options; what every
    command does with its options (verbose, noop, force) is here, once."""

    def __init__(self, rt: Runtime, name: str, args: tuple) -> None:
        self.rt = rt
        self.name = name
        rest = list(args)
        opts: dict[str, Any] = {}
        if rest and isinstance(rest[-1], RHash):
            for k, v in rest.pop().items():
                key = k.name if isinstance(k, RSymbol) else rt.to_s(k)
                if key not in OPTIONS.get(name, ()):
                    raise rt.error("ArgumentError", f"unknown keyword: :{key}")
                opts[key] = v
        self.args = rest
        self.opts = opts

    def opt(self, key: str) -> bool:
        return self.rt.truthy(self.opts.get(key))

    def say(self, message: str) -> None:
        # fileutils 1.6 (Ruby 3.1) writes these to $stdout, whatever its comments say
        if self.opt("verbose"):
            out = self.rt.globals.get("$stdout")
            if out is None:
                from toque.interpreter.core.autoload import autoload

                autoload(self.rt, "STDOUT")
                out = self.rt.globals.get("$stdout")
            self.rt.send(out, "puts", [RString(message)])

    def announce(self, line: str) -> bool:
        """Print the command as a shell would run it, under `verbose`; True when `noop` says
        that is all."""
        self.say(line)
        return self.opt("noop")

    def each(
        self, items: Iterable[Any], act: Callable[[Any], None], func: str,
        detail: Callable[[Any, OSError], str] = lambda item, exc: item, forgive: bool = False,
    ) -> None:  # fmt: skip
        """`act(item)` for each item; an OSError is the Errno error Ruby raises in `func`
        (its C function) about `detail(item, exc)`, unless `forgive` (force) skips it."""
        for item in items:
            try:
                act(item)
            except OSError as exc:
                if not forgive:
                    raise os_error(self.rt, exc, func, detail(item, exc)) from None


def _list(rt: Runtime, value: Any) -> list[str]:
    items = value if isinstance(value, RArray) else [value]
    return [path_str(rt, x) for x in items]


def _ruby_list(paths: list[str]) -> RArray:
    return RArray(RString(p) for p in paths)


def _into(src: str, dest: str) -> str:
    """cp/mv/ln into a directory: dest/basename(src)."""
    if os.path.isdir(dest):
        return os.path.join(dest, os.path.basename(src.rstrip("/")) or src)
    return dest


def _src_dest(rt: Runtime, src: Any, dest: Any) -> list[tuple[str, str]]:
    d = path_str(rt, dest)
    if isinstance(src, RArray):
        return [(s, os.path.join(d, os.path.basename(s))) for s in _list(rt, src)]
    s = path_str(rt, src)
    return [(s, _into(s, d))]


def _src_text(rt: Runtime, src: Any) -> str:
    return " ".join(_list(rt, src)) if isinstance(src, RArray) else path_str(rt, src)


def _from(c: Call, verb: str) -> tuple[list[tuple[str, str]], str]:
    """A two-path command's (source, destination) pairs, and its line: `verb` `src` `dest`."""
    src, dest = c.args[0], c.args[1]
    return _src_dest(c.rt, src, dest), f"{verb} {_src_text(c.rt, src)} {path_str(c.rt, dest)}"


# what Ruby's error is about: the path; the file the OSError names (a copy's either side); a pair
def _file(pair: tuple[str, str], exc: OSError) -> str:
    return exc.filename or pair[0]


def _pair(pair: tuple[str, str], exc: OSError) -> str:
    return f"({pair[0]}, {pair[1]})"


# -- the commands ----------------------------------------------------------------------------


def fu_pwd(c: Call) -> Any:
    return RString(os.getcwd())


def fu_cd(c: Call, block: Any) -> Any:
    c.say(f"cd {path_str(c.rt, c.args[0])}")
    return c.rt.send(c.rt.const_get("Dir"), "chdir", [c.args[0]], block)


def fu_uptodate(c: Call) -> Any:
    new, olds = path_str(c.rt, c.args[0]), _list(c.rt, c.args[1])
    if not os.path.exists(new):
        return False
    mtime = os.stat(new).st_mtime
    return all(not os.path.exists(o) or os.stat(o).st_mtime < mtime for o in olds)


def fu_mkdir(c: Call, parents: bool = False) -> Any:
    paths = _list(c.rt, c.args[0])
    mode = c.opts.get("mode")
    shown = f"-m {mode:03o} " if isinstance(mode, int) else ""
    if c.announce(f"mkdir {'-p ' if parents else ''}{shown}{' '.join(paths)}"):
        return _ruby_list(paths)

    def make(p: str) -> None:
        if parents and os.path.isdir(p):
            return
        if parents:
            os.makedirs(p, 0o777 if mode is None else mode, exist_ok=True)
        else:
            os.mkdir(p, 0o777 if mode is None else mode)
        if mode is not None:
            os.chmod(p, mode)

    c.each(paths, make, "dir_s_mkdir")
    return _ruby_list(paths)


def fu_rmdir(c: Call) -> Any:
    paths = _list(c.rt, c.args[0])
    parents = c.opt("parents")
    if c.announce(f"rmdir {'-p ' if parents else ''}{' '.join(paths)}"):
        return _ruby_list(paths)
    for p in paths:
        c.each([p], os.rmdir, "dir_s_rmdir")
        up = os.path.dirname(p.rstrip("/")) if parents else ""
        while up and up not in (".", "/"):
            try:
                os.rmdir(up)
            except OSError:
                break
            up = os.path.dirname(up)
    return _ruby_list(paths)


def fu_ln(c: Call, symbolic: bool = False, force: bool = False) -> Any:
    force = force or c.opt("force")
    flags = ("-sf" if force else "-s") if symbolic else ("-f" if force else "")
    pairs, line = _from(c, f"ln {flags}".rstrip())
    if c.announce(line):
        return 0

    def link(pair: tuple[str, str]) -> None:
        s, d = pair  # a symbolic link replaces a link to a directory too
        replaced = (symbolic and os.path.islink(d)) or not os.path.isdir(d)
        if force and os.path.lexists(d) and replaced:
            os.unlink(d)
        (os.symlink if symbolic else os.link)(s, d)

    c.each(pairs, link, "rb_file_s_symlink" if symbolic else "rb_file_s_link", _pair)
    return 0


def fu_cp(c: Call) -> Any:
    pairs, line = _from(c, f"cp {'-p ' if c.opt('preserve') else ''}".rstrip())
    if c.announce(line):
        return None

    def copy(pair: tuple[str, str]) -> None:
        if os.path.isdir(pair[0]):
            raise c.rt.error("Errno::EISDIR", f"Is a directory - {pair[0]}")
        copy_file(*pair, c.opt("preserve"))

    c.each(pairs, copy, "rb_sysopen", _file)
    return None


def fu_cp_r(c: Call) -> Any:
    pairs, line = _from(c, "cp -rp" if c.opt("preserve") else "cp -r")
    if c.announce(line):
        return None
    deref = c.rt.truthy(c.opts.get("dereference_root", True))
    preserve, remove = c.opt("preserve"), c.opt("remove_destination")
    c.each(pairs, lambda pair: copy_entry(*pair, preserve, deref, remove), "rb_sysopen", _file)
    return None


def fu_cp_lr(c: Call) -> Any:
    pairs, line = _from(c, "cp -lr")
    if c.announce(line):
        return None
    remove = c.opt("remove_destination")
    c.each(pairs, lambda pair: link_tree(*pair, remove), "rb_file_s_link", _pair)
    return None


def _move(pair: tuple[str, str]) -> None:
    s, d = pair
    if os.path.isdir(d) and not os.path.isdir(s):
        raise IsADirectoryError(21, "Is a directory", d)
    if os.path.isdir(s) and os.path.isdir(d) and os.listdir(d):
        raise OSError(39, "Directory not empty", d)
    try:
        os.rename(s, d)
    except OSError as exc:
        if exc.errno != 18:  # EXDEV: another file system, copy then remove
            raise
        shutil.move(s, d)


def fu_mv(c: Call) -> Any:
    pairs, line = _from(c, f"mv {'-f ' if c.opt('force') else ''}".rstrip())
    if c.announce(line):
        return 0
    result: Any = 0
    for pair in pairs:
        try:
            _move(pair)
            result = 0
        except OSError as exc:
            if not c.opt("force"):
                raise os_error(c.rt, exc, "rb_file_s_rename", _pair(pair, exc)) from None
            result = None  # the value of the rescued move, as fileutils.rb gives
    return result


def fu_rm(c: Call, force: bool = False, recursive: bool = False) -> Any:
    paths = _list(c.rt, c.args[0])
    force = force or c.opt("force")
    flags = f"-r{'f' if force else ''} " if recursive else ("-f " if force else "")
    if c.announce(f"rm {flags}{' '.join(paths)}"):
        return _ruby_list(paths)
    if recursive:
        c.each(paths, remove_tree, "rb_file_s_lstat", lambda p, exc: exc.filename or p, force)
    else:
        c.each(paths, os.unlink, "apply2files", forgive=force)
    return _ruby_list(paths)


def fu_install(c: Call) -> Any:
    mode, owner, group = c.opts.get("mode"), c.opts.get("owner"), c.opts.get("group")
    words = ["install -c"]
    if c.opt("preserve"):
        words.append("-p")
    if mode is not None:
        words.append(f"-m {_mode_string(c.rt, mode)}")
    if owner is not None:
        words.append(f"-o {c.rt.to_s(owner)}")
    if group is not None:
        words.append(f"-g {c.rt.to_s(group)}")
    pairs, line = _from(c, " ".join(words))
    if c.announce(line):
        return None

    def install(pair: tuple[str, str]) -> None:
        s, d = pair
        if not os.path.exists(d) or not filecmp.cmp(s, d, shallow=False):
            if os.path.lexists(d):
                os.unlink(d)
            copy_file(s, d, c.opt("preserve"))
        if mode is not None:
            os.chmod(d, _mode_bits(c.rt, mode, os.stat(d).st_mode))
        if owner is not None or group is not None:
            os.chown(d, _uid(c.rt, owner), _gid(c.rt, group))

    c.each(pairs, install, "rb_sysopen", _file)
    return None


# -- modes and owners ------------------------------------------------------------------------


def _mode_string(rt: Runtime, mode: Any) -> str:
    return f"{mode:o}" if isinstance(mode, int) else rt.to_s(mode)


def _mode_bits(rt: Runtime, mode: Any, current: int) -> int:
    """An octal mode, or a symbolic one ("u+x,go-w", "a=r", "+X") applied to `current`."""
    text = mode if isinstance(mode, int) else rt.to_s(mode)
    try:
        return mode_bits(text, current)
    except ValueError:
        raise rt.error("ArgumentError", f"invalid file mode: {text}") from None


def _recursive_flags(c: Call, recursive: bool) -> str:
    return "-R" + ("f" if c.opt("force") else "") + " " if recursive else ""


def fu_chmod(c: Call, recursive: bool = False) -> Any:
    mode, paths = c.args[0], _list(c.rt, c.args[1])
    if c.announce(f"chmod {_recursive_flags(c, recursive)}{_mode_string(c.rt, mode)} "
                  f"{' '.join(paths)}"):  # fmt: skip
        return _ruby_list(paths)
    for p in paths:
        targets = [t for t in walk(p, recursive) if t == p or not os.path.islink(t)]
        c.each(targets, lambda t: os.chmod(t, _mode_bits(c.rt, mode, os.stat(t).st_mode)),
               "rb_file_s_chmod", forgive=c.opt("force"))  # fmt: skip
    return _ruby_list(paths)


def _owner(rt: Runtime, value: Any, lookup: Callable[[str], int], kind: str) -> int:
    name = value if value is None or isinstance(value, int) else rt.to_s(value)
    try:
        return owner_id(name, lookup)
    except KeyError:
        raise rt.error("ArgumentError", f"can't find {kind} for {name}") from None


def _uid(rt: Runtime, user: Any) -> int:
    return _owner(rt, user, uid_of, "user")


def _gid(rt: Runtime, group: Any) -> int:
    return _owner(rt, group, gid_of, "group")


def fu_chown(c: Call, recursive: bool = False) -> Any:
    user, group, paths = c.args[0], c.args[1], _list(c.rt, c.args[2])
    who = (c.rt.to_s(user) if user is not None else "") + (
        ":" + c.rt.to_s(group) if group is not None or user is None else ""
    )
    if c.announce(f"chown {_recursive_flags(c, recursive)}{who} {' '.join(paths)}"):
        return _ruby_list(paths)
    uid, gid = _uid(c.rt, user), _gid(c.rt, group)
    for p in paths:
        c.each(walk(p, recursive), lambda t: os.lchown(t, uid, gid), "rb_file_s_chown",
               forgive=c.opt("force"))  # fmt: skip
    return _ruby_list(paths)


def fu_touch(c: Call) -> Any:
    paths = _list(c.rt, c.args[0])
    nocreate = c.opt("nocreate")
    if c.announce(f"touch {'-c ' if nocreate else ''}{' '.join(paths)}"):
        return _ruby_list(paths)
    mtime = c.opts.get("mtime")
    stamp = None
    if mtime is not None:
        stamp = c.rt.send(mtime, "to_f", []) if not isinstance(mtime, (int, float)) else mtime

    def touch(p: str) -> None:
        if not os.path.exists(p):
            if nocreate:  # touch -c of a missing file: the utime error, as fileutils.rb
                raise FileNotFoundError(2, "No such file or directory", p)
            with open(p, "a"):
                pass
        os.utime(p, None if stamp is None else (stamp, stamp))

    c.each(paths, touch, "apply2files")
    return _ruby_list(paths)


# -- the lower-level helpers -------------------------------------------------------------------


def _paths(c: Call) -> tuple[str, str]:
    return path_str(c.rt, c.args[0]), path_str(c.rt, c.args[1])


def fu_copy_file(c: Call) -> Any:
    preserve = len(c.args) > 2 and c.rt.truthy(c.args[2])
    c.each([_paths(c)], lambda pair: copy_file(*pair, preserve), "rb_sysopen", _file)
    return None


def fu_copy_entry(c: Call) -> Any:
    flags = [c.rt.truthy(a) for a in c.args[2:5]] + [False] * 3
    c.each([_paths(c)], lambda pair: copy_entry(*pair, *flags[:3]), "rb_sysopen", _file)
    return None


def fu_copy_stream(c: Call) -> Any:
    data = c.rt.send(c.args[0], "read", [])
    c.rt.send(c.args[1], "write", [data])
    return None


def fu_compare_file(c: Call) -> Any:
    a, b = _paths(c)
    try:
        return filecmp.cmp(a, b, shallow=False)
    except OSError as exc:
        raise os_error(c.rt, exc, "rb_sysopen", exc.filename or a) from None


def fu_compare_stream(c: Call) -> Any:
    return c.rt.equal(c.rt.send(c.args[0], "read", []), c.rt.send(c.args[1], "read", []))


def _remove_entry(c: Call, func: Callable[[str], None]) -> Any:
    force = len(c.args) > 1 and c.rt.truthy(c.args[1])
    c.each([path_str(c.rt, c.args[0])], func, "rb_file_s_lstat",
           lambda p, exc: exc.filename or p, force)  # fmt: skip
    return None


def fu_remove_entry(c: Call) -> Any:
    return _remove_entry(c, remove_tree)


def fu_remove_file(c: Call) -> Any:
    return _remove_entry(c, os.unlink)


def fu_remove_dir(c: Call) -> Any:
    return _remove_entry(c, shutil.rmtree)


def fu_link_entry(c: Call) -> Any:
    c.each([_paths(c)], lambda pair: os.link(*pair), "rb_file_s_link", _pair)
    return None


# -- introspection -----------------------------------------------------------------------------

ALL_OPTIONS = ("force", "noop", "verbose", "secure", "preserve", "mode", "parents", "owner",
               "group", "mtime", "nocreate", "dereference_root", "remove_destination")  # fmt: skip


def fu_commands(c: Call) -> Any:
    return RArray(RString(n) for n in OPTIONS)


def fu_options(c: Call) -> Any:
    return RArray(RString(o) for o in ALL_OPTIONS)


def _mid(rt: Runtime, value: Any) -> str:
    return value.name if isinstance(value, RSymbol) else rt.to_s(value)


def fu_have_option(c: Call) -> Any:
    name = _mid(c.rt, c.args[0])
    if name not in OPTIONS:
        raise c.rt.error("ArgumentError", f"no such method: {name}")
    return _mid(c.rt, c.args[1]) in OPTIONS[name]


def fu_options_of(c: Call) -> Any:
    return RArray(RString(o) for o in OPTIONS.get(_mid(c.rt, c.args[0]), ()))


def fu_collect_method(c: Call) -> Any:
    opt = _mid(c.rt, c.args[0])
    return RArray(RString(n) for n, opts in OPTIONS.items() if opt in opts)


# name -> (function, least arguments, most arguments or None, wants block)
COMMANDS: dict[str, tuple[Callable[..., Any], int, int | None]] = {
    "pwd": (fu_pwd, 0, 0),
    "getwd": (fu_pwd, 0, 0),
    "cd": (fu_cd, 1, 1),
    "chdir": (fu_cd, 1, 1),
    "uptodate?": (fu_uptodate, 2, 2),
    "mkdir": (fu_mkdir, 1, 1),
    "mkdir_p": (lambda c: fu_mkdir(c, parents=True), 1, 1),
    "makedirs": (lambda c: fu_mkdir(c, parents=True), 1, 1),
    "mkpath": (lambda c: fu_mkdir(c, parents=True), 1, 1),
    "rmdir": (fu_rmdir, 1, 1),
    "ln": (fu_ln, 2, 2),
    "link": (fu_ln, 2, 2),
    "cp_lr": (fu_cp_lr, 2, 2),
    "ln_s": (lambda c: fu_ln(c, symbolic=True), 2, 2),
    "symlink": (lambda c: fu_ln(c, symbolic=True), 2, 2),
    "ln_sf": (lambda c: fu_ln(c, symbolic=True, force=True), 2, 2),
    "cp": (fu_cp, 2, 2),
    "copy": (fu_cp, 2, 2),
    "cp_r": (fu_cp_r, 2, 2),
    "mv": (fu_mv, 2, 2),
    "move": (fu_mv, 2, 2),
    "rm": (fu_rm, 1, 1),
    "remove": (fu_rm, 1, 1),
    "rm_f": (lambda c: fu_rm(c, True), 1, 1),
    "safe_unlink": (lambda c: fu_rm(c, True), 1, 1),
    "rm_r": (lambda c: fu_rm(c, recursive=True), 1, 1),
    "rm_rf": (lambda c: fu_rm(c, force=True, recursive=True), 1, 1),
    "rmtree": (lambda c: fu_rm(c, force=True, recursive=True), 1, 1),
    "install": (fu_install, 2, 2),
    "chmod": (fu_chmod, 2, 2),
    "chmod_R": (lambda c: fu_chmod(c, True), 2, 2),
    "chown": (fu_chown, 3, 3),
    "chown_R": (lambda c: fu_chown(c, True), 3, 3),
    "touch": (fu_touch, 1, 1),
    "copy_file": (fu_copy_file, 2, 4),
    "copy_entry": (fu_copy_entry, 2, 5),
    "copy_stream": (fu_copy_stream, 2, 2),
    "compare_file": (fu_compare_file, 2, 2),
    "identical?": (fu_compare_file, 2, 2),
    "cmp": (fu_compare_file, 2, 2),
    "compare_stream": (fu_compare_stream, 2, 2),
    "remove_entry": (fu_remove_entry, 1, 2),
    "remove_entry_secure": (fu_remove_entry, 1, 2),
    "remove_file": (fu_remove_file, 1, 2),
    "remove_dir": (fu_remove_dir, 1, 2),
    "link_entry": (fu_link_entry, 2, 4),
    "commands": (fu_commands, 0, 0),
    "options": (fu_options, 0, 0),
    "have_option?": (fu_have_option, 2, 2),
    "options_of": (fu_options_of, 1, 1),
    "collect_method": (fu_collect_method, 1, 1),
}


def _method(name: str, forced: dict[str, bool] | None = None) -> Callable[..., Any]:
    fn, least, most = COMMANDS[name]

    def call(rt: Runtime, recv: Any, args: list, block: Any) -> Any:
        args = list(args)
        if forced and name in WRITING:  # Verbose / NoWrite / DryRun
            extra = {k: v for k, v in forced.items() if k in OPTIONS.get(name, ())}
            if args and isinstance(args[-1], RHash):
                merged = RHash()
                for k, v in args[-1].items():
                    merged.set(k, v)
                for k, v in extra.items():
                    merged.set(RSymbol(k), v)
                args[-1] = merged
            elif extra:
                args.append(RHash.from_pairs((RSymbol(k), v) for k, v in extra.items()))
        c = Call(rt, name, tuple(args))
        n = len(c.args)
        if n < least or (most is not None and n > most):
            expected = str(least) if least == most else f"{least}..{most}"
            raise rt.arity_error(n, expected)
        if fn is fu_cd:
            return fn(c, block)
        return fn(c)

    return call


def _install(rt: Runtime, mod: Any, forced: dict[str, bool] | None = None) -> None:
    single = rt.singleton_class(mod)
    for name, (_, least, most) in COMMANDS.items():
        arity = least if least == most else -(least + 1)
        fn = _method(name, forced)
        single.define(name, Method(name, fn, single, arity))
        if name not in ("commands", "options", "have_option?", "options_of", "collect_method"):
            mod.define(name, Method(name, fn, mod, arity, "private"))


def define(rt: Runtime) -> None:
    obj = rt.Object
    if "FileUtils" in obj.consts and "rm_rf" in rt.singleton_class(obj.consts["FileUtils"]).methods:
        return
    from toque.interpreter.core import file_lib

    file_lib.define(rt)
    fu = obj.consts.get("FileUtils") or rt.define_module("FileUtils")
    fu.consts["VERSION"] = RString("1.6.0")
    _install(rt, fu)
    for name, forced in (
        ("Verbose", {"verbose": True}),
        ("NoWrite", {"noop": True}),
        ("DryRun", {"noop": True, "verbose": True}),
    ):
        sub = rt.define_module(name, fu)
        _install(rt, sub, {k: True for k in forced})
        sub.include(fu)
