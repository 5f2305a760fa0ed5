# Process.uid=/gid=/euid=/egid= take a user or group by name (MRI's OBJ2UID/OBJ2GID), and
# read other values as NUM2LONG does
if Process.euid.zero?
  Process.euid = "root"
  Process.egid = "root"
end
p [Process.euid == 0 || !Process.euid.zero?, Process.egid.is_a?(Integer)]
[[:uid=, "nosuchuserx"], [:gid=, "nosuchgroupx"], [:euid=, "nosuchuserx"], [:egid=, "nosuchgroupx"],
 [:uid=, nil], [:gid=, true], [:euid=, "0"]].each do |setter, value|
  begin
    Process.public_send(setter, value)
    p [setter, :ok]
  rescue ArgumentError, TypeError => e
    p [setter, e.class, e.message]
  end
end
