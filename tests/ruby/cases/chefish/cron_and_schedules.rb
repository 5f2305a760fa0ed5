jobs = {
  "backup" => { minute: 0, hour: 2, command: "/usr/local/bin/backup --full" },
  "logrotate" => { minute: "*/15", command: "/usr/sbin/logrotate /etc/logrotate.conf" },
  "report" => { minute: 30, hour: "8-18", weekday: "1-5", command: "report.sh > /dev/null 2>&1" },
}
FIELDS = %i[minute hour day month weekday].freeze
jobs.each do |name, spec|
  schedule = FIELDS.map { |f| spec.fetch(f, "*").to_s }.join(" ")
  puts "# #{name}"
  puts "#{schedule} root #{spec[:command]}"
end
hourly = jobs.select { |_, s| s[:hour].nil? }.keys
p hourly
p jobs.transform_values { |s| s.keys.size }
