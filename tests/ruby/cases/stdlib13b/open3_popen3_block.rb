require 'open3'
Open3.popen3("cat") do |i, o, e, t|
  i.write("piped")
  i.close
  p o.read, t.value.success?
end
