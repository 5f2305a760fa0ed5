require 'open3'
out, st = Open3.capture2("echo", "hi")
p out, st.success?
o, e, s = Open3.capture3("sh", "-c", "echo out; echo err >&2; exit 2")
p o, e, s.exitstatus
oe, s2 = Open3.capture2e("sh -c 'echo a; echo b >&2'")
p oe.lines.sort, s2.to_i
