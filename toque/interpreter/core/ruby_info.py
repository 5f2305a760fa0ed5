"""What a Ruby program knows of the Ruby running it: `RUBY_VERSION`, `RUBY_ENGINE`,
`RUBY_PLATFORM`…, and `$0`/`$PROGRAM_NAME` and `ARGV`, set in every Runtime (recipes
read them under `toque client` as much as scripts under `toque ruby`, which then sets
`$0` and `ARGV` to its own file and arguments).

toque answers as the MRI 3.1 it follows (the Ruby Chef 18 embeds)."""

from __future__ import annotations

import os
import sys
from typing import TYPE_CHECKING

from toque.interpreter.model.objects import RArray, RString

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

INSTALL_ORDER = 170  # installed at start-up, in this order (core/discover.py)

VERSION = "3.1.2"
RELEASE_DATE = "2022-04-12"
PATCHLEVEL = 20
REVISION = "4491bb740a"


def ruby_platform() -> str:
    """MRI's `RUBY_PLATFORM`: the CPU and the OS, as `x86_64-linux` or `arm64-darwin`."""
    if hasattr(os, "uname"):  # what platform.machine() reads, without importing platform
        machine = os.uname().machine.lower() or "unknown"
    else:
        import platform

        machine = platform.machine().lower() or "unknown"
    system = sys.platform
    if system.startswith("linux"):
        return f"{machine}-linux"
    if system == "darwin":
        return f"{'arm64' if machine == 'arm64' else machine}-darwin"
    if system.startswith("freebsd"):
        return f"{machine}-freebsd"
    if system == "win32":
        return "x64-mingw-ucrt" if machine in ("amd64", "x86_64") else "i386-mingw32"
    return f"{machine}-{system}"


def setup(rt: Runtime) -> None:
    consts = rt.Object.consts
    rt_platform = ruby_platform()
    values = {
        "RUBY_VERSION": VERSION,
        "RUBY_RELEASE_DATE": RELEASE_DATE,
        "RUBY_PLATFORM": rt_platform,
        "RUBY_ENGINE": "ruby",
        "RUBY_ENGINE_VERSION": VERSION,
        "RUBY_REVISION": REVISION,
        "RUBY_COPYRIGHT": "ruby - Copyright (C) 1993-2022 Yukihiro Matsumoto",
        "RUBY_DESCRIPTION": (
            f"ruby {VERSION}p{PATCHLEVEL} ({RELEASE_DATE} revision {REVISION}) [{rt_platform}]"
        ),
    }
    for name, text in values.items():
        consts[name] = RString(text, frozen=True)
    consts["RUBY_PATCHLEVEL"] = PATCHLEVEL
    # the program toque runs as, until `toque ruby FILE` names its own
    program = RString(os.path.basename(sys.argv[0]) if sys.argv and sys.argv[0] else "toque")
    rt.globals.setdefault("$0", program)
    rt.globals.setdefault("$.", 0)  # lines read by gets: none yet
    rt.globals.setdefault("$=", False)  # the obsolete case-insensitive switch, always off
    consts.setdefault("ARGV", RArray())
