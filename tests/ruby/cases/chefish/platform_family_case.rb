PLATFORMS = [
  { "platform" => "ubuntu", "platform_version" => "22.04" },
  { "platform" => "debian", "platform_version" => "11" },
  { "platform" => "centos", "platform_version" => "7.9.2009" },
  { "platform" => "rocky", "platform_version" => "9.2" },
  { "platform" => "amazon", "platform_version" => "2023" },
  { "platform" => "windows", "platform_version" => "10.0.20348" },
]
def family_for(platform)
  case platform
  when "ubuntu", "debian" then "debian"
  when "centos", "rocky", "redhat", "almalinux" then "rhel"
  when "amazon" then "amazon"
  else "other"
  end
end
PLATFORMS.each do |node|
  fam = family_for(node["platform"])
  major = node["platform_version"].split(".").first.to_i
  pkg = case fam
        when "debian" then "apache2"
        when "rhel", "amazon" then major >= 8 || fam == "amazon" ? "httpd" : "httpd24"
        else nil
        end
  svc_mgr = fam == "rhel" && major < 7 ? "sysvinit" : "systemd"
  puts format("%-8s %-10s %-7s pkg=%-8s %s", node["platform"], node["platform_version"], fam, pkg.inspect, svc_mgr)
end
