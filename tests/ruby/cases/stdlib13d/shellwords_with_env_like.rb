require 'shellwords'
p Shellwords.split("FOO=bar cmd --opt='a b' \"$HOME\""), Shellwords.escape("FOO=bar"), Shellwords.join(["a=b", "c d"])
