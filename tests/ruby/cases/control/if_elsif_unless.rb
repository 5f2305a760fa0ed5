def size_label(n)
  if n < 0
    "negative"
  elsif n == 0
    "zero"
  elsif n < 10
    "small"
  else
    "large"
  end
end
[-1, 0, 5, 50].each { |n| puts size_label(n) }

def check(flag)
  unless flag
    "flag is off"
  else
    "flag is on"
  end
end
puts check(nil)
puts check(0)
x = if false then 1 end
p x
y = if true then :yes else :no end
p y
puts "modifier if" if 1 > 0
puts "modifier unless" unless 1 > 2
z = (puts "never" if false)
p z
p (1 if true)
v = 5
result = if v.even? then "even" elsif v > 3 then "odd and big" else "odd" end
p result
