require 'open3'
out, _ = Open3.capture2("tr a-z A-Z", stdin_data: "shout")
p out
