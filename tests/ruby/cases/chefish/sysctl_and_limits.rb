sysctl = {
  "net.ipv4.ip_forward" => 1,
  "vm.swappiness" => 10,
  "net.core.somaxconn" => 4096,
  "fs.file-max" => 2_097_152,
}
content = sysctl.sort.map { |k, v| "#{k} = #{v}" }.join("\n") + "\n"
print content
puts content.lines.size
limits = [
  { domain: "*", type: "soft", item: "nofile", value: 65_536 },
  { domain: "*", type: "hard", item: "nofile", value: 65_536 },
  { domain: "deploy", type: "-", item: "nproc", value: 4096 },
]
limits.each do |l|
  puts format("%-8s %-5s %-7s %d", l[:domain], l[:type], l[:item], l[:value])
end
parsed = content.each_line.map { |line| line.chomp.split(" = ") }.to_h.transform_values(&:to_i)
p parsed == sysctl
