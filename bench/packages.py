"""Time idempotent runs of the download and package resources (issue 15's speed targets).

    python bench/packages.py [remote_file] [--count N] [--runs R]

remote_file: N (default 10) remote_files with checksums, served by a local HTTP server; the
first converge downloads them, then R (default 5) idempotent runs are timed. Target: no
network request at all for unchanged checksummed files (the server counts them).
"""

from __future__ import annotations

import argparse
import hashlib
import io
import os
import statistics
import sys
import tempfile
import threading
import time
from collections.abc import Callable
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


PARTS: dict[str, Callable[[int, int], None]] = {"remote_file": remote_file}


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
