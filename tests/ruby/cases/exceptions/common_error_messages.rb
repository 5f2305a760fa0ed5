def show
  yield
rescue Exception => e
  puts "#{e.class}: #{e.message}"
end

show { nil.upcase }
show { 5.foo }
show { "str".bar }
show { [1].baz }
show { {}.qux }
show { :sym.nope }
show { true.nope }
show { Integer.nope }
show { undefined_local_or_method }
show { UndefinedConst }
show { 1 / 0 }
show { 1 % 0 }
show { "a" + 1 }
show { 1 + "a" }
show { 1 + nil }
show { [1] + nil }
show { Integer("abc") }
show { [].fetch(5) }
show { { a: 1 }.fetch(:b) }
show { "abc".freeze << "d" }
show { raise "plain" }
show { def m(a); end; m }
show { def m2(a); end; m2(1, 2) }
show { ->(x) {}.call }
show { [1, 2].first("x") }
show { "x" * -1 }
show { [3, "a"].sort }
show { Float("x") }
show { nil + 1 }
show { Object.new.instance_variable_get("bad") }
show { :sym.unknown_method(1) }
