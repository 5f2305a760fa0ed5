# MRI's side of the literal-value comparison: reads a JSON array of Ruby literals on stdin
# and prints, for each, its value as JSON: a string as its code points (bytes if it is not
# valid UTF-8), a symbol as ["sym", code points], an array element-wise; ["error"] if MRI
# rejects it.
require "json"

def value(x)
  case x
  when String then x.valid_encoding? ? x.unpack("U*") : ["bytes", *x.bytes]
  when Symbol then ["sym", value(x.to_s)]
  when Array then ["array", *x.map { |e| value(e) }]
  else ["other", x.inspect]
  end
end

out = JSON.parse($stdin.read).map do |src|
  begin
    $stderr = File.open(File::NULL, "w")
    value(eval(src))
  rescue SyntaxError
    ["error"]
  ensure
    $stderr = STDERR
  end
end
puts JSON.generate(out)
