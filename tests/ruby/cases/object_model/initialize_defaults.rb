class User
  attr_reader :name, :uid, :groups, :shell, :home

  def initialize(name, uid = 1000, *groups, shell: "/bin/bash", home: "/home/#{name}")
    @name = name
    @uid = uid
    @groups = groups
    @shell = shell
    @home = home
  end

  def to_s
    "#{name} uid=#{uid} groups=#{groups.join(',')} shell=#{shell} home=#{home}"
  end
end

puts User.new("alice")
puts User.new("bob", 1001)
puts User.new("carol", 1002, "sudo", "docker")
puts User.new("dave", shell: "/bin/zsh")
puts User.new("eve", 1, "adm", home: "/srv/eve")
begin
  User.new
rescue ArgumentError => e
  puts e.message
end
begin
  User.new("x", colour: "red")
rescue ArgumentError => e
  puts e.message
end
