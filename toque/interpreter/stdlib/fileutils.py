"""FileUtils, as documented for Ruby 3.1's fileutils (1.6): every command with its options
(noop, verbose, force, mode, preserve, parents, owner/group, mtime, nocreate,
dereference_root, remove_destination, secure), the message each prints under `verbose`
(to $stdout, as fileutils 1.6 does: `mkdir -p -m 700 a/b`), its return value, and the FileUtils::Verbose,
NoWrite and DryRun modules. Each is a module function: `FileUtils.cp` or, after
`include FileUtils`, `cp`. OS errors become Ruby's Errno errors.
"""

from __future__ import annotations

import filecmp
import grp
import os
import pwd
import shutil
import stat
from collections.abc import Callable
from typing import Any

from toque.interpreter.core.file_lib import os_error, path_str
from toque.interpreter.model.classes import Method
from toque.interpreter.model.objects import RArray, RHash, RString, RSymbol

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
    """One command's arguments: positional values and its keyword options."""

    def __init__(self, rt: Any, name: str, args: tuple) -> None:
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


def _list(rt: Any, value: Any) -> list[str]:
    items = value if isinstance(value, RArray) else [value]
    return [path_str(rt, x) for x in items]


def _ruby_list(paths: list[str]) -> RArray:
    return RArray(RString(p) for p in paths)


def _into(src: str, dest: str) -> str:
    """cp/mv/ln into a directory: dest/basename(src)."""
    if os.path.isdir(dest):
        return os.path.join(dest, os.path.basename(src.rstrip("/")) or src)
    return dest


def _src_dest(rt: Any, src: Any, dest: Any) -> list[tuple[str, str]]:
    d = path_str(rt, dest)
    if isinstance(src, RArray):
        return [(s, os.path.join(d, os.path.basename(s))) for s in _list(rt, src)]
    s = path_str(rt, src)
    return [(s, _into(s, d))]


def _src_text(rt: Any, src: Any) -> str:
    return " ".join(_list(rt, src)) if isinstance(src, RArray) else path_str(rt, src)


def _oserr(rt: Any, exc: OSError, func: str, detail: str) -> Any:
    return os_error(rt, exc, func, detail)


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


def _mode_text(c: Call) -> str:
    mode = c.opts.get("mode")
    return f"-m {mode:03o} " if isinstance(mode, int) else ""


def fu_mkdir(c: Call) -> Any:
    paths = _list(c.rt, c.args[0])
    c.say(f"mkdir {_mode_text(c)}{' '.join(paths)}")
    if c.opt("noop"):
        return _ruby_list(paths)
    mode = c.opts.get("mode")
    for p in paths:
        try:
            os.mkdir(p, 0o777 if mode is None else mode)
            if mode is not None:
                os.chmod(p, mode)
        except OSError as exc:
            raise _oserr(c.rt, exc, "dir_s_mkdir", p) from None
    return _ruby_list(paths)


def fu_mkdir_p(c: Call) -> Any:
    paths = _list(c.rt, c.args[0])
    c.say(f"mkdir -p {_mode_text(c)}{' '.join(paths)}")
    if c.opt("noop"):
        return _ruby_list(paths)
    mode = c.opts.get("mode")
    for p in paths:
        if os.path.isdir(p):
            continue
        try:
            os.makedirs(p, 0o777 if mode is None else mode, exist_ok=True)
            if mode is not None:
                os.chmod(p, mode)
        except OSError as exc:
            raise _oserr(c.rt, exc, "dir_s_mkdir", p) from None
    return _ruby_list(paths)


def fu_rmdir(c: Call) -> Any:
    paths = _list(c.rt, c.args[0])
    parents = c.opt("parents")
    c.say(f"rmdir {'-p ' if parents else ''}{' '.join(paths)}")
    if c.opt("noop"):
        return _ruby_list(paths)
    for p in paths:
        try:
            os.rmdir(p)
        except OSError as exc:
            raise _oserr(c.rt, exc, "dir_s_rmdir", p) from None
        if parents:
            up = os.path.dirname(p.rstrip("/"))
            while up and up not in (".", "/"):
                try:
                    os.rmdir(up)
                except OSError:
                    break
                up = os.path.dirname(up)
    return _ruby_list(paths)


def _replace(c: Call, dest: str) -> None:
    if c.opt("force") and os.path.lexists(dest) and not os.path.isdir(dest):
        os.unlink(dest)


def fu_ln(c: Call) -> Any:
    src, dest = c.args[0], c.args[1]
    c.say(f"ln {'-f ' if c.opt('force') else ''}{_src_text(c.rt, src)} {path_str(c.rt, dest)}")
    if c.opt("noop"):
        return 0
    for s, d in _src_dest(c.rt, src, dest):
        try:
            _replace(c, d)
            os.link(s, d)
        except OSError as exc:
            raise _oserr(c.rt, exc, "rb_file_s_link", f"({s}, {d})") from None
    return 0


def fu_ln_s(c: Call, force: bool = False) -> Any:
    src, dest = c.args[0], c.args[1]
    if force:
        c.opts["force"] = True
    flags = "-sf" if c.opt("force") else "-s"
    c.say(f"ln {flags} {_src_text(c.rt, src)} {path_str(c.rt, dest)}")
    if c.opt("noop"):
        return 0
    for s, d in _src_dest(c.rt, src, dest):
        try:
            if c.opt("force") and os.path.islink(d):
                os.unlink(d)
            _replace(c, d)
            os.symlink(s, d)
        except OSError as exc:
            raise _oserr(c.rt, exc, "rb_file_s_symlink", f"({s}, {d})") from None
    return 0


def _copy_file(src: str, dest: str, preserve: bool) -> None:
    if os.path.isdir(dest) and not os.path.islink(dest):
        raise IsADirectoryError(21, "Is a directory", dest)
    shutil.copyfile(src, dest)
    st = os.stat(src)
    os.chmod(dest, stat.S_IMODE(st.st_mode))
    if preserve:
        os.utime(dest, ns=(st.st_atime_ns, st.st_mtime_ns))


def _copy_entry(src: str, dest: str, preserve: bool, deref_root: bool, remove_dest: bool) -> None:
    if remove_dest and os.path.lexists(dest) and not os.path.isdir(dest):
        os.unlink(dest)
    if os.path.islink(src) and not deref_root:
        if os.path.lexists(dest):
            os.unlink(dest)
        os.symlink(os.readlink(src), dest)
    elif os.path.isdir(src):
        if not os.path.isdir(dest):
            os.mkdir(dest)
        for name in sorted(os.listdir(src)):
            _copy_entry(
                os.path.join(src, name), os.path.join(dest, name), preserve, False, remove_dest
            )
        os.chmod(dest, stat.S_IMODE(os.stat(src).st_mode))
        if preserve:
            st = os.stat(src)
            os.utime(dest, ns=(st.st_atime_ns, st.st_mtime_ns))
    else:
        _copy_file(src, dest, preserve)


def fu_cp(c: Call) -> Any:
    src, dest = c.args[0], c.args[1]
    c.say(f"cp {'-p ' if c.opt('preserve') else ''}{_src_text(c.rt, src)} {path_str(c.rt, dest)}")
    if c.opt("noop"):
        return None
    for s, d in _src_dest(c.rt, src, dest):
        if os.path.isdir(s):
            raise c.rt.error("Errno::EISDIR", f"Is a directory - {s}")
        try:
            _copy_file(s, d, c.opt("preserve"))
        except OSError as exc:
            raise _oserr(c.rt, exc, "rb_sysopen", exc.filename or s) from None
    return None


def fu_cp_r(c: Call) -> Any:
    src, dest = c.args[0], c.args[1]
    flags = "-rp" if c.opt("preserve") else "-r"
    c.say(f"cp {flags} {_src_text(c.rt, src)} {path_str(c.rt, dest)}")
    if c.opt("noop"):
        return None
    deref = c.rt.truthy(c.opts.get("dereference_root", True))
    for s, d in _src_dest(c.rt, src, dest):
        try:
            _copy_entry(s, d, c.opt("preserve"), deref, c.opt("remove_destination"))
        except OSError as exc:
            raise _oserr(c.rt, exc, "rb_sysopen", exc.filename or s) from None
    return None


def fu_cp_lr(c: Call) -> Any:
    src, dest = c.args[0], c.args[1]
    c.say(f"cp -lr {_src_text(c.rt, src)} {path_str(c.rt, dest)}")
    if c.opt("noop"):
        return None

    def link_tree(s: str, d: str) -> None:
        if os.path.isdir(s) and not os.path.islink(s):
            os.makedirs(d, exist_ok=True)
            for name in sorted(os.listdir(s)):
                link_tree(os.path.join(s, name), os.path.join(d, name))
        else:
            if c.opt("remove_destination") and os.path.lexists(d):
                os.unlink(d)
            os.link(s, d)

    for s, d in _src_dest(c.rt, src, dest):
        try:
            link_tree(s, d)
        except OSError as exc:
            raise _oserr(c.rt, exc, "rb_file_s_link", f"({s}, {d})") from None
    return None


def fu_mv(c: Call) -> Any:
    src, dest = c.args[0], c.args[1]
    c.say(f"mv {'-f ' if c.opt('force') else ''}{_src_text(c.rt, src)} {path_str(c.rt, dest)}")
    if c.opt("noop"):
        return 0
    result: Any = 0
    for s, d in _src_dest(c.rt, src, dest):
        result = 0
        try:
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
        except OSError as exc:
            if c.opt("force"):
                result = None  # the value of the rescued move, as fileutils.rb gives
                continue
            raise _oserr(c.rt, exc, "rb_file_s_rename", f"({s}, {d})") from None
    return result


def fu_rm(c: Call, force: bool = False) -> Any:
    paths = _list(c.rt, c.args[0])
    force = force or c.opt("force")
    c.say(f"rm {'-f ' if force else ''}{' '.join(paths)}")
    if c.opt("noop"):
        return _ruby_list(paths)
    for p in paths:
        try:
            os.unlink(p)
        except OSError as exc:
            if not force:
                raise _oserr(c.rt, exc, "apply2files", p) from None
    return _ruby_list(paths)


def _remove_tree(p: str) -> None:
    if os.path.isdir(p) and not os.path.islink(p):
        shutil.rmtree(p)
    else:
        os.unlink(p)


def fu_rm_r(c: Call, force: bool = False) -> Any:
    paths = _list(c.rt, c.args[0])
    force = force or c.opt("force")
    c.say(f"rm -r{'f' if force else ''} {' '.join(paths)}")
    if c.opt("noop"):
        return _ruby_list(paths)
    for p in paths:
        try:
            _remove_tree(p)
        except OSError as exc:
            if not force:
                raise _oserr(c.rt, exc, "rb_file_s_lstat", exc.filename or p) from None
    return _ruby_list(paths)


def fu_install(c: Call) -> Any:
    src, dest = c.args[0], c.args[1]
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
    c.say(" ".join([*words, _src_text(c.rt, src), path_str(c.rt, dest)]))
    if c.opt("noop"):
        return None
    for s, d in _src_dest(c.rt, src, dest):
        try:
            if not os.path.exists(d) or not filecmp.cmp(s, d, shallow=False):
                if os.path.lexists(d):
                    os.unlink(d)
                _copy_file(s, d, c.opt("preserve"))
            if mode is not None:
                os.chmod(d, _mode_bits(c.rt, mode, os.stat(d).st_mode))
            if owner is not None or group is not None:
                os.chown(d, _uid(c.rt, owner), _gid(c.rt, group))
        except OSError as exc:
            raise _oserr(c.rt, exc, "rb_sysopen", exc.filename or s) from None
    return None


# -- modes and owners ------------------------------------------------------------------------


def _mode_string(rt: Any, mode: Any) -> str:
    return f"{mode:o}" if isinstance(mode, int) else rt.to_s(mode)


def _mode_bits(rt: Any, mode: Any, current: int) -> int:
    """An octal mode, or a symbolic one ("u+x,go-w", "a=r", "+X") applied to `current`."""
    if isinstance(mode, int):
        return mode
    bits = stat.S_IMODE(current)
    is_dir = stat.S_ISDIR(current)
    for clause in rt.to_s(mode).split(","):
        i = 0
        who = ""
        while i < len(clause) and clause[i] in "ugoa":
            who += clause[i]
            i += 1
        if i >= len(clause) or clause[i] not in "+-=":
            raise rt.error("ArgumentError", f"invalid file mode: {rt.to_s(mode)}")
        mask = 0
        for w in who or "a":
            mask |= {"u": 0o4700, "g": 0o2070, "o": 0o1007, "a": 0o7777}[w]
        while i < len(clause) and clause[i] in "+-=":
            op = clause[i]
            i += 1
            perm = 0
            while i < len(clause) and clause[i] not in "+-=":
                ch = clause[i]
                i += 1
                if ch == "r":
                    perm |= 0o444
                elif ch == "w":
                    perm |= 0o222
                elif ch == "x":
                    perm |= 0o111
                elif ch == "X":
                    if is_dir or bits & 0o111:
                        perm |= 0o111
                elif ch == "s":
                    perm |= 0o6000
                elif ch == "t":
                    perm |= 0o1000
                elif ch in "ugo":
                    shift = {"u": 6, "g": 3, "o": 0}[ch]
                    part = (bits >> shift) & 7
                    perm |= part << 6 | part << 3 | part
                else:
                    raise rt.error("ArgumentError", f"invalid file mode: {rt.to_s(mode)}")
            if op == "+":
                bits |= perm & mask
            elif op == "-":
                bits &= ~(perm & mask)
            else:
                bits = (bits & ~mask) | (perm & mask)
    return bits


def fu_chmod(c: Call, recursive: bool = False) -> Any:
    mode, paths = c.args[0], _list(c.rt, c.args[1])
    flags = "-R" + ("f" if c.opt("force") else "") + " " if recursive else ""
    c.say(f"chmod {flags}{_mode_string(c.rt, mode)} {' '.join(paths)}")
    if c.opt("noop"):
        return _ruby_list(paths)
    for p in paths:
        targets = [p]
        if recursive and os.path.isdir(p) and not os.path.islink(p):
            for root, dirs, files in os.walk(p):
                targets += [os.path.join(root, n) for n in sorted(dirs) + sorted(files)]
        for t in targets:
            try:
                if os.path.islink(t) and t != p:
                    continue
                os.chmod(t, _mode_bits(c.rt, mode, os.stat(t).st_mode))
            except OSError as exc:
                if not c.opt("force"):
                    raise _oserr(c.rt, exc, "rb_file_s_chmod", t) from None
    return _ruby_list(paths)


def _uid(rt: Any, user: Any) -> int:
    if user is None:
        return -1
    if isinstance(user, int):
        return user
    name = rt.to_s(user)
    if name.isdigit():
        return int(name)
    try:
        return pwd.getpwnam(name).pw_uid
    except KeyError:
        raise rt.error("ArgumentError", f"can't find user for {name}") from None


def _gid(rt: Any, group: Any) -> int:
    if group is None:
        return -1
    if isinstance(group, int):
        return group
    name = rt.to_s(group)
    if name.isdigit():
        return int(name)
    try:
        return grp.getgrnam(name).gr_gid
    except KeyError:
        raise rt.error("ArgumentError", f"can't find group for {name}") from None


def fu_chown(c: Call, recursive: bool = False) -> Any:
    user, group, paths = c.args[0], c.args[1], _list(c.rt, c.args[2])
    who = (c.rt.to_s(user) if user is not None else "") + (
        ":" + c.rt.to_s(group) if group is not None or user is None else ""
    )
    flags = "-R" + ("f" if c.opt("force") else "") + " " if recursive else ""
    c.say(f"chown {flags}{who} {' '.join(paths)}")
    if c.opt("noop"):
        return _ruby_list(paths)
    uid, gid = _uid(c.rt, user), _gid(c.rt, group)
    for p in paths:
        targets = [p]
        if recursive and os.path.isdir(p) and not os.path.islink(p):
            for root, dirs, files in os.walk(p):
                targets += [os.path.join(root, n) for n in sorted(dirs) + sorted(files)]
        for t in targets:
            try:
                os.lchown(t, uid, gid)
            except OSError as exc:
                if not c.opt("force"):
                    raise _oserr(c.rt, exc, "rb_file_s_chown", t) from None
    return _ruby_list(paths)


def fu_touch(c: Call) -> Any:
    paths = _list(c.rt, c.args[0])
    nocreate = c.opt("nocreate")
    c.say(f"touch {'-c ' if nocreate else ''}{' '.join(paths)}")
    if c.opt("noop"):
        return _ruby_list(paths)
    mtime = c.opts.get("mtime")
    stamp = None
    if mtime is not None:
        stamp = c.rt.send(mtime, "to_f", []) if not isinstance(mtime, (int, float)) else mtime
    for p in paths:
        try:
            if not os.path.exists(p):
                if nocreate:  # touch -c of a missing file: the utime error, as fileutils.rb
                    raise FileNotFoundError(2, "No such file or directory", p)
                with open(p, "a"):
                    pass
            os.utime(p, None if stamp is None else (stamp, stamp))
        except OSError as exc:
            raise _oserr(c.rt, exc, "apply2files", p) from None
    return _ruby_list(paths)


# -- the lower-level helpers -------------------------------------------------------------------


def fu_copy_file(c: Call) -> Any:
    s, d = path_str(c.rt, c.args[0]), path_str(c.rt, c.args[1])
    preserve = len(c.args) > 2 and c.rt.truthy(c.args[2])
    try:
        _copy_file(s, d, preserve)
    except OSError as exc:
        raise _oserr(c.rt, exc, "rb_sysopen", exc.filename or s) from None
    return None


def fu_copy_entry(c: Call) -> Any:
    s, d = path_str(c.rt, c.args[0]), path_str(c.rt, c.args[1])
    flags = [c.rt.truthy(a) for a in c.args[2:5]] + [False] * 3
    try:
        _copy_entry(s, d, flags[0], flags[1], flags[2])
    except OSError as exc:
        raise _oserr(c.rt, exc, "rb_sysopen", exc.filename or s) from None
    return None


def fu_copy_stream(c: Call) -> Any:
    data = c.rt.send(c.args[0], "read", [])
    c.rt.send(c.args[1], "write", [data])
    return None


def fu_compare_file(c: Call) -> Any:
    a, b = path_str(c.rt, c.args[0]), path_str(c.rt, c.args[1])
    try:
        return filecmp.cmp(a, b, shallow=False)
    except OSError as exc:
        raise _oserr(c.rt, exc, "rb_sysopen", exc.filename or a) from None


def fu_compare_stream(c: Call) -> Any:
    return c.rt.equal(c.rt.send(c.args[0], "read", []), c.rt.send(c.args[1], "read", []))


def _remove_entry(c: Call, func: Callable[[str], None]) -> Any:
    p = path_str(c.rt, c.args[0])
    force = len(c.args) > 1 and c.rt.truthy(c.args[1])
    try:
        func(p)
    except OSError as exc:
        if not force:
            raise _oserr(c.rt, exc, "rb_file_s_lstat", exc.filename or p) from None
    return None


def fu_remove_entry(c: Call) -> Any:
    return _remove_entry(c, _remove_tree)


def fu_remove_file(c: Call) -> Any:
    return _remove_entry(c, os.unlink)


def fu_remove_dir(c: Call) -> Any:
    return _remove_entry(c, shutil.rmtree)


def fu_link_entry(c: Call) -> Any:
    s, d = path_str(c.rt, c.args[0]), path_str(c.rt, c.args[1])
    try:
        os.link(s, d)
    except OSError as exc:
        raise _oserr(c.rt, exc, "rb_file_s_link", f"({s}, {d})") from None
    return None


# -- introspection -----------------------------------------------------------------------------

ALL_OPTIONS = ("force", "noop", "verbose", "secure", "preserve", "mode", "parents", "owner",
               "group", "mtime", "nocreate", "dereference_root", "remove_destination")  # fmt: skip


def fu_commands(c: Call) -> Any:
    return RArray(RString(n) for n in OPTIONS)


def fu_options(c: Call) -> Any:
    return RArray(RString(o) for o in ALL_OPTIONS)


def _mid(rt: Any, value: Any) -> str:
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
    "mkdir_p": (fu_mkdir_p, 1, 1),
    "makedirs": (fu_mkdir_p, 1, 1),
    "mkpath": (fu_mkdir_p, 1, 1),
    "rmdir": (fu_rmdir, 1, 1),
    "ln": (fu_ln, 2, 2),
    "link": (fu_ln, 2, 2),
    "cp_lr": (fu_cp_lr, 2, 2),
    "ln_s": (fu_ln_s, 2, 2),
    "symlink": (fu_ln_s, 2, 2),
    "ln_sf": (lambda c: fu_ln_s(c, True), 2, 2),
    "cp": (fu_cp, 2, 2),
    "copy": (fu_cp, 2, 2),
    "cp_r": (fu_cp_r, 2, 2),
    "mv": (fu_mv, 2, 2),
    "move": (fu_mv, 2, 2),
    "rm": (fu_rm, 1, 1),
    "remove": (fu_rm, 1, 1),
    "rm_f": (lambda c: fu_rm(c, True), 1, 1),
    "safe_unlink": (lambda c: fu_rm(c, True), 1, 1),
    "rm_r": (fu_rm_r, 1, 1),
    "rm_rf": (lambda c: fu_rm_r(c, True), 1, 1),
    "rmtree": (lambda c: fu_rm_r(c, True), 1, 1),
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

    def call(rt: Any, recv: Any, args: list, block: Any) -> Any:
        args = list(args)
        if forced and name in WRITING:  # Verbose / NoWrite / DryRun
            extra = {k: v for k, v in forced.items() if k in OPTIONS.get(name, ())}
            if args and isinstance(args[-1], RHash):
                merged = RHash()
                for k, v in args[-1].items():
                    merged[k] = v
                for k, v in extra.items():
                    merged[RSymbol(k)] = v
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


def _install(rt: Any, mod: Any, forced: dict[str, bool] | None = None) -> None:
    single = rt.singleton_class(mod)
    for name, (_, least, most) in COMMANDS.items():
        arity = least if least == most else -(least + 1)
        fn = _method(name, forced)
        single.define(name, Method(name, fn, single, arity))
        if name not in ("commands", "options", "have_option?", "options_of", "collect_method"):
            mod.define(name, Method(name, fn, mod, arity, "private"))


def define(rt: Any) -> None:
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
