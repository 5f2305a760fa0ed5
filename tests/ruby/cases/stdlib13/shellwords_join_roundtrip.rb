require 'shellwords'
args = ["ls", "-la", "my dir", "it's"]
cmd = args.shelljoin
p cmd, Shellwords.split(cmd) == args, cmd.shellsplit.size
