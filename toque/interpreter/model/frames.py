"""Activation records and blocks: `Frame` (one per method, block, class body or file) and `RProc`."""

from __future__ import annotations

from typing import Any


class Frame:
    """What running code can see: self, its local variables and the lexical context.

    `up` is the enclosing frame of a block (its outer locals live there); `meth` is the
    frame of the method the code belongs to (its block, name and arguments serve
    `yield`, `block_given?` and `super`); `rtag` is what `return` returns from.
    """

    __slots__ = (
        "self",
        "vars",
        "up",
        "meth",
        "rtag",
        "cref",
        "defcls",
        "block",
        "args",
        "mname",
        "owner",
        "bproc",
        "visibility",
        "file",
        "done",
    )

    def __init__(self, self_: Any, up: Frame | None, cref: tuple, defcls: Any) -> None:
        self.self = self_
        self.vars: dict[str, Any] = {}
        self.up = up
        self.cref = cref  # lexical modules, innermost first (constants, `def`, class vars)
        self.defcls = defcls  # where `def` puts methods
        if up is None:
            self.meth = self
            self.rtag = self
            self.block = None
            self.args = None
            self.mname = None
            self.owner = None
        else:
            self.meth = up.meth
            self.rtag = up.rtag
            self.block = None
            self.args = None
            self.mname = None
            self.owner = None
        self.bproc = None  # the proc this frame runs, for `break`
        self.visibility = "public"  # `private` with no arguments, in a class body
        self.file = None
        self.done = False  # a method frame that has returned (`return` from an orphan proc)


class BlockCode:
    """A block or lambda as compiled: how to bind its parameters, and its body."""

    __slots__ = ("bind", "body", "arity", "params", "node", "nparams", "has_rest")

    def __init__(self, bind: Any, body: Any, arity: int, params: list, node: Any) -> None:
        self.bind = bind  # bind(rt, frame, args, block, is_lambda)
        self.body = body  # body(frame) -> value
        self.arity = arity
        self.params = params
        self.node = node
        self.nparams = sum(1 for p in params if p.kind in ("req", "opt", "destructure"))
        self.has_rest = any(p.kind == "rest" for p in params)


class RProc:
    """A Ruby Proc: compiled code with the frame it closes over, or a Python function."""

    __slots__ = ("code", "frame", "self", "is_lambda", "pyfn", "arity_override", "frozen")

    def __init__(
        self,
        code: BlockCode | None,
        frame: Frame | None,
        self_: Any,
        is_lambda: bool = False,
        pyfn: Any = None,
        arity: int | None = None,
    ) -> None:
        self.code = code
        self.frame = frame
        self.self = self_
        self.is_lambda = is_lambda
        self.pyfn = pyfn  # for procs made in Python (`&:sym`, method(:x).to_proc)
        self.arity_override = arity
        self.frozen = False

    def ruby_inspect(self) -> str:
        return "#<Proc:(lambda)>" if self.is_lambda else "#<Proc>"

    @property
    def arity(self) -> int:
        if self.arity_override is not None:
            return self.arity_override
        if self.code is None:
            return -1
        a = self.code.arity
        if not self.is_lambda and a < -1 and not self.code.has_rest:
            return a  # procs with optional args keep Ruby's negative arity
        return a
