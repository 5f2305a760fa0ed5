"""toque's own Ruby files compile a method's body at its first call (start-up, issue 17):
the methods behave as eagerly compiled ones do, each body compiles once, and only files of
the toque package are compiled so (a user's file still reports its errors as it loads)."""

from __future__ import annotations

import io
from pathlib import Path

from toque.grammar.parser import parse
from toque.interpreter import program
from toque.interpreter.compile.defs import DefCompiler
from toque.interpreter.model.world import Runtime

PROGRAM = r"""
class Base
  def greet(name, greeting = "hello", *rest, loud: false, **opts, &blk)
    s = "#{greeting} #{name}#{rest.inspect}#{opts.inspect}"
    s = s.upcase if loud
    blk ? blk.call(s) : s
  end
  def total(list) = list.sum { |x| x * 2 }
end

class Child < Base
  def greet(name, *rest, **kw) = "child:" + super
  def first_even(list)
    list.each { |x| return x if x.even? }
    nil
  end
  def tries
    n = 0
    begin
      n += 1
      raise "again" if n < 3
      n
    rescue
      retry
    end
  end
  def matched(s) = (s =~ /(\d+)/ ? $1 : "none")
  def me = __method__
  def lit = "same".freeze
end

module Util
  module_function
  def twice(x) = x * 2
end

def Base.build = new
c = Child.new
p c.greet("ann", "hi", 1, loud: true, x: 2) { |s| s + "!" }
p c.total([1, 2, 3]), c.first_even([1, 3, 4, 6]), c.tries
p c.matched("ab12"), $~, c.me, c.lit.equal?(c.lit), Util.twice(21), Base.build.class
p c.method(:greet).arity, Base.instance_method(:greet).parameters
def fact(n) = n <= 1 ? 1 : n * fact(n - 1)
p fact(20)
"""

# MRI 3.1's output of PROGRAM
EXPECTED = """\
"child:HI ANN[1]{:X=>2}!"
12
4
3
"12"
nil
:me
true
42
Base
-2
[[:req, :name], [:opt, :greeting], [:rest, :rest], [:key, :loud], [:keyrest, :opts], [:block, :blk]]
2432902008176640000
"""


def run(code: str, lazy: bool) -> str:
    out = io.StringIO()
    rt = Runtime(out, io.StringIO())
    program.run_program(rt, parse(code, "lazy.rb"), "lazy.rb", code, lazy_defs=lazy)
    return out.getvalue()


def test_lazily_compiled_methods_behave_as_eager_ones():
    assert run(PROGRAM, lazy=False) == EXPECTED
    assert run(PROGRAM, lazy=True) == EXPECTED


def test_a_body_compiles_once_at_its_first_call(monkeypatch):
    compiled = []
    real = DefCompiler.method_body

    def counting(self, node):
        compiled.append(node.name)
        return real(self, node)

    monkeypatch.setattr(DefCompiler, "method_body", counting)
    code = "def a = 1\ndef b = 2\np a\np a + a\n"
    assert run(code, lazy=True) == "1\n2\n"
    assert compiled == ["a"]  # b never called: never compiled
    compiled.clear()
    run(code, lazy=False)
    assert compiled == ["a", "b"]


def test_only_toque_package_files_compile_lazily(tmp_path, monkeypatch):
    seen = []
    real = program.run_program

    def spy(rt, tree, file, text="", frame=None, lazy_defs=False):
        seen.append((Path(file).name, lazy_defs))
        return real(rt, tree, file, text, frame, lazy_defs)

    monkeypatch.setattr(program, "run_program", spy)
    user = tmp_path / "user.rb"
    user.write_text("def f = 1\n")
    rt = Runtime(io.StringIO(), io.StringIO())
    program.run_file(rt, user)
    own = Path(program.__file__).parent / "dsl" / "chef_prelude.rb"
    program.run_file(rt, own)
    assert seen == [("user.rb", False), ("chef_prelude.rb", True)]
