require 'etc'
root = Etc.getpwnam("root")
p root.class, root.name, root.uid, root.gid, root.dir, root.class.superclass
p Etc::Passwd.members, Etc::Group.members
p Etc.getpwuid(0).name, Etc.getpwuid(0) == root, root.to_a.size, root.name.frozen?
g = Etc.getgrnam("root")
p g.class, g.name, g.gid, g.mem.class, Etc.getgrgid(0).name
begin
  Etc.getpwnam("no-such-user-xyz")
rescue ArgumentError => e
  p e.message
end
begin
  Etc.getgrnam("no-such-group-xyz")
rescue ArgumentError => e
  p e.message
end
begin
  Etc.getpwuid(987654)
rescue ArgumentError => e
  p e.message
end
begin
  Etc.getgrgid(987654)
rescue ArgumentError => e
  p e.message
end
begin
  Etc.getpwuid("0")
rescue TypeError => e
  p e.message
end
names = []
Etc.passwd { |u| names << u.name }
p names.include?("root"), names.all? { |n| n.is_a?(String) }
groups = []
Etc.group { |gr| groups << gr.name }
p groups.include?("root")
p Etc::Passwd.each.map(&:name).include?("root"), Etc::Group.map(&:gid).include?(0)
p Etc.nprocessors.is_a?(Integer), Etc.nprocessors > 0, Etc.sysconfdir
p Etc.uname.keys, Etc.uname[:sysname]
p Etc.getpwuid.is_a?(Etc::Passwd), Etc.getgrgid.is_a?(Etc::Group), [NilClass, String].include?(Etc.getlogin.class)
Etc.setpwent
first = Etc.getpwent
p first.is_a?(Etc::Passwd)
Etc.endpwent
p root.respond_to?(:shell), root.to_h.keys
