"""The generated modules of the AST's code (codegen.py) are in step with ast.py and serial.py,
and are what start-up runs; out of step, the code is compiled at import and still works."""

from __future__ import annotations

from toque.grammar import ast as A
from toque.grammar import codegen, serial


def test_generated_modules_are_in_step():
    for module, source in codegen.sources().items():
        assert codegen.in_step(module, source), (
            f"toque/grammar/{module}.py is out of step: run `python -m toque.grammar.codegen`"
        )


def test_start_up_runs_the_generated_code():
    assert serial._DECODERS[0].__module__ == "toque.grammar._gen_decoders"
    assert A.Nil.__init__.__globals__["__name__"] == "toque.grammar._gen_inits"
    assert A.Nil.__init__.__qualname__ == "Nil.__init__"


def test_a_source_not_in_a_generated_module_is_compiled():
    names = {"K": 40}
    namespace = codegen.run_generated("_gen_inits", "def two():\n    return K + 2", names)
    assert namespace is names and namespace["two"]() == 42
    namespace = codegen.run_generated("_gen_missing", "x = K", {"K": 1})
    assert namespace["x"] == 1


def test_a_round_trip_through_the_generated_decoders():
    node = A.Call("f.rb", 1, 1, None, "p", [A.Int("f.rb", 1, 3, 5)], None, False)
    seq = A.Seq("f.rb", 1, 1, [node])
    back = serial.decode_tree(serial.encode(seq, "f.rb"), "g.rb")
    assert back.body[0].name == "p" and back.body[0].args[0].value == 5
    assert back.body[0].file == "g.rb"
