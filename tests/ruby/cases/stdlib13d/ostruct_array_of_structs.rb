require 'ostruct'
hosts = [{name: "a", ip: "10.0.0.1"}, {name: "b", ip: "10.0.0.2"}].map { OpenStruct.new(_1) }
p hosts.map(&:name), hosts.find { _1.ip.end_with?("2") }.name, hosts.sort_by(&:name).last.to_h
