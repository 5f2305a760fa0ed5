"""The search query language: a table of queries against one flattened node document,
and a table of bad queries with what the error says."""

from __future__ import annotations

import pytest

from toque.repo.search.query import Doc, SearchQueryError, ruby_s
from toque.repo.search.query_parser import parse

NODE = {
    "name": "web01",
    "chef_environment": "prod",
    "fqdn": "web01.example.com",
    "ipaddress": "10.0.0.5",
    "tags": ["frontend", "blue"],
    "roles": ["web", "base"],
    "recipes": ["nginx", "nginx::default", "apache2::mod_ssl"],
    "memory": {"total": "2048kB"},
    "kernel": {"modules": {"ext4": {"size": "100"}}},
    "uptime_seconds": 300,
    "virtualization": {"role": "guest"},
    "description": "The front web server",
    "enabled": True,
    "nothing": None,
}

CASES = [
    ("*:*", True),
    ("name:web01", True),
    ("name:WEB01", True),  # values compare case-insensitively
    ("name:web", False),  # a term matches whole words: web01 is one word
    ("name:web*", True),
    ("name:web0?", True),
    ("name:web?", False),
    ("fqdn:*.example.com", True),
    ("ipaddress:10.0.0.*", True),
    ("chef_environment:prod", True),
    ("tags:blue", True),  # an array matches if any element does
    ("tags:red", False),
    ("roles:web AND roles:base", True),
    ("roles:web AND roles:db", False),
    ("roles:db OR roles:base", True),
    ("roles:web && tags:blue", True),
    ("roles:db || tags:blue", True),
    ("NOT roles:db", True),
    ("-roles:web", False),
    ("!roles:web", False),
    ("roles:db OR roles:web AND tags:red", False),  # AND binds tighter than OR
    ("(roles:db OR roles:web) AND tags:blue", True),
    ("roles:web -tags:blue", False),  # clauses side by side: '-' excludes
    ("roles:web -tags:red", True),
    ("+roles:web tags:red", True),  # a '+' clause matches; the others are optional
    ("+roles:db tags:blue", False),
    ("roles:db tags:red", False),
    ("roles:db tags:blue", True),
    ("memory_total:2048kB", True),  # nested keys: the path joined with _
    ("total:2048kB", True),  # ... and the leaf key alone
    ("kernel_modules_ext4_size:100", True),
    ("size:100", True),
    ("virtualization_role:guest AND NOT role:web", True),
    ("recipes:apache2\\:\\:mod_ssl", True),
    ('recipes:"apache2::mod_ssl"', True),
    ("recipes:nginx", True),
    ("description:web", True),  # a word inside a longer value
    ('description:"web server"', True),
    ('description:"server web"', False),
    ("description:front*", True),
    ("uptime_seconds:[100 TO 500]", True),
    ("uptime_seconds:[301 TO *]", False),
    ("uptime_seconds:{300 TO 400]", False),
    ("uptime_seconds:[300 TO 400}", True),
    ("uptime_seconds:[* TO 1000]", True),  # numbers compare as numbers, not text
    ("name:[a TO z]", True),
    ("name:{web01 TO z]", False),
    ("enabled:true", True),
    ("nothing:*", True),  # present, even if nil
    ("missing:*", False),
    ("name:(web01 OR db01)", True),
    ("name:(db01 OR mail*)", False),
    ("name:(db01 web*)", True),
    ("name:(-db01)", True),
    ("name:web01^2", True),  # a boost changes nothing here
    ("web01", True),  # a bare term: any value of the document
    ("nosuchvalue", False),
    ("name*:web01", True),  # a key with a wildcard
    ("chef_env*:prod", True),
    ("X_CHEF_id_CHEF_X:node-id", True),  # the id chef-zero adds to every document
    ("name:web01 AND (tags:red OR (roles:base AND NOT tags:green))", True),
]


@pytest.mark.parametrize(("query", "expected"), CASES)
def test_query_against_a_node(query: str, expected: bool):
    assert parse(query).doc(Doc(NODE, "node-id")) is expected


BAD = [
    ("", "the query is empty", 1),
    ("   ", "the query is empty", 1),
    ("name:", "'name:' needs a value", 5),
    ("(name:x", "this '(' is never closed", 1),
    ("name:x)", "this ')' closes no '('", 7),
    ('name:"web', "this quote is never closed", 6),
    ("name:[a TO", "the query ends where a search term should follow", 11),
    ("name:[a b c]", "a range reads [low TO high]", 6),
    ("name:[a TO b)", "a range ends with ']' or '}'", 13),
    ("AND name:x", "'AND' cannot start a search term", 1),
    ("name:x OR", "the query ends where a search term should follow", 10),
    ("name:a:b", "'a:' inside a field's value", 7),
    ("name:web~", "fuzzy (~) searches are not supported", 9),
    ("name:web\\", "a backslash at the end escapes nothing", 9),
    (":x", "':' needs a field name before it", 1),
    ('name:""', "an empty phrase matches nothing", 6),
    ("()", "nothing between '(' and ')'", 2),
    ("name:x^", "the query ends where a search term should follow", 8),
]


@pytest.mark.parametrize(("query", "reason", "column"), BAD)
def test_bad_queries_say_what_and_where(query: str, reason: str, column: int):
    with pytest.raises(SearchQueryError) as failed:
        parse(query)
    expected = f"invalid search query '{query}': {reason}"
    assert failed.value.message.startswith(expected)
    assert failed.value.message.endswith(f"(at character {column})")


def test_values_are_matched_as_ruby_writes_them():
    assert [ruby_s(v) for v in (None, True, 1.5, 1e20, [1, "a"], {"k": None})] == [
        "",
        "true",
        "1.5",
        "1.0e+20",
        '[1, "a"]',
        '{"k"=>nil}',
    ]


def test_a_document_indexes_leaf_keys_and_paths():
    doc = Doc({"a": {"b": {"c": "x"}}, "l": [{"k": 1}, {"k": 2}]}, "id1")
    assert doc.values("c") == ["x"]
    assert doc.values("a_b_c") == ["x"]
    assert doc.values("l_k") == ["1", "2"]
    assert doc.values("X_CHEF_id_CHEF_X") == ["id1"]
