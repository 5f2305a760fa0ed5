"""Compile and run a whole program (a file or a string) in a runtime."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from toque.errors import RubySyntaxError
from toque.grammar import ast as A
from toque.grammar.files import parse_file
from toque.interpreter import stdlib
from toque.interpreter.compile.assign import AssignCompiler
from toque.interpreter.compile.calls import CallCompiler, locate
from toque.interpreter.compile.compiler import RUBY_LEVEL, CompilerBase, located_python_error
from toque.interpreter.compile.defs import DefCompiler
from toque.interpreter.compile.flow import FlowCompiler
from toque.interpreter.compile.patterns import PatternCompiler
from toque.interpreter.model.frames import Frame
from toque.interpreter.model.signals import ReturnSignal, RubyError
from toque.interpreter.model.world import Runtime
from toque.runtime import interrupts


class Compiler(
    CompilerBase, CallCompiler, FlowCompiler, AssignCompiler, DefCompiler, PatternCompiler
):
    """AST to closures; one per file (it knows the file's name and magic comments)."""


def frozen_literals(text: str) -> bool:
    """Does a `# frozen_string_literal: true` magic comment head the file?"""
    for line in text.splitlines()[:3]:
        stripped = line.strip()
        if not stripped.startswith("#"):
            break
        if "frozen_string_literal: true" in stripped.replace("-", "_"):
            return True
    return False


def compile_program(rt: Runtime, tree: A.Seq, file: str, text: str = "") -> Any:
    return Compiler(rt, file, frozen_literals(text)).compile(tree)


def top_frame(rt: Runtime, file: str) -> Frame:
    frame = Frame(rt.main, None, (rt.Object,), rt.Object)
    frame.file = file
    frame.visibility = "public"
    return frame


def run_program(
    rt: Runtime, tree: A.Seq, file: str, text: str = "", frame: Frame | None = None
) -> Any:
    code = compile_program(rt, tree, file, text)
    frame = frame or top_frame(rt, file)
    try:
        return code(frame)
    except RubyError as err:  # a one-statement file: its statement is the place
        if getattr(err, "line", None) is None and tree.body:
            locate(rt, err, tree.body[0], frame)
        raise
    except RUBY_LEVEL as exc:
        if not tree.body:
            raise
        raise located_python_error(rt, exc, tree.body[0], frame) from None
    except ReturnSignal as sig:
        if sig.tag is frame:
            return sig.value
        raise


def run_file(rt: Runtime, path: str | Path, self_: Any = None, frame: Frame | None = None) -> Any:
    """Run a Ruby file, parsed through the AST cache, at top level (with `self_` as self)
    or in `frame`."""
    file = str(path)
    if frame is None:
        frame = top_frame(rt, file)
        if self_ is not None:
            frame.self = self_
    return run_program(rt, parse_file(Path(path)), file, "", frame)


def eval_string(
    rt: Runtime, code: str, self_: Any, cref: tuple, defcls: Any, file: str = "(eval)"
) -> Any:
    """`eval`, `instance_eval(str)`, `class_eval(str)`: run code (no outer locals)."""
    # here, not above: the parser's tables load only when a string is evaluated, a recipe
    # read from the parse cache never needs them (start-up, issue 17)
    from toque.grammar.parser import parse

    try:
        tree = parse(code, file)
    except RubySyntaxError as exc:
        raise rt.error("SyntaxError", exc.render()) from None
    frame = Frame(self_, None, cref, defcls)
    frame.file = file
    code_fn = compile_program(rt, tree, file, code)
    try:
        return code_fn(frame)
    except ReturnSignal as sig:
        if sig.tag is frame:
            return sig.value
        raise


def load_file(rt: Runtime, path: str) -> None:
    """`load`/`require` of a Ruby file: parse and run it; its errors are located in it."""
    try:
        tree = parse_file(path)
    except RubySyntaxError as exc:
        if exc.span is None:  # unreadable: MRI's LoadError
            raise rt.error("LoadError", f"cannot load such file -- {path}: {exc}") from None
        err = rt.error("SyntaxError", exc.render())
        err.toque_error = exc  # shown at its own place in the required file
        raise err from None
    run_program(rt, tree, path)


class ProgramHooks:
    """The world's hooks (`model/hooks.WorldHooks`) as this module and the standard
    library's table answer them."""

    eval_string = staticmethod(eval_string)
    run_file = staticmethod(run_file)
    load_file = staticmethod(load_file)

    @staticmethod
    def require_library(rt: Runtime, feature: str) -> bool | None:
        library = stdlib.LIBRARIES.get(feature)
        return None if library is None else stdlib.load(rt, library)

    @staticmethod
    def autoload_library(rt: Runtime, const: str) -> bool:
        library = stdlib.CONSTANTS.get(const)
        return library is not None and stdlib.load(rt, library)


# Every Ruby world has these hooks once this module is imported, which anything that
# compiles Ruby code does: the core library reaches `eval` and `require` through them. They
# hold no state; a world that wants others sets its own `hooks`.
Runtime.hooks = ProgramHooks()


# Deep Ruby recursion (10,000 frames of a Ruby method) needs many Python frames.
RECURSION_LIMIT = 200_000
STACK_BYTES = 1024 * 1024 * 1024


INTERRUPT_GRACE = 5.0  # seconds Ruby code has to reach a safe point after Ctrl-C


def with_deep_stack(fn: Any, *args: Any) -> Any:
    """Run `fn(*args)` in a thread with a large C stack and a high recursion limit, so
    that deep recursion ends in SystemStackError rather than a crash."""
    import sys
    import threading

    result: list[Any] = []
    error: list[BaseException] = []
    done = threading.Event()  # not Thread.join: a join cut short by Ctrl-C can leave a
    # running thread marked as stopped, and a second join would not wait for it

    def target() -> None:
        try:
            result.append(fn(*args))
        except BaseException as exc:  # noqa: BLE001 - re-raised in the caller's thread
            error.append(exc)
        finally:
            done.set()

    old_limit = sys.getrecursionlimit()
    old_size = threading.stack_size()
    sys.setrecursionlimit(RECURSION_LIMIT)
    try:
        threading.stack_size(STACK_BYTES)
        thread = threading.Thread(target=target, name="ruby", daemon=True)
        thread.start()
    finally:
        threading.stack_size(old_size)
    try:
        done.wait()
    except KeyboardInterrupt:  # Ctrl-C reaches the main thread only: ask the code to stop
        interrupts.request()
        done.wait(INTERRUPT_GRACE)  # it stops at its next safe point (a loop, a block…)
        interrupts.clear()
        sys.setrecursionlimit(old_limit)
        raise
    sys.setrecursionlimit(old_limit)
    if error:
        raise error[0]
    return result[0] if result else None


class Evaluator:
    """Runs successive pieces of code in one context, as a REPL does: the local
    variables, methods and self of one entry are there for the next."""

    def __init__(self, rt: Runtime, frame: Frame | None = None, file: str = "(shell)") -> None:
        self.rt = rt
        self.file = file
        self.frame = frame or top_frame(rt, file)
        self.compiler = Compiler(rt, file)

    def local_names(self) -> list[str]:
        return sorted(self.compiler.scope.names)

    def eval(self, text: str, file: str | None = None) -> Any:
        """Parse and run `text`; RubySyntaxError and RubyError propagate to the caller."""
        from toque.grammar.parser import parse  # lazily, as in eval_string

        tree = parse(text, file or self.file)
        code = self.compiler.compile(tree)
        try:
            return with_deep_stack(code, self.frame)
        except ReturnSignal as sig:
            if sig.tag is self.frame:
                return sig.value
            raise
