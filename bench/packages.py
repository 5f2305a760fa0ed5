"""Time idempotent runs of the package and download resources (issue 15's speed targets).

    python bench/packages.py [packages] [remote_file] [--count N] [--runs R]

packages: 30 installed packages, as one `package [...]` and as 30 `package` resources, each
recipe converged R times (default 5); a scenario's time is its best run less the best run of
an empty recipe (start-up, facts, compile), so what is left is what the resources cost
(target ≤ 0.5 s). The reference line times the queries Chef's apt provider makes for the
same packages (one `apt-cache policy` per name).

remote_file: N (default 10) remote_files with checksums, served by a local HTTP server; the
first converge downloads them, then R idempotent runs are timed. Target: no network request
at all for unchanged checksummed files (the server counts them).
"""

from __future__ import annotations

import argparse
import hashlib
import io
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from toque.session import ApplyOptions, apply  # noqa: E402


def _serve(files: dict[str, bytes]) -> tuple[ThreadingHTTPServer, list[str]]:
    seen: list[str] = []

    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *args: object) -> None:
            pass

        def do_GET(self) -> None:
            seen.append(self.path)
            body = files.get(self.path, b"")
            self.send_response(200 if self.path in files else 404)
            self.send_header("content-length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, seen


def _converge(recipe: Path, folder: Path) -> float:
    out = io.StringIO()
    start = time.perf_counter()
    apply(ApplyOptions(recipe=str(recipe), formatter="null", lock_file=str(folder / "lock")), out)
    return time.perf_counter() - start


def remote_file(count: int, runs: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        os.environ.setdefault("TOQUE_CACHE_DIR", str(folder / "cache"))
        os.environ.setdefault("TOQUE_STATE_DIR", str(folder / "state"))
        files = {f"/pkg-{i}.tar.gz": os.urandom(64 * 1024) for i in range(count)}
        server, seen = _serve(files)
        port = server.server_port
        recipe = folder / "recipe.rb"
        recipe.write_text("".join(
            f"remote_file '{folder}/dl{path}' do\n"
            f"  source 'http://127.0.0.1:{port}{path}'\n"
            f"  checksum '{hashlib.sha256(body).hexdigest()}'\n"
            "  mode '0644'\nend\n" for path, body in files.items()))  # fmt: skip
        (folder / "dl").mkdir()
        first = _converge(recipe, folder)
        downloads = len(seen)
        times = [_converge(recipe, folder) for _ in range(runs)]
        server.shutdown()
        again = len(seen) - downloads
        print(f"remote_file x{count}: first converge {first * 1000:.0f} ms ({downloads} requests)")
        print(f"  idempotent: best {min(times) * 1000:.0f} ms, median "
              f"{statistics.median(times) * 1000:.0f} ms over {runs} runs; "
              f"{again} network requests (target 0)")  # fmt: skip
        if again:
            sys.exit(1)


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


def _best_time(recipe: str, runs: int, folder: Path) -> tuple[float, str]:
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


def packages(count: int, runs: int) -> None:
    names = installed_packages(COUNT)
    with tempfile.TemporaryDirectory() as tmp:
        baseline = None
        for scenario in SCENARIOS:
            seconds, out = _best_time(scenario.recipe(names), runs, Path(tmp))
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


PARTS: dict[str, Callable[[int, int], None]] = {"packages": packages, "remote_file": remote_file}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("parts", nargs="*", help=f"of: {', '.join(PARTS)} (default: all)")
    parser.add_argument("--count", type=int, default=10)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    unknown = [p for p in args.parts if p not in PARTS]
    if unknown:
        parser.error(f"no part {', '.join(unknown)}: choose from {', '.join(PARTS)}")
    for name in args.parts or PARTS:
        PARTS[name](args.count, args.runs)


if __name__ == "__main__":
    main()
