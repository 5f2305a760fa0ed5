"""End-to-end converge speed: `toque apply` on one directory and N file resources.

Measures, process start to exit: the first converge, the idempotent second converge,
a bare Python loop that stats, reads and compares the same files, and `toque apply`
on an empty recipe (start-up). Targets for N = 10,000 (issue "Runtime"): idempotent
run <= 3 s and <= 4x the bare loop; peak memory <= 200 MB; empty recipe <= 0.3 s.
"""

from __future__ import annotations

import argparse
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

RECIPE = """\
base = "{base}"
directory base do
  mode "0755"
end
{n}.times do |i|
  file "#{{base}}/file-#{{i}}.conf" do
    content "# managed by toque\\nid = #{{i}}\\nname = item-#{{i}}\\n"
    mode "0644"
  end
end
"""

BARE_LOOP = """
import os, sys
base, n = sys.argv[1], int(sys.argv[2])
os.stat(base)
for i in range(n):
    path = f"{base}/file-{i}.conf"
    st = os.stat(path)
    with open(path) as f:
        same = f.read() == f"# managed by toque\\nid = {i}\\nname = item-{i}\\n"
    assert same and (st.st_mode & 0o777) == 0o644
"""


def run(cmd: list[str]) -> tuple[float, int, str]:
    """Wall time, peak RSS of the child (kB) and output of one command."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    t = time.perf_counter()
    proc = subprocess.run(cmd, capture_output=True, text=True)
    wall = time.perf_counter() - t
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    if proc.returncode != 0:
        raise SystemExit(f"failed: {' '.join(cmd)}\n{proc.stderr[-2000:]}")
    return wall, max(peak, before), proc.stdout


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("n", nargs="?", type=int, default=10_000)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        base = Path(tmp) / "files"
        recipe = Path(tmp) / "files.rb"
        recipe.write_text(RECIPE.format(base=base, n=args.n))
        empty = Path(tmp) / "empty.rb"
        empty.write_text("# nothing to do\n")
        lock = ["--lock-file", str(Path(tmp) / "lock")]
        toque = [sys.executable, "-m", "toque", "apply"]
        os.environ.setdefault("TOQUE_CACHE_DIR", str(Path(tmp) / "cache"))
        first, _, _ = run([*toque, str(recipe), "-F", "min", *lock])
        second, peak_kb, out = run([*toque, str(recipe), "-F", "min", *lock])
        bare, _, _ = run([sys.executable, "-c", BARE_LOOP, str(base), str(args.n)])
        start, _, _ = min((run([*toque, str(empty), *lock]) for _ in range(3)), key=lambda r: r[0])
    print(f"N = {args.n} file resources + 1 directory")
    print(f"first converge:       {first:6.2f} s")
    print(f"idempotent converge:  {second:6.2f} s   (target <= 3 s)")
    print(f"bare Python loop:     {bare:6.2f} s   ratio {second / bare:.1f}x (target <= 4x)")
    print(f"peak memory (children): {peak_kb / 1024:.0f} MB   (target <= 200 MB)")
    print(f"empty recipe start-up: {start:6.2f} s   (target <= 0.3 s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
