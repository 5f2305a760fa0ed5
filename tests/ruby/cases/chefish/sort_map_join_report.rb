packages = {
  "openssl" => { "version" => "3.0.2", "security" => true },
  "curl" => { "version" => "7.81.0", "security" => true },
  "vim" => { "version" => "8.2", "security" => false },
  "bash" => { "version" => "5.1", "security" => false },
}
report = packages
  .sort_by { |name, _| name }
  .map { |name, info| "#{name.ljust(8)} #{info['version'].rjust(7)}#{info['security'] ? '  [security]' : ''}" }
  .join("\n")
puts report
puts
security = packages.select { |_, i| i["security"] }.keys.sort
puts "security updates: #{security.join(', ')}"
puts "total: #{packages.size}, security: #{security.size}"
