"""Benchmark the runtime alone: 1 directory + N file resources built in Python, converged twice.

    python bench/converge_runtime.py [N] [--tracemalloc] [--durability full|data|none]

Prints the first converge, the idempotent second converge (in process, no parsing or DSL),
a bare Python loop that stats, reads and compares the same files, their ratio, and peak
memory. --durability: client.rb's file_durability for the writes (default full), to weigh
what the first converge's syncs cost. Target here: idempotent ≤ 2× the bare loop (the full product gets ≤ 4× and ≤ 3 s).
"""

from __future__ import annotations

import io
import os
import resource
import sys
import tempfile
import time
import tracemalloc

from toque.runtime import EventBus, LocalBackend, Registry, ResourceCollection, RunContext, Runner
from toque.runtime.formatters.doc import DocFormatter
from toque.source import Span


def content(i: int) -> str:
    return f"# managed by toque\nname = node-{i:05d}\nport = {8000 + i % 1000}\nweight = {i * 7 % 13}\n"


def build(registry: Registry, root: str, n: int) -> ResourceCollection:
    col = ResourceCollection()
    d = registry.build("directory", f"{root}/conf", span=Span("bench.rb", 1, 1))
    d.set("mode", "0755")
    col.add(d)
    for i in range(n):
        f = registry.build("file", f"{root}/conf/f{i:05d}.conf", span=Span("bench.rb", i + 2, 1))
        f.set("content", content(i))
        f.set("mode", "0644")
        col.add(f)
    return col


def converge(
    registry: Registry, col: ResourceCollection, root: str, durability: str = "full"
) -> tuple[float, float, str]:
    """Wall and CPU seconds of one converge, and its output."""
    out = io.StringIO()
    ctx = RunContext(events=EventBus([DocFormatter(out, color=False)]), registry=registry,
                     backup_path=f"{root}/backup",
                     backend=LocalBackend(durability))  # fmt: skip
    start, cpu = time.perf_counter(), time.process_time()
    Runner(ctx).converge(col)
    return time.perf_counter() - start, time.process_time() - cpu, out.getvalue()


def bare_loop(root: str, n: int) -> tuple[float, float]:
    start, cpu = time.perf_counter(), time.process_time()
    same = 0
    for i in range(n):
        path = f"{root}/conf/f{i:05d}.conf"
        st = os.stat(path)
        with open(path, "rb") as f:
            data = f.read()
        same += data == content(i).encode() and (st.st_mode & 0o7777) == 0o644
    assert same == n
    return time.perf_counter() - start, time.process_time() - cpu


def main(argv: list[str]) -> None:
    n = int(next((a for a in argv if a.isdigit()), 10_000))
    trace = "--tracemalloc" in argv
    durability = argv[argv.index("--durability") + 1] if "--durability" in argv else "full"
    if trace:
        tracemalloc.start()
    registry = Registry.discover()
    with tempfile.TemporaryDirectory() as root:
        t0 = time.perf_counter()
        col = build(registry, root, n)
        t_build = time.perf_counter() - t0
        t_first, _, _ = converge(registry, col, root, durability)
        # the host is shared and noisy: interleave the two measurements and keep the best of 3
        seconds, cpus, bares, bare_cpus = [], [], [], []
        for _ in range(3):
            t, c, out = converge(registry, build(registry, root, n), root)
            assert f"0/{n + 1} resources updated" in out, out[-300:]
            seconds.append(t)
            cpus.append(c)
            bt, bc = bare_loop(root, n)
            bares.append(bt)
            bare_cpus.append(bc)
        t_second, t_bare = min(seconds), min(bares)
        c_second, c_bare = min(cpus), min(bare_cpus)
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"N = {n} file resources + 1 directory")
    print(f"build collection (Python)    {t_build:7.3f} s")
    print(f"first converge               {t_first:7.3f} s (file_durability {durability})")
    print(f"idempotent converge          {t_second:7.3f} s wall, {c_second:7.3f} s CPU "
          f"({c_second / n * 1e6:.1f} µs CPU/resource; target ≤ 40)")  # fmt: skip
    print(f"bare stat+read+compare loop  {t_bare:7.3f} s wall, {c_bare:7.3f} s CPU")
    print(f"ratio idempotent / bare      {t_second / t_bare:7.2f} × wall, {c_second / c_bare:.2f} × CPU"
          "   (target ≤ 2×)")  # fmt: skip
    print(f"peak RSS                     {rss:7.1f} MB")
    if trace:
        print(f"peak traced Python memory    {tracemalloc.get_traced_memory()[1] / 2**20:7.1f} MB")


if __name__ == "__main__":
    main(sys.argv[1:])
