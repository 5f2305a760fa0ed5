# NoMatchingPatternError and NoMatchingPatternKeyError: when, and with which message.
def try
  yield
rescue NoMatchingPatternKeyError => e
  puts "#{e.class}: #{e.message} (key #{e.key.inspect}, matchee #{e.matchee.inspect})"
rescue NoMatchingPatternError => e
  puts "#{e.class}: #{e.message}"
rescue TypeError => e
  puts "TypeError: #{e.message}"
end

# one clause (or `=>`): the message says what did not match
try { case 5; in String; end }
try { 5 => String }
try { 5 => String | Float }
try { 0 => 1 }
try { [1, 2] => [a] }
try { [] => [_, *] }
try { [1, 2] => [String, *] }
try { [0, 0] => [*, 0, 1] }
try { 5 => [] }
try { nil => [] }
try { [] => Hash[] }
try { [1, 2, 3] => [*, 5, *] }
try { [] => [*, _, *] }
try { [1, [2, 3]] => [_, [_, String]] }
try { {a: 1} => {b:} }
try { {a: {b: 1}} => {a: {c:}} }
try { {} => {a:} }
try { {a: 1} => {a: String} }
try { {a: 1} => {} }
try { {a: 1, b: 2} => {a: 1, **nil} }
try { [{a: 0}] => [{**nil}] }
try { 0 => {a:} }
try { {} => Array[a:] }
try { 1 => Array(a, b) }
try { 5 => ..3 }
try { "x" => /y/ }
try { 6 => ^(2 * 2) }
try { case 5; in Integer if false; end }
try { case 5; in Integer unless true; end }
try { case [0]; in [1] => _; end }
try { Struct.new(:a).new(1) => {a: String} }
try { {name: "x"} => {name: Integer} }
try { {a: 1} => Hash(b:) }

# several clauses: only the value
try { case 5; in String; in Float; end }
try { case({a: 1}); in {b:}; in {c:}; end }
try { case [1]; in []; in [String]; end }

# deconstruct must give an Array, deconstruct_keys a Hash
class Bad
  def deconstruct = nil
  def deconstruct_keys(keys) = [keys]
end
try { case Bad.new; in []; end }
try { case Bad.new; in {a:}; end }
try { Bad.new in [] }

# the hierarchy, and making one by hand
p NoMatchingPatternKeyError.superclass, NoMatchingPatternError.superclass
e = NoMatchingPatternKeyError.new("m", matchee: {a: 1}, key: :b)
p [e.message, e.matchee, e.key]
# `in` never raises
p((5 in String))
p(({a: 1} in {b:}))
