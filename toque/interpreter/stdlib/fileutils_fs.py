"""The file-system work under FileUtils' commands, in plain Python: copying a file, an entry or
a tree, a tree of hard links, removing a tree, symbolic modes, owners by name. Failures are
OSErrors (and ValueError for a bad mode, KeyError for an unknown owner), which the commands in
fileutils.py turn into Ruby's errors."""

from __future__ import annotations

import grp
import os
import pwd
import shutil
import stat
from collections.abc import Callable


def copy_file(src: str, dest: str, preserve: bool) -> None:
    if os.path.isdir(dest) and not os.path.islink(dest):
        raise IsADirectoryError(21, "Is a directory", dest)
    shutil.copyfile(src, dest)
    st = os.stat(src)
    os.chmod(dest, stat.S_IMODE(st.st_mode))
    if preserve:
        os.utime(dest, ns=(st.st_atime_ns, st.st_mtime_ns))


def copy_entry(src: str, dest: str, preserve: bool, deref_root: bool, remove_dest: bool) -> None:
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
            copy_entry(
                os.path.join(src, name), os.path.join(dest, name), preserve, False, remove_dest
            )
        os.chmod(dest, stat.S_IMODE(os.stat(src).st_mode))
        if preserve:
            st = os.stat(src)
            os.utime(dest, ns=(st.st_atime_ns, st.st_mtime_ns))
    else:
        copy_file(src, dest, preserve)


def link_tree(src: str, dest: str, remove_dest: bool) -> None:
    """cp_lr: the directories made again, every file a hard link to the source's."""
    if os.path.isdir(src) and not os.path.islink(src):
        os.makedirs(dest, exist_ok=True)
        for name in sorted(os.listdir(src)):
            link_tree(os.path.join(src, name), os.path.join(dest, name), remove_dest)
    else:
        if remove_dest and os.path.lexists(dest):
            os.unlink(dest)
        os.link(src, dest)


def remove_tree(path: str) -> None:
    if os.path.isdir(path) and not os.path.islink(path):
        shutil.rmtree(path)
    else:
        os.unlink(path)


def walk(path: str, recursive: bool) -> list[str]:
    """`path`, and with `recursive` everything below it (chmod_R, chown_R), sorted per folder."""
    found = [path]
    if recursive and os.path.isdir(path) and not os.path.islink(path):
        for root, dirs, files in os.walk(path):
            found += [os.path.join(root, n) for n in sorted(dirs) + sorted(files)]
    return found


# -- modes and owners ------------------------------------------------------------------------

_WHO = {"u": 0o4700, "g": 0o2070, "o": 0o1007, "a": 0o7777}
_PERMS = {"r": 0o444, "w": 0o222, "x": 0o111, "s": 0o6000, "t": 0o1000}


def mode_bits(mode: int | str, current: int) -> int:
    """An octal mode, or a symbolic one ("u+x,go-w", "a=r", "+X") applied to `current`.
    ValueError for a clause that is neither."""
    if isinstance(mode, int):
        return mode
    bits = stat.S_IMODE(current)
    for clause in mode.split(","):
        i = 0
        who = ""
        while i < len(clause) and clause[i] in "ugoa":
            who += clause[i]
            i += 1
        if i >= len(clause) or clause[i] not in "+-=":
            raise ValueError(mode)
        mask = 0
        for w in who or "a":
            mask |= _WHO[w]
        while i < len(clause) and clause[i] in "+-=":
            op = clause[i]
            i += 1
            perm = 0
            while i < len(clause) and clause[i] not in "+-=":
                perm |= _perm(clause[i], bits, stat.S_ISDIR(current), mode)
                i += 1
            if op == "+":
                bits |= perm & mask
            elif op == "-":
                bits &= ~(perm & mask)
            else:
                bits = (bits & ~mask) | (perm & mask)
    return bits


def _perm(ch: str, bits: int, is_dir: bool, mode: str) -> int:
    if ch in _PERMS:
        return _PERMS[ch]
    if ch == "X":  # execute only for a directory or what some already may execute
        return 0o111 if is_dir or bits & 0o111 else 0
    if ch in "ugo":  # the bits of that class, copied to every class
        part = (bits >> {"u": 6, "g": 3, "o": 0}[ch]) & 7
        return part << 6 | part << 3 | part
    raise ValueError(mode)


def owner_id(name: str | int | None, lookup: Callable[[str], int]) -> int:
    """A uid or gid: -1 for none (chown leaves it), a number as is, else `lookup(name)`,
    which raises KeyError for an unknown name."""
    if name is None:
        return -1
    if isinstance(name, int):
        return name
    return int(name) if name.isdigit() else lookup(name)


def uid_of(name: str) -> int:
    return pwd.getpwnam(name).pw_uid


def gid_of(name: str) -> int:
    return grp.getgrnam(name).gr_gid
