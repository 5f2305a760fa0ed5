"""A catalogue of bad inputs: each ends with a message at its file:line, never a Python
traceback, an internal error (exit 70) or a Python class name or repr.

A case is a recipe (`site.rb`, and maybe other files beside it), the command to run on it
and what must come out. `{dir}` in the files and the expected text stands for the folder
they are written to.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from toque.cli import main

PYTHON_LEAKS = re.compile(r"Traceback|internal error|object at 0x|<class |Error\(|toque\.\w+\.")


@dataclass
class Case:
    name: str
    recipe: str
    place: str  # "site.rb:2": where the message must point
    message: str  # words the message must hold
    command: str = "apply"  # "apply" (why-run), "converge" (a real run) or "check"
    files: dict[str, bytes | str] = field(default_factory=dict)
    json: str | None = None  # a -j attributes file among `files`
    status: int = 1


CASES = [
    Case("top-level next", "x = 1\nnext\n", "site.rb:2:1", "Invalid next"),
    Case("top-level next, check", "x = 1\nnext\n", "site.rb:2:1", "Invalid next", "check"),
    Case("retry outside rescue", "retry\n", "site.rb:1:1", "Invalid retry", "check"),
    Case("break in a method", "def f\n  break\nend\n", "site.rb:2:3", "Invalid break"),
    Case("redo in a class", "class A\n  redo\nend\n", "site.rb:2:3", "Invalid redo"),
    Case(
        "node[]", "x = 1\nnode[]\n", "site.rb:2", "wrong number of arguments (given 0, expected 1)"
    ),
    Case(
        "h[] ||= 1",
        "h = {}\nh[] ||= 1\n",
        "site.rb:2",
        "wrong number of arguments (given 0, expected 1)",
    ),
    Case(
        "node.default[...][] = 1",
        "x = 1\nnode.default['a'][] = 1\n",
        "site.rb:2",
        "wrong number of arguments (given 1, expected 2)",
    ),
    Case("node.rm with no path", "x = 1\nnode.rm\n", "site.rb:2", "ArgumentError"),
    Case(
        "beginless float step",
        "x = 1\n(..2).step(0.5) { |v| log v.to_s }\n",
        "site.rb:2",
        "TypeError: no implicit conversion to float from nil",
    ),
    Case(
        "superclass not a class",
        "x = 1\nclass Foo < [1]; end\n",
        "site.rb:2",
        "TypeError: superclass must be an instance of Class (given an instance of Array)",
    ),
    Case(
        "rescue 1",
        "begin\n  raise 'x'\nrescue 1\nend\n",
        "site.rb:3",
        "TypeError: class or module required for rescue clause",
    ),
    Case(
        "module over a class", "x = 1\nmodule String; end\n", "site.rb:2", "String is not a module"
    ),
    Case(
        "missing require_relative",
        "x = 1\nrequire_relative 'helpers'\n",
        "site.rb:2",
        "LoadError: cannot load such file -- {dir}/helpers",
    ),
    Case(
        "syntax error in a required file",
        "require_relative 'lib'\n",
        "lib.rb:2:5",
        "missing ')'",
        files={"lib.rb": "a = 1\nb = (\n"},
    ),
    Case(
        "a Ruby object as a property",
        "file '{dir}/x' do\n  mode Object.new\nend\n",
        "site.rb:2",
        "You passed #<Object>.",
    ),
    Case(
        "a range as a property",
        "file '{dir}/x' do\n  owner 1..2\nend\n",
        "site.rb:2",
        "You passed 1..2.",
    ),
    Case(
        "deep interpolation",
        "x = " + '"#{' * 200 + "1" + '}"' * 200 + "\n",
        "site.rb:1:",
        "too deeply nested",
    ),
    Case(
        "deep interpolation, check",
        "x = " + '"#{' * 200 + "1" + '}"' * 200 + "\n",
        "site.rb:1:",
        "too deeply nested",
        "check",
    ),
    Case(
        "100k terms",
        "x = 1\ny = " + "+".join(["1"] * 100_000) + "\n",
        "site.rb:2:",
        "too deeply nested",
    ),
    Case(
        "invalid regexp",
        "x = 1\ny = /a(b/\n",
        "site.rb:2:5",
        "end pattern with unmatched parenthesis",
        "check",
    ),
    Case(
        "invalid regexp, apply", "x = 1\ny = /[b-a]/\n", "site.rb:2:5", "empty range in char class"
    ),
    Case(  # found by bench/fuzz.py (parser, seed 7): Python's OverflowError leaked
        "regexp repeat count too big",
        "x = 1\ny = /(\\d{99999999999999999999})/\n",
        "site.rb:2:5",
        "too big number for repeat range",
        "check",
    ),
    Case(
        "JSON nested too deeply",
        "log 'x'\n",
        "attrs.json:1:1",
        "nested too deeply",
        files={"attrs.json": "[" * 100_000 + "]" * 100_000},
        json="attrs.json",
    ),
    Case(
        "JSON with non-UTF-8 bytes",
        "log 'x'\n",
        "attrs.json:2:9",
        "invalid UTF-8 byte 0xff",
        files={"attrs.json": b'{"a":\n  "b": "\xff"}'},
        json="attrs.json",
    ),
    Case(
        "yield at top level",
        "x = 1\nyield\n",
        "site.rb:2",
        "LocalJumpError: no block given (yield)",
    ),
    Case(
        "unset class variable", "x = 1\ny = @@x\n", "site.rb:2", "uninitialized class variable @@x"
    ),
    Case("alias of nothing", "x = 1\nalias new old\n", "site.rb:2", "undefined method `old'"),
    Case("a number as a block", "x = 1\n[1].map(&2)\n", "site.rb:2", "undefined method `to_proc'"),
    Case("a number as keywords", "x = 1\nputs(**2)\n", "site.rb:2", "undefined method `to_hash'"),
    Case("a huge repeat", "x = 1\ny = 'a' * 2**64\n", "site.rb:2", "RangeError: bignum too big"),
    Case("a huge width", "'a'.ljust(10**30)\n", "site.rb:1", "RangeError: bignum too big"),
    Case("a NaN index", "x = 1\n'abc'[Float::NAN..]\n", "site.rb:2", "RangeError: float NaN"),
    Case(
        "huge timeout",
        "execute 'true' do\n  timeout 10**400\nend\n",
        "",
        "1/1 resources updated",
        "converge",
        status=0,
    ),
    # found by bench/fuzz.py's evaluator mode (seed 12)
    Case(
        "return in a class",
        "class A\n  return\nend\n",
        "site.rb:2:3",
        "Invalid return in class/module body",
    ),
    Case(
        "return in a class, check",
        "class A\n  return\nend\n",
        "site.rb:2:3",
        "Invalid return",
        "check",
    ),
    Case(
        "return from a class's block",
        "class A\n  [1].each { return }\nend\n",
        "site.rb:2",
        "LocalJumpError: unexpected return",
    ),
    Case(
        "an error in eval'd code",
        'x = 1\neval("y = 2\\nfoo(y)")\n',
        "site.rb:2",
        "undefined method or resource type `foo' for recipe (raised at (eval):2)",
    ),
    Case(
        "an error in an ERB.new template",
        "require 'erb'\nt = ERB.new(\"a\\n<%= nope %>\")\nt.result(binding)\n",
        "site.rb:3",
        "`nope' for recipe (raised at (erb):2)",
    ),
    Case(
        "an error in a Forwardable accessor",
        "require 'forwardable'\nclass S\n  extend Forwardable\n  def_delegator :'1::X', :fetch\n"
        "end\nS.new.fetch(1)\n",
        "site.rb:6",
        "TypeError: 1 is not a class/module",
    ),
    Case(
        "a NaN range end",
        "x = Float::NAN\nr = (1..x)\n",
        "site.rb:2",
        "ArgumentError: bad value for range",
    ),
    Case(
        "Module#< with an Array",
        "class A < Object < [1]\nend\n",
        "site.rb:1",
        "TypeError: compared with non class/module",
    ),
    Case(
        "a NaN timeout",
        "require 'timeout'\nTimeout.timeout(Float::NAN) { sleep 1 }\n",
        "site.rb:2",
        "RangeError: NaN out of Time range",
    ),
    Case(
        "a NaN sleep",
        "x = 1\nsleep(Float::NAN)\n",
        "site.rb:2",
        "RangeError: NaN out of Time range",
    ),
    Case(
        "an empty rand range",
        "x = 1\nRandom.rand(1..-1)\n",
        "site.rb:2",
        "ArgumentError: invalid argument - 1..-1",
    ),
    Case(
        "a NaN random_bytes",
        "require 'openssl'\nOpenSSL::Random.random_bytes(Float::NAN)\n",
        "site.rb:2",
        "RangeError: float NaN out of range of integer",
    ),
    Case(
        "a month of -0.0",
        "x = 1\nTime.utc(2020, -0.0, 2)\n",
        "site.rb:2",
        "ArgumentError: mon out of range",
    ),
    Case(
        "a NaN day",
        "require 'date'\nDate.valid_date?(2024, 2, Float::NAN)\n",
        "site.rb:2",
        "RangeError: float NaN out of range of integer",
    ),
    Case(
        "a huge StringIO#read",
        "require 'stringio'\nStringIO.new('x').read(1e308)\n",
        "site.rb:2",
        "RangeError: float 1e+308 out of range of integer",
    ),
    Case(
        "a huge Range#to_a",
        "x = 1\np (1..10**30).to_a\n",
        "site.rb:2",
        "NoMemoryError: failed to allocate memory",
    ),
    Case(
        "a NaN count on an endless cycle",
        "x = [1].cycle\np x.first(Float::NAN)\n",
        "site.rb:2",
        "RangeError: float NaN out of range of integer",
    ),
    Case(
        "a missing resources()",
        "log 'a'\nlog \"x #{resources('log[b]')}\"\n",
        "site.rb:2",
        "Chef::Exceptions::ResourceNotFound: Cannot find a resource matching log[b]",
    ),
    Case(  # the run's last line keeps its place (bench/fuzz.py seed 17 case 2654)
        "a failing resource named with a line break",
        'x = 1\ntemplate "/etc/a\\nb" do\n  source "missing.erb"\nend\n',
        "site.rb:2",
        "toque: the run failed: template[/etc/a\\nb] ({dir}/site.rb:2) had an error: FileNotFound",
    ),
    # runaway recursion: SystemStackError at the recursing line, as MRI places it (bench/
    # fuzz.py seed 15 cases 108, 1621), whether a block, a method or a builtin recurses
    Case(
        "runaway Hash default proc",
        "x = 1\nfib = Hash.new { |h, n| h[n] = h[n - 1] + h[n - 2] }\nlog fib[10**6].to_s\n",
        "site.rb:2",
        "SystemStackError: stack level too deep",
    ),
    Case(
        "runaway to_s by interpolation",
        'class Loop\n  def to_s\n    "<#{self}>"\n  end\nend\nfile "/tmp/#{Loop.new}"\n',
        "site.rb:3",
        "SystemStackError: stack level too deep",
    ),
    Case(
        "runaway method_missing",
        "class Settings\n  def method_missing(name, *args)\n    public_send(name, *args)\n"
        "  end\nend\nlog Settings.new.port\n",
        "site.rb:3",
        "SystemStackError: stack level too deep",
    ),
    Case(
        "runaway sort block",
        "x = 1\ncmp = proc { |a, b| [b, a].sort(&cmp)\n  a <=> b }\nlog [2, 1].sort(&cmp).to_s\n",
        "site.rb:2",
        "SystemStackError: stack level too deep",
    ),
    Case(
        "inspect of a too deeply nested array",
        "a = []\n200_000.times { a = [a] }\nlog a.inspect\n",
        "site.rb:3",
        "SystemStackError: stack level too deep",
    ),
    Case(
        "inspect of a too deeply nested array in a resource block",
        "a = []\n200_000.times { a = [a] }\nlog 'x' do\n  message a.inspect\nend\n",
        "site.rb:4",
        "SystemStackError: stack level too deep",
    ),
]


def run_case(case: Case, tmp_path: Path, capsys) -> tuple[int, str]:
    recipe = tmp_path / "site.rb"
    recipe.write_text(case.recipe.replace("{dir}", str(tmp_path)))
    for name, content in case.files.items():
        path = tmp_path / name
        if isinstance(content, bytes):
            path.write_bytes(content)
        else:
            path.write_text(content)
    if case.command == "check":
        args = ["check", "--no-cache", str(recipe)]
    else:
        args = ["apply", str(recipe), "--lock-file", str(tmp_path / "lock")]
        args += ["-W"] if case.command == "apply" else []
        args += ["-j", str(tmp_path / case.json)] if case.json else []
    status = main(args)
    captured = capsys.readouterr()
    return status, captured.out + captured.err


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_bad_input_is_located(case, tmp_path, capsys):
    status, out = run_case(case, tmp_path, capsys)
    assert status == case.status, out
    assert case.message.replace("{dir}", str(tmp_path)) in out, out
    assert case.place in out, out
    assert not PYTHON_LEAKS.search(out), out
    shown, _, trace = out.partition("Ruby backtrace:\n")
    assert len(shown) < 5_000, "the excerpt is cut, never the whole input"
    assert trace.count("\n") <= 60, "a runaway recursion's backtrace is cut too"


def test_a_syntax_error_on_a_huge_line_shows_a_window_of_it(tmp_path, capsys):
    recipe = tmp_path / "site.rb"
    recipe.write_text("x = 1\ny = " + "1 + " * 250_000 + ")\n")
    assert main(["check", "--no-cache", str(recipe)]) == 1
    err = capsys.readouterr().err
    assert "site.rb:2:1000005: unexpected ')'" in err
    line, caret = err.splitlines()[1:3]
    assert line.endswith("1 + )") and line.startswith("  2 | …")
    assert len(line) < 200
    assert caret.index("^") == line.index(")")  # the caret stays under the column
