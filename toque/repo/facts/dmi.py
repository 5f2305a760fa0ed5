"""Ohai's dmi (bios, system, base_board, chassis: what `dmidecode` prints for those record types,
with its convenience keys), read from the kernel's copy in /sys/class/dmi/id."""

from __future__ import annotations

from typing import Any

from toque.repo.facts._host import Host

# record type → (dmidecode's heading, [(its field name, /sys/class/dmi/id file)])
_RECORDS = {
    "bios": (
        "BIOS Information",
        [("Vendor", "bios_vendor"), ("Version", "bios_version"), ("Release Date", "bios_date")],
    ),
    "system": (
        "System Information",
        [
            ("Manufacturer", "sys_vendor"),
            ("Product Name", "product_name"),
            ("Version", "product_version"),
            ("Serial Number", "product_serial"),
            ("UUID", "product_uuid"),
            ("SKU Number", "product_sku"),
            ("Family", "product_family"),
        ],
    ),
    "base_board": (
        "Base Board Information",
        [
            ("Manufacturer", "board_vendor"),
            ("Product Name", "board_name"),
            ("Version", "board_version"),
            ("Serial Number", "board_serial"),
            ("Asset Tag", "board_asset_tag"),
        ],
    ),
    "chassis": (
        "Chassis Information",
        [
            ("Manufacturer", "chassis_vendor"),
            ("Type", "chassis_type"),
            ("Version", "chassis_version"),
            ("Serial Number", "chassis_serial"),
            ("Asset Tag", "chassis_asset_tag"),
        ],
    ),
}
# SMBIOS chassis types, as dmidecode names them
CHASSIS_TYPES = (
    (
        "Other Unknown Desktop|Low Profile Desktop|Pizza Box|Mini Tower|Tower|Portable|Laptop|Notebook|"
        "Hand Held|Docking Station|All In One|Sub Notebook|Space-saving|Lunch Box|Main Server Chassis|"
        "Expansion Chassis|Sub Chassis|Bus Expansion Chassis|Peripheral Chassis|RAID Chassis|"
        "Rack Mount Chassis|Sealed-case PC|Multi-system|CompactPCI|AdvancedTCA|Blade|Blade Enclosing|"
        "Tablet|Convertible|Detachable|IoT Gateway|Embedded PC|Mini PC|Stick PC"
    )
    .replace("Other Unknown ", "Other|Unknown|")
    .split("|")
)


def _convenience(field: str) -> str:
    return "".join(c if c.isascii() and c.isalnum() else "_" for c in field.lower())


def collect(host: Host, facts: dict[str, Any]) -> dict[str, Any]:
    dmi: dict[str, Any] = {}
    base = "sys/class/dmi/id"
    if not host.isdir(base):
        return {"dmi": dmi}
    for kind, (heading, fields) in _RECORDS.items():
        record: dict[str, Any] = {"application_identifier": heading}
        for name, file in fields:
            text = host.read_or_none(f"{base}/{file}")
            if text is None:
                continue  # absent, or readable by root only (serials, UUID)
            value = text.strip()
            if file == "chassis_type" and value.isdigit() and 0 < int(value) <= len(CHASSIS_TYPES):
                value = CHASSIS_TYPES[int(value) - 1]
            elif file == "product_uuid":  # dmidecode prints it in upper case
                value = value.upper()
            record[name] = value
        if len(record) == 1:
            continue
        entry: dict[str, Any] = {"all_records": [record]}
        for name, value in record.items():
            if name != "application_identifier":
                entry[_convenience(name)] = value.strip()
        dmi[kind] = entry
    return {"dmi": dmi}
