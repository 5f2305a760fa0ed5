[-> { eval("module :symA::B; end") }, -> { eval("class :s::B; end") }, -> { eval("nil::Yt = [2]") },
 -> { eval("x = 5; x::C = 1") }, -> { eval("class 'a'::B < Object; end") },
 -> { eval("module Kernel::Z; end; p Kernel::Z") }].each do |l|
  l.call
rescue TypeError => e
  p [e.class, e.message]
end
require 'ostruct'
b = OpenStruct.new
begin
  b.lisX::Yt = [2]
rescue TypeError => e
  p e.message, e.backtrace_locations&.first&.lineno
end
begin
  class :s::B; end
rescue TypeError => e
  p e.backtrace.map { |l| File.basename(l) }, e.backtrace_locations.map(&:lineno)
end
begin
  nil::B = 1
rescue TypeError => e
  p e.backtrace.map { |l| File.basename(l) }, e.backtrace_locations.map(&:lineno)
end
begin
  [1].fetch(9)
rescue => e
  p e.backtrace.map { |l| File.basename(l) }, e.backtrace_locations.map(&:lineno)
end
