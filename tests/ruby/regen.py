#!/usr/bin/env python3
"""Regenerate (or, with --check, verify) the MRI expected output of every Ruby case.

Each ``cases/<area>/<name>.rb`` is run with ``ruby`` (MRI 3.1) and its stdout is stored
byte-for-byte in ``<name>.out`` next to it (without error_highlight
and did_you_mean, see RUBY_FLAGS).  A case must exit 0, write nothing to
stderr, produce the same output on two runs, and print no object addresses.

    python tests/ruby/regen.py                 # rewrite .out files, report changes
    python tests/ruby/regen.py --check         # only compare; exit 1 on any difference
    python tests/ruby/regen.py cases/string    # limit to some files or folders
    python tests/ruby/regen.py --audit-ties    # find cases whose output depends on sort ties
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

HERE = Path(__file__).resolve().parent
CASES = HERE / "cases"
TIMEOUT = 60  # generous: a loaded CI box can stall a 50 ms ruby start for seconds
ADDRESS = re.compile(rb"#<[A-Za-z_:]+:0x[0-9a-f]{6,}")
# The cases assume a UTF-8 locale (String#inspect of "é" depends on it) and no user setup.
# error_highlight (3.1 only) and did_you_mean append source snippets and suggestions to
# NameError/KeyError messages; toque does not reproduce either, so MRI runs without them.
# Find patterns (`in [*, x, *]`) are "experimental" in 3.1: MRI warns on stderr when it reads
# one, before any `Warning[:experimental] = false` of the case could run.
RUBY_FLAGS = ["--disable=error_highlight,did_you_mean", "-W:no-experimental"]
ENV = {
    "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
    "LANG": "C.UTF-8",
    "LC_ALL": "C.UTF-8",
    "HOME": "/nonexistent",
    "TZ": "UTC",
}


def run(ruby: str, case: Path) -> tuple[int, bytes, bytes]:
    """Run one case from its own folder, the way the toque runner will."""
    try:
        proc = subprocess.run(
            [ruby, *RUBY_FLAGS, case.name],
            cwd=case.parent,
            env=ENV,
            stdin=subprocess.DEVNULL,
            capture_output=True,
            timeout=TIMEOUT,
        )
    except subprocess.TimeoutExpired:
        return -1, b"", f"timed out after {TIMEOUT}s".encode()
    return proc.returncode, proc.stdout, proc.stderr


def tie_dependent(ruby: str, case: Path) -> bool:
    """Run a case with tie-breaking merge sorts, forwards and backwards (tools/tie_audit.rb)."""
    outputs = []
    for order in ("1", "-1"):
        env = dict(ENV, TIE_AUDIT_ORDER=order)
        proc = subprocess.run(
            [ruby, *RUBY_FLAGS, "-r", str(HERE / "tools" / "tie_audit.rb"), case.name],
            cwd=case.parent,
            env=env,
            stdin=subprocess.DEVNULL,
            capture_output=True,
            timeout=TIMEOUT,
        )
        outputs.append(proc.stdout)
    return outputs[0] != outputs[1]


def problems_of(ruby: str, case: Path) -> tuple[bytes, list[str]]:
    code, out, err = run(ruby, case)
    problems = []
    if code != 0:
        problems.append(f"exit status {code}")
    if err:
        problems.append("stderr: " + err.decode("utf-8", "replace").strip().splitlines()[-1][:200])
    if ADDRESS.search(out):
        problems.append("output contains an object address")
    if not problems and run(ruby, case)[1] != out:
        problems.append("output differs between two runs")
    return out, problems


def collect(paths: list[str]) -> list[Path]:
    roots = [Path(p).resolve() for p in paths] or [CASES]
    found: set[Path] = set()
    for root in roots:
        found.update([root] if root.is_file() else root.rglob("*.rb"))
    return sorted(found)


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--check", action="store_true", help="compare only, write nothing")
    parser.add_argument("--ruby", default="ruby", help="the MRI executable (default: ruby)")
    parser.add_argument(
        "--audit-ties",
        action="store_true",
        help="only list cases whose output depends on how sorts order equal keys",
    )
    parser.add_argument("paths", nargs="*", help="case files or folders (default: all)")
    args = parser.parse_args()

    version = subprocess.run(
        [args.ruby, "-e", "print RUBY_VERSION"], capture_output=True, text=True
    ).stdout
    if not version.startswith("3.1."):
        print(f"warning: expected MRI 3.1, found {version or 'nothing'}", file=sys.stderr)

    cases = collect(args.paths)
    if args.audit_ties:
        with ThreadPoolExecutor(max_workers=os.cpu_count() or 4) as pool:
            flags = list(pool.map(lambda c: tie_dependent(args.ruby, c), cases))
        found = [c for c, f in zip(cases, flags, strict=True) if f]
        for case in found:
            print(f"TIES {case.relative_to(HERE)}")
        print(f"{len(cases)} cases, {len(found)} depend on the order of sort ties")
        return 1 if found else 0
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 4) as pool:
        results = list(pool.map(lambda c: problems_of(args.ruby, c), cases))

    failed = changed = written = 0
    for case, (out, problems) in zip(cases, results, strict=True):
        name = case.relative_to(HERE)
        expected = case.with_suffix(".out")
        old = expected.read_bytes() if expected.exists() else None
        if problems:
            failed += 1
            print(f"FAIL {name}: " + "; ".join(problems))
            continue
        if old == out:
            continue
        changed += 1
        print(f"{'NEW ' if old is None else 'DIFF'} {name}")
        if not args.check:
            expected.write_bytes(out)
            written += 1

    orphans = [o for o in sorted(CASES.rglob("*.out")) if not o.with_suffix(".rb").exists()]
    for orphan in orphans:
        print(f"ORPHAN {orphan.relative_to(HERE)} (no .rb next to it)")

    verb = "differ" if args.check else "written"
    print(
        f"{len(cases)} cases, {failed} failing, {changed} {verb}, {len(orphans)} orphaned .out files"
    )
    return 1 if failed or orphans or (args.check and changed) else 0


if __name__ == "__main__":
    sys.exit(main())
