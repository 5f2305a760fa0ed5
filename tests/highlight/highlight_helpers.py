"""Helpers for the highlighter's tests: readable token lists and random valid Ruby."""

from __future__ import annotations

import random

from pygments.token import Whitespace

from toque.highlight import ErbRecipeLexer, RecipeLexer


def type_name(ttype) -> str:
    """`Token.Literal.String.Symbol` → `String.Symbol`."""
    return str(ttype).removeprefix("Token.").removeprefix("Literal.")


def significant(lexer, text: str) -> list[tuple[str, str]]:
    """The (type name, text) of each token that is not whitespace."""
    return [
        (type_name(ttype), value)
        for _, ttype, value in lexer.get_tokens_unprocessed(text)
        if ttype not in Whitespace and value.strip()
    ]


def assert_in_order(actual: list[tuple[str, str]], expected: list[tuple[str, str]]) -> None:
    """Each expected token appears in `actual`, in this order (others may come between)."""
    remaining = iter(actual)
    for token in expected:
        assert any(token == got for got in remaining), (
            f"{token} missing (or out of order) in:\n" + "\n".join(map(str, actual))
        )


def recipe_tokens(text: str) -> list[tuple[str, str]]:
    return significant(RecipeLexer(), text)


def erb_tokens(text: str) -> list[tuple[str, str]]:
    return significant(ErbRecipeLexer(), text)


# Valid Ruby statements to compose: each line is a statement (or several lines holding one
# construct). `{n}` is a fresh number; `{body}` is filled with nested statements.
_STATEMENTS = [
    'file "/etc/app{n}.conf" do\n{body}end',
    "template '/etc/t{n}' do\n  source 't.erb'\n  variables(port: {n}, 'x' => [1, 2])\n{body}end",
    'group "g{n}" do\n  members %w[alice\n    bob]\n  append true\nend',
    "execute 'cmd{n}' do\n  command <<~EOS.strip\n    echo #{{a}} \"#{{b + 1}}\" {n}\n  EOS\n  cwd '/tmp'\nend",
    "only_if {{ ::File.exist?('/x{n}') && a / b > 1 }}",
    'not_if "test -f /y{n}"',
    "notifies :restart, 'service[s{n}]', :immediately",
    "action [:enable, :start]",
    "a = a / {n} + b % 3",
    "x = y.empty? ? :yes : :no",
    "z = a&.to_s&.strip",
    'h = {{ key: {n}, "quoted": 2, :"sym bol" => 3, if: 4 }}',
    "r = /ab#{{a}}c/i if x =~ /^#[a-z]+/",
    "parts = x.split /,\\s*/",
    's = "outer #{{ "inner #{{a}} #{{ {{ k: 1 }}[:k] }}" }} end"',
    "t = <<-EOT + 'tail'\n  raw {n}\n  EOT",
    "u = <<~'RAW'\n  no #{{interp}} here\nRAW",
    "v = 0755 + 0x1F + 1_000 + 1.5e3 + 3r + 2i + ?a.ord",
    "w = %i(a b c) + %w{{x y}} + [%q(it's), %Q[#{{a}}]]",
    "pat = %r{{/usr/(bin|sbin)/#{{b}}}}x",
    "node.default['k{n}']['v'] = lazy {{ node['other'] }}",
    "default['attr{n}'] = {{ 'a' => 1 }}",
    "include_recipe 'cb::r{n}'",
    "arr = []\narr << a << b",
    "def helper{n}(p, q = 2, *rest, key:, **opts, &blk)\n{body}  p + q\nend",
    "class Foo{n} < Bar::Baz\n  attr_reader :x\nend",
    "case a\nwhen 1, 2 then x = :small\nwhen /re/ then x = 'r'\nelse x = nil\nend",
    "begin\n  raise ArgumentError, 'bad'\nrescue ArgumentError => e\n  puts e.message\nend",
    "[1, 2].each_with_index do |(m, n2), i|\n{body}end",
    "y = x ? a : b",
    "puts(a ? 'yes':'no')",
    "c ||= {{}}",
    "$stdout.puts @ivar, $0",
    "values = [1, 2].map(&:to_s).join(', ')",
    "fn = ->(k) {{ k * 2 }}",
    "while false do a += 1 end",
    "b += 1 unless a.nil?",
    "# a comment with 'quotes' and #{{braces}}",
    "long = a +\n  b",
    "chain = [3, 1]\n  .sort\n  .first",
    "property :p{n}, String, name_property: true, default: lazy {{ |r| r.name }}",
    "load_current_value do |desired|\n  mode desired.mode\nend",
    "x = if a then 1 else 2 end",
    "p a, b",
]


def random_ruby(seed: int, statements: int = 12) -> str:
    """A random but valid Ruby program built from the fragments above."""
    rng = random.Random(seed)
    counter = iter(range(10_000))

    def statement(depth: int) -> str:
        # a class may not be defined inside a method
        choices = _STATEMENTS if depth == 0 else [s for s in _STATEMENTS if "class " not in s]
        template = rng.choice(choices)
        inner = ""
        if "{body}" in template and depth < 2:
            inner = "".join(statement(depth + 1) for _ in range(rng.randint(0, 3)))
        text = template.replace("{body}", "\0").format(n=next(counter)).replace("\0", inner)
        indent = "  " * depth
        return "".join(indent + line + "\n" if line else "\n" for line in text.split("\n"))

    prelude = "a = 1\nb = 2\nx = 'x'\n"
    program = prelude + "".join(statement(0) for _ in range(statements))
    if rng.random() < 0.2:
        program += '=begin\nanything "goes #{ here\n=end\n'
    if rng.random() < 0.2:
        program += '__END__\ndata: "unclosed\n'
    return program
