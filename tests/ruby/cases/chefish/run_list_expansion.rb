ROLES = {
  "base" => ["recipe[ntp]", "recipe[users::sysadmins]"],
  "web" => ["role[base]", "recipe[nginx]", "recipe[app::web]"],
  "db" => ["role[base]", "recipe[postgresql::server]"],
}

def expand(items, seen = [])
  items.flat_map do |item|
    case item
    when /\Arole\[(.+)\]\z/
      role = Regexp.last_match(1)
      next [] if seen.include?(role)
      expand(ROLES.fetch(role), seen + [role])
    when /\Arecipe\[(.+)\]\z/
      name = $1
      name.include?("::") ? [name] : ["#{name}::default"]
    else
      raise ArgumentError, "bad run list item #{item.inspect}"
    end
  end.uniq
end

p expand(["role[web]"])
p expand(["role[db]", "role[web]"])
p expand(["recipe[app]", "role[base]"])
begin
  expand(["nginx"])
rescue ArgumentError => e
  puts e.message
end
