"""What share of a cookbook corpus's recipes compile in why-run, repository by repository.

    python bench/corpus_compile.py CORPUS_DIR... [--deps DIR]... [--timeout S] [--repo NAME]...
                                   [--no-tests] [--no-kitchen] [--json]

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

A recipe runs with what Test Kitchen would give it (unless `--no-kitchen`): when a suite of the
repository's kitchen.yml (or kitchen.dokken.yml, .kitchen.yml) names the recipe in its run list,
that suite's node attributes merged over its platform's and the provisioner's (the first suite
and the first platform), and its data_bags_path; else the repository's own data_bags/.
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
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from toque.errors import ToqueError

REFUSED = re.compile(
    r"not supported|unsupported|only supports?|supports? only|is only|only works|only available|"
    r"not available"
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
    kitchen: str = ""  # the kitchen suite whose inputs it got


@dataclass
class Repo:
    name: str
    main: list[Path] = field(default_factory=list)  # cookbook folders
    tests: list[Path] = field(default_factory=list)
    test_paths: list[str] = field(default_factory=list)  # its test cookbooks' parents
    folder: Path | None = None


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
            repo = Repo(top.name, folder=top)
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


# -- what Test Kitchen gives a recipe ----------------------------------------------------------

KITCHEN_FILES = ("kitchen.yml", "kitchen.dokken.yml", ".kitchen.yml")
# keys Kitchen reads at a suite's or platform's top level as its provisioner's
PROVISIONER_KEYS = ("attributes", "data_bags_path", "encrypted_data_bag_secret_key_path")


@dataclass
class Inputs:
    """A recipe's node attributes, data bags and secret, as a run of Kitchen (or toque) has them."""

    attributes: dict[str, Any] = field(default_factory=dict)
    data_bag_path: str | None = None
    secret: str | None = None
    suite: str = ""  # "" when no kitchen suite names the recipe


def deep_merge(base: dict[str, Any], over: dict[str, Any]) -> dict[str, Any]:
    """Kitchen's merge of configuration levels: hashes merge key by key, the rest is replaced."""
    merged = dict(base)
    for key, value in over.items():
        if isinstance(value, dict) and isinstance(merged.get(key), dict):
            merged[key] = deep_merge(merged[key], value)
        else:
            merged[key] = value
    return merged


def _provisioner(level: Any) -> dict[str, Any]:
    """A suite's or platform's provisioner settings: its `provisioner:` and top-level keys."""
    if not isinstance(level, dict):
        return {}
    own = level.get("provisioner")
    merged = dict(own) if isinstance(own, dict) else {}
    for key in PROVISIONER_KEYS:
        if key in level:
            merged[key] = level[key]
    return merged


def recipe_name(item: Any) -> str | None:
    """COOKBOOK::RECIPE of a run-list item (`recipe[x]`, `x::y`, `x`); None for a role."""
    if not isinstance(item, str):
        return None
    m = re.fullmatch(r"\s*(?:recipe\[([^\]]+)\]|([^\[\]\s]+))\s*", item)
    if m is None:
        return None
    name = (m.group(1) or m.group(2)).split("@")[0]
    return name if "::" in name else f"{name}::default"


@dataclass
class Policy:
    """What a Policyfile gives a Kitchen run: run lists ("" the main one, else by name) and
    attributes (its default[...] and override[...] settings, override winning)."""

    run_lists: dict[str, list[str]]
    attributes: dict[str, Any]


# The Policyfile DSL as far as a run needs it; every other word (default_source, cookbook,
# include_policy…) is for `chef install` and ignored. Evaluated by toque's interpreter.
POLICYFILE_DSL = """
class KitchenPolicyfile
  attr_reader :run_lists
  def initialize
    @run_lists = {}
    @levels = { 'default' => tree, 'override' => tree }
  end
  def tree = Hash.new { |h, k| h[k] = Hash.new(&h.default_proc) }
  def name(*) = nil
  def run_list(*items) = (@run_lists[''] = items.flatten.map(&:to_s))
  def named_run_list(name, *items) = (@run_lists[name.to_s] = items.flatten.map(&:to_s))
  def default = @levels['default']
  def override = @levels['override']
  def levels = @levels.transform_values { |v| plain(v) }
  def plain(h) = h.to_h { |k, v| [k.to_s, v.is_a?(Hash) ? plain(v) : v] }
  def method_missing(*) = nil
  def respond_to_missing?(*) = true
end
"""


def policyfile(repo: Path, settings: dict[str, Any], skipped: list[str]) -> Policy | None:
    """The Policyfile a Kitchen suite runs with (Kitchen's chef provisioners use the
    `policyfile`/`policyfile_path` given, else the repository's Policyfile.rb), evaluated;
    None without one. One that cannot be read is noted in `skipped`."""
    given = settings.get("policyfile") or settings.get("policyfile_path") or "Policyfile.rb"
    path = repo / str(given)
    if not path.is_file():
        return None
    from toque.interpreter.dsl.value_bridge import to_py
    from toque.interpreter.model.signals import RubyError
    from toque.interpreter.model.world import Runtime
    from toque.interpreter.program import eval_string

    if path in _POLICIES:
        return _POLICIES[path]
    rt = Runtime()
    cwd = os.getcwd()
    os.chdir(repo)  # `chef install` runs in the kitchen root: a Policyfile's relative paths
    try:
        eval_string(rt, POLICYFILE_DSL, rt.main, (rt.Object,), rt.Object, "(policyfile dsl)")
        reader = rt.send(rt.const_get("KitchenPolicyfile"), "new", [])
        rt.send(reader, "instance_eval", [to_ruby_str(path.read_text(errors="replace")),
                                          to_ruby_str(str(path))])  # fmt: skip
        run_lists = to_py(rt.send(reader, "run_lists", []))
        levels = to_py(rt.send(reader, "levels", []))
        found = Policy(run_lists, deep_merge(levels["default"], levels["override"]))
    except (RubyError, ToqueError) as exc:
        from toque.interpreter.dsl.ruby_errors import toque_error

        shown = toque_error(rt, exc) if isinstance(exc, RubyError) else exc
        skipped.append(f"{path}: {(str(shown).splitlines() or [''])[0]}")
        found = None
    finally:
        os.chdir(cwd)
    _POLICIES[path] = found
    return found


_POLICIES: dict[Path, Policy | None] = {}  # each Policyfile read once per bench run


def to_ruby_str(text: str) -> Any:
    from toque.interpreter.model.objects import RString

    return RString(text)


def kitchen_text(path: Path) -> str:
    """A kitchen file as Test Kitchen reads it: rendered by ERB first (its YAML loader does
    `ERB.new(text).result`: suites listing platforms from a Ruby array…), then YAML."""
    text = path.read_text(errors="replace")
    if "<%" not in text:
        return text
    from toque.interpreter.erb_template import render
    from toque.interpreter.model.world import Runtime

    return render(Runtime(), text, str(path), trim_mode="")


def kitchen_suites(repo: Path, skipped: list[str]) -> dict[str, Inputs]:
    """COOKBOOK::RECIPE → the inputs of the first suite that names it in its run list.
    A file that cannot load (broken ERB, YAML that breaks its syntax…) is noted in `skipped`."""
    found: dict[str, Inputs] = {}
    for name in KITCHEN_FILES:
        path = repo / name
        if not path.is_file():
            continue
        try:
            config = yaml.safe_load(kitchen_text(path))
        except (yaml.YAMLError, ToqueError) as exc:
            skipped.append(f"{path}: {str(exc).splitlines()[0]}")
            continue
        if not isinstance(config, dict):
            continue
        common = config.get("provisioner") if isinstance(config.get("provisioner"), dict) else {}
        platforms = config.get("platforms") or []
        platform = _provisioner(platforms[0]) if isinstance(platforms, list) and platforms else {}
        for suite in config.get("suites") or []:
            if not isinstance(suite, dict):
                continue
            own = _provisioner(suite)
            settings = deep_merge(deep_merge(common, platform), own)
            run_list = settings.get("run_list") or suite.get("run_list") or []
            policy = policyfile(repo, settings, skipped) if not run_list else None
            if policy is not None:  # the Policyfile's run list and attributes
                named = settings.get("named_run_list")
                run_list = policy.run_lists.get(str(named) if named else "", [])
                own_attributes = settings.get("attributes")
                settings = {**settings, "attributes": deep_merge(
                    policy.attributes,
                    own_attributes if isinstance(own_attributes, dict) else {})}  # fmt: skip
            inputs = _inputs(repo, str(suite.get("name", "")), settings)
            for item in run_list if isinstance(run_list, list) else []:
                recipe = recipe_name(item)
                if recipe and recipe not in found:
                    found[recipe] = inputs
    return found


def _inputs(repo: Path, suite: str, settings: dict[str, Any]) -> Inputs:
    attributes = settings.get("attributes")
    bags = settings.get("data_bags_path")
    secret = settings.get("encrypted_data_bag_secret_key_path")
    return Inputs(
        attributes=attributes if isinstance(attributes, dict) else {},
        data_bag_path=str(repo / bags) if isinstance(bags, str) else kitchen_data_bags(repo, suite),
        secret=str(repo / secret) if isinstance(secret, str) else None,
        suite=suite,
    )


def kitchen_data_bags(repo: Path, suite: str) -> str:
    """Kitchen's default data_bags_path: the suite's folder under test/integration, that
    folder itself, else the repository's data_bags/."""
    base = repo / "test" / "integration"
    for folder in (base / suite / "data_bags", base / "data_bags"):
        if folder.is_dir():
            return str(folder)
    return str(repo / "data_bags")  # absent: a data bag lookup fails naming this repository


def inputs_for(repo: Repo, suites: dict[str, Inputs], spec: str) -> Inputs:
    """A suite's inputs; for a recipe no suite names, the data bags a Kitchen run of the
    repository would have (its test/integration/data_bags, else its data_bags/: not the
    folder beside every repository of the corpus), no attributes."""
    if spec in suites:
        return suites[spec]
    return Inputs(data_bag_path=kitchen_data_bags(repo.folder, "") if repo.folder else None)


def compile_recipe(spec: str, paths: list[str], inputs: Inputs | None = None) -> None:
    from toque.runtime import RunContext
    from toque.session import ClientOptions, compile_cookbooks, end_ruby_threads

    options = ClientOptions(run_list=[spec], cookbook_paths=paths, why_run=True)
    if inputs is None:  # a run's end ends the threads its recipes started
        end_ruby_threads(compile_cookbooks(options, RunContext(why_run=True), io.StringIO()))
        return
    options.data_bag_path = inputs.data_bag_path
    if inputs.secret:
        options.settings["encrypted_data_bag_secret"] = inputs.secret
    with tempfile.NamedTemporaryFile("w", suffix=".json", prefix="toque-bench-") as attributes:
        json.dump(inputs.attributes, attributes)  # as `-j FILE`: Kitchen's dna.json
        attributes.flush()
        options.attributes = attributes.name
        end_ruby_threads(compile_cookbooks(options, RunContext(why_run=True), io.StringIO()))


FIRST_LINE = re.compile(r"^(?:\S+:\d+(?::\d+)?: )?(?:(?P<cls>[A-Z][\w:]*(?:Error|Exception|"
                        r"Platform|Exit|Interrupt)|[A-Z]\w*Error): )?(?P<msg>.*)$")  # fmt: skip


def describe(exc: BaseException) -> tuple[str, str]:
    """The error's Ruby (or toque) class and its first line, without the place."""
    line = (str(exc).splitlines() or [""])[0]
    m = FIRST_LINE.match(line)
    assert m is not None
    return (m.group("cls") or type(exc).__name__), m.group("msg")


def run_one(
    repo: str,
    recipe: tuple[str, bool],
    paths: list[str],
    test: bool,
    timeout: float,
    inputs: Inputs | None = None,
) -> Outcome:
    """Compile one recipe; `inputs` None: no attributes and the data bags beside the path."""
    spec, other_os = recipe
    outcome = Outcome(repo, spec, test, kitchen=inputs.suite if inputs else "")
    cwd, env, umask = os.getcwd(), dict(os.environ), os.umask(0o022)
    os.umask(umask)
    started = time.perf_counter()
    previous = signal.signal(signal.SIGALRM, _alarm)
    signal.setitimer(signal.ITIMER_REAL, timeout, 1.0)  # again each second until caught
    try:
        compile_recipe(spec, paths, inputs)
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


def print_report(outcomes: list[Outcome], seconds: float, skipped: Sequence[str] = ()) -> None:
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
    kitchen = [o for o in outcomes if o.kitchen]
    ok = sum(1 for o in kitchen if not o.error)
    print(f"{len(kitchen)} recipes ran with a kitchen suite's attributes and data bags "
          f"({ok} of them compile)")  # fmt: skip
    for text in skipped:
        print(f"  kitchen file skipped (it cannot load): {text[:140]}")
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
    parser.add_argument("--no-kitchen", action="store_true",
                        help="no kitchen.yml attributes or data bags: every recipe bare")  # fmt: skip
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 20_000))
    repos, paths = find_repos(args.corpus)
    paths += [str(Path(d).resolve()) for d in args.deps]
    started = time.perf_counter()
    outcomes: list[Outcome] = []
    skipped: list[str] = []
    for repo in repos:
        if args.repo and repo.name not in args.repo:
            continue
        suites = {} if args.no_kitchen or not repo.folder else kitchen_suites(repo.folder, skipped)

        def inputs(
            spec: str, repo: Repo = repo, suites: dict[str, Inputs] = suites
        ) -> Inputs | None:
            return None if args.no_kitchen else inputs_for(repo, suites, spec)

        for folder in repo.main:
            for recipe in recipes_of(folder):
                outcomes.append(run_one(repo.name, recipe, paths, False, args.timeout,
                                        inputs(recipe[0])))  # fmt: skip
        if args.no_tests:
            continue
        for folder in repo.tests:  # the repo's own test cookbooks first: `test` is common
            for recipe in recipes_of(folder):
                outcomes.append(run_one(repo.name, recipe, repo.test_paths + paths, True,
                                        args.timeout, inputs(recipe[0])))  # fmt: skip
        print(f"{repo.name}: {sum(1 for o in outcomes if o.repo == repo.name)} recipes",
              file=sys.stderr)  # fmt: skip
    seconds = time.perf_counter() - started
    if args.json:
        json.dump({"table": table(outcomes), "seconds": round(seconds, 1),
                   "kitchen_files_skipped": skipped,
                   "recipes": [o.__dict__ for o in outcomes]}, sys.stdout, indent=1)  # fmt: skip
        print()
    else:
        print_report(outcomes, seconds, skipped)
    return 0


if __name__ == "__main__":
    sys.exit(main())
