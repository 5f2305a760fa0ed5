def fetch_config(h, key)
  h.fetch(key)
rescue KeyError
  nil
end
p fetch_config({ a: 1 }, :a)
p fetch_config({ a: 1 }, :b)

def first_ok(*procs)
  procs.each do |pr|
    begin
      return pr.call
    rescue StandardError => e
      puts "skipping: #{e.message}"
    end
  end
  :none
end
p first_ok(-> { raise "one" }, -> { raise "two" }, -> { :third })
p first_ok(-> { raise "only" })
x = begin; 42; end
p x
y = begin
  raise "e"
rescue
end
p y
