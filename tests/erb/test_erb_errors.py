"""Template errors name the template file and line: syntax errors and Ruby exceptions alike."""

from __future__ import annotations

import io

import pytest

from toque.errors import RubySyntaxError
from toque.interpreter.erb_template import TemplateError, compile_erb, render
from toque.interpreter.model.world import Runtime


def fails(text: str, **kw: object) -> Exception:
    rt = Runtime(stdout=io.StringIO())
    with pytest.raises((RubySyntaxError, TemplateError)) as info:
        render(rt, text, "site.conf.erb", **kw)  # type: ignore[arg-type]
    return info.value


@pytest.mark.parametrize(
    ("text", "line", "col"),
    [
        ("a\nb <%= 1 + %>\n", 2, 11),  # the tag's own line, column inside the tag
        ("one\n<% if true %>\ntwo\n", 2, 4),  # `end` missing: where `if` opened
        ("x\ny\n  <% end %>\n", 3, 6),
        ("<%# a\nlong comment %>\n<%= [1, %>\n", 3, 9),  # comments keep the lines
        ("a\n<% x = [1,\n 2 %>\n", 2, 8),  # unclosed bracket, where it opened
    ],
)
def test_syntax_error_names_template_line(text: str, line: int, col: int) -> None:
    err = fails(text)
    assert isinstance(err, RubySyntaxError)
    assert err.span is not None
    assert (err.span.file, err.span.line) == ("site.conf.erb", line)
    assert err.span.col == col
    assert err.render().startswith(f"site.conf.erb:{line}:{col}: ")
    assert "_erbout" not in err.render().split("\n", 1)[1]  # shows the template, not Ruby


def test_unclosed_tag() -> None:
    err = fails("ok\nthen <%= 1 \nmore")
    assert isinstance(err, RubySyntaxError)
    assert str(err.span) == "site.conf.erb:2:6"
    assert "unclosed ERB tag" in err.message


@pytest.mark.parametrize(
    ("text", "line", "cls"),
    [
        ("a\n\nb <%= nil.upcase %>\n", 3, "NoMethodError"),
        ("<% @items.each do |i| %>\n  <%= 10 / i %>\n<% end %>", 2, "ZeroDivisionError"),
        ("x\n<% raise ArgumentError, 'bad port' %>\n", 2, "ArgumentError"),
        ("<%= @config['a']['b'] %>", 1, "NoMethodError"),
        ("line\n<%= undefined_name %>", 2, "NameError"),
        ("<%# a\n b\n c %>\n<%= node %>", 4, "RuntimeError"),  # no node was given
    ],
)
def test_ruby_error_names_template_line(text: str, line: int, cls: str) -> None:
    err = fails(text, variables={"items": [1, 0], "config": {}})
    assert isinstance(err, TemplateError)
    assert str(err.span) == f"site.conf.erb:{line}:1"
    assert err.message.startswith(f"{cls}: ")
    assert err.render().splitlines()[-2].startswith(f"  {line} | ")


def test_error_in_a_helper_points_at_the_template_call() -> None:
    rt = Runtime(stdout=io.StringIO())
    from toque.grammar.parser import parse
    from toque.interpreter.program import run_program

    lib = "module H\n  def boom\n    nil.size\n  end\nend\n"
    run_program(rt, parse(lib, "lib.rb"), "lib.rb", lib)
    with pytest.raises(TemplateError) as info:
        render(rt, "a\n<%= boom %>\n", "t.erb", helpers=[rt.Object.consts["H"]])
    assert str(info.value.span) == "t.erb:2:1"
    assert "(raised at lib.rb:3)" in info.value.message


def test_generated_code_keeps_template_lines() -> None:
    text = "a\n<% x = 1 -%>\n  <%- if x %>\nb <%= x %>\n<%# c\nd %>\n<% end %>\ne\n"
    for mode in ("-", "chef"):
        lines = compile_erb(text, "t.erb", mode).split("\n")
        assert "if x" in lines[2] and "x = 1" in lines[1]
        assert "(( x ).to_s)" in lines[3]
        assert "end" in lines[6]
        assert lines[-2] == "_erbout"


def test_unknown_trim_mode() -> None:
    with pytest.raises(ValueError, match="trim mode"):
        compile_erb("x", "t.erb", "?")
