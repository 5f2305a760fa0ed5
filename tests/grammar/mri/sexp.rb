# MRI's side of test_mri_differential.py: reads a JSON array of Ruby snippets on stdin
# and prints, for each, its tree from RubyVM::AbstractSyntaxTree as a small S-expression
# (["error"] for a syntax error). grammar_mri.py renders toque's trees the same way.
require "json"

def norm(n)
  return nil if n.nil?
  return ["lit", n.inspect] unless n.is_a?(RubyVM::AbstractSyntaxTree::Node)
  c = n.children
  case n.type
  when :SCOPE then norm(c[2])
  when :BLOCK then ["seq", *c.map { |x| norm(x) }]
  when :CALL, :OPCALL then ["call", c[1].to_s, norm(c[0]), args(c[2])]
  when :QCALL then ["qcall", c[1].to_s, norm(c[0]), args(c[2])]
  when :FCALL then ["call", c[0].to_s, nil, args(c[1])]
  when :VCALL then ["ident", c[0].to_s]
  when :LVAR, :DVAR then ["ident", c[0].to_s]
  when :IVAR, :GVAR, :CVAR then ["var", c[0].to_s]
  when :CONST then ["const", c[0].to_s]
  when :COLON2 then ["colon", norm(c[0]), c[1].to_s]
  when :COLON3 then ["colon", nil, c[0].to_s]
  when :LIT then
    v = c[0]
    if v.is_a?(Range)
      ["range", v.begin.nil? ? nil : ["lit", v.begin.inspect], v.end.nil? ? nil : ["lit", v.end.inspect], v.exclude_end?]
    else
      ["lit", v.inspect]
    end
  when :STR then ["lit", c[0].inspect]
  when :NIL then ["lit", "nil"]
  when :TRUE then ["lit", "true"]
  when :FALSE then ["lit", "false"]
  when :SELF then ["self"]
  when :AND then ["and", *flat(n, :AND)]
  when :OR then ["or", *flat(n, :OR)]
  when :IF then ["if", norm(c[0]), norm(c[1]), norm(c[2])]
  when :UNLESS then ["if", norm(c[0]), norm(c[2]), norm(c[1])]
  when :LIST then ["array", *c.compact.map { |x| norm(x) }]
  when :ZLIST then ["array"]
  when :DOT2, :DOT3 then ["range", range_end(c[0]), range_end(c[1]), n.type == :DOT3]
  # a range in a condition is compiled to a flip-flop, and an integer end to `$. == n`
  when :FLIP2, :FLIP3 then ["range", unflip(c[0]), unflip(c[1]), n.type == :FLIP3]
  # a regexp in a condition matches $_
  when :MATCH then ["lit", c[0].inspect]
  when :MATCH2 then ["call", "=~", norm(c[0]), [norm(c[1])]]
  when :MATCH3 then ["call", "=~", norm(c[1]), [norm(c[0])]]
  when :LASGN, :DASGN then ["assign", c[0].to_s, norm(c[1])]
  when :DEFINED then ["defined", norm(c[0])]
  when :BEGIN then c[0].nil? ? ["seq"] : norm(c[0])
  when :ITER then ["iter", norm(c[0]), norm(c[1])]
  when :ARGSPUSH, :ARGSCAT then ["array", *args(n)]
  when :SPLAT then ["splat", norm(c[0])]
  when :HASH then ["hash", *(c[0] ? c[0].children[0...-1].map { |x| norm(x) } : [])]
  else [n.type.to_s, *c.map { |x| norm(x) }]
  end
end
def args(a)
  return [] if a.nil?
  case a.type
  when :LIST then a.children.compact.map { |x| norm(x) }
  when :BLOCK_PASS then args(a.children[0]) + [["blockpass", norm(a.children[1])]]
  when :ARGSCAT
    tail = a.children[1]
    args(a.children[0]) + (tail.type == :LIST ? args(tail) : [["splat", norm(tail)]])
  when :ARGSPUSH then args(a.children[0]) + [norm(a.children[1])]
  else [norm(a)]
  end
end
# `1..` has a nil end, written or not
def range_end(n)
  n.nil? || n.type == :NIL ? nil : norm(n)
end

def unflip(n)
  if %i[CALL OPCALL].include?(n.type) && n.children[1] == :== && n.children[2]&.type == :LIST &&
     n.children[2].children[0]&.type == :GVAR && n.children[2].children[0].children[0] == :$.
    return norm(n.children[0])
  end
  range_end(n)
end

def flat(n, type)
  c = n.children
  c.flat_map { |x| x.is_a?(RubyVM::AbstractSyntaxTree::Node) && x.type == type ? flat(x, type) : [norm(x)] }
end
out = JSON.parse($stdin.read).map do |src|
  begin
    $stderr = File.open(File::NULL, "w")
    norm(RubyVM::AbstractSyntaxTree.parse(src))
  rescue SyntaxError
    ["error"]
  ensure
    $stderr = STDERR
  end
end
puts JSON.generate(out)
