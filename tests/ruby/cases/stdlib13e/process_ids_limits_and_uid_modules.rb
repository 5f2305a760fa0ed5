p Process::UID.class, Process::GID.class, Process::Sys.class
p Process::UID.rid == Process.uid, Process::UID.eid == Process.euid
p Process::GID.rid == Process.gid, Process::GID.eid == Process.egid
p Process::UID.re_exchangeable?, Process::UID.sid_available?, Process::GID.re_exchangeable?
p Process::UID.from_name("root"), Process::GID.from_name("root")
begin
  Process::UID.from_name("no-such-user-here")
rescue ArgumentError => e
  puts e.message
end
begin
  Process::GID.from_name("no-such-group-here")
rescue ArgumentError => e
  puts e.message
end
p Process::Sys.getuid == Process.uid, Process::Sys.geteuid == Process.euid
p Process::Sys.getgid == Process.gid, Process::Sys.getegid == Process.egid
%i[issetugid setruid setrgid].each do |m|
  begin
    Process::Sys.public_send(m, *([0] * (m == :issetugid ? 0 : 1)))
  rescue NotImplementedError => e
    puts e.message
  end
end
p Process::UID.singleton_methods.sort
p Process::Sys.singleton_methods.sort
p Process.getpgid(0) == Process.getpgrp, Process.getpgid(Process.pid) == Process.getpgrp
p Process.getsid.is_a?(Integer), Process.getsid(0) == Process.getsid
begin
  Process.getpgid(2**22 + 12345)
rescue SystemCallError => e
  p e.class, e.message
end
soft, hard = Process.getrlimit(:NOFILE)
p soft.is_a?(Integer), hard >= soft
p Process.getrlimit(Process::RLIMIT_NOFILE) == Process.getrlimit("NOFILE")
begin
  Process.getrlimit(:RLIMIT_NOFILE)
rescue ArgumentError => e
  puts e.message
end
Process.setrlimit(:NOFILE, soft, hard)
p Process.getrlimit(:NOFILE) == [soft, hard]
begin
  Process.getrlimit(:NOPE)
rescue ArgumentError => e
  puts e.message
end
p Process::RLIM_INFINITY, Process::WNOHANG, Process::WUNTRACED
p Process::PRIO_PROCESS, Process::PRIO_PGRP, Process::PRIO_USER, Process::RLIMIT_CORE, Process::RLIMIT_NOFILE
p Process.getpriority(Process::PRIO_PROCESS, 0).is_a?(Integer)
p Process.groups.is_a?(Array), Process.maxgroups
p Process.kill(0, Process.pid), Process.kill(0, Process.pid, Process.pid)
begin
  Process.kill(:EXIT, Process.pid)
rescue ArgumentError => e
  puts e.message
end
begin
  Process.kill(:NOPE, Process.pid)
rescue ArgumentError => e
  puts e.message
end
begin
  Process.kill(0, 2**22 + 12345)
rescue SystemCallError => e
  p e.class
end
begin
  Process.wait
rescue SystemCallError => e
  p e.class, e.message
end
begin
  Process.wait2(-1, Process::WNOHANG)
rescue SystemCallError => e
  p e.class
end
p Process.waitall
p Process.clock_getres(Process::CLOCK_MONOTONIC, :nanosecond).is_a?(Integer)
p Process.respond_to?(:exit), Process.respond_to?(:abort)
x = system("exit 3")
p x, Process.last_status.exitstatus, $?.exitstatus
if Process.uid == Process.euid
  begin
    Process::UID.switch
  rescue SystemCallError => e
    p e.class, e.message
  end
end
