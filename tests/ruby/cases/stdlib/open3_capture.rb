require 'open3'
out, st = Open3.capture2("echo hello")
p out, st.class, st.success?, st.exitstatus, st.exited?, st.signaled?
out, err, st = Open3.capture3("echo out; echo err >&2; exit 3")
p out, err, st.success?, st.exitstatus, st.to_i
out, st = Open3.capture2e("echo a; echo b >&2")
p out.lines.sort, st.success?
out, st = Open3.capture2("cat", stdin_data: "piped in\n")
p out
out, st = Open3.capture2("tr", "a-z", "A-Z", stdin_data: "shout")
p out
out, _e, st = Open3.capture3({"TOQUE_X" => "from env"}, "echo $TOQUE_X")
p out
out, st = Open3.capture2("pwd", chdir: "/")
p out
out, st = Open3.capture2("printf", "%s-%s", "a b", "c")
p out
begin
  Open3.capture3("toque-no-such-program", "--x")
rescue Errno::ENOENT => e
  p e.class, e.message
end
begin
  Open3.capture2("toque-no-such-program --x")
rescue SystemCallError => e
  p e.class
end
out, err, st = Open3.capture3("toque-no-such-program 2>/dev/null")
p st.exitstatus, st.success?
out, err, st = Open3.capture3("kill -9 $$")
p st.signaled?, st.termsig, st.exitstatus, st.success?
Open3.popen3("cat; echo done >&2") do |i, o, e, t|
  i.puts "line one"
  i.write "line two\n"
  i.close
  p o.read, e.read, t.value.success?, t.pid.is_a?(Integer), t[:pid] == t.pid
end
Open3.popen3("printf 'a\\nb\\nc\\n'") do |i, o, e, t|
  p o.gets, o.readlines, t.value.exitstatus
end
Open3.popen2("sort") do |i, o, t|
  i.puts "b", "a", "c"
  i.close
  p o.read, t.value.class
end
Open3.popen2e("echo x; echo y >&2") do |i, o, t|
  p o.read.lines.sort
end
i, o, e, t = Open3.popen3("echo direct")
p o.read, t.value.exitstatus
include Open3
p capture2("echo included")[0]
p Open3.pipeline_r("printf 'b\\na\\n'", "sort") { |o, ts| o.read }
