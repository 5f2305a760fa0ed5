"""Token streams of the template lexer: text, tags, and the Ruby inside them."""

import pytest
from highlight_helpers import assert_in_order, erb_tokens

CASES = {
    "output tag": (
        "Hello <%= @name %>!\n",
        [
            ("Other", "Hello "),
            ("Comment.Preproc", "<%="),
            ("Name.Variable.Instance", "@name"),
            ("Comment.Preproc", "%>"),
            ("Other", "!\n"),
        ],
    ),
    "trimming tags around a block": (
        "<%- node['users'].each do |user| -%>\nuser <%= user %>\n<%- end -%>\n",
        [
            ("Comment.Preproc", "<%-"),
            ("Name.Builtin.Pseudo", "node"),
            ("String.Single", "'users'"),
            ("Keyword", "do"),
            ("Name", "user"),
            ("Comment.Preproc", "-%>"),
            ("Other", "\nuser "),
            ("Name", "user"),
            ("Keyword", "end"),
        ],
    ),
    "comment tag": (
        "a<%# not shown %>b",
        [
            ("Other", "a"),
            ("Comment.Preproc", "<%#"),
            ("Comment", " not shown "),
            ("Comment.Preproc", "%>"),
            ("Other", "b"),
        ],
    ),
    "a literal <%% is no tag": (
        "<%% if x %>\n",
        [("String.Escape", "<%%"), ("Other", " if x %>\n")],
    ),
    "conditionals across tags": (
        "<% if @port > 1024 %>\nhigh\n<% else %>\nlow\n<% end %>\n",
        [
            ("Keyword", "if"),
            ("Name.Variable.Instance", "@port"),
            ("Operator", ">"),
            ("Number.Integer", "1024"),
            ("Other", "\nhigh\n"),
            ("Keyword", "else"),
            ("Keyword", "end"),
        ],
    ),
    "strings and interpolation inside a tag": (
        '<%= "#{@a}-#{node["b"]}" %>',
        [
            ("String.Double", '"'),
            ("String.Interpol", "#{"),
            ("Name.Variable.Instance", "@a"),
            ("String.Interpol", "}"),
            ("String.Double", "-"),
            ("Name.Builtin.Pseudo", "node"),
            ("String.Double", '"b"'),
            ("Comment.Preproc", "%>"),
        ],
    ),
    "a regex and a division inside tags": (
        "<%= @x / 2 %> <%= @path.sub(/^\\//, '') %>",
        [
            ("Operator", "/"),
            ("Number.Integer", "2"),
            ("String.Regex", "^\\/"),
        ],
    ),
}


@pytest.mark.parametrize(("source", "expected"), CASES.values(), ids=CASES.keys())
def test_template_tokens(source, expected):
    assert_in_order(erb_tokens(source), expected)


def test_an_unclosed_tag_runs_to_the_end():
    assert erb_tokens("text <%= @x") == [
        ("Other", "text "),
        ("Comment.Preproc", "<%="),
        ("Name.Variable.Instance", "@x"),
    ]
