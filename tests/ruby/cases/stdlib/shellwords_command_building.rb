require "shellwords"
def command(bin, *args, **opts)
  parts = [bin]
  opts.each do |k, v|
    flag = "--#{k.to_s.tr('_', '-')}"
    case v
    when true then parts << flag
    when false, nil then next
    else parts << "#{flag}=#{v}"
    end
  end
  parts.concat(args.map(&:to_s))
  parts.shelljoin
end
puts command("rsync", "/src dir/", "dest:/path", archive: true, delete: false, exclude: "*.log")
puts command("curl", "https://example.com/?a=1&b=2", silent: true, output: "/tmp/out file")
puts command("echo", "it's", "$PATH", "semi;colon")
p Shellwords.split(command("ls", "a b"))
p "a b 'c d' e".shellsplit.size
