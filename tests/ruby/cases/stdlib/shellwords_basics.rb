require "shellwords"
p Shellwords.split("ls -la '/tmp/my dir' \"double quoted\" escaped\\ space")
p "git commit -m 'initial commit'".shellsplit
p Shellwords.escape("it's a file.txt")
p Shellwords.escape("")
p Shellwords.escape("simple")
p Shellwords.escape("a;rm -rf /")
p "path with spaces".shellescape
p Shellwords.join(["echo", "hello world", "a'b"])
p %w[tar -czf out.tar.gz my\ dir].shelljoin
cmd = ["useradd", "-c", "Deploy User", "-s", "/bin/bash", "deploy"]
puts cmd.shelljoin
puts Shellwords.split(cmd.shelljoin) == cmd
begin
  Shellwords.split("unterminated 'quote")
rescue ArgumentError => e
  p e.message
end
p Shellwords.escape("$HOME")
p Shellwords.escape("tab\tnewline\n")
