"""Fuzz the parser and the evaluator with mutated recipes: bad input must never crash toque.

Seeds are the Ruby files of tests/ and examples/; each case applies a few random
mutations (a span deleted or repeated, a token inserted, lines swapped or spliced in from
another seed, a number made extreme). Case N of a seed is always the same text, so any
finding is reproduced with `--show N`.

    python bench/fuzz.py --mode parser --count 20000 --seed 1
    python bench/fuzz.py --mode evaluator --seconds 300
    python bench/fuzz.py --mode evaluator --show 1234      # print that case's recipe

Parser mode parses in-process. Evaluator mode runs each case as `toque apply --why-run`
in worker processes confined to a temporary folder: HOME, XDG_*, TMPDIR, the cache and
the cwd point into it; where Linux namespaces are available (`unshare`), the worker sees
every other file system read-only and has no network, its own process ids and hostname;
in any case commands are never run (a stand-in that succeeds runs instead) and Python
writes outside the folder are refused.

Findings: an internal error (a Python exception that is no toque error, exit 70, a
traceback), an error message without a file:line, a case that outlives --timeout or kills
its worker. Prints the figures and the first examples of each.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import random
import re
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

# Tokens a mutation inserts: Ruby's brackets, quotes, keywords and the shapes that broke
# toque before (jumps, empty indexes, deep nesting, odd literals).
TOKENS = [
    "end", "do", "{", "}", "(", ")", "[", "]", "|", "#{", '"', "'", "/", "%w[", "%r{",
    "<<~EOS\n", "EOS\n", "next", "retry", "break", "redo", "return", "nil", "0", "-1",
    "10**30", "1e400", "::", ".", "&.", "->", "=>", "**", "*", "&", "?", ":", "\n", ";",
    "rescue", "ensure", "yield", "super", "self", "def x", "class X", "module M", "begin",
    "if", "unless", "while false", "else", "elsif", "then", "when", "case", "lazy {", "[]",
    "node[]", "node['a']", "h[] ||= 1", "binding", "..", "...", "=", "==", "+", "<<",
    "__FILE__", "__END__", "@x", "$x", "@@x", "X::Y", "/(/", "/[/", '"\\', "?a", ":sym",
    "%i[", "`", "=begin\n", "\n=end\n", "\\", "not_if", "only_if", "notifies :run, ",
    "action :nothing", "Object.new", "1..", "..2", "rescue 1", "< [1]", "require_relative 'x'",
]  # fmt: skip
NUMBERS = ["0", "-1", "10**30", "2**64", "1e308", "-0.0", "Float::NAN", "99999999999999999999"]
NUMBER = re.compile(r"\b\d+(?:\.\d+)?\b")
# Seeds the evaluator never runs: they shell out or write files by design.
RISKY = re.compile(
    r"File\.(write|delete|unlink|rename|chmod|chown|symlink|open)|FileUtils|Dir\.(mkdir|rmdir)"
    r"|\bsystem\b|`|%x|\bexec\b|\bspawn\b|Process\.|\bfork\b|IO\.popen|shell_out|exit!"
)
LOCATED = re.compile(r"[\w./-]+\.(?:rb|erb|json):\d+")
# Python's traceback (not Ruby's `full_message(order: :bottom)`, which has the same head)
INTERNAL = re.compile(r'internal error|Traceback \(most recent call last\):\n\s+File "')


# -- seeds and mutations --------------------------------------------------------------------


def seeds(mode: str) -> list[str]:
    """The seed texts, in a fixed order: every .rb of tests/ and examples/ (the evaluator
    leaves out the risky ones and golden-file inputs that are not Ruby programs)."""
    paths = sorted(p for d in ("tests", "examples") for p in (ROOT / d).rglob("*.rb"))
    texts = []
    for path in paths:
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            continue
        # odd_arguments/: bench/sweep_builtins.py's cases call host, process and crypto
        # methods with extreme arguments by design (key generation, ids, deep rescues)
        if mode == "evaluator" and (
            RISKY.search(text) or "/errors/" in str(path) or "/odd_arguments/" in str(path)
        ):
            continue
        if len(text) <= 20_000:
            texts.append(text)
    return texts


def mutate(rng: random.Random, text: str, corpus: list[str]) -> str:
    for _ in range(rng.randint(1, 4)):
        text = rng.choice(MUTATIONS)(rng, text, corpus)
    return text


def _span(rng: random.Random, text: str) -> tuple[int, int]:
    start = rng.randrange(len(text) + 1)
    return start, min(len(text), start + rng.randint(1, 24))


def delete_span(rng, text, corpus):
    a, b = _span(rng, text)
    return text[:a] + text[b:]


def repeat_span(rng, text, corpus):
    a, b = _span(rng, text)
    return text[:b] + text[a:b] * rng.randint(1, 3) + text[b:]


def insert_token(rng, text, corpus):
    at = rng.randrange(len(text) + 1)
    return text[:at] + rng.choice(TOKENS) + text[at:]


def swap_lines(rng, text, corpus):
    lines = text.split("\n")
    i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
    lines[i], lines[j] = lines[j], lines[i]
    return "\n".join(lines)


def splice_line(rng, text, corpus):
    donor = rng.choice(corpus).split("\n")
    lines = text.split("\n")
    lines.insert(rng.randrange(len(lines) + 1), rng.choice(donor))
    return "\n".join(lines)


def extreme_number(rng, text, corpus):
    found = list(NUMBER.finditer(text))
    if not found:
        return insert_token(rng, text, corpus)
    m = rng.choice(found)
    return text[: m.start()] + rng.choice(NUMBERS) + text[m.end() :]


def truncate(rng, text, corpus):
    return text[: rng.randrange(len(text) + 1)]


MUTATIONS = [delete_span, repeat_span, insert_token, insert_token, swap_lines, splice_line,
             extreme_number, truncate]  # fmt: skip


def case_text(mode: str, seed: int, n: int, corpus: list[str]) -> str:
    """Case `n`: mutations of a seed. The evaluator prefers a mutant that parses (up to a
    few tries): the parser's errors are parser mode's business."""
    rng = random.Random(f"{seed}:{mode}:{n}")
    seed_text = rng.choice(corpus)
    text = mutate(rng, seed_text, corpus)
    for _ in range(4 if mode == "evaluator" else 0):
        if parse_case(text)[0] == "ok":
            break
        text = mutate(rng, seed_text, corpus)
    return text


# -- parser mode ------------------------------------------------------------------------------


def parse_case(text: str) -> tuple[str, str]:
    """(outcome, message): ok, located, unlocated or internal."""
    from toque.errors import RubySyntaxError
    from toque.grammar.parser import parse

    try:
        parse(text, "fuzz.rb")
    except RubySyntaxError as exc:
        try:
            shown = exc.render()
        except Exception as bad:  # noqa: BLE001 - a crash while rendering is a finding
            return "internal", f"render: {bad!r}"
        head = shown.split("\n", 1)[0]
        return ("located" if LOCATED.search(head) else "unlocated"), head[:200]
    except Exception as exc:  # noqa: BLE001 - this is what the fuzzer looks for
        return "internal", repr(exc)[:200]
    return "ok", ""


# -- evaluator mode: the sandboxed worker -------------------------------------------------------


def namespace_prefix() -> list[str]:
    """The `unshare` command line that gives a worker its own mounts, network, process ids,
    hostname and IPC (as root, or as a mapped root in a user namespace)."""
    base = ["unshare", "--mount", "--net", "--pid", "--fork", "--uts", "--ipc", "--mount-proc",
            "--propagation", "private"]  # fmt: skip
    return base if os.geteuid() == 0 else base[:1] + ["--map-root-user"] + base[1:]


def confine_mounts(folder: str) -> None:
    """Inside the namespace: every mount read-only but `folder`; fails loudly."""
    subprocess.run(["mount", "--bind", folder, folder], check=True)
    with open("/proc/self/mountinfo") as f:
        targets = [line.split()[4] for line in f]
    for target in targets:
        if target == folder or target.startswith(folder + "/"):
            continue
        subprocess.run(["mount", "-o", "remount,bind,ro", target], capture_output=True)
    probe = os.path.join(os.path.dirname(folder), ".fuzz-probe")
    try:
        open(probe, "w").close()
    except OSError:
        return  # read-only, as wanted
    os.unlink(probe)
    raise SystemExit("fuzz: the sandbox could not make the host read-only")


def python_guard(folder: str) -> None:
    """No command runs (a stand-in that succeeds runs instead); no Python write leaves
    `folder`. The second line of defence, and the only one without namespaces."""
    import builtins

    real_popen = subprocess.Popen
    keep = {"stdin", "stdout", "stderr", "env", "text", "universal_newlines", "bufsize"}

    class Inert(real_popen):  # type: ignore[misc, valid-type]
        def __init__(self, args, *rest, **kwargs):
            super().__init__(["true"], **{k: v for k, v in kwargs.items() if k in keep})

    subprocess.Popen = Inert  # type: ignore[misc]
    os.system = lambda command: 0  # type: ignore[assignment]

    def inside(path) -> bool:
        if isinstance(path, int):
            return True  # a descriptor already open
        full = os.path.realpath(os.fsdecode(path))
        return full == os.devnull or full == folder or full.startswith(folder + os.sep)

    def refuse(path) -> None:
        raise PermissionError(13, "fuzz sandbox: writing outside the sandbox", str(path))

    real_open = builtins.open

    def guarded_open(file, mode="r", *args, **kwargs):
        if any(c in mode for c in "wax+") and not inside(file):
            refuse(file)
        return real_open(file, mode, *args, **kwargs)

    builtins.open = guarded_open
    real_os_open = os.open

    def guarded_os_open(path, flags, *args, **kwargs):
        if flags & (os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_TRUNC) and not inside(path):
            refuse(path)
        return real_os_open(path, flags, *args, **kwargs)

    os.open = guarded_os_open
    for name in ("remove", "unlink", "rmdir", "mkdir", "makedirs", "chmod", "chown", "lchown",
                 "truncate", "utime", "mkfifo", "removedirs"):  # fmt: skip
        _guard_paths(os, name, inside, refuse, 1)
    for name in ("rename", "replace", "symlink", "link"):
        _guard_paths(os, name, inside, refuse, 2)
    _guard_paths(shutil, "rmtree", inside, refuse, 1)
    _guard_paths(shutil, "move", inside, refuse, 2)
    _guard_paths(shutil, "copy", inside, refuse, 2)
    _guard_paths(shutil, "copy2", inside, refuse, 2)
    _guard_paths(shutil, "copyfile", inside, refuse, 2)


def _guard_paths(module, name, inside, refuse, count) -> None:
    real = getattr(module, name, None)
    if real is None:
        return

    def guarded(*args, **kwargs):
        for path in args[:count]:
            if not inside(path):
                refuse(path)
        return real(*args, **kwargs)

    setattr(module, name, guarded)


def worker(folder: str, confine: bool) -> int:
    """Read cases (JSON lines) from stdin, run each with `toque apply -W`, answer each."""
    import io

    folder = os.path.realpath(folder)
    if confine:
        confine_mounts(folder)
    os.chdir(folder)
    from toque.cli import main  # imported before the guard: importing writes .pyc files

    python_guard(folder)
    recipe = os.path.join(folder, "recipe.rb")
    lock = os.path.join(folder, "run.lock")
    print(json.dumps({"ready": True}), flush=True)
    for line in sys.stdin:
        case = json.loads(line)
        with open(recipe, "w", encoding="utf-8") as f:
            f.write(case["text"])
        out = io.StringIO()
        real_out, real_err = sys.stdout, sys.stderr
        sys.stdout = sys.stderr = out
        try:
            status = main(["apply", "-W", recipe, "--lock-file", lock])
        except BaseException as exc:  # noqa: BLE001 - main let it out: a traceback for a user
            status = -1
            out.write(f"\nTraceback (most recent call last): {exc!r}\n")
        finally:
            sys.stdout, sys.stderr = real_out, real_err
            gc.enable()  # a case's `GC.disable` would outlive it: each starts as a new process
        text = out.getvalue()
        if len(text) > 4000:  # the tail, but every failure line's start (its file:line) too
            heads = [line[:500] for line in text.splitlines() if line.startswith("toque:")]
            text = "\n".join(heads) + "\n" + text[-4000:]
        print(json.dumps({"n": case["n"], "status": status, "out": text}), flush=True)
    return 0


def classify(status: int, out: str) -> str:
    if status == -1 or status == 70 or INTERNAL.search(out):
        return "internal"
    if status == 0:
        return "ok"
    failure = [line for line in out.splitlines() if line.startswith("toque:")]
    return "located" if LOCATED.search("\n".join(failure) or out) else "unlocated"


class Worker:
    """One sandboxed worker process, restarted when a case hangs or kills it. Subclasses
    (bench/sweep_builtins.py) run another script's `--worker` loop in the same sandbox."""

    script = Path(__file__).resolve()
    prefix = "toque-fuzz-"
    ready_seconds = 60.0
    confine_options: list[str] = []  # for `unshare`, before the command

    def __init__(self, confine: bool) -> None:
        self.confine = confine
        self.proc: subprocess.Popen | None = None
        self.folder = ""

    def start(self) -> None:
        self.folder = tempfile.mkdtemp(prefix=self.prefix)
        env = {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            "HOME": self.folder,
            "XDG_CACHE_HOME": f"{self.folder}/.cache",
            "XDG_CONFIG_HOME": f"{self.folder}/.config",
            "XDG_DATA_HOME": f"{self.folder}/.local/share",
            "XDG_STATE_HOME": f"{self.folder}/.local/state",
            "XDG_RUNTIME_DIR": self.folder,
            "TMPDIR": self.folder,
            "TOQUE_NO_CACHE": "1",
            "LANG": "C.UTF-8",
            "PYTHONPATH": str(ROOT),
            "PYTHONDONTWRITEBYTECODE": "1",
        }
        argv = [sys.executable, str(self.script), "--worker", self.folder]
        if self.confine:
            prefix = namespace_prefix()
            argv = prefix[:1] + self.confine_options + prefix[1:] + argv + ["--confine"]
        self.proc = subprocess.Popen(
            argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
            text=True, env=env, cwd=self.folder, start_new_session=True,
        )  # fmt: skip
        ready = self._read(self.ready_seconds)
        if not ready or not ready.get("ready"):
            self.stop()
            raise RuntimeError(f"the worker of {self.script.name} did not start")

    def run(self, n: int, text: str, timeout: float) -> tuple[str, int, str]:
        if self.proc is None:
            self.start()
        assert self.proc is not None and self.proc.stdin is not None
        try:
            self.proc.stdin.write(json.dumps({"n": n, "text": text}) + "\n")
            self.proc.stdin.flush()
        except BrokenPipeError:
            self.stop()
            return "died", -9, ""
        answer = self._read(timeout)
        if answer is None:
            dead = self.proc.poll() is not None
            self.stop()
            return ("died" if dead else "timeout"), -9, ""
        return classify(answer["status"], answer["out"]), answer["status"], answer["out"]

    def _read(self, timeout: float) -> dict | None:
        assert self.proc is not None and self.proc.stdout is not None
        ready, _, _ = select.select([self.proc.stdout], [], [], timeout)
        if not ready:
            return None
        line = self.proc.stdout.readline()
        return json.loads(line) if line else None

    def stop(self) -> None:
        if self.proc is not None:
            try:
                os.killpg(self.proc.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            self.proc.wait()
            self.proc = None
        shutil.rmtree(self.folder, ignore_errors=True)


def namespaces_work() -> bool:
    """Can a worker be confined here? (needs `unshare` and the right to mount)"""
    if shutil.which("unshare") is None or sys.platform != "linux":
        return False
    probe = tempfile.mkdtemp(prefix="toque-fuzz-probe-")
    try:
        code = "import sys; sys.path.insert(0, sys.argv[1]); import fuzz; fuzz.confine_mounts(sys.argv[2])"
        done = subprocess.run(
            namespace_prefix() + [sys.executable, "-c", code, str(Path(__file__).parent), probe],
            capture_output=True, timeout=30,
        )  # fmt: skip
        return done.returncode == 0
    except (OSError, subprocess.TimeoutExpired):
        return False
    finally:
        shutil.rmtree(probe, ignore_errors=True)


# -- the run ----------------------------------------------------------------------------------


def run(args: argparse.Namespace, mode: str) -> dict:
    corpus = seeds(mode)
    counts: Counter[str] = Counter()
    examples: dict[str, list[str]] = {}
    started = time.monotonic()
    deadline = started + args.seconds if args.seconds else None
    confined = mode == "evaluator" and not args.no_namespaces and namespaces_work()
    sandboxed = Worker(confined) if mode == "evaluator" else None
    n = 0

    def record(n: int, outcome: str, message: str) -> None:
        counts[outcome] += 1
        if outcome not in ("ok", "located"):
            examples.setdefault(outcome, [])
            if len(examples[outcome]) < args.examples:
                examples[outcome].append(f"case {n}: {message.strip()[:300]}")
            if args.save:
                folder = Path(args.save) / mode / outcome
                folder.mkdir(parents=True, exist_ok=True)
                (folder / f"{n}.rb").write_text(case_text(mode, args.seed, n, corpus))

    try:
        while n < args.count and (deadline is None or time.monotonic() < deadline):
            text = case_text(mode, args.seed, n, corpus)
            if mode == "parser":
                outcome, message = parse_case(text)
            else:
                assert sandboxed is not None
                outcome, status, out = sandboxed.run(n, text, args.timeout)
                message = _final_line(out) if out else f"status {status}"
            record(n, outcome, message)
            n += 1
    finally:
        if sandboxed is not None:
            sandboxed.stop()
    elapsed = time.monotonic() - started
    return {
        "mode": mode,
        "seed": args.seed,
        "cases": n,
        "seconds": round(elapsed, 1),
        "sandbox": ("namespaces + python guard" if confined else "python guard")
        if mode == "evaluator"
        else "in-process",
        **{k: counts[k] for k in ("ok", "located", "unlocated", "internal", "timeout", "died")},
        "examples": examples,
    }


def _final_line(out: str) -> str:
    lines = [line for line in out.splitlines() if line.startswith("toque:")]
    return lines[-1] if lines else out.strip().splitlines()[-1] if out.strip() else ""


def report(figures: dict) -> str:
    head = (
        f"{figures['mode']}: {figures['cases']} cases in {figures['seconds']} s "
        f"(seed {figures['seed']}, {figures['sandbox']}): "
        f"{figures['ok']} ok, {figures['located']} located errors, "
        f"{figures['unlocated']} without file:line, {figures['internal']} internal errors, "
        f"{figures['timeout']} timeouts, {figures['died']} workers killed"
    )
    lines = [head]
    for outcome, items in figures["examples"].items():
        lines.append(f"  {outcome}:")
        lines.extend(f"    {item}" for item in items)
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--mode", choices=("parser", "evaluator", "both"), default="both")
    parser.add_argument("--count", type=int, default=1000, help="cases per mode (at most)")
    parser.add_argument("--seconds", type=float, default=0, help="time per mode (at most)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--timeout", type=float, default=10, help="seconds per evaluator case")
    parser.add_argument("--examples", type=int, default=5, help="examples shown per finding")
    parser.add_argument("--save", help="write each finding's recipe under this folder")
    parser.add_argument("--show", type=int, help="print the text of case N and stop")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--no-namespaces", action="store_true", help="python guard only")
    parser.add_argument("--worker", help=argparse.SUPPRESS)
    parser.add_argument("--confine", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker:
        return worker(args.worker, args.confine)
    modes = ("parser", "evaluator") if args.mode == "both" else (args.mode,)
    if args.show is not None:
        print(case_text(modes[0], args.seed, args.show, seeds(modes[0])))
        return 0
    results = [run(args, mode) for mode in modes]
    print(json.dumps(results, indent=1) if args.json else "\n".join(map(report, results)))
    return 1 if any(r["internal"] or r["unlocated"] for r in results) else 0


if __name__ == "__main__":
    sys.exit(main())
