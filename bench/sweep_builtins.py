"""Sweep every Ruby method toque defines with odd arguments: none may crash toque.

The random fuzzer (bench/fuzz.py) keeps finding, in a long tail, a core method that meets
an argument it never expected (`Time#iso8601(Float::NAN)`, `Class.new(5)`). This sweep
drains that tail systematically: it lists every method of every class and module a
world holds once the whole standard library is required (the `Builtins` tables of
interpreter/core and interpreter/stdlib, and the methods of toque's Ruby preludes), and
calls each on a typical receiver with each of a fixed set of odd argument lists, with
and without a block, as a recipe would call it (`recv.__send__(:name, *args)`).

    python bench/sweep_builtins.py                     # the whole sweep (minutes)
    python bench/sweep_builtins.py --only Time --only 'Integer#pow'
    python bench/sweep_builtins.py --sample 300 --seed 1   # a seeded slice

A Ruby exception is a fine answer. A finding is a Python exception that is no Ruby error
(what `toque apply` reports as an internal error, exit 70), a call that outlives
--timeout (a hang) or kills its worker. Reported apart: a call slower than --slow
seconds, and an internal error of an object made with `allocate` whose class needs
arguments to `new` (its initialize never ran: "uninitialized"). A hang or a death is re-run in a fresh worker before it is reported.

The calls run in worker processes confined as bench/fuzz.py's are (its unshare sandbox
and Python write guard: the host is read-only, there is no network, commands never run),
so File, Dir and Process methods are swept too. DENY lists the few methods that are left
out, and why; QUARANTINE those that change the worker itself (its user, root, limits),
which run in a worker of their own, thrown away once the method is swept.
"""

from __future__ import annotations

import argparse
import functools
import importlib.util
import io
import json
import os
import random
import re
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


@functools.cache
def _fuzz():
    """bench/fuzz.py (loaded once), for its sandbox (namespaces, confined mounts, the Python guard)."""
    spec = importlib.util.spec_from_file_location(
        "toque_bench_fuzz", Path(__file__).with_name("fuzz.py")
    )
    module = importlib.util.module_from_spec(spec)
    assert spec.loader is not None
    spec.loader.exec_module(module)
    return module


# The odd argument lists (Ruby source), each called without a block; BLOCKED ones again
# with a block that takes anything.
ARGS = ["", "nil", "-1", "0", "2**64", "-(2**64)", "Float::NAN", "Float::INFINITY", "-0.0",
        '""', '"\\xff".b', ":sym", "[]", "{}", "Object.new", "5, 5", "nil, nil, nil", "x: 1"]  # fmt: skip
BLOCKED = ["", "nil", "-1", "0", '""', "5, 5"]
BLOCK = " { |*a| a.first }"

# Methods never called, by name (any receiver) or as "Owner#name" / "Owner.name":
# - they end or replace the worker process: exit!, fork, exec, daemon, abort's cousins
#   that bypass Ruby (Process._exit), Process.kill/killpg (a signal to the worker's group)
# - they block by design with an odd argument (sleep(2**64), a join, a pop on an empty
#   queue, reading the worker's stdin, select on pipes, waiting for children) or loop for
#   ever with a block (loop, cycle; times(2**64))
# - they change how the worker reacts to signals or calls the kernel raw: trap, syscall
DENY = {
    "exit!", "fork", "exec", "daemon", "_exit", "syscall", "trap", "sleep", "abort!", "loop",
    "Process.kill", "Process.wait", "Process.wait2", "Process.waitpid", "Process.waitpid2",
    "Process.waitall", "Process.detach", "Process.setrlimit", "Process.setpriority",
    "Process.setsid", "Process.setpgid", "Process.setpgrp", "Process.clock_getres",
    "Signal.trap", "Kernel#trap", "Kernel#gets", "Kernel#readline", "Kernel#readlines",
    "Kernel#select", "IO.select", "Thread#join", "Thread#value", "Thread.stop",
    "Thread::Queue#pop", "Thread::Queue#shift", "Thread::Queue#deq",
    "Thread::SizedQueue#push", "Thread::SizedQueue#<<", "Thread::SizedQueue#enq",
    "Thread::SizedQueue#pop", "Thread::SizedQueue#shift", "Thread::SizedQueue#deq",
    "Thread::ConditionVariable#wait", "Thread::Mutex#sleep", "Monitor#wait_for_cond",
    "MonitorMixin::ConditionVariable#wait", "MonitorMixin::ConditionVariable#wait_until",
    "MonitorMixin::ConditionVariable#wait_while", "Integer#times", "Array#cycle",
    "Enumerable#cycle", "Enumerator#cycle",
    "WEBrick::GenericServer#start", "WEBrick::HTTPServer#start", "WEBrick::GenericServer#serve",
    "WEBrick::HTTPServer#serve", "WEBrick::GenericServer#run", "TCPServer#accept",
    "Socket#accept", "UNIXServer#accept", "Timeout.timeout",
}  # fmt: skip
# Methods that, given a block and no limit (or a limit of 2**64), iterate for ever in MRI
# too (`42.step { }`, `1.upto(2**64) { }`): a hang there is "endless", not a finding.
ENDLESS = {"Numeric#step", "Integer#upto", "Integer#downto", "Float#step", "Range#step",
           "Range#each", "Enumerator#each", "Enumerator::Lazy#each", "Kernel#loop", "Date#step",
           "Date#upto", "Date#downto"}  # fmt: skip
# Methods that may change the worker for the calls after them (user and groups, root,
# working folder): they run in a worker of their own (one per method).
QUARANTINE = re.compile(
    r"^(Process(::Sys|::UID|::GID)?\.(\w+=|set\w+|initgroups|change_privilege|grant_privilege"
    r"|switch|re_exchange)|Dir\.chroot|Dir\.chdir|Process\.(setproctitle|warmup))$"
)

# Typical receivers of instance methods, by owner (Ruby source, tried in order); any other
# class is made with `.new`, then `.allocate`; a module is mixed into an Object.
RECEIVERS = {
    "BasicObject": ["Object.new"], "Object": ["Object.new"], "Kernel": ["Object.new"],
    "String": ['+"abc"'], "Symbol": [":abc"], "Integer": ["42"], "Float": ["1.5"],
    "Numeric": ["42"], "Rational": ["Rational(3, 2)"], "Complex": ["Complex(1, 2)"],
    "Array": ["[1, 2, 3]"], "Hash": ["{a: 1, 'b' => 2}"], "Range": ["(1..3)"],
    "NilClass": ["nil"], "TrueClass": ["true"], "FalseClass": ["false"],
    "Comparable": ["42"], "Enumerable": ["[1, 2, 3]"], "Regexp": ["/a(b)?/"],
    "MatchData": ["/a(b)?/.match('ab')"], "Proc": ["proc { |x| x }"],
    "Method": ["1.method(:+)"], "UnboundMethod": ["Integer.instance_method(:+)"],
    "Time": ["Time.at(0).utc"], "Struct": ["Struct.new(:a).new(1)"],
    "Module": ["Module.new"], "Class": ["Class.new"], "Encoding": ["Encoding::UTF_8"],
    "Exception": ["RuntimeError.new('x')"], "IO": ["File.open('sweep.txt', 'r+')"],
    "File": ["File.open('sweep.txt', 'r+')"], "Dir": ["Dir.new('.')"],
    "File::Stat": ["File.stat('sweep.txt')"], "Enumerator": ["[1, 2].each"],
    "Enumerator::Lazy": ["[1, 2].lazy"], "Enumerator::Yielder": [],
    "Binding": ["binding"], "Random": ["Random.new(1)"], "Thread": ["Thread.current"],
    "Set": ["Set[1, 2]"], "Date": ["Date.new(2020, 1, 2)"],
    "DateTime": ["DateTime.new(2020, 1, 2, 3, 4, 5)"], "StringIO": ["StringIO.new(+'ab')"],
    "Pathname": ["Pathname.new('sweep.txt')"], "IPAddr": ["IPAddr.new('10.0.0.1')"],
    "URI::Generic": ["URI('http://a.b/c?d=1')"], "URI::HTTP": ["URI('http://a.b/c?d=1')"],
    "ObjectSpace::WeakMap": ["ObjectSpace::WeakMap.new"],
    "Thread::SizedQueue": ["Thread::SizedQueue.new(2)"],
    "Thread::Backtrace::Location": ["caller_locations(0).first"],
    "Zlib::GzipWriter": ["Zlib::GzipWriter.new(StringIO.new)"],
    "Zlib::GzipReader": ["Zlib::GzipReader.new(StringIO.new(Zlib.gzip(\"ab\\ncd\")))"],
    "OpenSSL::HMAC": ["OpenSSL::HMAC.new('key', 'SHA256')"],
    "OpenSSL::Digest": ["OpenSSL::Digest.new('SHA256')"], "OpenSSL::BN": ["OpenSSL::BN.new(5)"],
    "UDPSocket": ["UDPSocket.new"], "Digest::SHA2": ["Digest::SHA2.new"],
    "Addrinfo": ["Addrinfo.tcp('127.0.0.1', 80)"],
}  # fmt: skip
TRACEBACK_FRAMES = 4  # innermost toque frames kept in a finding


# -- the worker -------------------------------------------------------------------------------


class World:
    """One Ruby world with the whole standard library required, and an evaluator in it."""

    def __init__(self) -> None:
        from toque.interpreter import stdlib
        from toque.interpreter.model.world import Runtime
        from toque.interpreter.program import Evaluator

        self.rt = Runtime()
        self.ev = Evaluator(self.rt, file="sweep.rb")
        for name in stdlib.LIBRARIES:
            try:
                self.ev.eval(f"require {name!r}")
            except Exception:  # noqa: BLE001 - a library toque lacks a gem of: left out
                pass
        self.calls = 0


def list_methods(world: World) -> list[dict]:
    """Every method of every module reachable from Object's constants (autoloaded ones
    included), with the receiver expression it is called on."""
    from toque.interpreter.core.index import AUTOLOAD
    from toque.interpreter.model.classes import RModule

    for const in AUTOLOAD:
        try:
            world.ev.eval(const)
        except Exception:  # noqa: BLE001 - a constant that cannot load is no method
            pass
    seen: set[int] = set()
    modules: list[tuple[str, RModule]] = []

    def walk(path: str, module: RModule) -> None:
        if id(module) in seen:
            return
        seen.add(id(module))
        modules.append((path, module))
        for name, value in list(module.consts.items()):
            if isinstance(value, RModule) and re.fullmatch(r"[A-Z]\w*", name):
                walk(f"{path}::{name}" if path != "Object" else name, value)

    walk("Object", world.rt.Object)
    out = []
    for path, module in modules:
        receiver = instance_receiver(world, path, module)
        for singleton in (False, True):
            table = module.singleton if singleton else module
            if table is None:
                continue
            for name, method in sorted(table.methods.items()):
                if method is None or name.startswith("__sweep"):
                    continue
                key = f"{path}{'.' if singleton else '#'}{name}"
                recv = path if singleton else receiver
                out.append({"key": key, "name": name, "recv": recv,
                            "ruby": getattr(method, "node", None) is not None})  # fmt: skip
    return out


def instance_receiver(world: World, path: str, module) -> str | None:
    from toque.interpreter.model.classes import RModule

    candidates = list(RECEIVERS.get(path, ()))
    if path not in RECEIVERS:
        if module.is_class:
            candidates += [f"{path}.new", f"{path}.allocate"]
        else:
            candidates += [f"Object.new.extend({path})"]
    for expr in candidates:
        try:
            value = world.ev.eval(expr)
        except BaseException:  # noqa: BLE001 - try the next way to make one
            continue
        if isinstance(value, RModule) and not module.is_class and path != "Module":
            continue
        if module in world.rt.class_of(value).ancestors() or path in RECEIVERS:
            return expr
    return None


def denied(key: str, name: str) -> bool:
    return name in DENY or key in DENY


def call_source(recv: str, name: str, args: str, block: bool) -> str:
    """`__sweep_r.__send__(:"name", args) { … }`: __send__ reaches private methods too."""
    sym = ":" + json.dumps(name)
    return f"__sweep_r.__send__({sym}{', ' + args if args else ''}){BLOCK if block else ''}"


def classify(exc: BaseException) -> str:
    from toque.errors import ToqueError
    from toque.interpreter.compile.compiler import RUBY_LEVEL
    from toque.interpreter.model import signals
    from toque.interpreter.model.signals import RubyError

    if isinstance(exc, (RubyError, ToqueError, *RUBY_LEVEL)):
        return "ruby"
    if type(exc).__module__ == signals.__name__:
        return "ruby"  # throw, break, next…: Ruby control flow
    return "internal"


def describe(exc: BaseException) -> str:
    import traceback

    frames = [f for f in traceback.extract_tb(exc.__traceback__) if "/toque/" in f.filename]
    where = "; ".join(
        f"{f.filename.split('/toque/', 1)[1]}:{f.lineno} {f.name}"
        for f in frames[-TRACEBACK_FRAMES:]
    )
    return f"{exc!r}"[:300] + f" at {where}"


def run_call(world: World, call: dict, folder: str) -> dict:
    """Make the receiver, then call; the outcome: ok, ruby, internal, noreceiver."""
    os.chdir(folder)
    with open(os.path.join(folder, "sweep.txt"), "w") as f:
        f.write("line one\nline two\n")
    world.calls += 1
    try:
        world.ev.eval(f"__sweep_r = {call['recv']}")
    except BaseException as exc:  # noqa: BLE001 - reported, never the worker's end
        if isinstance(exc, (KeyboardInterrupt, SystemExit)):
            raise
        return {"outcome": "noreceiver", "detail": repr(exc)[:200], "seconds": 0}
    started = time.monotonic()
    outcome, detail = "ok", ""
    try:
        world.ev.eval(call["src"])
    except BaseException as exc:  # noqa: BLE001 - what this sweep looks for
        if isinstance(exc, (KeyboardInterrupt, SystemExit)):
            raise
        outcome = classify(exc)
        detail = describe(exc) if outcome == "internal" else ""
    return {"outcome": outcome, "detail": detail, "seconds": time.monotonic() - started}


def worker(folder: str, confine: bool) -> int:
    """Answer requests (JSON lines on the original stdin) on the original stdout; Ruby's
    stdin, stdout and stderr are /dev/null, so no call can read or garble the protocol."""
    fuzz = _fuzz()
    folder = os.path.realpath(folder)
    if confine:
        fuzz.confine_mounts(folder)
    os.chdir(folder)
    requests = os.fdopen(os.dup(0), "r")
    answers = os.fdopen(os.dup(1), "w")
    null = os.open(os.devnull, os.O_RDWR)
    for fd in (0, 1, 2):
        os.dup2(null, fd)
    sys.stdin = open(os.devnull)
    sys.stdout = sys.stderr = io.StringIO()
    world = World()
    fuzz.python_guard(folder)

    def answer(value) -> None:
        answers.write(json.dumps(value) + "\n")
        answers.flush()

    answer({"ready": True})
    for line in requests:
        request = json.loads(line)
        if request.get("list"):
            answer({"methods": list_methods(world)})
            continue
        if world.calls > 1500:
            world = World()
        result = run_call(world, request, folder)
        sys.stdout = sys.stderr = io.StringIO()  # drop what the call printed
        answer(result)
    return 0


# -- the parent -------------------------------------------------------------------------------


class Worker(_fuzz().Worker):
    """bench/fuzz.py's sandboxed worker, running this script's `--worker` loop."""

    script = Path(__file__).resolve()
    prefix = "toque-sweep-"
    ready_seconds = 120.0  # it requires the whole standard library first
    confine_options = ["--kill-child"]  # a worker that left its process group dies too

    def ask(self, request: dict, timeout: float) -> dict:
        if self.proc is None:
            self.start()
        assert self.proc is not None and self.proc.stdin is not None
        try:
            self.proc.stdin.write(json.dumps(request) + "\n")
            self.proc.stdin.flush()
        except BrokenPipeError:
            self.stop()
            return {"outcome": "died", "detail": "", "seconds": 0}
        reply = self._read(timeout)
        if reply is None:
            dead = self.proc.poll() is not None
            self.stop()
            return {"outcome": "died" if dead else "hang", "detail": "", "seconds": timeout}
        return reply


def plan(
    methods: list[dict], only: list[str], sample: int, seed: int, start: str = ""
) -> list[dict]:
    """The calls: every listed method (or those `only` names: a class, Class#m or Class.m)
    with every argument list, in a fixed order (from the method `start`, if given)."""
    if start:
        keys = [m["key"] for m in methods]
        methods = methods[keys.index(start) :] if start in keys else []
    chosen = [
        m for m in methods
        if not only or any(m["key"] == o or m["key"].split("#")[0].split(".")[0] == o for o in only)
    ]  # fmt: skip
    if sample:
        chosen = random.Random(seed).sample(chosen, min(sample, len(chosen)))
    calls = []
    for m in chosen:
        if m["recv"] is None or denied(m["key"], m["name"]):
            continue
        variants = [(a, False) for a in ARGS] + [(a, True) for a in BLOCKED]
        for args, block in variants:
            src = call_source(m["recv"], m["name"], args, block)
            calls.append({"key": m["key"], "recv": m["recv"], "src": src,
                          "args": args + (BLOCK if block else "")})  # fmt: skip
    return calls


def sweep(args: argparse.Namespace) -> dict:
    fuzz = _fuzz()
    confined = not args.no_namespaces and fuzz.namespaces_work()
    main = Worker(confined)
    quarantine = Quarantine(confined)
    started = time.monotonic()
    try:
        methods = main.ask({"list": True}, 300)["methods"]
        calls = plan(methods, args.only or [], args.sample, args.seed, args.start or "")
        counts: Counter[str] = Counter()
        findings: dict[str, list[dict]] = {
            "internal": [], "hang": [], "died": [], "slow": [], "uninitialized": []
        }  # fmt: skip
        swept = set()
        for call in calls:
            if args.seconds and time.monotonic() - started > args.seconds:
                break
            swept.add(call["key"])
            result = run_one(main, call, args.timeout, quarantine)
            outcome = result["outcome"]
            if outcome in ("hang", "died"):  # again, in a fresh worker
                again = run_one(main, call, args.timeout, quarantine)
                outcome = again["outcome"] if again["outcome"] in findings else "flaky"
                result = again if outcome in findings else result
            if outcome == "hang" and call["key"] in ENDLESS and call["args"].endswith(BLOCK):
                outcome = "endless"
            if outcome == "internal" and call["recv"].endswith(".allocate"):
                outcome = "uninitialized"  # its initialize never ran: reported apart
            counts[outcome] += 1
            if args.progress and sum(counts.values()) % 1000 == 0:
                print(f"progress {sum(counts.values())}/{len(calls)} calls at {call['key']}: "
                      f"{dict(counts)}", file=sys.stderr, flush=True)  # fmt: skip
            found = None
            if outcome in findings:
                found = {**call, "kind": outcome, "detail": result.get("detail", "")}
            elif outcome in ("ok", "ruby") and result.get("seconds", 0) > args.slow:
                found = {**call, "kind": "slow", "detail": f"{result['seconds']:.1f} s"}
            if found:
                findings[found["kind"]].append(found)
                if args.progress:
                    print(finding_line(found), file=sys.stderr, flush=True)
    finally:
        main.stop()
        quarantine.stop()
    return {
        "methods": len(methods), "swept": len(swept), "calls": sum(counts.values()),
        "seconds": round(time.monotonic() - started, 1),
        "sandbox": "namespaces + python guard" if confined else "python guard",
        "counts": dict(counts), "findings": findings,
        "norecv": sorted(m["key"] for m in methods if m["recv"] is None),
    }  # fmt: skip


class Quarantine:
    """The worker of the quarantined method being swept: its argument lists run there in
    turn, and it is thrown away when the sweep moves on to another method."""

    def __init__(self, confine: bool) -> None:
        self.confine = confine
        self.key = ""
        self.worker: Worker | None = None

    def for_key(self, key: str) -> Worker:
        if key != self.key or self.worker is None:
            self.stop()
            self.key, self.worker = key, Worker(self.confine)
        return self.worker

    def stop(self) -> None:
        if self.worker is not None:
            self.worker.stop()
            self.worker = None


def run_one(worker: Worker, call: dict, timeout: float, quarantine: Quarantine) -> dict:
    """Ask `worker` (restarted if the call ends it), or the quarantined method's own."""
    if QUARANTINE.match(call["key"]):
        worker = quarantine.for_key(call["key"])
    return worker.ask(call, timeout)


def finding_line(item: dict) -> str:
    return f"{item['kind']} {item['key']}({item['args']}) on {item['recv']}: {item['detail']}"


def report(figures: dict, examples: int) -> str:
    lines = [
        f"{figures['swept']} of {figures['methods']} methods swept, {figures['calls']} calls in "
        f"{figures['seconds']} s ({figures['sandbox']}): "
        + ", ".join(f"{n} {k}" for k, n in sorted(figures["counts"].items()))
    ]
    for kind, items in figures["findings"].items():
        if items:
            lines.append(f"  {kind}: {len(items)}")
            lines.extend(f"    {finding_line(i)}" for i in items[:examples])
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--only", action="append", help="a class or module, or Owner#m / Owner.m")
    parser.add_argument("--sample", type=int, default=0, help="this many methods, at random")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--seconds", type=float, default=0, help="stop after this long")
    parser.add_argument("--start", help="begin at this method (Owner#m or Owner.m): resume")
    parser.add_argument("--timeout", type=float, default=10, help="a hang: a call outliving this")
    parser.add_argument("--slow", type=float, default=2, help="a slow call: one outliving this")
    parser.add_argument("--examples", type=int, default=1000)
    parser.add_argument("--progress", action="store_true", help="print findings as found")
    parser.add_argument("--json", help="also write the figures to this file")
    parser.add_argument("--no-namespaces", action="store_true", help="python guard only")
    parser.add_argument("--worker", help=argparse.SUPPRESS)
    parser.add_argument("--confine", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker:
        return worker(args.worker, args.confine)
    figures = sweep(args)
    if args.json:
        Path(args.json).write_text(json.dumps(figures, indent=1))
    print(report(figures, args.examples))
    return 1 if any(figures["findings"][k] for k in ("internal", "hang", "died")) else 0


if __name__ == "__main__":
    sys.exit(main())
