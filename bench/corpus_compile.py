"""What share of a cookbook corpus's recipes compile in why-run, repository by repository.

    python bench/corpus_compile.py CORPUS_DIR... [--deps DIR]... [--timeout S] [--repo NAME]...
                                   [--no-tests] [--json]

Each top-level folder of a CORPUS_DIR is a repository. Every recipe of its main cookbooks
(`recipes/*.rb`, `*.yml`), and of its test cookbooks (`test/cookbooks/*`,
`test/fixtures/cookbooks/*`: what Test Kitchen runs to exercise a resource-only cookbook),
is compiled as `toque client --why-run -o COOKBOOK::RECIPE` would: in this process, a fresh
run each, with every cookbook of the corpus on the cookbook path (so dependencies
resolve; `--deps` folders of cookbooks join the path without being compiled: dependencies
the corpus lacks, or an older version one of them pins), compile phase only — nothing on the host changes. A recipe gets `--timeout`
seconds. Prints a table per repository, the most frequent first errors, and the recipes
that refuse this host's platform (counted apart: a recipe written for Windows or macOS
that raises on Linux is right to).
"""

from __future__ import annotations

import argparse
import collections
import io
import json
import os
import re
import signal
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from toque.errors import ToqueError

REFUSED = re.compile(
    r"not supported|unsupported|only supports?|is only|only works|only available|not available"
    r" on|cannot find a resource for|platform|windows|mac_?os|darwin|UnsupportedPlatform",
    re.I,
)
RECIPE_SUFFIXES = (".rb", ".yml", ".yaml")
TEST_COOKBOOKS = ("test/cookbooks", "test/fixtures/cookbooks")
SKIP_DIRS = {".git", "spec", "test", "tests", "vendor", "node_modules", ".kitchen"}


class Timeout(BaseException):
    """Raised by the alarm: a BaseException, so Ruby `rescue => e` cannot swallow it."""


def _alarm(*_: object) -> None:
    raise Timeout


@dataclass
class Outcome:
    repo: str
    spec: str
    test: bool  # a recipe of a test cookbook
    error: str = ""  # "" when it compiled
    error_class: str = ""
    refused: bool = False
    seconds: float = 0.0


@dataclass
class Repo:
    name: str
    main: list[Path] = field(default_factory=list)  # cookbook folders
    tests: list[Path] = field(default_factory=list)
    test_paths: list[str] = field(default_factory=list)  # its test cookbooks' parents


def cookbook_name(folder: Path) -> str:
    """The name in metadata.rb (Chef's rule), else the folder's."""
    meta = folder / "metadata.rb"
    if meta.is_file():
        m = re.search(
            r"^\s*name\s*\(?\s*['\"]([^'\"]+)['\"]", meta.read_text(errors="replace"), re.M
        )
        if m:
            return m.group(1)
    meta_json = folder / "metadata.json"
    if meta_json.is_file():
        try:
            return str(json.loads(meta_json.read_text())["name"])
        except (ValueError, KeyError):
            pass
    return folder.name


def is_cookbook(folder: Path) -> bool:
    return (folder / "metadata.rb").is_file() or (folder / "metadata.json").is_file()


def find_repos(roots: list[str]) -> tuple[list[Repo], list[str]]:
    """The repositories and the cookbook path that holds all their main cookbooks."""
    repos: list[Repo] = []
    paths: list[str] = []
    for root in roots:
        for top in sorted(Path(root).resolve().iterdir()):
            if not top.is_dir() or top.name.startswith("."):
                continue
            repo = Repo(top.name)
            for folder, dirs, _files in os.walk(top):
                here = Path(folder)
                dirs[:] = sorted(d for d in dirs if d not in SKIP_DIRS and not d.startswith("."))
                if is_cookbook(here):
                    repo.main.append(here)
                    dirs[:] = []
                    if str(here.parent) not in paths:
                        paths.append(str(here.parent))
            for sub in TEST_COOKBOOKS:
                base = top / sub
                if base.is_dir():
                    repo.test_paths.append(str(base))
                    repo.tests += [p for p in sorted(base.iterdir()) if is_cookbook(p)]
            if repo.main or repo.tests:
                repos.append(repo)
    return repos, paths


OTHER_OS = re.compile(r"windows|win32|mac_?os|darwin|osx|freebsd|aix|solaris|smartos", re.I)
LINUX_FAMILIES = re.compile(r"debian|ubuntu|linux|rhel|centos|redhat|fedora|amazon|suse|"
                            r"oracle|alma|rocky|arch|gentoo|alpine|scientific|clear", re.I)  # fmt: skip


def other_os_only(folder: Path) -> bool:
    """A cookbook whose metadata `supports` no Linux: written for Windows, macOS, BSD…"""
    meta = folder / "metadata.rb"
    text = meta.read_text(errors="replace") if meta.is_file() else ""
    platforms = re.findall(r"^\s*supports\s*\(?\s*['\"]([^'\"]+)", text, re.M)
    return bool(platforms) and not any(LINUX_FAMILIES.search(p) for p in platforms)


def recipes_of(folder: Path) -> list[tuple[str, bool]]:
    """(COOKBOOK::RECIPE, written for another OS) for each recipe of the cookbook."""
    name, other = cookbook_name(folder), other_os_only(folder)
    files = sorted(p for p in (folder / "recipes").glob("*") if p.suffix in RECIPE_SUFFIXES)
    return [(f"{name}::{p.stem}", other or bool(OTHER_OS.search(p.stem))) for p in files]


def compile_recipe(spec: str, paths: list[str]) -> None:
    from toque.runtime import RunContext
    from toque.session import ClientOptions, compile_cookbooks

    options = ClientOptions(run_list=[spec], cookbook_paths=paths, why_run=True)
    compile_cookbooks(options, RunContext(why_run=True), io.StringIO())


FIRST_LINE = re.compile(r"^(?:\S+:\d+(?::\d+)?: )?(?:(?P<cls>[A-Z][\w:]*(?:Error|Exception|"
                        r"Platform|Exit|Interrupt)|[A-Z]\w*Error): )?(?P<msg>.*)$")  # fmt: skip


def describe(exc: BaseException) -> tuple[str, str]:
    """The error's Ruby (or toque) class and its first line, without the place."""
    line = (str(exc).splitlines() or [""])[0]
    m = FIRST_LINE.match(line)
    assert m is not None
    return (m.group("cls") or type(exc).__name__), m.group("msg")


def run_one(
    repo: str, recipe: tuple[str, bool], paths: list[str], test: bool, timeout: float
) -> Outcome:
    spec, other_os = recipe
    outcome = Outcome(repo, spec, test)
    cwd, env, umask = os.getcwd(), dict(os.environ), os.umask(0o022)
    os.umask(umask)
    started = time.perf_counter()
    previous = signal.signal(signal.SIGALRM, _alarm)
    signal.setitimer(signal.ITIMER_REAL, timeout, 1.0)  # again each second until caught
    try:
        compile_recipe(spec, paths)
    except Timeout:
        outcome.error_class, outcome.error = "Timeout", f"no result in {timeout:g} s"
    except ToqueError as exc:
        outcome.error_class, outcome.error = describe(exc)
    except RecursionError:
        outcome.error_class, outcome.error = "RecursionError", "too deeply nested (toque bug)"
    except Exception as exc:  # a crash in toque: counted as a failure, the run goes on
        outcome.error_class = f"internal {type(exc).__name__}"
        outcome.error = (str(exc).splitlines() or [""])[0]
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
        _restore(cwd, env, umask)
    outcome.seconds = time.perf_counter() - started
    if outcome.error:
        outcome.refused = other_os or _refusal(outcome)
    return outcome


def _refusal(outcome: Outcome) -> bool:
    """A raise of the cookbook's own about the platform — not a name toque lacks."""
    if outcome.error_class in ("NameError", "NoMethodError", "LoadError", "Timeout"):
        return False
    return bool(REFUSED.search(f"{outcome.error_class} {outcome.error}"))


def _restore(cwd: str, env: dict[str, str], umask: int) -> None:
    """Ruby code may chdir or set ENV during compile: the next recipe starts clean."""
    if os.getcwd() != cwd:
        os.chdir(cwd)
    if dict(os.environ) != env:
        os.environ.clear()
        os.environ.update(env)
    os.umask(umask)


def cause(outcome: Outcome) -> str:
    """A failure's group: the class and the message without values that vary."""
    msg = re.sub(r" \(did you mean .*\)$", "", outcome.error)
    msg = re.sub(r"(undefined (?:local variable or )?method `[^']*' for )(.*)$",
                 lambda m: m.group(1) + _receiver(m.group(2)), msg)  # fmt: skip
    msg = re.sub(r"0x[0-9a-f]+", "0x…", msg)
    return f"{outcome.error_class}: {msg}"[:110]


def _receiver(text: str) -> str:
    m = re.search(r":([A-Z][\w:]*)$", text)
    if m:
        return f"an instance of {m.group(1)}"
    m = re.match(r"#<([\w:]+)", text)
    return f"#<{m.group(1)}>" if m else text


# -- the report -----------------------------------------------------------------------------


def table(outcomes: list[Outcome]) -> list[dict[str, Any]]:
    rows: dict[str, dict[str, Any]] = {}
    causes: dict[str, collections.Counter[str]] = collections.defaultdict(collections.Counter)
    for o in outcomes:
        if o.error and not o.refused:
            causes[o.repo][cause(o)] += 1
        row = rows.setdefault(o.repo, {"repo": o.repo, "recipes": 0, "compiled": 0, "failed": 0,
                                       "refused": 0, "test_recipes": 0, "test_compiled": 0,
                                       "test_failed": 0, "test_refused": 0})  # fmt: skip
        prefix = "test_" if o.test else ""
        row[f"{prefix}recipes"] += 1
        status = "compiled" if not o.error else "refused" if o.refused else "failed"
        row[f"{prefix}{status}"] += 1
    for repo, row in rows.items():
        row["top_cause"] = causes[repo].most_common(1)[0][0] if causes[repo] else ""
    return list(rows.values())


def _pct(done: int, total: int) -> str:
    return f"{100 * done / total:5.1f}%" if total else "    -"


def print_report(outcomes: list[Outcome], seconds: float) -> None:
    rows = table(outcomes)
    print(f"{'repository':28} {'recipes':>7} {'ok':>5} {'failed':>6} {'refused':>7}   "
          f"{'tests':>5} {'ok':>4} {'failed':>6} {'refused':>7}  most frequent failure")  # fmt: skip
    for r in rows:
        print(f"{r['repo'][:28]:28} {r['recipes']:7} {r['compiled']:5} {r['failed']:6} "
              f"{r['refused']:7}   {r['test_recipes']:5} {r['test_compiled']:4} "
              f"{r['test_failed']:6} {r['test_refused']:7}  {r['top_cause'][:70]}")  # fmt: skip
    for label, test in (("main-cookbook recipes", False), ("test-cookbook recipes", True)):
        chosen = [o for o in outcomes if o.test == test]
        ok = sum(1 for o in chosen if not o.error)
        refused = sum(1 for o in chosen if o.refused)
        print(f"\n{label}: {ok}/{len(chosen)} compile ({_pct(ok, len(chosen)).strip()}); "
              f"{refused} refuse this host's platform; without them "
              f"{ok}/{len(chosen) - refused} ({_pct(ok, len(chosen) - refused).strip()})")  # fmt: skip
    print(f"{len(outcomes)} recipes in {seconds:.0f} s")
    failed = [o for o in outcomes if o.error and not o.refused]
    groups = collections.Counter(cause(o) for o in failed)
    repos: dict[str, set[str]] = collections.defaultdict(set)
    for o in failed:
        repos[cause(o)].add(o.repo)
    print(f"\n== top 30 first-error causes ({len(groups)} distinct, {len(failed)} failures) ==")
    print(f"{'recipes':>7} {'repos':>5}  cause")
    for text, count in groups.most_common(30):
        print(f"{count:7} {len(repos[text]):5}  {text}")
    refused = [o for o in outcomes if o.refused]
    print(f"\n== recipes refusing this host's platform ({len(refused)}): they raise about the "
          "platform, or are written for another OS (metadata `supports`, recipe name) ==")  # fmt: skip
    for o in refused:
        print(f"  {o.spec:45} ({o.repo}) {o.error_class}: {o.error[:90]}")
    print("\n== every failure ==")
    for o in failed:
        tag = " [test]" if o.test else ""
        print(f"  {o.spec}{tag} ({o.repo}): {o.error_class}: {o.error[:140]}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpus", nargs="+", metavar="CORPUS_DIR")
    parser.add_argument("--timeout", type=float, default=20.0, help="seconds per recipe")
    parser.add_argument("--repo", action="append", help="only these repositories")
    parser.add_argument("--deps", action="append", default=[], metavar="DIR",
                        help="a folder of dependency cookbooks: on the path, not compiled")  # fmt: skip
    parser.add_argument("--no-tests", action="store_true", help="skip test-cookbook recipes")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 20_000))
    repos, paths = find_repos(args.corpus)
    paths += [str(Path(d).resolve()) for d in args.deps]
    started = time.perf_counter()
    outcomes: list[Outcome] = []
    for repo in repos:
        if args.repo and repo.name not in args.repo:
            continue
        for folder in repo.main:
            for recipe in recipes_of(folder):
                outcomes.append(run_one(repo.name, recipe, paths, False, args.timeout))
        if args.no_tests:
            continue
        for folder in repo.tests:  # the repo's own test cookbooks first: `test` is common
            for recipe in recipes_of(folder):
                outcomes.append(run_one(repo.name, recipe, repo.test_paths + paths, True,
                                        args.timeout))  # fmt: skip
        print(f"{repo.name}: {sum(1 for o in outcomes if o.repo == repo.name)} recipes",
              file=sys.stderr)  # fmt: skip
    seconds = time.perf_counter() - started
    if args.json:
        json.dump({"table": table(outcomes), "seconds": round(seconds, 1),
                   "recipes": [o.__dict__ for o in outcomes]}, sys.stdout, indent=1)  # fmt: skip
        print()
    else:
        print_report(outcomes, seconds)
    return 0


if __name__ == "__main__":
    sys.exit(main())
