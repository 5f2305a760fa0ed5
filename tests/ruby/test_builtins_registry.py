"""The Builtins registry (interpreter/core/builtins.py): a Python signature gives the Ruby
arity, and for methods Chef writes in Ruby (`named` tables, `Templates`, `define_method`) the
`parameters` too, as MRI answers for `def m(a, b = 1, *rest, &block)`; a core table answers
as MRI's C methods do."""

from __future__ import annotations

import io

from toque.interpreter.core.builtins import Builtins, Templates, define_method, parameters, wrap
from toque.interpreter.model.world import Runtime


def full(rt, self, a, b=1, *rest, block=None):
    return [a, b, list(rest), block]


def implicit(name, rt, self, value=None, *, _block=None):
    return [name, value, _block]


def parameters_of(rt: Runtime, klass, name: str) -> str:
    rt.globals["$k"] = klass
    return rt.to_s(_eval(rt, f'm = $k.instance_method(:{name}); "#{{m.arity}} #{{m.parameters}}"'))


def _eval(rt: Runtime, code: str):
    from toque.interpreter.program import Evaluator

    return Evaluator(rt).eval(code, "(test)")


def test_a_named_table_gives_rubys_parameters_and_a_core_table_cs():
    rt = Runtime(stdout=io.StringIO())
    named, core = Builtins("ToqueNamed", named=True), Builtins("ToqueCore")
    named.method("m")(full)
    core.method("m")(full)
    named.install(rt)
    core.install(rt)
    assert parameters_of(rt, rt.const_get("ToqueNamed"), "m") == (
        "-2 [[:req, :a], [:opt, :b], [:rest, :rest], [:block, :block]]"
    )
    assert parameters_of(rt, rt.const_get("ToqueCore"), "m") == "-2 [[:req], [:rest]]"


def test_a_template_binds_its_leading_parameters_and_keeps_an_implicit_block_unlisted():
    rt = Runtime(stdout=io.StringIO())
    table = Templates("Object")
    table.method("<name>")(implicit)
    klass = rt.define_class("ToqueTemplated", rt.Object)
    table.define(klass, "path", implicit, "path")
    assert parameters_of(rt, klass, "path") == "-1 [[:opt, :value]]"
    out = _eval(rt, "ToqueTemplated.new.path(3) { 4 }")
    assert out[0] == "path" and out[1] == 3 and out[2] is not None
    wrong = _eval(
        rt, "begin; ToqueTemplated.new.path(1, 2); rescue ArgumentError => e; e.message; end"
    )
    assert rt.to_s(wrong) == "wrong number of arguments (given 2, expected 0..1)"


def test_signatures_read_from_the_code_object():
    import functools

    assert wrap(full)[1] == -2
    assert wrap(functools.partial(implicit, "x"))[1] == -1
    assert [tuple(p) for p in parameters(full)] == [
        ("req", "a"), ("opt", "b"), ("rest", "rest"), ("block", "block"),
    ]  # fmt: skip
    rt = Runtime(stdout=io.StringIO())
    klass = rt.define_class("ToqueDefined", rt.Object)
    method = define_method(klass, "f", full)
    assert klass.methods["f"] is method and method.arity == -2
