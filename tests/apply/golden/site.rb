# A representative recipe: directory, files (one lazy), a guard, notifications, a log.
base = "@ROOT@/site"

directory base do
  mode "0755"
end

%w[alpha beta].each do |name|
  file "#{base}/#{name}.conf" do
    content "name = #{name}\n"
    mode "0644"
    notifies :run, "execute[reload]", :delayed
  end
end

file "#{base}/skipped" do
  content "never"
  not_if { ::File.directory?(base) }
end

execute "reload" do
  command "true"
  action :nothing
end

log "site ready"
