"""Ohai's keys/ssh (ssh_host_key.rb): the host's public SSH keys, from the HostKey lines of
sshd_config and then the usual /etc/ssh/ssh_host_*_key.pub files."""

from __future__ import annotations

from typing import Any

from toque.repo.facts._host import Host


def _key_type(content: list[str]) -> tuple[str | None, str | None]:
    kind = content[0] if content else ""
    if kind == "ssh-dss":
        return "dsa", None
    if kind == "ssh-rsa":
        return "rsa", None
    if kind.startswith("ecdsa"):
        return "ecdsa", kind
    if kind == "ssh-ed25519":
        return "ed25519", None
    return None, None


def ssh(host: Host) -> dict[str, str]:
    out: dict[str, str] = {}
    config = next((c for c in ("etc/ssh/sshd_config", "etc/sshd_config") if host.exists(c)), None)
    for line in host.read(config).splitlines() if config else ():
        words = line.split()
        if len(words) > 1 and words[0].lower() == "hostkey":
            content = host.read(f"{words[1]}.pub").split()
            kind, subtype = _key_type(content)
            if kind is not None and len(content) > 1:
                out[f"host_{kind}_public"] = content[1]
                if subtype is not None:
                    out[f"host_{kind}_type"] = subtype
    for kind in ("dsa", "rsa", "ecdsa", "ed25519"):
        content = host.read(f"etc/ssh/ssh_host_{kind}_key.pub").split()
        if f"host_{kind}_public" not in out and len(content) > 1:
            out[f"host_{kind}_public"] = content[1]
            if kind == "ecdsa":
                out["host_ecdsa_type"] = content[0]
    return out


def collect(host: Host, facts: dict[str, Any]) -> dict[str, Any]:
    return {"keys": {"ssh": ssh(host)}}
