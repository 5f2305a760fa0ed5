require 'yaml'
p YAML.load("a: 1\nb: [x, y]\nc: {d: true, e: ~}\nf: 1.5\ng: '2'\n")
