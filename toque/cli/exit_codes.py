"""The exit status of a converge that did not fail (RFC 062's codes, as chef-client's)."""

from __future__ import annotations

import sys
from typing import Any

REBOOT_SCHEDULED = 35  # a reboot resource asked for one: toque records it, the caller reboots


def run_status(result: Any) -> int:
    """0, or 35 when a `reboot` resource's request stands at the end of the run (chef-client
    would now run `shutdown -r`; toque never reboots the host, it tells the caller)."""
    reboot = getattr(result, "reboot", None)
    if not reboot:
        return 0
    print(
        f"toque: reboot requested by reboot[{reboot['requested_by']}] "
        f"(reason: {reboot['reason']}, delay: {reboot['delay_mins']} min); toque does not "
        f"reboot the host: exiting {REBOOT_SCHEDULED} (reboot scheduled)",
        file=sys.stderr,
    )
    return REBOOT_SCHEDULED
