"""Ohai's etc (passwd, group), current_user, root_group and shells, from /etc's files.

Ohai reads users through NSS (`Etc.passwd`); toque reads the files under the root, which is the
same answer wherever users are local. Ohai ships Passwd as an optional plugin; toque always
provides it, since cookbooks read `node['etc']['passwd']` (two small files: cheap)."""

from __future__ import annotations

import os
from typing import Any

from toque.repo.facts._host import Host


def _int(text: str) -> int | str:
    return int(text) if text.lstrip("-").isdigit() else text


def passwd(host: Host) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for line in host.read("etc/passwd").splitlines():
        f = line.split(":")
        if len(f) < 7 or not f[0] or f[0][0] in "#+-" or f[0] in out:
            continue
        out[f[0]] = {
            "dir": f[5],
            "gid": _int(f[3]),
            "uid": _int(f[2]),
            "shell": f[6],
            "gecos": f[4],
        }
    return out


def group(host: Host) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for line in host.read("etc/group").splitlines():
        f = line.split(":")
        if len(f) < 4 or not f[0] or f[0][0] in "#+-":
            continue
        out[f[0]] = {"gid": _int(f[2]), "members": [m for m in f[3].split(",") if m]}
    return out


def collect(host: Host, facts: dict[str, Any]) -> dict[str, Any]:
    users = passwd(host)
    euid = os.geteuid()
    current = next((name for name, e in users.items() if e["uid"] == euid), None)
    if current is None and host.live:
        import pwd

        try:
            current = pwd.getpwuid(euid).pw_name
        except KeyError:
            current = str(euid)
    root_gid = users.get("root", {}).get("gid", 0)
    groups = group(host)
    root_group = next((name for name, e in groups.items() if e["gid"] == root_gid), "root")
    out: dict[str, Any] = {
        "etc": {"passwd": users, "group": groups},
        "current_user": current or "root",
        "root_group": root_group,
    }
    if host.exists("etc/shells"):
        out["shells"] = [line for line in host.read("etc/shells").splitlines() if line[:1] == "/"]
    return out
