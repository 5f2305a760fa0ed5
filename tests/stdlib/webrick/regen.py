#!/usr/bin/env python3
"""Rewrite each case's .out with what MRI 3.1 (with the webrick gem) prints for it.

python tests/stdlib/webrick/regen.py
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent / "ruby"))

from regen import problems_of  # noqa: E402


def main() -> int:
    failing = 0
    for case in sorted(HERE.glob("*.rb")):
        out, problems = problems_of("ruby", case)
        if problems:
            failing += 1
            print(f"FAIL {case.name}: {'; '.join(problems)}")
            continue
        case.with_suffix(".out").write_bytes(out)
        print(f"ok   {case.name}")
    return 1 if failing else 0


if __name__ == "__main__":
    sys.exit(main())
