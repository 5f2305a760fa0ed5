"""render(): variables as @ivars, `node`, helpers, Python and Ruby values, compiled code reused."""

from __future__ import annotations

import io
from typing import Any

from toque.grammar.parser import parse
from toque.interpreter.erb_template import compile_erb, render, ruby_literal
from toque.interpreter.model.objects import RHash, RString, sym
from toque.interpreter.model.world import Runtime
from toque.interpreter.program import run_program
from toque.runtime.values import Sym


def ruby(rt: Runtime, code: str) -> Any:
    return run_program(rt, parse(code, "lib.rb"), "lib.rb", code)


def test_variable_keys_as_symbols_strings_or_python_str() -> None:
    rt = Runtime(stdout=io.StringIO())
    variables = {sym("a"): 1, RString("b"): RString("two"), "c": "three"}
    assert render(rt, "<%= @a %> <%= @b %> <%= @c %>", "t.erb", variables) == "1 two three"


def test_python_values_become_ruby_values() -> None:
    rt = Runtime(stdout=io.StringIO())
    variables = {"h": {"k": [1, "x"]}, "s": Sym("on"), "t": ("a", "b")}
    text = "<%= @h['k'].last.upcase %> <%= @s.inspect %> <%= @t.join('-') %> <%= @h.class %>"
    assert render(rt, text, "t.erb", variables) == "X :on a-b Hash"


def test_ruby_values_pass_as_they_are() -> None:
    rt = Runtime(stdout=io.StringIO())
    h = ruby(rt, "{ 'a' => [1, 2] }")
    assert isinstance(h, RHash)
    assert render(rt, "<% @h['a'] << 3 %><%= @h['a'].sum %>", "t.erb", {"h": h}) == "6"
    assert ruby(rt, "1") == 1 and len(h.get(RString("a"))) == 3  # the same object


def test_node_is_the_context() -> None:
    rt = Runtime(stdout=io.StringIO())
    node = ruby(rt, "{ 'platform' => 'debian' }")
    text = "<%= node['platform'] %> <%= @node['platform'] %>"
    assert render(rt, text, "t.erb", context=node) == "debian debian"


def test_helpers_modules_and_named_blocks() -> None:
    rt = Runtime(stdout=io.StringIO())
    ruby(rt, "module Fmt\n  def shout(s) = s.upcase + '!'\nend\n")
    proc = ruby(rt, 'proc { |n| "#{@prefix}-#{n}" }')
    helpers = [rt.Object.consts["Fmt"], ("label", proc)]
    text = "<%= shout('hi') %> <%= label(3) %>"
    assert render(rt, text, "t.erb", {"prefix": "web"}, helpers) == "HI! web-3"
    # helpers are for that render only
    assert "undefined" in _error(rt, "<%= label(1) %>")


def _error(rt: Runtime, text: str) -> str:
    try:
        render(rt, text, "t.erb")
    except Exception as exc:  # noqa: BLE001 - the message is what we check
        return str(exc)
    return ""


def test_compiled_once_rendered_many_times() -> None:
    rt = Runtime(stdout=io.StringIO())
    text = "<% @n.times do |i| %><%= i %><% end %>"
    assert render(rt, text, "t.erb", {"n": 3}) == "012"
    assert render(rt, text, "t.erb", {"n": 5}) == "01234"
    assert len(rt.__dict__["_erb_cache"]) == 1


def test_each_render_has_fresh_locals_and_self() -> None:
    rt = Runtime(stdout=io.StringIO())
    text = "<% @seen = (@seen || 0) + 1; x ||= 0; x += 1 %><%= @seen %><%= x %>"
    assert render(rt, text, "t.erb") == "11"
    assert render(rt, text, "t.erb") == "11"


def test_template_output_is_not_printed() -> None:
    out = io.StringIO()
    rt = Runtime(stdout=out)
    assert render(rt, "a<% print 'p' %>b", "t.erb") == "ab"
    assert out.getvalue() == "p"


def test_ruby_literal_never_interpolates() -> None:
    assert ruby_literal('#{x} "q" \\ \n\t\x01') == '"\\#{x} \\"q\\" \\\\ \\n\\t\\u0001"'


def test_generated_source_shape() -> None:
    src = compile_erb("a <%= x %>\n<% y %>\n", "t.erb")
    assert src == (
        "_erbout = +''; _erbout.<<(\"a \".freeze); _erbout.<<(( x ).to_s); "
        '_erbout.<<("\\n".freeze)\n y ; _erbout.<<("\\n".freeze)\n\n_erbout\n'
    )
