require 'benchmark'
require 'stringio'
$stdout = StringIO.new
res = Benchmark.bmbm do |x|
  x.report("a") { 1 }
  x.report("bb") { 2 }
end
out = $stdout.string
$stdout = STDOUT
p res.map(&:label), out.lines.first.start_with?("Rehearsal --"), out.include?("total:")
