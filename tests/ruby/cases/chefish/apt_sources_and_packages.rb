repos = [
  { name: "nginx", uri: "http://nginx.org/packages/ubuntu", distribution: "jammy", components: ["nginx"], key: "ABF5BD827BD9BF62" },
  { name: "docker", uri: "https://download.docker.com/linux/ubuntu", distribution: "jammy", components: %w[stable], arch: "amd64" },
]
repos.each do |r|
  opts = []
  opts << "arch=#{r[:arch]}" if r[:arch]
  opts << "signed-by=/etc/apt/keyrings/#{r[:name]}.gpg" if r[:key]
  prefix = opts.empty? ? "" : "[#{opts.join(' ')}] "
  puts "# /etc/apt/sources.list.d/#{r[:name]}.list"
  puts "deb #{prefix}#{r[:uri]} #{r[:distribution]} #{r[:components].join(' ')}"
end
wanted = { "nginx" => "1.24.0-1~jammy", "docker-ce" => nil, "curl" => "latest" }
installed = { "curl" => "7.81.0-1ubuntu1.13", "nginx" => "1.22.1-1~jammy" }
wanted.each do |pkg, version|
  current = installed[pkg]
  action = if current.nil? then "install"
           elsif version.nil? || version == "latest" then "keep #{current}"
           elsif current != version then "upgrade #{current} -> #{version}"
           else "up to date"
           end
  puts "#{pkg}: #{action}"
end
