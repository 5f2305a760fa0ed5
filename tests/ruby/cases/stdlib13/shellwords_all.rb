require 'shellwords'
p Shellwords.split("a 'b c' \"d e\" f\\ g"), Shellwords.shellwords("x y"), Shellwords.shellsplit("q")
p Shellwords.escape("it's a file"), Shellwords.shellescape(""), Shellwords.join(["a b", "c"]), Shellwords.shelljoin(["x"])
p "a b 'c d'".shellsplit, "a b".shellescape, ["a b", "c'd"].shelljoin
begin; Shellwords.split("a 'b"); rescue ArgumentError => e; p e.message; end
p Shellwords.escape("foo\nbar"), Shellwords.escape("ünï"), Shellwords.escape("a=b,c:d/e.f-g_h+i@j")
p Shellwords.split("a\\\nb c"), Shellwords.split("  lead trail  "), Shellwords.split("a\"b\"c 'd'e")
include Shellwords
p shellsplit("m n"), shellescape("m n"), shelljoin(["m", "n o"])
p Shellwords.escape(1), ["a", 2, :b].shelljoin
