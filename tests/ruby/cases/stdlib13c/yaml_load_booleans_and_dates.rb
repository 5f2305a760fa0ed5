require "date"
require 'yaml'
p YAML.load("a: yes\nb: no\nc: on\nd: 2024-01-01\ne: 0x1F\nf: 1_000\n", permitted_classes: [Date]) rescue p YAML.load("a: yes\nb: no\n")
