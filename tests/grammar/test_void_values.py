"""A jump used as a value is MRI's "void value expression", found before the file runs
(bench/fuzz.py seed 16 case 5971: `ne next if i < 3` in a loop was accepted and looped for
ever); each case here was run through `ruby -c` (MRI 3.1) to find which are accepted."""

from __future__ import annotations

import pytest

from toque.errors import RubySyntaxError
from toque.grammar.parser import parse

ACCEPTED = [
    "loop { next + 1 }",
    "loop { x = (next; 1) }",
    "loop { x = if a then next else 1 end }",
    "loop { a && next }",
    'loop { "#{next}" }',
    "loop { defined?(next) }",
    "loop { x = (next if a) }",
    "loop { x = begin; next; rescue; 1; end }",
    "loop { x = begin; next; ensure; 1; end }",
    "loop { p(1) { next } }",
    "loop { x = case 1 when 1 then next end }",
    "loop { x = while true do next end }",
    "loop { next if a; 1 }",
    "loop { x = [1].each { next } }",
    "loop { next 1, 2 }",
]

REJECTED = [
    "loop { ne next }",
    "loop { p(next) }",
    "loop { x = next }",
    "loop { [next] }",
    "loop { 1 + next }",
    "loop { x = begin; next; end }",
    "loop { x = if a then next else break end }",
    "def f; p(return); end",
    "loop { {a: next} }",
    "loop { p next, 1 }",
    "loop { foo(break) }",
    "loop { next && a }",
    "loop { x.y = next }",
    "loop { h[next] }",
    "loop { !next }",
    "loop { next.foo }",
    "loop { (next).foo }",
    "loop { redo.foo }",
    "begin; rescue; x = retry; end",
    "loop { p(*next) }",
    "loop { p(&next) }",
    "loop { if next then 1 end }",
    "loop { 1 if next }",
    "loop { while next; end }",
    "loop { case next; when 1; end }",
    "def f; return next; end",
    "loop { (next)..1 }",
    "loop { a, b = next }",
    "loop { a ||= next }",
    "loop { yield next }",
    "loop { super(next) }",
    "loop { p(a: next) }",
    "loop { p(**next) }",
    "loop { x = a ? next : break }",
    "loop { next or a }",
    "loop { x = (a; next) }",
    "loop { -next }",
    "loop { x = unless a then next else redo end }",
    "def f(a = return); end",
    "loop { x = return 1 }",
    "def f; x = return if a; end",
    "loop { p((1; next)) }",
    "loop { x = not(next) }",
    "loop { x = (break) rescue 1 }",
    "loop { @a = next }",
    "loop { A = next }",
    "loop { $a ||= next }",
    "loop { h[1] += next }",
    "loop { obj.m ||= break }",
]


@pytest.mark.parametrize("code", ACCEPTED)
def test_a_jump_whose_value_is_not_used_parses(code):
    parse(code, "v.rb")


@pytest.mark.parametrize("code", REJECTED)
def test_a_jump_used_as_a_value_is_a_syntax_error(code):
    with pytest.raises(RubySyntaxError) as err:
        parse(code, "v.rb")
    assert err.value.message == "void value expression"
    assert err.value.span.line == 1


def test_the_error_points_at_the_jump():
    code = "i = 0\nloop do\n  ne next if i < 3\n  break\nend\n"
    with pytest.raises(RubySyntaxError) as err:
        parse(code, "v.rb")
    assert (err.value.span.line, err.value.span.col) == (3, 6)
    assert err.value.render().startswith("v.rb:3:6: void value expression")
