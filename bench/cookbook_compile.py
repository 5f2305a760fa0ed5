"""What share of a cookbook collection's recipes compile (why-run, compile phase only).

    python bench/cookbook_compile.py COOKBOOKS_DIR [--standalone]

Each recipe is compiled in a fresh run with every cookbook of COOKBOOKS_DIR loaded (as a
site cookbook like facebook's fb_init depends on all of them); `--standalone` resolves only
the recipe's own dependencies. Prints each failure, the share, and the failures grouped by
message. Cookbooks refusing this host's platform are counted separately.
"""

from __future__ import annotations

import argparse
import collections
import io
import re
import signal
import sys
import time
from pathlib import Path

from toque.chef_repo import expand_run_list, guarded, load_cookbooks, repository
from toque.errors import ToqueError
from toque.interpreter.dsl.cookbook import CookbookRun
from toque.interpreter.dsl.node_bridge import new_node
from toque.interpreter.model.world import Runtime
from toque.runtime import RunContext
from toque.session import ClientOptions, compile_cookbooks, start_run

REFUSED = re.compile(r"RuntimeError: .*(only|support|unsupported|available)", re.I)


class Timeout(Exception):
    pass


def _alarm(*_: object) -> None:
    raise Timeout


def compile_one(base: str, spec: str, standalone: bool) -> None:
    services = RunContext(why_run=True)
    if standalone:
        options = ClientOptions(run_list=[spec], cookbook_paths=[base], why_run=True)
        compile_cookbooks(options, services, io.StringIO())
        return
    rt, node = Runtime(stdout=io.StringIO()), new_node()
    dsl = start_run(rt, node, services, loader=CookbookRun(rt))
    expansion = guarded(rt, expand_run_list, node, [spec], repository(rt, [base]))
    guarded(rt, load_cookbooks, rt, dsl, [base], expansion.recipes, True, expansion)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("cookbooks")
    parser.add_argument("--standalone", action="store_true")
    args = parser.parse_args()
    recipes = sorted(
        p for p in Path(args.cookbooks).glob("*/recipes/*") if p.suffix in (".rb", ".json", ".yml")
    )
    ok = refused = 0
    groups: collections.Counter[str] = collections.Counter()
    signal.signal(signal.SIGALRM, _alarm)
    started = time.perf_counter()
    for path in recipes:
        spec = f"{path.parent.parent.name}::{path.stem}"
        signal.alarm(60)
        try:
            compile_one(args.cookbooks, spec, args.standalone)
            ok += 1
            continue
        except Timeout:
            message = "timeout (60 s)"
        except ToqueError as exc:
            message = str(exc).splitlines()[0]
        finally:
            signal.alarm(0)
        print(f"{spec}\t{message[:200]}")
        if REFUSED.search(message):
            refused += 1
        groups[re.sub(r"^\S+:\d+:\d+: ", "", message)[:70]] += 1
    total = len(recipes)
    print(f"\n{ok}/{total} recipes compile ({100 * ok / max(total, 1):.1f}%) "
          f"in {time.perf_counter() - started:.0f} s")  # fmt: skip
    print(f"{refused} failures are the cookbook refusing this host's platform; without them "
          f"{ok}/{total - refused} ({100 * ok / max(total - refused, 1):.1f}%)")  # fmt: skip
    for message, count in groups.most_common(15):
        print(f"{count:4}  {message}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
