package "nginx"
next if node["skip"]
