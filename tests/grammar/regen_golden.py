"""Rewrite the golden files: `.ast` next to each case, `.err` next to each error case.

    python tests/grammar/regen_golden.py            # every case
    python tests/grammar/regen_golden.py literals   # only paths containing "literals"

Read every rewritten file before committing it: a golden file that enshrines a wrong
tree is worse than none.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from grammar_cases import (  # noqa: E402
    CASES,
    KNOWN_BAD,
    case_files,
    error_files,
    render_case,
    render_error,
)


def main(filters: list[str]) -> int:
    for paths, render, ext in (
        (case_files(), render_case, ".ast"),
        (error_files(), render_error, ".err"),
    ):
        for path in paths:
            if filters and not any(f in str(path) for f in filters):
                continue
            if path.is_relative_to(CASES) and str(path.relative_to(CASES))[:-3] in KNOWN_BAD:
                print(f"kept {path.with_suffix(ext).name}: a known bug (grammar_cases.KNOWN_BAD)")
                continue
            out = path.with_suffix(ext)
            try:
                text = render(path)
            except Exception as exc:  # a case toque cannot parse: say so, write nothing
                print(f"FAILED {path}: {type(exc).__name__}: {exc}")
                continue
            if not out.exists() or out.read_text(encoding="utf-8") != text:
                out.write_text(text, encoding="utf-8", newline="\n")
                print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
