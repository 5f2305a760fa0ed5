"""The parser's known bugs (KNOWN_BUGS.md), each with the RIGHT expectation.

Every test here is a strict xfail: it turns red the day its bug is fixed, as a reminder
to drop the marker, add a golden case and move the entry in KNOWN_BUGS.md to "fixed".
"""

from __future__ import annotations

import pytest

from toque.errors import RubySyntaxError
from toque.grammar.parser import parse

bug = pytest.mark.xfail(strict=True, reason="see KNOWN_BUGS.md")


def body(src: str) -> list:
    return parse(src, "t.rb").body


def only(src: str):
    [node] = body(src)
    return node


def _error(src: str) -> RubySyntaxError:
    with pytest.raises(RubySyntaxError) as info:
        parse(src, "t.rb")
    return info.value


# -- wrong trees -----------------------------------------------------------------------------


@pytest.mark.parametrize("src", ["foo ** 2", "x.size ** 2", "C::D ** 2"])
def test_binary_power_after_a_method_name(src):  # fixed: a regression test now
    # T6: with spaces on both sides `**` is the operator, not a double splat argument
    assert only(src).name == "**"


def test_unary_minus_binds_looser_than_power():  # fixed
    # T7: -a ** 2 is -(a ** 2) for any operand, not only a literal
    node = body("a = 2\n-a ** 2")[1]
    assert node.name == "-@"
    assert node.receiver.name == "**"


@pytest.mark.parametrize(
    "src,value",
    [
        ('"\\c?"', "\x7f"),  # fixed
        pytest.param('"\\C-\\M-a"', "\x81", marks=bug),
        pytest.param('"\\M-\\C-a"', "\x81", marks=bug),
    ],
    ids=["c_question", "C_M", "M_C"],
)
def test_control_and_meta_escapes(src, value):
    # T8: `\c?` is DEL; control and meta escapes combine
    assert only(src).value == value


# -- positions -------------------------------------------------------------------------------


@bug
def test_empty_file_position_does_not_depend_on_the_previous_parse():
    # P5: the root Seq of an empty file takes the parser's stale lookahead token
    parse("x = " + "(" * 50 + "1" + ")" * 50, "other.rb")
    first = parse("", "empty.rb")
    parse("y = 1\nz = 2\n", "other.rb")
    second = parse("# only a comment\n", "comment.rb")
    assert (first.line, first.col) == (second.line, second.col) == (1, 1)


# -- valid Ruby that is rejected -------------------------------------------------------------


@bug
def test_destructuring_parameters_of_def():
    # R6: blocks and lambdas take them already
    assert only("def foo(a, (b, c)); end").params[1].kind == "destructure"


@bug
def test_heredoc_inside_an_interpolation_of_a_heredoc():
    # R9
    node = only("x = <<~A\n  #{<<~B}\n    inner\n  B\n  after\nA\n")
    assert node.value.parts[0].value == "inner\n"


@bug
def test_rational_and_imaginary_literals():
    # R10
    assert len(only("x = [1r, 2i, 1.5r]").value.elements) == 3


@pytest.mark.parametrize(
    "src,kinds",
    [
        ("def foo *args; end", ["rest"]),
        ("def foo &b; end", ["block"]),
        ("def foo **o; end", ["kwrest"]),
        ("def try_enable added: false\nend", ["key"]),
    ],
    ids=["rest", "block", "kwrest", "key"],
)
def test_def_without_parentheses_starting_with_a_special_parameter(src, kinds):
    # R12 (fixed): `def foo a, *b` parses; a first parameter with `*`, `**`, `&` or `key:` does not
    assert [p.kind for p in only(src).params] == kinds


def test_setter_def_without_parentheses():
    # R17 (fixed): "unexpected 'end': there is no open block for it to close" two lines later
    node = only("def x= y\n  @x = y\nend")
    assert (node.name, [p.name for p in node.params]) == ("x=", ["y"])


def test_do_block_in_the_body_of_if_command_then():
    # R18 (fixed): after `if a b then`, a `do` in the body is taken for the condition's
    node = only("if a b then\n  c do end\nend")
    assert node.then.block is not None


@bug
@pytest.mark.parametrize(
    "src",
    [
        "f = -> a, help: false do a end",  # R13
        "x = !defined? Encoding",  # R16
        "a[b, &c]",  # R19
        "class A < Struct.new :w\nend",  # R20
        "!a = b",  # R21
        "x = 1 + defined? a",  # R23
        "a = 1\na { 1 }",  # R24
        "a = 1\nputs a { |v| v }",  # R24
        "x[1] { }",  # R25
        "x.y[1] do end",  # R25
        "foo 1 do end.w { 1 }",  # R26
        "return foo 1 do end",  # R27
        "next foo 1 do end",  # R27
    ],
)
def test_rare_valid_ruby_from_the_standard_library(src):
    # (R14, `raise e unless x = list.find do |s| s end`, is fixed: see test_fixed_commands)
    # R13, R14, R16, R19-R21, R23-R27: seen in /usr/lib/ruby or by the differential fuzzer
    # (random snippets, MRI's RubyVM::AbstractSyntaxTree as the oracle); rare in cookbooks
    parse(src, "t.rb")


# -- invalid Ruby that is accepted -----------------------------------------------------------


@bug
@pytest.mark.parametrize(
    "src",
    [
        "1..2..3",
        "def m\n  1\nelse\n  2\nend",
        "a == b != c",
        "a =~ b !~ c",
        "a <=> b == c",
        '"\\uD83D"',
    ],
    ids=["range_chain", "else_without_rescue", "eq_chain", "match_chain", "cmp_chain", "surrogate"],
)
def test_invalid_ruby_is_rejected(src):
    # A3-A6
    with pytest.raises(RubySyntaxError):
        parse(src, "t.rb")


# -- error messages --------------------------------------------------------------------------


@bug
def test_lowercase_class_name_says_so():
    # E5: "unexpected end of line; expected '&.', '.', '::' or '['"
    assert "constant" in _error("class foo; end\n").message.lower()


@bug
def test_stray_else_is_blamed_not_the_end_after_it():
    # E6: "unexpected 'end': there is no open block for it to close" at 3:1
    err = _error("else\n  1\nend\n")
    assert (err.span.line, "else" in err.message) == (1, True)


@bug
def test_excerpt_shows_control_characters_escaped():
    # E7: the source line under the message prints a raw control byte to the terminal
    rendered = _error("y = \x01\n").render()
    assert "\x01" not in rendered


def test_fixed_commands():
    # R14 (fixed): a modifier ends the command before it; the `do` is the find's
    node = only("raise e unless x = list.find do |s| s end")
    assert node.else_.name == "raise"
