resource = {
  type: :file,
  "path" => "/etc/motd",
  mode: 0644,
  owner: "root",
  content: <<~TXT,
    Welcome to #{"host".upcase}
  TXT
  notifies: [[:restart, "service[nginx]", :delayed]],
  only_if: -> { true },
}
p resource.keys
p resource[:mode].to_s(8)
p resource[:notifies].first.last
p resource[:only_if].call
p resource["path"]
