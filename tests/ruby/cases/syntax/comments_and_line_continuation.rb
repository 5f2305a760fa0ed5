# a comment line
x = 1 + # trailing comment
    2
p x
y = 1 \
  + 2
p y
z = [
  1, # first
  2, # second
]
p z
=begin
block comment
p "not printed"
=end
h = {
  a: 1,
  b: 2, # trailing comma allowed
}
p h
total = [1, 2, 3]
  .map { |v| v * 2 } # comment between chain
  .sum
p total
cond = true &&
  false
p cond
s = "a" \
    "b"
p s
p __LINE__
