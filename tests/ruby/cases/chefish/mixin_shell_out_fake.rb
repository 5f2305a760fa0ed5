ShellResult = Struct.new(:stdout, :stderr, :exitstatus) do
  def error?
    !exitstatus.zero?
  end

  def error!
    raise "Expected process to exit with [0], but received '#{exitstatus}'" if error?
  end
end

module ShellOut
  FAKE = {
    "systemctl is-active nginx" => ShellResult.new("active\n", "", 0),
    "dpkg -s missing" => ShellResult.new("", "package 'missing' is not installed\n", 1),
  }.freeze

  def shell_out(cmd)
    FAKE.fetch(cmd) { ShellResult.new("", "command not found\n", 127) }
  end

  def shell_out!(cmd)
    shell_out(cmd).tap(&:error!)
  end
end

include ShellOut
r = shell_out("systemctl is-active nginx")
puts r.stdout.strip
puts r.error?
p shell_out("dpkg -s missing").stderr.chomp
begin
  shell_out!("nope")
rescue RuntimeError => e
  puts e.message
end
installed = shell_out("dpkg -s missing").exitstatus.zero?
puts "install needed: #{!installed}"
