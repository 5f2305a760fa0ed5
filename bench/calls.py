"""Method-call speed of toque's interpreter: µs per call site run, with and without a block.

    python bench/calls.py [--n 200000] [--repeat 5]
    python bench/calls.py --tree /tmp/base --tree . [--rounds 7]

Each case is a Ruby loop `while i < n; <call>; i += 1; end` run in process; the time of
the same loop with an empty body is subtracted, so a figure is the call alone (argument
building, lookup, dispatch, the callee). CPU time (`process_time`), best of --repeat.

With --tree (two or more checkouts), each round runs this script once per tree in a child
process (PYTHONPATH set to the tree), alternating, and the medians are printed side by
side with the ratio to the first tree: interleaving keeps a shared machine's load from
favouring one tree.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time

PRELUDE = """
class Box
  def two(a, b) = a
  def none = 1
  def give(a) = yield(a)
  def give2(a, b) = yield(a)
end
def helper(a, b) = a
def helper_block(a) = yield(a)
box = Box.new
list = [1]
"""

# name → the loop body (a call site of the kind the name says)
CASES = {
    "recv.m(a, b)": "box.two(i, 2)",
    "recv.m": "box.none",
    "m(a, b)": "helper(i, 2)",
    "recv.m(a) { }": "box.give(i) { |x| x }",
    "recv.m(a, b) { }": "box.give2(i, 2) { |x| x }",
    "m(a) { }": "helper_block(i) { |x| x }",
    "[1].each { }": "list.each { |x| x }",
}


def measure(n: int, repeat: int) -> dict[str, float]:
    """µs per call of each case, in this process."""
    from toque.grammar.parser import parse
    from toque.interpreter.model.world import Runtime
    from toque.interpreter.program import run_program

    rt = Runtime()

    def loop_time(body: str) -> float:
        text = f"{PRELUDE}\ni = 0\nwhile i < {n}\n  {body}\n  i += 1\nend\n"
        tree = parse(text, "bench.rb")
        best = float("inf")
        for _ in range(repeat):
            t = time.process_time()
            run_program(rt, tree, "bench.rb", text)
            best = min(best, time.process_time() - t)
        return best

    empty = loop_time("nil")
    return {name: (loop_time(body) - empty) / n * 1e6 for name, body in CASES.items()}


def compare(trees: list[str], rounds: int, n: int, repeat: int) -> None:
    runs: dict[str, list[dict[str, float]]] = {tree: [] for tree in trees}
    for _ in range(rounds):
        for tree in trees:
            env = dict(os.environ, PYTHONPATH=os.path.abspath(tree))
            out = subprocess.run(
                [sys.executable, __file__, "--json", "--n", str(n), "--repeat", str(repeat)],
                env=env,
                capture_output=True,
                text=True,
                check=True,
            ).stdout
            runs[tree].append(json.loads(out))
    medians = {t: {c: statistics.median(r[c] for r in runs[t]) for c in CASES} for t in trees}
    first = trees[0]
    print(f"µs per call, median of {rounds} interleaved rounds (ratio to {first})")
    print(f"{'case':<20}" + "".join(f"{os.path.basename(t.rstrip('/')) or t:>16}" for t in trees))
    for case in CASES:
        cells = [f"{medians[t][case]:9.3f}" for t in trees]
        ratios = [
            "" if t == first else f" {medians[t][case] / medians[first][case]:5.2f}x" for t in trees
        ]
        print(f"{case:<20}" + "".join(f"{c}{r:>7}" for c, r in zip(cells, ratios, strict=True)))
    totals = {t: sum(medians[t].values()) for t in trees}
    print(f"{'sum':<20}" + "".join(f"{totals[t]:9.3f}{'':>7}" for t in trees))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", type=int, default=200_000, help="loop iterations per case")
    ap.add_argument("--repeat", type=int, default=5, help="best of this many runs")
    ap.add_argument("--tree", action="append", default=[], help="a checkout to compare")
    ap.add_argument("--rounds", type=int, default=7, help="interleaved rounds (with --tree)")
    ap.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = ap.parse_args()
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 10_000))
    if args.tree:
        compare(args.tree, args.rounds, args.n, args.repeat)
        return 0
    figures = measure(args.n, args.repeat)
    if args.json:
        print(json.dumps(figures))
    else:
        for case, us in figures.items():
            print(f"{case:<20} {us:8.3f} µs")
    return 0


if __name__ == "__main__":
    sys.exit(main())
