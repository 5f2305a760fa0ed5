"""Time host fact collection (target ≤ 50 ms) and a hot merged attribute read.

    python bench/facts.py [RUNS]

Prints the best and median of RUNS collections (default 20), the one-time cost of the
facts computed on first read (packages, languages), then the cost of `node["a"]["b"]` on a
node whose levels all hold `a`.
"""

from __future__ import annotations

import statistics
import sys
import time
import timeit

from toque.repo.facts import collect
from toque.repo.node import LEVELS, Node


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        facts = collect()
        times.append(time.perf_counter() - start)
    best, median = min(times) * 1000, statistics.median(times) * 1000
    print(f"facts: best {best:.2f} ms, median {median:.2f} ms over {runs} runs (target ≤ 50 ms)")
    print(f"       {facts['platform']} {facts['platform_version']} ({facts['platform_family']})")

    print(f"       {len(facts)} top-level keys; lazy ones below cost nothing until read:")
    for key in ("packages", "languages", "cloud"):
        if key in facts:
            lazy_node = Node("lazy", automatic=collect())
            start = time.perf_counter()
            lazy_node[key]
            print(
                f"       first read of node[{key!r}]: {(time.perf_counter() - start) * 1000:.1f} ms"
            )

    node = Node("bench", automatic=facts)
    for i, level in enumerate(LEVELS):
        node.write(level, "a", f"k{i}", i)
        node.write(level, "a", "b", level)
    n = 1_000_000
    per = timeit.timeit(lambda: node["a"]["b"], number=n) / n * 1e9
    print(f'node["a"]["b"], all ten levels set: {per:.0f} ns per read (cached)')


if __name__ == "__main__":
    main()
