paths = %w[/etc/nginx/nginx.conf /etc/hosts /var/log/syslog /etc/nginx/sites/default relative/path]
paths.each do |path|
  kind = if path.start_with?("/etc/nginx")
           "nginx config"
         elsif path.start_with?("/etc")
           "system config"
         elsif path.start_with?("/")
           "absolute"
         else
           "relative"
         end
  puts "#{path.ljust(28)} #{kind}"
end
puts paths.select { |p| p.end_with?(".conf") }.inspect
puts paths.map { |p| p.split("/").reject(&:empty?).first }.uniq.inspect
puts paths.count { |p| p.include?("nginx") }
