name = "app"
port = 8080
squiggly = <<~CONF
  [#{name}]
  port = #{port}
    indented = true
CONF
print squiggly
dash = <<-CONF
    keep leading spaces
    end marker may be indented
    CONF
print dash
plain = <<PLAIN
no indent removal #{name}
PLAIN
print plain
raw = <<~'RAW'
  #{not_interpolated}
  \t stays literal
RAW
print raw
quoted = <<~"QUOTED"
  interpolated #{port + 1}
QUOTED
print quoted
def show(a, b)
  puts a
  puts b
end
show(<<~A, <<~B)
  first heredoc
A
  second heredoc
B
puts(<<~X.upcase.strip)
  method call on heredoc
X
arr = [<<~ONE, "inline"]
  in array
ONE
p arr
