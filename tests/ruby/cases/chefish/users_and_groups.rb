users = [
  { "id" => "alice", "uid" => 2001, "groups" => %w[sysadmin docker], "shell" => "/bin/zsh" },
  { "id" => "bob", "uid" => 2002, "groups" => %w[docker] },
  { "id" => "carol", "uid" => 2003, "groups" => [], "action" => "remove" },
]
active = users.reject { |u| u["action"] == "remove" }
group_members = active.each_with_object(Hash.new { |h, k| h[k] = [] }) do |u, acc|
  u["groups"].each { |g| acc[g] << u["id"] }
end
group_members.sort.each { |g, members| puts "group #{g}: #{members.join(',')}" }
active.each do |u|
  home = "/home/#{u['id']}"
  shell = u.fetch("shell", "/bin/bash")
  puts "user #{u['id']} uid=#{u['uid']} home=#{home} shell=#{shell}"
end
removed = users.select { |u| u["action"] == "remove" }.map { |u| u["id"] }
puts "remove: #{removed.inspect}"
passwd = active.map { |u| [u["id"], "x", u["uid"], u["uid"], "", "/home/#{u['id']}", u.fetch("shell", "/bin/bash")].join(":") }
puts passwd
