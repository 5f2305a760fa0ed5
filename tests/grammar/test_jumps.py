"""Jumps are checked as MRI 3.1 checks them before running a file ("Invalid next");
each case here was run through `ruby` to find which are accepted."""

from __future__ import annotations

import pytest

from toque.errors import RubySyntaxError
from toque.grammar.parser import parse

ACCEPTED = [
    "begin; rescue; retry; end",
    "def f; rescue; retry; end",
    "while false; next; end",
    "[1].each { redo if false }",
    "x = -> { break }",
    "define_method(:x) { next }",
    "def f; while true; break; end; end",
    "begin; rescue; while false; retry; end; end",
    "x = 1 rescue retry",
    "for i in []; redo; end",
    "[1].map do |x| next x * 2 if x; break; end",
    "return",
    "class Foo; def f; return 1; end; end",
    "module M; X = -> { return 1 }; end",
    "class Foo; [1].each { return }; end",  # MRI's LocalJumpError, at run time
    "class << self; return; end",  # likewise
    "class Foo; define_method(:x) { return 2 }; end",
]

REJECTED = [
    ("next", "Invalid next", 1),
    ("x = 1\nretry", "Invalid retry", 2),
    ("break", "Invalid break", 1),
    ("redo", "Invalid redo", 1),
    ("def f; next; end", "Invalid next", 1),
    ("class Foo; next; end", "Invalid next", 1),
    ("begin; rescue; [1].each { retry }; end", "Invalid retry", 1),
    ("while false; retry; end", "Invalid retry", 1),
    ("begin; ensure; next; end", "Invalid next", 1),
    ("if false\n  next\nend", "Invalid next", 2),
    ("begin; rescue; def g; retry; end; end", "Invalid retry", 1),
    ("def f; yield; ensure; retry; end", "Invalid retry", 1),
    ("begin; rescue; else retry; end", "Invalid retry", 1),
    ("proc { retry }", "Invalid retry", 1),
    ("[1].each do\n  def g\n    break\n  end\nend", "Invalid break", 3),
    ("class Foo\n  return\nend", "Invalid return in class/module body", 2),
    ("module M; if true then return 1 end; end", "Invalid return in class/module body", 1),
    ("class F; while true; return; end; end", "Invalid return in class/module body", 1),
    (
        "class F\n  begin\n  rescue\n    return\n  end\nend",
        "Invalid return in class/module body",
        4,
    ),
    ("module M; class C; end; return; end", "Invalid return in class/module body", 1),
]


@pytest.mark.parametrize("code", ACCEPTED)
def test_jumps_with_a_target_parse(code):
    parse(code, "ok.rb")


@pytest.mark.parametrize("code, message, line", REJECTED)
def test_jumps_without_a_target_are_located_syntax_errors(code, message, line):
    with pytest.raises(RubySyntaxError) as info:
        parse(code, "bad.rb")
    assert info.value.message == message
    assert (info.value.span.file, info.value.span.line) == ("bad.rb", line)
