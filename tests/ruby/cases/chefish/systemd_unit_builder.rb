def systemd_unit(sections)
  sections.map do |section, settings|
    body = settings.flat_map do |key, value|
      Array(value).map { |v| "#{key}=#{v == true ? 'yes' : v == false ? 'no' : v}" }
    end
    (["[#{section}]"] + body).join("\n")
  end.join("\n\n") + "\n"
end

unit = {
  "Unit" => { "Description" => "My App", "After" => %w[network.target postgresql.service] },
  "Service" => {
    "ExecStart" => "/srv/app/bin/server --port 3000",
    "Environment" => ["RAILS_ENV=production", "PORT=3000"],
    "Restart" => "on-failure",
    "NoNewPrivileges" => true,
    "PrivateTmp" => false,
  },
  "Install" => { "WantedBy" => "multi-user.target" },
}
print systemd_unit(unit)
p systemd_unit(unit).lines.count
