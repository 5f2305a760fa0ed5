"""The parser's known bugs (KNOWN_BUGS.md), each with the RIGHT expectation.

Every test here is a strict xfail: it turns red the day its bug is fixed, as a reminder
to drop the marker, add a golden case and strike the entry in KNOWN_BUGS.md.
"""

from __future__ import annotations

import pytest
from grammar_cases import case_files, read_source

from toque.errors import RubySyntaxError
from toque.grammar import ast as A
from toque.grammar.parser import parse

bug = pytest.mark.xfail(strict=True, reason="see KNOWN_BUGS.md")


def body(src: str) -> list:
    return parse(src, "t.rb").body


def only(src: str):
    [node] = body(src)
    return node


def walk(node):
    """Every node of a tree, without recursion (trees may be deep)."""
    stack = [node]
    while stack:
        n = stack.pop()
        if isinstance(n, list):
            stack.extend(n)
        elif isinstance(n, A.Node):
            yield n
            stack.extend(
                getattr(n, f)
                for f in n.__dataclass_fields__
                if f not in A.Node.__dataclass_fields__
            )


# -- wrong trees -----------------------------------------------------------------------------


@bug
def test_escaped_string_after_the_first_line_is_a_plain_string():
    # T1: the same literal is a Str on line 1 but a DStr of one part on later lines
    assert isinstance(body('x\n"\\e"')[1], A.Str)
    assert isinstance(body('x\n:"a\\tb"')[1], A.Sym)


@bug
def test_parenthesized_negative_literal_to_a_power():
    # T2: (-2) ** 2 is 4 in Ruby; only an unparenthesized -2 ** 2 is -(2 ** 2)
    node = only("(-2) ** 2")
    assert node.name == "**"
    assert isinstance(node.receiver, A.Int) and node.receiver.value == -2


@bug
def test_percent_W_plain_word_is_a_plain_string():
    # T3
    array = only("%W[a#{b} c]")
    assert isinstance(array.elements[1], A.Str) and array.elements[1].value == "c"


@bug
def test_encoding_keyword_is_encoding_utf_8():
    # T4: a bare Const UTF_8 would be looked up lexically and not be found
    node = only("__ENCODING__")
    assert node.name == "UTF_8"
    assert isinstance(node.scope, A.Const) and node.scope.name == "Encoding"


@bug
def test_else_after_elsif_is_collapsed_like_every_other_body():
    # T5: `else` of an if/elsif chain stays a Seq of one statement
    node = only("if a\n  1\nelsif b\n  2\nelse\n  3\nend")
    assert isinstance(node.else_.else_, A.Int)


# -- positions -------------------------------------------------------------------------------


@bug
def test_every_node_has_a_real_position():
    # P1: empty bodies, `"#{}"` and empty files get line 0, column 0
    bad = []
    for path in case_files():
        for node in walk(parse(read_source(path), path.name)):
            if node.line < 1 or node.col < 1:
                bad.append(f"{path.name}: {type(node).__name__}@{node.line}:{node.col}")
    assert not bad, bad[:10]


@bug
def test_byte_order_mark_takes_no_column():
    # P2
    assert only("\ufeffputs 1").col == 1


@bug
def test_modifier_statement_starts_where_its_line_starts():
    # P3: a statement built around a receiver chain takes the method name's column
    assert only("foo(1).bar unless z").col == 1
    assert only("obj.nested.attr = 1").col == 1


# -- valid Ruby that is rejected -------------------------------------------------------------


@bug
def test_ternary_without_spaces_after_local_variable():
    # R1: with `a` a local variable, `a ?b :c` is a ternary (MRI agrees)
    node = body("a = 1; b = 2; c = 3\na ?b :c")[-1]
    assert isinstance(node, A.If)
    assert (node.then.name, node.else_.name) == ("b", "c")


@bug
def test_class_at_top_level_constant():
    # R2
    node = only("class ::Top; end")
    assert node.path.name == "Top" and node.path.top


@bug
def test_endless_def_with_a_command_body():
    # R3: valid since Ruby 3.1
    node = only('def z() = puts "hi"')
    assert node.body.name == "puts"


@bug
def test_argument_forwarding_call():
    # R4: `def f(...)` parses, but passing `...` on does not
    node = only("def f(...)\n  other(...)\nend")
    assert node.body.name == "other"


@bug
def test_chained_assignment_of_a_command():
    # R5
    node = only("x = y = foo 1")
    assert node.value.value.name == "foo"


@bug
def test_destructuring_parameters_of_def():
    # R6: blocks and lambdas take them already
    assert only("def foo(a, (b, c)); end").params[1].kind == "destructure"


@bug
def test_attribute_assignment_through_double_colon():
    # R7
    assert isinstance(only("a::b = 1").target, A.AttrAssign)


@bug
def test_non_ascii_identifiers_beyond_letters():
    # R8: MRI takes every non-ASCII character as an identifier character
    assert only("x = ☃").value.name == "☃"


# -- crashes instead of syntax errors --------------------------------------------------------


@bug
@pytest.mark.parametrize(
    "src",
    ["puts ☃", "puts “hello”", "def [(k); end", "09"],
    ids=["name_then_symbol_char", "smart_quotes_argument", "def_open_bracket", "bad_octal"],
)
def test_bad_input_is_a_syntax_error_not_a_crash(src):
    # C1-C3: AttributeError / ValueError escape from the lexer
    try:
        parse(src, "t.rb")
    except RubySyntaxError:
        pass


# -- invalid Ruby that is accepted -----------------------------------------------------------


@bug
@pytest.mark.parametrize(
    "src", ['"\\u{zz}"', '"\\x"', '"\\u12"', "1__0", "1_"], ids=lambda s: s.strip('"')
)
def test_invalid_literal_is_rejected(src):
    # A1-A2
    with pytest.raises(RubySyntaxError):
        parse(src, "t.rb")


# -- error messages --------------------------------------------------------------------------


def _error(src: str) -> RubySyntaxError:
    with pytest.raises(RubySyntaxError) as info:
        parse(src, "t.rb")
    return info.value


@bug
def test_unterminated_interpolation_points_at_its_opening():
    # E1: the caret is on the empty line after the file
    err = _error('x = "a #{b\n')
    assert (err.span.line, err.span.col) == (1, 8)


@bug
def test_operator_at_end_of_file_points_at_its_line():
    # E2
    assert _error("1 +\n").span.line == 1


@bug
def test_number_without_digits_says_so():
    # E3: "unexpected identifier 'x'; expected 'end', ')', ']', '}', '|', ',', end of line or 'then'"
    assert "digit" in _error("x = 0x\n").message
