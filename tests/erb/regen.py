#!/usr/bin/env python3
"""Regenerate the expected output of every ERB case with MRI (ERB) and Erubis (Chef's engine).

Each ``cases/<name>.erb`` is rendered with the variables of ``<name>.vars.json`` (as
``@ivars``; a ``node`` variable also answers ``node``) by ``ERB.new(src, trim_mode: "-")``
into ``<name>.out``, and by ``Erubis::Eruby`` (trim on, as Chef renders) into
``<name>.chef.out``, byte for byte. A case Erubis cannot render gets no ``.chef.out``.
Needs ``ruby`` and the ``ruby-erubis`` package; the tests themselves need neither.

    python tests/erb/regen.py          # rewrite the .out files, report changes
    python tests/erb/regen.py --check  # only compare; exit 1 on any difference
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

CASES = Path(__file__).resolve().parent / "cases"

RENDER = r"""
require "erb"
require "json"
require "erubis"

class ChefContext < Erubis::Context
  def node; @node; end
end

src = File.read(ARGV[0], encoding: "UTF-8")
vars = ARGV[1] != "" ? JSON.parse(File.read(ARGV[1], encoding: "UTF-8")) : {}
if ARGV[2] == "erb"
  obj = Object.new
  vars.each { |k, v| obj.instance_variable_set("@#{k}", v) }
  def obj.node; @node; end
  $stdout.binmode
  print ERB.new(src, trim_mode: "-").result(obj.instance_eval { binding })
else
  print Erubis::Eruby.new(src).evaluate(ChefContext.new(vars))
end
"""


def render(case: Path, mode: str) -> bytes | None:
    vars_file = case.with_suffix(".vars.json")
    args = [str(case), str(vars_file) if vars_file.exists() else "", mode]
    proc = subprocess.run(
        ["ruby", "-e", RENDER, *args],
        capture_output=True,
        env={"PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"},
    )
    if proc.returncode != 0:
        print(f"{case.name} ({mode}): {proc.stderr.decode(errors='replace').strip()[:300]}")
        return None
    return proc.stdout


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare only")
    opts = parser.parse_args()
    differ = 0
    for case in sorted(CASES.glob("*.erb")):
        for mode, suffix in (("erb", ".out"), ("chef", ".chef.out")):
            target = case.with_suffix(suffix)
            out = render(case, mode)
            old = target.read_bytes() if target.exists() else None
            if out == old:
                continue
            differ += 1
            print(f"{'differs' if opts.check else 'updated'}: {target.name}")
            if opts.check:
                continue
            if out is None:
                target.unlink()
            else:
                target.write_bytes(out)
    return 1 if opts.check and differ else 0


if __name__ == "__main__":
    sys.exit(main())
