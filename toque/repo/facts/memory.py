"""Ohai's memory and memory/swap from /proc/meminfo (ohai/plugins/linux/memory.rb): "<n>kB" strings."""

from __future__ import annotations

import os
from typing import Any

from toque.repo.facts._host import Host

# /proc/meminfo field → Ohai's key under memory
_KEYS = {
    "MemTotal": "total",
    "MemFree": "free",
    "MemAvailable": "available",
    "Buffers": "buffers",
    "Cached": "cached",
    "Active": "active",
    "Inactive": "inactive",
    "HighTotal": "high_total",
    "HighFree": "high_free",
    "LowTotal": "low_total",
    "LowFree": "low_free",
    "Dirty": "dirty",
    "Writeback": "writeback",
    "AnonPages": "anon_pages",
    "Mapped": "mapped",
    "Slab": "slab",
    "SReclaimable": "slab_reclaimable",
    "SUnreclaim": "slab_unreclaim",
    "PageTables": "page_tables",
    "NFS_Unstable": "nfs_unstable",
    "Bounce": "bounce",
    "CommitLimit": "commit_limit",
    "Committed_AS": "committed_as",
    "VmallocTotal": "vmalloc_total",
    "VmallocUsed": "vmalloc_used",
    "VmallocChunk": "vmalloc_chunk",
    "Hugepagesize": "hugepage_size",
    "Hugetlb": "hugetlb",
}
_SWAP = {"SwapCached": "cached", "SwapTotal": "total", "SwapFree": "free"}
_HUGEPAGES = {
    "HugePages_Total": "total",
    "HugePages_Free": "free",
    "HugePages_Rsvd": "reserved",
    "HugePages_Surp": "surplus",
}


def parse_meminfo(text: str) -> dict[str, Any]:
    memory: dict[str, Any] = {}
    swap: dict[str, str] = {}
    hugepages: dict[str, str] = {}
    directmap: dict[str, str] = {}
    for line in text.splitlines():
        name, _, rest = line.partition(":")
        words = rest.split()
        if not words or not words[0].isdigit():
            continue
        if name in _HUGEPAGES:  # counts, no unit
            hugepages[_HUGEPAGES[name]] = words[0]
            continue
        if len(words) < 2:
            continue
        value = words[0] + words[1]
        if name in _KEYS:
            memory[_KEYS[name]] = value
        elif name in _SWAP:
            swap[_SWAP[name]] = value
        elif name.startswith("DirectMap"):
            directmap[name[len("DirectMap") :]] = value
    memory["swap"], memory["hugepages"], memory["directmap"] = swap, hugepages, directmap
    return memory


def collect(host: Host, facts: dict[str, Any]) -> dict[str, Any]:
    memory = parse_meminfo(host.read("proc/meminfo"))
    if "total" not in memory:  # no /proc: the page count the C library reports
        try:
            memory["total"] = (
                f"{os.sysconf('SC_PHYS_PAGES') * os.sysconf('SC_PAGE_SIZE') // 1024}kB"
            )
        except (ValueError, OSError, AttributeError):
            memory["total"] = "0kB"
    return {"memory": memory}
