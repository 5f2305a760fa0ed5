Notification = Struct.new(:action, :target, :timing)
resources = [
  { id: "template[/etc/nginx/nginx.conf]", updated: true, notifies: [Notification.new(:reload, "service[nginx]", :delayed)] },
  { id: "template[/etc/app.yml]", updated: true, notifies: [Notification.new(:restart, "service[app]", :immediately), Notification.new(:reload, "service[nginx]", :delayed)] },
  { id: "file[/etc/motd]", updated: false, notifies: [Notification.new(:run, "execute[wall]", :delayed)] },
]
delayed = []
resources.each do |r|
  puts "* #{r[:id]} #{r[:updated] ? 'updated' : 'up to date'}"
  next unless r[:updated]
  r[:notifies].each do |n|
    if n.timing == :immediately
      puts "  - #{n.target} action #{n.action} (immediately)"
    else
      delayed << [n.target, n.action]
    end
  end
end
delayed.uniq.each { |target, action| puts "delayed: #{target} action #{action}" }
p delayed.size
p delayed.uniq.size
