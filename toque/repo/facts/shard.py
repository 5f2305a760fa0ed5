"""Ohai's shard_seed (shard.rb on Linux): the first 7 hex digits, as a number, of the MD5
(SHA-256 under FIPS) of machinename + DMI serial number + DMI UUID; absent without DMI."""

from __future__ import annotations

from typing import Any

from toque.digests import md5, sha256
from toque.repo.facts._host import Host


def _dmi_property(dmi: dict[str, Any], name: str) -> str | None:
    for section in ("system", "base_board", "chassis"):
        value = (dmi.get(section) or {}).get(name)
        if value and value.strip():
            return value
    return None


def collect(host: Host, facts: dict[str, Any]) -> dict[str, Any]:
    dmi = facts.get("dmi") or {}
    serial, uuid = _dmi_property(dmi, "serial_number"), _dmi_property(dmi, "uuid")
    if serial is None or uuid is None:  # Ohai's plugin raises: no shard_seed
        return {}
    fips = ((facts.get("fips") or {}).get("kernel") or {}).get("enabled")
    digest = sha256 if fips else md5
    data = f"{facts.get('machinename', '')}{serial}{uuid}".encode()
    return {"shard_seed": int(digest(data, usedforsecurity=False).hexdigest()[:7], 16)}
