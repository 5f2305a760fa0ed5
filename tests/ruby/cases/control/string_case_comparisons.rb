inputs = ["yes", "Y", "no", "N", "maybe", "", nil, "TRUE"]
inputs.each do |input|
  answer = case input&.downcase
           when "yes", "y", "true" then true
           when "no", "n", "false" then false
           when nil, "" then :empty
           else :unknown
           end
  puts "#{input.inspect} => #{answer.inspect}"
end
