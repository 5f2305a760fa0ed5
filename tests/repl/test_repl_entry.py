"""When does Enter submit? The parser decides: complete, still open, or wrong already."""

from __future__ import annotations

import pytest

from toque.repl.entry import Status, classify, indent_for_next_line, reindent_last_line

COMPLETE, INCOMPLETE, INVALID = Status.COMPLETE, Status.INCOMPLETE, Status.INVALID

CASES = [
    ("x = 1", COMPLETE),
    ("", COMPLETE),
    ('file "/x" do\n  content "a"\nend', COMPLETE),
    ('file "/x" do', INCOMPLETE),
    ('file "/x" do\n  content "a"', INCOMPLETE),
    ("def foo", INCOMPLETE),
    ("if x\n  1\nelse", INCOMPLETE),
    ("case x\nwhen 1", INCOMPLETE),
    ("begin", INCOMPLETE),
    ("class A", INCOMPLETE),
    ("foo(1,", INCOMPLETE),
    ("[1, 2", INCOMPLETE),
    ("{a: 1", INCOMPLETE),
    ('"abc', INCOMPLETE),
    ("'abc", INCOMPLETE),
    ('"a#{1', INCOMPLETE),
    ("x = <<~EOS\n  text", INCOMPLETE),
    ("%w[a b", INCOMPLETE),
    ("x = 1 +", INCOMPLETE),
    ("x = 1 \\", INCOMPLETE),
    ("[1].each do |x|", INCOMPLETE),
    ("foo(1))", INVALID),
    ("end", INVALID),
    ("1 +* 2", INVALID),
    ("1 2 3", INVALID),
]


@pytest.mark.parametrize(("text", "status"), CASES, ids=[repr(t) for t, _ in CASES])
def test_classify(text, status):
    assert classify(text) is status


@pytest.mark.parametrize(
    ("text", "indent"),
    [
        ("x = 1", ""),
        ('file "/x" do', "  "),
        ('[1].each do |i|\n  file "/x#{i}" do', "    "),
        ("foo(1,", "  "),
    ],
)
def test_indent_of_the_next_line(text, indent):
    assert indent_for_next_line(text) == indent


def test_end_is_dedented_to_its_block():
    assert reindent_last_line('file "/x" do\n  mode "0644"\n  end') == (
        'file "/x" do\n  mode "0644"\nend'
    )
    assert reindent_last_line("if a\n  if b\n    c\n    else") == "if a\n  if b\n    c\n  else"
    assert reindent_last_line("x = 1") == "x = 1"


def test_shell_commands_are_complete_even_when_not_ruby(core):
    assert core.status("load /tmp/some recipe.rb") is COMPLETE
    assert core.status("run --why-run") is COMPLETE
    assert core.status("load") is COMPLETE  # `load` with nothing: Ruby's load, an error
