"""The Math module (and SecureRandom), made on first use of either constant."""

from __future__ import annotations

import math
import secrets
import uuid
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.binary import binary
from toque.interpreter.core.number_ops import fdiv, float_to_int, to_float_arg, to_int_arg
from toque.interpreter.core.random_lib import byte_count, secure_number
from toque.interpreter.model.classes import Method, RModule
from toque.interpreter.model.objects import RArray, RString
from toque.interpreter.model.signals import RubyError

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

# made by `define(rt)` on first use (core/discover.py)
AUTOLOAD = ("Math", "SecureRandom")

INF = float("inf")


def math_module(rt: Runtime) -> RModule:
    mod = rt.Object.consts.get("Math")
    if mod is None:
        define_math(rt)
        mod = rt.Object.consts["Math"]
    return mod


def domain_error(rt: Runtime, message: str) -> RubyError:
    """A Math::DomainError (Integer.sqrt and Integer#digits raise it too)."""
    klass = math_module(rt).consts["DomainError"]
    return RubyError(rt.new_exception(klass, RString(message)))


def _arg(rt: Runtime, value: Any) -> float:

    return to_float_arg(rt, value)


def _checked(rt: Runtime, name: str, ok: bool) -> None:
    if not ok:
        raise domain_error(rt, f"Numerical argument is out of domain - {name}")


def _log_any(x: Any) -> float:
    """log of a float or of an Integer of any size (math.log takes big ints exactly)."""
    if x == 0:
        return -INF
    if x == INF:
        return INF
    return math.log(x)


def m_log(rt: Runtime, x: Any, base: Any = None) -> float:
    v = x if x.__class__ is int else _arg(rt, x)
    _checked(rt, "log", not v < 0)
    if v != v:
        return v
    result = _log_any(v)
    if base is None:
        return result
    b = base if base.__class__ is int else _arg(rt, base)
    _checked(rt, "log", not b < 0)
    denom = _log_any(b)

    return fdiv(result, denom)


def _log_base(name: str, base: float) -> Callable[..., float]:
    def fn(rt: Runtime, x: Any) -> float:
        v = x if x.__class__ is int else _arg(rt, x)
        _checked(rt, name, not v < 0)
        if v != v:
            return v
        if v == 0:
            return -INF
        if base == 2 and v.__class__ is int:
            return math.log2(v)
        return math.log10(v) if base == 10 else math.log2(v)

    return fn


def m_sqrt(rt: Runtime, x: Any) -> float:
    if x.__class__ is int and x >= 0:
        try:
            return math.sqrt(x)
        except OverflowError:
            return float(math.isqrt(x))
    v = _arg(rt, x)
    _checked(rt, "sqrt", not v < 0)
    return 0.0 if v == 0 else math.sqrt(v)


def m_cbrt(rt: Runtime, x: Any) -> float:
    v = _arg(rt, x)
    if v != v or math.isinf(v):
        return v
    r = math.copysign(abs(v) ** (1.0 / 3.0), v)
    rounded = round(r)
    return float(rounded) if rounded**3 == v else r


def _unary(name: str, fn: Callable[[float], float], domain: Any = None) -> Callable[..., float]:
    def call(rt: Runtime, x: Any) -> float:
        v = _arg(rt, x)
        if domain is not None:
            _checked(rt, name, v != v or domain(v))
        try:
            return fn(v)
        except OverflowError:
            return INF
        except ValueError:
            raise domain_error(rt, f"Numerical argument is out of domain - {name}") from None

    return call


def _binary(fn: Callable[[float, float], float]) -> Callable[..., float]:
    def call(rt: Runtime, x: Any, y: Any) -> float:
        return fn(_arg(rt, x), _arg(rt, y))

    return call


def _pos_pole(name: str, fn: Callable[[float], float]) -> Callable[[float], float]:
    """gamma and friends: C returns Infinity at the poles where Python raises."""

    def call(v: float) -> float:
        if v == 0:
            return math.copysign(INF, v) if name == "gamma" else INF
        return fn(v)

    return call


def _lgamma(rt: Runtime, x: Any) -> Any:

    v = _arg(rt, x)
    if v == -INF:
        raise domain_error(rt, "Numerical argument is out of domain - lgamma")
    if v != v:
        return RArray([v, 1])
    if v <= 0 and v == math.floor(v):
        return RArray([INF, 1])
    sign = 1 if v > 0 or math.floor(-v) % 2 == 1 else -1
    return RArray([math.lgamma(v), sign])


def _frexp(rt: Runtime, x: Any) -> Any:

    m, e = math.frexp(_arg(rt, x))
    return RArray([m, e])


def _ldexp(rt: Runtime, x: Any, e: Any) -> float:

    try:
        return math.ldexp(_arg(rt, x), to_int_arg(rt, e))
    except OverflowError:
        return INF


FUNCTIONS: dict[str, tuple[Callable[..., Any], int]] = {
    "sqrt": (m_sqrt, 1),
    "cbrt": (m_cbrt, 1),
    "log": (m_log, -2),
    "log2": (_log_base("log2", 2), 1),
    "log10": (_log_base("log10", 10), 1),
    "exp": (_unary("exp", math.exp), 1),
    "sin": (_unary("sin", math.sin), 1),
    "cos": (_unary("cos", math.cos), 1),
    "tan": (_unary("tan", math.tan), 1),
    "asin": (_unary("asin", math.asin, lambda v: -1 <= v <= 1), 1),
    "acos": (_unary("acos", math.acos, lambda v: -1 <= v <= 1), 1),
    "atan": (_unary("atan", math.atan), 1),
    "sinh": (_unary("sinh", math.sinh), 1),
    "cosh": (_unary("cosh", math.cosh), 1),
    "tanh": (_unary("tanh", math.tanh), 1),
    "asinh": (_unary("asinh", math.asinh), 1),
    "acosh": (_unary("acosh", math.acosh, lambda v: v >= 1), 1),
    "atanh": (_unary("atanh", _pos_pole("atanh", math.atanh), lambda v: -1 <= v <= 1), 1),
    "erf": (_unary("erf", math.erf), 1),
    "erfc": (_unary("erfc", math.erfc), 1),
    "gamma": (_unary("gamma", _pos_pole("gamma", math.gamma), lambda v: v != -INF), 1),
    "lgamma": (_lgamma, 1),
    "atan2": (_binary(math.atan2), 2),
    "hypot": (_binary(math.hypot), 2),
    "frexp": (_frexp, 1),
    "ldexp": (_ldexp, 2),
}


def _wrap(fn: Callable[..., Any], arity: int, name: str) -> Callable[..., Any]:
    def call(rt: Runtime, recv: Any, args: list, block: Any) -> Any:
        n = len(args)
        if arity >= 0 and n != arity:
            raise rt.arity_error(n, str(arity))
        if arity == -2 and not 1 <= n <= 2:
            raise rt.arity_error(n, "1..2")
        return fn(rt, *args)

    call.__name__ = name
    return call


def define_math(rt: Runtime) -> None:
    mod = rt.define_module("Math")
    mod.consts["PI"] = math.pi
    mod.consts["E"] = math.e
    rt.define_class("DomainError", rt.StandardError, under=mod)
    single = rt.singleton_class(mod)
    for name, (fn, arity) in FUNCTIONS.items():
        wrapped = _wrap(fn, arity, name)
        single.define(name, Method(name, wrapped, single, arity))
        mod.define(name, Method(name, wrapped, mod, arity, "private"))  # `include Math`


# -- SecureRandom ----------------------------------------------------------------------------


def _n(rt: Runtime, value: Any, default: int = 16) -> int:
    """Random::Formatter's `n = n ? n.to_int : 16`, checked as its gen_random checks it."""
    return default if value is None else byte_count(rt, _to_int(rt, value))


def _to_int(rt: Runtime, value: Any) -> int:
    if value.__class__ is float:
        return float_to_int(rt, value)
    return value if value.__class__ is int else rt.send(value, "to_int", [])


def sr_hex(rt: Runtime, n: Any = None) -> RString:
    return RString(secrets.token_hex(_n(rt, n)))


def sr_uuid(rt: Runtime) -> RString:
    return RString(str(uuid.uuid4()))


def sr_alphanumeric(rt: Runtime, n: Any = None) -> RString:
    """`n` characters (fewer than one: none); formatter.rb's `choose` compares n to 0."""
    from toque.interpreter.core.comparable import compare

    chars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
    count = 16 if n is None else n
    if count != count or compare(rt, 0, count) >= 0:  # `0 < n` is false: no character
        return RString("")
    return RString(
        "".join(secrets.choice(chars) for _ in range(byte_count(rt, _to_int(rt, count))))
    )


def sr_base64(rt: Runtime, n: Any = None) -> RString:
    import base64

    return RString(base64.b64encode(secrets.token_bytes(_n(rt, n))).decode())


def sr_urlsafe_base64(rt: Runtime, n: Any = None, padding: Any = False) -> RString:
    import base64

    text = base64.urlsafe_b64encode(secrets.token_bytes(_n(rt, n))).decode()
    return RString(text if rt.truthy(padding) else text.rstrip("="))


def sr_random_number(rt: Runtime, n: Any = None) -> Any:
    import random

    return secure_number(rt, random.SystemRandom(), n)


def sr_random_bytes(rt: Runtime, n: Any = None) -> RString:

    return binary(secrets.token_bytes(_n(rt, n)))


SECURE_RANDOM: dict[str, tuple[Callable[..., Any], int, int]] = {
    "hex": (sr_hex, 0, 1),
    "uuid": (sr_uuid, 0, 0),
    "alphanumeric": (sr_alphanumeric, 0, 1),
    "base64": (sr_base64, 0, 1),
    "urlsafe_base64": (sr_urlsafe_base64, 0, 2),
    "random_number": (sr_random_number, 0, 1),
    "rand": (sr_random_number, 0, 1),
    "random_bytes": (sr_random_bytes, 0, 1),
    "bytes": (sr_random_bytes, 1, 1),
    "gen_random": (sr_random_bytes, 1, 1),
}


def define_secure_random(rt: Runtime) -> None:
    mod = rt.define_module("SecureRandom")
    single = rt.singleton_class(mod)
    for name, (fn, least, most) in SECURE_RANDOM.items():

        def call(rt_: Runtime, recv: Any, args: list, block: Any, fn=fn, least=least, most=most):
            if not least <= len(args) <= most:
                expected = str(most) if least == most else f"{least}..{most}"
                raise rt_.arity_error(len(args), expected)
            return fn(rt_, *args)

        arity = most if least == most else -(least + 1)
        single.define(name, Method(name, call, single, arity))


def define(rt: Runtime) -> None:
    if "Math" not in rt.Object.consts:
        define_math(rt)
    if "SecureRandom" not in rt.Object.consts:
        define_secure_random(rt)
