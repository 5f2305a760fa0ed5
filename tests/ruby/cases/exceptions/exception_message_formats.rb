class Quota < StandardError
  def initialize(used, limit)
    @used = used
    @limit = limit
    super("quota exceeded: #{used}/#{limit}")
  end
  attr_reader :used, :limit
end

class Plain < StandardError; end

begin
  raise Quota.new(12, 10)
rescue Quota => e
  puts e.message
  puts "#{e.used} > #{e.limit}"
  puts e.to_s
end
p Plain.new.message
p Plain.new("given").message
p Plain.new(:sym).message
p Plain.new(42).message rescue p "non-string"
p (raise Plain rescue $!.message)
e = Plain.new("x")
p "#{e}"
p e.message.frozen?
p [e.class, e.message]
