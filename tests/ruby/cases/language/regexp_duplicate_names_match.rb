re = /(?<v>\d+)px|(?<v>\d+)em/
p re.match("12em")[:v], re.match("3px")[:v], re.names
