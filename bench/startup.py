"""Start-up: `toque apply` on examples/recipes/hello.rb and on an empty recipe, process start to exit.

    python -m compileall -q toque     # bytecode writing is off (PYTHONDONTWRITEBYTECODE)
    python bench/startup.py [-n 15] [--tree DIR ...]

Each tree (default: this checkout) runs `python -m toque apply` from its own folder, so two
checkouts (e.g. `git worktree add /tmp/before HEAD~1`) compare like for like; their runs are
interleaved so both see the same load on a shared box. Reports min and median wall time and
CPU time (user + sys: steadier than wall on a busy machine), and the same for the floor,
`python -c pass`, run interleaved with them. Target (issue 17): the empty recipe <= 3x the floor.
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

HERE = Path(__file__).resolve().parents[1]


def cpu() -> float:
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def once(tree: str, recipe: str, tmp: str, env: dict[str, str]) -> tuple[float, float]:
    cmd = [sys.executable, "-m", "toque", "apply", recipe, "--lock-file", f"{tmp}/lock"]
    c, t = cpu(), time.perf_counter()
    subprocess.run(cmd, cwd=tree, env=env, capture_output=True, check=True)
    return time.perf_counter() - t, cpu() - c


def floor(env: dict[str, str]) -> tuple[float, float]:
    """The bare interpreter's start-up and exit: the least any Python command can cost."""
    c, t = cpu(), time.perf_counter()
    subprocess.run([sys.executable, "-c", "pass"], env=env, capture_output=True, check=True)
    return time.perf_counter() - t, cpu() - c


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("-n", type=int, default=15, help="runs per tree and recipe")
    ap.add_argument("--tree", action="append", help="a checkout to measure (repeatable)")
    args = ap.parse_args()
    trees = args.tree or [str(HERE)]
    with tempfile.TemporaryDirectory() as tmp:
        empty = Path(tmp) / "empty.rb"
        empty.write_text("# nothing to do\n")
        env = dict(os.environ, TOQUE_HELLO_DIR=f"{tmp}/hello", TOQUE_CACHE_DIR=f"{tmp}/cache")
        for recipe in (str(HERE / "examples" / "recipes" / "hello.rb"), str(empty)):
            runs: dict[str, list[tuple[float, float]]] = {t: [] for t in trees}
            base: list[tuple[float, float]] = []
            for tree in trees:
                once(tree, recipe, tmp, env)  # fills the parse cache
            for _ in range(args.n):
                base.append(floor(env))
                for tree in trees:
                    runs[tree].append(once(tree, recipe, tmp, env))
            mid = args.n // 2
            fw = sorted(w for w, _ in base)[mid]
            fc = sorted(c for _, c in base)[mid]
            print(
                f"{'python -c pass':14s}: wall median {fw:.3f} s; cpu median {fc:.3f} s   (the floor)"
            )
            for tree in trees:
                wall = sorted(w for w, _ in runs[tree])
                used = sorted(c for _, c in runs[tree])
                print(f"{Path(recipe).name:14s} {tree}: wall min {wall[0]:.3f} s, "
                      f"median {wall[mid]:.3f} s ({wall[mid] / fw:.1f}x floor); cpu min {used[0]:.3f} s, "
                      f"median {used[mid]:.3f} s ({used[mid] / fc:.1f}x floor)   (target <= 3x)")  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main())
