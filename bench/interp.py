"""Interpreter speed: CPU-bound Ruby programs under toque and under MRI (when installed).

Prints each program's time under both and the ratio. Target (issue "Interpreter"):
toque <= 30x MRI on each. Times are the best of --repeat runs of the whole process.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
PROGRAMS = sorted((HERE / "ruby").glob("*.rb"))


def timed(cmd: list[str], repeat: int) -> tuple[float, str]:
    best = float("inf")
    out = ""
    for _ in range(repeat):
        t = time.perf_counter()
        proc = subprocess.run(cmd, capture_output=True, text=True)
        best = min(best, time.perf_counter() - t)
        out = proc.stdout if proc.returncode == 0 else f"FAILED: {proc.stderr.strip()[-300:]}"
    return best, out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--repeat", type=int, default=2)
    args = ap.parse_args()
    ruby = shutil.which("ruby")
    print(f"{'program':<16} {'toque':>8} {'MRI':>8} {'ratio':>7}")
    for prog in PROGRAMS:
        t_toque, out_toque = timed([sys.executable, "-m", "toque", "ruby", str(prog)], args.repeat)
        if ruby:
            t_mri, out_mri = timed([ruby, str(prog)], args.repeat)
            same = "" if out_mri == out_toque else "  OUTPUT DIFFERS"
            print(f"{prog.stem:<16} {t_toque:8.2f} {t_mri:8.2f} {t_toque / t_mri:6.1f}x{same}")
        else:
            print(f"{prog.stem:<16} {t_toque:8.2f} {'-':>8} {'-':>7}  (no MRI installed)")
        if out_toque.startswith("FAILED"):
            print("   ", out_toque)
    return 0


if __name__ == "__main__":
    sys.exit(main())
