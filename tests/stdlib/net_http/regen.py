#!/usr/bin/env python3
"""Rewrite each case's .out with MRI's output, MRI talking to server.py (needs `ruby`).

python tests/stdlib/net_http/regen.py
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from server import serving  # noqa: E402


def main() -> int:
    failing = 0
    with serving() as base:
        env = {
            "PATH": os.environ["PATH"],
            "LANG": "C.UTF-8",
            "LC_ALL": "C.UTF-8",
            "HOME": "/nonexistent",
            "TZ": "UTC",
            "TOQUE_HTTP_BASE": base,
        }
        for case in sorted(HERE.glob("*.rb")):
            proc = subprocess.run(
                ["ruby", "--disable=error_highlight,did_you_mean", case.name],
                cwd=HERE,
                env=env,
                capture_output=True,
                timeout=60,
            )
            if proc.returncode != 0 or proc.stderr:
                print(f"FAIL {case.name}: {proc.stderr.decode()[-500:]}")
                failing += 1
                continue
            case.with_suffix(".out").write_bytes(proc.stdout)
    return 1 if failing else 0


if __name__ == "__main__":
    sys.exit(main())
