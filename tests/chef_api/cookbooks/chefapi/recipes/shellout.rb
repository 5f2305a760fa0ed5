# Mixlib::ShellOut's options, accessors, errors and live stream (mixlib-shellout 3)
require 'etc'
require 'stringio'
s = Mixlib::ShellOut.new('echo hi; echo err >&2; exit 3', returns: [0, 3])
p s.timeout, s.valid_exit_codes
s.run_command
p s.stdout, s.stderr, s.exitstatus, s.error?, s.execution_time.is_a?(Float)
s.error!
io = StringIO.new
t = Mixlib::ShellOut.new('cat', input: "fed\n", live_stream: io, environment: { 'X' => '1' }, cwd: '/tmp')
t.run_command
p t.stdout, io.string, t.cwd
u = Mixlib::ShellOut.new('sh', '-c', 'echo $X; pwd; umask', environment: { 'X' => 'y' }, cwd: '/', umask: '027')
p u.run_command.stdout
begin
  Mixlib::ShellOut.new('false').run_command.error!
rescue Mixlib::ShellOut::ShellCommandFailed => e
  puts e.message
  p e.class.superclass, e.is_a?(RuntimeError)
end
begin
  Mixlib::ShellOut.new('sleep 5', timeout: 0.2).run_command
rescue Mixlib::ShellOut::CommandTimeout => e
  puts e.message.lines.first
end
begin
  Mixlib::ShellOut.new('true', bogus: 1)
rescue Mixlib::ShellOut::InvalidCommandOption => e
  puts e.message
end
v = Mixlib::ShellOut.new('id -u', user: 'nobody')
v.timeout = 5
p v.timeout, v.user
p(Process.uid != 0 || v.run_command.stdout.to_i == Etc.getpwnam('nobody').uid) # only root can switch users
p shell_out('echo', 'x').stdout, shell_out!('true').exitstatus
