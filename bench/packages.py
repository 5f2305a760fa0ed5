"""Time idempotent package runs on this host (target ≤ 0.5 s for the package queries).

    PYTHONPATH=. python bench/packages.py [RUNS]

Each scenario is a recipe converged RUNS times (default 5) with `toque apply`'s session,
as root or not (nothing changes: every package named is installed). A scenario's time is
its best run less the best run of an empty recipe (start-up, facts, compile), so what is
left is what the resources cost. The reference line times the queries Chef's apt provider
makes for the same packages (one `apt-cache policy` per name). More scenarios (remote_file)
join SCENARIOS: a name, a recipe builder and a target in seconds.
"""

from __future__ import annotations

import io
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from toque.session import ApplyOptions, apply

COUNT = 30


@dataclass
class Scenario:
    name: str
    recipe: Callable[[list[str]], str]  # installed package names -> recipe text
    target: float | None  # seconds, beyond the empty run


SCENARIOS = [
    Scenario("empty recipe (baseline)", lambda names: "", None),
    Scenario(f"package [{COUNT} names] (one resource)",
             lambda names: f"package %w({' '.join(names)})\n", 0.5),
    Scenario(f"{COUNT} package resources",
             lambda names: "".join(f"package '{n}'\n" for n in names), 0.5),
]  # fmt: skip


def installed_packages(count: int) -> list[str]:
    out = subprocess.run(["dpkg-query", "-W", "-f=${db:Status-Abbrev}\t${Package}\n"],
                         capture_output=True, text=True, check=True).stdout  # fmt: skip
    names = [line.split("\t")[1] for line in out.splitlines() if line.startswith("ii")]
    return names[:count]


def best_time(recipe: str, runs: int, folder: Path) -> tuple[float, str]:
    path = folder / "bench.rb"
    path.write_text(recipe)
    times, out = [], ""
    for _ in range(runs):
        buffer = io.StringIO()
        start = time.perf_counter()
        apply(ApplyOptions(recipe=str(path), lock_file=str(folder / "lock")), buffer)
        times.append(time.perf_counter() - start)
        out = buffer.getvalue()
    return min(times), out


def reference(names: list[str]) -> float:
    start = time.perf_counter()
    for name in names:
        subprocess.run(["apt-cache", "policy", name], capture_output=True)
    return time.perf_counter() - start


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    names = installed_packages(COUNT)
    with tempfile.TemporaryDirectory() as tmp:
        baseline = None
        for scenario in SCENARIOS:
            seconds, out = best_time(scenario.recipe(names), runs, Path(tmp))
            if baseline is None:
                baseline = seconds
                print(f"{scenario.name:42} {seconds:6.3f} s")
                continue
            extra = seconds - baseline
            verdict = "" if scenario.target is None else (
                " ok" if extra <= scenario.target else " OVER")  # fmt: skip
            updated = out.strip().splitlines()[-1] if out.strip() else ""
            print(f"{scenario.name:42} {seconds:6.3f} s, +{extra:.3f} s"
                  f" (target ≤ {scenario.target} s){verdict}  [{updated}]")  # fmt: skip
    print(
        f"{'reference: apt-cache policy per name':42} {reference(names):6.3f} s "
        f"({len(names)} names, what Chef's apt provider asks)"
    )


if __name__ == "__main__":
    main()
