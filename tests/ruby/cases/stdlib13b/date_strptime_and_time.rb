require 'date'
p Date.strptime("03/04/2024", "%m/%d/%Y").to_s, Date.new(2024, 1, 1).to_time.class, Time.utc(2024, 6, 7).to_date.to_s
