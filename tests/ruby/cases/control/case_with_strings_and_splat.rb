DEBIAN = %w[debian ubuntu mint]
RHEL = %w[centos rhel rocky alma]
def family(platform)
  case platform.downcase
  when *DEBIAN then :debian
  when *RHEL then :rhel
  when "arch", "manjaro" then :arch
  when /bsd\z/ then :bsd
  else :unknown
  end
end
%w[Ubuntu rocky arch freebsd windows mint].each do |pl|
  puts "#{pl}: #{family(pl)}"
end
def pkg_manager(fam)
  case fam
  when :debian then "apt"
  when :rhel then "dnf"
  when :arch then "pacman"
  end
end
p %i[debian rhel arch bsd].map { |f| pkg_manager(f) }
status = 404
msg = case status
      when 200...300 then "ok"
      when 301, 302 then "redirect"
      when 400...500 then "client error"
      else "server error"
      end
p msg
