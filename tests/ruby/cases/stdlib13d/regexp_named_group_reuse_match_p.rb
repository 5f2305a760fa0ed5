re = /(?<n>[a-z]+)=|(?<n>\d+)!/
p re.match?("abc="), re.match("42!")[:n], re.match("42!")["n"], re =~ "x="
