require 'shellwords'
p "echo 'a b'".shellsplit, "x y".shellescape, %w[a b\ c].shelljoin, "".shellsplit, " ".shellsplit
